// The federal tax on withdrawing a whole account at one age, for one use of the money
// (docs/after-tax.md): a Trump account, a 529 plan and a custodial (UTMA/UGMA) account. The tax of
// a withdrawal is the tax of the year's return with it less the tax without it (income-tax.ts
// computes a year's return). Pure and browser-safe (no Node import), so the server and the page can
// share it.
//
// Exactness: cents are integer-valued doubles below 2^53, and the thresholds they are compared with
// are too (an indexed figure is capped at 2^53 - 1). A rate is the decimal it is written as (the
// shortest decimal that reads back as the same double: 0.22 is 22/100), so each tax is an exact
// fraction, rounded once to the nearest cent, ties to even: in doubles while every integer it
// reaches is below 2^53 (income-tax-doubles.ts, whole-cents.ts), else in BigInt (income-tax.ts),
// the same number either way. The 529 plan's proportional rule is exact the same way.
import { keptByKey } from '../common/kept-by-key.js';
import type { FilingStatus } from '../schemas/scenario-values.js';
import type { StateCode } from '../statute/state-tax-types.js';
import { STATE_TAX } from '../statute/states/index.js';
import { STATUTE } from '../statute/statute.js';
import { TAX_RULES, type TaxFigures } from '../statute/tax-figures.js';
import { decimalRate, roundedTax } from './decimal-rate.js';
import { takeExactReturn } from './exact-returns.js';
import { nearestQuotient, type Rate, type TaxYear, taxScale, type YearIncome, yearTax } from './income-tax.js';
import { type YearInDoubles, yearInDoubles, yearTaxTotalInDoubles } from './income-tax-doubles.js';
import type { RothConversionInput } from './roth-conversion.js';
import {
  defaultParentStateRate,
  NO_STATE_INCOME,
  type StateColumn,
  type StateIncomeKind,
  stateColumn,
  stateYear,
} from './state-tax.js';
import { nearestQuotientOfDoubles, nearestRatio } from './whole-cents.js';
import type { WithdrawalPlanInput } from './withdrawal-plan.js';
import { checkYearAndInflation, taxFigures } from './year-figures.js';

/** What the money is withdrawn for (docs/after-tax.md#uses). */
export type WithdrawalUse = 'any' | 'education' | 'firstHome' | 'retirement';

/** The scenario's `afterTax` object, normalised (defaults filled in; cents as CentStrings). */
export interface AfterTaxInput {
  use: WithdrawalUse;
  /** The child's or young adult's earned income (wages) in the year of the withdrawal. */
  otherIncomeCents: string;
  /** Their other unearned ordinary income that year (interest, non-qualified dividends): net
   *  investment income, and unearned income for the kiddie tax. Absent: none. */
  otherUnearnedIncomeCents?: string;
  /** The parent's marginal rates, which the kiddie tax applies above twice the dependent amount. */
  parentOrdinaryRate: number;
  parentCapitalGainsRate: number;
  /** When given, a flat rate on the whole taxable amount replaces the brackets (own return only). */
  ordinaryRate?: number;
  capitalGainsRate?: number;
  /** Forces the kiddie tax on or off at every age; absent, kiddieApplies decides. */
  kiddieTax?: boolean;
  /** The owner's returns the kiddie tax does not reach (docs/after-tax.md#filing-status): absent,
   *  single; "marriedJoint", a married couple's joint return. Never "single" once normalised. */
  filingStatus?: FilingStatus;
  /** The family's state (docs/after-tax.md#state-tax): its income tax beside the federal; absent,
   *  none. */
  state?: StateCode;
  /** The parent's state marginal rate (the kiddie tax where the state follows it, the 529 deduction,
   *  salary reduction); filled in from the state's joint schedule when the state is given. */
  parentStateRate?: number;
  /** A full-time student (and a dependent) to 23, whatever the use; absent, only for education. */
  fullTimeStudent?: boolean;
  /** Qualified higher-education expenses (education only); absent, the whole withdrawal. */
  qualifiedExpensesCents?: string;
  /** Withdrawals over several years (docs/after-tax.md#withdrawals-over-several-years). */
  plan?: WithdrawalPlanInput;
  /** A Roth conversion of the Trump account (docs/after-tax.md#a-roth-conversion). */
  conversion?: RothConversionInput;
}

