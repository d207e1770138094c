// Kansas, hand-worked from the K-40 booklet (IP25) and K.S.A. 79-32,110: 5.2% up to $23,000
// ($46,000 joint), 5.58% above, on AGI less the standard deduction and exemption.
import type { StateCase } from './state-case.js';

const FORM = 'https://www.ksrevenue.gov/pdf/ip25.pdf';

export const CASES: StateCase[] = [
  {
    state: 'KS',
    what: 'single worker across both rates',
    filingStatus: 'single',
    year: 2026,
    ageAtEnd: 30,
    wagesCents: 5_000_000,
    interestCents: 0,
    trumpWithdrawalCents: 0,
    plan529EarningsCents: 0,
    gainsCents: 0,
    expectedTaxCents: 199_031,
    worked:
      'Taxable 50,000 - 3,605 - 9,160 = 37,235; 23,000 x 0.052 = 1,196.00; 14,235 x 0.0558 = 794.313; total 1,990.313, rounded 1,990.31.',
    source: FORM,
  },
  {
    state: 'KS',
    what: 'single at 66 with a Trump-account withdrawal taxed in full, the aged standard deduction',
    filingStatus: 'single',
    year: 2026,
    ageAtEnd: 66,
    wagesCents: 2_000_000,
    interestCents: 0,
    trumpWithdrawalCents: 4_000_000,
    plan529EarningsCents: 0,
    gainsCents: 0,
    expectedTaxCents: 250_088,
    worked:
      'AGI 60,000; standard deduction 3,605 + 850 (65 or older) + exemption 9,160: taxable 46,385; 23,000 x 0.052 = 1,196.00; 23,385 x 0.0558 = 1,304.883; total 2,500.883, rounded 2,500.88.',
    source: FORM,
  },
  {
    state: 'KS',
    what: 'joint return with gains and 529 non-qualified earnings',
    filingStatus: 'marriedJoint',
    year: 2026,
    ageAtEnd: 40,
    wagesCents: 12_000_000,
    interestCents: 0,
    trumpWithdrawalCents: 0,
    plan529EarningsCents: 200_000,
    gainsCents: 2_000_000,
    expectedTaxCents: 626_675,
    worked:
      'AGI 142,000; less 8,240 and 18,320: 115,440; 46,000 x 0.052 = 2,392.00; 69,440 x 0.0558 = 3,874.752; total 6,266.752, rounded 6,266.75.',
    source: FORM,
  },
  {
    state: 'KS',
    what: "a dependent child's gains: $500 standard deduction, no exemption",
    filingStatus: 'single',
    year: 2026,
    ageAtEnd: 12,
    dependent: true,
    wagesCents: 0,
    interestCents: 0,
    trumpWithdrawalCents: 0,
    plan529EarningsCents: 0,
    gainsCents: 500_000,
    expectedTaxCents: 23_400,
    worked: 'Taxable 5,000 - 500 = 4,500; 4,500 x 0.052 = 234.00.',
    source: FORM,
  },
];
