// Massachusetts: 5% on Part B and long-term gains, 4% more above the surtax threshold (docs/after-tax.md#state-tax).
import type { StateTaxJurisdiction } from '../state-tax-types.js';

export const MA: StateTaxJurisdiction = {
  code: 'MA',
  name: 'Massachusetts',
  status: 'modelled',
  year: 2026,
  incomeTax: 'graduated',
  // 5% (G.L. c. 62, s. 4) and the 4% surtax on taxable income above $1,083,150, the 2025 threshold
  // (Mass. Const. art. XLIV as amended in 2022; indexed, the 2026 one was not published in the
  // sources read). The threshold is the same for single and joint returns.
  brackets: {
    single: [
      { fromCents: 0, rate: '0.05' },
      { fromCents: 108_315_000, rate: '0.09' }, // $1,083,150
    ],
    marriedJoint: [
      { fromCents: 0, rate: '0.05' },
      { fromCents: 108_315_000, rate: '0.09' }, // $1,083,150
    ],
  },
  // The personal exemption, $4,400 / $8,800 (G.L. c. 62, s. 3(B)(b)).
  deduction: { singleCents: 440_000, marriedJointCents: 880_000 }, // $4,400 / $8,800
  // A filer claimed as a dependent elsewhere still claims their own personal exemption.
  dependentDeduction: 440_000,
  exemptionCredit: { singleCents: 0, marriedJointCents: 0 },
  agedDeductionCents: 70_000, // $700 per filer 65 or older
  indexed: false,
  kiddieTax: 'own',
  trumpWithdrawal: 'ira',
  trumpEarnings: 'deferred',
  retirementExclusion: null,
  capitalGainsExcludedShare: '0',
  gainsTax: null,
  plan529Deduction: {
    kind: 'deduction',
    cap: { singleCents: 100_000, marriedJointCents: 200_000 }, // $1,000 / $2,000
    perBeneficiary: false,
    ownPlanOnly: true,
    carryforward: false,
    words:
      'Contributions to a Massachusetts 529 plan (U.Fund, U.Plan) are deducted up to $1,000 a year ($2,000 on a joint return) (G.L. c. 62, s. 3(B)(a)(11)); the deduction is added back on a non-qualified withdrawal.',
  },
  plan529Recapture: true,
  wagesTaxed: true,
  localIncomeTax: false,
  unverified: true,
  note: 'Massachusetts follows the Internal Revenue Code as of a fixed date for most of chapter 62, a date before section 530A (July 4, 2025), and the Department of Revenue has said nothing of Trump accounts in the sources read: the service applies conformity (the federal deferral; a withdrawal after 18 taxed as an IRA distribution).',
  notModelled: [
    'The surtax threshold is the 2025 figure ($1,083,150): the 2026 indexed one was not published in the sources read.',
    'Short-term capital gains at 8.5% (Part A): the service has only long-term gains, at 5% (Part C).',
    'No-tax status (income at most $8,000 single, $16,400 joint) and the limited income credit.',
    'The $1,000 dependent exemption, the $2,200 blind exemption, the 65-or-older exemption of a spouse (only the owner counts).',
    'Deductions for rent (half, up to $4,000), Social Security and public retirement contributions, commuting; the child and family credit, the earned income credit (40% of the federal), the senior circuit breaker credit.',
    "IRA contributions made before 1998 were not deductible in Massachusetts, so old IRAs have Massachusetts basis; a Trump account's basis follows the federal one.",
  ],
  sources: [
    {
      title: 'Massachusetts General Laws c. 62, s. 3 (exemptions and deductions)',
      url: 'https://malegislature.gov/Laws/GeneralLaws/PartI/TitleIX/Chapter62/Section3',
    },
    {
      title: 'Massachusetts General Laws c. 62, s. 4 (rates, surtax)',
      url: 'https://malegislature.gov/Laws/GeneralLaws/PartI/TitleIX/Chapter62/Section4',
    },
    {
      title: 'Massachusetts Department of Revenue, 2024 Form 1 instructions',
      url: 'https://www.mass.gov/doc/2024-form-1-instructions/download',
    },
    {
      title: 'Massachusetts Department of Revenue, 529 plan deduction',
      url: 'https://www.mass.gov/info-details/529-plan-deduction',
    },
  ],
};
