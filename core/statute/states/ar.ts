// Arkansas (docs/after-tax.md#state-tax): the schedule of Ark. Code 26-51-201 (its 2026 top rate
// 3.7%, Act 1 of the 2026 First Extraordinary Session), the same for every filing status; the
// standard deduction of 26-51-430; the $29 personal credit of 26-51-501; the $6,000 retirement
// exemption of 26-51-307; the 50% capital-gains exclusion of 26-51-815.
import type { StateTaxJurisdiction } from '../state-tax-types.js';

// Arkansas taxes a joint return's combined income on the single schedule.
const SCHEDULE = [
  { fromCents: 0, rate: '0' },
  { fromCents: 560_000, rate: '0.02' }, // $5,600
  { fromCents: 1_120_000, rate: '0.03' }, // $11,200
  { fromCents: 1_600_000, rate: '0.034' }, // $16,000
  { fromCents: 2_640_000, rate: '0.037' }, // $26,400
];

export const AR: StateTaxJurisdiction = {
  code: 'AR',
  name: 'Arkansas',
  status: 'modelled',
  year: 2026,
  incomeTax: 'graduated',
  brackets: { single: SCHEDULE, marriedJoint: SCHEDULE },
  // 2025 standard deduction (the 2026 amount, indexed by CPI-U and rounded down to $10, was not
  // found); Arkansas's personal exemptions are credits (below).
  deduction: { singleCents: 247_000, marriedJointCents: 494_000 }, // $2,470 / $4,940
  dependentDeduction: 'federal',
  exemptionCredit: { singleCents: 2_900, marriedJointCents: 5_800 }, // $29 per filer
  agedDeductionCents: 0,
  indexed: true,
  kiddieTax: 'own',
  trumpWithdrawal: 'ira',
  trumpEarnings: 'deferred',
  retirementExclusion: {
    fromAgeMonths: 714,
    capCents: 600_000, // $6,000
    words:
      'Ark. Code 26-51-307: up to $6,000 a year of retirement benefits per person is exempt, including IRA distributions taken at 59 1/2 or later (each spouse his or her own).',
  },
  capitalGainsExcludedShare: '0.5',
  gainsTax: null,
  plan529Deduction: {
    kind: 'deduction',
    cap: { singleCents: 500_000, marriedJointCents: 1_000_000 }, // $5,000 / $10,000
    perBeneficiary: false,
    ownPlanOnly: true,
    carryforward: false,
    words:
      "Ark. Code 6-84-114: contributions to Arkansas's 529 plans are deducted up to $5,000 a year ($10,000 on a joint return); contributions to other states' plans up to $3,000 ($6,000).",
  },
  plan529Recapture: true,
  wagesTaxed: true,
  localIncomeTax: false,
  unverified: true,
  note: 'Arkansas adopts Internal Revenue Code provisions section by section and has not adopted section 530A nor said how it treats a Trump account. The service applies conformity with the federal treatment: the earnings are deferred and a withdrawal after the growth period is taxed as an IRA distribution, with the $6,000 retirement exemption from 59 1/2.',
  notModelled: [
    'The 2026 standard deduction: the 2025 amounts ($2,470 / $4,940) stand until the 2026 indexed amounts are read.',
    "The bracket adjustment above $94,700 of net taxable income: Arkansas's high-income table takes back the lower bands' benefit in $100 steps, adding up to $287.30 of tax between $94,701 and about $97,600 (above it the tax is 3.7% of income less $79.90); the low-income tables for incomes below about $24,000. The service uses the marginal schedule of the middle table throughout.",
    'The additional $29 personal credit for a filer 65 or older and the dependent credits; other credits and itemized deductions.',
    "The 529 deduction for contributions to another state's plan ($3,000 / $6,000) and any carryforward of contributions above the cap (reported for Arkansas by secondary sources, not verified).",
    'The 100% exclusion of net capital gains above $10,000,000 from one sale.',
  ],
  sources: [
    {
      title: 'Ark. Code 26-51-201 (rates)',
      url: 'https://law.justia.com/codes/arkansas/title-26/subtitle-5/chapter-51/subchapter-2/section-26-51-201/',
    },
    {
      title: 'Arkansas Act 1 of 2026, First Extraordinary Session (HB 1001): 2026 top rate 3.7%',
      url: 'https://arkleg.state.ar.us/Bills/Detail?id=hb1001&ddBienniumSession=2025%2F2026S1',
    },
    {
      title: 'Ark. Code 26-51-307 (retirement or disability benefits exemption)',
      url: 'https://law.justia.com/codes/arkansas/title-26/subtitle-5/chapter-51/subchapter-3/section-26-51-307/',
    },
    {
      title: 'Ark. Code 26-51-815 (capital gains)',
      url: 'https://law.justia.com/codes/arkansas/title-26/subtitle-5/chapter-51/subchapter-8/section-26-51-815/',
    },
    {
      title: 'Arkansas DFA, 2025 Individual Income Tax Forms and Instructions (AR1000F)',
      url: 'https://www.dfa.arkansas.gov/wp-content/uploads/2025_AR1000F_and_AR1000NR_Instructions.pdf',
    },
  ],
};
