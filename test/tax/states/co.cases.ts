// Colorado's hand-worked returns (test/tax/states/state-case.ts): 4.4% of federal taxable income
// (the 2026 federal standard deduction) less the pension subtraction.
import type { StateCase } from './state-case.js';

const SOURCE = 'https://tax.colorado.gov/sites/tax/files/documents/Book104_2025.pdf';

export const CASES: StateCase[] = [
  {
    state: 'CO',
    what: 'single, wages',
    filingStatus: 'single',
    year: 2026,
    ageAtEnd: 30,
    wagesCents: 6_000_000,
    interestCents: 0,
    trumpWithdrawalCents: 0,
    plan529EarningsCents: 0,
    gainsCents: 0,
    expectedTaxCents: 193_160,
    worked: 'Federal taxable income 60,000 - 16,100 = 43,900; x 4.4% = 1,931.60.',
    source: SOURCE,
  },
  {
    state: 'CO',
    what: 'joint, wages and long-term gains',
    filingStatus: 'marriedJoint',
    year: 2026,
    ageAtEnd: 45,
    wagesCents: 15_000_000,
    interestCents: 0,
    trumpWithdrawalCents: 0,
    plan529EarningsCents: 0,
    gainsCents: 2_000_000,
    expectedTaxCents: 606_320,
    worked: 'Federal taxable income 150,000 + 20,000 - 32,200 = 137,800; x 4.4% = 6,063.20.',
    source: SOURCE,
  },
  {
    state: 'CO',
    what: 'single at 60, a Trump-account withdrawal with the $20,000 pension subtraction',
    filingStatus: 'single',
    year: 2026,
    ageAtEnd: 60,
    wagesCents: 0,
    interestCents: 1_000_000,
    trumpWithdrawalCents: 4_000_000,
    plan529EarningsCents: 0,
    gainsCents: 0,
    expectedTaxCents: 61_160,
    worked:
      'Federal taxable income 40,000 + 10,000 - 16,100 = 33,900; less the pension subtraction 20,000 (age 55 to 64) = 13,900; x 4.4% = 611.60.',
    source: SOURCE,
  },
];
