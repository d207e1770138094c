// Pennsylvania: flat income tax of 3.07%, 2026 figures (docs/after-tax.md#state-tax).
import type { StateTaxJurisdiction } from '../state-tax-types.js';

export const PA: StateTaxJurisdiction = {
  code: 'PA',
  name: 'Pennsylvania',
  status: 'modelled',
  year: 2026,
  incomeTax: 'flat',
  // Tax Reform Code of 1971 §302 (72 P.S. §7302): 3.07% on every class of income.
  brackets: {
    single: [{ fromCents: 0, rate: '0.0307' }],
    marriedJoint: [{ fromCents: 0, rate: '0.0307' }],
  },
  // Pennsylvania has no standard deduction and no personal exemption.
  deduction: { singleCents: 0, marriedJointCents: 0 },
  dependentDeduction: 0,
  exemptionCredit: { singleCents: 0, marriedJointCents: 0 },
  agedDeductionCents: 0,
  indexed: false,
  // No kiddie tax: a child with income files its own PA-40 at the same flat rate.
  kiddieTax: 'own',
  trumpWithdrawal: 'ira',
  trumpEarnings: 'deferred',
  // 61 Pa. Code §101.6 and the PIT guide (gross compensation): distributions from an IRA after the
  // owner reaches 59 1/2 are retirement benefits, not taxable compensation.
  retirementExclusion: {
    fromAgeMonths: 714,
    capCents: null,
    words:
      'Pennsylvania does not tax IRA distributions received after 59 1/2 (retirement income; 61 Pa. Code §101.6). Before that age only the part above the contributions (cost recovered first) is taxed.',
  },
  // Net gains are their own class of income taxed at the same 3.07%.
  capitalGainsExcludedShare: '0',
  gainsTax: null,
  // 72 P.S. §7303(a.7): contributions to any state's 529 plan, up to the federal gift-tax annual
  // exclusion per beneficiary per taxpayer ($19,000 in 2026, Rev. Proc. 2025-32), $38,000 per
  // beneficiary on a joint return when each spouse has that much income.
  plan529Deduction: {
    kind: 'deduction',
    cap: { singleCents: 1_900_000, marriedJointCents: 3_800_000 }, // $19,000 / $38,000
    perBeneficiary: true,
    ownPlanOnly: false,
    carryforward: false,
    words:
      "Contributions to any state's 529 plan are deducted up to the federal gift-tax annual exclusion ($19,000 in 2026) per beneficiary, $38,000 per beneficiary on a joint return if each spouse has at least $19,000 of income; no carryforward.",
  },
  // PIT Bulletin 2006-04: a non-qualified withdrawal is taxed on its earnings and on the
  // contributions that were deducted.
  plan529Recapture: true,
  wagesTaxed: true,
  localIncomeTax: true,
  unverified: true,
  note: 'Pennsylvania does not start from federal income and its law and the Department of Revenue say nothing of Trump accounts (section 530A). The service applies conformity with the federal treatment: earnings deferred, a withdrawal after 18 treated as an IRA distribution (untaxed from 59 1/2).',
  notModelled: [
    "Tax forgiveness (Schedule SP): a credit of 10% to 100% of the tax for low eligibility income ($6,500 single, $13,000 joint plus $9,500 per dependent at 100%); a dependent child uses the parents' income.",
    'Local earned income taxes (municipal and school district, the Philadelphia wage and net profits tax): on wages and business income only.',
    'Before 59 1/2, Pennsylvania taxes an IRA distribution only above the contributions (cost recovered first), and its own view of the basis may differ from the federal (employer contributions); the service taxes the federally taxable part.',
    "Pennsylvania's eight classes of income: a loss in one class does not offset another class (gains and losses netted only within the class).",
    'Credits: the resident credit for tax paid to other states and others.',
    'The 529 deduction cap per beneficiary on a joint return ($38,000) requires each spouse to have $19,000 of income; the service applies it as a whole.',
  ],
  sources: [
    {
      title: 'Tax Reform Code of 1971, Article III §302 (72 P.S. §7302): rate of tax',
      url: 'https://www.legis.state.pa.us/WU01/LI/LI/US/PDF/1971/0/0002..PDF',
    },
    {
      title: '2025 Pennsylvania Personal Income Tax Return Instructions (PA-40 IN)',
      url: 'https://www.pa.gov/content/dam/copapwp-pagov/en/revenue/documents/formsandpublications/formsforindividuals/pit/documents/2025/2025_pa-40in.pdf',
    },
    {
      title: '61 Pa. Code §101.6: compensation (IRA distributions after retirement age)',
      url: 'https://www.pacodeandbulletin.gov/Display/pacode?file=/secure/pacode/data/061/chapter101/s101.6.html',
    },
    {
      title: 'Pennsylvania Personal Income Tax Guide: gross compensation',
      url: 'https://www.pa.gov/agencies/revenue/forms-and-publications/pa-personal-income-tax-guide/gross-compensation.html',
    },
    {
      title: 'PA Department of Revenue: what is the limit on a deduction to a 529 plan?',
      url: 'https://revenue-pa.custhelp.com/app/answers/detail/a_id/2208/~/what-is-the-limit-on-a-deduction-to-a-529-plan',
    },
    { title: 'PA 529 plan FAQs', url: 'https://www.pa529.com/faqs/', secondary: true },
  ],
};
