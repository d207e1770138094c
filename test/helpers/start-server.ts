// Starts the real app on a loopback port for a test file, the way main.ts does, and stops it.
import type { FastifyInstance } from 'fastify';
import { itemAt } from '../../core/common/checked.js';
import { createNodeEngine } from '../../package/load-node.js';
import { type AppDeps, buildApp } from '../../server/app.js';
import { parseConfig } from '../../server/settings/config.js';
import { documents, recorded } from './openapi-conformance.js';
import { BUNDLED_WORKER } from './worker-bundle.js';

export interface RunningServer {
  app: FastifyInstance;
  /** http://127.0.0.1:PORT */
  url: string;
  close(): Promise<void>;
}

/** Requests a test file may send from one address in a minute, unless it tests the limit itself. */
const TEST_REQUESTS_PER_MINUTE = '100000';

/** `env` holds settings as main.ts reads them from the environment (e.g. MC_BUDGET_PATH_MONTHS);
 *  `logStream` receives the log (at LOG_LEVEL, silent unless set). */
export async function startServer(
  env: Record<string, string> = {},
  { logStream }: Pick<AppDeps, 'logStream'> = {},
): Promise<RunningServer> {
  const config = parseConfig({
    LOG_LEVEL: 'silent',
    HOST: '127.0.0.1',
    PORT: '0',
    RATE_LIMIT_API_PER_MINUTE: TEST_REQUESTS_PER_MINUTE,
    RATE_LIMIT_MCP_PER_MINUTE: TEST_REQUESTS_PER_MINUTE,
    // Test servers share their process with CPU-heavy tests, which starve its event loop at
    // times: shedding is tested on its own (event-loop-shedding.test.ts).
    SHED_EVENT_LOOP_DELAY_MS: '0',
    ...env,
  });
  const app = await buildApp(config, {
    engine: await createNodeEngine(),
    engineWorker: BUNDLED_WORKER,
    ...(logStream ? { logStream } : {}),
  });
  // Record every answer for the OpenAPI conformance check (test/setup/openapi.ts), but those of the
  // admin listener (ADMIN_PORT), which the document does not describe.
  app.addHook('onSend', async (request, reply, payload) => {
    const acceptedBy = (request.raw.socket as { server?: unknown } | null)?.server;
    if (acceptedBy !== undefined && acceptedBy === app.adminServer) return payload;
    recorded.push({
      method: request.method,
      path: itemAt(request.url.split('?'), 0),
      status: reply.statusCode,
      contentType: String(reply.getHeader('content-type') ?? ''),
      body: typeof payload === 'string' ? payload : '',
    });
    return payload;
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  const url = `http://127.0.0.1:${address.port}`;
  documents.set(url, JSON.parse((await app.inject({ method: 'GET', url: '/openapi.json' })).body));
  return { app, url, close: () => app.close() };
}

/** POSTs a JSON body (or raw text) and returns the status, headers and text of the answer. */
export async function post(url: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.status, headers: response.headers, text: await response.text() };
}
