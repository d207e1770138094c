// POST /v1/solve (docs/api.md#solve): a scenario with a goal (or its share link) and the source
// whose amount is solved for; the answer, the scenario at the answer and its projection. One
// TypeBox schema for the route, the MCP tool and the OpenAPI document.
import * as Type from 'typebox';
import { Projection } from './projection.js';
import { Scenario } from './scenario.js';

const SourceId = Type.String({
  minLength: 1,
  maxLength: 64,
  description: 'the source whose amountCents is solved for (first-year amount)',
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

const DigitCents = (description: string) => Type.String({ pattern: '^[0-9]+$', description });

const MostAllowed = Type.Object(
  {
    amountCents: DigitCents(
      "the steady amount of each deposit of the source that fills its kind's yearly limit in limitYear over a year of its deposits (12 for monthly, 1 for annual or once), rounded down to the cent; 999999999999 for a charity, which the limits exempt. The largest plan, which the figures below are of, puts in more: each year's whole limit (years)",
    ),
    limitCents: Type.Union([DigitCents('the yearly limit it fills'), Type.Null()], {
      description: "the yearly limit of the source's kind in limitYear; null for a charity",
    }),
    limitYear: Type.Union([Type.Integer(), Type.Null()], {
      description: "the calendar year of the source's first deposit the statute accepts; null for a charity",
    }),
    pathsReaching: Type.Integer({
      description:
        "paths reaching the goal with the largest plan (the answer's projection: projection.goal.pathsReaching)",
    }),
    chance: Type.Number({ description: 'pathsReaching / projection.goal.paths: the chance the largest plan gives' }),
    largestGoalCents: DigitCents(
      "the largest goal.amountCents, in the goal's kind of dollars (asOf's dollars when goal.real, else dollars of the goal's day), that at least projection.goal.pathsNeeded paths reach with the largest plan: the largest goal reachable with the chance asked",
    ),
    years: Type.Array(
      Type.Object(
        {
          year: Type.Integer({ description: 'a calendar year' }),
          limitCents: DigitCents("that year's limit of the source's kind, as the engine indexes it"),
        },
        { additionalProperties: false },
      ),
      {
        description:
          "the largest plan the statute accepts, year by year: each calendar year in which the source deposits before the goal's age and the statute takes its kind, with the limit the source's first deposit of that year fills (less what the plan's deposits before it that year, or contributedThisYearCents, already put in); empty for a charity. It is the plan of the answer's scenario, the source at 999999999999, which the limits cut to it",
      },
    ),
  },
  {
    additionalProperties: false,
    description:
      'present only when not reachable: the largest plan the limits allow, what it gives and the largest goal it reaches with the chance asked (docs/api.md#when-no-amount-is-enough)',
  },
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
    cutCents: Type.Union([DigitCents('projection.deterministic.cappedCents'), Type.Null()], {
      description:
        "what the statute cuts or leaves out of the plan at the answer (its projection's deterministic.cappedCents): deposits above a year's limit, before the first contribution date or after the growth period; the goal is met with only what the account takes. null when not reachable (docs/api.md#what-the-limits-cut)",
    }),
    cutYears: Type.Union([Type.Array(Type.Integer()), Type.Null()], {
      description:
        'the calendar years in which the statute cuts or leaves out a deposit of the plan at the answer, in order; [] when cutCents is "0"; null when not reachable',
    }),
    mostAllowed: Type.Optional(MostAllowed),
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
