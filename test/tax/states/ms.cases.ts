// Mississippi, hand-worked from the Form 80-100 instructions and Miss. Code 27-7-5: income less the
// standard deduction and exemption ($8,300 / $16,600), 0% on the first $10,000, 4% above (2026).
import type { StateCase } from './state-case.js';

const FORM = 'https://www.dor.ms.gov/individual/tax-rates';

export const CASES: StateCase[] = [
  {
    state: 'MS',
    what: 'single worker',
    filingStatus: 'single',
    year: 2026,
    ageAtEnd: 30,
    wagesCents: 5_000_000,
    interestCents: 0,
    trumpWithdrawalCents: 0,
    plan529EarningsCents: 0,
    gainsCents: 0,
    expectedTaxCents: 126_800,
    worked: 'Taxable 50,000 - 8,300 = 41,700; (41,700 - 10,000) x 0.04 = 1,268.00.',
    source: FORM,
  },
  {
    state: 'MS',
    what: 'joint return at 66: a Trump-account withdrawal exempt as retirement income',
    filingStatus: 'marriedJoint',
    year: 2026,
    ageAtEnd: 66,
    wagesCents: 6_000_000,
    interestCents: 0,
    trumpWithdrawalCents: 4_000_000,
    plan529EarningsCents: 0,
    gainsCents: 0,
    expectedTaxCents: 127_600,
    worked:
      'Withdrawal exempt (after 59 1/2); taxable 60,000 - 16,600 - 1,500 (owner 65 or older, spouse younger) = 41,900; (41,900 - 10,000) x 0.04 = 1,276.00.',
    source: FORM,
  },
  {
    state: 'MS',
    what: 'single with gains and 529 non-qualified earnings',
    filingStatus: 'single',
    year: 2026,
    ageAtEnd: 40,
    wagesCents: 9_000_000,
    interestCents: 0,
    trumpWithdrawalCents: 0,
    plan529EarningsCents: 200_000,
    gainsCents: 2_000_000,
    expectedTaxCents: 374_800,
    worked: 'Taxable 112,000 - 8,300 = 103,700; (103,700 - 10,000) x 0.04 = 3,748.00.',
    source: FORM,
  },
  {
    state: 'MS',
    what: 'single at 30: a Trump-account withdrawal before 59 1/2, taxed',
    filingStatus: 'single',
    year: 2026,
    ageAtEnd: 30,
    wagesCents: 3_000_000,
    interestCents: 0,
    trumpWithdrawalCents: 2_000_000,
    plan529EarningsCents: 0,
    gainsCents: 0,
    expectedTaxCents: 126_800,
    worked: 'Taxable 50,000 - 8,300 = 41,700; (41,700 - 10,000) x 0.04 = 1,268.00.',
    source: FORM,
  },
];
