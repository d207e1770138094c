// Alabama (docs/after-tax.md#state-tax): 2%, 4% and 5% bands (Ala. Code 40-18-5), the standard
// deduction of 40-18-15 at its floor, the personal exemption of 40-18-19, and the $6,000 retirement
// income exclusion from 65 (40-18-19(a)(13)). Alabama also lets every filer deduct the federal income
// tax paid, which the shape cannot carry (see notModelled).
import type { StateTaxJurisdiction } from '../state-tax-types.js';

export const AL: StateTaxJurisdiction = {
  code: 'AL',
  name: 'Alabama',
  status: 'modelled',
  year: 2026,
  incomeTax: 'graduated',
  brackets: {
    single: [
      { fromCents: 0, rate: '0.02' },
      { fromCents: 50_000, rate: '0.04' }, // $500
      { fromCents: 300_000, rate: '0.05' }, // $3,000
    ],
    marriedJoint: [
      { fromCents: 0, rate: '0.02' },
      { fromCents: 100_000, rate: '0.04' }, // $1,000
      { fromCents: 600_000, rate: '0.05' }, // $6,000
    ],
  },
  // The standard deduction's floor ($2,500 single / $5,000 joint, reached at AGI of $36,000) plus
  // the personal exemption ($1,500 / $3,000). Below that AGI the deduction is larger (notModelled).
  deduction: { singleCents: 400_000, marriedJointCents: 800_000 }, // $4,000 / $8,000
  dependentDeduction: 'federal',
  exemptionCredit: { singleCents: 0, marriedJointCents: 0 },
  agedDeductionCents: 0,
  indexed: false,
  kiddieTax: 'own',
  trumpWithdrawal: 'ira',
  trumpEarnings: 'deferred',
  retirementExclusion: {
    fromAgeMonths: 780,
    capCents: 600_000, // $6,000
    words:
      'Ala. Code 40-18-19(a)(13): a taxpayer 65 or older excludes up to $6,000 a year of distributions from retirement plans, including IRAs (each spouse his or her own).',
  },
  capitalGainsExcludedShare: '0',
  gainsTax: null,
  plan529Deduction: {
    kind: 'deduction',
    cap: { singleCents: 500_000, marriedJointCents: 1_000_000 }, // $5,000 / $10,000
    perBeneficiary: false,
    ownPlanOnly: true,
    carryforward: false,
    words:
      "Ala. Code 16-33C-16: contributions to Alabama's CollegeCounts 529 plan are deducted, up to $5,000 per taxpayer a year ($10,000 on a joint return), with no carryforward.",
  },
  // A non-qualified withdrawal adds back the contributions deducted, with a 10% penalty.
  plan529Recapture: true,
  wagesTaxed: true,
  localIncomeTax: true,
  unverified: true,
  note: 'Alabama computes its own gross income by statute and has not said how it treats a Trump account; its law taxes IRA distributions as the federal law does. The service applies conformity with the federal treatment: the earnings are deferred and a withdrawal after the growth period is taxed as an IRA distribution, with the $6,000 exclusion from 65.',
  notModelled: [
    "The deduction of federal income tax paid (Ala. Code 40-18-15(a)(2)), which every Alabama filer takes: it lowers Alabama taxable income by the federal tax of the year and so Alabama's tax by up to 5% of it. The shape cannot carry it; the service overstates Alabama's tax by about 5% of the federal income tax.",
    'The standard deduction above its floor: $3,000 single / $8,500 joint at AGI up to $26,000, reduced by $25 (single) or $175 (joint) for each $500 of AGI above, down to $2,500 / $5,000 at AGI of $36,000.',
    'Local occupational license taxes on wages (Birmingham, Bessemer, Gadsden and other cities, 0.45% to 2%).',
    "The dependent exemption ($1,000 or less by AGI), itemized deductions, credits, and Alabama's own rule for a dependent's standard deduction (the service uses the federal one).",
    'The 10% penalty on the 529 deductions recaptured by a non-qualified withdrawal.',
    "Tax tables: Alabama's table rounds to $50 rows below $100,000; the service uses the rate schedule.",
  ],
  sources: [
    {
      title: 'Ala. Code 40-18-5 (rates)',
      url: 'https://law.justia.com/codes/alabama/title-40/chapter-18/article-1/section-40-18-5/',
    },
    {
      title: 'Ala. Code 40-18-15 (deductions, including federal income tax; standard deduction)',
      url: 'https://law.justia.com/codes/alabama/title-40/chapter-18/article-1/section-40-18-15/',
    },
    {
      title: 'Ala. Code 40-18-19 (personal exemptions; (a)(13) retirement income exclusion from 65)',
      url: 'https://law.justia.com/codes/alabama/title-40/chapter-18/article-1/section-40-18-19/',
    },
    {
      title: 'Ala. Code 16-33C-16 (CollegeCounts 529 deduction)',
      url: 'https://law.justia.com/codes/alabama/title-16/chapter-33c/section-16-33c-16/',
    },
    {
      title: 'Alabama Department of Revenue, 2025 Form 40 instructions',
      url: 'https://www.revenue.alabama.gov/wp-content/uploads/2026/01/25f40bk.pdf',
    },
  ],
};
