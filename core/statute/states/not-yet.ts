// A jurisdiction listed but not modelled yet: every figure zero, refused as afterTax.state with a
// problem that says so (docs/after-tax.md#state-tax).
import type { StateCode, StateTaxJurisdiction } from '../state-tax-types.js';

const NONE = Object.freeze({ singleCents: 0, marriedJointCents: 0 });

export function notYet(code: StateCode, name: string): StateTaxJurisdiction {
  return Object.freeze({
    code,
    name,
    status: 'notYet',
    year: 2026,
    incomeTax: 'none',
    brackets: { single: [], marriedJoint: [] },
    deduction: NONE,
    dependentDeduction: 0,
    exemptionCredit: NONE,
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
    unverified: true,
    note: `${name}'s income tax is not modelled yet.`,
    notModelled: ['the whole income tax'],
    sources: [],
  });
}
