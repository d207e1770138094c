// Idaho, hand-worked from the Form 40 instructions and Idaho Code 63-3024: federal taxable income
// (the 2026 federal standard deduction), 0% up to $4,811 ($9,622 joint), 5.3% above.
import type { StateCase } from './state-case.js';

const SCHEDULE = 'https://tax.idaho.gov/taxes/income-tax/individual-income/individual-income-tax-rate-schedule/';

export const CASES: StateCase[] = [
  {
    state: 'ID',
    what: 'single worker',
    filingStatus: 'single',
    year: 2026,
    ageAtEnd: 30,
    wagesCents: 6_000_000,
    interestCents: 0,
    trumpWithdrawalCents: 0,
    plan529EarningsCents: 0,
    gainsCents: 0,
    expectedTaxCents: 207_172,
    worked:
      'Taxable income 60,000 - 16,100 = 43,900; (43,900 - 4,811) x 0.053 = 39,089 x 0.053 = 2,071.717, rounded 2,071.72.',
    source: SCHEDULE,
  },
  {
    state: 'ID',
    what: 'joint return at 45 with a Trump-account withdrawal taxed in full',
    filingStatus: 'marriedJoint',
    year: 2026,
    ageAtEnd: 45,
    wagesCents: 12_000_000,
    interestCents: 0,
    trumpWithdrawalCents: 2_000_000,
    plan529EarningsCents: 0,
    gainsCents: 0,
    expectedTaxCents: 520_343,
    worked:
      'Taxable income 140,000 - 32,200 = 107,800; (107,800 - 9,622) x 0.053 = 98,178 x 0.053 = 5,203.434, rounded 5,203.43.',
    source: SCHEDULE,
  },
  {
    state: 'ID',
    what: 'single at 66: withdrawal and gains, the aged standard deduction (senior deduction fully phased out)',
    filingStatus: 'single',
    year: 2026,
    ageAtEnd: 66,
    wagesCents: 0,
    interestCents: 0,
    trumpWithdrawalCents: 15_000_000,
    plan529EarningsCents: 0,
    gainsCents: 3_000_000,
    expectedTaxCents: 832_307,
    worked:
      'AGI 150,000 + 30,000 = 180,000; the 2025-2028 senior deduction is 6,000 - 6% x (180,000 - 75,000) < 0, so none; standard deduction 16,100 + 2,050 = 18,150; taxable 161,850; (161,850 - 4,811) x 0.053 = 157,039 x 0.053 = 8,323.067, rounded 8,323.07.',
    source: SCHEDULE,
  },
  {
    state: 'ID',
    what: "a dependent child's gains with the federal dependent standard deduction",
    filingStatus: 'single',
    year: 2026,
    ageAtEnd: 12,
    dependent: true,
    wagesCents: 0,
    interestCents: 0,
    trumpWithdrawalCents: 0,
    plan529EarningsCents: 0,
    gainsCents: 1_000_000,
    expectedTaxCents: 20_347,
    worked:
      'Dependent standard deduction the larger of 1,350 or earned income + 450: 1,350; taxable 8,650; (8,650 - 4,811) x 0.053 = 3,839 x 0.053 = 203.467, rounded 203.47.',
    source: SCHEDULE,
  },
];
