// New York's hand-worked 2026 returns (docs/after-tax.md#state-tax), from the rate schedule of Tax
// Law §601 as amended for 2026 and the IT-201 instructions. New York AGI stays under $107,650 in
// every case, so the supplemental tax of §601(d-1) does not apply.
import type { StateCase } from './state-case.js';

const SOURCE = 'https://www.nysenate.gov/legislation/laws/TAX/601';

export const CASES: StateCase[] = [
  {
    state: 'NY',
    what: 'single, wages and interest',
    filingStatus: 'single',
    year: 2026,
    ageAtEnd: 30,
    wagesCents: 6_000_000,
    interestCents: 50_000,
    trumpWithdrawalCents: 0,
    plan529EarningsCents: 0,
    gainsCents: 0,
    expectedTaxCents: 267_000,
    worked:
      'NYAGI 60,500 - standard deduction 8,000 = 52,500 taxable. 8,500 x 3.9% = 331.50; 3,200 x 4.4% = 140.80; 2,200 x 5.15% = 113.30; 38,600 x 5.4% = 2,084.40; total 2,670.00.',
    source: SOURCE,
  },
  {
    state: 'NY',
    what: 'joint, owner 62, Trump-account withdrawal with the $20,000 pension exclusion',
    filingStatus: 'marriedJoint',
    year: 2026,
    ageAtEnd: 62,
    wagesCents: 7_000_000,
    interestCents: 0,
    trumpWithdrawalCents: 2_500_000,
    plan529EarningsCents: 0,
    gainsCents: 0,
    expectedTaxCents: 285_080,
    worked:
      'Federal AGI 95,000 (wages 70,000 + IRA distribution 25,000); pension and annuity exclusion (owner 59 1/2 or older) min(25,000, 20,000) = 20,000; NYAGI 75,000 - standard deduction 16,050 = 58,950 taxable. 17,150 x 3.9% = 668.85; 6,450 x 4.4% = 283.80; 4,300 x 5.15% = 221.45; 31,050 x 5.4% = 1,676.70; total 2,850.80.',
    source: SOURCE,
  },
  {
    state: 'NY',
    what: 'single, 25: Trump-account withdrawal before 59 1/2 (no exclusion), 529 earnings and gains',
    filingStatus: 'single',
    year: 2026,
    ageAtEnd: 25,
    wagesCents: 4_000_000,
    interestCents: 0,
    trumpWithdrawalCents: 1_000_000,
    plan529EarningsCents: 200_000,
    gainsCents: 500_000,
    expectedTaxCents: 248_100,
    worked:
      'NYAGI 40,000 + 10,000 + 2,000 + 5,000 = 57,000 (gains taxed as ordinary income) - 8,000 = 49,000 taxable. 8,500 x 3.9% = 331.50; 3,200 x 4.4% = 140.80; 2,200 x 5.15% = 113.30; 35,100 x 5.4% = 1,895.40; total 2,481.00.',
    source: SOURCE,
  },
  {
    state: 'NY',
    what: "a dependent child's own return: interest",
    filingStatus: 'single',
    year: 2026,
    ageAtEnd: 12,
    dependent: true,
    wagesCents: 0,
    interestCents: 500_000,
    trumpWithdrawalCents: 0,
    plan529EarningsCents: 0,
    gainsCents: 0,
    expectedTaxCents: 7_410,
    worked: 'Interest 5,000 - dependent standard deduction 3,100 = 1,900 taxable x 3.9% = 74.10.',
    source: 'https://www.nysenate.gov/legislation/laws/TAX/614',
  },
];
