// The most the statute's limits allow one source to deposit each time (docs/model.md#the-most-the-limits-allow):
// what an unreachable goal's answer names instead of the 999999999999 cents it was tried with. The
// yearly limit of the source's kind, in the calendar year of its first deposit the statute accepts,
// spread over its deposits in a year and rounded up to the cent, so a year of them fills the limit.
// Browser-safe: the numbers come from core/statute/statute.ts, as the engine's do.
import { itemAt } from '../common/checked.js';
import type { NormalisedScenario, NormalisedSchedule, NormalisedSource } from '../scenario/scenario.js';
import type { Timeline } from '../scenario/timeline.js';
import { MAX_AMOUNT_CENTS } from '../schemas/scenario-values.js';
import { limitForYear, STATUTE, yearLimit } from '../statute/statute.js';

export interface LimitAmount {
  /** The amount of each deposit: the limit over the deposits in a year, rounded up to the cent;
   *  MAX_AMOUNT_CENTS for a charity, which the limits exempt. */
  amountCents: number;
  /** The yearly limit it fills, or null when the limits exempt the source. */
  limitCents: number | null;
  /** The calendar year of that limit, or null when the limits exempt the source. */
  limitYear: number | null;
}

/** Deposits a schedule makes in a full year. */
function depositsPerYear(schedule: NormalisedSchedule): number {
  return schedule.type === 'monthly' ? 12 : 1;
}

/** The age of a schedule's first deposit. */
function firstDepositAge(schedule: NormalisedSchedule): number {
  return schedule.type === 'once' ? schedule.atAgeMonths : schedule.startAgeMonths;
}

/** The calendar year of the source's first deposit the statute accepts (the last step's year when
 *  none falls in the run). */
function firstDepositYear(source: NormalisedSource, timeline: Timeline): number {
  const step = Math.max(timeline.firstContributionStep, firstDepositAge(source.schedule) - timeline.startAgeMonths, 0);
  return itemAt(timeline.stepYears, Math.min(step, timeline.months - 1));
}

/** The most each deposit of sources[sourceIndex] can be without the yearly limit of its kind
 *  cutting a year of them: family and relatives share the annual limit (the IRA limit after the
 *  growth period), an employer's is the smaller of that and the employer limit. */
export function limitAmount(scenario: NormalisedScenario, timeline: Timeline, sourceIndex: number): LimitAmount {
  const source = itemAt(scenario.sources, sourceIndex);
  if (source.kind === 'charity') return { amountCents: MAX_AMOUNT_CENTS, limitCents: null, limitYear: null };
  const year = firstDepositYear(source, timeline);
  const shared = yearLimit(STATUTE, year, timeline.birthYear, scenario.annualInflation);
  const limit =
    source.kind === 'employer'
      ? Math.min(shared, limitForYear(STATUTE.employerLimit, year, scenario.annualInflation))
      : shared;
  return { amountCents: Math.ceil(limit / depositsPerYear(source.schedule)), limitCents: limit, limitYear: year };
}
