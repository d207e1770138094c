// South Carolina: from 2026 (H.4216) two rates, 1.99% to $30,000 and 5.21% above, on federal AGI
// less the South Carolina Income Adjusted Deduction (docs/after-tax.md#state-tax).
import type { StateTaxJurisdiction } from '../state-tax-types.js';

const SC_BANDS = [
  { fromCents: 0, rate: '0.0199' },
  { fromCents: 3_000_000, rate: '0.0521' }, // $30,000
];

export const SC: StateTaxJurisdiction = {
  code: 'SC',
  name: 'South Carolina',
  status: 'modelled',
  year: 2026,
  incomeTax: 'graduated',
  brackets: { single: SC_BANDS, marriedJoint: SC_BANDS },
  // The South Carolina Income Adjusted Deduction (SCIAD) before its phase-out; South Carolina no
  // longer adopts the federal standard deduction or personal exemptions for the filers.
  deduction: {
    singleCents: 1_500_000, // $15,000
    marriedJointCents: 3_000_000, // $30,000
  },
  dependentDeduction: 'federal',
  exemptionCredit: { singleCents: 0, marriedJointCents: 0 },
  // The $15,000 deduction at 65 less the $10,000 retirement deduction (see retirementExclusion):
  // what is left of it where the retirement income reaches $10,000.
  agedDeductionCents: 500_000, // $5,000
  indexed: false,
  kiddieTax: 'own',
  trumpWithdrawal: 'ira',
  trumpEarnings: 'deferred',
  retirementExclusion: {
    fromAgeMonths: 780, // 65
    capCents: 1_000_000, // $10,000
    words:
      'A filer 65 or older deducts up to $10,000 of retirement income, IRA distributions included ($3,000 before 65), and a further deduction at 65 of $15,000 less the retirement deduction taken, against any income (S.C. Code 12-6-1170).',
  },
  capitalGainsExcludedShare: '0.44',
  gainsTax: null,
  plan529Deduction: {
    kind: 'deduction',
    cap: null,
    perBeneficiary: false,
    ownPlanOnly: true,
    carryforward: false,
    words:
      "The whole contribution to South Carolina's own plan (Future Scholar) is deducted, without a cap (S.C. Code 12-6-1140(11)).",
  },
  plan529Recapture: true,
  wagesTaxed: true,
  localIncomeTax: false,
  unverified: true,
  note: "South Carolina adopts the Internal Revenue Code as of a fixed date that it advances each year: Act 63 of 2025 adopted it as amended through 31 December 2024, before section 530A was enacted (July 2025); a 2026 bill would advance the date to 31 December 2025. Until South Carolina's adoption covers section 530A its treatment of Trump accounts is not settled; the service applies conformity with the federal treatment (the earnings deferred, a withdrawal taxed as an IRA distribution, with the retirement deduction). A non-qualified Future Scholar withdrawal adds back the contributions deducted earlier.",
  notModelled: [
    "The SCIAD's phase-out: the deduction ($15,000 single / $30,000 joint) shrinks in proportion as federal AGI rises from $40,000 to $95,000 single and from $80,000 to $190,000 joint, and is gone above (S.C. Code 12-6-1140 as amended by H.4216). The service gives the whole deduction at every income: it understates the tax by up to $782 single / $1,563 joint, and the marginal rate inside the phase-out (about 5.21% + 1.42%).",
    'The $3,000 retirement deduction before 65 (an IRA distribution of an owner under 65 is reduced by up to $3,000); the service gives the retirement deduction only from 65.',
    "The deduction at 65 is $15,000 less the retirement deduction: where the retirement income is below $10,000 the rest of the $15,000 covers other income; the service gives $5,000 besides the retirement deduction. On a joint return a spouse's own deductions at 65 are not counted.",
    'The H.4216 rate reductions from 2027 that depend on revenue growth: the service keeps the 2026 rates.',
    "The enactment of H.4216 (2026) is taken from the bill's ratified text; the Department of Revenue's 2026 SC1040 instructions were not yet published.",
    "A dependent's own return: the service gives the federal dependent standard deduction; South Carolina's SCIAD for a dependent was not verified.",
    'Credits: the two-wage-earner credit, the earned income credit (capped at $200 from 2026), the child and dependent care credit, credits for taxes paid to other states, and others; the dependent exemption and the young child deduction.',
  ],
  sources: [
    {
      title:
        'South Carolina H.4216 (2025-2026 session): rates of 1.99% and 5.21%, the SCIAD, no federal standard or itemized deduction',
      url: 'https://www.scstatehouse.gov/sess126_2025-2026/bills/4216.htm',
    },
    {
      title:
        'S.C. Code title 12, chapter 6 (12-6-40 conformity, 12-6-510 rates, 12-6-1140 deductions including Future Scholar and 44% of net capital gain, 12-6-1170 retirement and age deductions)',
      url: 'https://www.scstatehouse.gov/code/t12c006.php',
    },
    {
      title:
        'South Carolina Department of Revenue: 2025 SC1040 instructions (retirement deduction, deduction at 65, 529 deduction)',
      url: 'https://dor.sc.gov/sites/dor/files/forms/SC1040Instr_2025.pdf',
    },
  ],
};
