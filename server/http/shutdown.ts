// Shutdown in two steps (docs/operations.md#shutdown). Draining: /readyz answers 503 so that load
// balancers take the instance out of rotation, while requests are still served (their answers
// carry Connection: close, so keep-alive connections move to other instances). Closing (Fastify's
// close, after the drain): the listener closes, requests in flight finish, and a request that still
// arrives on an open connection gets a 503 SHUTTING_DOWN problem; after SHUTDOWN_GRACE_MS every
// connection still open is cut. Health checks and metrics are answered throughout.
import type { FastifyInstance } from 'fastify';
import { itemAt } from '../../core/common/checked.js';
import { problem } from '../../core/schemas/problems.js';
import type { Config } from '../settings/config.js';
import { ALWAYS_ANSWERED_PATHS } from './operator-paths.js';
import { sendProblem } from './send-problem.js';

/** Seconds a client is asked to wait after SHUTTING_DOWN: another instance answers by then. */
const SHUTTING_DOWN_RETRY_AFTER_SECONDS = 1;

declare module 'fastify' {
  interface FastifyInstance {
    /** Starts draining: /readyz turns 503 and answers close their connections; work goes on. */
    drain(): void;
  }
}

export interface Shutdown {
  /** False from the start of the drain. */
  isReady(): boolean;
}

export function registerShutdown(app: FastifyInstance, config: Config): Shutdown {
  let draining = false;
  let closing = false;
  app.decorate('drain', () => {
    draining = true;
  });
  // After the grace period every connection still open is cut: a client may hold a connection
  // that never sends a request, which Node counts as busy until its header timeout (60 s).
  let cutConnections: ReturnType<typeof setTimeout> | undefined;
  app.addHook('preClose', async () => {
    draining = true;
    closing = true;
    cutConnections = setTimeout(() => app.server.closeAllConnections(), config.shutdownGraceMs);
    cutConnections.unref();
  });
  app.addHook('onClose', async () => clearTimeout(cutConnections));
  // Hooks that run on every request take callbacks, not promises (docs/performance.md#the-cached-path).
  app.addHook('onRequest', (request, reply, done) => {
    if (!closing || ALWAYS_ANSWERED_PATHS.has(itemAt(request.url.split('?'), 0))) return done();
    const detail = `This instance is shutting down; retry in ${SHUTTING_DOWN_RETRY_AFTER_SECONDS} s.`;
    const body = problem(config.siteUrl, 'SHUTTING_DOWN', detail);
    sendProblem(reply.header('retry-after', SHUTTING_DOWN_RETRY_AFTER_SECONDS), body);
  });
  // Answers sent while draining close their connection instead of idling in keep-alive (which
  // would also hold the close open until the client gives up).
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (draining) reply.header('connection', 'close');
    done(null, payload);
  });
  return { isReady: () => !draining };
}
