// One year's federal tax on a single filer's return (docs/after-tax.md#one-years-return): the
// regular tax with the Qualified Dividends and Capital Gain Tax Worksheet (1(h)), the kiddie tax of
// Form 8615 (1(g)), the alternative minimum tax of Form 6251 (55, 56(b)(1)(E), 59(j)) and the net
// investment income tax (1411), from the figures of core/statute/tax-figures.ts. Pure and
// browser-safe. A later plan of withdrawals over several years calls it once a year, with that
// year's figures, age and kiddie status.
//
// Exactness: every amount is whole cents (the two amounts the law computes as a fraction, the
// gains' share of the net unearned income and the senior deduction's phase-out, are rounded to the
// nearest cent, ties to even); the alternative minimum tax works in hundredths of a cent, where its
// exemption's phase-out is exact. Each tax is an exact multiple of 1/scale cent (BigInt), so the
// comparisons the forms make (the larger of two taxes, the smaller of two) are exact, and a caller
// rounds once.
import type { TaxBand, TaxFigures } from '../statute/tax-figures.js';
import { TAX_RULES } from '../statute/tax-figures.js';

/** An exact decimal rate: units / scale, scale a power of ten. */
export interface Rate {
  units: bigint;
  scale: bigint;
}

/** Who files, in which year, at which parent rates: everything a year's tax depends on but income. */
export interface TaxYear {
  /** The calendar year: the senior deduction exists from 2025 to 2028 only. */
  year: number;
  figures: TaxFigures;
  /** The age on 31 December of the year (1(g)(2), 63(f)(1), 151(d)(5)(C)). */
  ageAtYearEnd: number;
  /** The kiddie tax applies (1(g)): the child is a dependent, with the dependent's standard
   *  deduction, Form 8615 and 59(j)'s cap on the minimum-tax exemption. */
  kiddie: boolean;
  parentOrdinaryRate: Rate;
  parentCapitalGainsRate: Rate;
  /** Every tax is a whole number of 1/scale cent: a power of ten, at least 10^5 (hundredths of a
   *  cent at the 3.8% rate's thousandths) and at least each parent rate's scale. */
  scale: bigint;
}

/** A year's income, in cents (BigInt: sums of amounts below 2^53 may pass it), by what the law
 *  makes of it. */
export interface YearIncome {
  /** Wages and other earned income: ordinary, not net investment income. */
  earnedCents: bigint;
  /** Ordinary income that is unearned and net investment income: interest, non-qualified
   *  dividends, a 529 plan's taxable earnings (1411(c)(1)(A)(i)). */
  investmentOrdinaryCents: bigint;
  /** An IRA's taxable withdrawal (a Trump account's): ordinary and unearned, but not net investment
   *  income (1411(c)(5)). */
  retirementCents: bigint;
  /** Long-term capital gains: unearned, net investment income, taxed at 0%, 15% and 20%. */
  gainsCents: bigint;
}

/** The scale for two parent rates: 10^5 or the finer of theirs. */
export function taxScale(...rates: Rate[]): bigint {
  let scale = 100_000n;
  for (const rate of rates) if (rate.scale > scale) scale = rate.scale;
  return scale;
}

/** numerator / denominator rounded to the nearest integer, ties to even (both non-negative). */
export function nearestQuotient(numerator: bigint, denominator: bigint): bigint {
  const quotient = numerator / denominator;
  const twice = 2n * (numerator - quotient * denominator);
  return twice > denominator || (twice === denominator && quotient % 2n === 1n) ? quotient + 1n : quotient;
}

const min = (a: bigint, b: bigint) => (a < b ? a : b);
const max = (a: bigint, b: bigint) => (a > b ? a : b);
const positive = (a: bigint) => (a > 0n ? a : 0n);

/** The lower edges of a band list, as BigInt. */
const edge = (list: readonly TaxBand[], i: number): bigint => BigInt(list[i]?.fromCents ?? 0);
const rateOf = (list: readonly TaxBand[], i: number): bigint => BigInt(list[i]?.ratePercent ?? 0);

/** p% of `amount` cents, in 1/scale cent. */
const percentOf = (p: bigint, amount: bigint, scale: bigint) => (p * amount * scale) / 100n;