/** Where the withdrawal happens: one column of the projection (docs/model.md#time). */
export interface ColumnAt {
  ageMonths: number;
  /** The calendar year of the column's date. */
  year: number;
  /** The year the child was born: a Trump account can be withdrawn from the year the child turns 18. */
  birthYear: number;
  /** Born on 1 January: for the age at the end of a year, a year older (152(c)(3) read with the rule
   *  that an age is reached the day before the birthday). */
  bornOnFirstOfJanuary: boolean;
  /** The scenario's annualInflation, which indexes the dollar figures after 2026. */
  annualInflation: number;
  /** The month of birth (1 to 12): the age in whole months on 31 December, for a state's retirement
   *  exclusion (docs/after-tax.md#state-tax). Absent: January. */
  birthMonth?: number;
}

/** Everything the tax at one column depends on, but the account: made once, used for every
 *  account, percentile and path at that column. */
export interface TaxColumn {
  ageMonths: number;
  use: WithdrawalUse;
  figures: TaxFigures;
  kiddie: boolean;
  /** The year's return but the withdrawal: year, figures, age at the end of the year, kiddie tax. */
  taxYear: TaxYear;
  /** False before 1 January of the year the child turns 18 (the growth period). */
  trumpAvailable: boolean;
  /** Earned income and other unearned income in the year of the withdrawal. */
  otherIncomeCents: number;
  otherUnearnedIncomeCents: number;
  /** The year's tax without the withdrawal, in 1/taxYear.scale cent. */
  taxWithout: bigint;
  /** The year and taxWithout as doubles, when income-tax-doubles.ts can take them; else null (then
   *  every tax of the column is income-tax.ts's). */
  inDoubles: { year: YearInDoubles; taxWithout: number } | null;
  /** Q: the expenses that a withdrawal for education covers; null: the whole withdrawal. */
  qualifiedExpensesCents: number | null;
  ordinaryRate: Rate | null;
  capitalGainsRate: Rate | null;
  /** The state's return at the column (docs/after-tax.md#state-tax); null without afterTax.state. */
  state: StateColumn | null;
  /** The 529 deductions taken up to the column that a non-qualified withdrawal adds back to the
   *  state's income (docs/after-tax.md#the-529-deduction); absent: none. */
  plan529RecaptureCents?: number;
  /** Where the state taxes the Trump account's earnings as they arise (docs/after-tax.md#earnings-taxed-yearly):
   *  on the deterministic path up to the column, the state tax paid on them, the earnings taxed
   *  (state basis), and the path's earnings and deposits, by which a path's are scaled; absent:
   *  the state follows the federal deferral. */
  trumpYearly?: TrumpYearly;
}

/** The deterministic path's yearly state taxation of the Trump account's earnings up to a column. */
export interface TrumpYearly {
  paidCents: number;
  taxedCents: number;
  /** max(0, the balance less everything deposited): the earnings of the deterministic path. */
  earningsCents: number;
  /** Everything deposited, the balance on asOf included. */
  depositedCents: number;
}

/** An account's tax on withdrawing `balanceCents` with `basisCents` of basis at a column: null when it
 *  cannot be withdrawn (a Trump account before the year the child turns 18). Given `into`, the tax
 *  is written into it and it is returned (hot loops reuse one object rather than make one a call,
 *  docs/performance.md#after-tax); else a new object. */
export type AccountRule = (
  balanceCents: number,
  basisCents: number,
  column: TaxColumn,
  into?: AccountTax,
) => AccountTax | null;

/** The tax on withdrawing an account whole; net = balance - incomeTax - additionalTax - stateTax. */
export interface AccountTax {
  incomeTaxCents: number;
  additionalTaxCents: number;
  /** The state income tax the withdrawal adds (0 without afterTax.state). */
  stateTaxCents: number;
  netCents: number;
}

// ---- Exact arithmetic ----------------------------------------------------------------------------

/** Whether `value` is a cent amount: a non-negative safe integer, as `Number.isSafeInteger(value) &&
 *  value >= 0` says (NaN and the infinities fail the comparisons), by two comparisons and a floor,
 *  which cost about 1.3 ns in a loop over the paths against 2.1 for the library call
 *  (docs/performance.md#after-tax). */
export function isCentAmount(value: number): boolean {
  return value >= 0 && value <= Number.MAX_SAFE_INTEGER && Math.floor(value) === value;
}

/** `value` when it is a cent amount (isCentAmount); else a RangeError naming `what`. */
export function cents(value: number, what: string): number {
  if (!isCentAmount(value)) throw new RangeError(`${what} is not a cent amount: ${value}`);
  return value;
}

function parseCents(text: string, what: string): number {
  if (!/^[0-9]{1,15}$/.test(text)) throw new RangeError(`${what} is not a CentString: ${text}`);
  return cents(Number(text), what);
}

// ---- Who pays, at which rates ----------------------------------------------------------------------

