// Maine: 5.8%, 6.75% and 7.15% on Maine taxable income (docs/after-tax.md#state-tax).
import type { StateTaxJurisdiction } from '../state-tax-types.js';

export const ME: StateTaxJurisdiction = {
  code: 'ME',
  name: 'Maine',
  status: 'modelled',
  year: 2026,
  incomeTax: 'graduated',
  // 36 M.R.S. 5111, indexed (5403): the 2026 schedules of Maine Revenue Services.
  brackets: {
    single: [
      { fromCents: 0, rate: '0.058' },
      { fromCents: 2_740_000, rate: '0.0675' }, // $27,400
      { fromCents: 6_485_000, rate: '0.0715' }, // $64,850
    ],
    marriedJoint: [
      { fromCents: 0, rate: '0.058' },
      { fromCents: 5_485_000, rate: '0.0675' }, // $54,850
      { fromCents: 12_975_000, rate: '0.0715' }, // $129,750
    ],
  },
  // The 2026 standard deduction $15,300 / $30,600 and the personal exemption $5,300 per filer.
  deduction: { singleCents: 2_060_000, marriedJointCents: 4_120_000 }, // $20,600 / $41,200
  // A dependent has no personal exemption and the federal dependent standard deduction.
  dependentDeduction: 'federal',
  exemptionCredit: { singleCents: 0, marriedJointCents: 0 },
  // The additional standard deduction for 65 or older: $2,050 single ($1,650 per spouse when
  // married, not carried).
  agedDeductionCents: 205_000,
  indexed: true,
  kiddieTax: 'own',
  trumpWithdrawal: 'ira',
  trumpEarnings: 'deferred',
  retirementExclusion: {
    fromAgeMonths: 714,
    capCents: 4_821_600, // $48,216 per person (2025), reduced by Social Security received
    words:
      'The pension income deduction covers IRA distributions not subject to the 10% early-withdrawal tax, up to the maximum annual Social Security benefit at full retirement age ($48,216 in 2025) per person, less Social Security received (36 M.R.S. 5122(2)(M-1)).',
  },
  capitalGainsExcludedShare: '0',
  gainsTax: null,
  plan529Deduction: {
    kind: 'deduction',
    cap: { singleCents: 100_000, marriedJointCents: 100_000 }, // $1,000 per beneficiary
    perBeneficiary: true,
    ownPlanOnly: false,
    carryforward: false,
    words:
      'Contributions to a 529 plan are deducted up to $1,000 per beneficiary a year, only when federal AGI is under $100,000 ($200,000 joint) (36 M.R.S. 5122(2), LD 1 of 2021).',
  },
  plan529Recapture: false,
  wagesTaxed: true,
  localIncomeTax: false,
  unverified: true,
  note: 'Maine conforms to the Internal Revenue Code as of a date its legislature updates each year, and has said nothing of Trump accounts in the sources read: the service applies conformity (the federal deferral; a withdrawal after 18 taxed as an IRA distribution, within the pension deduction from 59 1/2).',
  notModelled: [
    'The published schedules add whole-dollar base amounts ($1,589 for 27,400 x 5.8% = $1,589.20; $3,181 for $3,181.30; $8,237 for $8,237.05 joint): a return above the first band differs from the bands by under $1.',
    'The phase-out of the standard deduction (from federal AGI $102,250 single, over $75,000; joint over $150,000) and of the personal exemption (from $341,000 / $409,150).',
    'The pension deduction is reduced by Social Security received, phases out above federal AGI $125,000 ($250,000 joint, over $100,000), and its 2026 cap (the 2026 maximum Social Security benefit) was not read: the 2025 figure is used.',
    'The additional standard deduction of a married filer 65 or older is $1,650 (the single figure is applied to the owner alone).',
    'The 529 deduction has an income limit and is per beneficiary; whether Maine recaptures it on a non-qualified withdrawal was not found in the sources read (no recapture modelled).',
    'Credits: the dependent exemption credit, the property tax and sales tax fairness credits, the earned income credit, the child care credit.',
  ],
  sources: [
    { title: '36 M.R.S. 5111 (rates)', url: 'https://www.mainelegislature.org/legis/statutes/36/title36sec5111.html' },
    {
      title: '36 M.R.S. 5122 (modifications: pension income deduction, 529 deduction)',
      url: 'https://www.mainelegislature.org/legis/statutes/36/title36sec5122.html',
    },
    {
      title: '36 M.R.S. 5124-C (standard deduction)',
      url: 'https://www.mainelegislature.org/legis/statutes/36/title36sec5124-C.html',
    },
    {
      title:
        'Thomson Reuters, Maine announces 2026 rate schedules, personal exemption and standard deduction (Maine Revenue Services, Individual Income Tax 2026 Rates, 15 Sept 2025)',
      url: 'https://tax.thomsonreuters.com/news/maine-announces-individual-income-tax-rate-schedules-personal-exemption-standard-deduction-for-2026',
      secondary: true,
    },
    {
      title: 'Maine Revenue Services, 2025 Form 1040ME Schedule 1S',
      url: 'https://www.maine.gov/revenue/sites/maine.gov.revenue/files/inline-files/25_1040me_sch_1s_fillable.pdf',
    },
  ],
};
