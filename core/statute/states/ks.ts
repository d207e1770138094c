// Kansas: two rates, 5.2% and 5.58%, on Kansas taxable income (docs/after-tax.md#state-tax).
import type { StateTaxJurisdiction } from '../state-tax-types.js';

export const KS: StateTaxJurisdiction = {
  code: 'KS',
  name: 'Kansas',
  status: 'modelled',
  year: 2026,
  incomeTax: 'graduated',
  // K.S.A. 79-32,110 as amended in 2024; no revenue-triggered cut for 2026 under SB 269 (Kansas
  // Department of Revenue Notice 25-06).
  brackets: {
    single: [
      { fromCents: 0, rate: '0.052' },
      { fromCents: 2_300_000, rate: '0.0558' }, // $23,000
    ],
    marriedJoint: [
      { fromCents: 0, rate: '0.052' },
      { fromCents: 4_600_000, rate: '0.0558' }, // $46,000
    ],
  },
  // Standard deduction $3,605 / $8,240 plus the exemption $9,160 / $18,320 (K.S.A. 79-32,119, 79-32,121).
  deduction: { singleCents: 1_276_500, marriedJointCents: 2_656_000 }, // $12,765 / $26,560
  // A filer claimed as a dependent elsewhere gets no exemption and a standard deduction of the
  // larger of $500 or earned income (K.S.A. 79-32,119): $500 on unearned income.
  dependentDeduction: 50_000,
  exemptionCredit: { singleCents: 0, marriedJointCents: 0 },
  // $850 more standard deduction for a single filer 65 or older ($700 per spouse on a joint return).
  agedDeductionCents: 85_000,
  indexed: false,
  kiddieTax: 'own',
  trumpWithdrawal: 'ira',
  trumpEarnings: 'deferred',
  // Kansas exempts Social Security and public pensions, not IRA distributions.
  retirementExclusion: null,
  capitalGainsExcludedShare: '0',
  gainsTax: null,
  plan529Deduction: {
    kind: 'deduction',
    cap: { singleCents: 300_000, marriedJointCents: 600_000 }, // $3,000 / $6,000
    perBeneficiary: true,
    ownPlanOnly: false,
    carryforward: false,
    words:
      "Contributions to any state's 529 plan are subtracted up to $3,000 per beneficiary a year ($6,000 on a joint return) (K.S.A. 79-32,117(c)); a non-qualified withdrawal from a Kansas plan adds back the amount subtracted.",
  },
  plan529Recapture: true,
  wagesTaxed: true,
  localIncomeTax: false,
  unverified: true,
  note: 'Kansas starts from federal AGI and has said nothing of Trump accounts: the service applies conformity (the federal deferral; a withdrawal after 18 taxed as an IRA distribution).',
  notModelled: [
    'The standard deduction and exemptions are the figures the 2024 law set ($3,605 / $8,240; $9,160 / $18,320): the service does not index them.',
    'Rate cuts that SB 269 (2025) triggers from 2027 when revenue exceeds its inflation-adjusted 2024 base.',
    'The additional standard deduction of a spouse 65 or older ($700 each on a joint return); the single figure ($850) is applied to the owner alone.',
    "A dependent's standard deduction of its earned income when larger than $500.",
    'The exemption of $2,320 per dependent, the food sales tax and child and dependent care credits, the earned income credit (17% of the federal).',
    'The recapture on a non-qualified withdrawal applies to Kansas plans (the service applies it whatever the plan).',
  ],
  sources: [
    {
      title: 'K.S.A. 79-32,110 (rates), as amended by SB 269 (2025 Session Laws chapter 116)',
      url: 'https://kssos.org/publications/sessionlaws/2025/Chapter-116-SB-269.html',
    },
    {
      title:
        'Kansas Department of Revenue, 2024 Kansas Individual Income Tax booklet (IP24): standard deduction and exemptions',
      url: 'https://www.ksrevenue.gov/pdf/ip24.pdf',
    },
    {
      title: 'Kansas Department of Revenue, 2025 Kansas Individual Income Tax booklet (IP25)',
      url: 'https://www.ksrevenue.gov/pdf/ip25.pdf',
    },
    {
      title: 'Kansas Department of Revenue, income tax FAQs (529 subtraction)',
      url: 'https://www.ksrevenue.gov/faqs-taxii.html',
    },
    {
      title: 'Bloomberg Tax, Kansas DOR announces no 2026 income tax rate cut under SB 269 (Notice 25-06)',
      url: 'https://news.bloombergtax.com/daily-tax-report/kansas-dor-announces-no-2026-income-tax-rate-cut-under-sb-269',
      secondary: true,
    },
  ],
};
