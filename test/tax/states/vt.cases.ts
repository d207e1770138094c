// Hand-worked Vermont returns for 2026 (test/tax/states/state-case.ts), with the latest published
// (2025) indexed figures: the rate schedules of 32 V.S.A. 5822 (single 3.35% to $49,400, 6.6% to
// $119,700; joint 3.35% to $82,500, 6.6% to $199,450), standard deduction $7,650 / $15,300, $1,250
// more at 65, $5,300 exemption per filer, and the flat exclusion of up to $5,000 of capital gains.
import type { StateCase } from './state-case.js';

export const CASES: StateCase[] = [
  {
    state: 'VT',
    what: 'wages only, single',
    filingStatus: 'single',
    year: 2026,
    ageAtEnd: 30,
    wagesCents: 8_000_000, // $80,000
    interestCents: 0,
    trumpWithdrawalCents: 0,
    plan529EarningsCents: 0,
    gainsCents: 0,
    expectedTaxCents: 281_980,
    worked:
      'Taxable $80,000 - $7,650 - $5,300 = $67,050. Tax 3.35% x $49,400 = $1,654.90; 6.6% x $17,650 = $1,164.90. Total $2,819.80.',
    source: 'https://legislature.vermont.gov/statutes/section/32/151/05822',
  },
  {
    state: 'VT',
    what: 'a Trump-account withdrawal on a joint return at 60',
    filingStatus: 'marriedJoint',
    year: 2026,
    ageAtEnd: 60,
    wagesCents: 15_000_000, // $150,000
    interestCents: 0,
    trumpWithdrawalCents: 6_000_000, // $60,000
    plan529EarningsCents: 0,
    gainsCents: 0,
    expectedTaxCents: 946_935,
    worked:
      'AGI $210,000 (the IRA distribution taxed). Taxable $210,000 - $15,300 - 2 x $5,300 = $184,100. Tax 3.35% x $82,500 = $2,763.75; 6.6% x $101,600 = $6,705.60. Total $9,469.35 (above 3% of AGI, $6,300, so the minimum tax does not apply).',
    source: 'https://tax.vermont.gov/sites/tax/files/documents/IN-111-Instr-2025.pdf',
  },
  {
    state: 'VT',
    what: 'a withdrawal with gains at 67, single: the $5,000 gains exclusion',
    filingStatus: 'single',
    year: 2026,
    ageAtEnd: 67,
    wagesCents: 0,
    interestCents: 200_000, // $2,000
    trumpWithdrawalCents: 3_000_000, // $30,000
    plan529EarningsCents: 0,
    gainsCents: 800_000, // $8,000
    expectedTaxCents: 69_680,
    worked:
      'AGI $40,000. Gains of publicly traded funds: the flat exclusion, $5,000 (below 40% of federal taxable income, $40,000 - $16,100 - $2,050 - $6,000 = $15,850, x 40% = $6,340). Taxable $35,000 - $7,650 - $1,250 (65 or older) - $5,300 = $20,800. Tax 3.35% x $20,800 = $696.80.',
    source: 'https://legislature.vermont.gov/statutes/section/32/151/05811',
  },
];
