// California (docs/after-tax.md#state-tax): the Personal Income Tax Law, Rev. & Tax. Code §17041
// ff. California does not conform to IRC §530A, so it does not follow the federal deferral of a
// Trump account's earnings (see `note`). Figures: the FTB's 2025 rate schedules and Form 540, the
// latest it has published in the sources available here; they are indexed yearly by the California
// CPI (§17041(h)), so the 2026 figures will be a little higher (see `notModelled`).
import type { StateTaxJurisdiction } from '../state-tax-types.js';

export const CA: StateTaxJurisdiction = {
  code: 'CA',
  name: 'California',
  status: 'modelled',
  year: 2026,
  incomeTax: 'graduated',
  // §17041(a) schedule, plus the 1% Mental Health Services Tax of §17043 on taxable income over
  // $1,000,000 (the same threshold for every filing status), folded in as the last band(s).
  brackets: {
    single: [
      { fromCents: 0, rate: '0.01' },
      { fromCents: 1_107_900, rate: '0.02' }, // $11,079
      { fromCents: 2_626_400, rate: '0.04' }, // $26,264
      { fromCents: 4_145_200, rate: '0.06' }, // $41,452
      { fromCents: 5_754_200, rate: '0.08' }, // $57,542
      { fromCents: 7_272_400, rate: '0.093' }, // $72,724
      { fromCents: 37_147_900, rate: '0.103' }, // $371,479
      { fromCents: 44_577_100, rate: '0.113' }, // $445,771
      { fromCents: 74_295_300, rate: '0.123' }, // $742,953
      { fromCents: 100_000_000, rate: '0.133' }, // $1,000,000: 12.3% + 1% (§17043)
    ],
    marriedJoint: [
      { fromCents: 0, rate: '0.01' },
      { fromCents: 2_215_800, rate: '0.02' }, // $22,158
      { fromCents: 5_252_800, rate: '0.04' }, // $52,528
      { fromCents: 8_290_400, rate: '0.06' }, // $82,904
      { fromCents: 11_508_400, rate: '0.08' }, // $115,084
      { fromCents: 14_544_800, rate: '0.093' }, // $145,448
      { fromCents: 74_295_800, rate: '0.103' }, // $742,958
      { fromCents: 89_154_200, rate: '0.113' }, // $891,542
      { fromCents: 100_000_000, rate: '0.123' }, // $1,000,000: 11.3% + 1% (§17043)
      { fromCents: 148_590_600, rate: '0.133' }, // $1,485,906: 12.3% + 1%
    ],
  },
  // Standard deduction (§17073.5); California's personal exemptions are credits (below).
  deduction: { singleCents: 570_600, marriedJointCents: 1_141_200 }, // $5,706 / $11,412
  // Form 540's dependent standard deduction worksheet follows the federal rule (the larger of the
  // minimum or earned income plus $450, at most the standard deduction).
  dependentDeduction: 'federal',
  // Personal exemption credit (§17054(a)): $153 per filer (2025 figure).
  exemptionCredit: { singleCents: 15_300, marriedJointCents: 30_600 }, // $153 / $306
  // California's age rule is a senior exemption credit ($153 per filer 65+), not a deduction: not
  // carried by the shape (notModelled).
  agedDeductionCents: 0,
  indexed: true,
  // FTB 3800: a child's unearned income is taxed at the parent's California rate.
  kiddieTax: 'follows',
  trumpWithdrawal: 'ira',
  trumpEarnings: 'taxedYearly',
  retirementExclusion: null,
  capitalGainsExcludedShare: '0',
  gainsTax: null,
  plan529Deduction: null,
  plan529Recapture: false,
  wagesTaxed: true,
  localIncomeTax: false,
  unverified: false,
  note: "California does not conform to IRC section 530A: its Personal Income Tax Law follows the Internal Revenue Code as of January 1, 2025 (Rev. & Tax. Code section 17024.5, as amended by SB 711, 2025), before P.L. 119-21 created Trump accounts, and no later conformity act adopts section 530A. California therefore does not treat a Trump account as a tax-deferred IRA: the account is an ordinary investment account of the child, whose earnings California taxes as they arise, and a withdrawal is taxable in California only to the extent of earnings not already taxed (California basis). California CPAs report the Franchise Tax Board taking this position (losangelescpa.org, 2026); the FTB's own published words on Trump accounts were not found in the sources available to this service, so the statute is the primary source cited. The 2025 figures stand for 2026 until the FTB's 2026 schedules are read.",
  notModelled: [
    "The figures are the FTB's 2025 amounts (rate schedules, standard deduction, exemption credit); the 2026 amounts, indexed by the California CPI from June 2025 to June 2026 (section 17041(h)), were not found in the sources available and will be slightly higher.",
    'Senior exemption credit: an additional $153 personal exemption credit per filer 65 or older (section 17054(b)); the shape carries an age deduction, not an age credit.',
    'Phase-out of the exemption credits: reduced by $6 for each $2,500 (or part) of federal AGI above $252,203 single / $504,411 joint (2025; section 17054.1).',
    "Yearly taxation of the Trump account: California taxes the account as an ordinary investment account, so dividends and realized gains are taxed each year and unrealized appreciation only when sold (at a withdrawal or rollover); the service taxes all of the year's earnings as they arise, which overstates the tax in the years before a sale and understates it at the withdrawal only by the timing.",
    'Employer contributions to a Trump account (excluded federally by section 128) are California wages of the employee, and the $1,000 pilot deposit (section 6434) has no stated California treatment: neither is modelled.',
    'The 2.5% additional California tax on the taxable part of a non-qualified 529 withdrawal (FTB 3805P) and on early distributions from IRAs (section 17085), and the California alternative minimum tax.',
    "Tax tables: for taxable income up to $100,000 the FTB's tables compute the tax on the midpoint of $50 or $100 rows; the service uses the rate schedule.",
    "Credits (renter's, dependent exemption, child and dependent care, CalEITC, young child), itemized deductions and their limitation, and the State Disability Insurance withholding on wages (a payroll tax).",
  ],
  sources: [
    {
      title: 'Cal. Rev. & Tax. Code section 17041 (rates, indexing)',
      url: 'https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?sectionNum=17041.&lawCode=RTC',
    },
    {
      title: 'Cal. Rev. & Tax. Code section 17043 (Mental Health Services Tax)',
      url: 'https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?sectionNum=17043.&lawCode=RTC',
    },
    {
      title: 'Cal. Rev. & Tax. Code section 17054 (personal exemption credits)',
      url: 'https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?sectionNum=17054.&lawCode=RTC',
    },
    {
      title: 'Cal. Rev. & Tax. Code section 17024.5 (the Internal Revenue Code as of the specified date)',
      url: 'https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?sectionNum=17024.5.&lawCode=RTC',
    },
    {
      title: 'SB 711 (2025), Taxation: federal conformity (specified date January 1, 2025)',
      url: 'https://leginfo.legislature.ca.gov/faces/billNavClient.xhtml?bill_id=202520260SB711',
    },
    {
      title: 'FTB, 2025 California Tax Rate Schedules',
      url: 'https://www.ftb.ca.gov/forms/2025/2025-540-tax-rate-schedules.pdf',
    },
    {
      title: 'FTB, 2025 Form 540 California Resident Income Tax Return',
      url: 'https://www.ftb.ca.gov/forms/2025/2025-540.pdf',
    },
    {
      title: 'Velin & Associates CPA, California Tax Treatment of Trump Accounts (reports the FTB position)',
      url: 'https://losangelescpa.org/california-tax-treatment-of-trump-accounts-what-parents-employers-and-business-owners-need-to-know',
      secondary: true,
    },
  ],
};
