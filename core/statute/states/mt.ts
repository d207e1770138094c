// Montana: graduated income tax on federal taxable income, 2026 figures
// (docs/after-tax.md#state-tax).
import type { StateTaxJurisdiction } from '../state-tax-types.js';

export const MT: StateTaxJurisdiction = {
  code: 'MT',
  name: 'Montana',
  status: 'modelled',
  year: 2026,
  incomeTax: 'graduated',
  // MCA 15-30-2103 as amended by H.B. 337 (2025): 4.7% up to $47,500 single / $95,000 joint in
  // 2026, 5.65% above (the top rate falls to 5.4% in 2027 and the thresholds rise).
  brackets: {
    single: [
      { fromCents: 0, rate: '0.047' },
      { fromCents: 4_750_000, rate: '0.0565' }, // $47,500
    ],
    marriedJoint: [
      { fromCents: 0, rate: '0.047' },
      { fromCents: 9_500_000, rate: '0.0565' }, // $95,000
    ],
  },
  // MCA 15-30-2120: Montana starts from federal taxable income, so the federal standard deduction
  // applies ($16,100 single / $32,200 joint in 2026, IRC §63(c) as amended by P.L. 119-21); no
  // Montana personal exemption since 2024.
  deduction: { singleCents: 1_610_000, marriedJointCents: 3_220_000 }, // $16,100 / $32,200
  // A dependent child's federal taxable income, hence the federal dependent standard deduction.
  dependentDeduction: 'federal',
  exemptionCredit: { singleCents: 0, marriedJointCents: 0 },
  // MCA 15-30-2110: a subtraction per taxpayer 65 or older, $5,500 indexed ($5,660 for 2025, the
  // latest published figure; 2026 not yet published).
  agedDeductionCents: 566_000, // $5,660
  indexed: true,
  kiddieTax: 'own',
  trumpWithdrawal: 'ira',
  trumpEarnings: 'deferred',
  // Montana's pension and annuity exclusion ended with the 2024 reform.
  retirementExclusion: null,
  capitalGainsExcludedShare: '0',
  gainsTax: null,
  // MCA 15-30-2120(5)(a): contributions to a Montana family education savings (Achieve Montana)
  // account, $4,600 per taxpayer in 2026 (raised to $4,500 for 2025 and indexed).
  plan529Deduction: {
    kind: 'deduction',
    cap: { singleCents: 460_000, marriedJointCents: 920_000 }, // $4,600 / $9,200
    perBeneficiary: false,
    ownPlanOnly: true,
    carryforward: false,
    words:
      "Contributions to Montana's 529 plan (Achieve Montana) are subtracted up to $4,600 per taxpayer in 2026 ($9,200 on a joint return when both contribute); no carryforward.",
  },
  // MCA 15-62-208: a non-qualified withdrawal is subject to recapture of the subtraction taken.
  plan529Recapture: true,
  wagesTaxed: true,
  localIncomeTax: false,
  unverified: true,
  note: 'Montana starts from federal taxable income (MCA 15-30-2120), so it follows the federal treatment unless it says otherwise; neither its law nor the Department of Revenue mentions Trump accounts (section 530A). The service applies conformity with the federal treatment: earnings deferred, a withdrawal after 18 taxed as an IRA distribution.',
  notModelled: [
    'The separate rates on net long-term capital gains (3% on gains within the lower bracket, 4.1% above, MCA 15-30-2103(2)): the service taxes gains at the ordinary 4.7%/5.65%, which overstates the tax on gains by 1.55 to 1.7 points.',
    "The federal additional standard deduction for 65 and older and the federal senior deduction of 2025-2028 (P.L. 119-21), which flow into Montana's start from federal taxable income; the service gives only Montana's own $5,660 subtraction per filer 65 or older.",
    "The 2026 figure of the 65-and-older subtraction ($5,660 is 2025's; the statute indexes it) and the 529 subtraction's conditions changed in 2025 (the Department's 2025 roundup).",
    'Itemized deductions (the federal itemized deductions flow through) and the federal qualified business income deduction.',
    'The 529 recapture only as a whole: the service adds back the deductions taken; Montana applies its recapture on non-qualified withdrawals by its own rules.',
    'Credits: the elderly homeowner/renter credit, the earned income credit and others.',
  ],
  sources: [
    {
      title: 'Montana Code Annotated 15-30-2103: rate of tax',
      url: 'https://leg.mt.gov/bills/mca/title_0150/chapter_0300/part_0210/section_0030/0150-0300-0210-0030.html',
    },
    {
      title:
        'Montana Code Annotated 15-30-2120: Montana taxable income (start from federal taxable income, 529 subtraction)',
      url: 'https://leg.mt.gov/bills/mca/title_0150/chapter_0300/part_0210/section_0200/0150-0300-0210-0200.html',
    },
    {
      title: 'Montana Code Annotated 15-30-2110: adjusted gross income (subtraction for taxpayers 65 or older)',
      url: 'https://leg.mt.gov/bills/mca/title_0150/chapter_0300/part_0210/section_0100/0150-0300-0210-0100.html',
    },
    {
      title: 'Montana Department of Revenue: 2025 tax tables and deductions',
      url: 'https://revenue.mt.gov/files/BIT/Montana-Tax-Tables-and-Deductions/2025-Tax-Rates-and-Deductions.pdf',
    },
    {
      title: 'Montana Department of Revenue: changes to the 529 college savings subtraction (2025)',
      url: 'https://revenue.mt.gov/news/recent-news/529-changes',
    },
  ],
};
