// A made-up jurisdiction for the tests of the state tax's engine, block and API (docs/after-tax.md#state-tax):
// not any state's law. It carries the code 'CA' so that it can stand in for a state that taxes a
// Trump account's earnings yearly, and exercises every rule of the data shape: graduated joint and
// single brackets, an exemption credit, the federal dependent's deduction, an aged deduction,
// indexing, a retirement exclusion from 59 1/2 with a cap, a share of gains excluded, a 529
// deduction with recapture. Its hand-worked returns are FIXTURE_CASES.
import type { StateTaxJurisdiction } from '../../../core/statute/state-tax-types.js';
import type { StateCase } from './state-case.js';

export const FIXTURE_STATE: StateTaxJurisdiction = Object.freeze<StateTaxJurisdiction>({
  code: 'CA',
  name: 'Fixture (made up for the tests)',
  status: 'modelled',
  year: 2026,
  incomeTax: 'graduated',
  brackets: {
    single: [
      { fromCents: 0, rate: '0.01' },
      { fromCents: 1_000_000, rate: '0.04' },
      { fromCents: 4_000_000, rate: '0.0625' },
      { fromCents: 25_000_000, rate: '0.0933' },
    ],
    marriedJoint: [
      { fromCents: 0, rate: '0.01' },
      { fromCents: 2_000_000, rate: '0.04' },
      { fromCents: 8_000_000, rate: '0.0625' },
      { fromCents: 50_000_000, rate: '0.0933' },
    ],
  },
  deduction: { singleCents: 554_000, marriedJointCents: 1_108_000 },
  dependentDeduction: 'federal',
  exemptionCredit: { singleCents: 14_900, marriedJointCents: 29_800 },
  agedDeductionCents: 100_000,
  indexed: true,
  kiddieTax: 'own',
  trumpWithdrawal: 'ira',
  trumpEarnings: 'taxedYearly',
  retirementExclusion: { fromAgeMonths: 714, capCents: 2_000_000, words: 'up to $20,000 from 59 1/2 (made up)' },
  capitalGainsExcludedShare: '0.4',
  gainsTax: null,
  plan529Deduction: {
    kind: 'deduction',
    cap: { singleCents: 500_000, marriedJointCents: 1_000_000 },
    perBeneficiary: false,
    ownPlanOnly: true,
    carryforward: false,
    words: 'up to $5,000 / $10,000 a return (made up)',
  },
  plan529Recapture: true,
  wagesTaxed: true,
  localIncomeTax: false,
  unverified: true,
});

const NONE = { interestCents: 0, trumpWithdrawalCents: 0, plan529EarningsCents: 0, gainsCents: 0 };
const SOURCE = 'test/tax/states/fixture-state.ts';

export const FIXTURE_CASES: StateCase[] = [
  {
    state: 'CA',
    what: 'wages and a Trump withdrawal at 30',
    filingStatus: 'single',
    year: 2026,
    ageAtEnd: 30,
    wagesCents: 5_000_000,
    ...NONE,
    trumpWithdrawalCents: 1_000_000,
    expectedTaxCents: 205_475,
    worked:
      'AGI 60,000 - 5,540 = 54,460; 1% x 10,000 = 100 + 4% x 30,000 = 1,200 + 6.25% x 14,460 = 903.75; 2,203.75 - 149 = 2,054.75',
    source: SOURCE,
  },
  {
    state: 'CA',
    what: 'joint at 66: the retirement exclusion, gains 40% excluded, two aged deductions',
    filingStatus: 'marriedJoint',
    year: 2026,
    ageAtEnd: 66,
    wagesCents: 2_000_000,
    ...NONE,
    trumpWithdrawalCents: 5_000_000,
    gainsCents: 1_000_000,
    expectedTaxCents: 81_880,
    worked:
      'IRA 50,000 - 20,000 = 30,000; gains 60% of 10,000 = 6,000; AGI 56,000 - 11,080 - 2 x 1,000 = 42,920; 1% x 20,000 = 200 + 4% x 22,920 = 916.80; 1,116.80 - 298 = 818.80',
    source: SOURCE,
  },
  {
    state: 'CA',
    what: "a dependent at 17: the federal dependent's deduction",
    filingStatus: 'single',
    year: 2026,
    ageAtEnd: 17,
    dependent: true,
    wagesCents: 300_000,
    ...NONE,
    interestCents: 50_000,
    plan529EarningsCents: 3_000_000,
    expectedTaxCents: 75_300,
    worked:
      'deduction max(1,350, 3,000 + 450) = 3,450; AGI 33,500 - 3,450 = 30,050; 100 + 4% x 20,050 = 802 = 902; - 149 = 753',
    source: SOURCE,
  },
];