/** The bracket tax (1(j)) on `taxable` cents, in 1/scale cent. */
function bracketTax(taxable: bigint, year: TaxYear): bigint {
  const list = year.figures.ordinaryBands;
  let total = 0n;
  for (let i = 0; i < list.length; i++) {
    const lower = edge(list, i);
    const upper = i + 1 < list.length ? edge(list, i + 1) : taxable;
    const slice = min(taxable, upper) - lower;
    if (slice > 0n) total += percentOf(rateOf(list, i), slice, year.scale);
  }
  return total;
}

/** The Qualified Dividends and Capital Gain Tax Worksheet (Form 1040 instructions): the tax on
 *  `taxable` cents of which `gains` (line 4; may exceed `taxable`) are long-term gains. Line 25:
 *  never more than the bracket tax on the whole (1(h)(1)). In 1/scale cent. */
function capitalGainWorksheet(taxable: bigint, gains: bigint, year: TaxYear): bigint {
  const bands = year.figures.capitalGainBands;
  const line5 = positive(taxable - gains);
  const line7 = min(taxable, edge(bands, 1));
  const line9 = line7 - min(line5, line7);
  const line10 = min(taxable, gains);
  const line12 = line10 - line9;
  const line16 = positive(min(taxable, edge(bands, 2)) - (line5 + line9));
  const line17 = min(line12, line16);
  const line20 = line10 - (line9 + line17);
  const line23 =
    percentOf(rateOf(bands, 1), line17, year.scale) +
    percentOf(rateOf(bands, 2), line20, year.scale) +
    bracketTax(line5, year);
  return min(line23, bracketTax(taxable, year));
}

/** 151(d)(5)(C): $6,000 from 65, 2025 to 2028, less 6% of the modified AGI above $75,000 (the
 *  reduction rounded to the nearest cent). */
function seniorDeduction(year: TaxYear, magi: bigint): bigint {
  const r = TAX_RULES;
  if (year.ageAtYearEnd < r.agedFromAge || year.year < r.seniorFirstYear || year.year > r.seniorLastYear) return 0n;
  const reduction = nearestQuotient(
    BigInt(r.seniorPhaseOutPercent) * positive(magi - BigInt(r.seniorPhaseOutFromCents)),
    100n,
  );
  return positive(BigInt(r.seniorDeductionCents) - reduction);
}

/** 63(c): the standard deduction; a dependent's is the greater of K and earned income plus $450,
 *  at most the basic one (63(c)(5)); 65 and over adds 63(f)'s amount. */
function standardDeduction(year: TaxYear, earned: bigint): bigint {
  const f = year.figures;
  const basic = BigInt(f.standardDeductionCents);
  const own = year.kiddie
    ? min(max(BigInt(f.dependentDeductionCents), earned + BigInt(f.dependentEarnedAddCents)), basic)
    : basic;
  return own + (year.ageAtYearEnd >= TAX_RULES.agedFromAge ? BigInt(f.additionalAgedDeductionCents) : 0n);
}

interface Return {
  gross: bigint;
  taxable: bigint;
  /** Line 5 of the worksheet on the whole taxable income: its ordinary part. */
  ordinaryTaxable: bigint;
  senior: bigint;
}

/** The regular tax (Form 1040 line 16): the worksheet on the whole return, or under the kiddie tax
 *  the larger of that and Form 8615's line 16 (1(g)(1); Form 8615 line 18). */
function regularTax(year: TaxYear, income: YearIncome, r: Return): bigint {
  const gains = income.gainsCents;
  const own = capitalGainWorksheet(r.taxable, gains, year);
  if (!year.kiddie) return own;
  const k = BigInt(year.figures.dependentDeductionCents);
  const unearned = income.investmentOrdinaryCents + income.retirementCents + gains;
  const net = positive(min(unearned - 2n * k, r.taxable)); // lines 1 to 5
  if (net === 0n) return own;
  const netGains = nearestQuotient(gains * net, unearned);
  const atParentRates = // lines 6 to 13, at the parent's flat rates
    (year.parentOrdinaryRate.units * (net - netGains) * year.scale) / year.parentOrdinaryRate.scale +
    (year.parentCapitalGainsRate.units * netGains * year.scale) / year.parentCapitalGainsRate.scale;
  const line15 = capitalGainWorksheet(r.taxable - net, positive(gains - netGains), year);
  return max(atParentRates + line15, own);
}

