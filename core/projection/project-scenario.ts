// The options the server projects and solves a validated scenario with (its site address and
// compute budget, the disclaimer and the rules date), and the answer of a solve. Browser-safe and
// free of the validation library: the page's worker uses it, so it gives the API's bytes for the
// same site address and budget. Any JSON value to an answer: answer-json.ts.
import { itemAt } from '../common/checked.js';
import type { Engine } from '../engine/engine.js';
import type { NormalisedScenario } from '../scenario/scenario.js';
import { encodeShare, shareUrl } from '../scenario/share.js';
import type { Timeline } from '../scenario/timeline.js';
import type { SolutionBody } from '../schemas/solve.js';
import { DISCLAIMER, RULES_VERIFIED_AT } from '../statute/attribution.js';
import { STATUTE } from '../statute/statute.js';
import type { ProjectOptions, Refused } from './project.js';
import { type MostAllowed, solve } from './solve.js';

/** Monte-Carlo path-months one projection may simulate (docs/model.md#the-compute-budget): the
 *  server's MC_BUDGET_PATH_MONTHS, whose default is about 25 ms of one core. */
export const BUDGET_PATH_MONTHS = Object.freeze({ default: 2_500_000, min: 1_000, max: 1_000_000_000 });

/** Path-months one solve may simulate (docs/model.md#solving-for-a-contribution): the server's
 *  SOLVE_BUDGET_PATH_MONTHS. A solve simulates no more paths than a projection would either. */
export const SOLVE_BUDGET_PATH_MONTHS = Object.freeze({ default: 2_500_000, min: 1_000, max: 1_000_000_000 });

export interface SiteOptions {
  /** The address projections cite (sourceUrl, and shareUrl's base): the server's SITE_URL. */
  siteUrl: string;
  /** Defaults to BUDGET_PATH_MONTHS.default; only the same budget gives the same bytes. */
  budgetPathMonths?: number;
  /** Defaults to SOLVE_BUDGET_PATH_MONTHS.default; likewise. */
  solveBudgetPathMonths?: number;
}

/** The site address as the server's settings keep it: an absolute http(s) URL, no trailing slash. */
function siteAddress(siteUrl: string): string {
  let protocol = '';
  try {
    protocol = new URL(siteUrl).protocol;
  } catch {
    // not a URL: refused below
  }
  if (protocol !== 'http:' && protocol !== 'https:') {
    throw new TypeError(`siteUrl must be an absolute http(s) URL, got ${JSON.stringify(siteUrl)}`);
  }
  return siteUrl.replace(/\/+$/, '');
}

function budget(value: number | undefined, bounds = BUDGET_PATH_MONTHS, name = 'budgetPathMonths'): number {
  if (value === undefined) return bounds.default;
  if (!Number.isSafeInteger(value) || value < bounds.min || value > bounds.max) {
    throw new RangeError(`${name} must be a whole number from ${bounds.min} to ${bounds.max}, got ${value}`);
  }
  return value;
}

/** The options the server projects with, for the scenario whose share-link state is `s`. */
export function projectionOptions(s: string, site: SiteOptions): ProjectOptions {
  const siteUrl = siteAddress(site.siteUrl);
  return {
    statute: STATUTE,
    budgetPathMonths: budget(site.budgetPathMonths),
    sourceUrl: siteUrl,
    disclaimer: DISCLAIMER,
    rulesVerifiedAt: RULES_VERIFIED_AT,
    shareUrl: shareUrl(siteUrl, s),
  };
}

/** A solve as it travels and is cached: the JSON text of its answer, or why there is none. */
export type SolveResult = { ok: true; solution: SolutionBody; json: string } | Refused;

/** The options of each scenario a solve projects: its share link, and the smaller of the two
 *  budgets (a solve never simulates more paths than a projection would). */
function solveOptions(site: SiteOptions): (scenario: NormalisedScenario) => ProjectOptions {
  const budgetPathMonths = Math.min(
    budget(site.budgetPathMonths),
    budget(site.solveBudgetPathMonths, SOLVE_BUDGET_PATH_MONTHS, 'solveBudgetPathMonths'),
  );
  return (scenario) => projectionOptions(encodeShare(scenario), { siteUrl: site.siteUrl, budgetPathMonths });
}

/** The mostAllowed block of an unreachable goal's answer, its cents as strings. */
function mostAllowedBody(most: MostAllowed): NonNullable<SolutionBody['mostAllowed']> {
  return {
    amountCents: String(most.amountCents),
    limitCents: most.limitCents === null ? null : String(most.limitCents),
    limitYear: most.limitYear,
    pathsReaching: most.pathsReaching,
    chance: most.chance,
    largestGoalCents: String(most.largestGoalCents),
    years: most.years.map(({ year, limitCents }) => ({ year, limitCents: String(limitCents) })),
  };
}

/** The answer of POST /v1/solve for a validated scenario with a goal, solved in `engine`. */
export function solution(
  engine: Engine,
  scenario: NormalisedScenario,
  timeline: Timeline,
  sourceIndex: number,
  site: SiteOptions,
): SolveResult {
  const outcome = solve(engine, scenario, timeline, sourceIndex, solveOptions(site));
  if (!outcome.ok) return outcome;
  const body: SolutionBody = {
    reachable: outcome.reachable,
    amountCents: outcome.reachable ? String(outcome.amountCents) : null,
    cutCents: outcome.cut?.cents ?? null,
    cutYears: outcome.cut?.years ?? null,
    ...(outcome.mostAllowed === undefined ? {} : { mostAllowed: mostAllowedBody(outcome.mostAllowed) }),
    sourceId: itemAt(scenario.sources, sourceIndex).id,
    evaluations: outcome.evaluations,
    scenario: outcome.scenario as SolutionBody['scenario'],
    s: encodeShare(outcome.scenario),
    shareUrl: outcome.projection.shareUrl ?? '',
    projection: outcome.projection,
  };
  return { ok: true, solution: body, json: JSON.stringify(body) };
}
