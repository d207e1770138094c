// POST /v1/project (SPEC 4.1) and its cacheable twin GET /v1/project?s= (DESIGN 6): a Scenario or
// { s } in, a Projection out. Cache first, then the rate limit, then the engine; no math here.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import { sendCacheable } from '../http-caching.js';
import { PROBLEM_CONTENT_TYPE, type Problem } from '../problems.js';
import type { Projections } from '../projections.js';
import type { Limiter } from '../rate-limits.js';

export interface ProjectRouteOptions {
  config: Config;
  projections: Projections;
  limit: Limiter;
}

function sendProblem(reply: FastifyReply, body: Problem): FastifyReply {
  return reply.code(body.status).type(PROBLEM_CONTENT_TYPE).send(JSON.stringify(body));
}

export async function projectRoutes(app: FastifyInstance, options: ProjectRouteOptions): Promise<void> {
  const { projections, limit } = options;

  async function respond(request: FastifyRequest, reply: FastifyReply, body: unknown) {
    const prepared = projections.prepare(body);
    if (!prepared.ok) {
      if (!(await limit(request, reply))) return reply;
      return sendProblem(reply, prepared.problem);
    }
    // A cached answer is never counted nor limited (DESIGN 8).
    const cached = projections.cached(prepared);
    if (cached) return sendCacheable(request, reply, cached.body, cached.etag);
    if (!(await limit(request, reply))) return reply;
    const answer = projections.answer(prepared);
    if (!answer.ok) return sendProblem(reply, answer.problem);
    return sendCacheable(request, reply, answer.response.body, answer.response.etag);
  }

  app.post('/v1/project', (request, reply) => respond(request, reply, request.body));

  app.get('/v1/project', (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const keys = Object.keys(query);
    // Only ?s= is accepted; the share form validates like any body { s }.
    return respond(request, reply, keys.length === 0 ? { s: undefined } : query);
  });
}
