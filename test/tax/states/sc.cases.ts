// Hand-worked South Carolina returns for 2026 (test/tax/states/state-case.ts): H.4216's schedule,
// 1.99% of the first $30,000 of South Carolina taxable income and 5.21% above, on federal AGI less
// 44% of net long-term gains, the retirement deduction ($3,000 before 65, $10,000 from 65), the
// deduction at 65 ($15,000 less the retirement deduction) and the SCIAD ($15,000 single / $30,000
// joint, phased out between $40,000 and $95,000 single, $80,000 and $190,000 joint).
import type { StateCase } from './state-case.js';

export const CASES: StateCase[] = [
  {
    state: 'SC',
    what: 'wages and gains, single: the SCIAD phased out',
    filingStatus: 'single',
    year: 2026,
    ageAtEnd: 30,
    wagesCents: 10_000_000, // $100,000
    interestCents: 0,
    trumpWithdrawalCents: 0,
    plan529EarningsCents: 0,
    gainsCents: 1_000_000, // $10,000
    expectedTaxCents: 453_576,
    worked:
      'Federal AGI $110,000 is above $95,000: no SCIAD. 44% of the $10,000 gain deducted: $4,400. Taxable $105,600. Tax 1.99% x $30,000 = $597.00; 5.21% x $75,600 = $3,938.76. Total $4,535.76.',
    source: 'https://www.scstatehouse.gov/sess126_2025-2026/bills/4216.htm',
  },
  {
    state: 'SC',
    what: 'a Trump-account withdrawal on a joint return at 60: the $3,000 retirement deduction',
    filingStatus: 'marriedJoint',
    year: 2026,
    ageAtEnd: 60,
    wagesCents: 15_000_000, // $150,000
    interestCents: 0,
    trumpWithdrawalCents: 6_000_000, // $60,000
    plan529EarningsCents: 0,
    gainsCents: 0,
    expectedTaxCents: 981_870,
    worked:
      'Federal AGI $210,000 is above $190,000: no SCIAD. The owner, under 65, deducts $3,000 of the IRA distribution. Taxable $207,000. Tax $597.00 on the first $30,000; 5.21% x $177,000 = $9,221.70. Total $9,818.70.',
    source: 'https://www.scstatehouse.gov/code/t12c006.php',
  },
  {
    state: 'SC',
    what: 'a withdrawal at 67, single: the deductions at 65 and the whole SCIAD',
    filingStatus: 'single',
    year: 2026,
    ageAtEnd: 67,
    wagesCents: 0,
    interestCents: 200_000, // $2,000
    trumpWithdrawalCents: 3_000_000, // $30,000
    plan529EarningsCents: 0,
    gainsCents: 0,
    expectedTaxCents: 3_980,
    worked:
      'Federal AGI $32,000, below $40,000: the whole SCIAD, $15,000. Retirement deduction at 65: $10,000 of the IRA distribution; deduction at 65: $15,000 - $10,000 = $5,000. Taxable $32,000 - $10,000 - $5,000 - $15,000 = $2,000. Tax 1.99% x $2,000 = $39.80.',
    source: 'https://dor.sc.gov/sites/dor/files/forms/SC1040Instr_2025.pdf',
  },
];
