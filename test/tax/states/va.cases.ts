// Hand-worked Virginia returns for 2026 (test/tax/states/state-case.ts): the rate schedule of Code of
// Virginia 58.1-320 (2% to $3,000, 3% to $5,000, 5% to $17,000, 5.75% above, every filing status)
// on Virginia AGI less the standard deduction ($8,750 / $17,500) and the $930 exemption per filer,
// plus $800 per filer 65 or older.
import type { StateCase } from './state-case.js';

export const CASES: StateCase[] = [
  {
    state: 'VA',
    what: 'wages only, single',
    filingStatus: 'single',
    year: 2026,
    ageAtEnd: 30,
    wagesCents: 6_000_000, // $60,000
    interestCents: 0,
    trumpWithdrawalCents: 0,
    plan529EarningsCents: 0,
    gainsCents: 0,
    expectedTaxCents: 263_590,
    worked:
      'Taxable $60,000 - $8,750 - $930 = $50,320. Tax: 2% x $3,000 = $60; 3% x $2,000 = $60; 5% x $12,000 = $600; 5.75% x $33,320 = $1,915.90. Total $2,635.90.',
    source: 'https://law.lis.virginia.gov/vacode/title58.1/chapter3/section58.1-320/',
  },
  {
    state: 'VA',
    what: 'a Trump-account withdrawal on a joint return at 60 (one spouse has all the income)',
    filingStatus: 'marriedJoint',
    year: 2026,
    ageAtEnd: 60,
    wagesCents: 10_000_000, // $100,000
    interestCents: 0,
    trumpWithdrawalCents: 8_000_000, // $80,000
    plan529EarningsCents: 0,
    gainsCents: 0,
    expectedTaxCents: 897_930,
    worked:
      'Virginia AGI $180,000 (the IRA distribution fully taxed). Taxable $180,000 - $17,500 - 2 x $930 = $160,640. Tax: $720 on the first $17,000; 5.75% x $143,640 = $8,259.30. Total $8,979.30. The spouse has no income, so no spouse tax adjustment.',
    source: 'https://www.tax.virginia.gov/sites/default/files/vatax-pdf/2025-760-instructions.pdf',
  },
  {
    state: 'VA',
    what: 'a withdrawal with gains at 67, single: the age deduction fully phased out',
    filingStatus: 'single',
    year: 2026,
    ageAtEnd: 67,
    wagesCents: 0,
    interestCents: 200_000, // $2,000
    trumpWithdrawalCents: 7_000_000, // $70,000
    plan529EarningsCents: 0,
    gainsCents: 1_000_000, // $10,000
    expectedTaxCents: 385_490,
    worked:
      'Federal AGI $82,000 (gains taxed as ordinary income; no Social Security). Age deduction $12,000 less ($82,000 - $50,000) = below 0, so 0. Taxable $82,000 - $8,750 - $930 - $800 (65 or older) = $71,520. Tax: $720 on the first $17,000; 5.75% x $54,520 = $3,134.90. Total $3,854.90.',
    source: 'https://law.lis.virginia.gov/vacode/title58.1/section58.1-322.03/',
  },
];
