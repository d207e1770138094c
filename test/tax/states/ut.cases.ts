// Hand-worked Utah returns for 2026 (test/tax/states/state-case.ts): 4.45% of state taxable income
// (Utah Code 59-10-104, SB 60 of 2026) less the taxpayer tax credit, 6% of the federal standard
// deduction ($16,100 single / $32,200 joint in 2026) less 1.3% of income above the phase-out base
// ($18,213 single / $36,426 joint: the 2025 figures of TC-40 line 17, the 2026 ones not yet
// published), never below zero (Utah Code 59-10-1018).
import type { StateCase } from './state-case.js';

export const CASES: StateCase[] = [
  {
    state: 'UT',
    what: 'wages and gains, single: the credit fully phased out',
    filingStatus: 'single',
    year: 2026,
    ageAtEnd: 30,
    wagesCents: 12_000_000, // $120,000
    interestCents: 0,
    trumpWithdrawalCents: 0,
    plan529EarningsCents: 0,
    gainsCents: 500_000, // $5,000
    expectedTaxCents: 556_250,
    worked:
      'State taxable income $125,000 (gains taxed as ordinary income) x 4.45% = $5,562.50. Credit: 6% x $16,100 = $966; phase-out 1.3% x ($125,000 - $18,213) = $1,388.23 > $966, so the credit is 0. Tax $5,562.50.',
    source: 'https://incometax.utah.gov/credits/taxpayer-tax-credit',
  },
  {
    state: 'UT',
    what: 'a Trump-account withdrawal on a joint return at 60',
    filingStatus: 'marriedJoint',
    year: 2026,
    ageAtEnd: 60,
    wagesCents: 15_000_000, // $150,000
    interestCents: 0,
    trumpWithdrawalCents: 10_000_000, // $100,000
    plan529EarningsCents: 0,
    gainsCents: 0,
    expectedTaxCents: 1_112_500,
    worked:
      'State taxable income $250,000 (the IRA distribution fully taxed) x 4.45% = $11,125.00. Credit: 6% x $32,200 = $1,932; phase-out 1.3% x ($250,000 - $36,426) = $2,776.46 > $1,932, so 0. Tax $11,125.00.',
    source: 'https://le.utah.gov/xcode/Title59/Chapter10/59-10-S104.html',
  },
  {
    state: 'UT',
    what: 'a young adult withdrawal with 529 earnings, single: the credit in its phase-out',
    filingStatus: 'single',
    year: 2026,
    ageAtEnd: 25,
    wagesCents: 0,
    interestCents: 200_000, // $2,000
    trumpWithdrawalCents: 3_000_000, // $30,000
    plan529EarningsCents: 100_000, // $1,000
    gainsCents: 0,
    expectedTaxCents: 69_473,
    worked:
      'State taxable income $33,000 x 4.45% = $1,468.50. Credit: 6% x $16,100 = $966.00; phase-out 1.3% x ($33,000 - $18,213) = $192.231; credit $773.769, $773.77. Tax $1,468.50 - $773.77 = $694.73. (No my529 credit was claimed for these contributions, so no add-back.)',
    source: 'https://tax.utah.gov/forms/current/tc-40inst.pdf',
  },
];
