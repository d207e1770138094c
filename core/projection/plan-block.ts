// The plan block (docs/after-tax.md#the-plan-block): withdrawals over several years from each of the
// three accounts, on the deterministic path and on every path (Monte-Carlo or historical), from the
// balances the engine kept at the plan's ages. The recursion and the tax of each year are
// core/tax/withdrawal-plan.ts; this module applies them path by path and summarises. Browser-safe.
import { itemAt } from '../common/checked.js';
import { centString } from '../common/format.js';
import { keptByCount } from '../common/kept-by-count.js';
import { nearestEven } from '../common/rounding.js';
import type { PlanAccount, PlanBlock } from '../schemas/projection.js';
import { accountNets, type ColumnWork, columnWork } from '../tax/column-taxes.js';
import {
  type AccountParts,
  type AccountRule,
  CUSTODIAL,
  PLAN_529,
  type TaxColumn,
  TRUMP_ACCOUNT,
} from '../tax/federal-tax.js';
import {
  type PathHoldings,
  type PlanYear,
  planWithdrawals,
  type WithdrawalPlanInput,
  withdrawYear,
} from '../tax/withdrawal-plan.js';
import { orderStatistics } from './order-statistics.js';

/** The percentile levels of every band (docs/model.md#percentiles; the engine's are the same). */
const LEVELS = [0.1, 0.25, 0.5, 0.75, 0.9] as const;

/** What the plan is computed from, one entry per withdrawal k. */
export interface PlanRuns {
  plan: WithdrawalPlanInput;
  /** The tax year of each withdrawal. */
  columns: readonly TaxColumn[];
  /** D(m) at each withdrawal's age. */
  deflators: readonly number[];
  /** The Trump account's basis at the first withdrawal... */
  basisCents: number;
  /** ...and the 529 plan's and the custodial account's (with salary-reduction pay, larger,
   *  docs/after-tax.md#salary-reduction); absent, the same. */
  sideBasisCents?: number;
  /** The deterministic balance of the Trump account and of the side account at each age. */
  trumpCents: readonly number[];
  sideCents: readonly number[];
  /** Every path's balance at each age: [k][path]. */
  trumpPaths: readonly Float64Array[];
  sidePaths: readonly Float64Array[];
}

export interface Totals {
  net: number;
  real: number;
}

function totals(years: readonly PlanYear[], deflators: readonly number[]): Totals {
  let net = 0;
  let real = 0;
  years.forEach((year, k) => {
    net += year.netCents;
    real += nearestEven(year.netCents / itemAt(deflators, k));
  });
  return { net, real };
}

/** Type 7 percentiles of whole-cent values, unrounded (docs/model.md#percentiles): from the order
 *  statistics they read (order-statistics.ts), not a sort of every value. */
function bandValues(values: Float64Array): number[] {
  const n = values.length;
  // The ranks read, ascending and distinct (the levels ascend, so each level's ranks are at or
  // above the last level's).
  const ranks: number[] = [];
  for (const level of LEVELS) {
    const lo = Math.floor((n - 1) * level);
    for (const r of [lo, lo + 1]) if (r < n && r > (ranks.at(-1) ?? -1)) ranks.push(r);
  }
  const selected = orderStatistics(values, ranks);
  const rank = (r: number) => selected[ranks.indexOf(r)] as number;
  return LEVELS.map((level) => {
    const h = (n - 1) * level;
    const lo = Math.floor(h);
    const x = rank(lo);
    return lo + 1 < n ? x + (rank(lo + 1) - x) * (h - lo) : x;
  });
}

/** Type 7 percentiles of whole-cent values, each rounded to the nearest cent, ties to even. */
export function bands(values: Float64Array): string[] {
  return bandValues(values).map((v) => centString(nearestEven(v)));
}

/** What the Trump account still holds after each withdrawal, every path's, as percentile rows: row r,
 *  column k. Nominal the nearest cent of each unrounded percentile, real that value over the
 *  withdrawal's deflator, as the projection's own percentiles (docs/model.md#percentiles). */
interface LeftBands {
  nominalCents: string[][];
  realCents: string[][];
}

function emptyLeftBands(): LeftBands {
  return { nominalCents: LEVELS.map(() => []), realCents: LEVELS.map(() => []) };
}

