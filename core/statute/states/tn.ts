// Tennessee: no personal income tax since the Hall tax's repeal in 2021 (docs/after-tax.md#state-tax).
import type { StateTaxJurisdiction } from '../state-tax-types.js';

export const TN: StateTaxJurisdiction = {
  code: 'TN',
  name: 'Tennessee',
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
  note: 'Tennessee taxes no individual income: its constitution forbids a tax on payroll or earned personal income (art. II, § 28, 2014), and the Hall income tax on interest and dividends was repealed for tax years beginning on or after 1 January 2021. A Trump account, a 529 plan and a custodial account are free of state tax at every stage; Tennessee gives no 529 deduction.',
  notModelled: [
    'Nothing of an income tax: Tennessee has none since 2021 (the Hall tax on interest and dividends, 6% until 2016, fell 1 point a year to 1% in 2020 and was then repealed). Its franchise and excise taxes on businesses are outside the comparison.',
  ],
  sources: [
    {
      title:
        'Tennessee Department of Revenue: Hall income tax due date and tax rates (repeal beginning 1 January 2021)',
      url: 'https://www.tn.gov/revenue/taxes/hall-income-tax/due-date-and-tax-rates.html',
    },
    {
      title:
        'Tenn. Code Ann. § 67-2-102 (Hall income tax rate; repealed for tax years beginning on or after 1 January 2021)',
      url: 'https://law.justia.com/codes/tennessee/title-67/chapter-2/part-1/section-67-2-102/',
    },
    {
      title: 'Tennessee Constitution, art. II, § 28 (no tax on payroll or earned personal income)',
      url: 'https://sos.tn.gov/civics/the-tennessee-constitution',
    },
  ],
};
