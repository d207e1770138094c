// Illinois, hand-worked from the Form IL-1040 instructions and 35 ILCS 5/201-204: 4.95% of base
// income (federal AGI less the IRA subtraction) less the exemption allowance ($2,850 per filer,
// the latest published figure; $1,000 more for 65 or older).
import type { StateCase } from './state-case.js';

const FORM =
  'https://tax.illinois.gov/content/dam/soi/en/web/tax/forms/incometax/documents/currentyear/individual/il-1040-instr.pdf';

export const CASES: StateCase[] = [
  {
    state: 'IL',
    what: 'single worker with interest',
    filingStatus: 'single',
    year: 2026,
    ageAtEnd: 30,
    wagesCents: 6_000_000,
    interestCents: 100_000,
    trumpWithdrawalCents: 0,
    plan529EarningsCents: 0,
    gainsCents: 0,
    expectedTaxCents: 287_842,
    worked:
      'Base income 60,000 + 1,000 = 61,000; less one exemption 2,850 = 58,150; 58,150 x 0.0495 = 2,878.425, rounded half to even 2,878.42.',
    source: FORM,
  },
  {
    state: 'IL',
    what: 'joint return at 66 with a Trump-account withdrawal (an IRA distribution, subtracted)',
    filingStatus: 'marriedJoint',
    year: 2026,
    ageAtEnd: 66,
    wagesCents: 8_000_000,
    interestCents: 0,
    trumpWithdrawalCents: 5_000_000,
    plan529EarningsCents: 0,
    gainsCents: 0,
    expectedTaxCents: 362_835,
    worked:
      'AGI 80,000 + 50,000 = 130,000; IRA subtraction (line 5) 50,000 leaves 80,000; two exemptions 5,700 and the owner 65 or older 1,000 (spouse younger): 73,300; 73,300 x 0.0495 = 3,628.35.',
    source: FORM,
  },
  {
    state: 'IL',
    what: 'single with long-term gains and 529 non-qualified earnings, both taxed in full',
    filingStatus: 'single',
    year: 2026,
    ageAtEnd: 40,
    wagesCents: 10_000_000,
    interestCents: 0,
    trumpWithdrawalCents: 0,
    plan529EarningsCents: 500_000,
    gainsCents: 2_000_000,
    expectedTaxCents: 604_642,
    worked:
      'Base income 100,000 + 5,000 + 20,000 = 125,000; less 2,850 = 122,150; 122,150 x 0.0495 = 6,046.425, rounded half to even 6,046.42.',
    source: FORM,
  },
  {
    state: 'IL',
    what: "a dependent child's gains above $2,850: no exemption allowance",
    filingStatus: 'single',
    year: 2026,
    ageAtEnd: 12,
    dependent: true,
    wagesCents: 0,
    interestCents: 0,
    trumpWithdrawalCents: 0,
    plan529EarningsCents: 0,
    gainsCents: 500_000,
    expectedTaxCents: 24_750,
    worked: 'Base income 5,000, more than 2,850, so a dependent gets no exemption allowance; 5,000 x 0.0495 = 247.50.',
    source: FORM,
  },
];
