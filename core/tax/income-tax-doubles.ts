// One year's federal tax in integer-valued doubles (docs/after-tax.md#exact-cents): the same forms as
// income-tax.ts, line for line, on the same exact integers (1/scale cent, hundredths of a cent in the
// minimum tax), but without BigInt, for the tax of every path at a column. Only where every amount
// the forms reach is an integer below 2^53, so that each sum, difference and product is exact and
// the answer is the BigInt one to the unit; beyond that it answers undefined and the caller takes
// income-tax.ts. test/tax/doubles.test.ts holds the two to the same answers. Pure and browser-safe.
import { TAX_RULES } from '../statute/tax-figures.js';
import { type Prepared, prepared, type TaxYear } from './income-tax.js';
import { nearestQuotientOfDoubles, nearestRatio } from './whole-cents.js';

const SAFE = Number.MAX_SAFE_INTEGER;

/** A year's prepared figures (income-tax.ts) as doubles, every amount in the same unit as there,
 *  and who files: made once per TaxYear (a column of the projection) by yearInDoubles. */
export interface YearInDoubles {
  kiddie: boolean;
  /** TaxYear.scale: every tax is a whole number of 1/scale cent. */
  scale: number;
  bandFrom: number[];
  bandUnit: number[];
  zeroTop: number;
  fifteenTop: number;
  gainUnit15: number;
  gainUnit20: number;
  k: number;
  basic: number;
  dependentAdd: number;
  agedAdd: number;
  aged: boolean;
  senior: boolean;
  parentOrdinaryUnit: number;
  parentGainsUnit: number;
  niitUnit: number;
  amtExemption: number;
  amtPhaseOutFrom: number;
  amtPhaseOutPercent: number;
  amt28From: number;
  kiddieAmtAdd: number;
  amtLowerUnit: number;
  amtUpperUnit: number;
  amtGainUnit15: number;
  amtGainUnit20: number;
  /** zeroTop and fifteenTop in hundredths of a cent (Form 6251 Part III). */
  zeroTopHundredths: number;
  fifteenTopHundredths: number;
  niitThreshold: number;
  /** One person's senior deduction, and the people on the return it counts (Prepared.persons). */
  seniorDeduction: number;
  seniorPersons: number;
  seniorPhaseOutFrom: number;
  seniorPhaseOutPercent: number;
  /** The largest gross income (cents) the forms can take in doubles. Each tax the forms reach is at most 4 U G in 1/scale cent (the worksheet's line 23 at
   *  most 2 U G, Form 8615's line 16 3 U G, Form 6251's line 39 U G, the 3.8% tax U G), for G the
   *  gross income and U the largest rate unit per cent (at least 100, for the hundredths), so
   *  G <= (2^53 - 1) / (8 U) keeps every amount exact. */
  grossLimit: number;
}

/** An amount the doubles take: at most a quarter of 2^53, so that the forms' sums of two or three
 *  amounts stay exact. A figure beyond it (an indexed figure, capped at 2^53 - 1, after decades of
 *  high inflation) or a rate unit beyond it leaves the year to income-tax.ts. */
const LARGEST_AMOUNT = Math.floor(SAFE / 4);

/** The year in doubles; null when one of its figures is too large for them (then every tax of the
 *  year is income-tax.ts's). Each value is the BigInt one converted, so the doubles compute with the
 *  same integers; a BigInt beyond 2^53 converts to a double beyond the bound, so the check holds. */
export function yearInDoubles(year: TaxYear): YearInDoubles | null {
  const rules = TAX_RULES;
  const p: Prepared = prepared(year);
  const n = Number;
  const bandFrom = p.bandFrom.map(n);
  const bandUnit = p.bandUnit.map(n);
  const f = {
    kiddie: year.kiddie,
    scale: n(year.scale),
    bandFrom,
    bandUnit,
    zeroTop: n(p.zeroTop),
    fifteenTop: n(p.fifteenTop),
    gainUnit15: n(p.gainUnit15),
    gainUnit20: n(p.gainUnit20),
    k: n(p.k),
    basic: n(p.basic),
    dependentAdd: n(p.dependentAdd),
    agedAdd: n(p.agedAdd),
    aged: p.aged,
    senior: p.senior,
    parentOrdinaryUnit: n(p.parentOrdinaryUnit),
    parentGainsUnit: n(p.parentGainsUnit),
    niitUnit: n(p.niitUnit),
    amtExemption: n(p.amtExemption),
    amtPhaseOutFrom: n(p.amtPhaseOutFrom),
    amtPhaseOutPercent: n(p.amtPhaseOutPercent),
    amt28From: n(p.amt28From),
    kiddieAmtAdd: n(p.kiddieAmtAdd),
    amtLowerUnit: n(p.amtLowerUnit),
    amtUpperUnit: n(p.amtUpperUnit),
    amtGainUnit15: n(p.amtGainUnit15),
    amtGainUnit20: n(p.amtGainUnit20),
    zeroTopHundredths: n(p.zeroTop) * 100,
    fifteenTopHundredths: n(p.fifteenTop) * 100,
    niitThreshold: n(p.niitThreshold),
    seniorDeduction: rules.seniorDeductionCents,
    seniorPersons: n(p.persons),
    seniorPhaseOutFrom: n(p.seniorPhaseOutFrom),
    seniorPhaseOutPercent: rules.seniorPhaseOutPercent,
    grossLimit: 0,
  };
  const unit = Math.max(
    ...bandUnit,
    f.gainUnit15,
    f.gainUnit20,
    f.parentOrdinaryUnit,
    f.parentGainsUnit,
    f.niitUnit,
    f.amtLowerUnit * 100,
    f.amtUpperUnit * 100,
    f.amtGainUnit15 * 100,
    f.amtGainUnit20 * 100,
    100,
  );
  const largest = Math.max(
    ...bandFrom,
    f.zeroTopHundredths,
    f.fifteenTopHundredths,
    4 * f.k,
    f.basic,
    f.dependentAdd,
    f.agedAdd,
    f.amtExemption,
    f.amtPhaseOutFrom,
    f.amt28From,
    f.kiddieAmtAdd * 100,
    f.niitThreshold,
    f.seniorDeduction * f.seniorPersons,
    f.seniorPhaseOutFrom,
    f.scale,
    8 * unit,
  );
  if (!(largest <= LARGEST_AMOUNT)) return null;
  f.grossLimit = Math.floor(SAFE / (8 * unit));
  return f;
}

