// Nevada's hand-worked 2026 returns (docs/after-tax.md#state-tax): no income tax, so every
// return owes nothing, wages included.
import type { StateCase } from './state-case.js';

const SOURCE = 'https://www.leg.state.nv.us/Const/NvConst.html';

export const CASES: StateCase[] = [
  {
    state: 'NV',
    what: 'single, wages and interest: no income tax',
    filingStatus: 'single',
    year: 2026,
    ageAtEnd: 30,
    wagesCents: 9_000_000,
    interestCents: 200_000,
    trumpWithdrawalCents: 0,
    plan529EarningsCents: 0,
    gainsCents: 0,
    expectedTaxCents: 0,
    worked: 'No tax on wages or interest: 0.',
    source: SOURCE,
  },
  {
    state: 'NV',
    what: 'joint, owner 66, Trump-account withdrawal: no income tax',
    filingStatus: 'marriedJoint',
    year: 2026,
    ageAtEnd: 66,
    wagesCents: 5_000_000,
    interestCents: 0,
    trumpWithdrawalCents: 4_000_000,
    plan529EarningsCents: 0,
    gainsCents: 0,
    expectedTaxCents: 0,
    worked: 'No tax on wages or IRA distributions: 0.',
    source: SOURCE,
  },
  {
    state: 'NV',
    what: 'single, 25: 529 earnings and gains: no income tax',
    filingStatus: 'single',
    year: 2026,
    ageAtEnd: 25,
    wagesCents: 3_000_000,
    interestCents: 0,
    trumpWithdrawalCents: 1_000_000,
    plan529EarningsCents: 300_000,
    gainsCents: 2_000_000,
    expectedTaxCents: 0,
    worked: 'No tax on wages, IRA distributions, 529 earnings or gains: 0.',
    source: SOURCE,
  },
];
