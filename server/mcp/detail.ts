// How much of a projection the projection tools put in their structured result
// (docs/api.md#detail-levels). "summary", the default, keeps the Projection's shape with its
// tables cut to the ages people ask about: the percentiles and the expected path at 18, 30 and 65
// (when the horizon reaches them) and the target, and after tax at the target only; everything
// else (assumptions, warnings, the goal, the history windows, a plan of withdrawals, the share
// link) whole. "full" is the HTTP API's body as it is; so is the projection resource
// (resources.ts), which the result links to.
import * as Type from 'typebox';
import type { AfterTaxAccount, AfterTaxBlock, Projection } from '../../core/schemas/projection.js';
import type { SolutionBody } from '../../core/schemas/solve.js';

export const DETAIL_LEVELS = ['summary', 'full'] as const;
export type DetailLevel = (typeof DETAIL_LEVELS)[number];
export const DEFAULT_DETAIL: DetailLevel = 'summary';

/** The `detail` argument of project_530a, project_530a_shared and solve_530a. */
export const DetailArgument = Type.Enum([...DETAIL_LEVELS], {
  description: 'summary (default): tables at ages 18, 30, 65 and the target; full: every birthday',
});

/** Months of age of the milestones the summaries keep, besides the target. */
const MILESTONE_AGES_MONTHS: readonly number[] = [18 * 12, 30 * 12, 65 * 12];

/** The columns of a table over `ages` that a summary keeps: the milestones and the last (the
 *  target). The text answer names the same ages (summary.ts). */
export function milestoneColumns(ages: readonly number[]): number[] {
  return ages.flatMap((age, column) =>
    MILESTONE_AGES_MONTHS.includes(age) || column === ages.length - 1 ? [column] : [],
  );
}

const pick = <T>(row: readonly T[], columns: readonly number[]): T[] =>
  columns.flatMap((column) => (column < row.length ? [row[column] as T] : []));

function accountAtTarget(account: AfterTaxAccount, columns: readonly number[]): AfterTaxAccount {
  return {
    deterministic: pick(account.deterministic, columns),
    netCents: account.netCents.map((row) => pick(row, columns)),
    netRealCents: account.netRealCents.map((row) => pick(row, columns)),
  };
}

function afterTaxAtTarget(block: AfterTaxBlock): AfterTaxBlock {
  const target = [block.ages.length - 1];
  return {
    ...block,
    ages: pick(block.ages, target),
    trumpAccount: accountAtTarget(block.trumpAccount, target),
    plan529: accountAtTarget(block.plan529, target),
    custodial: accountAtTarget(block.custodial, target),
  };
}

/** A projection at the summary level: still a valid Projection. */
export function projectionSummary(projection: Projection): Projection {
  const { percentiles, deterministic } = projection;
  const columns = milestoneColumns(percentiles.ages);
  const kept = new Set(pick(percentiles.ages, columns));
  return {
    ...projection,
    deterministic: {
      ...deterministic,
      milestones: deterministic.milestones.filter((milestone) => kept.has(milestone.ageMonths)),
    },
    percentiles: {
      ages: [...kept],
      nominalCents: percentiles.nominalCents.map((row) => pick(row, columns)),
      realCents: percentiles.realCents.map((row) => pick(row, columns)),
    },
    ...(projection.afterTax ? { afterTax: afterTaxAtTarget(projection.afterTax) } : {}),
  };
}

/** A solution at the summary level: its projection summarised, the rest whole. */
export function solutionSummary(solution: SolutionBody): SolutionBody {
  return { ...solution, projection: projectionSummary(solution.projection) };
}
