// Withdrawals over several years (docs/after-tax.md#withdrawals-over-several-years): one account's
// plan on one path, from the path's balances at the plan's ages as if nothing were withdrawn. What
// is still held grows as the account does between two withdrawals; each withdrawal recovers basis in
// proportion and is taxed as a whole withdrawal of that amount in its own year (federal-tax.ts).
// Pure and browser-safe; exact: every step is an integer fraction rounded once to the nearest cent.
import type { AccountRule, TaxColumn } from './federal-tax.js';
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
  /** The state tax (0 without afterTax.state). */
  stateTaxCents: number;
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

/** The basis that withdrawing `drawnCents` of `heldCents` recovers, in proportion (all of what is
 *  left of `basisCents` when the rest is withdrawn). */
function recoveredBasis(drawnCents: number, heldCents: number, basisCents: number): number {
  return drawnCents === heldCents ? basisCents : Math.min(drawnCents, scaled(drawnCents, basisCents, heldCents));
}

/** What is still held at the next withdrawal: `leftCents` grown as the account did from `fromCents`
 *  to `toCents` (its balances at the two ages with nothing withdrawn). */
function grownHolding(leftCents: number, fromCents: number, toCents: number): number {
  return fromCents > 0 ? scaled(leftCents, toCents, fromCents) : 0;
}

/** Every path's holdings in one year of a plan (the plan block's walk, docs/performance.md#after-tax). */
export interface PathHoldings {
  /** What each path holds at this year's withdrawal, then at the next's. */
  held: Float64Array;
  /** The basis each path has left, before this year's withdrawal, then after it. */
  basis: Float64Array;
  /** This year's withdrawal of each path, and the basis it recovers. */
  drawn: Float64Array;
  recovered: Float64Array;
}

/** One year of planWithdrawals's recursion on every path at once (withdrawal, recoveredBasis,
 *  grownHolding; the tax does not enter it): `from` and `to` are each path's balances with nothing
 *  withdrawn at this year's age and the next's (none after the last). Two loops of their own, so
 *  that the compiler puts the helpers inside them (docs/performance.md#after-tax). */
export function withdrawYear(
  paths: PathHoldings,
  yearsLeft: number,
  method: PlanMethod,
  column: TaxColumn,
  from: Float64Array,
  to: Float64Array | undefined,
): void {
  drawYear(paths, yearsLeft, method, column);
  if (to !== undefined) growYear(paths, from, to);
}

/** Each path's withdrawal and the basis it recovers; the basis left. */
function drawYear(paths: PathHoldings, yearsLeft: number, method: PlanMethod, column: TaxColumn): void {
  const { held, basis, drawn, recovered } = paths;
  if (yearsLeft > 1 && method === 'equal') {
    // withdrawal's and recoveredBasis's steps for equal shares, the branches every path takes the
    // same way decided once (the same numbers).
    for (let p = 0; p < held.length; p++) {
      const h = held[p] as number;
      const d = scaled(h, 1, yearsLeft);
      const b = basis[p] as number;
      const r = d === h ? b : Math.min(d, scaled(d, b, h));
      drawn[p] = d;
      recovered[p] = r;
      basis[p] = b - r;
    }
    return;
  }
  for (let p = 0; p < held.length; p++) {
    const h = held[p] as number;
    const d = withdrawal(h, yearsLeft, method, column);
    const r = recoveredBasis(d, h, basis[p] as number);
    drawn[p] = d;
    recovered[p] = r;
    basis[p] = (basis[p] as number) - r;
  }
}

/** What each path still holds at the next withdrawal. */
function growYear(paths: PathHoldings, from: Float64Array, to: Float64Array): void {
  const { held, drawn } = paths;
  for (let p = 0; p < held.length; p++) {
    held[p] = grownHolding((held[p] as number) - (drawn[p] as number), from[p] as number, to[p] as number);
  }
}

/**
 * One account's plan, year by year: `wholeCents[k]` is the holding's balance at the k-th
 * withdrawal's age with nothing withdrawn, `columns[k]` that withdrawal's tax year, `basisCents` the
 * basis at the first; null when the account cannot pay out at one of the ages. The plan block walks
 * every path by the same recursion (withdrawal, recoveredBasis, grownHolding) without keeping a
 * year.
 */
export function planWithdrawals(
  rule: AccountRule,
  wholeCents: readonly number[],
  basisCents: number,
  columns: readonly TaxColumn[],
  method: PlanMethod,
): PlanYear[] | null {
  const n = columns.length;
  if (n === 0 || wholeCents.length !== n) throw new RangeError('a plan needs one balance per year');
  const years: PlanYear[] = [];
  let held = wholeCents[0] as number;
  let basis = basisCents;
  for (let k = 0; k < n; k++) {
    const column = columns[k] as TaxColumn;
    const drawn = withdrawal(held, n - k, method, column);
    const recovered = recoveredBasis(drawn, held, basis);
    const left = held - drawn;
    const tax = rule(drawn, recovered, column);
    if (tax === null) return null;
    years.push({
      ageMonths: column.ageMonths,
      withdrawalCents: drawn,
      basisCents: recovered,
      incomeTaxCents: tax.incomeTaxCents,
      additionalTaxCents: tax.additionalTaxCents,
      stateTaxCents: tax.stateTaxCents,
      netCents: tax.netCents,
      leftCents: left,
    });
    basis -= recovered;
    if (k + 1 < n) held = grownHolding(left, wholeCents[k] as number, wholeCents[k + 1] as number);
  }
  return years;
}
