// One hand-worked state return (docs/after-tax.md#state-tax): the inputs of one year's return in a
// state and the state's whole income tax on it, worked by hand from that state's 2026 form, its
// instructions or its rate schedule, independent of the service's code. Every file beside this one,
// `<code>.cases.ts`, lists at least three for its jurisdiction (one joint); state-cases.test.ts runs
// each through the service's state tax (core/tax/state-tax.ts) and through the plain reference
// (state-reference.ts).
import type { StateCode } from '../../../core/statute/state-tax-types.js';

export interface StateCase {
  state: StateCode;
  /** What the case shows, in a few words. */
  what: string;
  filingStatus: 'single' | 'marriedJoint';
  /** The tax year (2026 for the hand cases). */
  year: number;
  /** The filer's (on a joint return: the owner's, the older spouse's) age on 31 December. */
  ageAtEnd: number;
  /** A dependent child's own return (the kiddie years), with the dependent's deduction. */
  dependent?: boolean;
  /** The parent's state marginal rate, only where the state follows the kiddie tax. */
  parentStateRate?: string;
  wagesCents: number;
  /** Interest and other ordinary unearned income. */
  interestCents: number;
  /** A Trump account's withdrawal after the growth period: federally an IRA distribution. */
  trumpWithdrawalCents: number;
  /** A 529 plan's non-qualified earnings (taxable part of a withdrawal). */
  plan529EarningsCents: number;
  /** Long-term capital gains (a custodial account's). */
  gainsCents: number;
  /** The state's whole income tax on this return, in cents (plus the separate gains tax where the
   *  state has one), as worked by hand: the law. */
  expectedTaxCents: number;
  /** Only where the shape cannot carry a rule the law applies to this return: what the service
   *  gives instead, worked by hand the same way without that rule (it differs from the law's). */
  serviceTaxCents?: number;
  /** With serviceTaxCents: words found in one of the state's `notModelled` items, naming the rule. */
  gap?: string;
  /** With serviceTaxCents: its working, without that rule. */
  serviceWorked?: string;
  /** The working, in words and numbers: taxable income, each band, credits. */
  worked: string;
  /** The form, table or statute the working follows (a URL). */
  source: string;
}
