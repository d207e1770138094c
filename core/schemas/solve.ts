// POST /v1/solve (docs/api.md#solve): a scenario with a goal (or its share link) and the source
// whose amount is solved for; the answer, the scenario at the answer and its projection. One
// TypeBox schema for the route, the MCP tool and the OpenAPI document.
import * as Type from 'typebox';
import { Projection } from './projection.js';
import { Scenario } from './scenario.js';

const SourceId = Type.String({
  minLength: 1,
  maxLength: 64,
  description: 'the id of the source whose amountCents is solved for (the first-year amount when it steps up)',
});

export const SolveScenarioRequest = Type.Object(
  { scenario: Scenario, sourceId: SourceId },
  { additionalProperties: false, description: 'a scenario with a goal, and the source to solve for' },
);

export const SolveShareRequest = Type.Object(
  {
    s: Type.String({ minLength: 1, maxLength: 8192, description: 'share-link state of a scenario with a goal' }),
    sourceId: SourceId,
  },
  { additionalProperties: false, description: 'a share link of a scenario with a goal, and the source to solve for' },
);

export const Solution = Type.Object(
  {
    reachable: Type.Boolean({
      description:
        'false when even 999999999999 cents does not meet the goal: the limits bind, or the source deposits nothing before the goal',
    }),
    amountCents: Type.Union([Type.String({ pattern: '^[0-9]+$' }), Type.Null()], {
      description:
        'the smallest whole-cent amount found by bisection at which the goal is met and not at one cent less (or 0); null when not reachable',
    }),
    sourceId: Type.String(),
    evaluations: Type.Integer({ description: 'amounts tried, every one on the same paths' }),
    scenario: Scenario,
    s: Type.String({ description: 'the share-link state of `scenario`' }),
    shareUrl: Type.String({ format: 'uri' }),
    projection: Projection,
  },
  {
    additionalProperties: false,
    description:
      'the answer, the scenario with the source at that amount (at 999999999999 when not reachable) and its projection',
  },
);

export type SolutionBody = Type.Static<typeof Solution>;
