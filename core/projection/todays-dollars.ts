// What was paid in and what the statute cut, in today's dollars (dollars of asOf), from a
// projection's own deterministic run (docs/model.md#paid-in-and-cut-in-todays-dollars): each step's
// amount divided by the engine's deflator of that step's month (`stepDeflators`, the engine's own
// D(m), so no second copy of it exists outside the engine), summed in step order, and the sum
// rounded once to the nearest cent, ties to even. Browser-safe.
import * as L from '../../assembly/layout.js';
import { itemAt } from '../common/checked.js';
import { nearestEven } from '../common/rounding.js';
import type { DeterministicOutput } from '../engine/engine.js';
import type { Timeline } from '../scenario/timeline.js';

/** What the statute cut or dropped, by rule, in cents (the engine's totals, or the same in today's dollars). */
export interface StatuteCuts {
  cutByAnnualLimitCents: number;
  cutByEmployerLimitCents: number;
  cutByIraLimitCents: number;
  droppedBeforeFirstDateCents: number;
  droppedAfterGrowthPeriodCents: number;
}

/** The engine's deflator at each milestone age, by age in months (nominal / deflator = today's
 *  dollars): plain data, which the page's worker posts to the page. */
export function milestoneDeflators(d: DeterministicOutput, checkpointAges: readonly number[]): Record<number, number> {
  return Object.fromEntries(checkpointAges.map((age, c) => [age, itemAt(d.deflators, c)]));
}

/** The deflator at a milestone age, read from `deflators`: a plan's withdrawals and a conversion's
 *  years fall on birthdays, which are milestones, as the target is. */
export function deflatorAtMilestone(deflators: Readonly<Record<number, number>>): (ageMonths: number) => number {
  return (ageMonths) => {
    const deflator = deflators[ageMonths];
    if (deflator === undefined) throw new Error(`no deflator at ${ageMonths} months: a plan's ages are milestones`);
    return deflator;
  };
}

/** Per checkpoint: what was paid in before that age (deposits and the seed), in today's dollars. */
export function paidInToday(d: DeterministicOutput, timeline: Timeline): number[] {
  let total = 0;
  let step = 0;
  return timeline.checkpointAges.map((age) => {
    for (const end = age - timeline.startAgeMonths; step < end; step++)
      total += itemAt(d.deposits, step) / itemAt(d.stepDeflators, step);
    return nearestEven(total);
  });
}

/** The seed that landed, in today's dollars (0 when none did). */
export function seedToday(d: DeterministicOutput): number {
  return d.seedCents > 0 ? nearestEven(d.seedCents / itemAt(d.stepDeflators, d.seedStep)) : 0;
}

/** One rule's cuts (a column of stepCuts) in today's dollars. */
function cutToday(d: DeterministicOutput, column: number): number {
  let total = 0;
  for (let step = 0; step < d.stepDeflators.length; step++)
    total += itemAt(d.stepCuts, step * L.CUT_STRIDE + column) / itemAt(d.stepDeflators, step);
  return nearestEven(total);
}

/** What the statute cut or dropped, by rule, each in today's dollars. */
export function cutsToday(d: DeterministicOutput): StatuteCuts {
  return {
    cutByAnnualLimitCents: cutToday(d, L.CUT_ANNUAL),
    cutByEmployerLimitCents: cutToday(d, L.CUT_EMPLOYER),
    cutByIraLimitCents: cutToday(d, L.CUT_IRA),
    droppedBeforeFirstDateCents: cutToday(d, L.CUT_DROPPED_EARLY),
    droppedAfterGrowthPeriodCents: cutToday(d, L.CUT_DROPPED_AFTER_GROWTH),
  };
}

/** The engine's own totals of what the statute cut or dropped, as paid. */
export function cutsAsPaid(d: DeterministicOutput): StatuteCuts {
  return {
    cutByAnnualLimitCents: d.cutByAnnualLimitCents,
    cutByEmployerLimitCents: d.cutByEmployerLimitCents,
    cutByIraLimitCents: d.cutByIraLimitCents,
    droppedBeforeFirstDateCents: d.droppedBeforeFirstDateCents,
    droppedAfterGrowthPeriodCents: d.droppedAfterGrowthPeriodCents,
  };
}
