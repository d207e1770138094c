// buildApp(config, deps): registers everything, never listens. Only main.ts touches the process.
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config.js';
import type { Engine } from './engine/engine.js';
import { registerErrorAnswers } from './http/errors.js';
import { BODY_LIMIT_BYTES, registerJsonBody } from './http/json-body.js';
import { mcpRoutes } from './mcp/route.js';
import { registerOpenApi } from './http/openapi.js';
import { warmEngine } from './engine/warm.js';
import { EnginePool } from './service/engine-pool.js';
import { Projections } from './service/projections.js';
import { registerRateLimits } from './http/rate-limits.js';
import { registerSecurity } from './http/security.js';
import { registerLoadShedding } from './http/load-shedding.js';
import { healthRoutes } from './routes/health.js';
import { Knowledge } from './knowledge/knowledge.js';
import { kbRoutes } from './routes/kb.js';
import { problemPageRoutes } from './routes/problem-pages.js';
import { projectRoutes } from './routes/project.js';
import { createReturnsService, returnsRoutes } from './routes/returns.js';
import { rulesRoutes } from './routes/rules.js';
import { siteRoutes } from './routes/site.js';
import { checkReviewedRules } from './rules/check-rules.js';

/** A client that has not sent its whole request in this time is cut off (slow-body attacks). */
export const REQUEST_TIMEOUT_MS = 30_000;

export interface AppDeps {
  engine: Engine;
}

export async function buildApp(config: Config, deps: AppDeps): Promise<FastifyInstance> {
  checkReviewedRules(); // a broken rules data file stops the start (docs/api.md#rules)
  const app = Fastify({
    logger: { level: config.logLevel },
    bodyLimit: BODY_LIMIT_BYTES,
    requestTimeout: REQUEST_TIMEOUT_MS,
    trustProxy: config.trustProxy,
    requestIdHeader: 'x-request-id',
    return503OnClosing: true,
  });

  registerJsonBody(app);
  registerErrorAnswers(app, config);
  await registerSecurity(app);
  await registerLoadShedding(app, config);

  // On shutdown, in-flight requests finish, and their connections close after the answer instead
  // of idling in keep-alive (which would hold the close open until the client gives up).
  // After the grace period, every connection still open is cut: a client may hold a connection
  // that never sends a request, which would otherwise keep the close waiting.
  let closing = false;
  let cutConnections: ReturnType<typeof setTimeout> | undefined;
  app.addHook('preClose', async () => {
    closing = true;
    cutConnections = setTimeout(() => app.server.closeAllConnections(), config.shutdownGraceMs);
    cutConnections.unref();
  });
  app.addHook('onClose', async () => clearTimeout(cutConnections));
  app.addHook('onSend', async (_request, reply, payload) => {
    if (closing) reply.header('connection', 'close');
    return payload;
  });
  await app.register(healthRoutes, { isReady: () => !closing });
  await app.register(problemPageRoutes);
  await registerOpenApi(app, config);
  const limits = await registerRateLimits(app, config);
  const pool = config.engineThreads > 0
    ? new EnginePool(deps.engine, { threads: config.engineThreads, maxQueue: config.engineQueueLimit })
    : undefined;
  if (pool) {
    app.decorate('enginePool', pool); // for operations and tests: threads, queue size
    app.addHook('onClose', () => pool.close());
  }

  const projections = new Projections(deps.engine, config, pool);
  // The knowledge pages are read and indexed once per app (they change only with a release).
  const knowledge = await Knowledge.load();
  await app.register(projectRoutes, { config, projections, limit: limits.api });
  await app.register(rulesRoutes, { config });
  await app.register(siteRoutes, { config });
  await app.register(mcpRoutes, { config, limits, projections, knowledge });
  await app.register(kbRoutes, { config, knowledge });
  await app.register(returnsRoutes, { config, service: createReturnsService(app, config) });
  // The app is returned (so it listens, and /readyz answers) only once every engine, this
  // thread's and each worker's, has compiled the wasm and run its warm-up: a cold engine answers
  // its first request about 20 times slower (docs/operations.md#health-and-readiness). Not in an
  // onReady hook: Fastify bounds those by its plugin timeout, which a loaded machine can exceed.
  try {
    warmEngine(deps.engine);
    await pool?.warm();
  } catch (error) {
    await app.close();
    throw error;
  }
  return app;
}
