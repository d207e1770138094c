// Hawaii (docs/after-tax.md#state-tax): the 2025-2026 schedule of HRS 235-51 (Act 46, 2024), the
// 2026 standard deduction of 235-2.4 and the personal exemption of 235-54.
import type { StateTaxJurisdiction } from '../state-tax-types.js';

export const HI: StateTaxJurisdiction = {
  code: 'HI',
  name: 'Hawaii',
  status: 'modelled',
  year: 2026,
  incomeTax: 'graduated',
  brackets: {
    single: [
      { fromCents: 0, rate: '0.014' },
      { fromCents: 960_000, rate: '0.032' }, // $9,600
      { fromCents: 1_440_000, rate: '0.055' }, // $14,400
      { fromCents: 1_920_000, rate: '0.064' }, // $19,200
      { fromCents: 2_400_000, rate: '0.068' }, // $24,000
      { fromCents: 3_600_000, rate: '0.072' }, // $36,000
      { fromCents: 4_800_000, rate: '0.076' }, // $48,000
      { fromCents: 12_500_000, rate: '0.079' }, // $125,000
      { fromCents: 17_500_000, rate: '0.0825' }, // $175,000
      { fromCents: 22_500_000, rate: '0.09' }, // $225,000
      { fromCents: 27_500_000, rate: '0.1' }, // $275,000
      { fromCents: 32_500_000, rate: '0.11' }, // $325,000
    ],
    marriedJoint: [
      { fromCents: 0, rate: '0.014' },
      { fromCents: 1_920_000, rate: '0.032' }, // $19,200
      { fromCents: 2_880_000, rate: '0.055' }, // $28,800
      { fromCents: 3_840_000, rate: '0.064' }, // $38,400
      { fromCents: 4_800_000, rate: '0.068' }, // $48,000
      { fromCents: 7_200_000, rate: '0.072' }, // $72,000
      { fromCents: 9_600_000, rate: '0.076' }, // $96,000
      { fromCents: 25_000_000, rate: '0.079' }, // $250,000
      { fromCents: 35_000_000, rate: '0.0825' }, // $350,000
      { fromCents: 45_000_000, rate: '0.09' }, // $450,000
      { fromCents: 55_000_000, rate: '0.1' }, // $550,000
      { fromCents: 65_000_000, rate: '0.11' }, // $650,000
    ],
  },
  // 2026 standard deduction $8,000 / $16,000 plus the $1,144 exemption per filer.
  deduction: { singleCents: 914_400, marriedJointCents: 1_828_800 }, // $9,144 / $18,288
  dependentDeduction: 'federal',
  exemptionCredit: { singleCents: 0, marriedJointCents: 0 },
  agedDeductionCents: 114_400, // an additional $1,144 exemption per filer 65 or older
  indexed: false,
  kiddieTax: 'own',
  trumpWithdrawal: 'ira',
  trumpEarnings: 'deferred',
  retirementExclusion: null,
  capitalGainsExcludedShare: '0',
  gainsTax: null,
  plan529Deduction: null,
  plan529Recapture: false,
  wagesTaxed: true,
  localIncomeTax: false,
  unverified: true,
  note: 'Hawaii conforms to the Internal Revenue Code as of a fixed date set each year (HRS 235-2.3) and has not said how it treats a Trump account. The service applies conformity with the federal treatment: the earnings are deferred and a withdrawal after the growth period is taxed as an IRA distribution (Hawaii exempts employer-funded pensions, not IRA distributions).',
  notModelled: [
    "The alternative tax on net capital gains (HRS 235-51(f)): long-term gains are taxed at no more than 7.25%; the service taxes them at the schedule's rates (at most 0.35 point to 3.75 points more above $48,000 single / $96,000 joint).",
    'The scheduled changes: the bands widen in 2027 and 2029 and the standard deduction rises in 2028, 2030 and 2031 (Act 46, 2024); the service keeps the 2026 figures.',
    "The standard deduction is not allowed to a filer who itemizes; credits (refundable food/excise tax credit, renters' credit, EITC); the exclusion of employer-funded pensions.",
    'Tax tables for income under $100,000 ($50 rows); the service uses the rate schedule.',
  ],
  sources: [
    {
      title: 'HRS 235-51 (rates)',
      url: 'https://www.capitol.hawaii.gov/hrscurrent/Vol04_Ch0201-0257/HRS0235/HRS_0235-0051.htm',
    },
    {
      title: 'Act 46 (2024), HB 2404 CD1: brackets and standard deduction 2025-2031',
      url: 'https://data.capitol.hawaii.gov/sessions/session2024/bills/HB2404_CD1_.HTM',
    },
    {
      title: 'Hawaii Department of Taxation, 2025 Form N-11 instructions (rate schedules)',
      url: 'https://files.hawaii.gov/tax/forms/current/n11ins.pdf',
    },
  ],
};
