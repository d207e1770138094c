// Wisconsin: a graduated income tax, 3.5% to 7.65%, with a sliding-scale standard deduction
// (docs/after-tax.md#state-tax). The bracket figures are 2025's (the latest published; indexed).
import type { StateTaxJurisdiction } from '../state-tax-types.js';

export const WI: StateTaxJurisdiction = {
  code: 'WI',
  name: 'Wisconsin',
  status: 'modelled',
  year: 2026,
  incomeTax: 'graduated',
  brackets: {
    single: [
      { fromCents: 0, rate: '0.035' },
      { fromCents: 1_468_000, rate: '0.044' }, // $14,680
      { fromCents: 5_113_000, rate: '0.053' }, // $51,130
      { fromCents: 32_329_000, rate: '0.0765' }, // $323,290
    ],
    marriedJoint: [
      { fromCents: 0, rate: '0.035' },
      { fromCents: 1_958_000, rate: '0.044' }, // $19,580
      { fromCents: 6_817_000, rate: '0.053' }, // $68,170
      { fromCents: 43_106_000, rate: '0.0765' }, // $431,060
    ],
  },
  // The largest standard deduction ($13,560 / $25,110, 2025) plus the $700 exemption per filer; the
  // deduction's phase-out is not carried (see notModelled).
  deduction: {
    singleCents: 1_426_000, // $14,260
    marriedJointCents: 2_651_000, // $26,510
  },
  dependentDeduction: 'federal',
  exemptionCredit: { singleCents: 0, marriedJointCents: 0 },
  agedDeductionCents: 25_000, // $250
  indexed: true,
  kiddieTax: 'own',
  trumpWithdrawal: 'ira',
  trumpEarnings: 'deferred',
  retirementExclusion: {
    fromAgeMonths: 804, // 67
    capCents: 2_400_000, // $24,000
    words:
      'From 2025, an individual 67 or older by the end of the year subtracts up to $24,000 of retirement income, IRA distributions included ($48,000 on a joint return where both spouses qualify) (Wis. Stat. 71.05(6)(b)54m).',
  },
  capitalGainsExcludedShare: '0.3',
  gainsTax: null,
  plan529Deduction: {
    kind: 'deduction',
    cap: {
      singleCents: 528_000, // $5,280
      marriedJointCents: 528_000, // $5,280
    },
    perBeneficiary: true,
    ownPlanOnly: true,
    carryforward: true,
    words:
      "A subtraction for contributions to Wisconsin's own plans (Edvest, Tomorrow's Scholar) of up to $5,280 per beneficiary in 2026 ($2,640 for a spouse filing separately), indexed; contributions above it carry forward (Wis. Stat. 71.05(6)(b)32).",
  },
  plan529Recapture: true,
  wagesTaxed: true,
  localIncomeTax: false,
  unverified: true,
  note: 'Wisconsin starts from federal adjusted gross income under the Internal Revenue Code as of a fixed date that its legislature advances; it has not legislated on Trump accounts (bills for a state match of contributions were introduced): the service applies conformity with the federal treatment (the earnings deferred, a withdrawal taxed as an IRA distribution, with the retirement income subtraction from 67). A non-qualified withdrawal from a Wisconsin 529 plan adds back the contributions subtracted earlier.',
  notModelled: [
    "The 2026 brackets, standard deduction and thresholds: indexed each year (Wis. Stat. 71.06(2e)), the 2026 figures were not found; the service applies 2025's (single: 3.5% to $14,680, 4.4% to $51,130, 5.3% to $323,290, 7.65% above; joint: $19,580, $68,170, $431,060).",
    "The standard deduction's phase-out: the deduction ($13,560 single / $25,110 joint at most, 2025) falls by 12% of Wisconsin AGI above $19,550 single and 19.778% above $28,210 joint, reaching zero at about $132,550 single / $155,170 joint (Wis. Stat. 71.05(22)). The service gives the largest deduction at every income: it understates the tax by up to $13,560 x the marginal rate (about $720 single, $1,330 joint) and the marginal rate inside the phase-out (5.3% becomes about 5.94% single).",
    'The retirement income subtraction on a joint return where both spouses are 67 or older ($24,000 each): the service counts only the owner.',
    'The older $5,000 retirement income exclusion for a filer 65 or older with federal AGI below $15,000 single / $30,000 joint.',
    "A dependent's own return: the service gives the federal dependent standard deduction; Wisconsin limits a dependent's standard deduction in a similar way and allows a dependent no personal exemption where another claims it (not verified against the 2026 instructions).",
    'The 60% exclusion of gains on farm assets (only 30% is modelled), and capital losses beyond $500 a year.',
    "Credits: the married couple credit, the itemized deduction credit, the school property tax and renter's credit, the earned income credit, the homestead credit, and others.",
  ],
  sources: [
    {
      title: 'Wis. Stat. 71.06: rates of taxation and bracket indexing',
      url: 'https://docs.legis.wisconsin.gov/statutes/statutes/71/i/06',
    },
    {
      title:
        'Wis. Stat. 71.05: subtractions (30% of capital gains, 529 contributions, retirement income from 67) and the standard deduction (71.05(22))',
      url: 'https://docs.legis.wisconsin.gov/statutes/statutes/71/i/05',
    },
    {
      title:
        'Wisconsin Department of Revenue: 2025 Form 1 instructions (tax rate schedules, standard deduction table, exemptions)',
      url: 'https://www.revenue.wi.gov/TaxForms2025/2025-Form1-inst.pdf',
    },
    {
      title:
        'Wisconsin Department of Revenue: 2025 Schedule SB instructions (retirement income subtraction, 529 subtraction)',
      url: 'https://www.revenue.wi.gov/TaxForms2025/2025-ScheduleSB-Inst.pdf',
    },
    {
      title: 'Edvest: Wisconsin tax benefits (the 2026 subtraction limit per beneficiary)',
      url: 'https://www.edvest.com/learn/tax-benefits/',
      secondary: true,
    },
  ],
};
