// North Carolina: flat income tax of 3.99%, 2026 figures (docs/after-tax.md#state-tax).
import type { StateTaxJurisdiction } from '../state-tax-types.js';

const NC_RATE = [{ fromCents: 0, rate: '0.0399' }];

export const NC: StateTaxJurisdiction = {
  code: 'NC',
  name: 'North Carolina',
  status: 'modelled',
  year: 2026,
  incomeTax: 'flat',
  // G.S. 105-153.7 as amended by S.L. 2023-134 (H.B. 259): 3.99% for taxable years beginning in
  // 2026 (lower rates from 2027 only if the revenue triggers are met).
  brackets: { single: NC_RATE, marriedJoint: NC_RATE },
  // G.S. 105-153.5(a)(1): standard deduction $12,750 single, $25,500 joint; no personal exemption.
  deduction: { singleCents: 1_275_000, marriedJointCents: 2_550_000 }, // $12,750 / $25,500
  // G.S. 105-153.5(a)(1): a filer claimed as a dependent gets the federal dependent standard
  // deduction, at most the North Carolina amount.
  dependentDeduction: 'federal',
  exemptionCredit: { singleCents: 0, marriedJointCents: 0 },
  // North Carolina has no extra deduction for age.
  agedDeductionCents: 0,
  indexed: false,
  kiddieTax: 'own',
  trumpWithdrawal: 'ira',
  trumpEarnings: 'deferred',
  // No exclusion of IRA distributions (only Bailey-settlement government pensions and military
  // retirement are deducted).
  retirementExclusion: null,
  capitalGainsExcludedShare: '0',
  gainsTax: null,
  // North Carolina's deduction for NC 529 contributions expired after 2013.
  plan529Deduction: null,
  plan529Recapture: false,
  wagesTaxed: true,
  localIncomeTax: false,
  unverified: true,
  note: 'North Carolina starts from federal adjusted gross income under its fixed-date conformity to the Internal Revenue Code (G.S. 105-228.90); neither its law nor the Department of Revenue mentions Trump accounts (section 530A). The service applies conformity with the federal treatment: earnings deferred, a withdrawal after 18 taxed as an IRA distribution.',
  notModelled: [
    'The child deduction ($500 to $3,000 per qualifying child by income), a dependent-related deduction the service does not count.',
    "Itemized deductions (North Carolina's own: mortgage interest and property taxes up to $20,000, charitable gifts, medical expenses).",
    'The Bailey-settlement deduction for government retirement benefits and the military retirement deduction.',
    'Whether North Carolina has updated its Internal Revenue Code reference to include P.L. 119-21 (section 530A): until it does, its own treatment of the accounts may differ.',
  ],
  sources: [
    {
      title: 'North Carolina Department of Revenue: tax rate schedules',
      url: 'https://www.ncdor.gov/taxes-forms/individual-income-tax/tax-rate-schedules',
    },
    {
      title: 'North Carolina S.L. 2023-134 (H.B. 259): rate schedule to 2026 and after',
      url: 'https://www.ncleg.gov/BillLookup/2023/H259',
    },
    {
      title: 'North Carolina Department of Revenue: standard deduction or itemized deductions',
      url: 'https://www.ncdor.gov/taxes-forms/individual-income-tax/filing-topics/north-carolina-standard-deduction-or-north-carolina-itemized-deductions',
    },
    {
      title: 'G.S. 105-153.5: modifications to adjusted gross income (standard deduction)',
      url: 'https://www.ncleg.gov/EnactedLegislation/Statutes/HTML/BySection/Chapter_105/GS_105-153.5.html',
    },
    {
      title: '2025 North Carolina individual income tax instructions (D-401)',
      url: 'https://www.ncdor.gov/2025-d-401-individual-income-tax-instructions/open',
    },
  ],
};
