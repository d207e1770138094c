// Michigan: a flat 4.25% on income less personal exemptions (docs/after-tax.md#state-tax).
import type { StateTaxJurisdiction } from '../state-tax-types.js';

export const MI: StateTaxJurisdiction = {
  code: 'MI',
  name: 'Michigan',
  status: 'modelled',
  year: 2026,
  incomeTax: 'flat',
  // 4.25% for 2026: the rate cut trigger of MCL 206.51(1)(c) did not apply (Treasury, 2026).
  brackets: {
    single: [{ fromCents: 0, rate: '0.0425' }],
    marriedJoint: [{ fromCents: 0, rate: '0.0425' }],
  },
  // The personal exemption, $5,800 per filer (the 2025 figure, the latest published in the sources
  // read; MCL 206.30 indexes it yearly).
  deduction: { singleCents: 580_000, marriedJointCents: 1_160_000 }, // $5,800 / $11,600
  dependentDeduction: 150_000, // $1,500: a filer claimed as a dependent elsewhere
  exemptionCredit: { singleCents: 0, marriedJointCents: 0 },
  agedDeductionCents: 0,
  indexed: true,
  kiddieTax: 'own',
  trumpWithdrawal: 'ira',
  trumpEarnings: 'deferred',
  retirementExclusion: {
    fromAgeMonths: 714,
    capCents: 6_589_700, // $65,897 single (the 2025 private-pension limit, indexed)
    words:
      'From 2026 every taxpayer may subtract retirement and pension benefits, among them IRA distributions made after 59 1/2, up to the private-pension limit ($65,897 single, $131,794 joint in 2025, indexed; MCL 206.30, PA 4 of 2023, RAB 2026-1).',
  },
  capitalGainsExcludedShare: '0',
  gainsTax: null,
  plan529Deduction: {
    kind: 'deduction',
    cap: { singleCents: 500_000, marriedJointCents: 1_000_000 }, // $5,000 / $10,000
    perBeneficiary: false,
    ownPlanOnly: true,
    carryforward: false,
    words:
      "Contributions to the Michigan Education Savings Program, less the year's qualified withdrawals, are deducted up to $5,000 a year ($10,000 on a joint return); a non-qualified withdrawal is added back to income (MCL 206.30).",
  },
  plan529Recapture: true,
  wagesTaxed: true,
  localIncomeTax: true,
  unverified: true,
  note: "Michigan starts from federal AGI and has not said anything of Trump accounts: the service applies conformity (the federal deferral). After 18 a Trump account is an IRA (section 408(a)), so a withdrawal after 59 1/2 falls in the retirement subtraction; that reading is the service's, not Treasury's.",
  notModelled: [
    'The personal exemption is the 2025 figure ($5,800) and the retirement limit the 2025 one ($65,897 single): the 2026 indexed figures were not published in the sources read.',
    'The retirement limit is per return ($131,794 joint in 2025): the service applies the single limit to the owner alone, also on a joint return.',
    "The 529 deduction is net of the year's qualified withdrawals; the recapture adds back only the withdrawn part deducted before.",
    'City income taxes (Detroit 2.4%, Grand Rapids, Lansing and 21 other cities): not modelled.',
    'The special exemptions (disability, disabled veterans), the deduction of interest, dividends and gains for filers born before 1946, the Social Security standard deduction of 2026-2028.',
    'Credits: the Michigan earned income credit (30% of the federal), the homestead property-tax and home-heating credits, credits for taxes paid to cities.',
  ],
  sources: [
    {
      title: 'Michigan Income Tax Act, MCL 206.30 (taxable income, exemptions, retirement and 529 deductions)',
      url: 'https://www.legislature.mi.gov/Laws/MCL?objectName=mcl-206-30',
    },
    {
      title: 'Michigan Income Tax Act, MCL 206.51 (rate)',
      url: 'https://www.legislature.mi.gov/Laws/MCL?objectName=mcl-206-51',
    },
    {
      title: 'Michigan Department of Treasury, Retirement and Pension Benefits',
      url: 'https://www.michigan.gov/taxes/iit/retirement-and-pension-benefits',
    },
    {
      title:
        'Michigan Department of Treasury, Revenue Administrative Bulletin 2026-1 (retirement income under PA 4 of 2023)',
      url: 'https://www.michigan.gov/taxes/rep-legal/rab/2026-revenue-administrative-bulletins/revenue-administrative-bulletin-2026-1',
    },
    {
      title: 'Michigan Department of Treasury, MI-1040 Instructions (tax year 2024)',
      url: 'https://www.michigan.gov/taxes/-/media/Project/Websites/taxes/Forms/IIT/TY2024/MI-1040-Instructions.pdf',
    },
  ],
};