/** The age on 31 December of `year`; a child born on 1 January is a year older (docs/after-tax.md#ages). */
export function ageAtYearEnd(year: number, birthYear: number, bornOnFirstOfJanuary: boolean): number {
  return year - birthYear + (bornOnFirstOfJanuary ? 1 : 0);
}

/**
 * Whether the kiddie tax (section 1(g)) applies to a withdrawal in a year: `kiddieTax` when given;
 * otherwise when the age at the end of the year is at most 18, or 23 for a full-time student
 * (`fullTimeStudent`; when not given, a student exactly when the money is for education), assuming a
 * dependent whose earned income is at most half of their own support (docs/after-tax.md#the-kiddie-tax).
 */
export function kiddieApplies(
  ageAtEnd: number,
  use: WithdrawalUse,
  kiddieTax?: boolean,
  fullTimeStudent?: boolean,
): boolean {
  if (kiddieTax !== undefined) return kiddieTax;
  const student = fullTimeStudent ?? use === 'education';
  return ageAtEnd <= TAX_RULES.kiddieLastAge || (student && ageAtEnd <= TAX_RULES.kiddieLastStudentAge);
}

/** What a column's tax year and its tax without the withdrawal are made of, but the account. */
interface ColumnYear {
  figures: TaxFigures;
  taxYear: TaxYear;
  taxWithout: bigint;
  inDoubles: TaxColumn['inDoubles'];
}

/** Tax years already made, by everything they depend on (the key taxColumn writes): a projection's
 *  columns and the next requests' share them, as each costs tens of microseconds of BigInt
 *  preparation (docs/performance.md#after-tax). At most 512 kept, the oldest going first. The
 *  entries are never changed once made. */
const COLUMN_YEARS = keptByKey<ColumnYear>(512);

function columnYear(
  year: number,
  annualInflation: number,
  ageAtEnd: number,
  kiddie: boolean,
  filingStatus: FilingStatus,
  rates: InputRates,
  otherIncomeCents: number,
  otherUnearnedIncomeCents: number,
  key: string,
): ColumnYear {
  return COLUMN_YEARS(key, () => {
    const figures = taxFigures(year, annualInflation, filingStatus);
    const { parentOrdinaryRate, parentCapitalGainsRate } = rates;
    const taxYear: TaxYear = {
      year,
      figures,
      ageAtYearEnd: ageAtEnd,
      kiddie,
      parentOrdinaryRate,
      parentCapitalGainsRate,
      scale: taxScale(parentOrdinaryRate, parentCapitalGainsRate),
    };
    // The tax without the withdrawal: in doubles when they take it (the same number, exactly).
    const inDoublesYear = yearInDoubles(taxYear);
    const withoutInDoubles =
      inDoublesYear === null
        ? undefined
        : yearTaxTotalInDoubles(inDoublesYear, otherIncomeCents, otherUnearnedIncomeCents, 0, 0);
    const taxWithout =
      withoutInDoubles !== undefined
        ? BigInt(withoutInDoubles)
        : yearTax(taxYear, {
            earnedCents: BigInt(otherIncomeCents),
            investmentOrdinaryCents: BigInt(otherUnearnedIncomeCents),
            retirementCents: 0n,
            gainsCents: 0n,
          }).total;
    const made: ColumnYear = {
      figures,
      taxYear,
      taxWithout,
      inDoubles:
        inDoublesYear === null || withoutInDoubles === undefined
          ? null
          : { year: inDoublesYear, taxWithout: withoutInDoubles },
    };
    return made;
  });
}

/** The tax situation of a withdrawal at one column. */
export function taxColumn(input: AfterTaxInput, at: ColumnAt): TaxColumn {
  if (!(Number.isInteger(at.ageMonths) && at.ageMonths >= 0)) throw new RangeError(`not an age: ${at.ageMonths}`);
  checkYearAndInflation(at.year, at.annualInflation);
  const ageAtEnd = ageAtYearEnd(at.year, at.birthYear, at.bornOnFirstOfJanuary);
  const kiddie = kiddieApplies(ageAtEnd, input.use, input.kiddieTax, input.fullTimeStudent);
  // A kiddie-tax child files as a single dependent; the filing status is the owner's other years'.
  const filingStatus = kiddie ? 'single' : (input.filingStatus ?? 'single');
  const { rates, otherIncomeCents, otherUnearnedIncomeCents, qualifiedExpensesCents, keyPart } = partsOf(input);
  // Every number the year depends on, each written as the shortest decimal that reads back as it.
  const key = `${at.year}|${at.annualInflation}|${ageAtEnd}|${kiddie}|${filingStatus}|${keyPart}`;
  const { figures, taxYear, taxWithout, inDoubles } = columnYear(
    at.year,
    at.annualInflation,
    ageAtEnd,
    kiddie,
    filingStatus,
    rates,
    otherIncomeCents,
    otherUnearnedIncomeCents,
    key,
  );
  return {
    ageMonths: at.ageMonths,
    use: input.use,
    figures,
    kiddie,
    taxYear,
    trumpAvailable: at.year > at.birthYear + STATUTE.growthPeriodLastAge,
    otherIncomeCents,
    otherUnearnedIncomeCents,
    taxWithout,
    inDoubles,
    qualifiedExpensesCents,
    ordinaryRate: rates.ordinaryRate,
    capitalGainsRate: rates.capitalGainsRate,
    state:
      input.state === undefined
        ? null
        : stateColumnOf(input, at, ageAtEnd, kiddie, otherIncomeCents, otherUnearnedIncomeCents),
  };
}

