// South Dakota: no personal income tax (docs/after-tax.md#state-tax).
import type { StateTaxJurisdiction } from '../state-tax-types.js';

export const SD: StateTaxJurisdiction = {
  code: 'SD',
  name: 'South Dakota',
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
  note: 'South Dakota levies no tax on individual income (wages, interest, dividends, gains or retirement income), and a new tax needs a two-thirds vote of both houses or the voters (S.D. Const. art. XI, § 14). A Trump account, a 529 plan and a custodial account are free of state tax at every stage; South Dakota gives no 529 deduction.',
  notModelled: [
    'Nothing of an income tax: South Dakota has none. Its bank franchise tax, sales and property taxes are not income taxes of a family and are outside the comparison.',
  ],
  sources: [
    {
      title: 'South Dakota Department of Revenue: individual taxes (no personal income tax)',
      url: 'https://dor.sd.gov/individuals/taxes/',
    },
    {
      title: 'South Dakota Constitution, art. XI, § 14 (a new tax needs two thirds of each house or the voters)',
      url: 'https://sdlegislature.gov/Constitution/11-14',
    },
  ],
};
