// Virginia: a graduated income tax, 2% to 5.75% (docs/after-tax.md#state-tax).
import type { StateTaxJurisdiction } from '../state-tax-types.js';

// The same brackets for every filing status (Code of Virginia 58.1-320).
const VA_BANDS = [
  { fromCents: 0, rate: '0.02' },
  { fromCents: 300_000, rate: '0.03' }, // $3,000
  { fromCents: 500_000, rate: '0.05' }, // $5,000
  { fromCents: 1_700_000, rate: '0.0575' }, // $17,000
];

export const VA: StateTaxJurisdiction = {
  code: 'VA',
  name: 'Virginia',
  status: 'modelled',
  year: 2026,
  incomeTax: 'graduated',
  brackets: { single: VA_BANDS, marriedJoint: VA_BANDS },
  // Standard deduction $8,750 / $17,500 (2025 and 2026) plus the $930 personal exemption per filer.
  deduction: {
    singleCents: 968_000, // $9,680
    marriedJointCents: 1_936_000, // $19,360
  },
  dependentDeduction: 'federal',
  exemptionCredit: { singleCents: 0, marriedJointCents: 0 },
  // The additional $800 exemption per filer 65 or older (the $12,000 age deduction is income-tested:
  // see notModelled).
  agedDeductionCents: 80_000, // $800
  indexed: false,
  kiddieTax: 'own',
  trumpWithdrawal: 'ira',
  trumpEarnings: 'deferred',
  retirementExclusion: null,
  capitalGainsExcludedShare: '0',
  gainsTax: null,
  plan529Deduction: {
    kind: 'deduction',
    cap: {
      singleCents: 400_000, // $4,000
      marriedJointCents: 400_000, // $4,000
    },
    perBeneficiary: true,
    ownPlanOnly: true,
    carryforward: true,
    words:
      'A subtraction of up to $4,000 a year per account for contributions to a Virginia529 account, the excess carried forward without limit; an account owner 70 or older may subtract the whole contribution in one year (Code of Virginia 58.1-322.03(7)).',
  },
  plan529Recapture: true,
  wagesTaxed: true,
  localIncomeTax: false,
  unverified: true,
  note: 'Virginia starts from federal adjusted gross income under fixed-date conformity with the Internal Revenue Code, advanced each year by the General Assembly; it has not legislated on Trump accounts: the service applies conformity with the federal treatment (the earnings deferred, a withdrawal taxed as an IRA distribution). Virginia has no exclusion for IRA distributions as such; its age deduction (up to $12,000 per person 65 or older, income-tested) covers any income. Contributions to a Virginia529 account deducted earlier are added back on a non-qualified withdrawal.',
  notModelled: [
    'The age deduction: up to $12,000 per filer 65 or older (born on or after 2 January 1939), reduced dollar for dollar by adjusted federal AGI above $50,000 single / $75,000 joint (Code of Virginia 58.1-322.03(5)); the service gives only the $800 aged exemption, so it overstates the tax of a filer 65 or older with adjusted federal AGI below $62,000 single / $99,000 joint (joint: $12,000 each) by up to $690 each.',
    'The spouse tax adjustment on a joint return where both spouses have income (up to $259), and filing separately on a combined return.',
    "A dependent's own return: the service gives the federal dependent standard deduction; whether Virginia also allows the dependent the $930 personal exemption and its own $8,750 deduction was not settled from the 2026 instructions.",
    'Credits: the low-income individuals credit, the 20% earned income credit match, credits for taxes paid to other states, and others.',
    'Itemized deductions (Virginia requires them where the federal return itemizes) and the state income tax add-back.',
    'The Virginia tax table used for taxable income below $100,000 (whole-dollar bands): the service applies the rate schedule exactly.',
    'The standard deduction after 2026: raised to $9,200 / $18,400 for 2027 and $9,300 / $18,600 for 2028-2029 and scheduled to fall to $3,000 / $6,000 from 2030 (2026 Appropriation Act, HB 30); the service keeps the 2026 figures (Virginia does not index).',
    'Subtractions other than the 529 one: military, Social Security (Virginia exempts it), unemployment, federal and state employee subtractions.',
  ],
  sources: [
    {
      title: 'Code of Virginia 58.1-320: tax rates',
      url: 'https://law.lis.virginia.gov/vacode/title58.1/chapter3/section58.1-320/',
    },
    {
      title:
        'Code of Virginia 58.1-322.03: deductions from Virginia adjusted gross income (standard deduction, personal and aged exemptions, age deduction, Virginia529)',
      url: 'https://law.lis.virginia.gov/vacode/title58.1/section58.1-322.03/',
    },
    {
      title: 'Virginia Department of Taxation: 2025 Form 760 resident individual income tax instructions',
      url: 'https://www.tax.virginia.gov/sites/default/files/vatax-pdf/2025-760-instructions.pdf',
    },
    {
      title: 'Virginia Department of Taxation: 2026 legislative summary (standard deduction)',
      url: 'https://www.tax.virginia.gov/sites/default/files/inline-files/2026-legislative-summary.pdf',
    },
    {
      title: 'Virginia Department of Taxation: deductions',
      url: 'https://www.tax.virginia.gov/deductions',
    },
  ],
};
