// New Hampshire: no income tax from 2025 (the interest and dividends tax repealed), 2026
// (docs/after-tax.md#state-tax).
import type { StateTaxJurisdiction } from '../state-tax-types.js';

export const NH: StateTaxJurisdiction = {
  code: 'NH',
  name: 'New Hampshire',
  status: 'modelled',
  year: 2026,
  // RSA 77 (interest and dividends tax, 3% in 2024) is repealed for taxable periods beginning on
  // or after 1 January 2025 (2023 N.H. Laws ch. 79, H.B. 2; TIR 2025-001). Wages were never taxed.
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
  note: 'New Hampshire has no income tax from 2025: its interest and dividends tax is repealed, and wages were never taxed. A Trump account, a 529 plan and a custodial account owe New Hampshire nothing.',
  notModelled: ['The business profits and business enterprise taxes (on businesses, not on these accounts).'],
  sources: [
    {
      title:
        'New Hampshire DRA, Technical Information Release TIR 2025-001: I&D tax repealed effective January 1, 2025',
      url: 'https://www.revenue.nh.gov/sites/g/files/ehbemt736/files/documents/2025-001-technical-information-release-repeal.pdf',
    },
    {
      title: 'New Hampshire RSA chapter 77 (taxation of incomes), repealed for periods from 2025',
      url: 'https://gc.nh.gov/rsa/html/V/77/77-mrg.htm',
    },
  ],
};
