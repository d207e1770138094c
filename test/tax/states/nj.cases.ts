// New Jersey's hand-worked 2026 returns (docs/after-tax.md#state-tax): the NJ-1040 rate schedules
// (N.J.S.A. 54A:2-1), $1,000 exemption per filer; gross income above the filing threshold in every
// case.
import type { StateCase } from './state-case.js';

const SOURCE = 'https://www.nj.gov/treasury/taxation/pdf/current/1040i.pdf';

export const CASES: StateCase[] = [
  {
    state: 'NJ',
    what: 'single, wages and interest',
    filingStatus: 'single',
    year: 2026,
    ageAtEnd: 30,
    wagesCents: 6_000_000,
    interestCents: 100_000,
    trumpWithdrawalCents: 0,
    plan529EarningsCents: 0,
    gainsCents: 0,
    expectedTaxCents: 182_250,
    worked:
      '61,000 - exemption 1,000 = 60,000 taxable. 20,000 x 1.4% = 280.00; 15,000 x 1.75% = 262.50; 5,000 x 3.5% = 175.00; 20,000 x 5.525% = 1,105.00; total 1,822.50.',
    source: SOURCE,
  },
  {
    state: 'NJ',
    what: 'joint, owner 63, Trump-account withdrawal under the pension exclusion',
    filingStatus: 'marriedJoint',
    year: 2026,
    ageAtEnd: 63,
    wagesCents: 7_000_000,
    interestCents: 0,
    trumpWithdrawalCents: 2_500_000,
    plan529EarningsCents: 0,
    gainsCents: 0,
    expectedTaxCents: 124_600,
    worked:
      'Gross income 95,000 (at most 100,000: full pension exclusion, owner 62 or older): IRA withdrawal 25,000 excluded; 70,000 - exemptions 2,000 = 68,000 taxable. 20,000 x 1.4% = 280.00; 30,000 x 1.75% = 525.00; 18,000 x 2.45% = 441.00; total 1,246.00.',
    source: SOURCE,
  },
  {
    state: 'NJ',
    what: 'single, 25: Trump-account withdrawal, 529 earnings and gains',
    filingStatus: 'single',
    year: 2026,
    ageAtEnd: 25,
    wagesCents: 3_000_000,
    interestCents: 0,
    trumpWithdrawalCents: 1_000_000,
    plan529EarningsCents: 200_000,
    gainsCents: 500_000,
    expectedTaxCents: 104_900,
    worked:
      '47,000 - 1,000 = 46,000 taxable. 20,000 x 1.4% = 280.00; 15,000 x 1.75% = 262.50; 5,000 x 3.5% = 175.00; 6,000 x 5.525% = 331.50; total 1,049.00.',
    source: SOURCE,
  },
  {
    state: 'NJ',
    what: 'single, 66: senior exemption and Trump-account withdrawal under the pension exclusion',
    filingStatus: 'single',
    year: 2026,
    ageAtEnd: 66,
    wagesCents: 4_000_000,
    interestCents: 0,
    trumpWithdrawalCents: 3_000_000,
    plan529EarningsCents: 0,
    gainsCents: 0,
    expectedTaxCents: 64_750,
    worked:
      'Gross income 70,000 (at most 100,000: full pension exclusion): IRA withdrawal 30,000 excluded; 40,000 - exemption 1,000 - senior exemption 1,000 = 38,000 taxable. 20,000 x 1.4% = 280.00; 15,000 x 1.75% = 262.50; 3,000 x 3.5% = 105.00; total 647.50.',
    source: SOURCE,
  },
];
