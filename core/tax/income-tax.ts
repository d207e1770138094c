// One year's federal tax on a return (docs/after-tax.md#one-years-return), a single filer's or a
// married couple's joint one (docs/after-tax.md#filing-status, as the year's figures say): the
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
import type { TaxFigures } from '../statute/tax-figures.js';
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

/** A year's figures in BigInt, and each rate as the number of 1/scale cent it charges on one cent
 *  (on one hundredth of a cent for the minimum tax's): made once per TaxYear, since every path at a
 *  column computes the same year's taxes. */
export interface Prepared {
  bandFrom: bigint[];
  bandUnit: bigint[];
  zeroTop: bigint;
  fifteenTop: bigint;
  gainUnit15: bigint;
  gainUnit20: bigint;
  k: bigint;
  basic: bigint;
  dependentAdd: bigint;
  /** 63(f)'s additional amounts of everyone 65 or older on the return, all of them. */
  agedAdd: bigint;
  aged: boolean;
  senior: boolean;
  /** The people on the return a deduction of age counts: 1, or 2 on a joint return, whose spouse
   *  the service takes to be the owner's age (docs/after-tax.md#filing-status). */
  persons: bigint;
  /** 151(d)(5)(C)(ii)'s threshold and 1411(b)'s, of the return's filing status. */
  seniorPhaseOutFrom: bigint;
  niitThreshold: bigint;
  parentOrdinaryUnit: bigint;
  parentGainsUnit: bigint;
  niitUnit: bigint;
  /** The minimum tax's amounts, in hundredths of a cent, and its rates per hundredth. */
  amtExemption: bigint;
  amtPhaseOutFrom: bigint;
  amtPhaseOutPercent: bigint;
  amt28From: bigint;
  kiddieAmtAdd: bigint;
  amtLowerUnit: bigint;
  amtUpperUnit: bigint;
  amtGainUnit15: bigint;
  amtGainUnit20: bigint;
}

const PREPARED = new WeakMap<TaxYear, Prepared>();

export function prepared(year: TaxYear): Prepared {
  const known = PREPARED.get(year);
  if (known !== undefined) return known;
  const f = year.figures;
  const r = TAX_RULES;
  const { scale } = year;
  const percentUnit = (p: number) => (BigInt(p) * scale) / 100n; // exact: scale >= 10^5
  const hundredthUnit = (p: number) => (BigInt(p) * scale) / 10_000n;
  const gainRate = (i: number) => f.capitalGainBands[i]?.ratePercent ?? 0;
  const gainFrom = (i: number) => BigInt(f.capitalGainBands[i]?.fromCents ?? 0);
  const rateUnit = (rate: Rate) => (rate.units * scale) / rate.scale; // exact: scale >= rate.scale
  const joint = f.filingStatus === 'marriedJoint';
  const persons = joint ? 2n : 1n;
  const made: Prepared = {
    bandFrom: f.ordinaryBands.map((band) => BigInt(band.fromCents)),
    bandUnit: f.ordinaryBands.map((band) => percentUnit(band.ratePercent)),
    zeroTop: gainFrom(1),
    fifteenTop: gainFrom(2),
    gainUnit15: percentUnit(gainRate(1)),
    gainUnit20: percentUnit(gainRate(2)),
    k: BigInt(f.dependentDeductionCents),
    basic: BigInt(f.standardDeductionCents),
    dependentAdd: BigInt(f.dependentEarnedAddCents),
    agedAdd: BigInt(f.additionalAgedDeductionCents) * persons,
    aged: year.ageAtYearEnd >= r.agedFromAge,
    senior: year.ageAtYearEnd >= r.agedFromAge && year.year >= r.seniorFirstYear && year.year <= r.seniorLastYear,
    persons,
    seniorPhaseOutFrom: BigInt(joint ? r.seniorPhaseOutFromJointCents : r.seniorPhaseOutFromCents),
    niitThreshold: BigInt(joint ? r.niitThresholdJointCents : r.niitThresholdCents),
    parentOrdinaryUnit: rateUnit(year.parentOrdinaryRate),
    parentGainsUnit: rateUnit(year.parentCapitalGainsRate),
    niitUnit: (BigInt(r.niitPermille) * scale) / 1000n,
    amtExemption: BigInt(f.amtExemptionCents) * 100n,
    amtPhaseOutFrom: BigInt(f.amtPhaseOutFromCents),
    amtPhaseOutPercent: BigInt(r.amtPhaseOutPercent),
    amt28From: BigInt(f.amt28FromCents) * 100n,
    kiddieAmtAdd: BigInt(f.kiddieAmtExemptionAddCents),
    amtLowerUnit: hundredthUnit(r.amtLowerPercent),
    amtUpperUnit: hundredthUnit(r.amtUpperPercent),
    amtGainUnit15: hundredthUnit(gainRate(1)),
    amtGainUnit20: hundredthUnit(gainRate(2)),
  };
  PREPARED.set(year, made);
  return made;
}

