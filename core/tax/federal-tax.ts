// The federal income tax on withdrawing a whole account at one age, for one use of the money
// (docs/after-tax.md): a Trump account, a 529 plan and a custodial (UTMA/UGMA) account. Pure and
// browser-safe (no Node import), so the server and the page can share it.
//
// Exactness: cents are integer-valued doubles below 2^53, and the thresholds they are compared with
// are too (an indexed figure is capped at 2^53 - 1), so every amount a rate is applied to is
// exact. A tax is a sum of rate x amount terms; a rate is the decimal it is written as (the shortest
// decimal that reads back as the same double: 0.22 is 22/100), so the sum is an exact fraction,
// taken in BigInt and rounded once to the nearest cent, ties to even. The 529 plan's proportional
// rule is exact the same way.
import { STATUTE } from '../statute/statute.js';
import { TAX_FIGURES_2026, TAX_RULES, type TaxBand, type TaxFigures } from '../statute/tax-figures.js';

/** What the money is withdrawn for (docs/after-tax.md#uses). */
export type WithdrawalUse = 'any' | 'education' | 'firstHome' | 'retirement';

/** The scenario's `afterTax` object, normalised (defaults filled in; cents as CentStrings). */
export interface AfterTaxInput {
  use: WithdrawalUse;
  /** The young adult's other taxable income in the year of the withdrawal, before the standard
   *  deduction; used on their own return only (not under the kiddie tax). */
  otherIncomeCents: string;
  /** The parent's marginal rates, which the kiddie tax applies above twice the dependent amount. */
  parentOrdinaryRate: number;
  parentCapitalGainsRate: number;
  /** When given, a flat rate on the whole taxable amount replaces the brackets (own return only). */
  ordinaryRate?: number;
  capitalGainsRate?: number;
  /** Forces the kiddie tax on or off at every age; absent, kiddieApplies decides. */
  kiddieTax?: boolean;
  /** Qualified higher-education expenses (education only); absent, the whole withdrawal. */
  qualifiedExpensesCents?: string;
}

/** Where the withdrawal happens: one column of the projection (docs/model.md#time). */
export interface ColumnAt {
  ageMonths: number;
  /** The calendar year of the column's date. */
  year: number;
  /** The year the child was born: a Trump account can be withdrawn from the year the child turns 18. */
  birthYear: number;
  /** The scenario's annualInflation, which indexes the dollar figures after 2026. */
  annualInflation: number;
}

/** An exact decimal rate: units / scale, scale a power of ten. */
interface Rate {
  units: bigint;
  scale: bigint;
}

/** Everything the tax at one column depends on, but the account: made once, used for every
 *  account, percentile and path at that column. */
export interface TaxColumn {
  ageMonths: number;
  use: WithdrawalUse;
  figures: TaxFigures;
  kiddie: boolean;
  /** False before 1 January of the year the child turns 18 (the growth period). */
  trumpAvailable: boolean;
  otherIncomeCents: number;
  /** Q: the expenses that a withdrawal for education covers; null: the whole withdrawal. */
  qualifiedExpensesCents: number | null;
  parentOrdinaryRate: Rate;
  parentCapitalGainsRate: Rate;
  ordinaryRate: Rate | null;
  capitalGainsRate: Rate | null;
}

/** The tax on withdrawing an account whole; net = balance - incomeTax - additionalTax. */
export interface AccountTax {
  incomeTaxCents: number;
  additionalTaxCents: number;
  netCents: number;
}

// ---- Exact arithmetic ----------------------------------------------------------------------------

function cents(value: number, what: string): number {
  if (!(Number.isSafeInteger(value) && value >= 0)) throw new RangeError(`${what} is not a cent amount: ${value}`);
  return value;
}

function parseCents(text: string, what: string): number {
  if (!/^[0-9]{1,15}$/.test(text)) throw new RangeError(`${what} is not a CentString: ${text}`);
  return cents(Number(text), what);
}

const percent = (ratePercent: number): Rate => ({ units: BigInt(ratePercent), scale: 100n });

/** A rate between 0 and 1 as the decimal it is written as: String(0.22) = "0.22" is 22/100. */
function decimalRate(rate: number, what: string): Rate {
  const match = /^([0-9]+)(?:\.([0-9]+))?(?:e([-+][0-9]+))?$/.exec(String(rate));
  if (!(match && rate >= 0 && rate <= 1)) throw new RangeError(`${what} is not a rate from 0 to 1: ${rate}`);
  const fraction = match[2] ?? '';
  const units = BigInt(`${match[1]}${fraction}`);
  const exponent = Number(match[3] ?? '0') - fraction.length;
  return exponent >= 0
    ? { units: units * 10n ** BigInt(exponent), scale: 1n }
    : { units, scale: 10n ** BigInt(-exponent) };
}

