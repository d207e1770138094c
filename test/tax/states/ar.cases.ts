// Arkansas's hand-worked returns (test/tax/states/state-case.ts): the 2026 middle-table schedule
// (0% to $5,600, 2%, 3%, 3.4%, 3.7% from $26,400; the same for joint returns; equal to 3.7% of net
// income less $367.20 up to $94,700), the 2025 standard deduction and the $29 personal credit.
import type { StateCase } from './state-case.js';

const SOURCE = 'https://www.dfa.arkansas.gov/wp-content/uploads/2025_AR1000F_and_AR1000NR_Instructions.pdf';

export const CASES: StateCase[] = [
  {
    state: 'AR',
    what: 'single, wages',
    filingStatus: 'single',
    year: 2026,
    ageAtEnd: 30,
    wagesCents: 5_000_000,
    interestCents: 0,
    trumpWithdrawalCents: 0,
    plan529EarningsCents: 0,
    gainsCents: 0,
    expectedTaxCents: 136_241,
    worked:
      'Income 50,000; less standard deduction 2,470 = 47,530. 2% x 5,600 = 112; 3% x 4,800 = 144; 3.4% x 10,400 = 353.60; 3.7% x (47,530 - 26,400) = 781.81; total 1,391.41 (= 3.7% x 47,530 - 367.20). Less personal credit 29 = 1,362.41.',
    source: SOURCE,
  },
  {
    state: 'AR',
    what: 'joint, wages and long-term gains half excluded',
    filingStatus: 'marriedJoint',
    year: 2026,
    ageAtEnd: 45,
    wagesCents: 8_000_000,
    interestCents: 0,
    trumpWithdrawalCents: 0,
    plan529EarningsCents: 0,
    gainsCents: 1_000_000,
    expectedTaxCents: 253_702,
    worked:
      'Income 80,000 + 50% x 10,000 gains = 85,000; less standard deduction 4,940 = 80,060. 112 + 144 + 353.60 + 3.7% x (80,060 - 26,400) = 1,985.42; total 2,595.02. Less personal credits 2 x 29 = 2,537.02.',
    source: SOURCE,
  },
  {
    state: 'AR',
    what: 'single at 62, a Trump-account withdrawal with the $6,000 retirement exemption',
    filingStatus: 'single',
    year: 2026,
    ageAtEnd: 62,
    wagesCents: 0,
    interestCents: 1_000_000,
    trumpWithdrawalCents: 3_000_000,
    plan529EarningsCents: 0,
    gainsCents: 0,
    expectedTaxCents: 77_041,
    worked:
      'Income 30,000 - 6,000 exempt + 10,000 interest = 34,000; less standard deduction 2,470 = 31,530. 112 + 144 + 353.60 + 3.7% x (31,530 - 26,400) = 189.81; total 799.41. Less personal credit 29 = 770.41.',
    source: SOURCE,
  },
];
