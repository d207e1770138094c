// Ohio: flat 2.75% above $26,050 with a fixed $332 at the threshold, 2026 figures
// (docs/after-tax.md#state-tax).
import type { StateTaxJurisdiction } from '../state-tax-types.js';

// ORC §5747.02(A) as amended by H.B. 96 (136th G.A.) for 2026: no tax on an Ohio income tax base
// of $26,050 or less; above it $332 plus 2.75% of the excess. The shape has no fixed amount at a
// band's start, so the 2.75% band starts where 2.75% of the distance to $26,050 is $332
// ($26,050 - $332 / 2.75% = $13,977.27): above $26,050 the tax is exact (to 0.01 cent); from
// $13,977.27 to $26,050 the service taxes what Ohio does not (at most $332); see notModelled.
const OHIO_BANDS = [
  { fromCents: 0, rate: '0' },
  { fromCents: 1_397_727, rate: '0.0275' }, // $13,977.27
];

export const OH: StateTaxJurisdiction = {
  code: 'OH',
  name: 'Ohio',
  status: 'modelled',
  year: 2026,
  incomeTax: 'flat',
  brackets: { single: OHIO_BANDS, marriedJoint: OHIO_BANDS },
  // ORC §5747.025: no standard deduction; a personal exemption per filer of $2,400 (MAGI up to
  // $40,000), $2,150 (to $80,000), $1,900 (above $80,000) and none above $500,000 from 2026. The
  // shape carries one amount: $1,900, the step where withdrawals and the comparison mostly fall.
  deduction: { singleCents: 190_000, marriedJointCents: 380_000 }, // $1,900 / $3,800
  // A child's Ohio income is nearly always under the $26,050 threshold (no tax); the service gives
  // the dependent no exemption (see note).
  dependentDeduction: 0,
  exemptionCredit: { singleCents: 0, marriedJointCents: 0 },
  agedDeductionCents: 0,
  // ORC §5747.02(A)(3) and §5747.025 index the threshold and the exemptions for inflation; H.B. 96
  // suspended the adjustment for 2025 and 2026 only.
  indexed: true,
  kiddieTax: 'own',
  trumpWithdrawal: 'ira',
  trumpEarnings: 'deferred',
  // Ohio has no exclusion of IRA distributions (only the small retirement income credit, below).
  retirementExclusion: null,
  capitalGainsExcludedShare: '0',
  gainsTax: null,
  // ORC §5747.01(A): contributions to Ohio's CollegeAdvantage plan, up to $4,000 per
  // beneficiary per year (the same on a joint return), the excess carried forward without limit.
  plan529Deduction: {
    kind: 'deduction',
    cap: { singleCents: 400_000, marriedJointCents: 400_000 }, // $4,000 / $4,000
    perBeneficiary: true,
    ownPlanOnly: true,
    carryforward: true,
    words:
      "Contributions to Ohio's CollegeAdvantage 529 plan are deducted up to $4,000 a year per beneficiary (per return, single or joint); the excess carries forward to later years without limit.",
  },
  // ORC §5747.01(A): a non-qualified withdrawal adds back the contributions deducted.
  plan529Recapture: true,
  wagesTaxed: true,
  localIncomeTax: true,
  unverified: true,
  note: 'Ohio starts from federal adjusted gross income under its fixed-date conformity to the Internal Revenue Code (ORC §5701.11); neither its law nor the Department of Taxation says anything of Trump accounts (section 530A). The service applies conformity with the federal treatment: earnings deferred, a withdrawal after 18 taxed as an IRA distribution.',
  notModelled: [
    "The $332 step at $26,050: Ohio taxes nothing on an income tax base up to $26,050 and $332 plus 2.75% of the excess above it; the service's 2.75% band starts at $13,977.27, which is exact above $26,050 but taxes a base between $13,977.27 and $26,050 that Ohio does not tax (up to $332 too much).",
    'The personal exemption steps: $2,400 per person with Ohio MAGI up to $40,000, $2,150 up to $80,000, $1,900 above, none above $500,000; the service always uses $1,900.',
    'Credits: the joint filing credit (5% to 20% of the tax for a base up to $75,000 when both spouses have income), the retirement income credit (up to $200 on retirement income, IRA distributions included, with MAGI under $100,000), the senior citizen credit ($50), the $20 exemption credit under $30,000 of MAGI, the lump-sum credits, the child care and other credits.',
    'Municipal income taxes (on wages and business income) and school district income taxes (some on all income).',
    "Whether a dependent child may claim its own exemption on its Ohio return: the service gives none (a child's income is almost always below the $26,050 threshold).",
    'The business income deduction and 3% business income rate (not relevant to the accounts compared).',
  ],
  sources: [
    {
      title: 'Ohio Revised Code §5747.02: tax rates',
      url: 'https://codes.ohio.gov/ohio-revised-code/section-5747.02',
    },
    {
      title: 'Ohio H.B. 96 (136th General Assembly), as enacted: 2026 rate schedule',
      url: 'https://search-prod.lis.state.oh.us/api/v2/general_assembly_136/legislation/hb96/07_EN/pdf/',
    },
    {
      title: 'Ohio Revised Code §5747.025: personal exemptions',
      url: 'https://codes.ohio.gov/ohio-revised-code/section-5747.025',
    },
    {
      title: 'Ohio Revised Code §5747.01: Ohio adjusted gross income (529 deduction and add-back)',
      url: 'https://codes.ohio.gov/ohio-revised-code/section-5747.01',
    },
    {
      title: '2025 Ohio IT 1040 instructions booklet (tax table, exemptions, Schedule of Adjustments)',
      url: 'https://dam.assets.ohio.gov/image/upload/v1767095693/tax.ohio.gov/forms/ohio_individual/individual/2025/it1040-booklet.pdf',
    },
    {
      title: 'Change to Ohio 529 plan tax deduction',
      url: 'https://www.armcpa.com/change-to-ohio-529-plan-tax-deduction/',
      secondary: true,
    },
  ],
};
