// Delaware (docs/after-tax.md#state-tax): the rates of 30 Del. C. 1102 (the same for a joint
// return's combined income), the standard deduction of 1108, the $110 personal credit of 1110, the
// pension exclusion of 1106(b)(5).
import type { StateTaxJurisdiction } from '../state-tax-types.js';

const SCHEDULE = [
  { fromCents: 0, rate: '0' },
  { fromCents: 200_000, rate: '0.022' }, // $2,000
  { fromCents: 500_000, rate: '0.039' }, // $5,000
  { fromCents: 1_000_000, rate: '0.048' }, // $10,000
  { fromCents: 2_000_000, rate: '0.052' }, // $20,000
  { fromCents: 2_500_000, rate: '0.0555' }, // $25,000
  { fromCents: 6_000_000, rate: '0.066' }, // $60,000
];

export const DE: StateTaxJurisdiction = {
  code: 'DE',
  name: 'Delaware',
  status: 'modelled',
  year: 2026,
  incomeTax: 'graduated',
  brackets: { single: SCHEDULE, marriedJoint: SCHEDULE },
  deduction: { singleCents: 325_000, marriedJointCents: 650_000 }, // $3,250 / $6,500
  dependentDeduction: 'federal',
  exemptionCredit: { singleCents: 11_000, marriedJointCents: 22_000 }, // $110 per filer
  agedDeductionCents: 250_000, // $2,500 additional standard deduction per filer 65 or older
  indexed: false,
  kiddieTax: 'own',
  trumpWithdrawal: 'ira',
  trumpEarnings: 'deferred',
  retirementExclusion: {
    fromAgeMonths: 720,
    capCents: 1_250_000, // $12,500
    words:
      '30 Del. C. 1106(b)(5): from 60, up to $12,500 a year of pensions and eligible retirement income (IRA distributions, interest, dividends, capital gains) is excluded per person; under 60, $2,000 of pensions only.',
  },
  capitalGainsExcludedShare: '0',
  gainsTax: null,
  plan529Deduction: {
    kind: 'deduction',
    cap: { singleCents: 100_000, marriedJointCents: 200_000 }, // $1,000 / $2,000
    perBeneficiary: false,
    ownPlanOnly: true,
    carryforward: false,
    words:
      "30 Del. C. 1106(b)(20): contributions to Delaware's 529 plan are subtracted up to $1,000 a year ($2,000 joint) for filers with AGI up to $100,000 ($200,000 joint).",
  },
  plan529Recapture: false,
  wagesTaxed: true,
  localIncomeTax: true,
  unverified: false,
  note: 'Delaware starts from federal adjusted gross income with rolling conformity and has not decoupled from section 530A: it follows the federal deferral, and a withdrawal after the growth period is an IRA distribution, eligible for the $12,500 exclusion from 60.',
  notModelled: [
    'The additional $110 personal credit for a filer 60 or older; the additional standard deduction is given only to filers who do not itemize.',
    'The pension exclusion covers interest, dividends and capital gains too (eligible retirement income), and $2,000 of pensions under 60.',
    "The 529 subtraction's AGI limit ($100,000 / $200,000) and whether Delaware recaptures it on a non-qualified withdrawal (not verified; the service does not).",
    "Wilmington's 1.25% earned income tax on residents' and workers' wages.",
    "Credits (Delaware EITC, child care), itemized deductions, and the option of spouses filing separately on the same form (which lowers a two-earner couple's tax).",
    "Tax tables: Delaware's tables for income under $60,000 use $50 rows; the service uses the rate schedule.",
  ],
  sources: [
    {
      title:
        '30 Del. C. chapter 11 (personal income tax: 1102 rates, 1106 modifications, 1108 standard deduction, 1110 credits)',
      url: 'https://delcode.delaware.gov/title30/c011/sc02/index.html',
    },
    {
      title: 'Delaware Division of Revenue, 2025 resident income tax return instructions (PIT-RES)',
      url: 'https://revenue.delaware.gov/personal-income-tax-forms/',
    },
  ],
};
