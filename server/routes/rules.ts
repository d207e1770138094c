// GET /v1/rules (docs/api.md#rules): the reviewed rules data as Rules (rules/rules-body.ts). The
// body depends only on the data and the site address, so it is serialised once at registration
// and served from memory with a strong ETag (docs/api.md#caching).
import type { FastifyInstance } from 'fastify';
import { Rules as RulesSchema } from '../../core/schemas/rules.js';
import { etagOf, sendCacheable } from '../http/http-caching.js';
import { CLIENT_ERROR_RESPONSES, named, problemResponse, SHUTTING_DOWN_NOTE } from '../http/openapi.js';
import { rulesText } from '../rules/rules-body.js';
import type { Config } from '../settings/config.js';

export interface RulesRouteOptions {
  config: Config;
}

export async function rulesRoutes(app: FastifyInstance, options: RulesRouteOptions): Promise<void> {
  const body = rulesText(options.config.siteUrl);
  const etag = etagOf(body);

  app.get(
    '/v1/rules',
    {
      schema: {
        operationId: 'getRules',
        tags: ['rules'],
        summary: 'The legal facts, each with a primary source, and flags for what is unverified',
        description:
          'The section 530A facts the projections apply, each a sentence or two keyed by a stable camelCase ' +
          'name, with the primary-source URL under the same key in sources, the date they were last checked, and the ' +
          'points that cannot be verified yet (whether projections apply each); additive: attribution, how to credit ' +
          'the figures and the market history behind returnModel historical. Never rate limited; cacheable (ETag, 304).',
        response: {
          200: {
            description: 'the rules; never rate limited',
            content: { 'application/json': { schema: named(RulesSchema) } },
          },
          304: { description: 'not modified', type: 'null' },
          ...CLIENT_ERROR_RESPONSES,
          503: problemResponse(`OVERLOADED: the service is lagging; ${SHUTTING_DOWN_NOTE}. See Retry-After`),
        },
      },
    },
    (request, reply) => sendCacheable(request, reply, body, etag),
  );
}
