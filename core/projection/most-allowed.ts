// The most the statute's limits allow one source (docs/model.md#the-most-the-limits-allow): what an
// unreachable goal's answer names instead of the 999999999999 cents it was tried with. The largest
// plan the statute accepts puts each calendar year's whole limit in with the source's first deposit
// of that year the statute accepts: 999999999999 cents a deposit does exactly that (the limit cuts
// the rest), so the answer's own projection is that plan's. Here: the limits it fills, year by year
// up to the goal's age, and the steady amount a deposit that fills the first of them (the figure
// the answer gave before it named the plan). Browser-safe: the numbers come from
// core/statute/statute.ts, as the engine's do.
import { itemAt } from '../common/checked.js';
import type { NormalisedScenario, NormalisedSchedule, NormalisedSource } from '../scenario/scenario.js';
import type { Timeline } from '../scenario/timeline.js';
import { MAX_AMOUNT_CENTS } from '../schemas/scenario-values.js';
import { limitForYear, STATUTE, yearLimit } from '../statute/statute.js';

/** One calendar year of the largest plan: the limit its first accepted deposit of the year fills. */
interface LimitYear {
  year: number;
  limitCents: number;
}

export interface LimitAmount {
  /** The steady amount of each deposit that fills the limit of limitYear over a year of deposits,
   *  rounded down to the cent (so the limit takes all of it); MAX_AMOUNT_CENTS for a charity. */
  amountCents: number;
  /** The yearly limit of the source's first accepted deposit, or null when the limits exempt it. */
  limitCents: number | null;
  /** The calendar year of that limit, or null when the limits exempt the source. */
  limitYear: number | null;
  /** The largest plan year by year: every calendar year in which the source deposits before the
   *  goal's age and the statute takes its kind, with that year's limit; empty for a charity. */
  years: LimitYear[];
}

/** Deposits a schedule makes in a full year. */
function depositsPerYear(schedule: NormalisedSchedule): number {
  return schedule.type === 'monthly' ? 12 : 1;
}

/** The age of a schedule's first deposit. */
function firstDepositAge(schedule: NormalisedSchedule): number {
  return schedule.type === 'once' ? schedule.atAgeMonths : schedule.startAgeMonths;
}

/** Whether the schedule deposits at `age` (docs/model.md#schedules: ranges half-open; an annual
 *  deposit in the month of age whose calendar month is monthOfYear, as assembly/schedule.ts reads it). */
function depositsAt(schedule: NormalisedSchedule, age: number, birthMonth: number): boolean {
  if (schedule.type === 'once') return age === schedule.atAgeMonths;
  if (age < schedule.startAgeMonths || age >= schedule.endAgeMonths) return false;
  return schedule.type === 'monthly' || ((birthMonth - 1 + age) % 12) + 1 === schedule.monthOfYear;
}

/** The calendar year of the source's first deposit the statute accepts (the last step's year when
 *  none falls in the run). */
function firstDepositYear(source: NormalisedSource, timeline: Timeline): number {
  const step = Math.max(timeline.firstContributionStep, firstDepositAge(source.schedule) - timeline.startAgeMonths, 0);
  return itemAt(timeline.stepYears, Math.min(step, timeline.months - 1));
}

/** The yearly limit a source of this kind fills in `year`, or null when the statute takes none of
 *  its deposits then: family and relatives share the annual limit (the IRA limit after the growth
 *  period); an employer's is the smaller of the annual and employer limits, and nothing afterwards. */
function kindLimit(source: NormalisedSource, scenario: NormalisedScenario, timeline: Timeline, year: number) {
  const shared = yearLimit(STATUTE, year, timeline.birthYear, scenario.annualInflation);
  if (source.kind !== 'employer') return shared;
  if (year > timeline.growthLastYear) return null;
  return Math.min(shared, limitForYear(STATUTE.employerLimit, year, scenario.annualInflation));
}

/** The limits the largest plan fills, one per calendar year with a deposit the statute takes before
 *  the goal's age. */
function planYears(source: NormalisedSource, scenario: NormalisedScenario, timeline: Timeline, goalAge: number) {
  const years: LimitYear[] = [];
  const steps = Math.min(goalAge - timeline.startAgeMonths, timeline.months);
  for (let k = timeline.firstContributionStep; k < steps; k++) {
    const year = itemAt(timeline.stepYears, k);
    if (years.at(-1)?.year === year) continue;
    if (!depositsAt(source.schedule, timeline.startAgeMonths + k, timeline.birthMonth)) continue;
    const limitCents = kindLimit(source, scenario, timeline, year);
    if (limitCents !== null) years.push({ year, limitCents });
  }
  return years;
}

/** The most the limits allow sources[sourceIndex] up to the goal's age. */
export function limitAmount(
  scenario: NormalisedScenario,
  timeline: Timeline,
  sourceIndex: number,
  goalAge: number,
): LimitAmount {
  const source = itemAt(scenario.sources, sourceIndex);
  if (source.kind === 'charity') return { amountCents: MAX_AMOUNT_CENTS, limitCents: null, limitYear: null, years: [] };
  const year = firstDepositYear(source, timeline);
  const limit = kindLimit(source, scenario, timeline, year) ?? 0;
  return {
    amountCents: Math.floor(limit / depositsPerYear(source.schedule)),
    limitCents: limit,
    limitYear: year,
    years: planYears(source, scenario, timeline, goalAge),
  };
}
