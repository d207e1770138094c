// Arizona (docs/after-tax.md#state-tax): a flat 2.5% on Arizona taxable income (A.R.S. 43-1011).
// From 2026, HB 4168 (the 2026 omnibus taxation act) subtracts distributions from a section 530A
// account (A.R.S. 43-1022), so a Trump-account withdrawal bears no Arizona tax.
import type { StateTaxJurisdiction } from '../state-tax-types.js';

export const AZ: StateTaxJurisdiction = {
  code: 'AZ',
  name: 'Arizona',
  status: 'modelled',
  year: 2026,
  incomeTax: 'flat',
  brackets: {
    single: [{ fromCents: 0, rate: '0.025' }],
    marriedJoint: [{ fromCents: 0, rate: '0.025' }],
  },
  // A.R.S. 43-1041: the federal basic standard deduction for the filing status (2026: $16,100 /
  // $32,200, Rev. Proc. 2025-32 as amended by P.L. 119-21). Arizona has no personal exemption.
  deduction: { singleCents: 1_610_000, marriedJointCents: 3_220_000 }, // $16,100 / $32,200
  dependentDeduction: 'federal',
  exemptionCredit: { singleCents: 0, marriedJointCents: 0 },
  // $2,100 exemption per filer 65 or older (A.R.S. 43-1023) plus the $6,000 senior deduction that
  // Arizona subtracts as the federal one (A.R.S. 43-1022, 2025-2028; its phase-out is notModelled).
  agedDeductionCents: 810_000, // $8,100
  indexed: true,
  kiddieTax: 'own',
  trumpWithdrawal: 'excluded',
  trumpEarnings: 'deferred',
  retirementExclusion: null,
  // A.R.S. 43-1022: 25% of net long-term capital gains on assets acquired after 2011.
  capitalGainsExcludedShare: '0.25',
  gainsTax: null,
  plan529Deduction: {
    kind: 'deduction',
    cap: { singleCents: 200_000, marriedJointCents: 400_000 }, // $2,000 / $4,000
    perBeneficiary: true,
    ownPlanOnly: false,
    carryforward: false,
    words:
      "A.R.S. 43-1022: contributions to any state's 529 plan are subtracted, up to $2,000 per beneficiary ($4,000 on a joint return) each year, with no carryforward.",
  },
  // A.R.S. 43-1021: a non-qualified withdrawal adds back the subtractions taken.
  plan529Recapture: true,
  wagesTaxed: true,
  localIncomeTax: false,
  unverified: false,
  note: "Arizona conforms to the Internal Revenue Code as of January 1, 2026, so it follows the federal deferral of a Trump account's earnings, and from 2026 it subtracts the whole amount of a distribution from a section 530A account from Arizona gross income (A.R.S. 43-1022 as amended by HB 4168, 2026). A withdrawal after the growth period therefore bears no Arizona tax.",
  notModelled: [
    'The senior deduction ($6,000 per filer 65 or older, 2025-2028) is reduced by 6% of federal modified AGI above $75,000 single / $150,000 joint; the service gives it in full.',
    'The 25% capital-gains subtraction applies only to assets acquired after December 31, 2011; the service applies it to every long-term gain.',
    'The 2026 charitable add-on to the standard deduction (contributions up to $1,000 single / $2,000 joint, A.R.S. 43-1041(I)); itemized deductions with their $10,000 state-and-local-tax cap.',
    'Credits: the dependent credit ($125 per dependent under 17 from 2026, $25 others, with its phase-out), the family income tax credit, school tuition and other credits; the subtractions for public and military pensions, tips, overtime and child care.',
    "Tax tables: Arizona's optional table for taxable income under $50,000 taxes the midpoint of $50 rows; the service uses the rate.",
  ],
  sources: [
    {
      title: 'A.R.S. 43-1011 (tax rates)',
      url: 'https://www.azleg.gov/ars/43/01011.htm',
    },
    {
      title: 'A.R.S. 43-1022 (subtractions: 530A distributions, capital gains, 529 contributions)',
      url: 'https://www.azleg.gov/ars/43/01022.htm',
    },
    {
      title: 'A.R.S. 43-1023 (exemptions for persons 65 or older)',
      url: 'https://www.azleg.gov/ars/43/01023.htm',
    },
    {
      title: 'A.R.S. 43-1041 (standard deduction)',
      url: 'https://www.azleg.gov/ars/43/01041.htm',
    },
    {
      title: 'Arizona HB 4168 (2026), taxation; omnibus; 2026-2027',
      url: 'https://www.azleg.gov/legtext/57leg/2R/bills/HB4168H.pdf',
    },
    {
      title: 'Arizona Department of Revenue, 2025 Form 140 instructions',
      url: 'https://azdor.gov/sites/default/files/document/FORMS_INDIVIDUAL_2025_140i.pdf',
    },
  ],
};