const positive = (a: number) => (a > 0 ? a : 0);

function bracketTax(taxable: number, f: YearInDoubles): number {
  let total = 0;
  const { bandFrom, bandUnit } = f;
  const n = bandFrom.length;
  for (let i = 0; i < n; i++) {
    const lower = bandFrom[i] as number;
    if (taxable <= lower) break;
    const next = i + 1 < n ? (bandFrom[i + 1] as number) : taxable;
    const upper = taxable < next ? taxable : next;
    total += (bandUnit[i] as number) * (upper - lower);
  }
  return total;
}

function capitalGainWorksheet(taxable: number, gains: number, f: YearInDoubles): number {
  if (gains === 0) return bracketTax(taxable, f);
  const line5 = positive(taxable - gains);
  const line7 = Math.min(taxable, f.zeroTop);
  const line9 = line7 - Math.min(line5, line7);
  const line10 = Math.min(taxable, gains);
  const line12 = line10 - line9;
  const line16 = positive(Math.min(taxable, f.fifteenTop) - (line5 + line9));
  const line17 = Math.min(line12, line16);
  const line20 = line10 - (line9 + line17);
  const line23 = f.gainUnit15 * line17 + f.gainUnit20 * line20 + bracketTax(line5, f);
  return Math.min(line23, bracketTax(taxable, f));
}

function amtRates(x: number, f: YearInDoubles): number {
  return x <= f.amt28From ? f.amtLowerUnit * x : f.amtLowerUnit * f.amt28From + f.amtUpperUnit * (x - f.amt28From);
}

/**
 * The year's total federal tax (income-tax.ts's yearTax(...).total) in 1/scale cent, for incomes in
 * cents (safe integers); undefined when an amount could pass 2^53 (then yearTax decides).
 */
export function yearTaxTotalInDoubles(
  f: YearInDoubles,
  earned: number,
  investmentOrdinary: number,
  retirement: number,
  gains: number,
): number | undefined {
  const gross = earned + investmentOrdinary + retirement + gains;
  if (!(gross <= f.grossLimit)) return undefined;
  // The senior deduction (151(d)(5)(C)).
  let senior = 0;
  if (f.senior) {
    const reduction = nearestQuotientOfDoubles(f.seniorPhaseOutPercent * positive(gross - f.seniorPhaseOutFrom), 100);
    senior = f.seniorPersons * positive(f.seniorDeduction - reduction);
  }
  // The standard deduction (63(c), 63(c)(5), 63(f)).
  const own = f.kiddie ? Math.min(Math.max(f.k, earned + f.dependentAdd), f.basic) : f.basic;
  const taxable = positive(gross - (own + (f.aged ? f.agedAdd : 0)) - senior);
  const ordinaryTaxable = positive(taxable - gains);

  // The regular tax, with Form 8615 under the kiddie tax.
  let regular = capitalGainWorksheet(taxable, gains, f);
  if (f.kiddie) {
    const unearned = investmentOrdinary + retirement + gains;
    const net = positive(Math.min(unearned - 2 * f.k, taxable));
    if (net !== 0) {
      const netGains = gains === 0 ? 0 : nearestRatio(gains, net, unearned);
      const atParentRates = f.parentOrdinaryUnit * (net - netGains) + f.parentGainsUnit * netGains;
      const line15 = capitalGainWorksheet(taxable - net, positive(gains - netGains), f);
      regular = Math.max(atParentRates + line15, regular);
    }
  }

  // The tentative minimum tax (Form 6251), in hundredths of a cent.
  let tentative = 0;
  const amti = positive(gross - senior);
  let exemption = positive(f.amtExemption - f.amtPhaseOutPercent * positive(amti - f.amtPhaseOutFrom));
  if (f.kiddie) exemption = Math.min(exemption, (earned + f.kiddieAmtAdd) * 100);
  const line12 = positive(amti * 100 - exemption);
  if (line12 !== 0) {
    const line13 = gains * 100;
    if (line13 === 0) tentative = amtRates(line12, f);
    else {
      const line22 = Math.min(line12, line13);
      const line18 = amtRates(line12 - line22, f);
      const line20 = ordinaryTaxable * 100;
      const line21 = positive(f.zeroTopHundredths - line20);
      const line23 = Math.min(line21, line22);
      const line24 = line22 - line23;
      const line29 = positive(f.fifteenTopHundredths - (line21 + line20));
      const line30 = Math.min(line24, line29);
      const line33 = line22 - (line23 + line30);
      const line39 = line18 + f.amtGainUnit15 * line30 + f.amtGainUnit20 * line33;
      tentative = Math.min(line39, amtRates(line12, f));
    }
  }

  // The net investment income tax (1411).
  const over = gross - f.niitThreshold;
  const niit = over <= 0 ? 0 : f.niitUnit * Math.min(investmentOrdinary + gains, over);
  return Math.max(regular, tentative) + niit;
}