/** Adds year k's column to `into`: the percentiles of `left` (each path's holding after the year's withdrawal). */
function addLeftColumn(into: LeftBands, left: Float64Array, deflator: number): void {
  bandValues(left).forEach((v, r) => {
    itemAt(into.nominalCents, r).push(centString(nearestEven(v)));
    itemAt(into.realCents, r).push(centString(nearestEven(v / deflator)));
  });
}

function unpaid(): never {
  throw new Error('a plan starts where the account cannot pay out (validation lets none through)');
}

function run(rule: AccountRule, whole: readonly number[], runs: PlanRuns): PlanYear[] {
  return planWithdrawals(rule, whole, runs.basisCents, runs.columns, runs.plan.method) ?? unpaid();
}

/** Adds a year's net of every path to its nominal total and, in today's dollars, to its real one. */
function addYear(nominal: Float64Array, real: Float64Array, net: Float64Array, deflator: number): void {
  for (let p = 0; p < net.length; p++) {
    const x = net[p] as number;
    nominal[p] = (nominal[p] as number) + x;
    real[p] = (real[p] as number) + nearestEven(x / deflator);
  }
}

/** What one walk of pathTotals works in, none of it read after the walk. */
interface WalkArrays {
  holdings: PathHoldings;
  net: Float64Array;
  /** Each path's holding after the year's withdrawal. */
  left: Float64Array;
  work: ColumnWork;
}

/** The walk's arrays for `count` paths, kept for the next walk with as many. */
const walkArrays = keptByCount(
  (count): WalkArrays => ({
    holdings: {
      held: new Float64Array(count),
      basis: new Float64Array(count),
      drawn: new Float64Array(count),
      recovered: new Float64Array(count),
    },
    net: new Float64Array(count),
    left: new Float64Array(count),
    work: columnWork(count),
  }),
);

/** Every path's totals in each of `accounts` (on the same balances), nominal and real, into
 *  `into[a]` (one element a path). The recursion of planWithdrawals (the same helpers, the same order
 *  of sums) a year at a time over all the paths: a year's withdrawals do not depend on its tax, so
 *  each year's withdrawals are all known before any is taxed, and each account taxes them together
 *  (column-taxes.ts, docs/performance.md#after-tax). With `leftInto`, each year's percentiles of what
 *  the paths still hold after the withdrawal are added to it. */
function pathTotals(
  accounts: readonly AccountParts[],
  paths: readonly Float64Array[],
  runs: PlanRuns,
  into: readonly PathTotals[],
  leftInto?: LeftBands,
): readonly PathTotals[] {
  const count = itemAt(paths, 0).length;
  const years = paths.length;
  const { columns, deflators, basisCents } = runs;
  const method = runs.plan.method;
  if (years === 0 || columns.length !== years) throw new RangeError('a plan needs one balance per year');
  if (into.length !== accounts.length || into.some((one) => one.net.length !== count || one.real.length !== count)) {
    throw new RangeError('a total of each path for each account');
  }
  for (const { net, real } of into) {
    net.fill(0);
    real.fill(0);
  }
  const { holdings, net, left, work } = walkArrays(count);
  holdings.held.set(itemAt(paths, 0));
  holdings.basis.fill(basisCents);
  for (let k = 0; k < years; k++) {
    const column = columns[k] as TaxColumn;
    if (leftInto) left.set(holdings.held);
    withdrawYear(holdings, years - k, method, column, paths[k] as Float64Array, paths[k + 1]);
    if (leftInto) {
      for (let p = 0; p < count; p++) left[p] = (left[p] as number) - (holdings.drawn[p] as number);
      addLeftColumn(leftInto, left, deflators[k] as number);
    }
    for (let a = 0; a < accounts.length; a++) {
      const account = accounts[a] as AccountParts;
      if (!account.available(column)) unpaid();
      accountNets(account, holdings.drawn, holdings.recovered, column, net, work);
      const totals = into[a] as PathTotals;
      addYear(totals.net, totals.real, net, deflators[k] as number);
    }
  }
  return into;
}

/** Every path's totals in one account: nominal and real. */
interface PathTotals {
  net: Float64Array;
  real: Float64Array;
}

const newTotals = (count: number): PathTotals => ({ net: new Float64Array(count), real: new Float64Array(count) });

/** The plan block's totals of its three accounts, kept for the next block with as many paths:
 *  planBlock reads them all before it returns, and nothing else uses them. */
const planTotals = keptByCount((count): readonly PathTotals[] => [
  newTotals(count),
  newTotals(count),
  newTotals(count),
]);

