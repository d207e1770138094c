// Maine, hand-worked from the 2026 rate schedules of Maine Revenue Services and 36 M.R.S. 5111/5122:
// federal AGI less the pension deduction, the standard deduction ($15,300 / $30,600) and the
// $5,300 exemptions. The cases stay in the 5.8% band, where the schedule has no rounded base.
import type { StateCase } from './state-case.js';

const SCHEDULE =
  'https://tax.thomsonreuters.com/news/maine-announces-individual-income-tax-rate-schedules-personal-exemption-standard-deduction-for-2026';
const SCHEDULE_1S =
  'https://www.maine.gov/revenue/sites/maine.gov.revenue/files/inline-files/25_1040me_sch_1s_fillable.pdf';

export const CASES: StateCase[] = [
  {
    state: 'ME',
    what: 'single worker',
    filingStatus: 'single',
    year: 2026,
    ageAtEnd: 30,
    wagesCents: 4_500_000,
    interestCents: 0,
    trumpWithdrawalCents: 0,
    plan529EarningsCents: 0,
    gainsCents: 0,
    expectedTaxCents: 141_520,
    worked: 'Taxable 45,000 - 15,300 - 5,300 = 24,400; 24,400 x 0.058 = 1,415.20.',
    source: SCHEDULE,
  },
  {
    state: 'ME',
    what: 'joint return at 62: a Trump-account withdrawal within the pension deduction',
    filingStatus: 'marriedJoint',
    year: 2026,
    ageAtEnd: 62,
    wagesCents: 9_000_000,
    interestCents: 0,
    trumpWithdrawalCents: 4_000_000,
    plan529EarningsCents: 0,
    gainsCents: 0,
    expectedTaxCents: 283_040,
    worked:
      'AGI 130,000 (under the pension phase-out 250,000 and the deduction phase-out); pension deduction 40,000 (after 59 1/2, no Social Security) leaves 90,000; less 30,600 and 10,600 = 48,800; 48,800 x 0.058 = 2,830.40.',
    source: SCHEDULE_1S,
  },
  {
    state: 'ME',
    what: 'single at 66 with a withdrawal, gains and interest, the aged standard deduction',
    filingStatus: 'single',
    year: 2026,
    ageAtEnd: 66,
    wagesCents: 0,
    interestCents: 500_000,
    trumpWithdrawalCents: 3_000_000,
    plan529EarningsCents: 0,
    gainsCents: 2_000_000,
    expectedTaxCents: 13_630,
    worked:
      'AGI 55,000; pension deduction 30,000 (no Social Security) leaves 25,000; less 15,300 + 2,050 (65 or older) + 5,300 = 2,350; 2,350 x 0.058 = 136.30.',
    source: SCHEDULE_1S,
  },
  {
    state: 'ME',
    what: "a dependent child's gains: the federal dependent standard deduction, no exemption",
    filingStatus: 'single',
    year: 2026,
    ageAtEnd: 12,
    dependent: true,
    wagesCents: 0,
    interestCents: 0,
    trumpWithdrawalCents: 0,
    plan529EarningsCents: 0,
    gainsCents: 500_000,
    expectedTaxCents: 21_170,
    worked: 'Dependent standard deduction 1,350 (no earned income); taxable 3,650; 3,650 x 0.058 = 211.70.',
    source: SCHEDULE,
  },
];
