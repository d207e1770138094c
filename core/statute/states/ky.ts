// Kentucky: a flat 3.5% on AGI less the pension exclusion and the standard deduction (docs/after-tax.md#state-tax).
import type { StateTaxJurisdiction } from '../state-tax-types.js';

export const KY: StateTaxJurisdiction = {
  code: 'KY',
  name: 'Kentucky',
  status: 'modelled',
  year: 2026,
  incomeTax: 'flat',
  // 3.5% from 2026 (KRS 141.020, its reduction triggered under HB 8 of 2022 and enacted in 2025).
  brackets: {
    single: [{ fromCents: 0, rate: '0.035' }],
    marriedJoint: [{ fromCents: 0, rate: '0.035' }],
  },
  // The standard deduction, $3,360 for 2026 (KRS 141.081, indexed). A married couple files
  // separately on a combined return (status 4), each spouse with their own deduction.
  deduction: { singleCents: 336_000, marriedJointCents: 672_000 }, // $3,360 / 2 x $3,360
  dependentDeduction: 336_000,
  exemptionCredit: { singleCents: 0, marriedJointCents: 0 },
  agedDeductionCents: 0,
  indexed: true,
  kiddieTax: 'own',
  trumpWithdrawal: 'ira',
  trumpEarnings: 'deferred',
  retirementExclusion: {
    fromAgeMonths: 0,
    capCents: 3_111_000, // $31,110 per person
    words:
      "Kentucky excludes up to $31,110 a year of each person's retirement income, IRA distributions included, at any age (KRS 141.019, Schedule P).",
  },
  capitalGainsExcludedShare: '0',
  gainsTax: null,
  plan529Deduction: null,
  plan529Recapture: false,
  wagesTaxed: true,
  localIncomeTax: true,
  unverified: true,
  note: "Kentucky conforms to the Internal Revenue Code as of a fixed date (KRS 141.010) and has said nothing of Trump accounts: the service applies conformity (the federal deferral; a withdrawal after 18 is an IRA distribution within the pension exclusion). If Kentucky's conformity date precedes section 530A (July 4, 2025), its treatment is open.",
  notModelled: [
    'The $40 tax credit per filer 65 or older (and for blindness, the $20 National Guard credit): a credit the shape cannot carry per person; the service omits it.',
    'Combined return: the joint deduction assumes each spouse has at least $3,360 of income; a couple filing status 2 (joint) gets one $3,360.',
    'Whether a filer claimed as a dependent gets the full $3,360: the service gives it.',
    'City and county occupational license taxes on wages (Louisville 2.2%, Lexington 2.25% and many others) and school taxes: not modelled.',
    'The family size tax credit (income under about 133% of poverty), the education tuition credit, the child and dependent care credit (20% of the federal); itemized deductions.',
  ],
  sources: [
    {
      title: 'KRS 141.020 (rate, personal tax credits)',
      url: 'https://apps.legislature.ky.gov/law/statutes/statute.aspx?id=49188',
    },
    {
      title: 'KRS 141.081 (standard deduction)',
      url: 'https://apps.legislature.ky.gov/law/statutes/statute.aspx?id=29067',
    },
    {
      title: 'KRS 141.019 (adjusted gross income, pension exclusion)',
      url: 'https://law.justia.com/codes/kentucky/2022/chapter-141/section-141-019/',
    },
    {
      title: 'Kentucky Department of Revenue, Individual Income Tax',
      url: 'https://revenue.ky.gov/Individual/Individual-Income-Tax/Pages/default.aspx',
    },
    {
      title: 'Kentucky Department of Revenue, 2025 Form 740 instructions',
      url: 'https://revenue.ky.gov/Forms/740%20instructions%20packet%20(2025).pdf',
    },
    {
      title: 'Bloomberg Tax, Kentucky income tax rate to decrease in 2026 (the 2026 withholding formula: 3.5%, $3,360)',
      url: 'https://news.bloombergtax.com/payroll/kentucky-income-tax-rate-to-decrease-in-2026',
      secondary: true,
    },
  ],
};
