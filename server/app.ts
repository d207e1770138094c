// buildApp(config, deps): registers everything, never listens. Only main.ts touches the process.
import type { Server } from 'node:http';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import type { Engine } from '../core/engine/engine.js';
import { LANGUAGES, type Language } from '../core/i18n/languages.js';
import { warmEngine } from '../core/projection/warm.js';
import { SERVICE_PATHS } from './discovery/identity.js';
import { registerAdminListener } from './http/admin-listener.js';
import { answerAndClose, clientErrorHandler } from './http/client-errors.js';
import { ConnectionGuard } from './http/connections.js';
import { frameworkErrorProblem, registerErrorAnswers } from './http/errors.js';
import { BODY_LIMIT_BYTES, registerJsonBody } from './http/json-body.js';
import { registerLoadShedding } from './http/load-shedding.js';
import { countRequests, Metrics } from './http/metrics.js';
import { registerOpenApi } from './http/openapi.js';
import { type Limiter, type Limiters, registerRateLimits } from './http/rate-limits.js';
import { REQUEST_ID_OPTIONS, registerRequestIds, requestIdHeader } from './http/request-id.js';
import { BARE_ANSWER_HEADERS, registerSecurity } from './http/security.js';
import { sendProblem } from './http/send-problem.js';
import { registerShutdown } from './http/shutdown.js';
import { closeStillConnections, enforceBodyDeadline, REQUEST_TIMEOUT_MS, SERVER_TIME_LIMITS } from './http/timeouts.js';
import { trustedProxyMatcher } from './http/trusted-proxies.js';
import { Knowledge } from './knowledge/knowledge.js';
import { mcpRoutes } from './mcp/route.js';
import { FirstAnswers } from './page/first-answer.js';
import { discoveryRoutes } from './routes/discovery.js';
import { eligibilityRoutes } from './routes/eligibility.js';
import { healthRoutes } from './routes/health.js';
import { kbRoutes } from './routes/kb.js';
import { metricsRoutes } from './routes/metrics.js';
import { problemPageRoutes } from './routes/problem-pages.js';
import { projectRoutes } from './routes/project.js';
import { answerSeenBodies } from './routes/respond.js';
import { createReturnsService, returnsRoutes } from './routes/returns.js';
import { rulesRoutes } from './routes/rules.js';
import { siteRoutes } from './routes/site.js';
import { solveRoutes } from './routes/solve.js';
import { checkReviewedRules } from './rules/check-rules.js';
import { Projections } from './service/projections.js';
import { type WorkerModule, WorkerPool } from './service/worker-pool.js';
import type { Config } from './settings/config.js';

export interface AppDeps {
  engine: Engine;
  /** Where the log goes instead of stdout (tests read it). */
  logStream?: { write(line: string): void };
  /** The engine pool's worker module, when not the one beside the pool (tests). */
  engineWorker?: WorkerModule;
}

declare module 'fastify' {
  interface FastifyInstance {
    connections: ConnectionGuard;
  }
}

/** The limiter a rate-limited route counts its requests against (docs/api.md#rate-limits): the
 *  JSON API's projections and solves, and the tool server; a request shed on its way to one
 *  (docs/operations.md#load-shedding), or whose body is refused before its handler, is counted as
 *  well. */
function limiterOfRoute(limits: Limiters, route: string | undefined): Limiter | undefined {
  if (route === '/v1/project' || route === '/v1/solve') return limits.api;
  if (route === SERVICE_PATHS.mcp) return limits.mcp;
  return undefined;
}