/** The tentative minimum tax (Form 6251 lines 4 to 7 and Part III), in 1/scale cent. Amounts here
 *  are hundredths of a cent, where the 50% phase-out of the exemption is exact. */
function tentativeMinimumTax(year: TaxYear, income: YearIncome, r: Return): bigint {
  const f = year.figures;
  const rules = TAX_RULES;
  const hundred = (cents: bigint | number) => BigInt(cents) * 100n;
  // In hundredths of a cent, p% of x is p * x / 100 hundredths, and a tax in 1/scale cent is
  // p * x * scale / 10^4.
  const tax = (p: bigint, x: bigint) => (p * x * year.scale) / 10_000n;
  const amt = (x: bigint) => {
    const cut = hundred(f.amt28FromCents);
    return tax(BigInt(rules.amtLowerPercent), min(x, cut)) + tax(BigInt(rules.amtUpperPercent), positive(x - cut));
  };
  // Line 1 plus line 2a: taxable income with the standard deduction added back (56(b)(1)(E)); the
  // senior deduction stays deducted.
  const amti = positive(r.gross - r.senior);
  let exemption = positive(
    hundred(f.amtExemptionCents) - BigInt(rules.amtPhaseOutPercent) * positive(amti - BigInt(f.amtPhaseOutFromCents)),
  );
  if (year.kiddie) exemption = min(exemption, hundred(income.earnedCents + BigInt(f.kiddieAmtExemptionAddCents)));
  const line12 = positive(hundred(amti) - exemption);
  if (line12 === 0n) return 0n;
  const bands = f.capitalGainBands;
  const line13 = hundred(income.gainsCents);
  const line22 = min(line12, line13);
  const line18 = amt(line12 - line22);
  const line20 = hundred(r.ordinaryTaxable);
  const line21 = positive(hundred(edge(bands, 1)) - line20);
  const line23 = min(line21, line22);
  const line24 = line22 - line23;
  const line29 = positive(hundred(edge(bands, 2)) - (line21 + line20));
  const line30 = min(line24, line29);
  const line33 = line22 - (line23 + line30);
  const line39 = line18 + tax(rateOf(bands, 1), line30) + tax(rateOf(bands, 2), line33);
  return min(line39, amt(line12));
}

/** The net investment income tax (1411): 3.8% of the lesser of the net investment income and the
 *  modified AGI above $200,000, in 1/scale cent. */
function netInvestmentIncomeTax(year: TaxYear, income: YearIncome, gross: bigint): bigint {
  const nii = income.investmentOrdinaryCents + income.gainsCents;
  const base = min(nii, positive(gross - BigInt(TAX_RULES.niitThresholdCents)));
  return (BigInt(TAX_RULES.niitPermille) * base * year.scale) / 1000n;
}

/** The parts of a year's federal tax, each exact in 1/scale cent. */
export interface YearTax {
  regular: bigint;
  tentativeMinimum: bigint;
  netInvestmentIncome: bigint;
  /** max(regular, tentativeMinimum) + netInvestmentIncome: the regular tax, the alternative
   *  minimum tax (the excess of the tentative minimum tax) and the net investment income tax. */
  total: bigint;
}

/** The federal tax of one year's return (docs/after-tax.md#one-years-return). */
export function yearTax(year: TaxYear, income: YearIncome): YearTax {
  const gross = income.earnedCents + income.investmentOrdinaryCents + income.retirementCents + income.gainsCents;
  const senior = seniorDeduction(year, gross);
  const taxable = positive(gross - standardDeduction(year, income.earnedCents) - senior);
  const r: Return = { gross, taxable, senior, ordinaryTaxable: positive(taxable - income.gainsCents) };
  const regular = regularTax(year, income, r);
  const tentativeMinimum = tentativeMinimumTax(year, income, r);
  const netInvestmentIncome = netInvestmentIncomeTax(year, income, gross);
  return {
    regular,
    tentativeMinimum,
    netInvestmentIncome,
    total: max(regular, tentativeMinimum) + netInvestmentIncome,
  };
}
