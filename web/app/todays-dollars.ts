// What the page needs to say every figure in today's dollars (docs/api.md#website), from the
// projection's own deterministic run: what was paid in up to each milestone with each deposit in
// dollars of the start date (the deflator of its own month, as the engine defines it in
// docs/model.md#rates), the pilot contribution likewise, and the engine's deflators at the target
// and at the goal's age, which turn an amount of that age into today's dollars and back.
import { itemAt } from '../../core/common/checked.js';
import type { DeterministicOutput } from '../../core/engine/engine.js';
import type { ProjectionPlan } from '../../core/projection/project.js';

export interface TodaysDollars {
  /** Per milestone: the paid-in column, each deposit divided by the deflator of its month. */
  paidInCents: number[];
  /** The pilot contribution paid, in today's dollars (0 when none is paid). */
  seedCents: number;
  /** The engine's deflator at the target age: nominal / deflator = today's dollars. */
  targetDeflator: number;
  /** The engine's deflator at the goal's age, when the scenario has a goal. */
  goalDeflator?: number;
}

/** D(m) = exp(ln(1 + i) * m / 12), the engine's deflator m months after the start date (assembly/rates.ts). */
function deflator(inflation: number, months: number): number {
  return Math.exp((Math.log(1 + inflation) * months) / 12);
}

export function todaysDollars(plan: ProjectionPlan, d: DeterministicOutput): TodaysDollars {
  const { timeline, scenario, input } = plan;
  const inflation = scenario.annualInflation;
  const offset = timeline.realOffsetMonths;
  let total = 0;
  let step = 0;
  const paidInCents = timeline.checkpointAges.map((age) => {
    for (const end = age - timeline.startAgeMonths; step < end; step++)
      total += itemAt(d.deposits, step) / deflator(inflation, step + offset);
    return Math.round(total);
  });
  const seedCents = d.seedCents > 0 ? Math.round(d.seedCents / deflator(inflation, d.seedStep + offset)) : 0;
  const column = (age: number) => input.checkpointAges.indexOf(age);
  const targetDeflator = itemAt(d.deflators, column(scenario.targetAgeMonths));
  const goal = scenario.goal;
  return {
    paidInCents,
    seedCents,
    targetDeflator,
    ...(goal === undefined ? {} : { goalDeflator: itemAt(d.deflators, column(goal.atAgeMonths)) }),
  };
}