/** State returns already made, by everything they depend on (the key stateColumnOf writes): a
 *  projection's columns, its earnings taxed yearly and the next requests share them, with the lines
 *  laid on them (state-tax.ts, docs/performance.md#after-tax). At most 512 kept, the oldest going
 *  first. A column's lines are laid as it is asked, each the return's own numbers, so the answers
 *  are the same whichever request laid them. */
const STATE_COLUMNS = keptByKey<StateColumn>(512);

/** The state return of a column (docs/after-tax.md#state-tax): the same years, ages and kiddie
 *  status as the federal return's, the owner's filing status out of the kiddie years. */
function stateColumnOf(
  input: AfterTaxInput,
  at: ColumnAt,
  ageAtEnd: number,
  kiddie: boolean,
  wagesCents: number,
  interestCents: number,
): StateColumn {
  const code = input.state as StateCode;
  const jurisdiction = STATE_TAX[code];
  const parentRate = input.parentStateRate ?? defaultParentStateRate(jurisdiction, input.parentOrdinaryRate);
  const months = (at.year - at.birthYear) * 12 + 12 - (at.birthMonth ?? 1) + (at.bornOnFirstOfJanuary ? 1 : 0);
  const ageMonthsAtEnd = Math.max(months, ageAtEnd * 12);
  const filingStatus = input.filingStatus ?? 'single';
  // Every number the return depends on, each written as the shortest decimal that reads back as it.
  const key = `${code}|${at.year}|${at.annualInflation}|${filingStatus}|${ageAtEnd}|${ageMonthsAtEnd}|${kiddie}|${parentRate}|${wagesCents}|${interestCents}`;
  return STATE_COLUMNS(key, () => {
    const year = stateYear(jurisdiction, {
      year: at.year,
      annualInflation: at.annualInflation,
      filingStatus,
      ageAtEnd,
      ageMonthsAtEnd,
      dependent: kiddie,
      parentStateRate: decimalRate(parentRate, 'parentStateRate'),
    });
    return stateColumn(year, { ...NO_STATE_INCOME, wagesCents, interestCents });
  });
}

/**
 * The state return of the calendar year `at` falls in, for the yearly taxation of the Trump
 * account's earnings (docs/after-tax.md#earnings-taxed-yearly): the one taxColumn(input, at) would
 * carry, but in the kiddie-tax years a dependent's with no other income, and without the federal
 * year, which the yearly taxation does not need.
 */
export function yearlyStateColumn(input: AfterTaxInput, at: ColumnAt): StateColumn {
  if (input.state === undefined) throw new RangeError('the yearly taxation needs a state');
  checkYearAndInflation(at.year, at.annualInflation);
  const ageAtEnd = ageAtYearEnd(at.year, at.birthYear, at.bornOnFirstOfJanuary);
  const kiddie = kiddieApplies(ageAtEnd, input.use, input.kiddieTax, input.fullTimeStudent);
  const { otherIncomeCents, otherUnearnedIncomeCents } = partsOf(input);
  return kiddie
    ? stateColumnOf(input, at, ageAtEnd, kiddie, 0, 0)
    : stateColumnOf(input, at, ageAtEnd, kiddie, otherIncomeCents, otherUnearnedIncomeCents);
}

/** The state tax `amountCents` of one kind adds at a column: 0 without a state. */
export const stateTax = (amountCents: number, kind: StateIncomeKind, column: TaxColumn): number =>
  column.state === null ? 0 : column.state.added(kind, amountCents);

const NO_STATE_TAX = (_amountCents: number): number => 0;

/** stateTax of one kind at a column as a function, taken once before a loop over the paths. */
const stateAdder = (kind: StateIncomeKind, column: TaxColumn): ((amountCents: number) => number) =>
  column.state === null ? NO_STATE_TAX : column.state.adder(kind);

