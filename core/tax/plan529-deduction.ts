// A state's deduction or credit for 529 contributions (docs/after-tax.md#the-529-deduction): what the
// family deducts each year and the state tax that saves, summed over the years, in nominal cents.
// The contributions are the family's deposits into the 529 plan (the same money the Trump account
// receives); the parents file one married joint return and the plan is the state's own. Pure and
// browser-safe.
import type { Plan529Deduction } from '../statute/state-tax-types.js';
import { decimalRate, roundedTax } from './decimal-rate.js';
import type { Rate } from './income-tax.js';

/** The deductions up to a day: the contributions deducted (what a recapture adds back) and the
 *  state tax they saved. */
export interface DeductionSoFar {
  deductedCents: number;
  savedCents: number;
}

export const NO_DEDUCTION: Readonly<DeductionSoFar> = Object.freeze({ deductedCents: 0, savedCents: 0 });

/** A state rate string ("0.05") as its exact decimal. */
function stringRate(rate: string): Rate {
  const [whole = '0', fraction = ''] = rate.split('.');
  return { units: BigInt(`${whole}${fraction}`), scale: 10n ** BigInt(fraction.length) };
}

/**
 * The deductions of the contributions `yearly` (each calendar year's, in order, the last year's so
 * far): each year `min(contributions + carried, cap)` is deducted (the married joint cap; with one
 * beneficiary and one return a per-beneficiary cap is the same), what is above the cap carried to
 * the next years where the state allows it (without a time limit); each year's saving is the
 * deduction at the parent's state rate (a credit: at its own rate), rounded once to the cent, ties
 * to even, and the savings are summed.
 */
export function deductionSoFar(
  rule: Plan529Deduction | null,
  parentStateRate: number,
  yearly: readonly number[],
): DeductionSoFar {
  if (rule === null) return NO_DEDUCTION;
  const rate = rule.kind === 'credit' ? stringRate(rule.creditRate ?? '0') : decimalRate(parentStateRate, 'rate');
  const cap = rule.cap === null ? Number.POSITIVE_INFINITY : rule.cap.marriedJointCents;
  let carried = 0;
  let deductedCents = 0;
  let savedCents = 0;
  for (const contributed of yearly) {
    const open = contributed + carried;
    const deducted = Math.min(open, cap);
    carried = rule.carryforward ? open - deducted : 0;
    deductedCents += deducted;
    savedCents += roundedTax(rate, deducted);
  }
  return { deductedCents, savedCents };
}
