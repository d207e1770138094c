// Pennsylvania's hand-worked 2026 returns (docs/after-tax.md#state-tax): 3.07% of the taxable
// classes of income (72 P.S. §7302, PA-40). Incomes are above tax forgiveness.
import type { StateCase } from './state-case.js';

const SOURCE =
  'https://www.pa.gov/content/dam/copapwp-pagov/en/revenue/documents/formsandpublications/formsforindividuals/pit/documents/2025/2025_pa-40in.pdf';

export const CASES: StateCase[] = [
  {
    state: 'PA',
    what: 'single, wages and interest',
    filingStatus: 'single',
    year: 2026,
    ageAtEnd: 30,
    wagesCents: 5_000_000,
    interestCents: 100_000,
    trumpWithdrawalCents: 0,
    plan529EarningsCents: 0,
    gainsCents: 0,
    expectedTaxCents: 156_570,
    worked: 'Compensation 50,000 + interest 1,000 = 51,000 x 3.07% = 1,565.70.',
    source: SOURCE,
  },
  {
    state: 'PA',
    what: 'joint, owner 62: a Trump-account withdrawal after 59 1/2 is untaxed retirement income',
    filingStatus: 'marriedJoint',
    year: 2026,
    ageAtEnd: 62,
    wagesCents: 8_000_000,
    interestCents: 0,
    trumpWithdrawalCents: 2_000_000,
    plan529EarningsCents: 0,
    gainsCents: 0,
    expectedTaxCents: 245_600,
    worked: 'Compensation 80,000; IRA distribution 20,000 after 59 1/2 excluded; 80,000 x 3.07% = 2,456.00.',
    source: SOURCE,
  },
  {
    state: 'PA',
    what: 'single, 25: Trump-account withdrawal before 59 1/2, 529 earnings and gains',
    filingStatus: 'single',
    year: 2026,
    ageAtEnd: 25,
    wagesCents: 3_000_000,
    interestCents: 0,
    trumpWithdrawalCents: 1_000_000,
    plan529EarningsCents: 150_000,
    gainsCents: 400_000,
    expectedTaxCents: 139_685,
    worked:
      'Compensation 30,000 + taxable IRA distribution 10,000 + 529 earnings 1,500 + net gains 4,000 = 45,500 x 3.07% = 1,396.85.',
    source: SOURCE,
  },
];
