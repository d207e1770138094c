// The plan block (docs/after-tax.md#the-plan-block): withdrawals over several years from each of the
// three accounts, on the deterministic path and on every path (Monte-Carlo or historical), from the
// balances the engine kept at the plan's ages. The recursion and the tax of each year are
// core/tax/withdrawal-plan.ts; this module applies them path by path and summarises. Browser-safe.
import { itemAt } from '../common/checked.js';
import { centString } from '../common/format.js';
import { nearestEven } from '../common/rounding.js';
import type { PlanAccount, PlanBlock } from '../schemas/projection.js';
import {
  type AccountRule,
  type AccountTax,
  custodial,
  plan529,
  type TaxColumn,
  trumpAccount,
} from '../tax/federal-tax.js';
import {
  grownHolding,
  type PlanYear,
  planWithdrawals,
  recoveredBasis,
  type WithdrawalPlanInput,
  withdrawal,
} from '../tax/withdrawal-plan.js';

/** The percentile levels of every band (docs/model.md#percentiles; the engine's are the same). */
const LEVELS = [0.1, 0.25, 0.5, 0.75, 0.9] as const;

/** What the plan is computed from, one entry per withdrawal k. */
export interface PlanRuns {
  plan: WithdrawalPlanInput;
  /** The tax year of each withdrawal. */
  columns: readonly TaxColumn[];
  /** D(m) at each withdrawal's age. */
  deflators: readonly number[];
  /** The basis of all three accounts at the first withdrawal. */
  basisCents: number;
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

/** Below this many values a stretch is sorted by insertion. */
const SMALL_STRETCH = 16;

/**
 * Puts the values at each of `ranks` (ascending) where a sort would put them, by a quickselect on
 * all the ranks at once (three-way partitions around a median of three): the same order statistics
 * as sorting `a`, for a few ranks of thousands of values, without sorting the rest.
 */
function selectRanks(a: Float64Array, lo: number, hi: number, ranks: readonly number[]): void {
  if (ranks.length === 0) return;
  if (hi - lo < SMALL_STRETCH) {
    for (let i = lo + 1; i <= hi; i++) {
      const x = a[i] as number;
      let j = i - 1;
      for (; j >= lo && (a[j] as number) > x; j--) a[j + 1] = a[j] as number;
      a[j + 1] = x;
    }
    return;
  }
  const first = a[lo] as number;
  const middle = a[(lo + hi) >>> 1] as number;
  const last = a[hi] as number;
  const pivot = Math.max(Math.min(first, middle), Math.min(Math.max(first, middle), last));
  // [lo, lt) below the pivot, [lt, i) equal, (gt, hi] above.
  let lt = lo;
  let gt = hi;
  let i = lo;
  while (i <= gt) {
    const x = a[i] as number;
    if (x < pivot) {
      a[i++] = a[lt] as number;
      a[lt++] = x;
    } else if (x > pivot) {
      a[i] = a[gt] as number;
      a[gt--] = x;
    } else i++;
  }
  selectRanks(
    a,
    lo,
    lt - 1,
    ranks.filter((r) => r < lt),
  );
  selectRanks(
    a,
    gt + 1,
    hi,
    ranks.filter((r) => r > gt),
  );
}

/** Type 7 percentiles of whole-cent values, each rounded to the nearest cent, ties to even. */
export function bands(values: Float64Array): string[] {
  const ordered = values.slice();
  const n = ordered.length;
  const ranks = new Set<number>();
  for (const level of LEVELS) {
    const lo = Math.floor((n - 1) * level);
    ranks.add(lo);
    if (lo + 1 < n) ranks.add(lo + 1);
  }
  selectRanks(
    ordered,
    0,
    n - 1,
    [...ranks].sort((x, y) => x - y),
  );
  return LEVELS.map((level) => {
    const h = (n - 1) * level;
    const lo = Math.floor(h);
    const x = itemAt(ordered, lo);
    const v = lo + 1 < n ? x + (itemAt(ordered, lo + 1) - x) * (h - lo) : x;
    return centString(nearestEven(v));
  });
}

function unpaid(): never {
  throw new Error('a plan starts where the account cannot pay out (validation lets none through)');
}

function run(rule: AccountRule, whole: readonly number[], runs: PlanRuns): PlanYear[] {
  return planWithdrawals(rule, whole, runs.basisCents, runs.columns, runs.plan.method) ?? unpaid();
}

/** Every path's totals under each of `rules` (accounts on the same balances): nominal and real.
 *  planWithdrawals's recursion (the same helpers, the same order of sums) in one loop over the paths,
 *  no year kept and no object a step: the rules write into one scratch tax
 *  (docs/performance.md#after-tax). */
function pathTotals(rules: readonly AccountRule[], paths: readonly Float64Array[], runs: PlanRuns) {
  const count = itemAt(paths, 0).length;
  const years = paths.length;
  const { columns, deflators, basisCents } = runs;
  const method = runs.plan.method;
  if (years === 0 || columns.length !== years) throw new RangeError('a plan needs one balance per year');
  const nets = rules.map(() => new Float64Array(count));
  const reals = rules.map(() => new Float64Array(count));
  const scratch: AccountTax = { incomeTaxCents: 0, additionalTaxCents: 0, netCents: 0 };
  for (let p = 0; p < count; p++) {
    let held = itemAt(paths, 0)[p] as number;
    let basis = basisCents;
    for (let k = 0; k < years; k++) {
      const column = columns[k] as TaxColumn;
      const drawn = withdrawal(held, years - k, method, column);
      const recovered = recoveredBasis(drawn, held, basis);
      const left = held - drawn;
      const deflator = deflators[k] as number;
      for (let r = 0; r < rules.length; r++) {
        const tax = (rules[r] as AccountRule)(drawn, recovered, column, scratch) ?? unpaid();
        const net = nets[r] as Float64Array;
        const realNet = reals[r] as Float64Array;
        net[p] = (net[p] as number) + tax.netCents;
        realNet[p] = (realNet[p] as number) + nearestEven(tax.netCents / deflator);
      }
      basis -= recovered;
      if (k + 1 < years)
        held = grownHolding(left, (paths[k] as Float64Array)[p] as number, (paths[k + 1] as Float64Array)[p] as number);
    }
  }
  return rules.map((_, r) => ({ net: itemAt(nets, r), real: itemAt(reals, r) }));
}

/** Accounts on the same balances, each on the deterministic path and on every path: its block
 *  (undefined beyond exact cents) and every path's totals. */
function accounts(
  rules: readonly AccountRule[],
  det: readonly number[],
  paths: readonly Float64Array[],
  runs: PlanRuns,
) {
  const perPath = pathTotals(rules, paths, runs);
  return rules.map((rule, r) => {
    const years = run(rule, det, runs);
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
export function account(rule: AccountRule, det: readonly number[], paths: readonly Float64Array[], runs: PlanRuns) {
  return itemAt(accounts([rule], det, paths, runs), 0);
}

function aheadCount(trump: Float64Array, other: Float64Array): number {
  if (other.length !== trump.length) throw new RangeError('accounts on different paths');
  let ahead = 0;
  for (let p = 0; p < trump.length; p++) if ((trump[p] as number) >= (other[p] as number)) ahead++;
  return ahead;
}

function exactTotals(values: Float64Array): boolean {
  for (let p = 0; p < values.length; p++) if (!Number.isSafeInteger(values[p])) return false;
  return true;
}

/** The plan block; undefined when a path's total is beyond exact cents. */
export function planBlock(runs: PlanRuns): PlanBlock | undefined {
  const trump = account(trumpAccount, runs.trumpCents, runs.trumpPaths, runs);
  const sides = accounts([plan529, custodial], runs.sideCents, runs.sidePaths, runs);
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
  };
}
