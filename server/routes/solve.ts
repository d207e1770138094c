// POST /v1/solve (docs/api.md#solve): a scenario with a goal (or its share link) and a source in;
// the smallest amount of that source that meets the goal, and the projection at it, out. Cached and
// rate limited like a projection (one request); no math here.
import type { FastifyInstance } from 'fastify';
import * as Type from 'typebox';
import { Solution, SolveScenarioRequest, SolveShareRequest } from '../../core/schemas/solve.js';
import { CLIENT_ERROR_RESPONSES, documentedOnly, named, problemResponse } from '../http/openapi.js';
import type { Limiter } from '../http/rate-limits.js';
import type { Projections } from '../service/projections.js';
import { SOLVE_EXAMPLE_REQUEST } from './examples.js';
import { COMPUTED_RESPONSES, POSTED_BODY_RESPONSES, postedText, respond } from './respond.js';

export interface SolveRouteOptions {
  projections: Projections;
  limit: Limiter;
}

export async function solveRoutes(app: FastifyInstance, options: SolveRouteOptions): Promise<void> {
  const { projections, limit } = options;
  app.post(
    '/v1/solve',
    {
      validatorCompiler: documentedOnly,
      schema: {
        operationId: 'solveForGoal',
        tags: ['projection'],
        summary: 'Find the contribution that reaches a goal',
        description:
          "The smallest whole-cent amount of one source (the first-year amount when it steps up) at which the scenario's goal is met: at least ceil(probability x paths) paths reach goal.amountCents at goal.atAgeMonths, and not at one cent less. cutCents and cutYears say what the statute's yearly limits cut of the answer and in which years (a flat amount above the first years' limit is cut; the goal is met with what the account takes). reachable is false when even 999999999999 cents does not meet it (the statute's limits bind); mostAllowed then names the largest plan the limits allow (each year's whole limit, year by year), what it gives and the largest goal it reaches with the chance asked, in the goal's kind of dollars. Every amount is tried on the same paths, so the answer is deterministic. A request answered from the cache is not counted by the rate limit.",
        body: named(Type.Union([SolveScenarioRequest, SolveShareRequest], { examples: [SOLVE_EXAMPLE_REQUEST] })),
        response: {
          200: {
            description: 'the answer, the scenario at it and its projection',
            content: { 'application/json': { schema: named(Solution) } },
          },
          400: problemResponse(
            'VALIDATION_ERROR (every problem with a JSON pointer: no goal, an unknown sourceId, a bad scenario), INVALID_JSON, RESULT_OUT_OF_RANGE or COMPUTE_BUDGET_EXCEEDED',
          ),
          ...CLIENT_ERROR_RESPONSES,
          ...POSTED_BODY_RESPONSES,
          ...COMPUTED_RESPONSES,
        },
      },
    },
    (request, reply) => respond(projections, limit, 'solve', request, reply, request.body, postedText(request)),
  );
}
