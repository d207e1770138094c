// Alabama's hand-worked returns (test/tax/states/state-case.ts): the 2%/4%/5% schedule, the
// standard deduction at its floor (AGI above $36,000), the personal exemption and the $6,000
// retirement exclusion from 65. Each case leaves out the deduction of federal income tax
// (Ala. Code 40-18-15(a)(2)), which the service does not model, and says what it would change.
import type { StateCase } from './state-case.js';

const SOURCE = 'https://law.justia.com/codes/alabama/title-40/chapter-18/article-1/section-40-18-5/';

export const CASES: StateCase[] = [
  {
    state: 'AL',
    what: 'single, wages',
    filingStatus: 'single',
    year: 2026,
    ageAtEnd: 30,
    wagesCents: 5_000_000,
    interestCents: 0,
    trumpWithdrawalCents: 0,
    plan529EarningsCents: 0,
    gainsCents: 0,
    expectedTaxCents: 226_000,
    worked:
      'AGI 50,000; less standard deduction 2,500 (floor) and exemption 1,500 = 46,000. 2% x 500 = 10; 4% x 2,500 = 100; 5% x 43,000 = 2,150; total 2,260.00. With the federal tax deduction (2026 federal tax 3,820 on 33,900) Alabama taxable income would be 42,180 and the tax 2,069.00.',
    source: SOURCE,
  },
  {
    state: 'AL',
    what: 'joint, wages and long-term gains',
    filingStatus: 'marriedJoint',
    year: 2026,
    ageAtEnd: 45,
    wagesCents: 10_000_000,
    interestCents: 0,
    trumpWithdrawalCents: 0,
    plan529EarningsCents: 0,
    gainsCents: 1_000_000,
    expectedTaxCents: 502_000,
    worked:
      'AGI 100,000 + 10,000 = 110,000; less standard deduction 5,000 (floor) and exemption 3,000 = 102,000. 2% x 1,000 = 20; 4% x 5,000 = 200; 5% x 96,000 = 4,800; total 5,020.00 (before the federal tax deduction, not modelled).',
    source: SOURCE,
  },
  {
    state: 'AL',
    what: 'single at 67, a Trump-account withdrawal with the $6,000 exclusion',
    filingStatus: 'single',
    year: 2026,
    ageAtEnd: 67,
    wagesCents: 0,
    interestCents: 2_000_000,
    trumpWithdrawalCents: 3_000_000,
    plan529EarningsCents: 0,
    gainsCents: 0,
    expectedTaxCents: 196_000,
    worked:
      'Income 30,000 + 20,000 = 50,000; less the retirement exclusion 6,000 = AGI 44,000 (above 36,000: standard deduction at its 2,500 floor); less 2,500 and exemption 1,500 = 40,000. 10 + 100 + 5% x 37,000 = 1,850; total 1,960.00 (before the federal tax deduction, not modelled).',
    source: SOURCE,
  },
];
