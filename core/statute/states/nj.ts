// New Jersey: graduated gross income tax (1.4% to 10.75%), 2026 figures
// (docs/after-tax.md#state-tax).
import type { StateTaxJurisdiction } from '../state-tax-types.js';

export const NJ: StateTaxJurisdiction = {
  code: 'NJ',
  name: 'New Jersey',
  status: 'modelled',
  year: 2026,
  incomeTax: 'graduated',
  // N.J.S.A. 54A:2-1(b): the schedules unchanged since 2020 (not indexed).
  brackets: {
    single: [
      { fromCents: 0, rate: '0.014' },
      { fromCents: 2_000_000, rate: '0.0175' }, // $20,000
      { fromCents: 3_500_000, rate: '0.035' }, // $35,000
      { fromCents: 4_000_000, rate: '0.05525' }, // $40,000
      { fromCents: 7_500_000, rate: '0.0637' }, // $75,000
      { fromCents: 50_000_000, rate: '0.0897' }, // $500,000
      { fromCents: 100_000_000, rate: '0.1075' }, // $1,000,000
    ],
    marriedJoint: [
      { fromCents: 0, rate: '0.014' },
      { fromCents: 2_000_000, rate: '0.0175' }, // $20,000
      { fromCents: 5_000_000, rate: '0.0245' }, // $50,000
      { fromCents: 7_000_000, rate: '0.035' }, // $70,000
      { fromCents: 8_000_000, rate: '0.05525' }, // $80,000
      { fromCents: 15_000_000, rate: '0.0637' }, // $150,000
      { fromCents: 50_000_000, rate: '0.0897' }, // $500,000
      { fromCents: 100_000_000, rate: '0.1075' }, // $1,000,000
    ],
  },
  // N.J.S.A. 54A:3-1: no standard deduction; a personal exemption of $1,000 per filer.
  deduction: { singleCents: 100_000, marriedJointCents: 200_000 }, // $1,000 / $2,000
  // A child with its own return keeps its own $1,000 exemption.
  dependentDeduction: 100_000, // $1,000
  exemptionCredit: { singleCents: 0, marriedJointCents: 0 },
  // N.J.S.A. 54A:3-1(b): an extra $1,000 exemption per filer 65 or older.
  agedDeductionCents: 100_000, // $1,000
  indexed: false,
  kiddieTax: 'own',
  trumpWithdrawal: 'ira',
  trumpEarnings: 'deferred',
  // N.J.S.A. 54A:6-10, 6-15: the pension exclusion (IRA withdrawals included) from 62, up to
  // $75,000 single / $100,000 joint when gross income is $100,000 or less, a share of it up to
  // $150,000 and nothing above.
  retirementExclusion: {
    fromAgeMonths: 744,
    capCents: 7_500_000, // $75,000
    words:
      'New Jersey excludes pensions, annuities and IRA withdrawals from 62: up to $75,000 single / $100,000 joint with gross income up to $100,000; 37.5% / 50% of that up to $125,000; 18.75% / 25% up to $150,000; nothing above (NJ-1040 line 28a).',
  },
  capitalGainsExcludedShare: '0',
  gainsTax: null,
  // N.J.S.A. 54A:3-11 (P.L. 2021, c.419): contributions to New Jersey's NJBEST 529 plan, up to
  // $10,000 a year, for gross income of $200,000 or less.
  plan529Deduction: {
    kind: 'deduction',
    cap: { singleCents: 1_000_000, marriedJointCents: 1_000_000 }, // $10,000 / $10,000
    perBeneficiary: false,
    ownPlanOnly: true,
    carryforward: false,
    words:
      "Contributions to New Jersey's NJBEST 529 plan are deducted up to $10,000 a year per return, only with gross income of $200,000 or less; no carryforward.",
  },
  plan529Recapture: true,
  wagesTaxed: true,
  localIncomeTax: false,
  unverified: true,
  note: "New Jersey's gross income tax does not start from federal adjusted gross income: it taxes categories of income defined in its own law (N.J.S.A. 54A:5-1), which defers IRA earnings by its own provisions and says nothing of Trump accounts (section 530A). Neither the Division of Taxation nor the legislature has said whether it follows the federal deferral; the service applies conformity with the federal treatment (earnings deferred, a withdrawal after 18 taxed as an IRA distribution), which New Jersey may not follow.",
  notModelled: [
    "The pension exclusion's income limits and joint cap: the full exclusion only with gross income up to $100,000 (37.5%/50% of it to $125,000, 18.75%/25% to $150,000, none above), and $100,000 on a joint return; the service applies $75,000 per eligible owner at every income.",
    "The filing threshold: no tax at all on gross income of $10,000 or less ($20,000 joint), which covers most children's returns.",
    "New Jersey's own IRA basis (IRA contributions are never deductible in New Jersey) and its taxation of employer contributions as wages where it does not follow federal exclusions.",
    'The other retirement income exclusion (up to the same limits for filers 62 or older with little earned income) and the $6,000 special exclusion.',
    'Credits: the earned income credit, the child tax credit, the property tax deduction or credit, the credit for tax paid to other jurisdictions.',
    'The 529 deduction only with gross income up to $200,000 (the service gives it at every income).',
    'The dependent exemption ($1,500 per dependent) and the exemption for a dependent in college.',
  ],
  sources: [
    {
      title:
        'Instructions for the NJ-1040 resident return (rate schedules, exemptions, pension exclusion, NJBEST deduction)',
      url: 'https://www.nj.gov/treasury/taxation/pdf/current/1040i.pdf',
    },
    {
      title: 'N.J.S.A. Title 54A (New Jersey Gross Income Tax Act)',
      url: 'https://lis.njleg.state.nj.us/nxt/gateway.dll?f=templates&fn=default.htm&vid=Publish:10.1048/Enu',
    },
    {
      title: 'New Jersey A5535 (P.L. 2021, c.419): NJBEST contribution deduction',
      url: 'https://www.njleg.state.nj.us/bill-search/2020/A5535',
    },
  ],
};
