// The afterTax block (docs/after-tax.md#the-block): what is left after federal tax of the Trump
// account, and of the same family and relative money (and salary-reduction pay after the parent's
// taxes on it) in a 529 plan and in a custodial account, at
// every column, from the engine's two runs on the same paths. The tax rules are core/tax/; this
// module only applies them to the engine's balances. Browser-safe.
import { itemAt } from '../common/checked.js';
import { addMonths, type CivilDate, parseDate } from '../common/dates.js';
import { centString, dollars } from '../common/format.js';
import { keptByCount } from '../common/kept-by-count.js';
import { nearestEven } from '../common/rounding.js';
import type { NormalisedScenario } from '../scenario/scenario.js';
import type { Timeline } from '../scenario/timeline.js';
import type {
  AfterTaxAccount,
  AfterTaxBlock,
  AfterTaxEntry,
  ConversionBlock,
  PlanBlock,
  ProjectionWarning,
} from '../schemas/projection.js';
import { STATE_TAX } from '../statute/states/index.js';
import { accountNets, type ColumnWork, columnWork } from '../tax/column-taxes.js';
import {
  type AccountParts,
  type AccountRule,
  type AccountTax,
  type AfterTaxInput,
  CUSTODIAL,
  custodial,
  isCentAmount,
  PLAN_529,
  plan529,
  type TaxColumn,
  TRUMP_ACCOUNT,
  type TrumpYearly,
  taxColumn,
  trumpAccount,
  yearlyStateColumn,
} from '../tax/federal-tax.js';
import { type DeductionSoFar, deductionSoFar, NO_DEDUCTION } from '../tax/plan529-deduction.js';
import type { StateColumn } from '../tax/state-tax.js';
import type { WithdrawalPlanInput } from '../tax/withdrawal-plan.js';
import { conversionBlock, conversionWarning } from './conversion-block.js';
import { planBlock } from './plan-block.js';

const ACCOUNTS = { trumpAccount, plan529, custodial } as const satisfies Record<string, AccountRule>;

/** The yearly dividend yield the custodial account's warning assumes, in tenths of a percent: about
 *  the S&P 500's (docs/after-tax.md#what-is-not-modelled). */
const DIVIDEND_YIELD_PERMILLE = 13n;

/** What the engine gave, per reported column c (and per row r of the percentile tables). */
export interface AfterTaxRuns {
  /** The deterministic balance of the Trump account and of the side account (529 plan, custodial). */
  trumpCents: readonly number[];
  sideCents: readonly number[];
  /** The Trump account's basis: currentBasisCents plus the family and relative deposits so far... */
  basisCents: readonly number[];
  /** ...and the 529 plan's and the custodial account's: the same, plus the salary-reduction pay
   *  after the parent's taxes on it (docs/after-tax.md#salary-reduction); without it the same. */
  sideBasisCents: readonly number[];
  deflators: readonly number[];
  /** Balance percentiles [r][c]. */
  trumpBands: readonly (readonly number[])[];
  sideBands: readonly (readonly number[])[];
  /** Every path's balance at the target age, in both runs. */
  trumpAtTarget: Float64Array;
  sideAtTarget: Float64Array;
  /** With a plan: every path's balance at each withdrawal's age, [k][path], in both runs. */
  planPaths?: { trump: Float64Array[]; side: Float64Array[] };
  /** With a conversion: every path's Trump balance at each conversion's age, [j][path]. */
  conversionPaths?: Float64Array[];
  /** The side account's deposits at each step (the 529 plan's contributions): with afterTax.state,
   *  for the state's 529 deduction (docs/after-tax.md#the-529-deduction). */
  sideDeposits?: Float64Array;
  /** The Trump account's deterministic path, each step's balance (months + 1) and deposits: where
   *  the state taxes its earnings yearly (docs/after-tax.md#earnings-taxed-yearly). */
  trumpPath?: { balances: Float64Array; deposits: Float64Array };
}

