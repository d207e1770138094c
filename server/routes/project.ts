// POST /v1/project (docs/api.md#projection) and its cacheable twin GET /v1/project?s=
// (docs/api.md#share-links): a Scenario or { s } in, a Projection out. Cache first, then the rate
// limit, then the engine; no math here.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import Type from 'typebox';
import { sendCacheable } from '../http-caching.js';
import { documentedOnly, named } from '../openapi.js';
import { PROBLEM_CONTENT_TYPE, sendProblem } from '../problems.js';
import { OVERLOADED_RETRY_AFTER_SECONDS, type Projections } from '../projections.js';
import type { Limiter } from '../rate-limits.js';
import { Problem as ProblemSchema } from '../schemas/problem.js';
import { Projection } from '../schemas/projection.js';
import { Scenario, ShareRequest } from '../schemas/scenario.js';
import { PROJECTION_EXAMPLE_REQUEST } from './examples.js';

export interface ProjectRouteOptions {
  config: Config;
  projections: Projections;
  limit: Limiter;
}


export async function projectRoutes(app: FastifyInstance, options: ProjectRouteOptions): Promise<void> {
  const { projections, limit } = options;

  async function respond(request: FastifyRequest, reply: FastifyReply, body: unknown, text: string | undefined) {
    // A repeated request text is answered from the cache without parsing the scenario again.
    const seen = text === undefined ? undefined : projections.cachedForText(text);
    if (seen) return sendCacheable(request, reply, seen.body, seen.etag);
    const prepared = projections.prepare(body);
    if (!prepared.ok) {
      if (!(await limit(request, reply))) return reply;
      return sendProblem(reply, prepared.problem);
    }
    // A cached answer is never counted nor limited (docs/api.md#rate-limits).
    if (text !== undefined) projections.rememberText(text, prepared);
    const cached = projections.cached(prepared);
    if (cached) return sendCacheable(request, reply, cached.body, cached.etag);
    if (!(await limit(request, reply))) return reply;
    const answer = await projections.answer(prepared);
    if (!answer.ok) {
      if (answer.problem.code === 'OVERLOADED') reply.header('retry-after', OVERLOADED_RETRY_AFTER_SECONDS);
      return sendProblem(reply, answer.problem);
    }
    return sendCacheable(request, reply, answer.response.body, answer.response.etag);
  }

  const problemResponse = (description: string) => ({ description, content: { [PROBLEM_CONTENT_TYPE]: { schema: named(ProblemSchema) } } });
  const responses = {
    200: { description: 'the projection; cacheable (ETag, Cache-Control)', content: { 'application/json': { schema: named(Projection) } } },
    304: { description: 'not modified (GET with a matching If-None-Match)', type: 'null' },
    400: problemResponse('VALIDATION_ERROR (every problem with a JSON pointer) or RESULT_OUT_OF_RANGE'),
    413: problemResponse('PAYLOAD_TOO_LARGE: body over 32 KiB'),
    415: problemResponse('UNSUPPORTED_MEDIA_TYPE: body not application/json'),
    429: problemResponse('RATE_LIMITED: more than 30 uncached requests a minute from this address; see Retry-After'),
    500: problemResponse('INTERNAL_ERROR: the engine failed; it is replaced and the next request is answered'),
    503: problemResponse('OVERLOADED: every engine is busy; see Retry-After'),
  };


  app.post('/v1/project', {
    validatorCompiler: documentedOnly,
    schema: {
      tags: ['projection'],
      summary: 'Project an account',
      description: 'A Scenario, or { s } carrying a share link\'s state. Identical requests give identical bytes. A request answered from the cache is not counted by the rate limit.',
      body: named(Type.Union([Scenario, ShareRequest], { examples: [PROJECTION_EXAMPLE_REQUEST] })),
      response: responses,
    },
  }, (request, reply) => respond(request, reply, request.body, request.bodyText === undefined ? undefined : `POST ${request.bodyText}`));

  app.get('/v1/project', {
    validatorCompiler: documentedOnly,
    schema: {
      tags: ['projection'],
      summary: 'Project an account from a share link (cacheable by any HTTP cache)',
      querystring: ShareRequest,
      response: { 200: responses[200], 304: responses[304], 400: responses[400], 429: responses[429], 500: responses[500], 503: responses[503] },
    },
  }, (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const keys = Object.keys(query);
    // Only ?s= is accepted; the share form validates like any body { s }.
    return respond(request, reply, keys.length === 0 ? { s: undefined } : query, `GET ${request.url}`);
  });
}