/** The bracket tax (1(j)) on `taxable` cents, in 1/scale cent. */
function bracketTax(taxable: bigint, p: Prepared): bigint {
  let total = 0n;
  const { bandFrom, bandUnit } = p;
  for (let i = 0; i < bandFrom.length; i++) {
    const lower = bandFrom[i] as bigint;
    if (taxable <= lower) break;
    const next = bandFrom[i + 1];
    const upper = next === undefined || taxable < next ? taxable : next;
    total += (bandUnit[i] as bigint) * (upper - lower);
  }
  return total;
}

/** The Qualified Dividends and Capital Gain Tax Worksheet (Form 1040 instructions): the tax on
 *  `taxable` cents of which `gains` (line 4; may exceed `taxable`) are long-term gains. Line 25:
 *  never more than the bracket tax on the whole (1(h)(1)). In 1/scale cent. */
function capitalGainWorksheet(taxable: bigint, gains: bigint, p: Prepared): bigint {
  if (gains === 0n) return bracketTax(taxable, p); // lines 23 and 24 are the same
  const line5 = positive(taxable - gains);
  const line7 = min(taxable, p.zeroTop);
  const line9 = line7 - min(line5, line7);
  const line10 = min(taxable, gains);
  const line12 = line10 - line9;
  const line16 = positive(min(taxable, p.fifteenTop) - (line5 + line9));
  const line17 = min(line12, line16);
  const line20 = line10 - (line9 + line17);
  const line23 = p.gainUnit15 * line17 + p.gainUnit20 * line20 + bracketTax(line5, p);
  return min(line23, bracketTax(taxable, p));
}

/** 151(d)(5)(C): $6,000 from 65, 2025 to 2028, less 6% of the modified AGI above $75,000 ($150,000
 *  on a joint return; the reduction rounded to the nearest cent), for each person on the return
 *  (Schedule 1-A: one reduction, taken from each spouse's $6,000). */
function seniorDeduction(p: Prepared, magi: bigint): bigint {
  if (!p.senior) return 0n;
  const r = TAX_RULES;
  const over = positive(magi - p.seniorPhaseOutFrom);
  const reduction = nearestQuotient(BigInt(r.seniorPhaseOutPercent) * over, 100n);
  return p.persons * positive(BigInt(r.seniorDeductionCents) - reduction);
}

/** 63(c): the standard deduction; a dependent's is the greater of K and earned income plus $450,
 *  at most the basic one (63(c)(5)); 65 and over adds 63(f)'s amount. */
