// Rhode Island: a graduated income tax, 3.75% to 5.99%, the same brackets for every filing status
// (docs/after-tax.md#state-tax). 2026 figures from the Division of Taxation's advisory ADV 2025-22.
import type { StateTaxJurisdiction } from '../state-tax-types.js';

const RI_BANDS = [
  { fromCents: 0, rate: '0.0375' },
  { fromCents: 8_205_000, rate: '0.0475' }, // $82,050
  { fromCents: 18_645_000, rate: '0.0599' }, // $186,450
];

export const RI: StateTaxJurisdiction = {
  code: 'RI',
  name: 'Rhode Island',
  status: 'modelled',
  year: 2026,
  incomeTax: 'graduated',
  brackets: { single: RI_BANDS, marriedJoint: RI_BANDS },
  // Standard deduction $11,200 / $22,400 plus the $5,250 exemption per filer (2026).
  deduction: {
    singleCents: 1_645_000, // $16,450
    marriedJointCents: 3_290_000, // $32,900
  },
  dependentDeduction: 'federal',
  exemptionCredit: { singleCents: 0, marriedJointCents: 0 },
  agedDeductionCents: 0,
  indexed: true,
  kiddieTax: 'own',
  trumpWithdrawal: 'ira',
  trumpEarnings: 'deferred',
  retirementExclusion: {
    fromAgeMonths: 804, // 67, the full Social Security retirement age of those born from 1960
    capCents: 5_000_000, // $50,000
    words:
      'A filer who has reached full Social Security retirement age (67 for those born from 1960) and whose federal AGI is below the limit ($107,000 single / $133,750 joint in 2025, indexed) subtracts up to $50,000 of taxable pension, annuity and IRA income (R.I. Gen. Laws 44-30-12(c)(10)).',
  },
  capitalGainsExcludedShare: '0',
  gainsTax: null,
  plan529Deduction: {
    kind: 'deduction',
    cap: {
      singleCents: 50_000, // $500
      marriedJointCents: 100_000, // $1,000
    },
    perBeneficiary: false,
    ownPlanOnly: true,
    carryforward: true,
    words:
      "A modification of up to $500 a year ($1,000 on a joint return) per return for contributions to Rhode Island's own plan (CollegeBound Saver), contributions above it carried forward (R.I. Gen. Laws 44-30-12(c)(4)).",
  },
  plan529Recapture: true,
  wagesTaxed: true,
  localIncomeTax: false,
  unverified: true,
  note: 'Rhode Island starts from federal adjusted gross income as the Internal Revenue Code defines it; it has not legislated on Trump accounts: the service applies conformity with the federal treatment (the earnings deferred, a withdrawal taxed as an IRA distribution, with the retirement income modification from full retirement age). A non-qualified withdrawal from a CollegeBound Saver account adds back the contributions deducted earlier.',
  notModelled: [
    "The retirement income modification's income limit: it is allowed only where federal AGI is below $107,000 single / $133,750 joint (2025, indexed; the 2026 figures were not found); the service gives it at every income, understating the tax of a filer 67 or older above the limit by up to $50,000 x the marginal rate.",
    'The retirement modification on a joint return where both spouses qualify (up to $50,000 each): the service counts only the owner.',
    'The phase-out of the standard deduction and the exemptions above federal AGI of $261,000 (2026): 20% lost per $7,450, all gone at $298,250; the service gives them at every income (at most about $1,970 single / $3,940 joint of tax understated).',
    'The additional tax on high earners enacted for later years (1% of income above $1,000,000 from 2027, rising): outside 2026 and not modelled.',
    "A dependent's own return: the service gives the federal dependent standard deduction and no exemption; not verified against Rhode Island's 2026 instructions.",
    'The Rhode Island tax tables for taxable income below $100,000 (bands of $50): the service applies the rate schedule exactly.',
    'Credits: the earned income credit, the child tax rebate, the property tax relief credit, credits for taxes paid to other states, and others.',
    'The Social Security modification (Rhode Island exempts it at full retirement age below the income limit) and the other modifications.',
  ],
  sources: [
    {
      title: 'R.I. Gen. Laws 44-30-2.6: rates, standard deduction, exemptions and their indexing',
      url: 'https://webserver.rilin.state.ri.us/Statutes/title44/44-30/44-30-2.6.htm',
    },
    {
      title: 'R.I. Gen. Laws 44-30-12: modifications (retirement income, tuition savings program contributions)',
      url: 'http://webserver.rilin.state.ri.us/Statutes/title44/44-30/44-30-12.HTM',
    },
    {
      title: 'Rhode Island Division of Taxation: Advisory ADV 2025-22, inflation adjustments for tax year 2026',
      url: 'https://tax.ri.gov/sites/g/files/xkgbur541/files/2025-11/ADV_2025_22_Inflation_Adjustments.pdf',
    },
    {
      title:
        'Rhode Island Division of Taxation: 2025 RI-1040 instructions (modifications, retirement income worksheet)',
      url: 'https://tax.ri.gov/sites/g/files/xkgbur541/files/2025-12/2025%201040R%20Instructions%20122025.pdf',
    },
  ],
};
