// The federal income-tax numbers of the after-tax comparison (docs/after-tax.md), kept once: the
// tax module (core/tax/federal-tax.ts) applies them, the rules data (rules-data.ts) states them in
// sentences for GET /v1/rules, and tests check the two agree. Dollar figures: the 2026 figures for a
// single filer of Rev. Proc. 2025-32 (quoted from secondary sources, so flagged unverified in the
// rules data; see rules-data.ts for the URLs); every other number is the statute's own and is not
// indexed. Rates are whole percents, so a tax at these rates is an exact number of hundredths of a cent.

/** A rate that applies from `fromCents` of taxable income up to the next band's `fromCents`. */
export interface TaxBand {
  fromCents: number;
  ratePercent: number;
}

/** The dollar figures of one year, indexed for inflation after 2026 (docs/after-tax.md#figures). */
export interface TaxFigures {
  year: number;
  /** 63(c)(5)(A) (Rev. Proc. 2025-32, 4.14(2)): a dependent's minimum standard deduction, `K`; the
   *  kiddie tax of 1(g)(4) starts above twice this amount of unearned income. */
  dependentDeductionCents: number;
  /** 63(c)(2)(C) (Rev. Proc. 2025-32, 4.14(1)): the standard deduction of a single filer, `SD`. */
  standardDeductionCents: number;
  /** 1(j)(2)(C) (Rev. Proc. 2025-32, 4.01): the brackets of a single filer, lowest first. */
  ordinaryBands: readonly TaxBand[];
  /** 1(h)(1), 1(j)(5) (Rev. Proc. 2025-32, 4.03): 0%, 15% and 20% on long-term capital gains and
   *  qualified dividends, stacked on top of ordinary taxable income (single filer). */
  capitalGainBands: readonly TaxBand[];
}

const bands = (list: TaxBand[]): readonly TaxBand[] => Object.freeze(list.map((band) => Object.freeze(band)));

export const TAX_FIGURES_2026: TaxFigures = Object.freeze({
  year: 2026,
  dependentDeductionCents: 135_000, // $1,350
  standardDeductionCents: 1_610_000, // $16,100
  ordinaryBands: bands([
    { fromCents: 0, ratePercent: 10 },
    { fromCents: 1_240_000, ratePercent: 12 }, // $12,400
    { fromCents: 5_040_000, ratePercent: 22 }, // $50,400
    { fromCents: 10_570_000, ratePercent: 24 }, // $105,700
    { fromCents: 20_177_500, ratePercent: 32 }, // $201,775
    { fromCents: 25_622_500, ratePercent: 35 }, // $256,225
    { fromCents: 64_060_000, ratePercent: 37 }, // $640,600
  ]),
  capitalGainBands: bands([
    { fromCents: 0, ratePercent: 0 },
    { fromCents: 4_945_000, ratePercent: 15 }, // $49,450
    { fromCents: 54_550_000, ratePercent: 20 }, // $545,500
  ]),
});

export interface TaxRules {
  /** The figures above are this year's; later years are indexed from it. */
  indexBaseYear: number;
  /** The service's convention: an indexed figure is rounded down to a multiple of this ($50). */
  indexStepCents: number;
  /** 72(t)(1); 529(c)(6) with 530(d)(4): the additional tax on the part of a withdrawal included
   *  in income, in percent. */
  additionalTaxPercent: number;
  /** 72(t)(2)(A)(i): no additional tax on an IRA withdrawal from age 59 1/2, in months. */
  additionalTaxEndsAtAgeMonths: number;
  /** 72(t)(2)(F), (t)(8)(B): the first-home exception's lifetime limit; not indexed. */
  firstHomeLimitCents: number;
  /** 1(g)(2)(A)(ii)(I), (II): the kiddie tax reaches a child of this age at the end of the year
   *  (whose earned income is at most half of their own support)... */
  kiddieLastAge: number;
  /** ...and a full-time student up to this age. */
  kiddieLastStudentAge: number;
}

export const TAX_RULES: TaxRules = Object.freeze({
  indexBaseYear: 2026,
  indexStepCents: 5_000, // $50
  additionalTaxPercent: 10,
  additionalTaxEndsAtAgeMonths: 714, // 59 1/2
  firstHomeLimitCents: 1_000_000, // $10,000
  kiddieLastAge: 18,
  kiddieLastStudentAge: 23,
});
