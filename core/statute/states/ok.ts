// Oklahoma: graduated income tax (0% to 4.5% from 2026), 2026 figures
// (docs/after-tax.md#state-tax).
import type { StateTaxJurisdiction } from '../state-tax-types.js';

export const OK: StateTaxJurisdiction = {
  code: 'OK',
  name: 'Oklahoma',
  status: 'modelled',
  year: 2026,
  incomeTax: 'graduated',
  // 68 O.S. §2355 as amended by H.B. 2764 (2025), from 2026: 0%, 2.5%, 3.5% and 4.5%; not indexed.
  brackets: {
    single: [
      { fromCents: 0, rate: '0' },
      { fromCents: 375_000, rate: '0.025' }, // $3,750
      { fromCents: 490_000, rate: '0.035' }, // $4,900
      { fromCents: 720_000, rate: '0.045' }, // $7,200
    ],
    marriedJoint: [
      { fromCents: 0, rate: '0' },
      { fromCents: 750_000, rate: '0.025' }, // $7,500
      { fromCents: 980_000, rate: '0.035' }, // $9,800
      { fromCents: 1_440_000, rate: '0.045' }, // $14,400
    ],
  },
  // 68 O.S. §2358: standard deduction $6,350 single / $12,700 joint plus a $1,000 personal
  // exemption per filer.
  deduction: { singleCents: 735_000, marriedJointCents: 1_470_000 }, // $7,350 / $14,700
  dependentDeduction: 'federal',
  exemptionCredit: { singleCents: 0, marriedJointCents: 0 },
  // The extra $1,000 exemption at 65 applies only with low income (see notModelled).
  agedDeductionCents: 0,
  indexed: false,
  kiddieTax: 'own',
  trumpWithdrawal: 'ira',
  trumpEarnings: 'deferred',
  // 68 O.S. §2358(E): retirement benefits, IRA distributions included, up to $10,000 per person;
  // an IRA distribution counts only when it is not an early distribution (from 59 1/2).
  retirementExclusion: {
    fromAgeMonths: 714,
    capCents: 1_000_000, // $10,000
    words:
      'Oklahoma excludes up to $10,000 a year per person of retirement benefits, IRA distributions included when they are not early distributions (from 59 1/2) (68 O.S. §2358; Form 511 Schedule 511-A).',
  },
  capitalGainsExcludedShare: '0',
  gainsTax: null,
  // 68 O.S. §2358(E): contributions to Oklahoma's 529 College Savings Plan, up to $10,000 single /
  // $20,000 joint a year; a contribution above the cap carries forward up to five years.
  plan529Deduction: {
    kind: 'deduction',
    cap: { singleCents: 1_000_000, marriedJointCents: 2_000_000 }, // $10,000 / $20,000
    perBeneficiary: false,
    ownPlanOnly: true,
    carryforward: true,
    words:
      "Contributions to Oklahoma's 529 College Savings Plan are deducted up to $10,000 a year ($20,000 joint); the excess carries forward for up to five years.",
  },
  // A non-qualified withdrawal adds back the contributions deducted (68 O.S. §2358(E)).
  plan529Recapture: true,
  wagesTaxed: true,
  localIncomeTax: false,
  unverified: true,
  note: 'Oklahoma starts from federal adjusted gross income and follows the Internal Revenue Code as amended (68 O.S. §2353); neither its law nor the Oklahoma Tax Commission mentions Trump accounts (section 530A). The service applies conformity with the federal treatment: earnings deferred, a withdrawal after 18 taxed as an IRA distribution, with the $10,000 retirement exclusion from 59 1/2.',
  notModelled: [
    'The extra $1,000 exemption for filers 65 or older, only with federal AGI up to $15,000 single / $25,000 joint.',
    'The carryforward of 529 contributions is limited to five years (the service carries forward without a limit).',
    'The exclusion of Oklahoma-source capital gains on property held five years or more (not stock of a public company), and the other Schedule 511-A subtractions.',
    'The retirement exclusion counts only the owner on a joint return (a spouse 59 1/2 or older has $10,000 of their own).',
    'Credits: the sales tax relief credit, the child tax or child care credit, the earned income credit and others.',
    'The 2026 rates are scheduled by H.B. 2764; a further cut to 4.25% may follow from revenue triggers in later years.',
  ],
  sources: [
    {
      title: 'Oklahoma H.B. 2764 (2025), enrolled: the 2026 rate schedule',
      url: 'https://www.oklegislature.gov/cf_pdf/2025-26%20ENR/hB/HB2764%20ENR.PDF',
    },
    {
      title: '68 O.S. §2355: rates (Oklahoma Statutes title 68)',
      url: 'https://www.oscn.net/applications/oscn/DeliverDocument.asp?CiteID=92565',
    },
    {
      title: 'Oklahoma Statutes title 68 (§2358: adjustments, retirement exclusion, 529 deduction)',
      url: 'https://www.oklegislature.gov/OK_Statutes/CompleteTitles/os68.pdf',
    },
    {
      title: 'Oklahoma Form 511 resident packet (standard deduction, exemptions, Schedule 511-A)',
      url: 'https://oklahoma.gov/content/dam/ok/en/tax/documents/forms/individuals/current/511-Pkt.pdf',
    },
    { title: 'Oklahoma 529 plan FAQ', url: 'https://www.oklahoma529.com/resources/faq/', secondary: true },
  ],
};