function standardDeduction(year: TaxYear, p: Prepared, earned: bigint): bigint {
  const own = year.kiddie ? min(max(p.k, earned + p.dependentAdd), p.basic) : p.basic;
  return own + (p.aged ? p.agedAdd : 0n);
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
function regularTax(year: TaxYear, p: Prepared, income: YearIncome, r: Return): bigint {
  const gains = income.gainsCents;
  const own = capitalGainWorksheet(r.taxable, gains, p);
  if (!year.kiddie) return own;
  const unearned = income.investmentOrdinaryCents + income.retirementCents + gains;
  const net = positive(min(unearned - 2n * p.k, r.taxable)); // lines 1 to 5
  if (net === 0n) return own;
  const netGains = gains === 0n ? 0n : nearestQuotient(gains * net, unearned);
  const atParentRates = p.parentOrdinaryUnit * (net - netGains) + p.parentGainsUnit * netGains; // lines 6 to 13
  const line15 = capitalGainWorksheet(r.taxable - net, positive(gains - netGains), p);
  return max(atParentRates + line15, own);
}

/** 26% of the minimum tax's taxable excess up to the breakpoint, 28% above (hundredths of a cent in,
 *  1/scale cent out). */
function amtRates(x: bigint, p: Prepared): bigint {
  return x <= p.amt28From ? p.amtLowerUnit * x : p.amtLowerUnit * p.amt28From + p.amtUpperUnit * (x - p.amt28From);
}

/** The tentative minimum tax (Form 6251 lines 4 to 7 and Part III), in 1/scale cent. Amounts here
 *  are hundredths of a cent, where the 50% phase-out of the exemption is exact. */
function tentativeMinimumTax(year: TaxYear, p: Prepared, income: YearIncome, r: Return): bigint {
  // Line 1 plus line 2a: taxable income with the standard deduction added back (56(b)(1)(E)); the
  // senior deduction stays deducted.
  const amti = positive(r.gross - r.senior);
  let exemption = positive(p.amtExemption - p.amtPhaseOutPercent * positive(amti - p.amtPhaseOutFrom));
  if (year.kiddie) exemption = min(exemption, (income.earnedCents + p.kiddieAmtAdd) * 100n);
  const line12 = positive(amti * 100n - exemption);
  if (line12 === 0n) return 0n;
  const line13 = income.gainsCents * 100n;
  if (line13 === 0n) return amtRates(line12, p); // Part III's lines 39 and 40 are the same
  const line22 = min(line12, line13);
  const line18 = amtRates(line12 - line22, p);
  const line20 = r.ordinaryTaxable * 100n;
  const line21 = positive(p.zeroTop * 100n - line20);
  const line23 = min(line21, line22);
  const line24 = line22 - line23;
  const line29 = positive(p.fifteenTop * 100n - (line21 + line20));
  const line30 = min(line24, line29);
  const line33 = line22 - (line23 + line30);
  const line39 = line18 + p.amtGainUnit15 * line30 + p.amtGainUnit20 * line33;
  return min(line39, amtRates(line12, p));
}

/** The net investment income tax (1411): 3.8% of the lesser of the net investment income and the
 *  modified AGI above $200,000 ($250,000 on a joint return), in 1/scale cent. */
function netInvestmentIncomeTax(p: Prepared, income: YearIncome, gross: bigint): bigint {
  const over = gross - p.niitThreshold;
  if (over <= 0n) return 0n;
  const nii = income.investmentOrdinaryCents + income.gainsCents;
  return p.niitUnit * min(nii, over);
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
  const p = prepared(year);
  const gross = income.earnedCents + income.investmentOrdinaryCents + income.retirementCents + income.gainsCents;
  const senior = seniorDeduction(p, gross);
  const taxable = positive(gross - standardDeduction(year, p, income.earnedCents) - senior);
  const r: Return = { gross, taxable, senior, ordinaryTaxable: positive(taxable - income.gainsCents) };
  const regular = regularTax(year, p, income, r);
  const tentativeMinimum = tentativeMinimumTax(year, p, income, r);
  const netInvestmentIncome = netInvestmentIncomeTax(p, income, gross);
  return {
    regular,
    tentativeMinimum,
    netInvestmentIncome,
    total: max(regular, tentativeMinimum) + netInvestmentIncome,
  };
}
