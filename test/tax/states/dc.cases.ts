// The District of Columbia's hand-worked returns (test/tax/states/state-case.ts): the schedule of
// D.C. Code 47-1806.03 (the same for joint returns) and the standard deduction (2025 amounts).
import type { StateCase } from './state-case.js';

const SOURCE = 'https://code.dccouncil.gov/us/dc/council/code/sections/47-1806.03';

export const CASES: StateCase[] = [
  {
    state: 'DC',
    what: 'single, wages, to the top of the 6.5% band',
    filingStatus: 'single',
    year: 2026,
    ageAtEnd: 30,
    wagesCents: 7_500_000,
    interestCents: 0,
    trumpWithdrawalCents: 0,
    plan529EarningsCents: 0,
    gainsCents: 0,
    expectedTaxCents: 350_000,
    worked:
      'AGI 75,000; less 15,000 = 60,000. 4% x 10,000 = 400; 6% x 30,000 = 1,800; 6.5% x 20,000 = 1,300; total 3,500.00.',
    source: SOURCE,
  },
  {
    state: 'DC',
    what: 'joint, wages and long-term gains on the single schedule',
    filingStatus: 'marriedJoint',
    year: 2026,
    ageAtEnd: 45,
    wagesCents: 15_000_000,
    interestCents: 0,
    trumpWithdrawalCents: 0,
    plan529EarningsCents: 0,
    gainsCents: 3_000_000,
    expectedTaxCents: 1_115_000,
    worked:
      'AGI 150,000 + 30,000 = 180,000; less 30,000 = 150,000. 400 + 1,800 + 1,300 + 8.5% x 90,000 = 7,650; total 11,150.00.',
    source: SOURCE,
  },
  {
    state: 'DC',
    what: 'single at 50, a Trump-account withdrawal taxed as an IRA distribution',
    filingStatus: 'single',
    year: 2026,
    ageAtEnd: 50,
    wagesCents: 0,
    interestCents: 500_000,
    trumpWithdrawalCents: 5_000_000,
    plan529EarningsCents: 0,
    gainsCents: 0,
    expectedTaxCents: 220_000,
    worked: 'AGI 50,000 + 5,000 = 55,000; less 15,000 = 40,000. 400 + 1,800; total 2,200.00.',
    source: SOURCE,
  },
];
