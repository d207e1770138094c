// Minnesota, hand-worked from the Department of Revenue's 2026 brackets and standard deduction
// (Minn. Stat. 290.06, 290.0123): federal AGI less $15,300 / $30,600, four rates.
import type { StateCase } from './state-case.js';

const BRACKETS = 'https://www.revisor.mn.gov/statutes/cite/290.06';

export const CASES: StateCase[] = [
  {
    state: 'MN',
    what: 'single worker across two bands',
    filingStatus: 'single',
    year: 2026,
    ageAtEnd: 30,
    wagesCents: 6_000_000,
    interestCents: 0,
    trumpWithdrawalCents: 0,
    plan529EarningsCents: 0,
    gainsCents: 0,
    expectedTaxCents: 255_660,
    worked:
      'Taxable 60,000 - 15,300 = 44,700; 33,310 x 0.0535 = 1,782.085; 11,390 x 0.068 = 774.52; total 2,556.605, rounded half to even 2,556.60.',
    source: BRACKETS,
  },
  {
    state: 'MN',
    what: 'joint return at 62 with a Trump-account withdrawal taxed in full',
    filingStatus: 'marriedJoint',
    year: 2026,
    ageAtEnd: 62,
    wagesCents: 8_000_000,
    interestCents: 0,
    trumpWithdrawalCents: 4_000_000,
    plan529EarningsCents: 0,
    gainsCents: 0,
    expectedTaxCents: 537_305,
    worked: 'Taxable 120,000 - 30,600 = 89,400; 48,700 x 0.0535 = 2,605.45; 40,700 x 0.068 = 2,767.60; total 5,373.05.',
    source: BRACKETS,
  },
  {
    state: 'MN',
    what: 'joint return with gains and 529 non-qualified earnings, below the deduction phase-out',
    filingStatus: 'marriedJoint',
    year: 2026,
    ageAtEnd: 40,
    wagesCents: 20_000_000,
    interestCents: 0,
    trumpWithdrawalCents: 0,
    plan529EarningsCents: 300_000,
    gainsCents: 2_000_000,
    expectedTaxCents: 1_237_705,
    worked:
      'AGI 223,000 (under 238,950: full standard deduction); taxable 192,400; 2,605.45 + (192,400 - 48,700) x 0.068 = 2,605.45 + 9,771.60 = 12,377.05.',
    source: BRACKETS,
  },
  {
    state: 'MN',
    what: "a dependent child's gains with the federal dependent standard deduction",
    filingStatus: 'single',
    year: 2026,
    ageAtEnd: 12,
    dependent: true,
    wagesCents: 0,
    interestCents: 0,
    trumpWithdrawalCents: 0,
    plan529EarningsCents: 0,
    gainsCents: 500_000,
    expectedTaxCents: 19_528,
    worked: 'Dependent standard deduction 1,350; taxable 3,650; 3,650 x 0.0535 = 195.275, rounded half to even 195.28.',
    source: BRACKETS,
  },
];
