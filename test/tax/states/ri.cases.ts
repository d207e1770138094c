// Hand-worked Rhode Island returns for 2026 (test/tax/states/state-case.ts): the 2026 rate schedule
// of the Division of Taxation's advisory ADV 2025-22 (3.75% to $82,050, 4.75% to $186,450, 5.99%
// above, every filing status), standard deduction $11,200 / $22,400, exemption $5,250 per filer, and
// the retirement income modification (up to $50,000 from full retirement age, federal AGI below the
// limit). Half-cents round to even.
import type { StateCase } from './state-case.js';

export const CASES: StateCase[] = [
  {
    state: 'RI',
    what: 'wages only, single (a half-cent rounded to even)',
    filingStatus: 'single',
    year: 2026,
    ageAtEnd: 30,
    wagesCents: 7_000_000, // $70,000
    interestCents: 0,
    trumpWithdrawalCents: 0,
    plan529EarningsCents: 0,
    gainsCents: 0,
    expectedTaxCents: 200_812,
    worked:
      'Taxable $70,000 - $11,200 - $5,250 = $53,550. Tax 3.75% x $53,550 = $2,008.125, 200,812.5 cents, to even: $2,008.12.',
    source: 'https://tax.ri.gov/sites/g/files/xkgbur541/files/2025-11/ADV_2025_22_Inflation_Adjustments.pdf',
  },
  {
    state: 'RI',
    what: 'a Trump-account withdrawal on a joint return at 60',
    filingStatus: 'marriedJoint',
    year: 2026,
    ageAtEnd: 60,
    wagesCents: 12_000_000, // $120,000
    interestCents: 0,
    trumpWithdrawalCents: 6_000_000, // $60,000
    plan529EarningsCents: 0,
    gainsCents: 0,
    expectedTaxCents: 616_675,
    worked:
      'Federal AGI $180,000 (below the $261,000 phase-out start; no retirement modification at 60). Taxable $180,000 - $22,400 - 2 x $5,250 = $147,100. Tax: 3.75% x $82,050 = $3,076.875; 4.75% x $65,050 = $3,089.875. Total $6,166.75.',
    source: 'https://webserver.rilin.state.ri.us/Statutes/title44/44-30/44-30-2.6.htm',
  },
  {
    state: 'RI',
    what: 'a withdrawal with gains at 67, single: the retirement income modification',
    filingStatus: 'single',
    year: 2026,
    ageAtEnd: 67,
    wagesCents: 0,
    interestCents: 310_000, // $3,100
    trumpWithdrawalCents: 8_000_000, // $80,000
    plan529EarningsCents: 0,
    gainsCents: 500_000, // $5,000
    expectedTaxCents: 81_188,
    worked:
      'Federal AGI $88,100, below the income limit ($107,000 in 2025); the filer (born 1959) has reached full retirement age: $50,000 of the IRA distribution subtracted. Rhode Island AGI $38,100 (gains taxed as ordinary income). Taxable $38,100 - $11,200 - $5,250 = $21,650. Tax 3.75% x $21,650 = $811.875, 81,187.5 cents, to even: $811.88.',
    source: 'http://webserver.rilin.state.ri.us/Statutes/title44/44-30/44-30-12.HTM',
  },
];