/** The tax situation of each reported column (docs/after-tax.md#notation: y is the year of the
 *  column's date, the day the child reaches its age; the kiddie tax and 65 look at the age on 31
 *  December of y). */
function columns(input: AfterTaxInput, scenario: NormalisedScenario, timeline: Timeline): TaxColumn[] {
  const birth = parseDate(scenario.birthDate) as CivilDate;
  return timeline.checkpointAges.map((ageMonths) =>
    taxColumn(input, {
      ageMonths,
      year: addMonths(birth, ageMonths).year,
      birthYear: timeline.birthYear,
      bornOnFirstOfJanuary: birth.month === 1 && birth.day === 1,
      annualInflation: scenario.annualInflation,
      birthMonth: birth.month,
    }),
  );
}

const real = (cents: number, deflator: number) => nearestEven(cents / deflator);

function entry(
  ageMonths: number,
  gross: number,
  basis: number,
  tax: AccountTax | null,
  deflator: number,
  withState: boolean,
  deductionSaved: number | undefined,
): AfterTaxEntry {
  if (tax === null) {
    const none = { grossCents: null, basisCents: null, incomeTaxCents: null, additionalTaxCents: null };
    return {
      ageMonths,
      available: false,
      ...none,
      ...(withState ? { stateTaxCents: null } : {}),
      netCents: null,
      netRealCents: null,
    };
  }
  return {
    ageMonths,
    available: true,
    grossCents: centString(gross),
    basisCents: centString(basis),
    incomeTaxCents: centString(tax.incomeTaxCents),
    additionalTaxCents: centString(tax.additionalTaxCents),
    // Only with afterTax.state, so that every answer without it keeps its bytes.
    ...(withState ? { stateTaxCents: centString(tax.stateTaxCents) } : {}),
    // The 529 plan's, beside the net and not in it (docs/after-tax.md#the-529-deduction).
    ...(deductionSaved === undefined ? {} : { stateDeductionSavedCents: centString(deductionSaved) }),
    netCents: centString(tax.netCents),
    netRealCents: centString(real(tax.netCents, deflator)),
  };
}

function account(
  rule: AccountRule,
  det: readonly number[],
  bands: AfterTaxRuns['trumpBands'],
  bases: readonly number[],
  runs: AfterTaxRuns,
  cols: TaxColumn[],
  deductions?: readonly DeductionSoFar[],
): AfterTaxAccount {
  // Each tax is read at once: one object written by every call, not one made per call.
  const scratch: AccountTax = { incomeTaxCents: 0, additionalTaxCents: 0, stateTaxCents: 0, netCents: 0 };
  const net = (balance: number, c: number) => rule(balance, itemAt(bases, c), itemAt(cols, c), scratch)?.netCents;
  const rows = bands.map((row) => row.map((balance, c) => net(balance, c)));
  return {
    deterministic: cols.map((column, c) => {
      const gross = itemAt(det, c);
      const basis = itemAt(bases, c);
      const withState = column.state !== null;
      const saved = deductions === undefined ? undefined : itemAt(deductions, c).savedCents;
      const tax = rule(gross, basis, column, scratch);
      return entry(column.ageMonths, gross, basis, tax, itemAt(runs.deflators, c), withState, saved);
    }),
    netCents: rows.map((row) => row.map((cents) => (cents === undefined ? null : centString(cents)))),
    netRealCents: rows.map((row) =>
      row.map((cents, c) => (cents === undefined ? null : centString(real(cents, itemAt(runs.deflators, c))))),
    ),
  };
}

/** What atTarget works in, none of it read after it returns. */
interface TargetArrays {
  bases: Float64Array;
  sideBases: Float64Array;
  trumpNets: Float64Array;
  otherNets: Float64Array;
  work: ColumnWork;
}

