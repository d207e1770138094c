// Hand-worked Wisconsin returns for 2026 (test/tax/states/state-case.ts), with the latest published
// (2025) indexed figures: rate schedules of Wis. Stat. 71.06 (single 3.5% to $14,680, 4.4% to
// $51,130, 5.3% to $323,290; joint $19,580, $68,170, $431,060), the sliding-scale standard deduction
// (Wis. Stat. 71.05(22): $13,560 less 12% of Wisconsin AGI above $19,550 single; $25,110 less
// 19.778% above $28,210 joint), the $700 exemption per filer and $250 more at 65, 30% of long-term
// gains subtracted, and up to $24,000 of retirement income subtracted from 67.
import type { StateCase } from './state-case.js';

export const CASES: StateCase[] = [
  {
    state: 'WI',
    what: 'wages and gains, single: the standard deduction in its phase-out',
    filingStatus: 'single',
    year: 2026,
    ageAtEnd: 30,
    wagesCents: 7_000_000, // $70,000
    interestCents: 0,
    trumpWithdrawalCents: 0,
    plan529EarningsCents: 0,
    gainsCents: 1_000_000, // $10,000
    expectedTaxCents: 309_831,
    worked:
      'Wisconsin AGI $70,000 + 70% x $10,000 = $77,000. Standard deduction $13,560 - 12% x ($77,000 - $19,550) = $6,666. Taxable $77,000 - $6,666 - $700 = $69,634. Tax: 3.5% x $14,680 = $513.80; 4.4% x $36,450 = $1,603.80; 5.3% x $18,504 = $980.712. Total $3,098.312, $3,098.31.',
    source: 'https://www.revenue.wi.gov/TaxForms2025/2025-Form1-inst.pdf',
  },
  {
    state: 'WI',
    what: 'a Trump-account withdrawal on a joint return at 60: no standard deduction left',
    filingStatus: 'marriedJoint',
    year: 2026,
    ageAtEnd: 60,
    wagesCents: 15_000_000, // $150,000
    interestCents: 0,
    trumpWithdrawalCents: 5_000_000, // $50,000
    plan529EarningsCents: 0,
    gainsCents: 0,
    expectedTaxCents: 973_605,
    worked:
      'Wisconsin AGI $200,000 (the IRA distribution taxed; no subtraction before 67). Standard deduction $25,110 - 19.778% x ($200,000 - $28,210) = below 0, so 0. Taxable $200,000 - 2 x $700 = $198,600. Tax: 3.5% x $19,580 = $685.30; 4.4% x $48,590 = $2,137.96; 5.3% x $130,430 = $6,912.79. Total $9,736.05.',
    source: 'https://docs.legis.wisconsin.gov/statutes/statutes/71/i/06',
  },
  {
    state: 'WI',
    what: 'a withdrawal at 67, single: the retirement income subtraction',
    filingStatus: 'single',
    year: 2026,
    ageAtEnd: 67,
    wagesCents: 0,
    interestCents: 500_000, // $5,000
    trumpWithdrawalCents: 4_000_000, // $40,000
    plan529EarningsCents: 0,
    gainsCents: 0,
    expectedTaxCents: 23_324,
    worked:
      'Federal AGI $45,000; the IRA distribution is retirement income of a filer 67 or older: $24,000 subtracted. Wisconsin AGI $21,000. Standard deduction $13,560 - 12% x ($21,000 - $19,550) = $13,386. Exemptions $700 + $250 (65 or older) = $950. Taxable $21,000 - $13,386 - $950 = $6,664. Tax 3.5% x $6,664 = $233.24.',
    source: 'https://www.revenue.wi.gov/TaxForms2025/2025-ScheduleSB-Inst.pdf',
  },
];
