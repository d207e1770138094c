// Massachusetts, hand-worked from the Form 1 instructions and G.L. c. 62, ss. 3-4: 5% of income less
// the personal exemption ($4,400 / $8,800, $700 for 65 or older), 4% more above $1,083,150.
import type { StateCase } from './state-case.js';

const FORM = 'https://www.mass.gov/doc/2024-form-1-instructions/download';

export const CASES: StateCase[] = [
  {
    state: 'MA',
    what: 'single worker',
    filingStatus: 'single',
    year: 2026,
    ageAtEnd: 30,
    wagesCents: 6_000_000,
    interestCents: 0,
    trumpWithdrawalCents: 0,
    plan529EarningsCents: 0,
    gainsCents: 0,
    expectedTaxCents: 278_000,
    worked: '(60,000 - 4,400) x 0.05 = 55,600 x 0.05 = 2,780.00.',
    source: FORM,
  },
  {
    state: 'MA',
    what: 'joint return at 66 with a Trump-account withdrawal taxed in full',
    filingStatus: 'marriedJoint',
    year: 2026,
    ageAtEnd: 66,
    wagesCents: 5_000_000,
    interestCents: 0,
    trumpWithdrawalCents: 4_000_000,
    plan529EarningsCents: 0,
    gainsCents: 0,
    expectedTaxCents: 402_500,
    worked:
      'Income 90,000; exemptions 8,800 + 700 for the owner 65 or older (spouse younger) = 9,500; 80,500 x 0.05 = 4,025.00.',
    source: FORM,
  },
  {
    state: 'MA',
    what: 'single with long-term gains (Part C, 5%) and 529 non-qualified earnings',
    filingStatus: 'single',
    year: 2026,
    ageAtEnd: 40,
    wagesCents: 10_000_000,
    interestCents: 0,
    trumpWithdrawalCents: 0,
    plan529EarningsCents: 200_000,
    gainsCents: 2_000_000,
    expectedTaxCents: 588_000,
    worked: 'Part B 102,000 - 4,400 = 97,600 and Part C 20,000: 117,600 x 0.05 = 5,880.00.',
    source: FORM,
  },
  {
    state: 'MA',
    what: 'single above the surtax threshold',
    filingStatus: 'single',
    year: 2026,
    ageAtEnd: 50,
    wagesCents: 120_000_000,
    interestCents: 0,
    trumpWithdrawalCents: 0,
    plan529EarningsCents: 0,
    gainsCents: 0,
    expectedTaxCents: 6_427_800,
    worked:
      'Taxable 1,200,000 - 4,400 = 1,195,600; 1,195,600 x 0.05 = 59,780.00; surtax 4% of (1,195,600 - 1,083,150) = 112,450 x 0.04 = 4,498.00; total 64,278.00.',
    source: FORM,
  },
];
