// Utah: a flat income tax of 4.45% from 2026 with a taxpayer tax credit in place of a deduction
// (docs/after-tax.md#state-tax).
import type { StateTaxJurisdiction } from '../state-tax-types.js';

export const UT: StateTaxJurisdiction = {
  code: 'UT',
  name: 'Utah',
  status: 'modelled',
  year: 2026,
  incomeTax: 'flat',
  brackets: {
    single: [{ fromCents: 0, rate: '0.0445' }],
    marriedJoint: [{ fromCents: 0, rate: '0.0445' }],
  },
  // Utah has no standard deduction or personal exemption for the filers: the taxpayer tax credit
  // below takes their place.
  deduction: { singleCents: 0, marriedJointCents: 0 },
  dependentDeduction: 0,
  // The taxpayer tax credit before its phase-out: 6% of the federal standard deduction
  // ($16,100 / $32,200 in 2026), Utah Code 59-10-1018.
  exemptionCredit: {
    singleCents: 96_600, // $966
    marriedJointCents: 193_200, // $1,932
  },
  agedDeductionCents: 0,
  indexed: true,
  kiddieTax: 'own',
  trumpWithdrawal: 'ira',
  trumpEarnings: 'deferred',
  retirementExclusion: null,
  capitalGainsExcludedShare: '0',
  gainsTax: null,
  plan529Deduction: {
    kind: 'credit',
    cap: {
      singleCents: 249_000, // $2,490
      marriedJointCents: 498_000, // $4,980
    },
    perBeneficiary: true,
    creditRate: '0.0445',
    ownPlanOnly: true,
    carryforward: false,
    words:
      "A nonrefundable credit at the income tax rate (4.45% in 2026) on contributions to Utah's own plan, my529, up to $2,490 per beneficiary for a single filer and $4,980 for a joint return (the 2025 limits my529 published; the limit is indexed each year, Utah Code 59-10-1017). No carryforward of contributions above the limit.",
  },
  plan529Recapture: true,
  wagesTaxed: true,
  localIncomeTax: false,
  unverified: true,
  note: 'Utah starts from federal adjusted gross income and has not legislated on Trump accounts: the service applies conformity with the federal treatment (the earnings deferred, a withdrawal taxed as an IRA distribution at 4.45%). No Utah exclusion applies to IRA distributions of people born after 1952. A non-qualified my529 withdrawal adds back the contributions for which the credit was claimed (Utah Code 59-10-114).',
  notModelled: [
    "The taxpayer tax credit's phase-out: the credit (6% of the federal standard or itemized deduction plus $2,111 per dependent in 2025, indexed) falls by 1.3% of state taxable income above $18,213 single / $36,426 joint (2025 figures; indexed each year), so it is gone by about $92,500 single / $185,000 joint. The service gives the whole credit at every income: it understates Utah's tax by up to $966 single / $1,932 joint above those thresholds, and understates the marginal rate in the phase-out range (4.45% + 1.3% = 5.75%).",
    'The 2026 figures that are indexed (the phase-out thresholds and the my529 limits): not yet published; the 2025 figures are used.',
    "The federal standard deduction's additional amount for a filer 65 or older enters the credit's base; the service gives the same credit at every age.",
    "A dependent's own return: Utah gives a dependent the taxpayer tax credit on the dependent's federal standard deduction (not a deduction); the service gives a dependent no deduction and the same credit.",
    'The retirement credit ($450 per person born before 1952, phased out): no owner of a Trump account is that old.',
    'The Social Security benefits credit, the military retirement credit, the earned income credit, the child tax credit, the at-home parent credit and other credits.',
    'Itemized deductions in the credit base, and state and local income taxes added back.',
    'The my529 credit for an account owned by a UTMA/UGMA beneficiary, trusts and corporations.',
  ],
  sources: [
    {
      title:
        'Utah Code 59-10-104: tax rate (4.45% for taxable years beginning on or after 1 January 2026, SB 60 of 2026)',
      url: 'https://le.utah.gov/xcode/Title59/Chapter10/59-10-S104.html',
    },
    {
      title: 'Utah SB 60 (2026 General Session): income tax rate amendments',
      url: 'https://le.utah.gov/~2026/bills/static/SB0060.html',
    },
    {
      title: 'Utah Code 59-10-1018: taxpayer tax credit (6% of the deductions, 1.3% phase-out)',
      url: 'https://le.utah.gov/xcode/Title59/Chapter10/59-10-S1018.html',
    },
    {
      title: 'Utah State Tax Commission: taxpayer tax credit (TC-40 lines 11 to 20)',
      url: 'https://incometax.utah.gov/credits/taxpayer-tax-credit',
    },
    {
      title: 'Utah Code 59-10-1017: my529 credit',
      url: 'https://le.utah.gov/xcode/Title59/Chapter10/59-10-S1017.html',
    },
    {
      title:
        'Utah Code 59-10-114: additions to adjusted gross income (my529 withdrawals not used for qualified expenses)',
      url: 'https://le.utah.gov/xcode/Title59/Chapter10/59-10-S114.html',
    },
    {
      title: 'Utah State Tax Commission: 2025 TC-40 instructions',
      url: 'https://tax.utah.gov/forms/current/tc-40inst.pdf',
    },
    {
      title: 'my529: Utah state tax benefits information (limits per beneficiary)',
      url: 'https://my529.org/utah-state-tax-benefits-information',
    },
  ],
};
