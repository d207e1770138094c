// District of Columbia (docs/after-tax.md#state-tax): the rates of D.C. Code 47-1806.03, the same
// for every filing status, and the standard deduction of 47-1801.04(44) (the federal amount, with
// the District's decoupling from P.L. 119-21's increase).
import type { StateTaxJurisdiction } from '../state-tax-types.js';

// The District taxes a joint return on the same schedule as a single one.
const SCHEDULE = [
  { fromCents: 0, rate: '0.04' },
  { fromCents: 1_000_000, rate: '0.06' }, // $10,000
  { fromCents: 4_000_000, rate: '0.065' }, // $40,000
  { fromCents: 6_000_000, rate: '0.085' }, // $60,000
  { fromCents: 25_000_000, rate: '0.0925' }, // $250,000
  { fromCents: 50_000_000, rate: '0.0975' }, // $500,000
  { fromCents: 100_000_000, rate: '0.1075' }, // $1,000,000
];

export const DC: StateTaxJurisdiction = {
  code: 'DC',
  name: 'District of Columbia',
  status: 'modelled',
  year: 2026,
  incomeTax: 'graduated',
  brackets: { single: SCHEDULE, marriedJoint: SCHEDULE },
  // 2025 amounts ($15,000 / $30,000); the 2026 indexed amounts were not found.
  deduction: { singleCents: 1_500_000, marriedJointCents: 3_000_000 },
  dependentDeduction: 'federal',
  exemptionCredit: { singleCents: 0, marriedJointCents: 0 },
  agedDeductionCents: 0,
  indexed: true,
  kiddieTax: 'own',
  trumpWithdrawal: 'ira',
  trumpEarnings: 'deferred',
  retirementExclusion: null,
  capitalGainsExcludedShare: '0',
  gainsTax: null,
  plan529Deduction: {
    kind: 'deduction',
    cap: { singleCents: 400_000, marriedJointCents: 800_000 }, // $4,000 / $8,000
    perBeneficiary: false,
    ownPlanOnly: true,
    carryforward: true,
    words:
      'D.C. Code 47-4510: contributions to DC College Savings Plan accounts are deducted up to $4,000 a year per account owner ($8,000 on a joint return when both own accounts); larger contributions carry forward for up to five years.',
  },
  plan529Recapture: true,
  wagesTaxed: true,
  localIncomeTax: false,
  unverified: true,
  note: 'The District starts from federal adjusted gross income and follows the Internal Revenue Code except where it decouples; it has not said how it treats a Trump account. The service applies conformity with the federal treatment: the earnings are deferred and a withdrawal after the growth period is taxed as an IRA distribution.',
  notModelled: [
    'The 2026 standard deduction: the 2025 amounts stand; whether the District gives the federal additional standard deduction for 65 or older was not verified (the service gives none).',
    "The five-year carryforward of the 529 deduction needs each account owner's own contributions; a joint deduction of $8,000 needs both spouses to own accounts.",
    'Credits (DC EITC, property tax credit, keep child care affordable credit) and itemized deductions with their phase-out; the exclusion of $3,000 of government pensions from 62.',
  ],
  sources: [
    {
      title: 'D.C. Code 47-1806.03 (rates)',
      url: 'https://code.dccouncil.gov/us/dc/council/code/sections/47-1806.03',
    },
    {
      title: 'D.C. Code 47-1801.04 (definitions: standard deduction)',
      url: 'https://code.dccouncil.gov/us/dc/council/code/sections/47-1801.04',
    },
    {
      title: 'D.C. Code 47-4510 (college savings deduction)',
      url: 'https://code.dccouncil.gov/us/dc/council/code/sections/47-4510',
    },
    {
      title: 'DC Office of Tax and Revenue, 2025 D-40 booklet',
      url: 'https://otr.cfo.dc.gov/page/individual-income-tax-forms-and-instructions',
    },
  ],
};
