// Salary reduction (docs/after-tax.md#salary-reduction): an employer source paid from the employee's
// own pay before income tax, through a section 125 cafeteria plan under the employer's section 128
// program. In the Trump account it is employer money, excluded from income and without basis. The
// same pay taken as wages reaches a 529 plan or a custodial account only after the parent's taxes on
// wages: the federal income tax at afterTax.parentOrdinaryRate, and with afterTax.state the state's
// income tax at afterTax.parentStateRate where the state taxes wages. Social Security and Medicare taxes are
// paid on the pay either way (section 128 excludes it from income only), so they are not among
// them. Pure and browser-safe.
import type { StateCode } from '../statute/state-tax-types.js';
import { STATE_TAX } from '../statute/states/index.js';
import { decimalRate, roundedTax } from './decimal-rate.js';
import type { AfterTaxInput } from './federal-tax.js';
import type { Rate } from './income-tax.js';

/** What the taxes on the parent's wages depend on: plain data, so that it travels with an engine's
 *  input to a worker thread (core/engine/engine.ts). */
export interface WageTaxInput {
  /** The parent's marginal federal rate on ordinary income (afterTax.parentOrdinaryRate). */
  parentOrdinaryRate: number;
  /** The parent's state marginal rate (afterTax.parentStateRate), where the family's state taxes
   *  wages; absent without a state or where it does not. */
  parentStateRate?: number;
}

/** One tax on `cents` of the parent's pay, in whole cents (the exact rate times the pay, rounded once
 *  to the nearest cent, ties to even), with what it read from the input made once. */
type WageTax = (input: WageTaxInput) => (cents: number) => number;

/** The federal income tax on the pay at the parent's flat marginal rate. */
const federalIncomeTax: WageTax = (input) => {
  const rate: Rate = decimalRate(input.parentOrdinaryRate, 'parentOrdinaryRate');
  return (cents) => roundedTax(rate, cents);
};

/** The state's income tax on the pay at the parent's flat state marginal rate (0 without it). */
const stateIncomeTax: WageTax = (input) => {
  if (input.parentStateRate === undefined) return () => 0;
  const rate: Rate = decimalRate(input.parentStateRate, 'parentStateRate');
  return (cents) => roundedTax(rate, cents);
};

const WAGE_TAXES: readonly WageTax[] = [federalIncomeTax, stateIncomeTax];

/** The wage taxes of one input, read once: `cents` of pay less every tax on it, what reaches a 529
 *  plan or a custodial account of the same pay (never below 0: no tax here exceeds the pay). */
export function afterWageTaxes(input: WageTaxInput): (cents: number) => number {
  const taxes = WAGE_TAXES.map((tax) => tax(input));
  return (cents) => {
    let left = cents;
    for (const tax of taxes) left -= tax(cents);
    return left;
  };
}

/** The wage taxes' input of a scenario's afterTax. */
export function wageTaxInput(afterTax: AfterTaxInput): WageTaxInput {
  const { state, parentStateRate } = afterTax;
  const stateTaxesWages =
    state !== undefined && parentStateRate !== undefined && STATE_TAX[state as StateCode].wagesTaxed;
  return { parentOrdinaryRate: afterTax.parentOrdinaryRate, ...(stateTaxesWages ? { parentStateRate } : {}) };
}
