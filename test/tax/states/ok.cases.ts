// Oklahoma's hand-worked 2026 returns (docs/after-tax.md#state-tax): the 2026 rate schedule of
// 68 O.S. §2355 (H.B. 2764), standard deduction $6,350 / $12,700 and $1,000 per filer.
import type { StateCase } from './state-case.js';

const SOURCE = 'https://www.oklegislature.gov/cf_pdf/2025-26%20ENR/hB/HB2764%20ENR.PDF';

export const CASES: StateCase[] = [
  {
    state: 'OK',
    what: 'single, wages and interest',
    filingStatus: 'single',
    year: 2026,
    ageAtEnd: 30,
    wagesCents: 6_000_000,
    interestCents: 100_000,
    trumpWithdrawalCents: 0,
    plan529EarningsCents: 0,
    gainsCents: 0,
    expectedTaxCents: 219_950,
    worked:
      '61,000 - 6,350 - 1,000 = 53,650 taxable. 3,750 x 0% = 0; 1,150 x 2.5% = 28.75; 2,300 x 3.5% = 80.50; 46,450 x 4.5% = 2,090.25; total 2,199.50.',
    source: SOURCE,
  },
  {
    state: 'OK',
    what: 'joint, owner 62, Trump-account withdrawal with the $10,000 retirement exclusion',
    filingStatus: 'marriedJoint',
    year: 2026,
    ageAtEnd: 62,
    wagesCents: 8_000_000,
    interestCents: 0,
    trumpWithdrawalCents: 2_000_000,
    plan529EarningsCents: 0,
    gainsCents: 0,
    expectedTaxCents: 295_900,
    worked:
      'Federal AGI 100,000 - retirement exclusion min(20,000, 10,000) = 90,000 - 12,700 - 2,000 = 75,300 taxable. 7,500 x 0% = 0; 2,300 x 2.5% = 57.50; 4,600 x 3.5% = 161.00; 60,900 x 4.5% = 2,740.50; total 2,959.00.',
    source: SOURCE,
  },
  {
    state: 'OK',
    what: 'single, 25: early Trump-account withdrawal (no exclusion), 529 earnings and gains',
    filingStatus: 'single',
    year: 2026,
    ageAtEnd: 25,
    wagesCents: 3_000_000,
    interestCents: 0,
    trumpWithdrawalCents: 1_000_000,
    plan529EarningsCents: 200_000,
    gainsCents: 500_000,
    expectedTaxCents: 156_950,
    worked:
      '47,000 - 7,350 = 39,650 taxable. 3,750 x 0% = 0; 1,150 x 2.5% = 28.75; 2,300 x 3.5% = 80.50; 32,450 x 4.5% = 1,460.25; total 1,569.50.',
    source: SOURCE,
  },
];
