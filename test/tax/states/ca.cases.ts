// California's hand-worked returns (test/tax/states/state-case.ts): the FTB's rate schedule (2025
// figures, which stand for 2026 in core/statute/states/ca.ts), the standard deduction and the
// personal exemption credit. Incomes stay below the exemption credits' phase-out (federal AGI
// $252,203 single / $504,411 joint), which the shape does not carry.
import type { StateCase } from './state-case.js';

const SCHEDULE = 'https://www.ftb.ca.gov/forms/2025/2025-540-tax-rate-schedules.pdf';

export const CASES: StateCase[] = [
  {
    state: 'CA',
    what: 'single, wages and interest, in the 6% band',
    filingStatus: 'single',
    year: 2026,
    ageAtEnd: 35,
    wagesCents: 6_000_000,
    interestCents: 150_000,
    trumpWithdrawalCents: 0,
    plan529EarningsCents: 0,
    gainsCents: 0,
    expectedTaxCents: 172_953,
    worked:
      'AGI 60,000 + 1,500 = 61,500; less standard deduction 5,706 = taxable 55,794. Schedule X: 1% x 11,079 = 110.79; 2% x (26,264 - 11,079) = 303.70; 4% x (41,452 - 26,264) = 607.52; 6% x (55,794 - 41,452) = 860.52; total 1,882.53. Less personal exemption credit 153 = 1,729.53.',
    source: SCHEDULE,
  },
  {
    state: 'CA',
    what: "joint, wages and a custodial account's long-term gains taxed as ordinary income",
    filingStatus: 'marriedJoint',
    year: 2026,
    ageAtEnd: 45,
    wagesCents: 14_000_000,
    interestCents: 0,
    trumpWithdrawalCents: 0,
    plan529EarningsCents: 0,
    gainsCents: 2_000_000,
    expectedTaxCents: 638_996,
    worked:
      'AGI 140,000 + 20,000 gains (no California preference) = 160,000; less standard deduction 11,412 = taxable 148,588. Schedule Y: 1% x 22,158 = 221.58; 2% x (52,528 - 22,158) = 607.40; 4% x (82,904 - 52,528) = 1,215.04; 6% x (115,084 - 82,904) = 1,930.80; 8% x (145,448 - 115,084) = 2,429.12; 9.3% x (148,588 - 145,448) = 292.02; total 6,695.96. Less exemption credits 2 x 153 = 306: 6,389.96.',
    source: SCHEDULE,
  },
  {
    state: 'CA',
    what: 'joint, high wages and interest, in the 9.3% band',
    filingStatus: 'marriedJoint',
    year: 2026,
    ageAtEnd: 45,
    wagesCents: 40_000_000,
    interestCents: 500_000,
    trumpWithdrawalCents: 0,
    plan529EarningsCents: 0,
    gainsCents: 0,
    expectedTaxCents: 2_917_496,
    worked:
      'AGI 400,000 + 5,000 = 405,000 (below the 504,411 phase-out start); less standard deduction 11,412 = taxable 393,588. Schedule Y: 221.58 + 607.40 + 1,215.04 + 1,930.80 + 2,429.12 (bands to 145,448) + 9.3% x (393,588 - 145,448) = 23,077.02; total 29,480.96. Less exemption credits 306 = 29,174.96.',
    source: SCHEDULE,
  },
];
