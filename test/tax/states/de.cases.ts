// Delaware's hand-worked returns (test/tax/states/state-case.ts): the rate schedule of 30 Del. C.
// 1102 (the same for joint returns), the standard deduction, the $110 personal credit, the 65+
// additional deduction and the $12,500 retirement exclusion from 60.
import type { StateCase } from './state-case.js';

const SOURCE = 'https://delcode.delaware.gov/title30/c011/sc02/index.html';

export const CASES: StateCase[] = [
  {
    state: 'DE',
    what: 'single, wages (a half cent rounded to even)',
    filingStatus: 'single',
    year: 2026,
    ageAtEnd: 30,
    wagesCents: 5_000_000,
    interestCents: 0,
    trumpWithdrawalCents: 0,
    plan529EarningsCents: 0,
    gainsCents: 0,
    expectedTaxCents: 209_812,
    worked:
      'AGI 50,000 - 3,250 = 46,750. 2.2% x 3,000 = 66; 3.9% x 5,000 = 195; 4.8% x 10,000 = 480; 5.2% x 5,000 = 260; 5.55% x 21,750 = 1,207.125; total 2,208.125; less credit 110 = 2,098.125, rounded half to even 2,098.12.',
    source: SOURCE,
  },
  {
    state: 'DE',
    what: 'joint, wages and long-term gains',
    filingStatus: 'marriedJoint',
    year: 2026,
    ageAtEnd: 45,
    wagesCents: 12_000_000,
    interestCents: 0,
    trumpWithdrawalCents: 0,
    plan529EarningsCents: 0,
    gainsCents: 1_000_000,
    expectedTaxCents: 691_450,
    worked:
      'AGI 130,000 - 6,500 = 123,500. 66 + 195 + 480 + 260 + 5.55% x 35,000 = 1,942.50 + 6.6% x 63,500 = 4,191; total 7,134.50; less credits 220 = 6,914.50.',
    source: SOURCE,
  },
  {
    state: 'DE',
    what: 'single at 66, a Trump-account withdrawal with the $12,500 exclusion',
    filingStatus: 'single',
    year: 2026,
    ageAtEnd: 66,
    wagesCents: 0,
    interestCents: 1_000_000,
    trumpWithdrawalCents: 3_000_000,
    plan529EarningsCents: 0,
    gainsCents: 0,
    expectedTaxCents: 72_200,
    worked:
      'Income 40,000 less exclusion 12,500 = 27,500; less 3,250 and the 65+ additional 2,500 = 21,750. 66 + 195 + 480 + 5.2% x 1,750 = 91; total 832; less credit 110 = 722.00. (The additional $110 credit for 60 or older, not modelled, would make it 612.00.)',
    source: SOURCE,
  },
];
