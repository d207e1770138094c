// A Roth conversion of the Trump account (docs/after-tax.md#a-roth-conversion): from the year the
// child turns 18 the account is a traditional IRA; each conversion year moves an equal share of what
// is left into a Roth IRA, taxed as ordinary income of that year (408A(d)(3)(A)), and the Roth then
// pays out the same withdrawals as the unconverted account would, under the Roth rules: qualified
// (tax-free) from 59 1/2 and five years after the first conversion's 1 January (408A(d)(2)); before,
// the ordering rules of 408A(d)(4)(B) (conversions first in, first out, each one's taxable part
// first, then earnings), the 10% additional tax on a conversion's taxable part withdrawn within its
// five years (408A(d)(3)(F)) and on the earnings (72(t)), with the exceptions already modelled.
// One path at a time, from the path's balances with nothing withdrawn, as withdrawal-plan.ts does.
// Pure and browser-safe; exact: every step is an integer fraction rounded once to the nearest cent.
import { TAX_RULES } from '../statute/tax-figures.js';
import { additionalTax, exceptedFromAdditionalTax, stateTax, type TaxColumn, withdrawalTax } from './federal-tax.js';
import { nearestQuotient } from './income-tax.js';
import { type PlanMethod, scaled, withdrawal } from './withdrawal-plan.js';

/** Who pays a conversion's tax: money from outside the account, or the account itself (the part
 *  withheld is a distribution, not converted). */
export type ConversionTaxPaidFrom = 'outside' | 'account';

/** The scenario's `afterTax.conversion`, normalised. */
export interface RothConversionInput {
  /** The first conversion's age, a birthday; then one a year. */
  fromAgeMonths: number;
  years: number;
  taxPaidFrom: ConversionTaxPaidFrom;
}

/** One conversion year, in cents. */
export interface ConversionYear {
  ageMonths: number;
  year: number;
  /** What leaves the traditional account this year (converted and, from the account, withheld). */
  convertedCents: number;
  /** The basis it recovers (72(e)(8)), and the rest: ordinary income of the year. */
  basisCents: number;
  taxableCents: number;
  incomeTaxCents: number;
  /** The 10% on the taxable part of what is withheld (from the account, before 59 1/2). */
  additionalTaxCents: number;
  /** Kept back from the conversion for the tax (from the account), and paid from outside. */
  withheldCents: number;
  paidOutsideCents: number;
  /** What the Roth IRA and the traditional account hold after it. */
  rothCents: number;
  leftCents: number;
}

/** One withdrawal from the Roth IRA, in cents. */
export interface RothWithdrawalYear {
  ageMonths: number;
  year: number;
  withdrawalCents: number;
  /** From 59 1/2 and the fifth year after the first conversion's: tax-free. */
  qualified: boolean;
  /** The part that is converted money (tax-free), and the part that is earnings. */
  conversionsCents: number;
  earningsCents: number;
  incomeTaxCents: number;
  additionalTaxCents: number;
  netCents: number;
  leftCents: number;
}

export interface RothPath {
  conversions: ConversionYear[];
  withdrawals: RothWithdrawalYear[];
}

/** One conversion as the ordering rules track it: its year, and its parts not yet withdrawn. */
interface Layer {
  year: number;
  taxable: number;
  nontaxable: number;
}

/** What is held at one age, grown to the next by the path's ratio of balances. */
function grown(held: number, from: number, to: number): number {
  return from > 0 ? scaled(held, to, from) : 0;
}

/** The withheld amount W from the account: the income tax I and the 10% on W's own taxable part
 *  (T / C of it), W = I * 100 C / (100 C - 10 T), to the nearest cent, at most C; from 59 1/2, I. */
function withheld(converted: number, taxable: number, incomeTax: number, column: TaxColumn): number {
  if (converted === 0) return 0;
  if (column.ageMonths >= TAX_RULES.additionalTaxEndsAtAgeMonths) return Math.min(incomeTax, converted);
  const c = BigInt(converted);
  const denominator = 100n * c - BigInt(TAX_RULES.additionalTaxPercent) * BigInt(taxable);
  return Math.min(converted, Number(nearestQuotient(BigInt(incomeTax) * 100n * c, denominator)));
}

/** One conversion of what the traditional account holds (`held`, of which `basis` is basis), the
 *  Roth holding `roth` before it. */
