// Arizona's hand-worked returns (test/tax/states/state-case.ts): 2.5% of Arizona taxable income
// (A.R.S. 43-1011), the federal basic standard deduction for 2026, the 25% long-term gains
// subtraction, the 530A distribution subtraction and the age 65 amounts.
import type { StateCase } from './state-case.js';

const SOURCE = 'https://www.azleg.gov/ars/43/01022.htm';

export const CASES: StateCase[] = [
  {
    state: 'AZ',
    what: "single, wages and a 529 plan's non-qualified earnings",
    filingStatus: 'single',
    year: 2026,
    ageAtEnd: 30,
    wagesCents: 5_500_000,
    interestCents: 0,
    trumpWithdrawalCents: 0,
    plan529EarningsCents: 200_000,
    gainsCents: 0,
    expectedTaxCents: 102_250,
    worked: 'AGI 55,000 + 2,000 = 57,000; less standard deduction 16,100 = 40,900; x 2.5% = 1,022.50.',
    source: SOURCE,
  },
  {
    state: 'AZ',
    what: 'joint, wages and long-term gains with the 25% subtraction',
    filingStatus: 'marriedJoint',
    year: 2026,
    ageAtEnd: 42,
    wagesCents: 15_000_000,
    interestCents: 0,
    trumpWithdrawalCents: 0,
    plan529EarningsCents: 0,
    gainsCents: 2_000_000,
    expectedTaxCents: 332_000,
    worked:
      'AGI 150,000 + 20,000 = 170,000; less 25% x 20,000 = 5,000 gains subtraction = 165,000; less standard deduction 32,200 = 132,800; x 2.5% = 3,320.00.',
    source: SOURCE,
  },
  {
    state: 'AZ',
    what: 'single at 66, a Trump-account withdrawal subtracted in full, interest',
    filingStatus: 'single',
    year: 2026,
    ageAtEnd: 66,
    wagesCents: 0,
    interestCents: 4_500_000,
    trumpWithdrawalCents: 2_500_000,
    plan529EarningsCents: 0,
    gainsCents: 0,
    expectedTaxCents: 52_000,
    worked:
      'Federal AGI 45,000 + 25,000 = 70,000 (below the 75,000 senior-deduction phase-out); less the 530A distribution 25,000 = 45,000; less standard deduction 16,100, age-65 exemption 2,100 and senior deduction 6,000 = 20,800; x 2.5% = 520.00.',
    source: SOURCE,
  },
];
