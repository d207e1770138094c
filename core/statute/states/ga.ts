// Georgia (docs/after-tax.md#state-tax): a flat rate on Georgia taxable income (O.C.G.A.
// 48-7-20(a.1)), 4.99% for 2026; the standard deduction of O.C.G.A. 48-7-27(a)(1)(B); the
// retirement income exclusion of O.C.G.A. 48-7-27(a)(5).
import type { StateTaxJurisdiction } from '../state-tax-types.js';

export const GA: StateTaxJurisdiction = {
  code: 'GA',
  name: 'Georgia',
  status: 'modelled',
  year: 2026,
  incomeTax: 'flat',
  brackets: {
    single: [{ fromCents: 0, rate: '0.0499' }],
    marriedJoint: [{ fromCents: 0, rate: '0.0499' }],
  },
  // 2026 standard deduction (HB 463); Georgia's personal exemption ended with the flat tax (2024).
  deduction: { singleCents: 1_500_000, marriedJointCents: 3_000_000 }, // $15,000 / $30,000
  dependentDeduction: 'federal',
  exemptionCredit: { singleCents: 0, marriedJointCents: 0 },
  agedDeductionCents: 130_000, // $1,300 additional standard deduction per filer 65 or older
  indexed: false,
  kiddieTax: 'own',
  trumpWithdrawal: 'ira',
  trumpEarnings: 'deferred',
  retirementExclusion: {
    fromAgeMonths: 780,
    capCents: 6_500_000, // $65,000
    words:
      'O.C.G.A. 48-7-27(a)(5): a taxpayer 65 or older excludes up to $65,000 of retirement income (IRA distributions, pensions, interest, dividends, capital gains, rents; at most $5,000 of it earned income); from 62 to 64 up to $35,000. Each spouse claims his or her own.',
  },
  capitalGainsExcludedShare: '0',
  gainsTax: null,
  plan529Deduction: {
    kind: 'deduction',
    cap: { singleCents: 400_000, marriedJointCents: 800_000 }, // $4,000 / $8,000
    perBeneficiary: true,
    ownPlanOnly: true,
    carryforward: false,
    words:
      "O.C.G.A. 48-7-27(a)(12): contributions to Georgia's Path2College 529 Plan are deducted, up to $4,000 per beneficiary a year ($8,000 on a joint return), with no carryforward; other states' plans do not count.",
  },
  plan529Recapture: true,
  wagesTaxed: true,
  localIncomeTax: false,
  unverified: false,
  note: "Georgia adopts the Internal Revenue Code as of January 1, 2026 for 2026 (HB 1199, 2026), including section 530A: it follows the federal deferral, and a Trump account's withdrawal after the growth period is an IRA distribution, retirement income eligible for the retirement exclusion from age 62.",
  notModelled: [
    "The retirement exclusion's first tier: $35,000 from age 62 to 64 (the service gives the $65,000 from 65 only); its coverage of interest, dividends, gains and rents, not only IRA distributions; its $5,000 limit on earned income.",
    'The flat rate steps down by 0.10 point a year toward 4.99% and below under O.C.G.A. 48-7-20(a.1) subject to revenue triggers; the service keeps the 2026 rate.',
    'Credits (low-income credit, child and dependent care, the surplus refunds), the dependent exemption ($4,000 per dependent), itemized deductions, the military retirement, tips and overtime exclusions.',
    'The recapture of the 529 deduction: Georgia adds back withdrawals not used for qualified expenses to the extent deducted; the service adds back the deductions taken as the shape describes.',
  ],
  sources: [
    {
      title: 'O.C.G.A. 48-7-20 (rate)',
      url: 'https://law.justia.com/codes/georgia/title-48/chapter-7/article-2/section-48-7-20/',
    },
    {
      title: 'O.C.G.A. 48-7-27 (taxable net income: standard deduction, retirement exclusion, 529 deduction)',
      url: 'https://law.justia.com/codes/georgia/title-48/chapter-7/article-2/section-48-7-27/',
    },
    {
      title: 'Georgia HB 463 (2025-2026): 2026 rate and standard deduction',
      url: 'https://www.legis.ga.gov/api/legislation/document/20252026/249080',
    },
    {
      title: 'Georgia HB 1199 (2026): Internal Revenue Code conformity',
      url: 'https://www.legis.ga.gov/legislation/72875',
    },
    {
      title: 'Georgia Department of Revenue, 2025 IT-511 Individual Income Tax Booklet',
      url: 'https://dor.georgia.gov/document/document/2025-it-511-individual-income-tax-booklet/download',
    },
    {
      title: 'Georgia Department of Revenue, Information About the Georgia Higher Education Savings Plan',
      url: 'https://dor.georgia.gov/information-about-georgia-higher-education-savings-plan',
    },
  ],
};
