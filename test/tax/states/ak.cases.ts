// Alaska's hand-worked returns (test/tax/states/state-case.ts): no individual income tax, so every
// return owes nothing, whatever its income.
import type { StateCase } from './state-case.js';

const SOURCE = 'https://tax.alaska.gov/programs/programs/index.aspx';

export const CASES: StateCase[] = [
  {
    state: 'AK',
    what: 'single, wages: no tax on wages',
    filingStatus: 'single',
    year: 2026,
    ageAtEnd: 30,
    wagesCents: 8_500_000,
    interestCents: 120_000,
    trumpWithdrawalCents: 0,
    plan529EarningsCents: 0,
    gainsCents: 0,
    expectedTaxCents: 0,
    worked: 'No individual income tax: wages 85,000 and interest 1,200 owe 0.',
    source: SOURCE,
  },
  {
    state: 'AK',
    what: 'joint, a Trump-account withdrawal and gains',
    filingStatus: 'marriedJoint',
    year: 2026,
    ageAtEnd: 60,
    wagesCents: 9_000_000,
    interestCents: 0,
    trumpWithdrawalCents: 5_000_000,
    plan529EarningsCents: 0,
    gainsCents: 2_500_000,
    expectedTaxCents: 0,
    worked: 'No individual income tax: wages 90,000, a withdrawal of 50,000 and gains of 25,000 owe 0.',
    source: SOURCE,
  },
  {
    state: 'AK',
    what: "single at 67, withdrawal and a 529 plan's non-qualified earnings",
    filingStatus: 'single',
    year: 2026,
    ageAtEnd: 67,
    wagesCents: 0,
    interestCents: 300_000,
    trumpWithdrawalCents: 12_000_000,
    plan529EarningsCents: 800_000,
    gainsCents: 0,
    expectedTaxCents: 0,
    worked: 'No individual income tax: a withdrawal of 120,000, 529 earnings of 8,000 and interest of 3,000 owe 0.',
    source: SOURCE,
  },
];
