// Hand-worked South Dakota returns for 2026 (test/tax/states/state-case.ts): South Dakota has no income tax,
// so every return's state tax is zero, wages included.
import type { StateCase } from './state-case.js';

export const CASES: StateCase[] = [
  {
    state: 'SD',
    what: 'wages only, single',
    filingStatus: 'single',
    year: 2026,
    ageAtEnd: 35,
    wagesCents: 8_500_000, // $85,000
    interestCents: 120_000, // $1,200
    trumpWithdrawalCents: 0,
    plan529EarningsCents: 0,
    gainsCents: 0,
    expectedTaxCents: 0,
    worked:
      'South Dakota levies no individual income tax (Department of Revenue): wages $85,000 and interest $1,200 give no state tax. Tax $0.00.',
    source: 'https://dor.sd.gov/individuals/taxes/',
  },
  {
    state: 'SD',
    what: 'a Trump-account withdrawal on a joint return with wages',
    filingStatus: 'marriedJoint',
    year: 2026,
    ageAtEnd: 60,
    wagesCents: 14_000_000, // $140,000
    interestCents: 0,
    trumpWithdrawalCents: 25_000_000, // $250,000
    plan529EarningsCents: 0,
    gainsCents: 0,
    expectedTaxCents: 0,
    worked:
      'South Dakota levies no individual income tax (Department of Revenue): wages $140,000 and an IRA distribution (the Trump account) of $250,000 give no state tax. Tax $0.00.',
    source: 'https://dor.sd.gov/individuals/taxes/',
  },
  {
    state: 'SD',
    what: 'gains, 529 earnings and interest at 67, single',
    filingStatus: 'single',
    year: 2026,
    ageAtEnd: 67,
    wagesCents: 0,
    interestCents: 300_000, // $3,000
    trumpWithdrawalCents: 4_000_000, // $40,000
    plan529EarningsCents: 500_000, // $5,000
    gainsCents: 6_000_000, // $60,000
    expectedTaxCents: 0,
    worked:
      'South Dakota levies no individual income tax (Department of Revenue): long-term gains $60,000, non-qualified 529 earnings $5,000, an IRA distribution $40,000 and interest $3,000 give no state tax at any age. Tax $0.00.',
    source: 'https://dor.sd.gov/individuals/taxes/',
  },
];