/** atTarget's arrays for `count` paths, kept for the next call with as many. */
const targetArrays = keptByCount(
  (count): TargetArrays => ({
    bases: new Float64Array(count),
    sideBases: new Float64Array(count),
    trumpNets: new Float64Array(count),
    otherNets: new Float64Array(count),
    work: columnWork(count),
  }),
);

/** Paths whose Trump net at the target is at least the other account's, path by path; each
 *  account's nets of every path taxed together (column-taxes.ts, docs/performance.md#after-tax). */
function atTarget(runs: AfterTaxRuns, cols: TaxColumn[]): AfterTaxBlock['atTarget'] {
  const column = itemAt(cols, cols.length - 1);
  if (!column.trumpAvailable) return null;
  const { trumpAtTarget, sideAtTarget } = runs;
  const count = trumpAtTarget.length;
  const arrays = targetArrays(count);
  const { work, otherNets } = arrays;
  const bases = arrays.bases.fill(itemAt(runs.basisCents, cols.length - 1));
  const sideBases = arrays.sideBases.fill(itemAt(runs.sideBasisCents, cols.length - 1));
  const trumpNets = accountNets(TRUMP_ACCOUNT, trumpAtTarget, bases, column, arrays.trumpNets, work);
  const ahead = (other: AccountParts) => {
    accountNets(other, sideAtTarget, sideBases, column, otherNets, work);
    let n = 0;
    for (let p = 0; p < count; p++) if ((trumpNets[p] as number) >= (otherNets[p] as number)) n++;
    return n;
  };
  return { paths: count, trumpAheadOf529: ahead(PLAN_529), trumpAheadOfCustodial: ahead(CUSTODIAL) };
}

/** With a state, the 529 deductions taken up to each column (docs/after-tax.md#the-529-deduction):
 *  each calendar year's contributions (the side account's deposits, each step's in the year of its
 *  date) through the state's rule; undefined without a state. */
function deductionsByColumn(
  input: AfterTaxInput,
  scenario: NormalisedScenario,
  timeline: Timeline,
  runs: AfterTaxRuns,
): DeductionSoFar[] | undefined {
  if (input.state === undefined) return undefined;
  const { plan529Deduction } = STATE_TAX[input.state];
  const deposits = runs.sideDeposits;
  if (plan529Deduction === null || deposits === undefined) return timeline.checkpointAges.map(() => NO_DEDUCTION);
  const birth = parseDate(scenario.birthDate) as CivilDate;
  const rate = input.parentStateRate ?? 0;
  const yearly: number[] = [];
  let year = Number.NaN;
  let step = 0;
  return timeline.checkpointAges.map((age) => {
    for (; step < age - timeline.startAgeMonths; step++) {
      const stepYear = addMonths(birth, timeline.startAgeMonths + step).year;
      if (stepYear !== year) {
        yearly.push(0);
        year = stepYear;
      }
      yearly[yearly.length - 1] = (yearly.at(-1) as number) + itemAt(deposits, step);
    }
    return deductionSoFar(plan529Deduction, rate, yearly);
  });
}

/** Where the state taxes the Trump account's earnings as they arise, each column's TrumpYearly
 *  (docs/after-tax.md#earnings-taxed-yearly): each calendar year's growth on the deterministic path
 *  (the balance less the balance before and the deposits), a loss carried against later growth, is
 *  the state income of that year's return (a dependent's in the kiddie years, with no other income;
 *  after them the owner's, with the other income given for the withdrawal's year), its tax summed; a column partway through a year counts that year's growth so far.
 *  undefined where the state follows the federal deferral. */
