// Nevada: no personal income tax, 2026 (docs/after-tax.md#state-tax).
import type { StateTaxJurisdiction } from '../state-tax-types.js';

export const NV: StateTaxJurisdiction = {
  code: 'NV',
  name: 'Nevada',
  status: 'modelled',
  year: 2026,
  // Nevada Constitution art. 10 §1(9): no income tax on natural persons.
  incomeTax: 'none',
  brackets: { single: [], marriedJoint: [] },
  deduction: { singleCents: 0, marriedJointCents: 0 },
  dependentDeduction: 0,
  exemptionCredit: { singleCents: 0, marriedJointCents: 0 },
  agedDeductionCents: 0,
  indexed: false,
  kiddieTax: 'own',
  trumpWithdrawal: 'ira',
  trumpEarnings: 'deferred',
  retirementExclusion: null,
  capitalGainsExcludedShare: '0',
  gainsTax: null,
  plan529Deduction: null,
  plan529Recapture: false,
  wagesTaxed: false,
  localIncomeTax: false,
  unverified: false,
  note: 'Nevada has no personal income tax: a Trump account, a 529 plan and a custodial account owe Nevada nothing at any age.',
  notModelled: ["The Modified Business Tax on employers' payroll (paid by the employer, not withheld from pay)."],
  sources: [
    {
      title: 'Constitution of the State of Nevada, article 10 §1(9): no income tax on natural persons',
      url: 'https://www.leg.state.nv.us/Const/NvConst.html',
    },
    { title: 'Nevada Department of Taxation', url: 'https://tax.nv.gov/' },
  ],
};
