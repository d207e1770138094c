// Minnesota: four rates, 5.35% to 9.85%, on Minnesota taxable income (docs/after-tax.md#state-tax).
import type { StateTaxJurisdiction } from '../state-tax-types.js';

export const MN: StateTaxJurisdiction = {
  code: 'MN',
  name: 'Minnesota',
  status: 'modelled',
  year: 2026,
  incomeTax: 'graduated',
  // Minn. Stat. 290.06 subd. 2c, indexed (subd. 2d): the 2026 brackets of the Department of Revenue.
  brackets: {
    single: [
      { fromCents: 0, rate: '0.0535' },
      { fromCents: 3_331_000, rate: '0.068' }, // $33,310
      { fromCents: 10_943_000, rate: '0.0785' }, // $109,430
      { fromCents: 20_315_000, rate: '0.0985' }, // $203,150
    ],
    marriedJoint: [
      { fromCents: 0, rate: '0.0535' },
      { fromCents: 4_870_000, rate: '0.068' }, // $48,700
      { fromCents: 19_348_000, rate: '0.0785' }, // $193,480
      { fromCents: 33_793_000, rate: '0.0985' }, // $337,930
    ],
  },
  // The 2026 standard deduction (Minn. Stat. 290.0123); Minnesota has no personal exemption for filers.
  deduction: { singleCents: 1_530_000, marriedJointCents: 3_060_000 }, // $15,300 / $30,600
  // A dependent's standard deduction is limited as the federal one (290.0123 subd. 3).
  dependentDeduction: 'federal',
  exemptionCredit: { singleCents: 0, marriedJointCents: 0 },
  // The additional standard deduction for 65 or older: $2,000 single in 2025 ($1,550 per spouse
  // when married); the 2026 figure was not in the sources read.
  agedDeductionCents: 200_000,
  indexed: true,
  kiddieTax: 'own',
  trumpWithdrawal: 'ira',
  trumpEarnings: 'deferred',
  // Minnesota subtracts part of Social Security and public pensions (and has an elderly exclusion
  // for low incomes), not IRA distributions.
  retirementExclusion: null,
  capitalGainsExcludedShare: '0',
  gainsTax: null,
  plan529Deduction: {
    kind: 'deduction',
    cap: { singleCents: 150_000, marriedJointCents: 300_000 }, // $1,500 / $3,000
    perBeneficiary: false,
    ownPlanOnly: false,
    carryforward: false,
    words:
      "Contributions to any state's 529 plan are subtracted up to $1,500 a year ($3,000 on a joint return), or a credit of 50% up to $500 for lower incomes (Minn. Stat. 290.0132 subd. 23, 290.0684); a non-qualified withdrawal adds back the subtraction and the credit.",
  },
  plan529Recapture: true,
  wagesTaxed: true,
  localIncomeTax: false,
  unverified: true,
  note: "Minnesota conforms to the Internal Revenue Code as amended through a fixed date (Minn. Stat. 290.01 subd. 19) that its legislature updates; the Department of Revenue has said nothing of Trump accounts in the sources read: the service applies conformity (the federal deferral; a withdrawal after 18 taxed as an IRA distribution). If Minnesota's date precedes section 530A (July 4, 2025), its treatment is open.",
  notModelled: [
    'The reduction of the standard deduction above federal AGI $238,950 (2025; indexed), by 3% of the excess up to 80%, and more above $330,300.',
    'The 1% net investment income tax on net investment income over $1,000,000 (Minn. Stat. 290.033, from 2024).',
    'The additional standard deduction for 65 or older is the 2025 single figure ($2,000); married filers get $1,550 each.',
    'The elderly and disabled subtraction, the Social Security subtraction, the public pension subtraction; the dependent exemption ($5,300), the child tax credit, the working family credit, the K-12 credit, the marriage credit.',
    'The 529 credit (50% of contributions up to $500, phased out above federal AGI $80,000) instead of the subtraction for lower incomes.',
  ],
  sources: [
    { title: 'Minn. Stat. 290.06 (rates)', url: 'https://www.revisor.mn.gov/statutes/cite/290.06' },
    { title: 'Minn. Stat. 290.0123 (standard deduction)', url: 'https://www.revisor.mn.gov/statutes/cite/290.0123' },
    {
      title: 'Minn. Stat. 290.0132 subd. 23 (529 contribution subtraction)',
      url: 'https://www.revisor.mn.gov/statutes/cite/290.0132#stat.290.0132.23',
    },
    {
      title: 'Minnesota Department of Revenue, Education savings account contribution subtraction',
      url: 'https://www.revenue.state.mn.us/education-savings-account-contribution-subtraction',
    },
    {
      title:
        'Minnesota Department of Revenue, income tax brackets, standard deduction and dependent exemption for tax year 2026 (as republished)',
      url: 'https://politicalemails.org/messages/2061563/html_body',
      secondary: true,
    },
    {
      title: 'Patch, Minnesota income tax brackets are changing in 2026',
      url: 'https://new-origin.patch.com/minnesota/saintpaul/minnesota-income-tax-brackets-are-changing-2026-what-know',
      secondary: true,
    },
  ],
};