interface InputRates {
  parentOrdinaryRate: Rate;
  parentCapitalGainsRate: Rate;
  ordinaryRate: Rate | null;
  capitalGainsRate: Rate | null;
}

/** What every column of one input shares, read once per input (every column of a projection shares
 *  them, docs/performance.md#after-tax): its rates as exact decimals, its cent amounts, and the part
 *  of a column year's key (columnYear) that comes from the input. */
interface InputParts {
  rates: InputRates;
  otherIncomeCents: number;
  otherUnearnedIncomeCents: number;
  qualifiedExpensesCents: number | null;
  keyPart: string;
}

const PARTS = new WeakMap<AfterTaxInput, InputParts>();

function partsOf(input: AfterTaxInput): InputParts {
  const known = PARTS.get(input);
  if (known !== undefined) return known;
  const rates: InputRates = {
    parentOrdinaryRate: decimalRate(input.parentOrdinaryRate, 'parentOrdinaryRate'),
    parentCapitalGainsRate: decimalRate(input.parentCapitalGainsRate, 'parentCapitalGainsRate'),
    ordinaryRate: input.ordinaryRate === undefined ? null : decimalRate(input.ordinaryRate, 'ordinaryRate'),
    capitalGainsRate:
      input.capitalGainsRate === undefined ? null : decimalRate(input.capitalGainsRate, 'capitalGainsRate'),
  };
  const otherIncomeCents = parseCents(input.otherIncomeCents, 'otherIncomeCents');
  const otherUnearnedIncomeCents = parseCents(input.otherUnearnedIncomeCents ?? '0', 'otherUnearnedIncomeCents');
  const expenses = input.qualifiedExpensesCents;
  const parts: InputParts = {
    rates,
    otherIncomeCents,
    otherUnearnedIncomeCents,
    qualifiedExpensesCents:
      input.use === 'education' && expenses !== undefined ? parseCents(expenses, 'qualifiedExpensesCents') : null,
    keyPart: [input.parentOrdinaryRate, input.parentCapitalGainsRate, otherIncomeCents, otherUnearnedIncomeCents].join(
      '|',
    ),
  };
  PARTS.set(input, parts);
  return parts;
}

/** What a withdrawal's taxable amount is: an IRA's ordinary income (not net investment income), a
 *  529 plan's ordinary income (net investment income) or long-term capital gains. */
export type WithdrawalIncome = 'retirement' | 'investmentOrdinary' | 'gains';

/**
 * The federal tax on `amount` cents of one kind of income withdrawn at a column: the year's tax
 * with it less the year's tax without it (never below 0), rounded once to the nearest cent. On the
 * young adult's own return a flat `ordinaryRate` (for ordinary income) or `capitalGainsRate` (for
 * gains), when given, replaces the computation: that rate on the whole amount.
 */
export function withdrawalTax(amountCents: number, kind: WithdrawalIncome, column: TaxColumn): number {
  const u = cents(amountCents, 'the taxable amount');
  if (u === 0) return 0; // the year's return without it
  const flat = kind === 'gains' ? column.capitalGainsRate : column.ordinaryRate;
  if (!column.kiddie && flat !== null) return roundedTax(flat, u);
  const doubles = column.inDoubles;
  if (doubles !== null) {
    const total = yearTaxTotalInDoubles(
      doubles.year,
      column.otherIncomeCents,
      column.otherUnearnedIncomeCents + (kind === 'investmentOrdinary' ? u : 0),
      kind === 'retirement' ? u : 0,
      kind === 'gains' ? u : 0,
    );
    if (total !== undefined) {
      const more = total - doubles.taxWithout;
      return more > 0 ? nearestQuotientOfDoubles(more, doubles.year.scale) : 0;
    }
  }
  takeExactReturn(); // counted against the projection's allowance (exact-returns.ts)
  const amount = BigInt(u);
  const income: YearIncome = {
    earnedCents: BigInt(column.otherIncomeCents),
    investmentOrdinaryCents: BigInt(column.otherUnearnedIncomeCents) + (kind === 'investmentOrdinary' ? amount : 0n),
    retirementCents: kind === 'retirement' ? amount : 0n,
    gainsCents: kind === 'gains' ? amount : 0n,
  };
  const more = yearTax(column.taxYear, income).total - column.taxWithout;
  return more > 0n ? Number(nearestQuotient(more, column.taxYear.scale)) : 0;
}

// ---- The three accounts ----------------------------------------------------------------------------

