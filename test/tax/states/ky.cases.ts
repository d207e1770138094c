// Kentucky, hand-worked from the Form 740 instructions and KRS 141.019/141.020/141.081: 3.5% of AGI
// less the pension exclusion ($31,110 a person) and the standard deduction ($3,360 for 2026).
import type { StateCase } from './state-case.js';

const FORM = 'https://revenue.ky.gov/Forms/740%20instructions%20packet%20(2025).pdf';

export const CASES: StateCase[] = [
  {
    state: 'KY',
    what: 'single worker',
    filingStatus: 'single',
    year: 2026,
    ageAtEnd: 30,
    wagesCents: 5_000_000,
    interestCents: 0,
    trumpWithdrawalCents: 0,
    plan529EarningsCents: 0,
    gainsCents: 0,
    expectedTaxCents: 163_240,
    worked: '(50,000 - 3,360) x 0.035 = 46,640 x 0.035 = 1,632.40.',
    source: FORM,
  },
  {
    state: 'KY',
    what: 'married couple (combined return) at 45: a Trump-account withdrawal above the pension exclusion',
    filingStatus: 'marriedJoint',
    year: 2026,
    ageAtEnd: 45,
    wagesCents: 8_000_000,
    interestCents: 0,
    trumpWithdrawalCents: 4_000_000,
    plan529EarningsCents: 0,
    gainsCents: 0,
    expectedTaxCents: 287_595,
    worked:
      "AGI 120,000; the owner's pension exclusion 31,110 leaves 88,890; two standard deductions (each spouse has income over 3,360) 6,720: 82,170; 82,170 x 0.035 = 2,875.95.",
    source: FORM,
  },
  {
    state: 'KY',
    what: 'single with gains and 529 non-qualified earnings (Kentucky gives no 529 deduction)',
    filingStatus: 'single',
    year: 2026,
    ageAtEnd: 40,
    wagesCents: 10_000_000,
    interestCents: 0,
    trumpWithdrawalCents: 0,
    plan529EarningsCents: 300_000,
    gainsCents: 2_000_000,
    expectedTaxCents: 418_740,
    worked: 'AGI 123,000; less 3,360 = 119,640; 119,640 x 0.035 = 4,187.40.',
    source: FORM,
  },
  {
    state: 'KY',
    what: 'single at 25: a Trump-account withdrawal within the pension exclusion, untaxed',
    filingStatus: 'single',
    year: 2026,
    ageAtEnd: 25,
    wagesCents: 3_000_000,
    interestCents: 0,
    trumpWithdrawalCents: 2_000_000,
    plan529EarningsCents: 0,
    gainsCents: 0,
    expectedTaxCents: 93_240,
    worked:
      'AGI 50,000; pension exclusion 20,000 (under 31,110, any age) leaves 30,000; less 3,360 = 26,640; x 0.035 = 932.40.',
    source: FORM,
  },
];
