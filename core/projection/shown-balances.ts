// The Trump account's balances at the projection's ages as every face shows them (docs/api.md#website,
// docs/after-tax.md#the-plan-block): the projection's own percentiles and steady-return line; with a
// withdrawal plan, from the plan's first age on, what the account still holds just after that year's
// withdrawal (the plan block's `trumpAccountLeft` and its deterministic `leftCents`), and 0 once the
// last withdrawal has taken the rest, since the projection's own balances are those with nothing
// withdrawn. Browser-safe.
import { itemAt } from '../common/checked.js';
import { centString } from '../common/format.js';
import { nearestEven } from '../common/rounding.js';
import type { Projection } from '../schemas/projection.js';

/** Percentile rows (10th to 90th) by column, as `percentiles` lays them out. */
export interface BalanceBands {
  nominalCents: string[][];
  realCents: string[][];
}

/** Where a plan starts among the columns and what each column after its start shows: the index of
 *  the plan's withdrawal at that column, or 'emptied' after the last. */
export interface PlanColumns {
  /** The first column the plan draws from (its first withdrawal's age). */
  from: number;
  /** Per column: the withdrawal there, 'emptied' after the last, 'before' before the plan. */
  at: (number | 'emptied' | 'before')[];
}

/** The plan's place among the projection's columns; undefined without a plan. */
export function planColumns(projection: Projection): PlanColumns | undefined {
  const plan = projection.afterTax?.plan;
  if (plan === undefined) return undefined;
  const { ages } = projection.percentiles;
  const first = itemAt(plan.ages, 0);
  const last = itemAt(plan.ages, plan.ages.length - 1);
  const from = ages.indexOf(first);
  if (from < 0) throw new Error("a plan's ages are columns of the projection");
  return {
    from,
    at: ages.map((age) => {
      if (age < first) return 'before';
      if (age > last) return 'emptied';
      const k = plan.ages.indexOf(age);
      // Withdrawals fall on every birthday from the first to the last, and every birthday is a column.
      if (k < 0) throw new Error("a plan's ages are columns of the projection");
      return k;
    }),
  };
}

/** The percentile bands shown at every column: the projection's, or, from a plan's first age, what
 *  the plan leaves. */
export function shownBands(projection: Projection): BalanceBands {
  const { nominalCents, realCents } = projection.percentiles;
  const columns = planColumns(projection);
  const left = projection.afterTax?.plan?.trumpAccountLeft;
  if (columns === undefined || left === undefined) return { nominalCents, realCents };
  const follow = (rows: string[][], leftRows: string[][]) =>
    rows.map((row, r) =>
      row.map((cents, c) => {
        const at = itemAt(columns.at, c);
        if (at === 'before') return cents;
        return at === 'emptied' ? '0' : itemAt(itemAt(leftRows, r), at);
      }),
    );
  return { nominalCents: follow(nominalCents, left.nominalCents), realCents: follow(realCents, left.realCents) };
}

/** The steady-return line at every milestone, nominal and real: the projection's, or, from a plan's
 *  first age, what the plan leaves on it (`leftCents`; in today's dollars over the engine's deflator
 *  at that age, `deflatorAt`, to the nearest cent, ties to even, as the plan's table rounds). */
export function shownSteady(
  projection: Projection,
  deflatorAt: (ageMonths: number) => number,
): { nominalCents: string[]; realCents: string[] } {
  const { milestones } = projection.deterministic;
  const columns = planColumns(projection);
  const years = projection.afterTax?.plan?.trumpAccount.deterministic.years;
  const at = (c: number) => (columns === undefined ? 'before' : itemAt(columns.at, c));
  const left = (k: number) => itemAt(years ?? [], k).leftCents;
  return {
    nominalCents: milestones.map((milestone, c) => {
      const where = at(c);
      if (where === 'before') return milestone.nominalCents;
      return where === 'emptied' ? '0' : left(where);
    }),
    realCents: milestones.map((milestone, c) => {
      const where = at(c);
      if (where === 'before') return milestone.realCents;
      if (where === 'emptied') return '0';
      return centString(nearestEven(Number(left(where)) / deflatorAt(milestone.ageMonths)));
    }),
  };
}
