// POST /v1/project (docs/api.md#projection) and its cacheable twin GET /v1/project?s=
// (docs/api.md#share-links): a Scenario or { s } in, a Projection out. Cache first, then the rate
// limit, then the engine; no math here.
import type { FastifyInstance } from 'fastify';
import * as Type from 'typebox';
import { Projection } from '../../core/schemas/projection.js';
import { Scenario, ShareRequest } from '../../core/schemas/scenario.js';
import { CLIENT_ERROR_RESPONSES, documentedOnly, named, problemResponse } from '../http/openapi.js';
import type { Limiter } from '../http/rate-limits.js';
import type { Projections } from '../service/projections.js';
import type { Config } from '../settings/config.js';
import { PROJECTION_EXAMPLE_REQUEST } from './examples.js';
import { COMPUTED_RESPONSES, NOT_MODIFIED, POSTED_BODY_RESPONSES, postedText, respond } from './respond.js';

export interface ProjectRouteOptions {
  config: Config;
  projections: Projections;
  limit: Limiter;
}

export async function projectRoutes(app: FastifyInstance, options: ProjectRouteOptions): Promise<void> {
  const { projections, limit } = options;
  const projection = {
    description: 'the projection; cacheable (ETag, Cache-Control)',
    content: { 'application/json': { schema: named(Projection) } },
  };

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
          304: NOT_MODIFIED,
          400: problemResponse(
            'VALIDATION_ERROR (every problem with a JSON pointer), INVALID_JSON, RESULT_OUT_OF_RANGE or COMPUTE_BUDGET_EXCEEDED',
          ),
          ...CLIENT_ERROR_RESPONSES,
          ...POSTED_BODY_RESPONSES,
          ...COMPUTED_RESPONSES,
        },
      },
    },
    (request, reply) => respond(projections, limit, 'project', request, reply, request.body, postedText(request)),
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
          304: NOT_MODIFIED,
          400: problemResponse(
            'VALIDATION_ERROR (s missing, undecodable, not a valid scenario, or another parameter given), RESULT_OUT_OF_RANGE or COMPUTE_BUDGET_EXCEEDED',
          ),
          ...CLIENT_ERROR_RESPONSES,
          ...COMPUTED_RESPONSES,
        },
      },
    },
    (request, reply) => {
      const query = request.query as Record<string, unknown>;
      const keys = Object.keys(query);
      // Only ?s= is accepted; the share form validates like any body { s }.
      const body = keys.length === 0 ? { s: undefined } : query;
      return respond(projections, limit, 'project', request, reply, body, `GET ${request.url}`);
    },
  );
}
