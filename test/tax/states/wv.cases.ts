// Hand-worked West Virginia returns for 2026 (test/tax/states/state-case.ts): SB 392's 2026 rate
// schedule (2.11% to $10,000, 2.81% to $25,000, 3.16% to $40,000, 4.22% to $60,000, 4.58% above,
// single and joint alike) on federal AGI less the $2,000 exemption per filer and the senior citizen
// modification (up to $8,000 at 65).
import type { StateCase } from './state-case.js';

export const CASES: StateCase[] = [
  {
    state: 'WV',
    what: 'wages only, single',
    filingStatus: 'single',
    year: 2026,
    ageAtEnd: 30,
    wagesCents: 5_000_000, // $50,000
    interestCents: 0,
    trumpWithdrawalCents: 0,
    plan529EarningsCents: 0,
    gainsCents: 0,
    expectedTaxCents: 144_410,
    worked:
      'Taxable $50,000 - $2,000 = $48,000. Tax 2.11% x $10,000 = $211.00; 2.81% x $15,000 = $421.50; 3.16% x $15,000 = $474.00; 4.22% x $8,000 = $337.60. Total $1,444.10.',
    source: 'https://www.wvlegislature.gov/Bill_Text_HTML/2026_SESSIONS/RS/bills/sb392%20sub1%20enr.pdf',
  },
  {
    state: 'WV',
    what: 'a Trump-account withdrawal on a joint return at 60',
    filingStatus: 'marriedJoint',
    year: 2026,
    ageAtEnd: 60,
    wagesCents: 10_000_000, // $100,000
    interestCents: 0,
    trumpWithdrawalCents: 6_000_000, // $60,000
    plan529EarningsCents: 0,
    gainsCents: 0,
    expectedTaxCents: 634_730,
    worked:
      'AGI $160,000 (the IRA distribution taxed). Taxable $160,000 - 2 x $2,000 = $156,000. Tax $211.00 + $421.50 + $474.00 + 4.22% x $20,000 = $844.00 + 4.58% x $96,000 = $4,396.80. Total $6,347.30.',
    source: 'https://code.wvlegislature.gov/11-21-16/',
  },
  {
    state: 'WV',
    what: 'a withdrawal with gains at 67, single: the senior modification',
    filingStatus: 'single',
    year: 2026,
    ageAtEnd: 67,
    wagesCents: 0,
    interestCents: 200_000, // $2,000
    trumpWithdrawalCents: 3_000_000, // $30,000
    plan529EarningsCents: 0,
    gainsCents: 500_000, // $5,000
    expectedTaxCents: 69_570,
    worked:
      'AGI $37,000 (gains taxed as ordinary income). Senior citizen modification $8,000; exemption $2,000. Taxable $27,000. Tax $211.00 + $421.50 + 3.16% x $2,000 = $63.20. Total $695.70.',
    source: 'https://code.wvlegislature.gov/11-21-12/',
  },
];