export function trumpYearlyByColumn(
  input: AfterTaxInput,
  scenario: NormalisedScenario,
  timeline: Timeline,
  runs: AfterTaxRuns,
): TrumpYearly[] | undefined {
  if (input.state === undefined || STATE_TAX[input.state].trumpEarnings !== 'taxedYearly') return undefined;
  const path = runs.trumpPath;
  if (path === undefined) throw new Error('afterTax.state: no deterministic path for the yearly taxation');
  const birth = parseDate(scenario.birthDate) as CivilDate;
  // A dependent's years hold the earnings alone; the owner's, the other income given for the
  // withdrawal's year, the best known of the owner's income (yearlyStateColumn). Each year's
  // return is asked for its whole year and for a column partway through it: found once.
  const returns = new Map<number, StateColumn>();
  const taxOf = (year: number, income: number): number => {
    if (income <= 0) return 0;
    let column = returns.get(year);
    if (column === undefined) {
      column = yearlyStateColumn(input, {
        ageMonths: Math.max(0, (year - birth.year) * 12 + 12 - birth.month),
        year,
        birthYear: timeline.birthYear,
        bornOnFirstOfJanuary: birth.month === 1 && birth.day === 1,
        annualInflation: scenario.annualInflation,
        birthMonth: birth.month,
      });
      returns.set(year, column);
    }
    return column.added('interestCents', income);
  };
  const { balances, deposits } = path;
  const { stepYears } = timeline;
  // Every step read below, checked once: the loop reads the arrays directly (itemAt, called from
  // everywhere with every kind of array, is not inlined here and cost more than the loop's work).
  const steps = Math.max(0, (timeline.checkpointAges.at(-1) ?? 0) - timeline.startAgeMonths);
  if (balances.length <= steps || deposits.length < steps || stepYears.length < steps)
    throw new RangeError('the deterministic path is shorter than the columns');
  let step = 0;
  let year = Number.NaN;
  let growth = 0; // this year's so far
  let carried = 0; // losses of past years not yet set against growth
  let paid = 0; // past years' tax
  let taxed = 0; // past years' taxed earnings
  let grown = 0; // all growth so far
  const income = () => Math.max(0, growth - carried);
  return timeline.checkpointAges.map((age) => {
    for (; step < age - timeline.startAgeMonths; step++) {
      const stepYear = stepYears[step] as number;
      if (stepYear !== year) {
        if (!Number.isNaN(year)) {
          paid += taxOf(year, income());
          taxed += income();
          carried = Math.max(0, carried - growth);
        }
        year = stepYear;
        growth = 0;
      }
      const grew = (balances[step + 1] as number) - (balances[step] as number) - (deposits[step] as number);
      growth += grew;
      grown += grew;
    }
    const balance = balances[step] as number;
    return {
      paidCents: paid + (Number.isNaN(year) ? 0 : taxOf(year, income())),
      taxedCents: taxed + (Number.isNaN(year) ? 0 : income()),
      earningsCents: Math.max(0, grown),
      depositedCents: balance - grown,
    };
  });
}

/** STATE_TAXED_YEARLY: the state taxes the Trump account's earnings as they arise; how the service
 *  approximates it (docs/after-tax.md#earnings-taxed-yearly). */
function taxedYearlyWarning(input: AfterTaxInput): ProjectionWarning[] {
  if (input.state === undefined) return [];
  const { name, trumpEarnings } = STATE_TAX[input.state];
  if (trumpEarnings !== 'taxedYearly') return [];
  const after =
    input.plan !== undefined || input.conversion !== undefined
      ? " The plan's and the conversion's figures still treat the earnings as deferred."
      : '';
  return [
    {
      code: 'STATE_TAXED_YEARLY',
      message: `${name} taxes a Trump account's earnings every year as they arise, not at withdrawal: the Trump account's state tax is that yearly tax on the steady-return path, paid from outside the account, plus the withdrawal's on what was not taxed yet; the ranges and path counts scale it to each path's growth, an approximation.${after}`,
    },
  ];
}

/** CUSTODIAL_DIVIDEND_TAX: at some kiddie-tax column the custodial account's yearly dividends
 *  (DIVIDEND_YIELD_PERMILLE of its deterministic balance) are above the kiddie tax's 2K. */
