// Mississippi: 4% of taxable income above the first $10,000 (docs/after-tax.md#state-tax).
import type { StateTaxJurisdiction } from '../state-tax-types.js';

const BANDS = [
  { fromCents: 0, rate: '0' },
  { fromCents: 1_000_000, rate: '0.04' }, // $10,000
];

export const MS: StateTaxJurisdiction = {
  code: 'MS',
  name: 'Mississippi',
  status: 'modelled',
  year: 2026,
  // 4% for 2026 (Miss. Code 27-7-5 as amended by HB 1 of 2025: 4.4% in 2025, then 0.25 points a
  // year to 3% in 2030), the same $10,000 zero band for every filing status.
  incomeTax: 'graduated',
  brackets: { single: BANDS, marriedJoint: BANDS },
  // The standard deduction $2,300 / $4,600 plus the exemption $6,000 / $12,000 (27-7-17, 27-7-21).
  deduction: { singleCents: 830_000, marriedJointCents: 1_660_000 }, // $8,300 / $16,600
  dependentDeduction: 830_000,
  exemptionCredit: { singleCents: 0, marriedJointCents: 0 },
  agedDeductionCents: 150_000, // $1,500 more exemption per filer 65 or older
  indexed: false,
  kiddieTax: 'own',
  trumpWithdrawal: 'ira',
  trumpEarnings: 'deferred',
  retirementExclusion: {
    fromAgeMonths: 714,
    capCents: null,
    words:
      'Mississippi exempts qualified retirement income, IRA distributions included, when the recipient is 59 1/2 or older or retired; early distributions are taxed (Miss. Code 27-7-15(4)(k)).',
  },
  capitalGainsExcludedShare: '0',
  gainsTax: null,
  plan529Deduction: {
    kind: 'deduction',
    cap: { singleCents: 1_000_000, marriedJointCents: 2_000_000 }, // $10,000 / $20,000
    perBeneficiary: false,
    ownPlanOnly: true,
    carryforward: false,
    words:
      "Contributions to Mississippi's plans (MACS, MPACT) are deducted up to $10,000 a year ($20,000 on a joint return) (Miss. Code 27-7-18); a refund of deducted contributions is taxed.",
  },
  plan529Recapture: true,
  wagesTaxed: true,
  localIncomeTax: false,
  unverified: true,
  note: 'Mississippi has said nothing of Trump accounts in the sources read: the service applies conformity (the federal deferral; a withdrawal after 18 treated as an IRA distribution, exempt as retirement income from 59 1/2).',
  notModelled: [
    'The retirement exemption also covers a retired person younger than 59 1/2: the service applies the age only.',
    'The $1,500 exemption of a spouse 65 or older (only the owner counts), the blind and dependent exemptions.',
    "A dependent filer's exemption: the service gives the full single deduction ($8,300), not verified.",
    'Itemized deductions; credits for taxes paid to other states, the child and adoption credits.',
  ],
  sources: [
    {
      title: 'Miss. Code 27-7-5 (rates), as amended by HB 1 of the 2025 session',
      url: 'https://law.justia.com/codes/mississippi/title-27/chapter-7/article-1/section-27-7-5/',
    },
    {
      title: 'Miss. Code 27-7-18 (529 deduction)',
      url: 'https://law.justia.com/codes/mississippi/2022/title-27/chapter-7/article-1/section-27-7-18/',
    },
    {
      title: 'Mississippi Department of Revenue, individual income tax rates',
      url: 'https://www.dor.ms.gov/individual/tax-rates',
    },
    {
      title: 'Mississippi Department of Revenue, Form 80-100 resident instructions',
      url: 'https://www.dor.ms.gov/sites/default/files/Forms/Individual/80100221.pdf',
    },
  ],
};
