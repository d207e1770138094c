// Colorado (docs/after-tax.md#state-tax): a flat 4.4% (C.R.S. 39-22-104(1.7)) of federal taxable
// income as Colorado modifies it, so the federal standard deduction is Colorado's; the pension and
// annuity subtraction of 39-22-104(4)(f); the CollegeInvest subtraction of 39-22-104(4)(i).
import type { StateTaxJurisdiction } from '../state-tax-types.js';

export const CO: StateTaxJurisdiction = {
  code: 'CO',
  name: 'Colorado',
  status: 'modelled',
  year: 2026,
  incomeTax: 'flat',
  brackets: {
    single: [{ fromCents: 0, rate: '0.044' }],
    marriedJoint: [{ fromCents: 0, rate: '0.044' }],
  },
  // The 2026 federal standard deduction, carried in by federal taxable income.
  deduction: { singleCents: 1_610_000, marriedJointCents: 3_220_000 }, // $16,100 / $32,200
  dependentDeduction: 'federal',
  exemptionCredit: { singleCents: 0, marriedJointCents: 0 },
  // The federal additional standard deduction for 65 or older, per married filer in 2026 ($2,050
  // for an unmarried filer: notModelled), carried in by federal taxable income.
  agedDeductionCents: 165_000, // $1,650
  indexed: true,
  kiddieTax: 'own',
  trumpWithdrawal: 'ira',
  trumpEarnings: 'deferred',
  retirementExclusion: {
    fromAgeMonths: 660,
    capCents: 2_000_000, // $20,000
    words:
      'C.R.S. 39-22-104(4)(f): pensions and annuities, IRA distributions included, are subtracted up to $20,000 a year from age 55 and up to $24,000 from 65 (each spouse his or her own).',
  },
  capitalGainsExcludedShare: '0',
  gainsTax: null,
  plan529Deduction: {
    kind: 'deduction',
    cap: { singleCents: 2_540_000, marriedJointCents: 3_810_000 }, // $25,400 / $38,100 (2025)
    perBeneficiary: true,
    ownPlanOnly: true,
    carryforward: false,
    words:
      "C.R.S. 39-22-104(4)(i): contributions to CollegeInvest (Colorado's 529 plans) are subtracted, up to $25,400 per beneficiary a year ($38,100 on a joint return, 2025 amounts, indexed); other states' plans do not count.",
  },
  plan529Recapture: true,
  wagesTaxed: true,
  localIncomeTax: true,
  unverified: false,
  note: "Colorado's income tax starts from federal taxable income (C.R.S. 39-22-104(1.7)) and Colorado has not decoupled from section 530A, so it follows the federal treatment: the earnings are deferred and a withdrawal after the growth period is taxed as an IRA distribution, with the pension subtraction from 55.",
  notModelled: [
    'The rate: 4.4% in statute; Colorado lowers it for a year when TABOR refunds are triggered (4.25% for 2024); the 2026 rate, set after the fiscal year, may be lower.',
    "The pension subtraction's second tier: $24,000 from 65 (the service gives $20,000 from 55 at every age).",
    'The federal additional standard deduction for an unmarried filer 65 or older ($2,050; the service gives the married $1,650) and the federal senior deduction ($6,000 per filer 65 or older, 2025-2028) where it reaches Colorado taxable income.',
    'The addition of federal deductions for AGI above $300,000: the standard or itemized deduction above $1,000 single / $2,000 joint (2026) is added back.',
    'The CollegeInvest cap for 2026 (the 2025 amounts stand) and its indexing.',
    'Local occupational privilege taxes (Denver, Aurora, Greenwood Village, Sheridan, Glendale: a few dollars a month per employee).',
    'Credits (Colorado EITC, child tax credit, family affordability credit), the TABOR sales-tax refund, the QBI and other additions.',
  ],
  sources: [
    {
      title: 'C.R.S. 39-22-104 (income tax imposed; rate; modifications)',
      url: 'https://law.justia.com/codes/colorado/title-39/article-22/part-1/section-39-22-104/',
    },
    {
      title: 'Colorado Department of Revenue, 2025 Individual Income Tax Filing Guide (104 Book)',
      url: 'https://tax.colorado.gov/sites/tax/files/documents/Book104_2025.pdf',
    },
    {
      title: 'SB24-228, TABOR refund mechanisms (temporary rate reductions)',
      url: 'https://leg.colorado.gov/bills/SB24-228',
    },
  ],
};
