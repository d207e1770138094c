// Georgia's hand-worked returns (test/tax/states/state-case.ts): 4.99% of Georgia taxable income
// (O.C.G.A. 48-7-20(a.1), 2026), the 2026 standard deduction, the 65+ additional deduction and the
// retirement exclusion.
import type { StateCase } from './state-case.js';

const SOURCE = 'https://law.justia.com/codes/georgia/title-48/chapter-7/article-2/section-48-7-27/';

export const CASES: StateCase[] = [
  {
    state: 'GA',
    what: 'single, wages',
    filingStatus: 'single',
    year: 2026,
    ageAtEnd: 30,
    wagesCents: 7_000_000,
    interestCents: 0,
    trumpWithdrawalCents: 0,
    plan529EarningsCents: 0,
    gainsCents: 0,
    expectedTaxCents: 274_450,
    worked: 'AGI 70,000; less standard deduction 15,000 = 55,000; x 4.99% = 2,744.50.',
    source: SOURCE,
  },
  {
    state: 'GA',
    what: 'joint, wages and long-term gains taxed as ordinary income',
    filingStatus: 'marriedJoint',
    year: 2026,
    ageAtEnd: 45,
    wagesCents: 12_000_000,
    interestCents: 0,
    trumpWithdrawalCents: 0,
    plan529EarningsCents: 0,
    gainsCents: 1_000_000,
    expectedTaxCents: 499_000,
    worked: 'AGI 120,000 + 10,000 = 130,000; less standard deduction 30,000 = 100,000; x 4.99% = 4,990.00.',
    source: SOURCE,
  },
  {
    state: 'GA',
    what: 'single at 66, a Trump-account withdrawal above the $65,000 retirement exclusion',
    filingStatus: 'single',
    year: 2026,
    ageAtEnd: 66,
    wagesCents: 0,
    interestCents: 500_000,
    trumpWithdrawalCents: 9_000_000,
    plan529EarningsCents: 0,
    gainsCents: 0,
    expectedTaxCents: 68_363,
    worked:
      'AGI 90,000 + 5,000 = 95,000; retirement exclusion min(65,000, 95,000 of retirement income) = 65,000 (the withdrawal alone exceeds it) = 30,000; less standard deduction 15,000 and the 65+ additional 1,300 = 13,700; x 4.99% = 683.63.',
    source: SOURCE,
  },
];
