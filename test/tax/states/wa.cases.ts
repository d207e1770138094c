// Hand-worked Washington returns for 2026 (test/tax/states/state-case.ts): no tax on wages,
// interest or retirement income; the capital gains excise tax, 7% of long-term gains above the
// standard deduction ($278,000, the latest published: RCW 82.87.040, .060).
import type { StateCase } from './state-case.js';

export const CASES: StateCase[] = [
  {
    state: 'WA',
    what: 'wages and interest only, single: no tax',
    filingStatus: 'single',
    year: 2026,
    ageAtEnd: 35,
    wagesCents: 9_000_000, // $90,000
    interestCents: 150_000, // $1,500
    trumpWithdrawalCents: 0,
    plan529EarningsCents: 0,
    gainsCents: 0,
    expectedTaxCents: 0,
    worked: 'Washington taxes no wages or interest; no long-term gains, so no capital gains tax. Tax $0.00.',
    source: 'https://dor.wa.gov/taxes-rates/other-taxes/capital-gains-tax',
  },
  {
    state: 'WA',
    what: 'a Trump-account withdrawal and gains above the deduction, joint',
    filingStatus: 'marriedJoint',
    year: 2026,
    ageAtEnd: 60,
    wagesCents: 12_000_000, // $120,000
    interestCents: 0,
    trumpWithdrawalCents: 5_000_000, // $50,000
    plan529EarningsCents: 0,
    gainsCents: 30_000_000, // $300,000
    expectedTaxCents: 154_000,
    worked:
      'Wages $120,000 and the IRA distribution $50,000 are not taxed (no income tax; an IRA distribution is not a long-term capital gain). Long-term gains $300,000 less the one standard deduction the spouses share, $278,000, leave $22,000; 7% of $22,000 = $1,540.00.',
    source: 'https://app.leg.wa.gov/RCW/default.aspx?cite=82.87.060',
  },
  {
    state: 'WA',
    what: 'large gains, single at 67, with 529 earnings',
    filingStatus: 'single',
    year: 2026,
    ageAtEnd: 67,
    wagesCents: 0,
    interestCents: 200_000, // $2,000
    trumpWithdrawalCents: 0,
    plan529EarningsCents: 800_000, // $8,000
    gainsCents: 40_000_000, // $400,000
    expectedTaxCents: 854_000,
    worked:
      "Interest $2,000 and the 529 plan's non-qualified earnings $8,000 are ordinary income, not taxed. Long-term gains $400,000 less the standard deduction $278,000 leave $122,000 (below $1,000,000, so no additional 2.9%); 7% of $122,000 = $8,540.00. No age rule.",
    source: 'https://app.leg.wa.gov/RCW/default.aspx?cite=82.87.040',
  },
];
