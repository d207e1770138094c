// Oregon: graduated income tax (4.75% to 9.9%); 2025 indexed figures, the latest published
// (docs/after-tax.md#state-tax).
import type { StateTaxJurisdiction } from '../state-tax-types.js';

export const OR: StateTaxJurisdiction = {
  code: 'OR',
  name: 'Oregon',
  status: 'modelled',
  year: 2026,
  incomeTax: 'graduated',
  // ORS 316.037: 4.75%, 6.75%, 8.75%, 9.9%; the two lower thresholds are indexed (the 2025 figures
  // of the OR-40 instructions are used: 2026's were not found published), the $125,000 / $250,000
  // threshold is not.
  brackets: {
    single: [
      { fromCents: 0, rate: '0.0475' },
      { fromCents: 440_000, rate: '0.0675' }, // $4,400
      { fromCents: 1_110_000, rate: '0.0875' }, // $11,100
      { fromCents: 12_500_000, rate: '0.099' }, // $125,000
    ],
    marriedJoint: [
      { fromCents: 0, rate: '0.0475' },
      { fromCents: 880_000, rate: '0.0675' }, // $8,800
      { fromCents: 2_220_000, rate: '0.0875' }, // $22,200
      { fromCents: 25_000_000, rate: '0.099' }, // $250,000
    ],
  },
  // ORS 316.695: Oregon's own standard deduction, indexed ($2,835 / $5,670 for 2025); Oregon has
  // no personal exemption deduction (an exemption credit instead, below).
  deduction: { singleCents: 283_500, marriedJointCents: 567_000 }, // $2,835 / $5,670
  dependentDeduction: 'federal',
  // ORS 316.085: an exemption credit per filer, $256 for 2025, only with federal AGI up to
  // $100,000 single / $200,000 joint.
  exemptionCredit: { singleCents: 25_600, marriedJointCents: 51_200 }, // $256 / $512
  // ORS 316.695(7): $1,000 more per married filer 65 or older ($1,200 single).
  agedDeductionCents: 100_000, // $1,000
  indexed: true,
  kiddieTax: 'own',
  trumpWithdrawal: 'ira',
  trumpEarnings: 'deferred',
  // Oregon has no exclusion of IRA distributions (only the retirement income credit at low income).
  retirementExclusion: null,
  capitalGainsExcludedShare: '0',
  gainsTax: null,
  // ORS 315.643: a refundable credit for contributions to Oregon's 529 plans, from 5% to 100% of
  // the contribution by income, at most $190 single / $380 joint in 2026. The shape carries one
  // rate: 10% (federal AGI $100,000 to $150,000 single), so the credit's cap of $190 / $380 is
  // reached at $1,900 / $3,800 of contributions.
  plan529Deduction: {
    kind: 'credit',
    cap: { singleCents: 190_000, marriedJointCents: 380_000 }, // $1,900 / $3,800 of contributions
    perBeneficiary: false,
    creditRate: '0.1',
    ownPlanOnly: true,
    carryforward: false,
    words:
      'Oregon gives a refundable credit for contributions to its own 529 plans: a share of the contribution that falls with income (100% at the lowest incomes to 5% at the highest), at most $190 single / $380 joint in 2026.',
  },
  // ORS 316.680: a non-qualified withdrawal adds back the amounts that earned the credit or the
  // former deduction.
  plan529Recapture: true,
  wagesTaxed: true,
  localIncomeTax: true,
  unverified: true,
  note: 'Oregon starts from federal taxable income and ties its law to the Internal Revenue Code as amended to a date the legislature sets each session (ORS 316.012); neither its law nor the Department of Revenue mentions Trump accounts (section 530A). The service applies conformity with the federal treatment: earnings deferred, a withdrawal after 18 taxed as an IRA distribution.',
  notModelled: [
    "The subtraction of federal income tax (ORS 316.800): up to $8,500 (2025) of the year's federal income tax is subtracted with federal AGI under $125,000 single / $250,000 joint, phasing to none at $145,000 / $290,000. It is large (at an 8.75% rate up to $744 a year): the service does not subtract it, so it overstates Oregon tax at those incomes. The service computes the federal tax, so the shape could carry the cap and the phase-out.",
    'The exemption credit only with federal AGI up to $100,000 single / $200,000 joint (the service gives it at every income).',
    "The 529 credit's rate by income (100% at the lowest incomes, 50%, 20%, 10%, 5%); the service uses 10% at every income.",
    'The 2026 indexed figures (brackets, standard deduction, exemption credit, federal tax subtraction cap): 2025 figures are used.',
    'The additional deduction for 65 or older is $1,200 for a single filer ($1,000 per married filer); the service gives $1,000 per filer.',
    'Local income taxes: the Portland Metro supportive housing services tax and the Multnomah County preschool tax (on high incomes), and transit taxes.',
    'The kicker (surplus credit) in the years it is paid, the retirement income credit, the earned income credit, the working family household and dependent care credit and others.',
  ],
  sources: [
    {
      title:
        'ORS chapter 316 (316.037 rates, 316.085 exemption credit, 316.695 standard deduction, 316.800 federal tax subtraction)',
      url: 'https://www.oregonlegislature.gov/bills_laws/ors/ors316.html',
    },
    {
      title: 'Oregon 2025 Form OR-40 instructions (rate charts, standard deduction, exemption credit)',
      url: 'https://www.oregon.gov/dor/forms/FormsPubs/form-or-40-inst_101-040-1_2025.pdf',
    },
    { title: 'ORS 315.643: Oregon 529 contribution credit', url: 'https://oregon.public.law/statutes/ors_315.643' },
    {
      title: 'Oregon Department of Revenue: credits (529 college savings credit)',
      url: 'https://www.oregon.gov/dor/programs/individuals/pages/credits.aspx',
    },
  ],
};
