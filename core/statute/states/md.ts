// Maryland: ten state rates from 2% to 6.5% on Maryland taxable income, plus county taxes not
// modelled (docs/after-tax.md#state-tax).
import type { StateTaxJurisdiction } from '../state-tax-types.js';

export const MD: StateTaxJurisdiction = {
  code: 'MD',
  name: 'Maryland',
  status: 'modelled',
  year: 2026,
  incomeTax: 'graduated',
  // Tax-General 10-105(a), as amended by HB 352 (2025 ch. 604) from 2025: the 6.25% and 6.5% bands.
  brackets: {
    single: [
      { fromCents: 0, rate: '0.02' },
      { fromCents: 100_000, rate: '0.03' }, // $1,000
      { fromCents: 200_000, rate: '0.04' }, // $2,000
      { fromCents: 300_000, rate: '0.0475' }, // $3,000
      { fromCents: 10_000_000, rate: '0.05' }, // $100,000
      { fromCents: 12_500_000, rate: '0.0525' }, // $125,000
      { fromCents: 15_000_000, rate: '0.055' }, // $150,000
      { fromCents: 25_000_000, rate: '0.0575' }, // $250,000
      { fromCents: 50_000_000, rate: '0.0625' }, // $500,000
      { fromCents: 100_000_000, rate: '0.065' }, // $1,000,000
    ],
    marriedJoint: [
      { fromCents: 0, rate: '0.02' },
      { fromCents: 100_000, rate: '0.03' }, // $1,000
      { fromCents: 200_000, rate: '0.04' }, // $2,000
      { fromCents: 300_000, rate: '0.0475' }, // $3,000
      { fromCents: 15_000_000, rate: '0.05' }, // $150,000
      { fromCents: 17_500_000, rate: '0.0525' }, // $175,000
      { fromCents: 22_500_000, rate: '0.055' }, // $225,000
      { fromCents: 30_000_000, rate: '0.0575' }, // $300,000
      { fromCents: 60_000_000, rate: '0.0625' }, // $600,000
      { fromCents: 120_000_000, rate: '0.065' }, // $1,200,000
    ],
  },
  // The flat standard deduction $3,350 / $6,700 (2025; indexed, the 2026 figure was not published
  // in the sources read) plus the $3,200 exemption per filer (Tax-General 10-211, 10-217).
  deduction: { singleCents: 655_000, marriedJointCents: 1_310_000 }, // $6,550 / $13,100
  // A filer claimed as a dependent elsewhere gets no exemption of their own: the standard deduction only.
  dependentDeduction: 335_000,
  exemptionCredit: { singleCents: 0, marriedJointCents: 0 },
  agedDeductionCents: 100_000, // $1,000 more exemption per filer 65 or older
  indexed: true,
  kiddieTax: 'own',
  trumpWithdrawal: 'ira',
  trumpEarnings: 'deferred',
  // The pension exclusion of Tax-General 10-209 (65 or older) excludes IRA distributions.
  retirementExclusion: null,
  capitalGainsExcludedShare: '0',
  gainsTax: null,
  plan529Deduction: {
    kind: 'deduction',
    cap: { singleCents: 250_000, marriedJointCents: 500_000 }, // $2,500 / $5,000 (two account holders)
    perBeneficiary: true,
    ownPlanOnly: true,
    carryforward: true,
    words:
      'Contributions to the Maryland 529 college investment plan are subtracted up to $2,500 per beneficiary per account holder a year (a couple that both hold accounts: $5,000), the excess carried forward up to 10 years (Tax-General 10-208); a non-qualified withdrawal adds back the amounts subtracted.',
  },
  plan529Recapture: true,
  wagesTaxed: true,
  localIncomeTax: true,
  unverified: true,
  note: 'Maryland starts from federal AGI and has said nothing of Trump accounts: the service applies conformity (the federal deferral; a withdrawal after 18 taxed as an IRA distribution).',
  notModelled: [
    'County and Baltimore City income taxes (2.25% to 3.3% of Maryland taxable income, on top of the state tax): not modelled, and they add more than half again to the state tax.',
    'The exemption phase-out: $1,600 each above federal AGI $100,000 ($150,000 joint), $800 above $125,000 ($175,000), none above $150,000 ($200,000).',
    'The 2% surtax on net capital gains when federal AGI exceeds $350,000 (from 2025).',
    'The standard deduction is the 2025 figure ($3,350 / $6,700): the 2026 indexed one was not published in the sources read.',
    "The $1,000 exemption of a spouse 65 or older (only the owner counts); the dependent exemptions; whether a dependent's standard deduction is limited.",
    'The 529 cap of $5,000 on a joint return requires both spouses to be account holders; the carryforward lasts 10 years.',
    'The pension exclusion (not for IRAs), the earned income credit (45% of the federal), the poverty-level credit, the child tax credit, the senior tax credit.',
  ],
  sources: [
    {
      title: 'Maryland Tax-General 10-105 (rates), as amended by HB 352 (2025 chapter 604)',
      url: 'https://mgaleg.maryland.gov/2025RS/Chapters_noln/CH_604_hb0352e.pdf',
    },
    {
      title: 'Maryland Tax-General 10-208 (subtractions: 529 contributions)',
      url: 'https://mgaleg.maryland.gov/mgawebsite/Laws/StatuteText?article=gtg&section=10-208&enactments=false',
    },
    {
      title: 'Comptroller of Maryland, 2025 resident income tax booklet',
      url: 'https://www.marylandcomptroller.gov/content/dam/mdcomp/tax/instructions/2025/resident-booklet.pdf',
    },
  ],
};