/** 72(t)(1): the 10% additional tax on `amount` cents, to the nearest cent (roundedTax's
 *  arithmetic with the rate's percent and 100 read once, not converted from BigInt per call). */
export const additionalTax = (amount: number): number =>
  amount <= 0 ? 0 : nearestRatio(amount, TAX_RULES.additionalTaxPercent, 100);

/** What the education (up to the expenses, or the whole `withdrawnCents` without them) or first-home
 *  ($10,000) exception takes out of `subjectCents`, the part the 10% would reach (72(t)(2)(E), (F)). */
export function exceptedFromAdditionalTax(subjectCents: number, withdrawnCents: number, column: TaxColumn): number {
  if (column.use === 'education') return Math.min(subjectCents, column.qualifiedExpensesCents ?? withdrawnCents);
  if (column.use === 'firstHome') return Math.min(subjectCents, TAX_RULES.firstHomeLimitCents);
  return 0;
}

function accountTax(
  balance: number,
  incomeTaxCents: number,
  additionalTaxCents: number,
  stateTaxCents: number,
  into: AccountTax | undefined,
): AccountTax {
  const netCents = balance - incomeTaxCents - additionalTaxCents - stateTaxCents;
  if (into === undefined) return { incomeTaxCents, additionalTaxCents, stateTaxCents, netCents };
  into.incomeTaxCents = incomeTaxCents;
  into.additionalTaxCents = additionalTaxCents;
  into.stateTaxCents = stateTaxCents;
  into.netCents = netCents;
  return into;
}

/** The gain of a holding withdrawn whole: its balance less its basis (both cent amounts). */
function gainOf(balanceCents: number, basisCents: number): number {
  return cents(balanceCents, 'balanceCents') - cents(basisCents, 'basisCents');
}

/** The taxable amount of withdrawing `balanceCents` with `basisCents` of basis at a column. */
type TaxablePart = (balanceCents: number, basisCents: number, column: TaxColumn) => number;

/** The smallest positive and the largest of a column's taxable amounts (Infinity and 0 when none is
 *  positive): the range over which column-taxes.ts lays its lines. */
export interface AmountRange {
  smallest: number;
  largest: number;
}

/** A column's tax on each taxable amount of one kind of income (column-taxes.ts reads them off
 *  lines): withdrawalTax's numbers. */
export interface ColumnTaxes {
  taxOf(amountCents: number): number;
}

/** An account's rule in its parts: the rule itself, and what it is made of, so that many withdrawals
 *  at one column can be taxed together (column-taxes.ts, docs/performance.md#after-tax) with the
 *  same numbers as the rule's. The parts work on every path at once, each a loop of its own that
 *  calls the same helpers as the rule (one call target per loop), in two passes: the taxable
 *  amounts and their range, then (once the lines over that range are laid) each tax and net. */
export interface AccountParts {
  rule: AccountRule;
  /** What its taxable amount is. */
  income: WithdrawalIncome;
  /** False where the rule answers null. */
  available: (column: TaxColumn) => boolean;
  /** Each taxable amount, `into[p]` for `balances[p]` with `bases[p]` of basis (each checked to be a
   *  cent amount), and their range. */
  taxables: (balances: Float64Array, bases: Float64Array, column: TaxColumn, into: Float64Array) => AmountRange;
  /** Each net, `into[p]`: `balances[p]` less the income tax on its taxable amount `taxables[p]`
   *  (`taxes`) and the 10% additional tax on it. */
  nets: (
    balances: Float64Array,
    taxables: Float64Array,
    taxes: ColumnTaxes,
    column: TaxColumn,
    into: Float64Array,
  ) => void;
}

/** Every gain of a holding withdrawn whole: `max(G, 0)`. */
const allGains: TaxablePart = (balanceCents, basisCents) => Math.max(gainOf(balanceCents, basisCents), 0);

/** The Trump account's state tax on withdrawing `balance` of which `taxable` is federally taxable.
 *  Where the state taxes its earnings yearly, the tax paid on them over the years plus the state tax
 *  of the withdrawal on what was not taxed yet; a path's earnings `e` (its balance less the
 *  deposits) scale the deterministic path's paid tax and taxed earnings by `e / earnings`, to the
 *  nearest cent (docs/after-tax.md#earnings-taxed-yearly). */
function trumpStateTax(
  balance: number,
  taxable: number,
  column: TaxColumn,
  state = stateAdder('trumpCents', column),
): number {
  const yearly = column.trumpYearly;
  if (yearly === undefined) return state(taxable);
  const earnings = Math.max(0, balance - yearly.depositedCents);
  const whole = yearly.earningsCents;
  if (earnings === whole) return yearly.paidCents + state(Math.max(0, taxable - yearly.taxedCents));
  if (whole === 0) return state(taxable);
  const taxed = nearestRatio(yearly.taxedCents, earnings, whole);
  return nearestRatio(yearly.paidCents, earnings, whole) + state(Math.max(0, taxable - taxed));
}

