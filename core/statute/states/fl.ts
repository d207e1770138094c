// Florida (docs/after-tax.md#state-tax): Florida's Constitution (Art. VII, section 5(a)) forbids a tax on the income of natural persons who are residents; no local government taxes income.
import type { StateTaxJurisdiction } from '../state-tax-types.js';

export const FL: StateTaxJurisdiction = {
  code: 'FL',
  name: 'Florida',
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
  note: "Florida has no individual income tax, so a Trump account's earnings, its withdrawals, a 529 plan's earnings and a custodial account's gains bear no Florida tax; nothing to conform to.",
  notModelled: ['Florida has no 529 deduction (no income tax); its corporate income tax does not reach individuals.'],
  sources: [
    {
      title: "Constitution of the State of Florida, Article VII, section 5 (no tax on natural persons' income)",
      url: 'https://www.flsenate.gov/Laws/Constitution#A7S05',
    },
    {
      title: 'Florida Department of Revenue: taxes and fees (no personal income tax)',
      url: 'https://floridarevenue.com/taxes/taxesfees/Pages/default.aspx',
    },
  ],
};
