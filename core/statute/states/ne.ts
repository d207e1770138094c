// Nebraska: graduated income tax (2.46% to 4.55% in 2026), 2026 figures
// (docs/after-tax.md#state-tax).
import type { StateTaxJurisdiction } from '../state-tax-types.js';

export const NE: StateTaxJurisdiction = {
  code: 'NE',
  name: 'Nebraska',
  status: 'modelled',
  year: 2026,
  incomeTax: 'graduated',
  // Neb. Rev. Stat. 77-2715.03 as amended by L.B. 754 (2023): the top rate is 4.55% for 2026 (3.99%
  // from 2027), so the third and fourth brackets share it. Thresholds from the Department of
  // Revenue's 2026 estimated tax rate schedule (Form 1040N-ES).
  brackets: {
    single: [
      { fromCents: 0, rate: '0.0246' },
      { fromCents: 413_000, rate: '0.0351' }, // $4,130
      { fromCents: 2_476_000, rate: '0.0455' }, // $24,760 (and 4.55% again above $39,900)
    ],
    marriedJoint: [
      { fromCents: 0, rate: '0.0246' },
      { fromCents: 825_000, rate: '0.0351' }, // $8,250
      { fromCents: 4_953_000, rate: '0.0455' }, // $49,530 (and 4.55% again above $79,800)
    ],
  },
  // Neb. Rev. Stat. 77-2716.01: Nebraska's own standard deduction, indexed; $8,600 single /
  // $17,200 joint is the 2025 figure, the latest published (the 2026 figure not found).
  deduction: { singleCents: 860_000, marriedJointCents: 1_720_000 }, // $8,600 / $17,200
  dependentDeduction: 'federal',
  // Neb. Rev. Stat. 77-2716.01: a personal exemption credit per filer, $171 for 2025 (the latest
  // published; indexed).
  exemptionCredit: { singleCents: 17_100, marriedJointCents: 34_200 }, // $171 / $342
  // The additional standard deduction for 65 or older: $1,650 per married filer ($2,000 for a
  // single filer) in 2025; the service gives the married amount per filer.
  agedDeductionCents: 165_000, // $1,650
  indexed: true,
  kiddieTax: 'own',
  trumpWithdrawal: 'ira',
  trumpEarnings: 'deferred',
  // Nebraska excludes Social Security and military and (from 2024) public pensions, not IRA
  // distributions.
  retirementExclusion: null,
  capitalGainsExcludedShare: '0',
  gainsTax: null,
  // Neb. Rev. Stat. 77-2716(8): contributions to Nebraska's NEST 529 plan, up to $10,000 a year per
  // return (single or joint).
  plan529Deduction: {
    kind: 'deduction',
    cap: { singleCents: 1_000_000, marriedJointCents: 1_000_000 }, // $10,000 / $10,000
    perBeneficiary: false,
    ownPlanOnly: true,
    carryforward: false,
    words:
      "Contributions to Nebraska's NEST 529 plan are subtracted up to $10,000 a year per return (single or joint, $5,000 married filing separately); no carryforward.",
  },
  // Neb. Rev. Stat. 77-2716: a non-qualified withdrawal adds back the contributions subtracted.
  plan529Recapture: true,
  wagesTaxed: true,
  localIncomeTax: false,
  unverified: true,
  note: 'Nebraska starts from federal adjusted gross income and follows the Internal Revenue Code as it stands (Neb. Rev. Stat. 49-801.01); neither its law nor the Department of Revenue mentions Trump accounts (section 530A). The service applies conformity with the federal treatment: earnings deferred, a withdrawal after 18 taxed as an IRA distribution.',
  notModelled: [
    'The 2026 standard deduction, additional deduction for age and personal exemption credit: the 2025 figures are used (all are indexed; the 2026 ones were not found published).',
    'The additional standard deduction for 65 or older is $2,000 for a single filer ($1,650 per married filer); the service gives $1,650 per filer.',
    'The tax tables for taxable income under $100,000 (they tax the midpoint of a band, so they differ from the rate schedule by a few dollars).',
    'Itemized deductions, the special capital gains election for stock of a Nebraska corporation, and the credits (earned income, child care, property tax credit and others).',
    'The personal exemption credit of a dependent child (a dependent cannot claim its own).',
  ],
  sources: [
    {
      title: 'Neb. Rev. Stat. 77-2715.03: individual income tax rates',
      url: 'https://nebraskalegislature.gov/laws/statutes.php?statute=77-2715.03',
    },
    {
      title: 'Neb. Rev. Stat. 77-2716.01: standard deduction and personal exemption credit',
      url: 'https://nebraskalegislature.gov/laws/statutes.php?statute=77-2716.01',
    },
    {
      title: 'Neb. Rev. Stat. 77-2716: adjustments (529 contributions)',
      url: 'https://www.nebraskalegislature.gov/laws/statutes.php?statute=77-2716',
    },
    {
      title: 'Nebraska 2025 individual income tax booklet (standard deduction, exemption credit, 529)',
      url: 'https://revenue.nebraska.gov/sites/default/files/doc/tax-forms/2025/f_Individual_Income_Tax_Booklet.pdf',
    },
  ],
};
