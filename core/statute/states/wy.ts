// Wyoming: no personal income tax (docs/after-tax.md#state-tax).
import type { StateTaxJurisdiction } from '../state-tax-types.js';

export const WY: StateTaxJurisdiction = {
  code: 'WY',
  name: 'Wyoming',
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
  note: 'Wyoming levies no tax on individual income (wages, interest, dividends, gains or retirement income). A Trump account, a 529 plan and a custodial account are free of state tax at every stage; Wyoming gives no 529 deduction.',
  notModelled: [
    'Nothing of an income tax: Wyoming has none. Its sales, property and mineral severance taxes are not income taxes of a family and are outside the comparison.',
  ],
  sources: [
    {
      title: 'Wyoming Department of Revenue (sales, use, property and mineral taxes; no individual income tax)',
      url: 'https://revenue.wyo.gov/',
    },
    {
      title: 'Wyoming Statutes, title 39 (taxation: no individual income tax is imposed)',
      url: 'https://wyoleg.gov/statutes/compress/title39.pdf',
    },
  ],
};
