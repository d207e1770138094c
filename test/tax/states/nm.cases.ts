// New Mexico's hand-worked 2026 returns (docs/after-tax.md#state-tax): the rate tables of NMSA
// 7-2-7 (H.B. 252, 2024) on federal AGI less the federal standard deduction ($16,100 / $32,200).
// Incomes are above the low- and middle-income exemption's limits.
import type { StateCase } from './state-case.js';

const SOURCE = 'https://law.justia.com/codes/new-mexico/chapter-7/article-2/section-7-2-7-d-1/';

export const CASES: StateCase[] = [
  {
    state: 'NM',
    what: 'single, wages and interest',
    filingStatus: 'single',
    year: 2026,
    ageAtEnd: 30,
    wagesCents: 6_000_000,
    interestCents: 100_000,
    trumpWithdrawalCents: 0,
    plan529EarningsCents: 0,
    gainsCents: 0,
    expectedTaxCents: 170_130,
    worked:
      '61,000 - 16,100 = 44,900 taxable. 5,500 x 1.5% = 82.50; 11,000 x 3.2% = 352.00; 17,000 x 4.3% = 731.00; 11,400 x 4.7% = 535.80; total 1,701.30.',
    source: SOURCE,
  },
  {
    state: 'NM',
    what: 'joint, 40, Trump-account withdrawal taxed in full',
    filingStatus: 'marriedJoint',
    year: 2026,
    ageAtEnd: 40,
    wagesCents: 10_000_000,
    interestCents: 0,
    trumpWithdrawalCents: 2_000_000,
    plan529EarningsCents: 0,
    gainsCents: 0,
    expectedTaxCents: 351_560,
    worked:
      '120,000 - 32,200 = 87,800 taxable. 8,000 x 1.5% = 120.00; 17,000 x 3.2% = 544.00; 25,000 x 4.3% = 1,075.00; 37,800 x 4.7% = 1,776.60; total 3,515.60.',
    source: SOURCE,
  },
  {
    state: 'NM',
    what: 'single, 25: Trump-account withdrawal and 529 earnings',
    filingStatus: 'single',
    year: 2026,
    ageAtEnd: 25,
    wagesCents: 4_000_000,
    interestCents: 0,
    trumpWithdrawalCents: 1_000_000,
    plan529EarningsCents: 200_000,
    gainsCents: 0,
    expectedTaxCents: 127_830,
    worked:
      '52,000 - 16,100 = 35,900 taxable. 5,500 x 1.5% = 82.50; 11,000 x 3.2% = 352.00; 17,000 x 4.3% = 731.00; 2,400 x 4.7% = 112.80; total 1,278.30.',
    source: SOURCE,
  },
  {
    state: 'NM',
    what: 'single, gains with the $2,500 capital gains deduction (needs a gains deduction in the shape)',
    filingStatus: 'single',
    year: 2026,
    ageAtEnd: 30,
    wagesCents: 4_000_000,
    interestCents: 0,
    trumpWithdrawalCents: 0,
    plan529EarningsCents: 0,
    gainsCents: 500_000,
    expectedTaxCents: 86_020,
    worked:
      'Federal AGI 45,000 - 16,100 - net capital gains deduction min(5,000, 2,500) = 26,400 taxable. 5,500 x 1.5% = 82.50; 11,000 x 3.2% = 352.00; 9,900 x 4.3% = 425.70; total 860.20.',
    source: SOURCE,
  },
];
