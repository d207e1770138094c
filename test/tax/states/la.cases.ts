// Louisiana, hand-worked from the IT-540 instructions and R.S. 47:32/47:294/47:44.1: 3% of AGI less
// the retirement exclusion (65 or older, $12,000) and the standard deduction ($12,500 / $25,000).
import type { StateCase } from './state-case.js';

const FORM = 'https://dam.ldr.la.gov/taxforms/IT540i%20WEB(2025)D11.pdf';

export const CASES: StateCase[] = [
  {
    state: 'LA',
    what: 'single worker',
    filingStatus: 'single',
    year: 2026,
    ageAtEnd: 30,
    wagesCents: 5_000_000,
    interestCents: 0,
    trumpWithdrawalCents: 0,
    plan529EarningsCents: 0,
    gainsCents: 0,
    expectedTaxCents: 112_500,
    worked: '(50,000 - 12,500) x 0.03 = 37,500 x 0.03 = 1,125.00.',
    source: FORM,
  },
  {
    state: 'LA',
    what: 'joint return at 66: a Trump-account withdrawal partly within the retirement exclusion',
    filingStatus: 'marriedJoint',
    year: 2026,
    ageAtEnd: 66,
    wagesCents: 5_000_000,
    interestCents: 0,
    trumpWithdrawalCents: 4_000_000,
    plan529EarningsCents: 0,
    gainsCents: 0,
    expectedTaxCents: 159_000,
    worked:
      "AGI 90,000; the owner's retirement exclusion 12,000 leaves 78,000; less 25,000 = 53,000; 53,000 x 0.03 = 1,590.00.",
    source: FORM,
  },
  {
    state: 'LA',
    what: 'single with gains and 529 non-qualified earnings',
    filingStatus: 'single',
    year: 2026,
    ageAtEnd: 40,
    wagesCents: 8_000_000,
    interestCents: 0,
    trumpWithdrawalCents: 0,
    plan529EarningsCents: 100_000,
    gainsCents: 1_000_000,
    expectedTaxCents: 235_500,
    worked: 'AGI 91,000; less 12,500 = 78,500; 78,500 x 0.03 = 2,355.00.',
    source: FORM,
  },
  {
    state: 'LA',
    what: 'single at 60: a Trump-account withdrawal before 65, taxed in full',
    filingStatus: 'single',
    year: 2026,
    ageAtEnd: 60,
    wagesCents: 0,
    interestCents: 0,
    trumpWithdrawalCents: 3_000_000,
    plan529EarningsCents: 0,
    gainsCents: 0,
    expectedTaxCents: 52_500,
    worked: 'AGI 30,000; no retirement exclusion before 65; less 12,500 = 17,500; 17,500 x 0.03 = 525.00.',
    source: FORM,
  },
];
