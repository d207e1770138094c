// POST /v1/project (docs/api.md#projection) and its cacheable twin GET /v1/project?s=
// (docs/api.md#share-links): a Scenario or { s } in, a Projection out. Cache first, then the rate
// limit, then the engine; no math here.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as Type from 'typebox';
import type { Config } from '../config.js';
import { sendCacheable } from '../http/http-caching.js';
import { CLIENT_ERROR_RESPONSES, documentedOnly, named, problemResponse, SHUTTING_DOWN_NOTE } from '../http/openapi.js';
import type { Limiter } from '../http/rate-limits.js';
import { sendProblem } from '../problems.js';
import { Projection } from '../schemas/projection.js';
import { Scenario, ShareRequest } from '../schemas/scenario.js';
import { OVERLOADED_RETRY_AFTER_SECONDS, type Projections } from '../service/projections.js';
import { PROJECTION_EXAMPLE_REQUEST } from './examples.js';

export interface ProjectRouteOptions {
  config: Config;
  projections: Projections;
  limit: Limiter;
}

export async function projectRoutes(app: FastifyInstance, options: ProjectRouteOptions): Promise<void> {
  const { projections, limit } = options;

  async function respond(request: FastifyRequest, reply: FastifyReply, body: unknown, text: string | undefined) {
    const outcome = await projections.request(body, { text, admit: () => limit(request, reply), via: 'http' });
    if (outcome.ok) return sendCacheable(request, reply, outcome.response.body, outcome.response.etag);
    if ('refused' in outcome) return reply; // the limiter has answered 429
    if (outcome.problem.code === 'OVERLOADED') reply.header('retry-after', OVERLOADED_RETRY_AFTER_SECONDS);
    return sendProblem(reply, outcome.problem);
  }

  const projection = {
    description: 'the projection; cacheable (ETag, Cache-Control)',
    content: { 'application/json': { schema: named(Projection) } },
  };
  const notModified = { description: 'not modified (GET with a matching If-None-Match)', type: 'null' };
  const rateLimited = problemResponse(
    'RATE_LIMITED: more than 30 uncached requests a minute from this address; see Retry-After',
  );
  const internalError = problemResponse(
    'INTERNAL_ERROR: the engine failed; it is replaced and the next request is answered',
  );
  const overloaded = problemResponse(
    `OVERLOADED: every engine is busy, or the service is lagging; ${SHUTTING_DOWN_NOTE}. See Retry-After`,
  );

  app.post(
    '/v1/project',
    {
      validatorCompiler: documentedOnly,
      schema: {
        operationId: 'projectScenario',
        tags: ['projection'],
        summary: 'Project an account',
        description:
          "A Scenario, or { s } carrying a share link's state. Identical requests give identical bytes. A request answered from the cache is not counted by the rate limit.",
        body: named(Type.Union([Scenario, ShareRequest], { examples: [PROJECTION_EXAMPLE_REQUEST] })),
        response: {
          200: projection,
          304: notModified,
          400: problemResponse(
            'VALIDATION_ERROR (every problem with a JSON pointer), INVALID_JSON or RESULT_OUT_OF_RANGE',
          ),
          ...CLIENT_ERROR_RESPONSES,
          413: problemResponse('PAYLOAD_TOO_LARGE: body over 32 KiB'),
          415: problemResponse('UNSUPPORTED_MEDIA_TYPE: body not application/json'),
          429: rateLimited,
          500: internalError,
          503: overloaded,
        },
      },
    },
    (request, reply) =>
      respond(request, reply, request.body, request.bodyText === undefined ? undefined : `POST ${request.bodyText}`),
  );

  app.get(
    '/v1/project',
    {
      validatorCompiler: documentedOnly,
      schema: {
        operationId: 'projectShared',
        tags: ['projection'],
        summary: 'Project an account from a share link (cacheable by any HTTP cache)',
        description:
          "The scenario a share link carries in s (a Projection's shareUrl ends with ?s=...), answered with the same bytes as POST /v1/project with { s }. s is the only parameter. Cacheable by any HTTP cache; a request answered from the cache is not counted by the rate limit.",
        querystring: ShareRequest,
        response: {
          200: projection,
          304: notModified,
          400: problemResponse(
            'VALIDATION_ERROR (s missing, undecodable, not a valid scenario, or another parameter given) or RESULT_OUT_OF_RANGE',
          ),
          ...CLIENT_ERROR_RESPONSES,
          429: rateLimited,
          500: internalError,
          503: overloaded,
        },
      },
    },
    (request, reply) => {
      const query = request.query as Record<string, unknown>;
      const keys = Object.keys(query);
      // Only ?s= is accepted; the share form validates like any body { s }.
      return respond(request, reply, keys.length === 0 ? { s: undefined } : query, `GET ${request.url}`);
    },
  );
}
