// Washington: no income tax on wages, interest or retirement income; a separate excise tax on
// long-term capital gains (RCW 82.87) (docs/after-tax.md#state-tax).
import type { StateTaxJurisdiction } from '../state-tax-types.js';

export const WA: StateTaxJurisdiction = {
  code: 'WA',
  name: 'Washington',
  status: 'modelled',
  year: 2026,
  incomeTax: 'none',
  brackets: { single: [], marriedJoint: [] },
  deduction: { singleCents: 0, marriedJointCents: 0 },
  dependentDeduction: 0,
  exemptionCredit: { singleCents: 0, marriedJointCents: 0 },
  agedDeductionCents: 0,
  indexed: false,
  kiddieTax: 'own',
  trumpWithdrawal: 'ira',
  trumpEarnings: 'deferred',
  retirementExclusion: null,
  capitalGainsExcludedShare: '0',
  gainsTax: {
    rate: '0.07',
    deductionCents: 27_800_000, // $278,000
    words:
      "An excise tax of 7% on an individual's Washington long-term capital gains above a standard deduction of $278,000 (the 2025 figure the Department of Revenue published; the statute starts at $250,000 and adjusts it each year by inflation, RCW 82.87.150). One deduction per individual; spouses share one deduction whether they file jointly or separately (RCW 82.87.060). A Trump account's withdrawal and a 529 plan's earnings are ordinary income, not long-term capital gains, and assets held in an individual retirement account are exempt (RCW 82.87.050): only a custodial account's sales reach this tax.",
  },
  plan529Deduction: null,
  plan529Recapture: false,
  wagesTaxed: false,
  localIncomeTax: false,
  unverified: false,
  note: "Washington taxes no wages, interest, dividends or retirement income. A Trump account is an individual retirement account (IRC 530A(a), 408(a)): its withdrawal is ordinary income, outside the capital gains excise tax, whose exemptions also name assets held in an individual retirement account (RCW 82.87.050). A 529 plan's non-qualified earnings are ordinary income, also outside it, and Washington gives no 529 deduction. Only a custodial account's long-term gains can reach the 7% capital gains tax, and only above the $278,000 standard deduction.",
  notModelled: [
    "The 2026 capital gains standard deduction: the Department of Revenue's published figure was not found; the service applies the 2025 figure, $278,000 (the statute adjusts it each December by inflation, RCW 82.87.150, so the 2026 figure is somewhat higher and the service overstates the tax slightly for gains above it).",
    'The additional 2.9% capital gains tax on Washington capital gains above $1,000,000 (9.9% in all above it, from 2025: ESSB 5813, ch. 421, Laws of 2025): the service applies 7% to all gains above the deduction.',
    "The capital gains tax's other deductions: the charitable donation deduction (RCW 82.87.080), the qualified family-owned small business deduction (RCW 82.87.070), and the credit for gains taxed by another state (RCW 82.87.100); losses carried are not modelled.",
    "The capital gains tax is the individual's: a custodial account's gains are taxed on the child's own capital gains return with the child's own deduction; the service applies the gains tax to the return it computes and does not combine a parent's gains.",
    'The tax on income above $1,000,000 passed by the Legislature in 2026 (ESSB 6346: 9.9% on income above a $1,000,000 standard deduction, from 2028): outside the 2026 figures and not modelled; it could reach only a withdrawal or income above $1,000,000.',
    'Payroll premiums on wages (WA Cares long-term care 0.58%, paid family and medical leave): not income taxes, outside the comparison; the Working Families Tax Credit (a sales-tax refund) is not modelled.',
  ],
  sources: [
    {
      title: 'RCW 82.87.040: capital gains tax imposed (7%), and the additional 2.9% above $1,000,000',
      url: 'https://app.leg.wa.gov/RCW/default.aspx?cite=82.87.040',
    },
    {
      title:
        'RCW 82.87.050: exemptions (real estate, assets held in retirement accounts including individual retirement accounts)',
      url: 'https://app.leg.wa.gov/RCW/default.aspx?cite=82.87.050',
    },
    {
      title: 'RCW 82.87.060: deductions (standard deduction per individual, shared by spouses)',
      url: 'https://app.leg.wa.gov/RCW/default.aspx?cite=82.87.060',
    },
    {
      title: 'RCW 82.87.150: annual inflation adjustment of the standard deduction',
      url: 'https://app.leg.wa.gov/RCW/default.aspx?cite=82.87.150',
    },
    {
      title: 'Washington Department of Revenue: capital gains tax (rates and standard deduction by year)',
      url: 'https://dor.wa.gov/taxes-rates/other-taxes/capital-gains-tax',
    },
    {
      title: 'ESSB 5813, chapter 421, Laws of 2025, sec. 101 (additional 2.9% tier from 2025)',
      url: 'https://lawfilesext.leg.wa.gov/biennium/2025-26/Htm/Bills/Session%20Laws/Senate/5813-S.SL.htm',
    },
    {
      title: 'ESSB 6346 (2026), as passed by the Legislature: tax on income above $1,000,000 from 2028',
      url: 'https://lawfilesext.leg.wa.gov/biennium/2025-26/Pdf/Bills/Senate%20Passed%20Legislature/6346-S.PL.pdf',
    },
  ],
};
