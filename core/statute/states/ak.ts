// Alaska (docs/after-tax.md#state-tax): Alaska levies no tax on individuals' income: its personal income tax was repealed in 1980 (the Alaska Net Income Tax Act, AS 43.20, now taxes corporations only), and no local government taxes income.
import type { StateTaxJurisdiction } from '../state-tax-types.js';

export const AK: StateTaxJurisdiction = {
  code: 'AK',
  name: 'Alaska',
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
  note: "Alaska has no individual income tax, so a Trump account's earnings, its withdrawals, a 529 plan's earnings and a custodial account's gains bear no Alaska tax; nothing to conform to.",
  notModelled: [
    'Alaska has no 529 deduction (no income tax); the Permanent Fund Dividend is a payment to residents, not a tax, and is outside the comparison.',
  ],
  sources: [
    {
      title: 'Alaska Department of Revenue, Tax Division: individual taxes (no individual income tax)',
      url: 'https://tax.alaska.gov/programs/programs/index.aspx',
    },
    {
      title: 'Alaska Statutes Title 43, chapter 20 (Alaska Net Income Tax Act)',
      url: 'https://www.akleg.gov/basis/statutes.asp#43.20',
    },
  ],
};