/** Accounts on the same balances, each on the deterministic path and on every path: its block
 *  (undefined beyond exact cents) and every path's totals (into `into`). */
function accounts(
  which: readonly AccountParts[],
  det: readonly number[],
  paths: readonly Float64Array[],
  runs: PlanRuns,
  into: readonly PathTotals[],
  leftInto?: LeftBands,
) {
  const perPath = pathTotals(which, paths, runs, into, leftInto);
  return which.map((account, r) => {
    const years = run(account.rule, det, runs);
    const sum = totals(years, runs.deflators);
    const { net, real } = itemAt(perPath, r);
    const block = (): PlanAccount => ({
      deterministic: {
        netCents: centString(sum.net),
        netRealCents: centString(sum.real),
        years: years.map((year, k) => ({
          ageMonths: year.ageMonths,
          year: itemAt(runs.columns, k).taxYear.year,
          withdrawalCents: centString(year.withdrawalCents),
          basisCents: centString(year.basisCents),
          incomeTaxCents: centString(year.incomeTaxCents),
          additionalTaxCents: centString(year.additionalTaxCents),
          ...(itemAt(runs.columns, k).state === null ? {} : { stateTaxCents: centString(year.stateTaxCents) }),
          netCents: centString(year.netCents),
          netRealCents: centString(nearestEven(year.netCents / itemAt(runs.deflators, k))),
          leftCents: centString(year.leftCents),
        })),
      },
      netCents: bands(net),
      netRealCents: bands(real),
    });
    if (!(Number.isSafeInteger(sum.net) && Number.isSafeInteger(sum.real))) return { net, real, block: undefined };
    return { net, real, block: block() };
  });
}

/** One account on the deterministic path and on every path (accounts). */
export function account(parts: AccountParts, det: readonly number[], paths: readonly Float64Array[], runs: PlanRuns) {
  return itemAt(accounts([parts], det, paths, runs, [newTotals(itemAt(paths, 0).length)]), 0);
}

function aheadCount(trump: Float64Array, other: Float64Array): number {
  if (other.length !== trump.length) throw new RangeError('accounts on different paths');
  let ahead = 0;
  for (let p = 0; p < trump.length; p++) if ((trump[p] as number) >= (other[p] as number)) ahead++;
  return ahead;
}

/** True when every value is a safe integer: Number.isSafeInteger's answer by comparisons (NaN and
 *  the infinities fail one), cheaper in a loop over the paths (docs/performance.md#after-tax). */
function exactTotals(values: Float64Array): boolean {
  for (let p = 0; p < values.length; p++) {
    const v = values[p] as number;
    if (!(v >= -Number.MAX_SAFE_INTEGER && v <= Number.MAX_SAFE_INTEGER && Math.floor(v) === v)) return false;
  }
  return true;
}

/** The plan block; undefined when a path's total is beyond exact cents. */
export function planBlock(runs: PlanRuns): PlanBlock | undefined {
  const [trumpTotals, totals529, custodialTotals] = planTotals(itemAt(runs.trumpPaths, 0).length) as [
    PathTotals,
    PathTotals,
    PathTotals,
  ];
  const left = emptyLeftBands();
  const trump = itemAt(accounts([TRUMP_ACCOUNT], runs.trumpCents, runs.trumpPaths, runs, [trumpTotals], left), 0);
  const sideRuns = { ...runs, basisCents: runs.sideBasisCents ?? runs.basisCents };
  const sides = accounts([PLAN_529, CUSTODIAL], runs.sideCents, runs.sidePaths, sideRuns, [totals529, custodialTotals]);
  const in529 = itemAt(sides, 0);
  const inCustodial = itemAt(sides, 1);
  const all = [trump, in529, inCustodial];
  if (!all.every((one) => exactTotals(one.net) && exactTotals(one.real))) return undefined;
  if (trump.block === undefined || in529.block === undefined || inCustodial.block === undefined) return undefined;
  return {
    ages: runs.columns.map((column) => column.ageMonths),
    paths: trump.net.length,
    trumpAccount: trump.block,
    plan529: in529.block,
    custodial: inCustodial.block,
    trumpAheadOf529: aheadCount(trump.net, in529.net),
    trumpAheadOfCustodial: aheadCount(trump.net, inCustodial.net),
    trumpAccountLeft: left,
  };
}
