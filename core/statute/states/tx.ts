// Texas: no personal income tax; the constitution forbids one (docs/after-tax.md#state-tax).
import type { StateTaxJurisdiction } from '../state-tax-types.js';

export const TX: StateTaxJurisdiction = {
  code: 'TX',
  name: 'Texas',
  status: 'modelled',
  year: 2026,
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
  note: 'Texas taxes no individual income: since 2019 its constitution (art. VIII, § 24-a) forbids a tax on the net incomes of individuals. A Trump account, a 529 plan and a custodial account are free of state tax at every stage, and Texas gives no 529 deduction (it has no income tax to deduct from).',
  notModelled: [
    'Nothing of an income tax: Texas has none. Its franchise (margin) tax on businesses, sales and property taxes are not income taxes of a family and are outside the comparison.',
  ],
  sources: [
    {
      title: 'Texas Constitution, art. VIII, § 24-a (no tax on the net incomes of individuals, added 2019)',
      url: 'https://statutes.capitol.texas.gov/Docs/CN/htm/CN.8.htm',
    },
    {
      title: 'Texas Comptroller of Public Accounts: taxes administered (no personal income tax)',
      url: 'https://comptroller.texas.gov/taxes/',
    },
  ],
};
