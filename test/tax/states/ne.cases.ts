// Nebraska's hand-worked 2026 returns (docs/after-tax.md#state-tax): the 2026 rate schedule
// (Form 1040N-ES), the 2025 standard deduction ($8,600 / $17,200) and exemption credit ($171 per
// filer), the latest published.
import type { StateCase } from './state-case.js';

const SOURCE = 'https://nebraskalegislature.gov/laws/statutes.php?statute=77-2715.03';

export const CASES: StateCase[] = [
  {
    state: 'NE',
    what: 'single, wages and interest',
    filingStatus: 'single',
    year: 2026,
    ageAtEnd: 30,
    wagesCents: 6_000_000,
    interestCents: 100_000,
    trumpWithdrawalCents: 0,
    plan529EarningsCents: 0,
    gainsCents: 0,
    expectedTaxCents: 191_233,
    worked:
      '61,000 - 8,600 = 52,400 taxable. 4,130 x 2.46% = 101.598; 20,630 x 3.51% = 724.113; 27,640 x 4.55% = 1,257.62; total 2,083.331 - exemption credit 171 = 1,912.331, rounded to 1,912.33.',
    source: SOURCE,
  },
  {
    state: 'NE',
    what: 'joint, 40, Trump-account withdrawal taxed in full',
    filingStatus: 'marriedJoint',
    year: 2026,
    ageAtEnd: 40,
    wagesCents: 10_000_000,
    interestCents: 0,
    trumpWithdrawalCents: 2_000_000,
    plan529EarningsCents: 0,
    gainsCents: 0,
    expectedTaxCents: 373_366,
    worked:
      '120,000 - 17,200 = 102,800 taxable. 8,250 x 2.46% = 202.95; 41,280 x 3.51% = 1,448.928; 53,270 x 4.55% = 2,423.785; total 4,075.663 - exemption credits 342 = 3,733.663, rounded to 3,733.66.',
    source: SOURCE,
  },
  {
    state: 'NE',
    what: 'single, 25: Trump-account withdrawal, 529 earnings and gains',
    filingStatus: 'single',
    year: 2026,
    ageAtEnd: 25,
    wagesCents: 3_000_000,
    interestCents: 0,
    trumpWithdrawalCents: 1_000_000,
    plan529EarningsCents: 200_000,
    gainsCents: 500_000,
    expectedTaxCents: 127_533,
    worked:
      '47,000 - 8,600 = 38,400 taxable. 4,130 x 2.46% = 101.598; 20,630 x 3.51% = 724.113; 13,640 x 4.55% = 620.62; total 1,446.331 - 171 = 1,275.331, rounded to 1,275.33.',
    source: SOURCE,
  },
  {
    state: 'NE',
    what: 'joint, owner 66 (spouse younger): additional deduction for age, Trump-account withdrawal',
    filingStatus: 'marriedJoint',
    year: 2026,
    ageAtEnd: 66,
    wagesCents: 6_000_000,
    interestCents: 0,
    trumpWithdrawalCents: 3_000_000,
    plan529EarningsCents: 0,
    gainsCents: 0,
    expectedTaxCents: 229_359,
    worked:
      '90,000 - 17,200 - additional deduction for the owner 65 or older 1,650 = 71,150 taxable. 8,250 x 2.46% = 202.95; 41,280 x 3.51% = 1,448.928; 21,620 x 4.55% = 983.71; total 2,635.588 - exemption credits 342 = 2,293.588, rounded to 2,293.59.',
    source: SOURCE,
  },
];
