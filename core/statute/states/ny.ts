// New York: graduated income tax, 2026 figures (docs/after-tax.md#state-tax).
import type { StateTaxJurisdiction } from '../state-tax-types.js';

export const NY: StateTaxJurisdiction = {
  code: 'NY',
  name: 'New York',
  status: 'modelled',
  year: 2026,
  incomeTax: 'graduated',
  // Tax Law §601(a), (c) as amended by the FY2026 budget (S.3009-C/A.3009-C, Part A): the five
  // lowest rates fall by 0.1 point for 2026 (and by another 0.1 point for 2027).
  brackets: {
    single: [
      { fromCents: 0, rate: '0.039' },
      { fromCents: 850_000, rate: '0.044' }, // $8,500
      { fromCents: 1_170_000, rate: '0.0515' }, // $11,700
      { fromCents: 1_390_000, rate: '0.054' }, // $13,900
      { fromCents: 8_065_000, rate: '0.059' }, // $80,650
      { fromCents: 21_540_000, rate: '0.0685' }, // $215,400
      { fromCents: 107_755_000, rate: '0.0965' }, // $1,077,550
      { fromCents: 500_000_000, rate: '0.103' }, // $5,000,000
      { fromCents: 2_500_000_000, rate: '0.109' }, // $25,000,000
    ],
    marriedJoint: [
      { fromCents: 0, rate: '0.039' },
      { fromCents: 1_715_000, rate: '0.044' }, // $17,150
      { fromCents: 2_360_000, rate: '0.0515' }, // $23,600
      { fromCents: 2_790_000, rate: '0.054' }, // $27,900
      { fromCents: 16_155_000, rate: '0.059' }, // $161,550
      { fromCents: 32_320_000, rate: '0.0685' }, // $323,200
      { fromCents: 215_535_000, rate: '0.0965' }, // $2,155,350
      { fromCents: 500_000_000, rate: '0.103' }, // $5,000,000
      { fromCents: 2_500_000_000, rate: '0.109' }, // $25,000,000
    ],
  },
  // Tax Law §614: standard deduction $8,000 single, $16,050 joint; New York has no personal
  // exemption for the filers (only $1,000 per dependent, §616).
  deduction: { singleCents: 800_000, marriedJointCents: 1_605_000 }, // $8,000 / $16,050
  dependentDeduction: 310_000, // $3,100: §614(a) for a filer claimed as a dependent by another
  exemptionCredit: { singleCents: 0, marriedJointCents: 0 },
  agedDeductionCents: 0,
  // The brackets and the standard deduction are fixed in the statute; no yearly indexing.
  indexed: false,
  // New York has no kiddie tax of its own: a child files its own IT-201 at its own rates (the
  // parent's federal Form 8814 election carries the child's income onto the parent's return).
  kiddieTax: 'own',
  trumpWithdrawal: 'ira',
  trumpEarnings: 'deferred',
  // Tax Law §612(c)(3-a): pensions and annuities, IRA distributions included, up to $20,000 per
  // person who is 59 1/2 or older.
  retirementExclusion: {
    fromAgeMonths: 714,
    capCents: 2_000_000, // $20,000
    words:
      'New York subtracts up to $20,000 of pension and annuity income, IRA distributions included, for each person 59 1/2 or older (Tax Law §612(c)(3-a); IT-201 line 29).',
  },
  capitalGainsExcludedShare: '0',
  gainsTax: null,
  // Tax Law §612(c)(32): contributions to New York's 529 College Savings Program account, up to
  // $5,000 a year per taxpayer ($10,000 on a joint return), whatever the number of accounts.
  plan529Deduction: {
    kind: 'deduction',
    cap: { singleCents: 500_000, marriedJointCents: 1_000_000 }, // $5,000 / $10,000
    perBeneficiary: false,
    ownPlanOnly: true,
    carryforward: false,
    words:
      "Contributions to New York's 529 College Savings Program are subtracted up to $5,000 a year ($10,000 on a joint return), per return whatever the number of children; other states' plans do not count and an excess does not carry forward.",
  },
  // Tax Law §612(b): a non-qualified withdrawal adds back the contributions previously
  // subtracted (the part of the withdrawal that is not earnings).
  plan529Recapture: true,
  wagesTaxed: true,
  localIncomeTax: true,
  unverified: true,
  note: "New York's income starts from federal adjusted gross income (Tax Law §612(a)) and its law and the Tax Department's guidance say nothing of Trump accounts (section 530A): the service applies conformity with the federal treatment, earnings deferred and a withdrawal after 18 taxed as an IRA distribution (with the $20,000 pension and annuity exclusion from 59 1/2).",
  notModelled: [
    'The supplemental tax (Tax Law §601(d-1)): above a New York AGI of $107,650 the benefit of the lower brackets is recaptured step by step until, at high incomes, the whole taxable income is taxed at the top rate reached; the service applies the plain rate schedule, which understates the tax above $107,650.',
    'New York City and Yonkers resident income taxes (and the MCTMT on self-employment income).',
    'The tax tables for taxable income under $65,000 (they tax the midpoint of $50 bands, so they differ from the rate schedule by a few dollars).',
    'Itemized deductions (New York keeps its own, with a phase-out of itemized deductions at high incomes) and the dependent exemption of $1,000 per dependent.',
    'Credits: the household credit, the Empire State child credit, the earned income credit, the college tuition credit, the real property tax credit and others.',
    'The 529 recapture only as a whole: the service adds back the deductions taken; New York also treats K-12 tuition, apprenticeship and student-loan withdrawals as non-qualified (federally qualified).',
    'The pension and annuity exclusion counts only the owner on a joint return; a spouse 59 1/2 or older has an exclusion of their own.',
  ],
  sources: [
    {
      title: 'New York Tax Law §601, imposition of tax (rate schedules)',
      url: 'https://www.nysenate.gov/legislation/laws/TAX/601',
    },
    {
      title: 'New York FY2026 budget, S.3009-C Part A (2026 and 2027 rate cuts)',
      url: 'https://legislation.nysenate.gov/pdf/bills/2025/S3009C',
    },
    {
      title: 'New York Tax Law §612, New York adjusted gross income (pension exclusion, 529 subtraction and add-back)',
      url: 'https://www.nysenate.gov/legislation/laws/TAX/612',
    },
    {
      title: 'New York Tax Law §614, New York standard deduction',
      url: 'https://www.nysenate.gov/legislation/laws/TAX/614',
    },
    {
      title: 'Instructions for Form IT-201 (standard deduction table, line 29 pension exclusion, rate schedules)',
      url: 'https://www.tax.ny.gov/pdf/current_forms/it/it201i.pdf',
    },
  ],
};
