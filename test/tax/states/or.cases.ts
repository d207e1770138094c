// Oregon's hand-worked returns on the 2025 indexed figures, the latest published
// (docs/after-tax.md#state-tax): federal AGI less the federal income tax subtraction (ORS 316.800,
// cap $8,500), less the standard deduction ($2,835 / $5,670), at the ORS 316.037 rates, less the
// exemption credit ($256 per filer). The federal tax is 2026's (10% to $12,400 / $24,800, 12% to
// $50,400 / $100,800, standard deduction $16,100 / $32,200, gains at 0% under $49,450 single).
// These need the federal tax subtraction, which the shape does not carry yet (see or.ts).
import type { StateCase } from './state-case.js';

const SOURCE = 'https://www.oregon.gov/dor/forms/FormsPubs/form-or-40-inst_101-040-1_2025.pdf';

export const CASES: StateCase[] = [
  {
    state: 'OR',
    what: 'single, wages and interest (federal tax subtraction)',
    filingStatus: 'single',
    year: 2026,
    ageAtEnd: 30,
    wagesCents: 6_000_000,
    interestCents: 100_000,
    trumpWithdrawalCents: 0,
    plan529EarningsCents: 0,
    gainsCents: 0,
    expectedTaxCents: 407_369,
    worked:
      'Federal tax: 61,000 - 16,100 = 44,900; 12,400 x 10% = 1,240 + 32,500 x 12% = 3,900: 5,140 (under the 8,500 cap). Oregon taxable 61,000 - 5,140 - 2,835 = 53,025. 4,400 x 4.75% = 209.00; 6,700 x 6.75% = 452.25; 41,925 x 8.75% = 3,668.4375; total 4,329.6875 - exemption credit 256 = 4,073.6875, rounded to 4,073.69.',
    source: SOURCE,
  },
  {
    state: 'OR',
    what: 'joint, 40, Trump-account withdrawal (federal tax subtraction at its cap)',
    filingStatus: 'marriedJoint',
    year: 2026,
    ageAtEnd: 40,
    wagesCents: 10_000_000,
    interestCents: 0,
    trumpWithdrawalCents: 2_000_000,
    plan529EarningsCents: 0,
    gainsCents: 0,
    expectedTaxCents: 812_812,
    worked:
      'Federal AGI 120,000; federal taxable 87,800; income tax 24,800 x 10% = 2,480 + 63,000 x 12% = 7,560: 10,040 (with the 10% additional tax, more), capped at 8,500. Oregon taxable 120,000 - 8,500 - 5,670 = 105,830. 8,800 x 4.75% = 418.00; 13,400 x 6.75% = 904.50; 83,630 x 8.75% = 7,317.625; total 8,640.125 - exemption credits 512 = 8,128.125, rounded half to even to 8,128.12.',
    source: SOURCE,
  },
  {
    state: 'OR',
    what: 'single, 25: wages and gains (gains at the federal 0% rate; federal tax subtraction)',
    filingStatus: 'single',
    year: 2026,
    ageAtEnd: 25,
    wagesCents: 4_000_000,
    interestCents: 0,
    trumpWithdrawalCents: 0,
    plan529EarningsCents: 0,
    gainsCents: 500_000,
    expectedTaxCents: 289_419,
    worked:
      'Federal AGI 45,000; federal taxable 28,900 of which gains 5,000 at 0%; ordinary 23,900: 1,240 + 11,500 x 12% = 1,380: federal tax 2,620. Oregon taxable 45,000 - 2,620 - 2,835 = 39,545. 4,400 x 4.75% = 209.00; 6,700 x 6.75% = 452.25; 28,445 x 8.75% = 2,488.9375; total 3,150.1875 - 256 = 2,894.1875, rounded to 2,894.19.',
    source: SOURCE,
  },
];
