// Idaho: 5.3% of Idaho taxable income above a zero band, from federal taxable income (docs/after-tax.md#state-tax).
import type { StateTaxJurisdiction } from '../state-tax-types.js';

export const ID: StateTaxJurisdiction = {
  code: 'ID',
  name: 'Idaho',
  status: 'modelled',
  year: 2026,
  // A flat 5.3% (HB 40 of 2025) above the first $4,811 ($9,622 joint), the 2025 thresholds: the
  // 2026 ones (indexed by Idaho Code 63-3024(3)) were not published in the sources read.
  incomeTax: 'graduated',
  brackets: {
    single: [
      { fromCents: 0, rate: '0' },
      { fromCents: 481_100, rate: '0.053' }, // $4,811
    ],
    marriedJoint: [
      { fromCents: 0, rate: '0' },
      { fromCents: 962_200, rate: '0.053' }, // $9,622
    ],
  },
  // Idaho taxable income starts from federal taxable income: the federal standard deduction.
  deduction: { singleCents: 1_610_000, marriedJointCents: 3_220_000 }, // $16,100 / $32,200
  dependentDeduction: 'federal',
  exemptionCredit: { singleCents: 0, marriedJointCents: 0 },
  // The federal additional standard deduction for 65 or older: $2,050 single ($1,650 per spouse
  // on a joint return, not carried).
  agedDeductionCents: 205_000,
  indexed: true,
  kiddieTax: 'own',
  trumpWithdrawal: 'ira',
  trumpEarnings: 'deferred',
  // Idaho's retirement deduction (Idaho Code 63-3022A) covers public and military pensions only.
  retirementExclusion: null,
  // The 60% capital-gains deduction (Idaho Code 63-3022H) is for Idaho real property and business
  // property held long, not for securities.
  capitalGainsExcludedShare: '0',
  gainsTax: null,
  plan529Deduction: {
    kind: 'deduction',
    cap: { singleCents: 600_000, marriedJointCents: 1_200_000 }, // $6,000 / $12,000
    perBeneficiary: false,
    ownPlanOnly: true,
    carryforward: false,
    words:
      'Contributions to the IDeal college savings program are subtracted up to $6,000 a year ($12,000 on a joint return); a non-qualified withdrawal adds back the amount deducted (Idaho Code 63-3022G).',
  },
  plan529Recapture: true,
  wagesTaxed: true,
  localIncomeTax: false,
  unverified: true,
  note: 'Idaho taxes federal taxable income and conformed to the Internal Revenue Code as amended in 2025 (HB 559 of 2026), which includes section 530A: the service applies the federal treatment (deferral; a withdrawal after 18 taxed as an IRA distribution). The Tax Commission has said nothing of Trump accounts in the sources read.',
  notModelled: [
    'The zero-band thresholds are the 2025 figures ($4,811 / $9,622): the 2026 indexed figures were not published in the sources read.',
    'The federal senior deduction of 2025-2028 ($6,000 per person 65 or older, reduced by 6% of MAGI over $75,000 / $150,000), which Idaho follows (HB 559): temporary, not modelled.',
    'The additional standard deduction of a spouse 65 or older ($1,650 each on a joint return): only the owner counts, at the single figure.',
    'The federal deductions of 2025-2028 for tips, overtime and car-loan interest that Idaho follows; itemized deductions.',
    'The $10 permanent building fund tax on most returns, the grocery credit (refundable), the child tax credit and other credits.',
    "The 529 recapture adds back only the amounts deducted before (and on a rollover to another state's plan).",
  ],
  sources: [
    {
      title: 'Idaho Code 63-3024 (individual tax rate and thresholds)',
      url: 'https://legislature.idaho.gov/statutesrules/idstat/title63/t63ch30/sect63-3024/',
    },
    {
      title: 'Idaho Code 63-3022G (IDeal college savings deduction)',
      url: 'https://legislature.idaho.gov/statutesrules/idstat/title63/t63ch30/sect63-3022g/',
    },
    {
      title: 'Idaho State Tax Commission, Individual Income Tax Rate Schedule',
      url: 'https://tax.idaho.gov/taxes/income-tax/individual-income/individual-income-tax-rate-schedule/',
    },
    {
      title: 'Idaho State Tax Commission, IDeal college savings program',
      url: 'https://tax.idaho.gov/taxes/income-tax/individual-income/popular-credits-and-deductions/ideal-college-savings-program/',
    },
    {
      title: 'Idaho State Tax Commission, Update on filing 2025 Idaho income taxes now that conformity is law',
      url: 'https://tax.idaho.gov/pressrelease/update-on-filing-2025-idaho-income-taxes-now-that-conformity-is-law/',
    },
  ],
};
