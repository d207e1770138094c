// The federal income-tax numbers of the after-tax comparison (docs/after-tax.md), kept once: the
// tax module (core/tax/federal-tax.ts) applies them, the rules data (rules-data.ts) states them in
// sentences for GET /v1/rules, and tests check the two agree. Dollar figures: the 2026 figures for a
// single filer and for a married couple filing jointly of Rev. Proc. 2025-32 (quoted from secondary
// sources, so flagged unverified in the rules data; see rules-data.ts for the URLs), indexed after
// 2026 (TaxFigures); every number in TaxRules is the statute's own and is not indexed (the senior
// deduction's $6,000 and $75,000 and the net investment income tax's $200,000 and $250,000 among
// them). Rates are whole percents (the net investment income tax's 3.8% in tenths), so a tax at these
// rates is an exact number of thousandths of a cent.
import type { FilingStatus } from '../schemas/scenario-values.js';

/** A rate that applies from `fromCents` of taxable income up to the next band's `fromCents`. */
export interface TaxBand {
  fromCents: number;
  ratePercent: number;
}

/** The dollar figures of one year for one filing status, indexed for inflation after 2026
 *  (docs/after-tax.md#figures). */
export interface TaxFigures {
  year: number;
  /** Whose figures these are: a single filer's or a married couple's on a joint return. The
   *  dependent's figures (`K`, its $450 and the kiddie-tax child's exemption cap) are the same for
   *  both: they apply only to a dependent child, whose return the service takes as single. */
  filingStatus: FilingStatus;
  /** 63(c)(5)(A) (Rev. Proc. 2025-32, 4.14(2)): a dependent's minimum standard deduction, `K`; the
   *  kiddie tax of 1(g)(4) starts above twice this amount of unearned income. */
  dependentDeductionCents: number;
  /** 63(c)(2)(A), (C) (Rev. Proc. 2025-32, 4.14(1)): the basic standard deduction, `SD`. */
  standardDeductionCents: number;
  /** 1(j)(2)(A), (C) (Rev. Proc. 2025-32, 4.01): the brackets, lowest first. */
  ordinaryBands: readonly TaxBand[];
  /** 1(h)(1), 1(j)(5) (Rev. Proc. 2025-32, 4.03): 0%, 15% and 20% on long-term capital gains and
   *  qualified dividends, stacked on top of ordinary taxable income. */
  capitalGainBands: readonly TaxBand[];
  /** 63(c)(5)(B) (Rev. Proc. 2025-32, 4.14(2)): a dependent's standard deduction is at least
   *  earned income plus this amount (and at most `standardDeductionCents`). */
  dependentEarnedAddCents: number;
  /** 63(c)(3), 63(f) (Rev. Proc. 2025-32, 4.14(3)): the additional standard deduction of each
   *  person on the return who is 65 or older at the end of the year (the unmarried amount of 63(f)(3)
   *  for a single filer, the married amount per spouse on a joint return). */
  additionalAgedDeductionCents: number;
  /** 55(d)(1)(A), (B) as amended by Public Law 119-21 (Rev. Proc. 2025-32, 4.09): the alternative
   *  minimum tax exemption... */
  amtExemptionCents: number;
  /** ...reduced (55(d)(2), (3)) by `TAX_RULES.amtPhaseOutPercent` of the alternative minimum taxable
   *  income above this amount... */
  amtPhaseOutFromCents: number;
  /** ...and 55(b)(1)(A): 26% of the taxable excess up to this amount, 28% above (the same for both
   *  statuses). */
  amt28FromCents: number;
  /** 59(j)(1)(B) (Rev. Proc. 2025-32): a kiddie-tax child's exemption is at most earned
   *  income plus this amount. */
  kiddieAmtExemptionAddCents: number;
}

const bands = (list: TaxBand[]): readonly TaxBand[] => Object.freeze(list.map((band) => Object.freeze(band)));

export const TAX_FIGURES_2026: TaxFigures = Object.freeze({
  year: 2026,
  filingStatus: 'single',
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
  dependentEarnedAddCents: 45_000, // $450
  additionalAgedDeductionCents: 205_000, // $2,050
  amtExemptionCents: 9_010_000, // $90,100
  amtPhaseOutFromCents: 50_000_000, // $500,000
  amt28FromCents: 24_450_000, // $244,500
  kiddieAmtExemptionAddCents: 975_000, // $9,750
});

/** The 2026 figures of a married couple filing jointly (Rev. Proc. 2025-32, the same sections as the
 *  single figures'): every bracket top twice the single one but the 35% band's (1(j)(2)(A)), the
 *  capital-gain breakpoints of 1(j)(5)(B), the married additional amount of 63(f)(1) per spouse, and
 *  the minimum tax's joint exemption and phase-out of 55(d)(1)(A), (2)(A). */