/** numerator / denominator rounded to the nearest integer, ties to even (both non-negative). */
function nearestQuotient(numerator: bigint, denominator: bigint): bigint {
  const quotient = numerator / denominator;
  const twice = 2n * (numerator - quotient * denominator);
  return twice > denominator || (twice === denominator && quotient % 2n === 1n) ? quotient + 1n : quotient;
}

type Term = readonly [rate: Rate, amountCents: number];

/** The sum of rate x amount, exactly, rounded once to the nearest cent, ties to even. */
function roundedTax(terms: readonly Term[]): number {
  let scale = 1n;
  for (const [rate] of terms) if (rate.scale > scale) scale = rate.scale;
  let total = 0n;
  for (const [rate, amount] of terms) {
    if (amount > 0) total += rate.units * (scale / rate.scale) * BigInt(amount);
  }
  return Number(nearestQuotient(total, scale));
}

// ---- The figures of a year -------------------------------------------------------------------------

/**
 * The dollar figures for `year`: those of 2026 up to 2026, later
 * `floor(x * (1 + annualInflation)^(year - 2026) / 5000) * 5000` cents, the power taken by repeated
 * multiplication (the same double on every host) and the result capped at 2^53 - 1.
 */
export function taxFigures(year: number, annualInflation: number): TaxFigures {
  const base = TAX_FIGURES_2026;
  if (!Number.isInteger(year)) throw new RangeError(`not a calendar year: ${year}`);
  if (!(Number.isFinite(annualInflation) && annualInflation > -1)) {
    throw new RangeError(`not an inflation rate: ${annualInflation}`);
  }
  if (year <= TAX_RULES.indexBaseYear) return base;
  const growth = 1 + annualInflation;
  let factor = 1;
  for (let y = TAX_RULES.indexBaseYear; y < year; y++) factor *= growth;
  const step = TAX_RULES.indexStepCents;
  const indexed = (x: number) => Math.min(Math.floor((x * factor) / step) * step, Number.MAX_SAFE_INTEGER);
  const indexBands = (list: readonly TaxBand[]) =>
    list.map((band) => ({ fromCents: indexed(band.fromCents), ratePercent: band.ratePercent }));
  return {
    year,
    dependentDeductionCents: indexed(base.dependentDeductionCents),
    standardDeductionCents: indexed(base.standardDeductionCents),
    ordinaryBands: indexBands(base.ordinaryBands),
    capitalGainBands: indexBands(base.capitalGainBands),
  };
}

// ---- Who pays, at which rates ----------------------------------------------------------------------

/**
 * Whether the kiddie tax (section 1(g)) applies to a withdrawal at this age: `kiddieTax` when
 * given; otherwise up to the year of age 18, or 23 for education (a full-time student), assuming a
 * dependent whose earned income is at most half of their own support.
 */
export function kiddieApplies(ageMonths: number, use: WithdrawalUse, kiddieTax?: boolean): boolean {
  if (kiddieTax !== undefined) return kiddieTax;
  const years = Math.floor(ageMonths / 12);
  return years <= TAX_RULES.kiddieLastAge || (use === 'education' && years <= TAX_RULES.kiddieLastStudentAge);
}

/** The tax situation of a withdrawal at one column. */
export function taxColumn(input: AfterTaxInput, at: ColumnAt): TaxColumn {
  if (!(Number.isInteger(at.ageMonths) && at.ageMonths >= 0)) throw new RangeError(`not an age: ${at.ageMonths}`);
  const expenses = input.qualifiedExpensesCents;
  return {
    ageMonths: at.ageMonths,
    use: input.use,
    figures: taxFigures(at.year, at.annualInflation),
    kiddie: kiddieApplies(at.ageMonths, input.use, input.kiddieTax),
    trumpAvailable: at.year > at.birthYear + STATUTE.growthPeriodLastAge,
    otherIncomeCents: parseCents(input.otherIncomeCents, 'otherIncomeCents'),
    qualifiedExpensesCents:
      input.use === 'education' && expenses !== undefined ? parseCents(expenses, 'qualifiedExpensesCents') : null,
    parentOrdinaryRate: decimalRate(input.parentOrdinaryRate, 'parentOrdinaryRate'),
    parentCapitalGainsRate: decimalRate(input.parentCapitalGainsRate, 'parentCapitalGainsRate'),
    ordinaryRate: input.ordinaryRate === undefined ? null : decimalRate(input.ordinaryRate, 'ordinaryRate'),
    capitalGainsRate:
      input.capitalGainsRate === undefined ? null : decimalRate(input.capitalGainsRate, 'capitalGainsRate'),
  };
}

/** The parts of `amount` that fall in each band, stacked on top of `base` of taxable income. */
function stacked(list: readonly TaxBand[], base: number, amount: number): Term[] {
  const terms: Term[] = [];
  list.forEach((band, i) => {
    const next = list[i + 1];
    const lower = Math.max(band.fromCents - base, 0);
    const upper = next === undefined ? amount : Math.min(next.fromCents - base, amount);
    if (upper > lower) terms.push([percent(band.ratePercent), upper - lower]);
  });
  return terms;
}

