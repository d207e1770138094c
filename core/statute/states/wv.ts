// West Virginia: a graduated income tax, 2.11% to 4.58% from 2026 (SB 392 of 2026), the same
// brackets for single and joint returns (docs/after-tax.md#state-tax).
import type { StateTaxJurisdiction } from '../state-tax-types.js';

const WV_BANDS = [
  { fromCents: 0, rate: '0.0211' },
  { fromCents: 1_000_000, rate: '0.0281' }, // $10,000
  { fromCents: 2_500_000, rate: '0.0316' }, // $25,000
  { fromCents: 4_000_000, rate: '0.0422' }, // $40,000
  { fromCents: 6_000_000, rate: '0.0458' }, // $60,000
];

export const WV: StateTaxJurisdiction = {
  code: 'WV',
  name: 'West Virginia',
  status: 'modelled',
  year: 2026,
  incomeTax: 'graduated',
  brackets: { single: WV_BANDS, marriedJoint: WV_BANDS },
  // No standard deduction: the $2,000 personal exemption per filer (W. Va. Code 11-21-16).
  deduction: {
    singleCents: 200_000, // $2,000
    marriedJointCents: 400_000, // $4,000
  },
  // A filer claimed as another's dependent claims no exemption and deducts $500 instead.
  dependentDeduction: 50_000, // $500
  exemptionCredit: { singleCents: 0, marriedJointCents: 0 },
  // The senior citizen modification: up to $8,000 of income per filer 65 or older.
  agedDeductionCents: 800_000, // $8,000
  indexed: false,
  kiddieTax: 'own',
  trumpWithdrawal: 'ira',
  trumpEarnings: 'deferred',
  retirementExclusion: null,
  capitalGainsExcludedShare: '0',
  gainsTax: null,
  plan529Deduction: {
    kind: 'deduction',
    cap: null,
    perBeneficiary: false,
    ownPlanOnly: true,
    carryforward: false,
    words:
      "The whole contribution to West Virginia's own plan (SMART529) is subtracted, without a cap (W. Va. Code 11-21-12(c)).",
  },
  plan529Recapture: true,
  wagesTaxed: true,
  localIncomeTax: false,
  unverified: true,
  note: 'West Virginia starts from federal adjusted gross income under the Internal Revenue Code as of a date its legislature advances each year; it has not legislated on Trump accounts (a 2026 bill, HB 5544, proposed a deduction for contributions): the service applies conformity with the federal treatment (the earnings deferred, a withdrawal taxed as an IRA distribution, with the senior modification at 65). A non-qualified SMART529 withdrawal adds back the contributions subtracted earlier.',
  notModelled: [
    'The senior citizen modification is reduced by other retirement modifications claimed (public pensions, military retirement, Social Security) and counts each spouse 65 or older separately: the service gives $8,000 per filer 65 or older.',
    'The low-income earned income exclusion, the Social Security exclusion and the public and military pension modifications.',
    'The West Virginia tax tables for taxable income below $100,000: the service applies the rate schedule exactly.',
    'The separate rate schedule for a married person filing separately (not used by the service).',
    'Credits: the family tax credit, the low-income family tax credit, the senior citizen tax credit, the homestead excess property tax credit, credits for taxes paid to other states, and others; the rebate of personal property tax on vehicles.',
    'Further rate reductions triggered by revenue in later years (W. Va. Code 11-21-4j and later sections): the service keeps the 2026 rates (West Virginia does not index).',
  ],
  sources: [
    {
      title:
        'West Virginia SB 392 (2026 regular session), enrolled: rates for taxable years beginning on or after 1 January 2026',
      url: 'https://www.wvlegislature.gov/Bill_Text_HTML/2026_SESSIONS/RS/bills/sb392%20sub1%20enr.pdf',
    },
    {
      title: 'W. Va. Code 11-21-12: modifications (SMART529 contributions, senior citizen modification)',
      url: 'https://code.wvlegislature.gov/11-21-12/',
    },
    {
      title: 'W. Va. Code 11-21-16: personal exemptions',
      url: 'https://code.wvlegislature.gov/11-21-16/',
    },
    {
      title: 'West Virginia Tax Division: 2025 IT-140 personal income tax forms and instructions',
      url: 'https://tax.wv.gov/Documents/PIT/2025/it140.PersonalIncomeTaxFormsAndInstructions.2025.pdf',
    },
  ],
};
