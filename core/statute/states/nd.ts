// North Dakota: graduated income tax on federal taxable income (0%, 1.95%, 2.5%), 2026 figures
// (docs/after-tax.md#state-tax).
import type { StateTaxJurisdiction } from '../state-tax-types.js';

export const ND: StateTaxJurisdiction = {
  code: 'ND',
  name: 'North Dakota',
  status: 'modelled',
  year: 2026,
  incomeTax: 'graduated',
  // N.D.C.C. 57-38-30.3(1): 0%, 1.95% and 2.5%, the thresholds indexed each year by the federal
  // cost-of-living adjustment. The 2026 thresholds were not found published: these are the 2025
  // thresholds (single $48,475 / $244,825, joint $80,975 / $298,075) times the 2026 federal
  // adjustment (2.27%, the ratio of the federal 24% bracket's 2026 and 2025 thresholds), rounded
  // down to $25 as the Tax Commissioner's schedules are (unverified).
  brackets: {
    single: [
      { fromCents: 0, rate: '0' },
      { fromCents: 4_957_500, rate: '0.0195' }, // $49,575
      { fromCents: 25_037_500, rate: '0.025' }, // $250,375
    ],
    marriedJoint: [
      { fromCents: 0, rate: '0' },
      { fromCents: 8_280_000, rate: '0.0195' }, // $82,800
      { fromCents: 30_482_500, rate: '0.025' }, // $304,825
    ],
  },
  // North Dakota starts from federal taxable income (N.D.C.C. 57-38-01.28), so the federal standard
  // deduction applies: $16,100 single / $32,200 joint in 2026 (IRC §63(c), P.L. 119-21).
  deduction: { singleCents: 1_610_000, marriedJointCents: 3_220_000 }, // $16,100 / $32,200
  dependentDeduction: 'federal',
  exemptionCredit: { singleCents: 0, marriedJointCents: 0 },
  agedDeductionCents: 0,
  indexed: true,
  kiddieTax: 'own',
  trumpWithdrawal: 'ira',
  trumpEarnings: 'deferred',
  retirementExclusion: null,
  // N.D.C.C. 57-38-01.33: 40% of net long-term capital gains (and of qualified dividends) is
  // subtracted.
  capitalGainsExcludedShare: '0.4',
  gainsTax: null,
  // N.D.C.C. 57-38-01(2): contributions to North Dakota's College SAVE plan, up to $5,000 single /
  // $10,000 joint a year.
  plan529Deduction: {
    kind: 'deduction',
    cap: { singleCents: 500_000, marriedJointCents: 1_000_000 }, // $5,000 / $10,000
    perBeneficiary: false,
    ownPlanOnly: true,
    carryforward: false,
    words:
      "Contributions to North Dakota's College SAVE 529 plan are subtracted up to $5,000 a year ($10,000 on a joint return); no carryforward.",
  },
  // A non-qualified withdrawal adds back the contributions subtracted (N.D.C.C. 57-38-01(2)).
  plan529Recapture: true,
  wagesTaxed: true,
  localIncomeTax: false,
  unverified: true,
  note: "North Dakota starts from federal taxable income and follows the Internal Revenue Code as it stands (N.D.C.C. 57-38-01); neither its law nor the Tax Commissioner mentions Trump accounts (section 530A). The service applies conformity with the federal treatment: earnings deferred, a withdrawal after 18 taxed as an IRA distribution. The 2026 bracket thresholds are the indexing rule's estimate, not a published schedule.",
  notModelled: [
    "The 2026 bracket thresholds are estimated from the 2025 schedule and the federal 2026 cost-of-living adjustment (rounded down to $25); the Tax Commissioner's 2026 schedule may differ by $25 or $50.",
    'The federal additional standard deduction for 65 and older and the federal senior deduction of 2025-2028 (P.L. 119-21), which flow in from federal taxable income; the service gives no age deduction.',
    'The 40% exclusion of qualified dividends (the service excludes 40% of long-term gains only).',
    'Federal itemized deductions (in federal taxable income) and the qualified business income deduction.',
    'Credits: the marriage penalty credit, the credit for tax paid to other states and others.',
  ],
  sources: [
    {
      title: 'N.D.C.C. 57-38-30.3: individual income tax rates',
      url: 'https://casetext.com/statute/north-dakota-century-code/title-57-taxation/chapter-57-38-income-tax/section-57-38-303-individual-estate-and-trust-income-tax',
    },
    {
      title: '2025 North Dakota individual income tax booklet (rate schedules, 40% gains exclusion, 529 subtraction)',
      url: 'https://www.tax.nd.gov/sites/www/files/documents/forms/individual/2025-iit/2025-individual-income-tax-booklet.pdf',
    },
    {
      title: 'N.D.C.C. chapter 57-38 (income tax)',
      url: 'https://www.ndlegis.gov/cencode/t57c38.pdf',
    },
  ],
};
