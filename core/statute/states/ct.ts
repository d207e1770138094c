// Connecticut (docs/after-tax.md#state-tax): the graduated rates of C.G.S. 12-700(a) (2% and
// 4.5% from 2024), the personal exemption of C.G.S. 12-702, the IRA-distribution subtraction and the
// CHET 529 deduction of C.G.S. 12-701(a)(20)(B). No standard deduction. Not indexed.
import type { StateTaxJurisdiction } from '../state-tax-types.js';

export const CT: StateTaxJurisdiction = {
  code: 'CT',
  name: 'Connecticut',
  status: 'modelled',
  year: 2026,
  incomeTax: 'graduated',
  brackets: {
    single: [
      { fromCents: 0, rate: '0.02' },
      { fromCents: 1_000_000, rate: '0.045' }, // $10,000
      { fromCents: 5_000_000, rate: '0.055' }, // $50,000
      { fromCents: 10_000_000, rate: '0.06' }, // $100,000
      { fromCents: 20_000_000, rate: '0.065' }, // $200,000
      { fromCents: 25_000_000, rate: '0.069' }, // $250,000
      { fromCents: 50_000_000, rate: '0.0699' }, // $500,000
    ],
    marriedJoint: [
      { fromCents: 0, rate: '0.02' },
      { fromCents: 2_000_000, rate: '0.045' }, // $20,000
      { fromCents: 10_000_000, rate: '0.055' }, // $100,000
      { fromCents: 20_000_000, rate: '0.06' }, // $200,000
      { fromCents: 40_000_000, rate: '0.065' }, // $400,000
      { fromCents: 50_000_000, rate: '0.069' }, // $500,000
      { fromCents: 100_000_000, rate: '0.0699' }, // $1,000,000
    ],
  },
  // The personal exemption of C.G.S. 12-702 at its full amount; Connecticut has no standard
  // deduction. Its phase-out (gone above CT AGI $44,000 / $71,000) is in notModelled.
  deduction: { singleCents: 1_500_000, marriedJointCents: 2_400_000 }, // $15,000 / $24,000
  // A dependent filing its own return gets the single exemption (12-702 does not deny it to a
  // dependent); a child's income never reaches the $30,000 where it starts to shrink.
  dependentDeduction: 1_500_000, // $15,000
  exemptionCredit: { singleCents: 0, marriedJointCents: 0 },
  agedDeductionCents: 0,
  indexed: false,
  kiddieTax: 'own',
  trumpWithdrawal: 'ira',
  trumpEarnings: 'deferred',
  retirementExclusion: {
    fromAgeMonths: 0,
    capCents: null,
    words:
      'C.G.S. 12-701(a)(20)(B): from 2026 a filer subtracts 100% of the distributions from an IRA other than a Roth IRA (25% in 2023, 50% in 2024, 75% in 2025) at any age, but only with federal AGI below $75,000 single / $100,000 joint; a shrinking share above (85% down to 2.5%), none from $100,000 single / $150,000 joint (the AGI limit is not modelled: see notModelled).',
  },
  capitalGainsExcludedShare: '0',
  gainsTax: null,
  plan529Deduction: {
    kind: 'deduction',
    cap: { singleCents: 500_000, marriedJointCents: 1_000_000 }, // $5,000 / $10,000
    perBeneficiary: false,
    ownPlanOnly: true,
    carryforward: true,
    words:
      "C.G.S. 12-701(a)(20)(B): contributions to the Connecticut Higher Education Trust (CHET), Connecticut's own 529 plan, are subtracted up to $5,000 a year per taxpayer ($10,000 on a joint return), whatever the number of beneficiaries; the excess carries forward for five years. Other states' plans do not count.",
  },
  plan529Recapture: true,
  wagesTaxed: true,
  localIncomeTax: false,
  unverified: true,
  note: "Connecticut starts from federal adjusted gross income and follows the Internal Revenue Code as amended from time to time (C.G.S. 12-701(a)), so it follows the federal deferral of section 530A. Whether its subtraction of IRA distributions covers a Trump account's withdrawal after the growth period (federally an IRA distribution) is not settled: the Department of Revenue Services has said nothing of Trump accounts in the sources read. The service applies conformity: the withdrawal is an IRA distribution, subtracted as the statute subtracts any traditional IRA distribution.",
  notModelled: [
    'The phase-out of the personal exemption (C.G.S. 12-702): reduced by $1,000 for each $1,000, or fraction, of Connecticut AGI above $30,000 single / $48,000 joint, gone above $44,000 / $71,000. The service gives the whole $15,000 / $24,000 at every income: above those incomes it understates the tax by the exemption times the marginal rate (about $675 to $825 single, $1,080 to $1,320 joint).',
    'The personal tax credit (C.G.S. 12-704): a share of the tax, 75% down to 1%, for Connecticut AGI from $15,000 to $64,500 single and from $24,000 to $100,500 joint (a table in the CT-1040 instructions); the service gives none, so it overstates the tax at those incomes.',
    'The phase-out of the 2% bracket (C.G.S. 12-700(a)): the tax rises by $25 for each $5,000, or fraction, of Connecticut AGI above $56,500 single, at most $250; by $50 for each $5,000 above $100,500 joint, at most $500. The service taxes the first band at 2% at every income.',
    'The benefit recapture (C.G.S. 12-700(a)): single, $25 for each $5,000 or fraction above $105,000 (at most $250), $90 for each $5,000 above $200,000 (at most $2,700), $50 for each $5,000 above $500,000 (at most $450); joint, $50 per $10,000 above $210,000 (at most $500), $180 per $10,000 above $400,000 (at most $5,400), $100 per $10,000 above $1,000,000 (at most $900). With the 2% phase-out, from $545,000 single / $1,090,000 joint the tax is 6.99% of the whole taxable income less $50 / $100. The service applies the brackets alone.',
    "The federal AGI limit of the IRA-distribution subtraction: 100% below $75,000 single / $100,000 joint, then 85%, 70%, 55%, 40%, 25%, 10% by steps of $2,500 single ($5,000 joint), 5% and 2.5% by $5,000 ($10,000), none from $100,000 single / $150,000 joint (the CT-1040 instructions' pension and annuity worksheet; that the IRA subtraction shares this table is not confirmed in the sources read: unverified). The service subtracts every IRA distribution at every income: a large Trump-account withdrawal, which itself lifts federal AGI past the limit, is then untaxed by the service although Connecticut taxes it in full (a $60,000 withdrawal on a joint return with $90,000 of wages: $7,250 of Connecticut tax, the service about $2,470).",
    "The subtraction of pension and annuity income (same AGI limits), of Social Security benefits, of military and teachers' retirement pay.",
    'Credits: the property tax credit (up to $300), the Connecticut earned income tax credit (40% of the federal credit plus $250 per qualifying child), credits for taxes paid to other states, and the Connecticut alternative minimum tax (C.G.S. 12-700a).',
    'The tax tables: the CT-1040 instructions give tax tables in steps of taxable income beside the rate schedule; the service applies the rate schedule to the cent.',
    'The CHET deduction: its five-year carryforward of contributions above the cap is stated, not tracked; the recapture adds back to Connecticut AGI the part of a non-qualified withdrawal that was deducted (the service adds back the deductions taken, as the shape describes).',
    "A child's unearned income enters the parents' Connecticut return only where they elect it onto the federal return (Form 8814); otherwise the child's own return and exemption apply ('own').",
    'No act found raises the rates, indexes the exemption or the bands for 2026 (2025 Raised Bill 7272, which would have indexed them from 2026, was not found enacted); the 2024 figures are kept.',
  ],
  sources: [
    {
      title:
        'Connecticut General Statutes, chapter 229 (12-700 rates and recapture, 12-701 modifications, 12-702 exemption, 12-704 personal credit)',
      url: 'https://www.cga.ct.gov/current/pub/chap_229.htm',
    },
    {
      title:
        'Connecticut Department of Revenue Services, 2025 Form CT-1040 instructions (tax calculation schedule, exemption, phase-out, recapture and credit tables, pension and annuity worksheet)',
      url: 'https://portal.ct.gov/-/media/drs/forms/2025/income/2025-ct-1040-instructions_1225.pdf',
    },
    {
      title: 'Connecticut Department of Revenue Services, 2024 Form CT-1040 instructions (2% and 4.5% rates from 2024)',
      url: 'https://portal.ct.gov/-/media/drs/forms/2024/income/2024-ct-1040-instructions_1224.pdf',
    },
    {
      title: 'Connecticut Higher Education Trust (CHET): state tax deduction',
      url: 'https://www.aboutchet.com/',
      secondary: true,
    },
  ],
};
