// Illinois: a flat 4.95% on base income less the exemption allowance (docs/after-tax.md#state-tax).
import type { StateTaxJurisdiction } from '../state-tax-types.js';

export const IL: StateTaxJurisdiction = {
  code: 'IL',
  name: 'Illinois',
  status: 'modelled',
  year: 2026,
  incomeTax: 'flat',
  brackets: {
    single: [{ fromCents: 0, rate: '0.0495' }],
    marriedJoint: [{ fromCents: 0, rate: '0.0495' }],
  },
  // The exemption allowance, $2,850 per filer (the 2025 figure: the Department had not published
  // the 2026 one; 35 ILCS 5/204(b) indexes it yearly to the nearest $25).
  deduction: { singleCents: 285_000, marriedJointCents: 570_000 }, // $2,850 / $5,700
  // A dependent gets the $2,850 only when its base income is at most $2,850, else nothing: above
  // that (where a child's unearned income matters) the allowance is 0.
  dependentDeduction: 0,
  exemptionCredit: { singleCents: 0, marriedJointCents: 0 },
  agedDeductionCents: 100_000, // $1,000 per filer 65 or older
  indexed: true,
  kiddieTax: 'own',
  trumpWithdrawal: 'ira',
  trumpEarnings: 'deferred',
  retirementExclusion: {
    fromAgeMonths: 0,
    capCents: null,
    words:
      'Illinois subtracts every IRA distribution included in federal AGI, at any age and without a cap (35 ILCS 5/203(a)(2)(F); Form IL-1040, line 5).',
  },
  capitalGainsExcludedShare: '0',
  gainsTax: null,
  plan529Deduction: {
    kind: 'deduction',
    cap: { singleCents: 1_000_000, marriedJointCents: 2_000_000 }, // $10,000 / $20,000
    perBeneficiary: false,
    ownPlanOnly: true,
    carryforward: false,
    words:
      'Contributions to an Illinois plan (Bright Start, Bright Directions) are subtracted up to $10,000 per taxpayer a year ($20,000 on a joint return), whatever the number of beneficiaries (35 ILCS 5/203(a)(2)(Y)).',
  },
  plan529Recapture: true,
  wagesTaxed: true,
  localIncomeTax: false,
  unverified: true,
  note: "Illinois starts from federal AGI and has not said anything of Trump accounts: the service applies conformity (the federal deferral). A Trump account is an IRA under section 408(a) from the year the child turns 18, so its withdrawals fall in Illinois's subtraction of IRA distributions and are not taxed; that reading is the service's, not the Department's.",
  notModelled: [
    'The exemption allowance is the 2025 figure ($2,850): the 2026 figure (indexed by 35 ILCS 5/204(b), rounded to $25) was not published in the sources read.',
    'The exemption allowance (and the $1,000 for 65 or older) is lost entirely when federal AGI exceeds $250,000 ($500,000 joint): not modelled.',
    "A dependent's $2,850 allowance when its base income is at most $2,850 (the service gives a dependent none).",
    "The $1,000 for a spouse 65 or older, and for blindness (only the owner's age counts).",
    'The 529 recapture adds back only the contributions subtracted in earlier years, on a non-qualified withdrawal or a rollover out of an Illinois plan (35 ILCS 5/203(a)(2)(D-20)); its exact amount (the deductions taken) is an estimate in the service.',
    'Credits: the Illinois earned income credit and child tax credit, the property-tax credit (5%), the K-12 education expense credit.',
    'The replacement tax and the subtraction of federally taxed Social Security and other retirement income beyond IRAs.',
  ],
  sources: [
    {
      title: 'Illinois Income Tax Act, 35 ILCS 5/201(b) (rate), 5/203 (base income), 5/204 (exemptions)',
      url: 'https://www.ilga.gov/legislation/ilcs/ilcs5.asp?ActID=577&ChapterID=8',
    },
    {
      title: 'Illinois Department of Revenue, Form IL-1040 Instructions (current year)',
      url: 'https://tax.illinois.gov/content/dam/soi/en/web/tax/forms/incometax/documents/currentyear/individual/il-1040-instr.pdf',
    },
    {
      title: 'Illinois Department of Revenue, What is the Illinois personal exemption allowance?',
      url: 'https://tax.illinois.gov/questionsandanswers/851.html',
    },
    {
      title: 'Illinois Department of Revenue, Does Illinois tax my pension, social security, or retirement income?',
      url: 'https://tax.illinois.gov/questionsandanswers/99.html',
    },
    {
      title: 'Illinois Department of Revenue, 529 college savings subtraction',
      url: 'https://tax.illinois.gov/questionsandanswers/answer.206.html',
    },
  ],
};