/**
 * The tax on `unearned` cents of one kind of income. Under the kiddie tax: nothing up to `K`, the
 * child's lowest rate from `K` to `2K`, the parent's rate above `2K`. Otherwise the flat rate on the
 * whole amount when one is given, or the young adult's own return: the other income uses the standard
 * deduction first, what it leaves comes off the amount, and the rest sits on top of the other
 * income's taxable part.
 */
function taxOn(
  unearned: number,
  column: TaxColumn,
  list: readonly TaxBand[],
  parentRate: Rate,
  flatRate: Rate | null,
): number {
  const u = cents(unearned, 'the taxable amount');
  const { figures, otherIncomeCents: other } = column;
  if (column.kiddie) {
    const k = figures.dependentDeductionCents;
    const lowest = list[0] === undefined ? 0 : list[0].ratePercent;
    return roundedTax([
      [percent(lowest), Math.min(Math.max(u - k, 0), k)],
      [parentRate, Math.max(u - 2 * k, 0)],
    ]);
  }
  if (flatRate !== null) return roundedTax([[flatRate, u]]);
  const deduction = figures.standardDeductionCents;
  const taxable = Math.max(u - Math.max(deduction - other, 0), 0);
  return roundedTax(stacked(list, Math.max(other - deduction, 0), taxable));
}

/** Ordinary income tax on `unearned` cents (a Trump-account or 529 withdrawal's taxable part). */
export function ordinaryTax(unearned: number, column: TaxColumn): number {
  return taxOn(unearned, column, column.figures.ordinaryBands, column.parentOrdinaryRate, column.ordinaryRate);
}

/** Capital-gains tax on `unearned` cents of long-term gains (a custodial account sold). */
export function capitalGainsTax(unearned: number, column: TaxColumn): number {
  return taxOn(
    unearned,
    column,
    column.figures.capitalGainBands,
    column.parentCapitalGainsRate,
    column.capitalGainsRate,
  );
}

// ---- The three accounts ----------------------------------------------------------------------------

const additionalTax = (amount: number): number => roundedTax([[percent(TAX_RULES.additionalTaxPercent), amount]]);

function accountTax(balance: number, incomeTaxCents: number, additionalTaxCents: number): AccountTax {
  return { incomeTaxCents, additionalTaxCents, netCents: balance - incomeTaxCents - additionalTaxCents };
}

function holding(balanceCents: number, basisCents: number): { balance: number; gain: number } {
  const balance = cents(balanceCents, 'balanceCents');
  return { balance, gain: balance - cents(basisCents, 'basisCents') };
}

/**
 * A Trump account withdrawn whole: null before the year the child turns 18. The basis comes back
 * tax-free; `T = max(G, 0)` is ordinary income, plus 10% of `T` before 59 1/2 less what the
 * education (up to the expenses) or first-home ($10,000) exception covers.
 */
export function trumpAccount(balanceCents: number, basisCents: number, column: TaxColumn): AccountTax | null {
  const { balance, gain } = holding(balanceCents, basisCents);
  if (!column.trumpAvailable) return null;
  const taxable = Math.max(gain, 0);
  let additional = 0;
  if (column.ageMonths < TAX_RULES.additionalTaxEndsAtAgeMonths) {
    const excepted =
      column.use === 'education'
        ? Math.min(taxable, column.qualifiedExpensesCents ?? balance)
        : column.use === 'firstHome'
          ? Math.min(taxable, TAX_RULES.firstHomeLimitCents)
          : 0;
    additional = additionalTax(taxable - excepted);
  }
  return accountTax(balance, ordinaryTax(taxable, column), additional);
}

/**
 * A 529 plan withdrawn whole. For education the taxable earnings are `G * max(V - Q, 0) / V`, to
 * the nearest cent (the proportional rule); for any other use all earnings. They are ordinary
 * income and bear the 10% additional tax at every age.
 */
export function plan529(balanceCents: number, basisCents: number, column: TaxColumn): AccountTax {
  const { balance, gain } = holding(balanceCents, basisCents);
  let earnings = Math.max(gain, 0);
  if (column.use === 'education' && gain > 0) {
    const uncovered = Math.max(balance - (column.qualifiedExpensesCents ?? balance), 0);
    earnings = Number(nearestQuotient(BigInt(gain) * BigInt(uncovered), BigInt(balance)));
  }
  return accountTax(balance, ordinaryTax(earnings, column), additionalTax(earnings));
}

/** A custodial account sold whole: its gains are long-term capital gains; no additional tax. */
export function custodial(balanceCents: number, basisCents: number, column: TaxColumn): AccountTax {
  const { balance, gain } = holding(balanceCents, basisCents);
  return accountTax(balance, capitalGainsTax(Math.max(gain, 0), column), 0);
}
