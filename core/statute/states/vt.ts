// Vermont: a graduated income tax, 3.35% to 8.75% (docs/after-tax.md#state-tax). The bracket and
// deduction figures are 2025's (the latest published; indexed each year).
import type { StateTaxJurisdiction } from '../state-tax-types.js';

export const VT: StateTaxJurisdiction = {
  code: 'VT',
  name: 'Vermont',
  status: 'modelled',
  year: 2026,
  incomeTax: 'graduated',
  brackets: {
    single: [
      { fromCents: 0, rate: '0.0335' },
      { fromCents: 4_940_000, rate: '0.066' }, // $49,400
      { fromCents: 11_970_000, rate: '0.076' }, // $119,700
      { fromCents: 24_970_000, rate: '0.0875' }, // $249,700
    ],
    marriedJoint: [
      { fromCents: 0, rate: '0.0335' },
      { fromCents: 8_250_000, rate: '0.066' }, // $82,500
      { fromCents: 19_945_000, rate: '0.076' }, // $199,450
      { fromCents: 30_400_000, rate: '0.0875' }, // $304,000
    ],
  },
  // Standard deduction $7,650 / $15,300 plus the $5,300 exemption per filer (2025 figures).
  deduction: {
    singleCents: 1_295_000, // $12,950
    marriedJointCents: 2_590_000, // $25,900
  },
  dependentDeduction: 'federal',
  exemptionCredit: { singleCents: 0, marriedJointCents: 0 },
  agedDeductionCents: 125_000, // $1,250
  indexed: true,
  kiddieTax: 'own',
  trumpWithdrawal: 'ira',
  trumpEarnings: 'deferred',
  retirementExclusion: null,
  capitalGainsExcludedShare: '0',
  gainsTax: null,
  plan529Deduction: {
    kind: 'credit',
    cap: {
      singleCents: 250_000, // $2,500
      marriedJointCents: 500_000, // $5,000
    },
    perBeneficiary: true,
    creditRate: '0.1',
    ownPlanOnly: true,
    carryforward: false,
    words:
      "A nonrefundable credit of 10% of contributions to Vermont's own plan (VT529, the Vermont Higher Education Investment Plan), on up to $2,500 per beneficiary a year for each taxpayer ($5,000 on a joint return), at most $250 / $500 per beneficiary (32 V.S.A. 5825a).",
  },
  plan529Recapture: true,
  wagesTaxed: true,
  localIncomeTax: false,
  unverified: true,
  note: "Vermont starts from federal adjusted gross income under the Internal Revenue Code as of a fixed date that its legislature advances each year; it has not legislated on Trump accounts: the service applies conformity with the federal treatment (the earnings deferred, a withdrawal taxed as an IRA distribution). Vermont's retirement income exemption covers Social Security, civil service and military pensions, not IRA distributions. A non-qualified withdrawal from VT529 repays 10% of it, up to the credits taken.",
  notModelled: [
    "The 2026 brackets, standard deduction, exemption and aged amount: indexed each year (32 V.S.A. 5822(b)), the 2026 figures were not found; the service applies 2025's (single 3.35% to $49,400, 6.6% to $119,700, 7.6% to $249,700, 8.75% above; joint $82,500, $199,450, $304,000; $7,650 / $15,300; $5,300; $1,250).",
    'The capital gains exclusion: the flat exclusion of up to $5,000 of adjusted net capital gain (the only one for publicly traded stocks, bonds and funds, so for a custodial account), and the 40% exclusion for other assets held more than three years (capped at $350,000 and 40% of federal taxable income) (32 V.S.A. 5811(21)(B)(ii)). The service excludes none: it overstates the tax on gains by up to $5,000 x the marginal rate.',
    'The minimum tax of 3% of AGI where AGI is above $150,000 (the tax is the larger of the schedule tax and 3% of AGI, for filers with large deductions).',
    'The recapture of the 529 credit is 10% of the non-qualified withdrawal (up to the credits taken), a tax, not an income add-back.',
    "A dependent's own return: the service gives the federal dependent standard deduction; Vermont's own rule was not verified.",
    'Credits: the earned income credit, the child tax credit, the child and dependent care credit, the elderly or disabled credit, the renter credit, credits for taxes paid to other states, and others; the Social Security and pension exemptions.',
  ],
  sources: [
    {
      title: '32 V.S.A. 5822: tax on income of individuals (rates, indexing)',
      url: 'https://legislature.vermont.gov/statutes/section/32/151/05822',
    },
    {
      title:
        '32 V.S.A. 5811: definitions (Vermont taxable income, standard deduction, personal exemptions, capital gains exclusion)',
      url: 'https://legislature.vermont.gov/statutes/section/32/151/05811',
    },
    {
      title: '32 V.S.A. 5825a: credit for contributions to the Vermont Higher Education Investment Plan',
      url: 'https://legislature.vermont.gov/statutes/section/32/151/05825a',
    },
    {
      title:
        'Vermont Department of Taxes: 2025 income tax return booklet (rate schedules, standard deduction, exemptions)',
      url: 'https://tax.vermont.gov/sites/tax/files/documents/IN-111-Instr-2025.pdf',
    },
  ],
};
