// Maryland, hand-worked from the 2025 resident booklet's rate schedules and Tax-General 10-105:
// federal AGI less the flat standard deduction ($3,350 / $6,700) and $3,200 exemptions (full below
// $100,000 / $150,000 AGI). State tax only: the county tax is not modelled.
import type { StateCase } from './state-case.js';

const FORM = 'https://www.marylandcomptroller.gov/content/dam/mdcomp/tax/instructions/2025/resident-booklet.pdf';

export const CASES: StateCase[] = [
  {
    state: 'MD',
    what: 'single worker in the 4.75% band',
    filingStatus: 'single',
    year: 2026,
    ageAtEnd: 30,
    wagesCents: 6_000_000,
    interestCents: 0,
    trumpWithdrawalCents: 0,
    plan529EarningsCents: 0,
    gainsCents: 0,
    expectedTaxCents: 248_638,
    worked:
      'Taxable 60,000 - 3,350 - 3,200 = 53,450; 20 + 30 + 40 on the first 3,000; (53,450 - 3,000) x 0.0475 = 2,396.375; total 2,486.375, rounded half to even 2,486.38.',
    source: FORM,
  },
  {
    state: 'MD',
    what: 'joint return at 66 with a Trump-account withdrawal taxed in full',
    filingStatus: 'marriedJoint',
    year: 2026,
    ageAtEnd: 66,
    wagesCents: 6_000_000,
    interestCents: 0,
    trumpWithdrawalCents: 4_000_000,
    plan529EarningsCents: 0,
    gainsCents: 0,
    expectedTaxCents: 402_775,
    worked:
      'AGI 100,000 (at most 150,000: full exemptions); 100,000 - 6,700 - 6,400 - 1,000 (owner 65 or older, spouse younger) = 85,900; 90 on the first 3,000; 82,900 x 0.0475 = 3,937.75; total 4,027.75.',
    source: FORM,
  },
  {
    state: 'MD',
    what: 'joint return with gains and 529 non-qualified earnings',
    filingStatus: 'marriedJoint',
    year: 2026,
    ageAtEnd: 40,
    wagesCents: 12_000_000,
    interestCents: 0,
    trumpWithdrawalCents: 0,
    plan529EarningsCents: 300_000,
    gainsCents: 2_000_000,
    expectedTaxCents: 611_775,
    worked:
      'AGI 143,000 (full exemptions, no gains surtax below 350,000); 143,000 - 6,700 - 6,400 = 129,900; 90 + 126,900 x 0.0475 = 90 + 6,027.75 = 6,117.75.',
    source: FORM,
  },
];
