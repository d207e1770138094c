// Hawaii's hand-worked returns (test/tax/states/state-case.ts): the 2026 schedule of HRS 235-51, the
// $8,000 / $16,000 standard deduction and the $1,144 exemptions (two at 65). No gains: Hawaii's
// alternative tax on gains is not modelled.
import type { StateCase } from './state-case.js';

const SOURCE = 'https://data.capitol.hawaii.gov/sessions/session2024/bills/HB2404_CD1_.HTM';

export const CASES: StateCase[] = [
  {
    state: 'HI',
    what: 'single, wages, in the 7.6% band',
    filingStatus: 'single',
    year: 2026,
    ageAtEnd: 30,
    wagesCents: 6_000_000,
    interestCents: 0,
    trumpWithdrawalCents: 0,
    plan529EarningsCents: 0,
    gainsCents: 0,
    expectedTaxCents: 275_626,
    worked:
      'AGI 60,000 - 8,000 - 1,144 = 50,856. 1.4% x 9,600 = 134.40; 3.2% x 4,800 = 153.60; 5.5% x 4,800 = 264; 6.4% x 4,800 = 307.20; 6.8% x 12,000 = 816; 7.2% x 12,000 = 864; 7.6% x 2,856 = 217.056; total 2,756.256, rounded 2,756.26.',
    source: SOURCE,
  },
  {
    state: 'HI',
    what: 'joint, wages and interest',
    filingStatus: 'marriedJoint',
    year: 2026,
    ageAtEnd: 45,
    wagesCents: 12_000_000,
    interestCents: 500_000,
    trumpWithdrawalCents: 0,
    plan529EarningsCents: 0,
    gainsCents: 0,
    expectedTaxCents: 589_251,
    worked:
      'AGI 125,000 - 16,000 - 2,288 = 106,712. 268.80 + 307.20 + 528 + 614.40 + 1,632 + 1,728 (bands to 96,000) + 7.6% x 10,712 = 814.112; total 5,892.512, rounded 5,892.51.',
    source: SOURCE,
  },
  {
    state: 'HI',
    what: 'single at 66, a Trump-account withdrawal, the extra exemption at 65',
    filingStatus: 'single',
    year: 2026,
    ageAtEnd: 66,
    wagesCents: 0,
    interestCents: 500_000,
    trumpWithdrawalCents: 4_000_000,
    plan529EarningsCents: 0,
    gainsCents: 0,
    expectedTaxCents: 158_762,
    worked:
      'AGI 45,000 - 8,000 - 1,144 - 1,144 (65 or older) = 34,712. 134.40 + 153.60 + 264 + 307.20 + 6.8% x 10,712 = 728.416; total 1,587.616, rounded 1,587.62.',
    source: SOURCE,
  },
];