function dividendWarning(runs: AfterTaxRuns, cols: TaxColumn[]): ProjectionWarning[] {
  const c = cols.findIndex((column, i) => {
    const limit = 2n * BigInt(column.figures.dependentDeductionCents);
    return column.kiddie && BigInt(itemAt(runs.sideCents, i)) * DIVIDEND_YIELD_PERMILLE > limit * 1000n;
  });
  if (c < 0) return [];
  const column = itemAt(cols, c);
  const years = Math.floor(column.ageMonths / 12);
  return [
    {
      code: 'CUSTODIAL_DIVIDEND_TAX',
      message: `By age ${years} a custodial account's yearly dividends (about 1.3% of its balance) would be above ${dollars(2 * column.figures.dependentDeductionCents)}, where the kiddie tax starts; that yearly tax is not modelled, so the custodial figures are a little high.`,
    },
  ];
}

/** The plan's block from the columns at its ages (all birthdays, so all columns): copies of them,
 *  which the recapture set on the columns afterwards does not reach; null when a total is beyond
 *  exact cents. */
function planPart(
  plan: WithdrawalPlanInput,
  timeline: Timeline,
  runs: AfterTaxRuns,
  cols: TaxColumn[],
): PlanBlock | null {
  if (runs.planPaths === undefined) throw new Error('afterTax.plan: no balances at the plan ages');
  const at = Array.from({ length: plan.years }, (_, k) => timeline.checkpointAges.indexOf(plan.fromAgeMonths + 12 * k));
  if (at.some((c) => c < 0)) throw new Error('afterTax.plan: an age that is not a column');
  const pick = <T>(values: ArrayLike<T>) => at.map((c) => itemAt(values, c));
  return (
    planBlock({
      plan,
      columns: pick(cols).map((column) => ({ ...column })),
      deflators: pick(runs.deflators),
      basisCents: itemAt(runs.basisCents, itemAt(at, 0)),
      sideBasisCents: itemAt(runs.sideBasisCents, itemAt(at, 0)),
      trumpCents: pick(runs.trumpCents),
      sideCents: pick(runs.sideCents),
      trumpPaths: runs.planPaths.trump,
      sidePaths: runs.planPaths.side,
    }) ?? null
  );
}

/** The conversion's block (docs/after-tax.md#the-conversion-block): its ages and the withdrawals'
 *  (the plan's, or the target's) are all columns; null when a total is beyond exact cents. */
function conversionPart(
  input: AfterTaxInput,
  timeline: Timeline,
  runs: AfterTaxRuns,
  cols: TaxColumn[],
): ConversionBlock | null {
  const { conversion, plan } = input;
  if (conversion === undefined) throw new Error('afterTax.conversion: none asked');
  if (runs.conversionPaths === undefined) throw new Error('afterTax.conversion: no balances at the conversion ages');
  const columnOf = (age: number) => {
    const c = timeline.checkpointAges.indexOf(age);
    if (c < 0) throw new Error('afterTax.conversion: an age that is not a column');
    return c;
  };
  const conversionAt = Array.from({ length: conversion.years }, (_, j) => columnOf(conversion.fromAgeMonths + 12 * j));
  const last = cols.length - 1;
  const withdrawals = plan ?? { fromAgeMonths: itemAt(cols, last).ageMonths, years: 1, method: 'equal' as const };
  const withdrawalAt =
    plan === undefined ? [last] : Array.from({ length: plan.years }, (_, k) => columnOf(plan.fromAgeMonths + 12 * k));
  const withdrawalPaths = plan === undefined ? [runs.trumpAtTarget] : runs.planPaths?.trump;
  if (withdrawalPaths === undefined) throw new Error('afterTax.conversion: no balances at the withdrawal ages');
  const pick = <T>(at: number[], values: ArrayLike<T>) => at.map((c) => itemAt(values, c));
  return (
    conversionBlock({
      conversion,
      withdrawals,
      conversionColumns: pick(conversionAt, cols),
      withdrawalColumns: pick(withdrawalAt, cols),
      conversionDeflators: pick(conversionAt, runs.deflators),
      withdrawalDeflators: pick(withdrawalAt, runs.deflators),
      basisCents: itemAt(runs.basisCents, itemAt(conversionAt, 0)),
      conversionCents: pick(conversionAt, runs.trumpCents),
      withdrawalCents: pick(withdrawalAt, runs.trumpCents),
      conversionPaths: runs.conversionPaths,
      withdrawalPaths,
    }) ?? null
  );
}

