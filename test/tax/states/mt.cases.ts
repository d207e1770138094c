// Montana's hand-worked 2026 returns (docs/after-tax.md#state-tax), from MCA 15-30-2103 as amended
// by H.B. 337 (2025) on federal taxable income (federal standard deduction $16,100 / $32,200).
import type { StateCase } from './state-case.js';

const SOURCE = 'https://leg.mt.gov/bills/mca/title_0150/chapter_0300/part_0210/section_0030/0150-0300-0210-0030.html';

export const CASES: StateCase[] = [
  {
    state: 'MT',
    what: 'single, wages and interest',
    filingStatus: 'single',
    year: 2026,
    ageAtEnd: 30,
    wagesCents: 7_000_000,
    interestCents: 100_000,
    trumpWithdrawalCents: 0,
    plan529EarningsCents: 0,
    gainsCents: 0,
    expectedTaxCents: 265_060,
    worked:
      'Federal taxable income 71,000 - 16,100 = 54,900. 47,500 x 4.7% = 2,232.50; 7,400 x 5.65% = 418.10; total 2,650.60.',
    source: SOURCE,
  },
  {
    state: 'MT',
    what: 'joint, 40, Trump-account withdrawal taxed in full',
    filingStatus: 'marriedJoint',
    year: 2026,
    ageAtEnd: 40,
    wagesCents: 15_000_000,
    interestCents: 0,
    trumpWithdrawalCents: 2_000_000,
    plan529EarningsCents: 0,
    gainsCents: 0,
    expectedTaxCents: 688_320,
    worked:
      'Federal taxable income 150,000 + 20,000 - 32,200 = 137,800. 95,000 x 4.7% = 4,465.00; 42,800 x 5.65% = 2,418.20; total 6,883.20.',
    source: SOURCE,
  },
  {
    state: 'MT',
    what: 'single, 25: Trump-account withdrawal and 529 earnings',
    filingStatus: 'single',
    year: 2026,
    ageAtEnd: 25,
    wagesCents: 3_000_000,
    interestCents: 0,
    trumpWithdrawalCents: 1_000_000,
    plan529EarningsCents: 200_000,
    gainsCents: 0,
    expectedTaxCents: 121_730,
    worked: 'Federal taxable income 42,000 - 16,100 = 25,900 x 4.7% = 1,217.30.',
    source: SOURCE,
  },
  {
    state: 'MT',
    what: "single, gains at Montana's own 3%/4.1% gains rates (needs separate gains rates in the shape)",
    filingStatus: 'single',
    year: 2026,
    ageAtEnd: 30,
    wagesCents: 6_000_000,
    interestCents: 0,
    trumpWithdrawalCents: 0,
    plan529EarningsCents: 0,
    gainsCents: 1_000_000,
    expectedTaxCents: 243_370,
    worked:
      'Federal taxable income 70,000 - 16,100 = 53,900, of which ordinary 43,900 and net long-term gains 10,000. Ordinary: 43,900 x 4.7% = 2,063.30. Gains (MCA 15-30-2103(2)): the 3,600 that fits under the 47,500 threshold after ordinary income x 3% = 108.00; the other 6,400 x 4.1% = 262.40. Total 2,433.70.',
    source: SOURCE,
  },
];
