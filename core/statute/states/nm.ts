// New Mexico: graduated income tax (1.5% to 5.9%), 2026 figures (docs/after-tax.md#state-tax).
import type { StateTaxJurisdiction } from '../state-tax-types.js';

export const NM: StateTaxJurisdiction = {
  code: 'NM',
  name: 'New Mexico',
  status: 'modelled',
  year: 2026,
  incomeTax: 'graduated',
  // NMSA 7-2-7 as amended by H.B. 252 (2024), from 2025; not indexed.
  brackets: {
    single: [
      { fromCents: 0, rate: '0.015' },
      { fromCents: 550_000, rate: '0.032' }, // $5,500
      { fromCents: 1_650_000, rate: '0.043' }, // $16,500
      { fromCents: 3_350_000, rate: '0.047' }, // $33,500
      { fromCents: 6_650_000, rate: '0.049' }, // $66,500
      { fromCents: 21_000_000, rate: '0.059' }, // $210,000
    ],
    marriedJoint: [
      { fromCents: 0, rate: '0.015' },
      { fromCents: 800_000, rate: '0.032' }, // $8,000
      { fromCents: 2_500_000, rate: '0.043' }, // $25,000
      { fromCents: 5_000_000, rate: '0.047' }, // $50,000
      { fromCents: 10_000_000, rate: '0.049' }, // $100,000
      { fromCents: 31_500_000, rate: '0.059' }, // $315,000
    ],
  },
  // NMSA 7-2-2: New Mexico's standard deduction is the federal one ($16,100 single / $32,200
  // joint in 2026, IRC §63(c) as amended by P.L. 119-21); no personal exemption for the filers.
  deduction: { singleCents: 1_610_000, marriedJointCents: 3_220_000 }, // $16,100 / $32,200
  dependentDeduction: 'federal',
  exemptionCredit: { singleCents: 0, marriedJointCents: 0 },
  // The exemption for 65 or older (NMSA 7-2-5.2) is up to $8,000 but only at low incomes (none
  // above $28,500 single / $51,000 joint); see notModelled.
  agedDeductionCents: 0,
  indexed: false,
  kiddieTax: 'own',
  trumpWithdrawal: 'ira',
  trumpEarnings: 'deferred',
  // No exclusion of IRA distributions (Social Security and military retirement only).
  retirementExclusion: null,
  // NMSA 7-2-34: from 2025 net capital gains get a deduction of up to $2,500 (the 40% share only
  // for the sale of a New Mexico business); the shape carries a share, so '0' (see notModelled).
  capitalGainsExcludedShare: '0',
  gainsTax: null,
  // NMSA 7-2-32: contributions to New Mexico's own 529 plan (The Education Plan) are deducted in
  // full, without cap.
  plan529Deduction: {
    kind: 'deduction',
    cap: null,
    perBeneficiary: false,
    ownPlanOnly: true,
    carryforward: false,
    words:
      "Contributions to New Mexico's 529 plan (The Education Plan) are deducted in full, without a cap; other states' plans do not count.",
  },
  // NMSA 7-2-32: a non-qualified withdrawal adds back the contributions deducted.
  plan529Recapture: true,
  wagesTaxed: true,
  localIncomeTax: false,
  unverified: true,
  note: 'New Mexico starts from federal adjusted gross income and follows the Internal Revenue Code as amended (NMSA 7-2-2); neither its law nor the Taxation and Revenue Department mentions Trump accounts (section 530A). The service applies conformity with the federal treatment: earnings deferred, a withdrawal after 18 taxed as an IRA distribution.',
  notModelled: [
    'The net capital gains deduction of up to $2,500 a year (NMSA 7-2-34, from 2025): the service taxes the gains in full, up to $2,500 x the marginal rate (at most $147.50) too much.',
    'The exemption for filers 65 or older or blind: $8,000 each with income up to $18,000 single / $30,000 joint, falling by $1,000 steps to none above $28,500 / $51,000.',
    'The low- and middle-income exemption: $2,500 per exemption with federal AGI up to $36,667 single / $55,000 joint, reduced above $20,000 / $30,000.',
    'The $4,000 exemption per dependent after the first, and the medical care expense deduction and exemption.',
    'The rebates and credits: the low-income comprehensive tax rebate, the working families credit, the child income tax credit and others.',
  ],
  sources: [
    {
      title: 'NMSA 1978 §7-2-7: individual income tax rates',
      url: 'https://law.justia.com/codes/new-mexico/chapter-7/article-2/section-7-2-7-d-1/',
    },
    {
      title: 'New Mexico H.B. 252 (2024): new rate schedule from 2025 and the capital gains deduction',
      url: 'https://www.nmlegis.gov/Sessions/24%20Regular/bills/house/HB0252.HTML',
    },
    {
      title: 'New Mexico 2025 personal income tax packet (PIT-1 instructions, rate tables, PIT-ADJ)',
      url: 'https://klvg4oyd4j.execute-api.us-west-2.amazonaws.com/prod/PublicFiles/34821a9573ca43e7b06dfad20f5183fd/0558a902-6362-47ca-8e3b-7cca3bc69b9d/2025%20PIT%20Packet_Final.pdf',
    },
    {
      title: 'New Mexico Statutes chapter 7, article 2 (Income Tax Act)',
      url: 'https://nmonesource.com/nmos/nmsa/en/item/4340/index.do',
    },
  ],
};