function convert(
  held: number,
  basis: number,
  roth: number,
  yearsLeft: number,
  column: TaxColumn,
  paidFrom: ConversionTaxPaidFrom,
): { year: ConversionYear; layer: Layer } {
  const converted = yearsLeft === 1 ? held : scaled(held, 1, yearsLeft);
  const recovered = converted === held ? basis : Math.min(converted, scaled(converted, basis, held));
  const taxable = Math.max(converted - recovered, 0);
  // The state's tax joins the federal (docs/after-tax.md#state-tax): a conversion is a distribution
  // from the Trump account to the state, unless the state subtracts 530A distributions.
  const incomeTax = withdrawalTax(taxable, 'retirement', column) + stateTax(taxable, 'trumpCents', column);
  const kept = paidFrom === 'account' ? withheld(converted, taxable, incomeTax, column) : 0;
  const into = converted - kept;
  const layerTaxable = kept === 0 ? taxable : scaled(taxable, into, converted);
  const year = column.taxYear.year;
  return {
    year: {
      ageMonths: column.ageMonths,
      year,
      convertedCents: converted,
      basisCents: recovered,
      taxableCents: taxable,
      incomeTaxCents: incomeTax,
      additionalTaxCents: paidFrom === 'account' ? Math.max(kept - incomeTax, 0) : 0,
      withheldCents: kept,
      paidOutsideCents: paidFrom === 'outside' ? incomeTax : 0,
      rothCents: roth + into,
      leftCents: held - converted,
    },
    layer: { year, taxable: layerTaxable, nontaxable: into - layerTaxable },
  };
}

/** A Roth withdrawal of `amount` at a column, `leftCents` held after it: the layers it takes
 *  (consumed in place) decide its tax. */
function rothWithdrawal(
  amount: number,
  leftCents: number,
  layers: Layer[],
  firstYear: number,
  column: TaxColumn,
): RothWithdrawalYear {
  const year = column.taxYear.year;
  const beforeEnd = column.ageMonths < TAX_RULES.additionalTaxEndsAtAgeMonths;
  let rest = amount;
  let recaptured = 0;
  for (const layer of layers) {
    if (rest === 0) break; // the layers after it keep all they hold
    const taxablePart = Math.min(rest, layer.taxable);
    layer.taxable -= taxablePart;
    rest -= taxablePart;
    if (year < layer.year + TAX_RULES.rothFiveYears) recaptured += taxablePart;
    const nontaxablePart = Math.min(rest, layer.nontaxable);
    layer.nontaxable -= nontaxablePart;
    rest -= nontaxablePart;
  }
  const qualified = !beforeEnd && year >= firstYear + TAX_RULES.rothFiveYears;
  let incomeTax = 0;
  let additional = 0;
  if (!qualified) {
    incomeTax = withdrawalTax(rest, 'retirement', column) + stateTax(rest, 'otherIraCents', column);
    if (beforeEnd) {
      const subject = recaptured + rest;
      additional = additionalTax(subject - exceptedFromAdditionalTax(subject, amount, column));
    }
  }
  // One literal, no spreads: this runs for every path and year (docs/performance.md#after-tax).
  return {
    ageMonths: column.ageMonths,
    year,
    withdrawalCents: amount,
    qualified,
    conversionsCents: amount - rest,
    earningsCents: rest,
    incomeTaxCents: incomeTax,
    additionalTaxCents: additional,
    netCents: amount - incomeTax - additional,
    leftCents,
  };
}

/**
 * One path of a conversion and the Roth's withdrawals. `conversionCents[j]` and `withdrawalCents[k]`
 * are the Trump account's balances at the j-th conversion's and the k-th withdrawal's ages with
 * nothing converted or withdrawn (every conversion before every withdrawal), `basisCents` its basis at
 * the first conversion, the columns the tax years of each.
 */
export function rothConversion(
  conversionCents: readonly number[],
  withdrawalCents: readonly number[],
  basisCents: number,
  conversionColumns: readonly TaxColumn[],
  withdrawalColumns: readonly TaxColumn[],
  paidFrom: ConversionTaxPaidFrom,
  method: PlanMethod,
): RothPath {
  const m = conversionColumns.length;
  const n = withdrawalColumns.length;
  if (m === 0 || n === 0 || conversionCents.length !== m || withdrawalCents.length !== n) {
    throw new RangeError('a conversion needs one balance per conversion and per withdrawal');
  }
  const whole = [...conversionCents, ...withdrawalCents];
  const layers: Layer[] = [];
  const conversions: ConversionYear[] = [];
  let traditional = whole[0] as number;
  let roth = 0;
  let basis = basisCents;
  for (let j = 0; j < m; j++) {
    const column = conversionColumns[j] as TaxColumn;
    const { year, layer } = convert(traditional, basis, roth, m - j, column, paidFrom);
    basis -= year.basisCents;
    traditional = year.leftCents;
    roth = year.rothCents;
    layers.push(layer);
    conversions.push(year);
    const from = whole[j] as number;
    const to = whole[j + 1] as number;
    traditional = grown(traditional, from, to);
    roth = grown(roth, from, to);
  }
  const firstYear = conversions[0]?.year ?? 0;
  const withdrawals: RothWithdrawalYear[] = [];
  for (let k = 0; k < n; k++) {
    const column = withdrawalColumns[k] as TaxColumn;
    const amount = withdrawal(roth, n - k, method, column);
    roth -= amount;
    withdrawals.push(rothWithdrawal(amount, roth, layers, firstYear, column));
    if (k + 1 < n) roth = grown(roth, whole[m + k] as number, whole[m + k + 1] as number);
  }
  return { conversions, withdrawals };
}