/** False where trumpAdditional is 0 for every withdrawal at the column: from 59 1/2, and for
 *  education without expenses, whose exception covers the whole taxable amount (at most the
 *  balance). */
function trumpAdditionalApplies(column: TaxColumn): boolean {
  if (column.ageMonths >= TAX_RULES.additionalTaxEndsAtAgeMonths) return false;
  return !(column.use === 'education' && column.qualifiedExpensesCents === null);
}

/** The Trump account's 10% before 59 1/2, on its taxable amount less what the education or
 *  first-home exception covers. */
function trumpAdditional(balanceCents: number, taxableCents: number, column: TaxColumn): number {
  if (column.ageMonths >= TAX_RULES.additionalTaxEndsAtAgeMonths) return 0;
  return additionalTax(taxableCents - exceptedFromAdditionalTax(taxableCents, balanceCents, column));
}

/**
 * A Trump account withdrawn whole: null before the year the child turns 18. The basis comes back
 * tax-free; `T = max(G, 0)` is ordinary income, plus 10% of `T` before 59 1/2 less what the
 * education (up to the expenses) or first-home ($10,000) exception covers.
 */
export function trumpAccount(
  balanceCents: number,
  basisCents: number,
  column: TaxColumn,
  into?: AccountTax,
): AccountTax | null {
  const taxable = allGains(balanceCents, basisCents, column);
  if (!column.trumpAvailable) return null;
  const additional = trumpAdditional(balanceCents, taxable, column);
  return accountTax(
    balanceCents,
    withdrawalTax(taxable, 'retirement', column),
    additional,
    trumpStateTax(balanceCents, taxable, column),
    into,
  );
}

/** The expenses a 529 plan's withdrawal for education is measured against (the proportional rule):
 *  the column's Q, or the whole withdrawal without it; null for any other use (all earnings taxable). */
const expensesOf529 = (column: TaxColumn): number | null =>
  column.use !== 'education' ? null : (column.qualifiedExpensesCents ?? Number.POSITIVE_INFINITY);

/** A 529 plan's taxable earnings of `gain` on withdrawing `balance` against `expenses`
 *  (expensesOf529): for education `G * max(V - Q, 0) / V`, to the nearest cent (the proportional
 *  rule); for any other use all earnings. */
function earnings529(gain: number, balance: number, expenses: number | null): number {
  if (expenses === null || gain <= 0) return Math.max(gain, 0);
  const uncovered = balance - Math.min(expenses, balance);
  return uncovered === 0 ? 0 : nearestRatio(gain, uncovered, balance); // none uncovered, none taxable
}

const earningsOf529: TaxablePart = (balanceCents, basisCents, column) =>
  earnings529(gainOf(balanceCents, basisCents), balanceCents, expensesOf529(column));

/** The 529 deductions a withdrawal of `balance` adds back to the state's income: those taken up to
 *  the column, in the share of the withdrawal that is not qualified (`max(V - Q, 0) / V` for
 *  education, to the nearest cent; all of it for any other use). */
function recapture529(balance: number, expenses: number | null, column: TaxColumn): number {
  const taken = column.plan529RecaptureCents ?? 0;
  if (taken === 0 || expenses === null) return taken;
  const uncovered = balance - Math.min(expenses, balance);
  return uncovered <= 0 ? 0 : nearestRatio(taken, uncovered, balance);
}

/** The state tax of a 529 withdrawal: its taxable earnings and the recapture, both unearned income
 *  to the state (state-tax.ts adds them alike), as one amount. */
const state529 = (
  earnings: number,
  balance: number,
  expenses: number | null,
  column: TaxColumn,
  state = stateAdder('plan529EarningsCents', column),
): number => (column.state === null ? 0 : state(earnings + recapture529(balance, expenses, column)));

/**
 * A 529 plan withdrawn whole. For education the taxable earnings are `G * max(V - Q, 0) / V`, to
 * the nearest cent (the proportional rule); for any other use all earnings. They are ordinary
 * income and bear the 10% additional tax at every age.
 */
export function plan529(balanceCents: number, basisCents: number, column: TaxColumn, into?: AccountTax): AccountTax {
  const earnings = earningsOf529(balanceCents, basisCents, column);
  return accountTax(
    balanceCents,
    withdrawalTax(earnings, 'investmentOrdinary', column),
    additionalTax(earnings),
    state529(earnings, balanceCents, expensesOf529(column), column),
    into,
  );
}

