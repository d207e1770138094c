// What the page needs to say every figure in today's dollars (docs/api.md#website), from the
// projection's own deterministic run: what was paid in up to each milestone, the pilot contribution
// and what the statute cut, each step's amount divided by the engine's deflator of its own month
// (core/projection/todays-dollars.ts, docs/model.md#paid-in-and-cut-in-todays-dollars), and the
// engine's deflators at the milestones, which turn an amount of that age into today's dollars and back.
import { itemAt } from '../../core/common/checked.js';
import type { DeterministicOutput } from '../../core/engine/engine.js';
import type { ProjectionPlan } from '../../core/projection/project.js';
import {
  cutsToday,
  milestoneDeflators,
  paidInToday,
  type StatuteCuts,
  seedToday,
} from '../../core/projection/todays-dollars.js';

export interface TodaysDollars {
  /** Per milestone: the paid-in column, each deposit divided by the deflator of its month. */
  paidInCents: number[];
  /** The pilot contribution paid, in today's dollars (0 when none is paid). */
  seedCents: number;
  /** What the statute cut or dropped, by rule, each cut divided by the deflator of its month. */
  cuts: StatuteCuts;
  /** The engine's deflator at the target age: nominal / deflator = today's dollars. */
  targetDeflator: number;
  /** The engine's deflator at the goal's age, when the scenario has a goal. */
  goalDeflator?: number;
  /** The engine's deflator at each milestone age, by age in months (deflatorAtMilestone reads it). */
  milestoneDeflators: Record<number, number>;
}

export function todaysDollars(plan: ProjectionPlan, d: DeterministicOutput): TodaysDollars {
  const { timeline, scenario, input } = plan;
  const column = (age: number) => input.checkpointAges.indexOf(age);
  const targetDeflator = itemAt(d.deflators, column(scenario.targetAgeMonths));
  const goal = scenario.goal;
  return {
    paidInCents: paidInToday(d, timeline),
    seedCents: seedToday(d),
    cuts: cutsToday(d),
    targetDeflator,
    ...(goal === undefined ? {} : { goalDeflator: itemAt(d.deflators, column(goal.atAgeMonths)) }),
    milestoneDeflators: milestoneDeflators(d, input.checkpointAges),
  };
}