export async function buildApp(config: Config, deps: AppDeps): Promise<FastifyInstance> {
  checkReviewedRules(); // a broken rules data file stops the start (docs/api.md#rules)
  const metrics = new Metrics();
  const onClientError = clientErrorHandler(config.siteUrl, (code) => metrics.clientErrors.inc({ code }));
  const app = Fastify({
    // At LOG_LEVEL=silent no logger at all: pino's would still make a child logger for every
    // request, to write nothing (docs/performance.md#the-cached-path).
    logger:
      config.logLevel === 'silent'
        ? false
        : { level: config.logLevel, ...(deps.logStream ? { stream: deps.logStream } : {}) },
    bodyLimit: BODY_LIMIT_BYTES,
    // Headers, bodies and whole requests each have a limit, checked every second
    // (docs/operations.md#slow-requests); Fastify sets requestTimeout on the server itself.
    http: SERVER_TIME_LIMITS,
    requestTimeout: REQUEST_TIMEOUT_MS,
    trustProxy: config.trustProxy,
    ...REQUEST_ID_OPTIONS, // a client's X-Request-Id only when short and plain (docs/operations.md#request-ids)
    // Every error is a problem (docs/api.md#errors): requests during shutdown get shutdown.ts's,
    // URLs the router cannot decode and unreadable requests get theirs.
    return503OnClosing: false,
    frameworkErrors: (error, request, reply) =>
      sendProblem(
        reply.headers({ ...BARE_ANSWER_HEADERS, ...requestIdHeader(request) }),
        frameworkErrorProblem(error, config.siteUrl),
      ),
    clientErrorHandler: onClientError,
  });

  registerRequestIds(app);
  const connections = new ConnectionGuard({
    max: config.maxConnections,
    perAddress: config.maxConnectionsPerAddress,
    uncapped: trustedProxyMatcher(config.trustProxy),
  });
  connections.attach(app.server);
  app.decorate('connections', connections); // for metrics and tests
  // A body slower than the floor rate is cut with a 408 problem (docs/operations.md#slow-requests).
  const cutSlowBody = (server: Server) =>
    enforceBodyDeadline(server, (request) => {
      metrics.clientErrors.inc({ code: 'REQUEST_TIMEOUT' });
      answerAndClose(request.socket, config.siteUrl, 'REQUEST_TIMEOUT');
    });
  cutSlowBody(app.server);
  // An answer its client stops taking does not hold its connection for good
  // (docs/operations.md#answers-the-client-stops-taking).
  const closeStill = (server: Server) => closeStillConnections(server, (socket) => connections.closeStill(socket));
  closeStill(app.server);
  registerAdminListener(app, config, (server) => {
    server.on('clientError', onClientError);
    cutSlowBody(server);
    closeStill(server);
  });
  countRequests(app, metrics);
  registerJsonBody(app);
  // Shed requests, and bodies refused before their handler, count against their route's rate
  // limit: the limiters are made below.
  let limiters: Limiters | undefined;
  const limiterOf = (request: FastifyRequest) =>
    limiters === undefined ? undefined : limiterOfRoute(limiters, request.routeOptions.url);
  registerErrorAnswers(app, config, limiterOf);
  registerSecurity(app, config);
  const shutdown = registerShutdown(app, config);
  await registerLoadShedding(app, config, metrics, limiterOf);
  await app.register(healthRoutes, { isReady: shutdown.isReady });
  await app.register(problemPageRoutes);
  await registerOpenApi(app, config);
  const limits = await registerRateLimits(app, config, metrics);
  limiters = limits;
  const pool =
    config.engineThreads > 0
      ? new WorkerPool({
          threads: config.engineThreads,
          maxQueue: config.engineQueueLimit,
          ...(deps.engineWorker ? { worker: deps.engineWorker } : {}),
        })
      : undefined;
  if (pool) {
    app.decorate('enginePool', pool); // for operations and tests: threads, queue size
    app.addHook('onClose', () => pool.close());
  }

  const projections = new Projections(deps.engine, config, pool, metrics);
  // The knowledge pages are read and indexed once per app (they change only with a release).
  const knowledge = await Knowledge.load();
  // A body answered before is answered without parsing it (docs/performance.md#the-cached-path).
  await app.register(async (computing) => {
    answerSeenBodies(computing, projections);
    await computing.register(projectRoutes, { config, projections, limit: limits.api });
    await computing.register(solveRoutes, { projections, limit: limits.api });
  });
  await app.register(rulesRoutes, { config });
  await app.register(eligibilityRoutes, { config });
  const firstAnswers = new FirstAnswers(deps.engine, pool, config);
  await app.register(siteRoutes, { config, firstAnswers });
  await app.register(mcpRoutes, { config, limits, projections, knowledge, metrics });
  await app.register(kbRoutes, { config, knowledge });
  await app.register(discoveryRoutes, { config, knowledge });
  await app.register(returnsRoutes, { config, service: createReturnsService(app, config, metrics) });
  metrics.observe({ connections, pool, cache: projections.cache, loopDelayMs: () => app.loopDelay?.delayMs });
  await app.register(metricsRoutes, { metrics });
  // The app is returned (so it listens, and /readyz answers) only once every engine, this
  // thread's and each worker's, has compiled the wasm and run its warm-up: a cold engine answers
  // its first request about 20 times slower (docs/operations.md#health-and-readiness). Not in an
  // onReady hook: Fastify bounds those by its plugin timeout, which a loaded machine can exceed.
  try {
    warmEngine(deps.engine);
    await pool?.warm();
    // The page's first answer in each language, so the first visitor does not wait for it
    // (docs/api.md#the-first-answer-at-once).
    await Promise.all(Object.keys(LANGUAGES).map((language) => firstAnswers.forBasis('real', language as Language)));
  } catch (error) {
    await app.close();
    throw error;
  }
  return app;
}
