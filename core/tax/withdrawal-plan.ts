// Withdrawals over several years (docs/after-tax.md#withdrawals-over-several-years): one account's
// plan on one path, from the path's balances at the plan's ages as if nothing were withdrawn. What
// is still held grows as the account does between two withdrawals; each withdrawal recovers basis in
// proportion and is taxed as a whole withdrawal of that amount in its own year (federal-tax.ts).
// Pure and browser-safe; exact: every step is an integer fraction rounded once to the nearest cent.
import type { AccountRule, AccountTax, TaxColumn } from './federal-tax.js';
import { nearestRatio } from './whole-cents.js';

/** How much each year takes: an equal share of what is left, or the year's qualified expenses. */
export type PlanMethod = 'equal' | 'expenses';

/** The scenario's `afterTax.plan`, normalised. */
export interface WithdrawalPlanInput {
  /** The first withdrawal's age, a birthday; then one a year. */
  fromAgeMonths: number;
  years: number;
  method: PlanMethod;
}

/** One year of a plan, in cents. */
export interface PlanYear {
  ageMonths: number;
  withdrawalCents: number;
  /** The basis this withdrawal recovers. */
  basisCents: number;
  incomeTaxCents: number;
  additionalTaxCents: number;
  netCents: number;
  /** What is still held after it. */
  leftCents: number;
}

/** a * b / c to the nearest integer, ties to even (all non-negative safe integers, c > 0). */
export const scaled = nearestRatio;

/** The year's withdrawal from `held` with `yearsLeft` withdrawals to go (the last takes the rest). */
export function withdrawal(held: number, yearsLeft: number, method: PlanMethod, column: TaxColumn): number {
  if (yearsLeft === 1) return held;
  if (method === 'equal') return scaled(held, 1, yearsLeft);
  const expenses = column.qualifiedExpensesCents;
  if (expenses === null) throw new RangeError('a plan by expenses needs qualifiedExpensesCents');
  return Math.min(expenses, held);
}

/** What a walk of a plan reports for each withdrawal k and each rule r: the amount, the basis it
 *  recovers, its tax under rule r and what is still held after it. */
export type PlanStep = (
  r: number,
  k: number,
  drawnCents: number,
  recoveredCents: number,
  tax: AccountTax,
  leftCents: number,
) => void;

/**
 * Walks one holding's plan: `wholeCents[k]` is its balance at the k-th withdrawal's age with
 * nothing withdrawn, `columns[k]` that withdrawal's tax year, `basisCents` the basis at the first;
 * `step` sees each withdrawal in turn, taxed under each of `rules` (accounts on the same balances,
 * as the 529 plan and the custodial account are, share the recursion: the amounts do not depend on
 * the tax). False when an account cannot pay out at one of the ages. The one recursion behind
 * planWithdrawals and the path-by-path totals of the plan block, which keeps no year of a path.
 */
export function walkPlan(
  rules: readonly AccountRule[],
  wholeCents: readonly number[],
  basisCents: number,
  columns: readonly TaxColumn[],
  method: PlanMethod,
  step: PlanStep,
): boolean {
  const n = columns.length;
  if (n === 0 || wholeCents.length !== n) throw new RangeError('a plan needs one balance per year');
  let held = wholeCents[0] as number;
  let basis = basisCents;
  for (let k = 0; k < n; k++) {
    const column = columns[k] as TaxColumn;
    const drawn = withdrawal(held, n - k, method, column);
    const recovered = drawn === held ? basis : Math.min(drawn, scaled(drawn, basis, held));
    const left = held - drawn;
    for (let r = 0; r < rules.length; r++) {
      const tax = (rules[r] as AccountRule)(drawn, recovered, column);
      if (tax === null) return false;
      step(r, k, drawn, recovered, tax, left);
    }
    basis -= recovered;
    if (k + 1 < n) {
      const from = wholeCents[k] as number;
      held = from > 0 ? scaled(left, wholeCents[k + 1] as number, from) : 0;
    }
  }
  return true;
}

/** One account's plan, year by year (walkPlan); null when the account cannot pay out at one of the
 *  ages. */
export function planWithdrawals(
  rule: AccountRule,
  wholeCents: readonly number[],
  basisCents: number,
  columns: readonly TaxColumn[],
  method: PlanMethod,
): PlanYear[] | null {
  const years: PlanYear[] = [];
  const paid = walkPlan([rule], wholeCents, basisCents, columns, method, (_r, k, drawn, recovered, tax, left) => {
    years.push({
      ageMonths: (columns[k] as TaxColumn).ageMonths,
      withdrawalCents: drawn,
      basisCents: recovered,
      incomeTaxCents: tax.incomeTaxCents,
      additionalTaxCents: tax.additionalTaxCents,
      netCents: tax.netCents,
      leftCents: left,
    });
  });
  return paid ? years : null;
}
