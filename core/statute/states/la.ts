// Louisiana: a flat 3% on AGI less exempt income and the standard deduction (docs/after-tax.md#state-tax).
import type { StateTaxJurisdiction } from '../state-tax-types.js';

export const LA: StateTaxJurisdiction = {
  code: 'LA',
  name: 'Louisiana',
  status: 'modelled',
  year: 2026,
  incomeTax: 'flat',
  // 3% from 2025 (R.S. 47:32, Act 11 of the 2024 third extraordinary session).
  brackets: {
    single: [{ fromCents: 0, rate: '0.03' }],
    marriedJoint: [{ fromCents: 0, rate: '0.03' }],
  },
  // The standard deduction of R.S. 47:294: $12,500 / $25,000 for 2025, indexed to the CPI-U from
  // 2026; the 2026 figure was not published in the sources read, so the 2025 one is used.
  deduction: { singleCents: 1_250_000, marriedJointCents: 2_500_000 }, // $12,500 / $25,000
  dependentDeduction: 1_250_000,
  exemptionCredit: { singleCents: 0, marriedJointCents: 0 },
  agedDeductionCents: 0, // the $1,000 exemption for 65 or older was repealed from 2025
  indexed: true,
  kiddieTax: 'own',
  trumpWithdrawal: 'ira',
  trumpEarnings: 'deferred',
  retirementExclusion: {
    fromAgeMonths: 780,
    capCents: 1_200_000, // $12,000 per person 65 or older
    words:
      'A person 65 or older excludes up to $12,000 a year of retirement income, IRA distributions included (R.S. 47:44.1, doubled from $6,000 in 2025 and indexed from 2026).',
  },
  capitalGainsExcludedShare: '0',
  gainsTax: null,
  plan529Deduction: {
    kind: 'deduction',
    cap: { singleCents: 240_000, marriedJointCents: 480_000 }, // $2,400 / $4,800
    perBeneficiary: true,
    ownPlanOnly: true,
    carryforward: true,
    words:
      'Contributions to a Louisiana START account are exempt up to $2,400 per beneficiary a year ($4,800 on a joint return); the excess carries forward to later years (R.S. 47:293(9)(a)(v), R.S. 17:3098). A refund of deducted contributions is added back.',
  },
  plan529Recapture: true,
  wagesTaxed: true,
  localIncomeTax: false,
  unverified: true,
  note: 'Louisiana starts from federal AGI and has said nothing of Trump accounts: the service applies conformity (the federal deferral; a withdrawal after 18 taxed as an IRA distribution, within the retirement exclusion from 65).',
  notModelled: [
    'The 2026 indexed standard deduction and retirement exclusion (R.S. 47:294(B), 47:44.1) were not published in the sources read: the 2025 figures are used.',
    "The retirement exclusion of a spouse 65 or older on a joint return: only the owner's counts.",
    'Whether a filer claimed as a dependent gets the whole standard deduction (R.S. 47:294 names no limit): the service gives it.',
    'Credits: the earned income credit (5% of the federal), the child care and school readiness credits, credits for taxes paid to other states; the exclusion of Social Security and Louisiana public pensions.',
  ],
  sources: [
    { title: 'La. R.S. 47:32 (rate)', url: 'https://www.legis.la.gov/legis/Law.aspx?d=101946' },
    { title: 'La. R.S. 47:294 (standard deduction)', url: 'https://www.legis.la.gov/legis/Law.aspx?d=101761' },
    {
      title: 'La. R.S. 47:44.1 (retirement income exemption)',
      url: 'https://www.legis.la.gov/legis/Law.aspx?d=102133',
    },
    {
      title: 'Louisiana Department of Revenue, 2025 IT-540 instructions',
      url: 'https://dam.ldr.la.gov/taxforms/IT540i%20WEB(2025)D11.pdf',
    },
    { title: 'Louisiana START Saving Program, FAQ (deduction)', url: 'https://www.startsaving.la.gov/startfaqs.aspx' },
  ],
};