/** True when every value is an exact cent amount. One loop for typed arrays and one for lists, each
 *  reading one kind of array: a loop over both reads every element through the slow generic path
 *  (docs/performance.md#after-tax). */
function exactBalances(values: Float64Array): boolean {
  for (let i = 0; i < values.length; i++) {
    if (!isCentAmount(values[i] as number)) return false;
  }
  return true;
}

function exactList(values: readonly number[]): boolean {
  for (let i = 0; i < values.length; i++) {
    if (!isCentAmount(values[i] as number)) return false;
  }
  return true;
}

/** True when every balance the block is computed from is an exact cent amount. */
export function exactRuns(runs: AfterTaxRuns): boolean {
  const balances: Float64Array[] = [
    ...(runs.planPaths?.trump ?? []),
    ...(runs.planPaths?.side ?? []),
    ...(runs.conversionPaths ?? []),
    runs.trumpAtTarget,
    runs.sideAtTarget,
  ];
  const lists: (readonly number[])[] = [runs.trumpCents, runs.sideCents, ...runs.trumpBands, ...runs.sideBands];
  // The target's balances are the last plan age's when the plan ends there: one array, read once.
  return [...new Set(balances)].every(exactBalances) && lists.every(exactList);
}

/** The block and its warning; undefined when a balance is beyond exact cents. */
export function afterTaxBlock(
  input: AfterTaxInput,
  scenario: NormalisedScenario,
  timeline: Timeline,
  runs: AfterTaxRuns,
): { block: AfterTaxBlock; warnings: ProjectionWarning[] } | undefined {
  if (!exactRuns(runs)) return undefined;
  const cols = columns(input, scenario, timeline);
  const deductions = deductionsByColumn(input, scenario, timeline, runs);
  // A plan's withdrawals over several years recapture nothing (docs/after-tax.md#the-529-deduction):
  // its columns are taken before the recapture is set on them.
  const plan = input.plan === undefined ? undefined : planPart(input.plan, timeline, runs, cols);
  if (deductions !== undefined && input.state !== undefined && STATE_TAX[input.state].plan529Recapture)
    cols.forEach((column, c) => {
      column.plan529RecaptureCents = itemAt(deductions, c).deductedCents;
    });
  trumpYearlyByColumn(input, scenario, timeline, runs)?.forEach((yearly, c) => {
    itemAt(cols, c).trumpYearly = yearly;
  });
  if (plan === null) return undefined;
  const conversion = input.conversion === undefined ? undefined : conversionPart(input, timeline, runs, cols);
  if (conversion === null) return undefined;
  return {
    block: {
      input,
      ages: timeline.checkpointAges,
      trumpAccount: account(ACCOUNTS.trumpAccount, runs.trumpCents, runs.trumpBands, runs.basisCents, runs, cols),
      plan529: account(ACCOUNTS.plan529, runs.sideCents, runs.sideBands, runs.sideBasisCents, runs, cols, deductions),
      custodial: account(ACCOUNTS.custodial, runs.sideCents, runs.sideBands, runs.sideBasisCents, runs, cols),
      atTarget: atTarget(runs, cols),
      ...(plan === undefined ? {} : { plan }),
      ...(conversion === undefined ? {} : { conversion }),
    },
    warnings: [
      ...dividendWarning(runs, cols),
      ...taxedYearlyWarning(input),
      ...(conversion === undefined ? [] : [conversionWarning()]),
    ],
  };
}
