// Missouri: eight bands up to 4.7% on Missouri taxable income, capital gains subtracted (docs/after-tax.md#state-tax).
import type { StateTaxJurisdiction } from '../state-tax-types.js';

const BANDS = [
  { fromCents: 0, rate: '0' },
  { fromCents: 131_300, rate: '0.02' }, // $1,313
  { fromCents: 262_600, rate: '0.025' }, // $2,626
  { fromCents: 393_900, rate: '0.03' }, // $3,939
  { fromCents: 525_200, rate: '0.035' }, // $5,252
  { fromCents: 656_500, rate: '0.04' }, // $6,565
  { fromCents: 787_800, rate: '0.045' }, // $7,878
  { fromCents: 919_100, rate: '0.047' }, // $9,191
];

export const MO: StateTaxJurisdiction = {
  code: 'MO',
  name: 'Missouri',
  status: 'modelled',
  year: 2026,
  incomeTax: 'graduated',
  // RSMo 143.011: the 2025 bands and top rate (4.7%), the same for every filing status. The 2026
  // indexed bands, and whether the revenue trigger of 143.011.4 cut the top rate to 4.6%, were not
  // published in the sources read.
  brackets: { single: BANDS, marriedJoint: BANDS },
  // The federal standard deduction (RSMo 143.131): $16,100 / $32,200 for 2026.
  deduction: { singleCents: 1_610_000, marriedJointCents: 3_220_000 }, // $16,100 / $32,200
  dependentDeduction: 'federal',
  exemptionCredit: { singleCents: 0, marriedJointCents: 0 },
  // The federal additional standard deduction for 65 or older: $2,050 single ($1,650 per spouse
  // when married, not carried).
  agedDeductionCents: 205_000,
  indexed: true,
  kiddieTax: 'own',
  trumpWithdrawal: 'ira',
  trumpEarnings: 'deferred',
  // The private pension subtraction ($6,000) requires Missouri AGI under $25,000 ($32,000 joint):
  // not an age or amount exclusion the shape carries.
  retirementExclusion: null,
  // From 2025 every capital gain included in federal AGI is subtracted (RSMo 143.121, HB 594).
  capitalGainsExcludedShare: '1',
  gainsTax: null,
  plan529Deduction: {
    kind: 'deduction',
    cap: { singleCents: 800_000, marriedJointCents: 1_600_000 }, // $8,000 / $16,000
    perBeneficiary: false,
    ownPlanOnly: false,
    carryforward: false,
    words:
      "Contributions to any state's 529 plan are subtracted up to $8,000 a year per taxpayer ($16,000 on a joint return) (RSMo 143.121, 166.435); a non-qualified withdrawal adds back the amount subtracted.",
  },
  plan529Recapture: true,
  wagesTaxed: true,
  localIncomeTax: true,
  unverified: true,
  note: 'Missouri starts from federal AGI and has said nothing of Trump accounts: the service applies conformity (the federal deferral; a withdrawal after 18 taxed as an IRA distribution).',
  notModelled: [
    'The deduction of federal income tax paid (RSMo 143.171): 35% of it at Missouri AGI up to $25,000, down to 5% up to $125,000, none above; capped at $5,000 ($10,000 joint). It needs the federal tax and matters below $125,000 of income.',
    'The 2026 bands and top rate: the 2025 ones are used (the rate may be 4.6% if the revenue trigger was met).',
    'The published schedule adds whole-dollar base amounts ($256 at $9,191 where the bands give $256.035): returns differ by a few cents.',
    'The private pension subtraction ($6,000 at Missouri AGI under $25,000 / $32,000), the Social Security and public pension subtractions; the additional standard deduction of a spouse 65 or older.',
    "The 1% earnings taxes of Kansas City and St. Louis on residents' wages: not modelled.",
    'Credits: the property tax credit, the Missouri working family credit (20% of the federal earned income credit).',
  ],
  sources: [
    { title: 'RSMo 143.011 (rates)', url: 'https://revisor.mo.gov/main/OneSection.aspx?section=143.011' },
    {
      title: 'RSMo 143.121 (modifications: capital gains and 529 subtractions)',
      url: 'https://www.revisor.mo.gov/main/OneSection.aspx?section=143.121',
    },
    {
      title: 'Missouri Department of Revenue, capital gains subtraction FAQ',
      url: 'https://dor.mo.gov/faq/taxation/individual/capital-gains-subtraction.html',
    },
    {
      title: 'Missouri Department of Revenue, 2025 Form MO-1040 instructions',
      url: 'https://dor.mo.gov/forms/MO-1040%20Instructions_2025.pdf',
    },
  ],
};
