// buildApp(config, deps): registers everything, never listens. Only main.ts touches the process.
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import type { Config } from './config.js';
import type { Engine } from './engine/engine.js';
import { problem, PROBLEM_CONTENT_TYPE, type ProblemCode } from './problems.js';
import { mcpRoutes } from './mcp/route.js';
import { registerOpenApi } from './openapi.js';
import { EnginePool } from './pool/engine-pool.js';
import { Projections } from './projections.js';
import { registerRateLimits } from './rate-limits.js';
import { healthRoutes } from './routes/health.js';
import { kbRoutes } from './routes/kb.js';
import { problemPageRoutes } from './routes/problem-pages.js';
import { projectRoutes } from './routes/project.js';
import { returnsRoutes } from './routes/returns.js';
import { rulesRoutes } from './routes/rules.js';
import { siteRoutes } from './routes/site.js';
import { checkReviewedRules } from './rules/check-rules.js';

/** Largest request body (DESIGN 7): a full scenario of 8 sources is about 2 KiB. */
export const BODY_LIMIT_BYTES = 32 * 1024;

export interface AppDeps {
  engine: Engine;
}

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'] as const;

/** A 400 error that says why a body is not acceptable JSON. */
function invalidJson(body: string): Error {
  let message: string;
  try {
    JSON.parse(body);
    message = 'The body uses a "__proto__" or "constructor" key, which is not allowed.';
  } catch (error) {
    message = body.trim() === '' ? 'The body is empty.' : `The body is not valid JSON: ${(error as Error).message}`;
  }
  return Object.assign(new Error(message), { statusCode: 400, code: 'INVALID_JSON' });
}

/** The problem code for an error Fastify raised before a handler ran. */
function codeForError(error: FastifyError): ProblemCode {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'PAYLOAD_TOO_LARGE';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'UNSUPPORTED_MEDIA_TYPE';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'INVALID_JSON':
      return 'INVALID_JSON';
  }
  if (error.statusCode === 429) return 'RATE_LIMITED';
  if (error.statusCode === 400) return 'INVALID_JSON'; // the JSON parser's syntax and prototype-key errors
  if (error.statusCode === 413) return 'PAYLOAD_TOO_LARGE';
  if (error.statusCode === 415) return 'UNSUPPORTED_MEDIA_TYPE';
  return 'INTERNAL_ERROR';
}

export async function buildApp(config: Config, deps: AppDeps): Promise<FastifyInstance> {
  checkReviewedRules(); // a broken rules data file stops the start (DESIGN 9)
  const app = Fastify({
    logger: { level: config.logLevel },
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy,
    requestIdHeader: 'x-request-id',
    return503OnClosing: true,
  });

  // JSON only: drop Fastify's text/plain parser (a 415 then), and say which JSON error it was.
  app.removeAllContentTypeParsers();
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    parseJson(request, body as string, (error, value) => {
      if (error === null) return done(null, value);
      done(invalidJson(String(body)), undefined);
    });
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const code = codeForError(error);
    if (code === 'INTERNAL_ERROR') request.log.error({ err: error }, 'request failed');
    const detail = code === 'INTERNAL_ERROR' ? 'The service failed to answer; the error was logged.' : error.message;
    const body = problem(config.siteUrl, code, detail);
    return reply.code(body.status).type(PROBLEM_CONTENT_TYPE).send(JSON.stringify(body));
  });

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0];
    const allowed = METHODS.filter((method) => app.hasRoute({ method, url }));
    if (allowed.length > 0) {
      const body = problem(config.siteUrl, 'METHOD_NOT_ALLOWED', `${request.method} is not allowed on ${url}; use ${allowed.join(', ')}.`);
      return reply.code(405).header('allow', allowed.join(', ')).type(PROBLEM_CONTENT_TYPE).send(JSON.stringify(body));
    }
    const body = problem(config.siteUrl, 'NOT_FOUND', `Nothing is served at ${url}.`);
    return reply.code(404).type(PROBLEM_CONTENT_TYPE).send(JSON.stringify(body));
  });

  // On shutdown, in-flight requests finish, and their connections close after the answer instead
  // of idling in keep-alive (which would hold the close open until the client gives up).
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
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
  await app.register(projectRoutes, { config, projections, limit: limits.api });
  await app.register(rulesRoutes, { config });
  await app.register(siteRoutes, { config });
  await app.register(mcpRoutes, { config, limits, projections });
  await app.register(kbRoutes, { config });
  await app.register(returnsRoutes, { config });
  return app;
}
