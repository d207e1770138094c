// Indiana: a flat 2.95% on Indiana AGI less exemptions, plus county taxes not modelled (docs/after-tax.md#state-tax).
import type { StateTaxJurisdiction } from '../state-tax-types.js';

export const IN: StateTaxJurisdiction = {
  code: 'IN',
  name: 'Indiana',
  status: 'modelled',
  year: 2026,
  incomeTax: 'flat',
  // 2.95% for taxable years beginning in 2026 (IC 6-3-2-1(a), HEA 1001-2023).
  brackets: {
    single: [{ fromCents: 0, rate: '0.0295' }],
    marriedJoint: [{ fromCents: 0, rate: '0.0295' }],
  },
  deduction: { singleCents: 100_000, marriedJointCents: 200_000 }, // $1,000 per filer
  // A filer claimed as a dependent elsewhere still claims their own $1,000 (Information Bulletin 117).
  dependentDeduction: 100_000,
  exemptionCredit: { singleCents: 0, marriedJointCents: 0 },
  agedDeductionCents: 100_000, // $1,000 per filer 65 or older
  indexed: false,
  kiddieTax: 'own',
  trumpWithdrawal: 'ira',
  trumpEarnings: 'deferred',
  retirementExclusion: null,
  capitalGainsExcludedShare: '0',
  gainsTax: null,
  plan529Deduction: {
    kind: 'credit',
    cap: { singleCents: 750_000, marriedJointCents: 750_000 }, // $7,500 of contributions: a $1,500 credit
    perBeneficiary: false,
    creditRate: '0.2',
    ownPlanOnly: true,
    carryforward: false,
    words:
      'A credit of 20% of contributions to a CollegeChoice 529 plan, at most $1,500 a year (single or joint; $750 married filing separately), not above the tax (IC 6-3-3-12). A non-qualified withdrawal recaptures the credit (Schedule IN-529R).',
  },
  plan529Recapture: true,
  wagesTaxed: true,
  localIncomeTax: true,
  unverified: true,
  note: 'Indiana starts from federal AGI (its conformity to the Internal Revenue Code is updated each session) and has said nothing of Trump accounts: the service applies conformity (the federal deferral; a withdrawal after 18 taxed as an IRA distribution).',
  notModelled: [
    'County income taxes, levied in every county (about 0.5% to 3.4% of the same income): not modelled, and they often exceed a third of the state tax.',
    'The additional $500 exemption for a filer 65 or older with federal AGI under $40,000; the aged and blind exemptions of a spouse (only the owner counts).',
    "The 529 credit's recapture is 20% of the non-qualified withdrawal, at most the credits taken (Schedule IN-529R): a tax, not an addback of income; the service's recapture is an estimate.",
    'The dependent exemptions ($1,000 and $1,500 per child), the renter and property-tax deductions, the earned income credit (10% of the federal), the unified tax credit for the elderly, county credits.',
  ],
  sources: [
    { title: 'Indiana Code 6-3-2-1 (rate)', url: 'https://iga.in.gov/laws/2024/ic/titles/6#6-3-2-1' },
    { title: 'Indiana Code 6-3-1-3.5 (exemptions)', url: 'https://iga.in.gov/laws/2024/ic/titles/6#6-3-1-3.5' },
    {
      title: 'Indiana Code 6-3-3-12 (CollegeChoice 529 credit)',
      url: 'https://law.justia.com/codes/indiana/title-6/article-3/chapter-3/section-6-3-3-12/',
    },
    {
      title: 'Indiana Department of Revenue, Information Bulletin 117 (personal exemptions)',
      url: 'https://www.in.gov/legislative/iac/20240214-IR-045240052NRA.xml.html',
    },
    {
      title: 'Indiana Department of Revenue, Information Bulletin 98 (529 credit)',
      url: 'https://www.in.gov/dor/files/ib98.pdf',
    },
  ],
};
