// Iowa (docs/after-tax.md#state-tax): a flat 3.8% from 2025 (Iowa Code 422.5A, as set by SF 2442,
// 2024) on federal taxable income as Iowa modifies it, so the federal standard deduction is Iowa's;
// the $40 personal exemption credit of 422.12; retirement income excluded in full from 55 (422.7).
import type { StateTaxJurisdiction } from '../state-tax-types.js';

export const IA: StateTaxJurisdiction = {
  code: 'IA',
  name: 'Iowa',
  status: 'modelled',
  year: 2026,
  incomeTax: 'flat',
  brackets: {
    single: [{ fromCents: 0, rate: '0.038' }],
    marriedJoint: [{ fromCents: 0, rate: '0.038' }],
  },
  deduction: { singleCents: 1_610_000, marriedJointCents: 3_220_000 }, // $16,100 / $32,200 (federal)
  dependentDeduction: 'federal',
  exemptionCredit: { singleCents: 4_000, marriedJointCents: 8_000 }, // $40 per filer
  agedDeductionCents: 0,
  indexed: true,
  kiddieTax: 'own',
  trumpWithdrawal: 'ira',
  trumpEarnings: 'deferred',
  retirementExclusion: {
    fromAgeMonths: 660,
    capCents: null,
    words:
      'Iowa Code 422.7: from 55 (or disabled), retirement income, IRA distributions included, is excluded in full.',
  },
  capitalGainsExcludedShare: '0',
  gainsTax: null,
  plan529Deduction: {
    kind: 'deduction',
    cap: { singleCents: 610_000, marriedJointCents: 610_000 }, // $6,100 per contributor (2026)
    perBeneficiary: true,
    ownPlanOnly: true,
    carryforward: false,
    words:
      'Iowa Code 12D.9: contributions to College Savings Iowa are deducted up to $6,100 per beneficiary per contributor in 2026 (indexed); each spouse of a joint return has his or her own cap.',
  },
  plan529Recapture: true,
  wagesTaxed: true,
  localIncomeTax: true,
  unverified: false,
  note: 'Iowa conforms to the Internal Revenue Code on a rolling basis (Iowa Code 422.3) and starts from federal taxable income: it follows the federal deferral, and a withdrawal after the growth period is an IRA distribution, excluded in full from 55.',
  notModelled: [
    'The additional $20 exemption credit for a filer 65 or older; the federal additional standard deduction for 65 or older and the federal senior deduction carried in by federal taxable income.',
    "A joint return's 529 cap is $6,100 per contributing spouse per beneficiary ($12,200 when both contribute); the service gives $6,100.",
    'The school district surtax (a percentage of the state tax set by each district) and the Appanoose County EMS surtax.',
    'The capital-gain deduction for real property, businesses and cattle (not securities); credits (Iowa EITC, child care, tuition).',
  ],
  sources: [
    {
      title: 'Iowa Code 422.5A (rate)',
      url: 'https://www.legis.iowa.gov/docs/code/422.5A.pdf',
    },
    {
      title: 'Iowa Code 422.7 (net income: retirement exclusion)',
      url: 'https://www.legis.iowa.gov/docs/code/422.7.pdf',
    },
    {
      title: 'Iowa Code 422.12 (exemption credits)',
      url: 'https://www.legis.iowa.gov/docs/code/422.12.pdf',
    },
    {
      title: 'Iowa Department of Revenue, IA 1040 instructions',
      url: 'https://revenue.iowa.gov/taxes/tax-guidance/individual-income-tax',
    },
  ],
};
