// North Dakota's hand-worked 2026 returns (docs/after-tax.md#state-tax): federal taxable income
// (standard deduction $16,100 / $32,200), less 40% of long-term gains, at 0% / 1.95% / 2.5%. The
// 2026 thresholds (single $49,575, joint $82,800) are the statute's indexing applied to the 2025
// schedule (see nd.ts): the Tax Commissioner's 2026 schedule was not found.
import type { StateCase } from './state-case.js';

const SOURCE =
  'https://www.tax.nd.gov/sites/www/files/documents/forms/individual/2025-iit/2025-individual-income-tax-booklet.pdf';

export const CASES: StateCase[] = [
  {
    state: 'ND',
    what: 'single, wages and interest',
    filingStatus: 'single',
    year: 2026,
    ageAtEnd: 30,
    wagesCents: 7_000_000,
    interestCents: 100_000,
    trumpWithdrawalCents: 0,
    plan529EarningsCents: 0,
    gainsCents: 0,
    expectedTaxCents: 10_384,
    worked:
      'Federal taxable income 71,000 - 16,100 = 54,900. 49,575 x 0% = 0; 5,325 x 1.95% = 103.8375, rounded half to even to 103.84.',
    source: SOURCE,
  },
  {
    state: 'ND',
    what: 'joint, 40, Trump-account withdrawal taxed in full',
    filingStatus: 'marriedJoint',
    year: 2026,
    ageAtEnd: 40,
    wagesCents: 13_000_000,
    interestCents: 0,
    trumpWithdrawalCents: 2_000_000,
    plan529EarningsCents: 0,
    gainsCents: 0,
    expectedTaxCents: 68_250,
    worked: 'Federal taxable income 150,000 - 32,200 = 117,800. 82,800 x 0% = 0; 35,000 x 1.95% = 682.50.',
    source: SOURCE,
  },
  {
    state: 'ND',
    what: 'single, 25: Trump-account withdrawal, 529 earnings and gains with the 40% exclusion',
    filingStatus: 'single',
    year: 2026,
    ageAtEnd: 25,
    wagesCents: 6_000_000,
    interestCents: 0,
    trumpWithdrawalCents: 1_000_000,
    plan529EarningsCents: 200_000,
    gainsCents: 1_000_000,
    expectedTaxCents: 24_034,
    worked:
      'Federal taxable income 60,000 + 10,000 + 2,000 + 10,000 - 16,100 = 65,900; less 40% of 10,000 gains = 4,000: 61,900. 49,575 x 0% = 0; 12,325 x 1.95% = 240.3375, rounded half to even to 240.34.',
    source: SOURCE,
  },
];
