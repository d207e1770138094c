// Missouri, hand-worked from the MO-1040 instructions and RSMo 143.011/143.121: federal AGI less
// the capital-gains subtraction and the federal standard deduction, eight bands (0% to 4.7%). Every
// case has Missouri AGI above $125,000, where the federal income tax deduction is 0%.
import type { StateCase } from './state-case.js';

const FORM = 'https://dor.mo.gov/forms/MO-1040%20Instructions_2025.pdf';

export const CASES: StateCase[] = [
  {
    state: 'MO',
    what: 'single worker in the top band',
    filingStatus: 'single',
    year: 2026,
    ageAtEnd: 30,
    wagesCents: 15_000_000,
    interestCents: 0,
    trumpWithdrawalCents: 0,
    plan529EarningsCents: 0,
    gainsCents: 0,
    expectedTaxCents: 611_736,
    worked:
      'Taxable 150,000 - 16,100 = 133,900; bands to 9,191: 1,313 x (0 + 0.02 + 0.025 + 0.03 + 0.035 + 0.04 + 0.045) = 256.035 (the schedule prints $256); (133,900 - 9,191) x 0.047 = 5,861.323; total 6,117.358, rounded 6,117.36.',
    source: FORM,
  },
  {
    state: 'MO',
    what: 'joint return at 62 with a Trump-account withdrawal taxed in full',
    filingStatus: 'marriedJoint',
    year: 2026,
    ageAtEnd: 62,
    wagesCents: 10_000_000,
    interestCents: 0,
    trumpWithdrawalCents: 6_000_000,
    plan529EarningsCents: 0,
    gainsCents: 0,
    expectedTaxCents: 583_066,
    worked:
      'AGI 160,000; taxable 160,000 - 32,200 = 127,800; 256.035 + (127,800 - 9,191) x 0.047 = 256.035 + 5,574.623 = 5,830.658, rounded 5,830.66.',
    source: FORM,
  },
  {
    state: 'MO',
    what: 'single with long-term gains (all subtracted) and 529 non-qualified earnings (taxed)',
    filingStatus: 'single',
    year: 2026,
    ageAtEnd: 40,
    wagesCents: 13_000_000,
    interestCents: 0,
    trumpWithdrawalCents: 0,
    plan529EarningsCents: 500_000,
    gainsCents: 5_000_000,
    expectedTaxCents: 541_236,
    worked:
      'AGI 185,000; capital-gains subtraction 50,000: Missouri AGI 135,000; taxable 135,000 - 16,100 = 118,900; 256.035 + 109,709 x 0.047 = 256.035 + 5,156.323 = 5,412.358, rounded 5,412.36.',
    source: FORM,
  },
  {
    state: 'MO',
    what: 'single at 70 with a large withdrawal: the aged standard deduction',
    filingStatus: 'single',
    year: 2026,
    ageAtEnd: 70,
    wagesCents: 0,
    interestCents: 0,
    trumpWithdrawalCents: 20_000_000,
    plan529EarningsCents: 0,
    gainsCents: 0,
    expectedTaxCents: 837_101,
    worked:
      'AGI 200,000 (no private pension subtraction above 25,000); taxable 200,000 - 16,100 - 2,050 = 181,850; 256.035 + 172,659 x 0.047 = 256.035 + 8,114.973 = 8,371.008, rounded 8,371.01.',
    source: FORM,
  },
];
