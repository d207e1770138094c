// Michigan, hand-worked from the MI-1040 instructions and MCL 206.30/206.51: 4.25% of AGI less
// the retirement subtraction and the personal exemptions ($5,800 each, the latest published).
import type { StateCase } from './state-case.js';

const FORM = 'https://www.michigan.gov/taxes/-/media/Project/Websites/taxes/Forms/IIT/TY2024/MI-1040-Instructions.pdf';
const RETIREMENT = 'https://www.michigan.gov/taxes/iit/retirement-and-pension-benefits';

export const CASES: StateCase[] = [
  {
    state: 'MI',
    what: 'single worker with interest',
    filingStatus: 'single',
    year: 2026,
    ageAtEnd: 30,
    wagesCents: 5_000_000,
    interestCents: 50_000,
    trumpWithdrawalCents: 0,
    plan529EarningsCents: 0,
    gainsCents: 0,
    expectedTaxCents: 189_975,
    worked: 'AGI 50,500; less one exemption 5,800 = 44,700; 44,700 x 0.0425 = 1,899.75.',
    source: FORM,
  },
  {
    state: 'MI',
    what: 'joint return at 62: a Trump-account withdrawal after 59 1/2 under the limit is subtracted',
    filingStatus: 'marriedJoint',
    year: 2026,
    ageAtEnd: 62,
    wagesCents: 6_000_000,
    interestCents: 0,
    trumpWithdrawalCents: 4_000_000,
    plan529EarningsCents: 0,
    gainsCents: 0,
    expectedTaxCents: 205_700,
    worked:
      'AGI 60,000 + 40,000 = 100,000; retirement subtraction 40,000 (IRA distribution after 59 1/2, under the 65,897 limit) leaves 60,000; two exemptions 11,600: 48,400; 48,400 x 0.0425 = 2,057.00.',
    source: RETIREMENT,
  },
  {
    state: 'MI',
    what: 'joint return with gains and 529 non-qualified earnings, taxed in full',
    filingStatus: 'marriedJoint',
    year: 2026,
    ageAtEnd: 40,
    wagesCents: 15_000_000,
    interestCents: 0,
    trumpWithdrawalCents: 0,
    plan529EarningsCents: 300_000,
    gainsCents: 2_000_000,
    expectedTaxCents: 685_950,
    worked: 'AGI 150,000 + 3,000 + 20,000 = 173,000; less 11,600 = 161,400; 161,400 x 0.0425 = 6,859.50.',
    source: FORM,
  },
  {
    state: 'MI',
    what: 'single at 25: a Trump-account withdrawal before 59 1/2 is taxed',
    filingStatus: 'single',
    year: 2026,
    ageAtEnd: 25,
    wagesCents: 3_000_000,
    interestCents: 0,
    trumpWithdrawalCents: 1_000_000,
    plan529EarningsCents: 0,
    gainsCents: 500_000,
    expectedTaxCents: 166_600,
    worked:
      'AGI 30,000 + 10,000 + 5,000 = 45,000; no retirement subtraction before 59 1/2; less 5,800 = 39,200; 39,200 x 0.0425 = 1,666.00.',
    source: RETIREMENT,
  },
  {
    state: 'MI',
    what: 'single at 64: a withdrawal above the retirement limit',
    filingStatus: 'single',
    year: 2026,
    ageAtEnd: 64,
    wagesCents: 0,
    interestCents: 0,
    trumpWithdrawalCents: 8_000_000,
    plan529EarningsCents: 0,
    gainsCents: 0,
    expectedTaxCents: 35_288,
    worked:
      'AGI 80,000; retirement subtraction capped at 65,897 leaves 14,103; less 5,800 = 8,303; 8,303 x 0.0425 = 352.8775, rounded 352.88.',
    source: RETIREMENT,
  },
];