/** A custodial account sold whole: its gains are long-term capital gains; no additional tax. */
export function custodial(balanceCents: number, basisCents: number, column: TaxColumn, into?: AccountTax): AccountTax {
  const gains = allGains(balanceCents, basisCents, column);
  return accountTax(
    balanceCents,
    withdrawalTax(gains, 'gains', column),
    0,
    stateTax(gains, 'gainsCents', column),
    into,
  );
}

/** The smaller of `smallest` and `amount` when `amount` is positive (an AmountRange's smallest). */
export const smallerPositive = (smallest: number, amount: number): number =>
  amount > 0 && amount < smallest ? amount : smallest;

/** allGains of each holding into `into[p]`, and their range (the Trump account's and the custodial
 *  account's taxable amounts). */
function gainsOfEach(balances: Float64Array, bases: Float64Array, column: TaxColumn, into: Float64Array): AmountRange {
  let smallest = Number.POSITIVE_INFINITY;
  let largest = 0;
  for (let p = 0; p < balances.length; p++) {
    const gains = allGains(balances[p] as number, bases[p] as number, column);
    into[p] = gains;
    smallest = smallerPositive(smallest, gains);
    largest = Math.max(largest, gains);
  }
  return { smallest, largest };
}

export const TRUMP_ACCOUNT: AccountParts = {
  rule: trumpAccount,
  income: 'retirement',
  available: (column) => column.trumpAvailable,
  taxables: gainsOfEach,
  nets(balances, taxables, taxes, column, into) {
    // Where the 10% is 0 on every path, and without a state, each loop leaves out what would
    // subtract 0 (the same numbers).
    const additional = trumpAdditionalApplies(column);
    if (column.state === null && !additional) {
      for (let p = 0; p < balances.length; p++) into[p] = (balances[p] as number) - taxes.taxOf(taxables[p] as number);
      return;
    }
    const state = stateAdder('trumpCents', column);
    if (!additional) {
      for (let p = 0; p < balances.length; p++) {
        const balance = balances[p] as number;
        const taxable = taxables[p] as number;
        into[p] = balance - taxes.taxOf(taxable) - trumpStateTax(balance, taxable, column, state);
      }
      return;
    }
    for (let p = 0; p < balances.length; p++) {
      const balance = balances[p] as number;
      const taxable = taxables[p] as number;
      into[p] =
        balance -
        taxes.taxOf(taxable) -
        trumpAdditional(balance, taxable, column) -
        trumpStateTax(balance, taxable, column, state);
    }
  },
};

export const PLAN_529: AccountParts = {
  rule: plan529,
  income: 'investmentOrdinary',
  available: () => true,
  taxables(balances, bases, column, into) {
    let smallest = Number.POSITIVE_INFINITY;
    let largest = 0;
    const expenses = expensesOf529(column); // the same for every path: read once
    if (expenses === Number.POSITIVE_INFINITY) {
      // For education without expenses every withdrawal is qualified: no earnings are taxable
      // (earnings529's answer for every path), each balance and basis still checked.
      for (let p = 0; p < balances.length; p++) gainOf(balances[p] as number, bases[p] as number);
      into.fill(0, 0, balances.length);
      return { smallest, largest };
    }
    for (let p = 0; p < balances.length; p++) {
      const balance = balances[p] as number;
      const earnings = earnings529(gainOf(balance, bases[p] as number), balance, expenses);
      into[p] = earnings;
      smallest = smallerPositive(smallest, earnings);
      largest = Math.max(largest, earnings);
    }
    return { smallest, largest };
  },
  nets(balances, taxables, taxes, column, into) {
    const expenses = expensesOf529(column);
    const state = stateAdder('plan529EarningsCents', column);
    for (let p = 0; p < balances.length; p++) {
      const earnings = taxables[p] as number;
      const balance = balances[p] as number;
      into[p] =
        balance -
        taxes.taxOf(earnings) -
        additionalTax(earnings) -
        state529(earnings, balance, expenses, column, state);
    }
  },
};

export const CUSTODIAL: AccountParts = {
  rule: custodial,
  income: 'gains',
  available: () => true,
  taxables: gainsOfEach,
  nets(balances, taxables, taxes, column, into) {
    // No additional tax.
    const state = stateAdder('gainsCents', column);
    for (let p = 0; p < balances.length; p++) {
      const gains = taxables[p] as number;
      into[p] = (balances[p] as number) - taxes.taxOf(gains) - state(gains);
    }
  },
};