export const TAX_FIGURES_2026_JOINT: TaxFigures = Object.freeze({
  year: 2026,
  filingStatus: 'marriedJoint',
  dependentDeductionCents: TAX_FIGURES_2026.dependentDeductionCents,
  standardDeductionCents: 3_220_000, // $32,200
  ordinaryBands: bands([
    { fromCents: 0, ratePercent: 10 },
    { fromCents: 2_480_000, ratePercent: 12 }, // $24,800
    { fromCents: 10_080_000, ratePercent: 22 }, // $100,800
    { fromCents: 21_140_000, ratePercent: 24 }, // $211,400
    { fromCents: 40_355_000, ratePercent: 32 }, // $403,550
    { fromCents: 51_245_000, ratePercent: 35 }, // $512,450
    { fromCents: 76_870_000, ratePercent: 37 }, // $768,700
  ]),
  capitalGainBands: bands([
    { fromCents: 0, ratePercent: 0 },
    { fromCents: 9_890_000, ratePercent: 15 }, // $98,900
    { fromCents: 61_370_000, ratePercent: 20 }, // $613,700
  ]),
  dependentEarnedAddCents: TAX_FIGURES_2026.dependentEarnedAddCents,
  additionalAgedDeductionCents: 165_000, // $1,650 per spouse
  amtExemptionCents: 14_020_000, // $140,200
  amtPhaseOutFromCents: 100_000_000, // $1,000,000
  amt28FromCents: 24_450_000, // $244,500
  kiddieAmtExemptionAddCents: TAX_FIGURES_2026.kiddieAmtExemptionAddCents,
});

/** The 2026 figures of each filing status, which later years index. */
export const TAX_FIGURES_2026_BY_STATUS: Readonly<Record<FilingStatus, TaxFigures>> = Object.freeze({
  single: TAX_FIGURES_2026,
  marriedJoint: TAX_FIGURES_2026_JOINT,
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
  /** 63(f)(1)(A), 151(d)(5)(C)(i): 65 or older at the end of the year adds deductions. */
  agedFromAge: number;
  /** 55(b)(1)(A): the alternative minimum tax's two rates on the taxable excess, in percent. */
  amtLowerPercent: number;
  amtUpperPercent: number;
  /** 55(d)(3)(A) as amended by Public Law 119-21: the exemption shrinks by this percent of the
   *  alternative minimum taxable income above the phase-out threshold (25 before 2026). */
  amtPhaseOutPercent: number;
  /** 151(d)(5)(C)(i), (iii): the senior deduction of each qualified individual (the filer and, on a
   *  joint return, the spouse) 65 or older, for the taxable years from `seniorFirstYear` to
   *  `seniorLastYear`; not indexed... */
  seniorDeductionCents: number;
  seniorFirstYear: number;
  seniorLastYear: number;
  /** ...each reduced by `seniorPhaseOutPercent` of the modified AGI above this amount (151(d)(5)(C)(ii));
   *  not indexed... */
  seniorPhaseOutFromCents: number;
  /** ...or above this one on a joint return ("twice such amount"). */
  seniorPhaseOutFromJointCents: number;
  seniorPhaseOutPercent: number;
  /** 1411(a)(1): the net investment income tax, in tenths of a percent (3.8%)... */
  niitPermille: number;
  /** ...of the lesser of net investment income and the modified AGI above this amount (1411(b)(3),
   *  a single filer)... */
  niitThresholdCents: number;
  /** ...or above this one on a joint return (1411(b)(1)); 1411 indexes neither. */
  niitThresholdJointCents: number;
  /** 408A(d)(2)(B), (d)(3)(F)(i): a Roth IRA's five-taxable-year periods, from 1 January of the
   *  year of the first conversion (qualified distributions) or of each conversion (its 10%). */
  rothFiveYears: number;
}

export const TAX_RULES: TaxRules = Object.freeze({
  indexBaseYear: 2026,
  indexStepCents: 5_000, // $50
  additionalTaxPercent: 10,
  additionalTaxEndsAtAgeMonths: 714, // 59 1/2
  firstHomeLimitCents: 1_000_000, // $10,000
  kiddieLastAge: 18,
  kiddieLastStudentAge: 23,
  agedFromAge: 65,
  amtLowerPercent: 26,
  amtUpperPercent: 28,
  amtPhaseOutPercent: 50,
  seniorDeductionCents: 600_000, // $6,000
  seniorFirstYear: 2025,
  seniorLastYear: 2028,
  seniorPhaseOutFromCents: 7_500_000, // $75,000
  seniorPhaseOutFromJointCents: 15_000_000, // $150,000
  seniorPhaseOutPercent: 6,
  niitPermille: 38, // 3.8%
  niitThresholdCents: 20_000_000, // $200,000
  niitThresholdJointCents: 25_000_000, // $250,000
  rothFiveYears: 5,
});
