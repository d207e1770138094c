// Iowa's hand-worked returns (test/tax/states/state-case.ts): 3.8% of federal taxable income (the
// 2026 federal standard deduction) less the retirement exclusion, less the $40 exemption credit.
import type { StateCase } from './state-case.js';

const SOURCE = 'https://www.legis.iowa.gov/docs/code/422.5A.pdf';

export const CASES: StateCase[] = [
  {
    state: 'IA',
    what: 'single, wages',
    filingStatus: 'single',
    year: 2026,
    ageAtEnd: 30,
    wagesCents: 6_000_000,
    interestCents: 0,
    trumpWithdrawalCents: 0,
    plan529EarningsCents: 0,
    gainsCents: 0,
    expectedTaxCents: 162_820,
    worked: 'Federal taxable income 60,000 - 16,100 = 43,900; x 3.8% = 1,668.20; less credit 40 = 1,628.20.',
    source: SOURCE,
  },
  {
    state: 'IA',
    what: 'joint, wages and long-term gains',
    filingStatus: 'marriedJoint',
    year: 2026,
    ageAtEnd: 45,
    wagesCents: 15_000_000,
    interestCents: 0,
    trumpWithdrawalCents: 0,
    plan529EarningsCents: 0,
    gainsCents: 2_000_000,
    expectedTaxCents: 515_640,
    worked: 'Federal taxable income 170,000 - 32,200 = 137,800; x 3.8% = 5,236.40; less credits 80 = 5,156.40.',
    source: SOURCE,
  },
  {
    state: 'IA',
    what: 'single at 60, a Trump-account withdrawal excluded in full',
    filingStatus: 'single',
    year: 2026,
    ageAtEnd: 60,
    wagesCents: 0,
    interestCents: 4_000_000,
    trumpWithdrawalCents: 4_000_000,
    plan529EarningsCents: 0,
    gainsCents: 0,
    expectedTaxCents: 86_820,
    worked:
      'Federal taxable income 80,000 - 16,100 = 63,900; less the retirement exclusion 40,000 (from 55) = 23,900; x 3.8% = 908.20; less credit 40 = 868.20.',
    source: SOURCE,
  },
];
