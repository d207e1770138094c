// GET /v1/eligibility (docs/api.md#eligibility): the pilot contribution and the pledges a child may
// get, from the birth date, the day asked about and (optionally) the state. Stateless and pure: the
// answer depends only on the query and the reviewed data, so it carries a strong ETag and a day of
// public caching like GET /v1/rules, and is never rate limited. No logic here: the query is read by
// core/eligibility/eligibility-query.ts and answered by core/eligibility/eligibility.ts.
import type { FastifyInstance } from 'fastify';
import { eligibility } from '../../core/eligibility/eligibility.js';
import { readEligibilityQuery } from '../../core/eligibility/eligibility-query.js';
import { EligibilityQuery, Eligibility as EligibilitySchema } from '../../core/schemas/eligibility.js';
import { etagOf, sendCacheable } from '../http/http-caching.js';
import { CLIENT_ERROR_RESPONSES, documentedOnly, named, problemResponse, SHUTTING_DOWN_NOTE } from '../http/openapi.js';
import { sendProblem } from '../http/send-problem.js';
import { validationProblem } from '../service/projections.js';
import type { Config } from '../settings/config.js';

export interface EligibilityRouteOptions {
  config: Config;
}

export async function eligibilityRoutes(app: FastifyInstance, options: EligibilityRouteOptions): Promise<void> {
  const { siteUrl } = options.config;

  app.get(
    '/v1/eligibility',
    {
      validatorCompiler: documentedOnly,
      schema: {
        operationId: 'getEligibility',
        tags: ['rules'],
        summary: 'The free money a child may get: the pilot contribution and the pledges',
        description:
          "Whether a child born on birthDate may get the Treasury's pilot contribution and each pledge of GET /v1/rules, " +
          "as asked on asOf: mayQualify is true when all the service can know (the age on the pledge's date, the " +
          'state) fits, with what it cannot check (the ZIP code income test, citizenship) in conditions; false when ' +
          'something rules it out, or when the pledge needs a state and none is given. Every problem of the query is ' +
          'reported with its pointer (/birthDate). Never rate limited; cacheable (ETag, 304).',
        querystring: EligibilityQuery,
        response: {
          200: {
            description: 'the gifts the child may get; cacheable (ETag, Cache-Control)',
            content: { 'application/json': { schema: named(EligibilitySchema) } },
          },
          304: { description: 'not modified (a matching If-None-Match)', type: 'null' },
          400: problemResponse(
            'VALIDATION_ERROR: a parameter missing, not a real date, an unknown state, a repeated or unknown parameter',
          ),
          ...CLIENT_ERROR_RESPONSES,
          503: problemResponse(`OVERLOADED: the service is lagging; ${SHUTTING_DOWN_NOTE}. See Retry-After`),
        },
      },
    },
    (request, reply) => {
      const read = readEligibilityQuery(request.query as Record<string, unknown>);
      if (!read.ok) return sendProblem(reply, validationProblem(siteUrl, read.errors));
      const body = JSON.stringify(eligibility(read.request));
      return sendCacheable(request, reply, body, etagOf(body));
    },
  );
}
