// North Carolina's hand-worked 2026 returns (docs/after-tax.md#state-tax): 3.99% of North
// Carolina taxable income (G.S. 105-153.7; standard deduction $12,750 / $25,500), no children.
import type { StateCase } from './state-case.js';

const SOURCE = 'https://www.ncdor.gov/taxes-forms/individual-income-tax/tax-rate-schedules';

export const CASES: StateCase[] = [
  {
    state: 'NC',
    what: 'single, wages and interest',
    filingStatus: 'single',
    year: 2026,
    ageAtEnd: 30,
    wagesCents: 6_000_000,
    interestCents: 100_000,
    trumpWithdrawalCents: 0,
    plan529EarningsCents: 0,
    gainsCents: 0,
    expectedTaxCents: 192_518,
    worked: '61,000 - 12,750 = 48,250 x 3.99% = 1,925.175, rounded half to even to 1,925.18.',
    source: SOURCE,
  },
  {
    state: 'NC',
    what: 'joint, owner 66, Trump-account withdrawal taxed in full (no age deduction)',
    filingStatus: 'marriedJoint',
    year: 2026,
    ageAtEnd: 66,
    wagesCents: 5_000_000,
    interestCents: 0,
    trumpWithdrawalCents: 3_000_000,
    plan529EarningsCents: 0,
    gainsCents: 0,
    expectedTaxCents: 217_455,
    worked: '50,000 + 30,000 - 25,500 = 54,500 x 3.99% = 2,174.55.',
    source: SOURCE,
  },
  {
    state: 'NC',
    what: 'single, 25: Trump-account withdrawal, 529 earnings and gains',
    filingStatus: 'single',
    year: 2026,
    ageAtEnd: 25,
    wagesCents: 3_000_000,
    interestCents: 0,
    trumpWithdrawalCents: 1_000_000,
    plan529EarningsCents: 200_000,
    gainsCents: 500_000,
    expectedTaxCents: 136_658,
    worked:
      '30,000 + 10,000 + 2,000 + 5,000 = 47,000 - 12,750 = 34,250 x 3.99% = 1,366.575, rounded half to even to 1,366.58.',
    source: SOURCE,
  },
];
