// Ohio's hand-worked 2026 returns (docs/after-tax.md#state-tax), from ORC §5747.02 as amended by
// H.B. 96 for 2026: no tax on a base up to $26,050, above it $332 plus 2.75% of the excess. Ohio
// MAGI is above $80,000 in every case (exemption $1,900 each) and above $100,000 where there is
// retirement income (no retirement income credit); the joint case is above $75,000 (no joint
// filing credit).
import type { StateCase } from './state-case.js';

const SOURCE = 'https://codes.ohio.gov/ohio-revised-code/section-5747.02';

export const CASES: StateCase[] = [
  {
    state: 'OH',
    what: 'single, wages and interest',
    filingStatus: 'single',
    year: 2026,
    ageAtEnd: 30,
    wagesCents: 9_000_000,
    interestCents: 100_000,
    trumpWithdrawalCents: 0,
    plan529EarningsCents: 0,
    gainsCents: 0,
    expectedTaxCents: 206_588,
    worked:
      'Ohio AGI 91,000 - exemption 1,900 = 89,100 base. 332 + 2.75% x (89,100 - 26,050 = 63,050) = 332 + 1,733.875 = 2,065.875, rounded half to even to 2,065.88.',
    source: SOURCE,
  },
  {
    state: 'OH',
    what: 'joint, owner 62, Trump-account withdrawal taxed in full',
    filingStatus: 'marriedJoint',
    year: 2026,
    ageAtEnd: 62,
    wagesCents: 12_010_000,
    interestCents: 0,
    trumpWithdrawalCents: 3_000_000,
    plan529EarningsCents: 0,
    gainsCents: 0,
    expectedTaxCents: 363_888,
    worked:
      'Ohio AGI 120,100 + IRA distribution 30,000 = 150,100 - exemptions 2 x 1,900 = 146,300 base. 332 + 2.75% x 120,250 = 332 + 3,306.875 = 3,638.875, rounded half to even to 3,638.88.',
    source: SOURCE,
  },
  {
    state: 'OH',
    what: 'single, 25: Trump-account withdrawal, 529 earnings and gains',
    filingStatus: 'single',
    year: 2026,
    ageAtEnd: 25,
    wagesCents: 9_000_000,
    interestCents: 0,
    trumpWithdrawalCents: 1_000_000,
    plan529EarningsCents: 200_000,
    gainsCents: 500_000,
    expectedTaxCents: 250_588,
    worked:
      'Ohio AGI 90,000 + 10,000 + 2,000 + 5,000 = 107,000 - 1,900 = 105,100 base. 332 + 2.75% x 79,050 = 332 + 2,173.875 = 2,505.875, rounded half to even to 2,505.88.',
    source: SOURCE,
  },
];
