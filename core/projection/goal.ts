// Goals (docs/api.md#goals): whether a balance reaches a goal, and how many paths must. One home
// for both, used by the projection's goal block and by the solve, so the two always agree.
import { nearestEven } from '../common/rounding.js';
import type { Goal } from '../scenario/scenario.js';
import { MAX_AMOUNT_CENTS } from '../schemas/scenario-values.js';

/** Slack in ceil(probability * paths), so that a probability written as a decimal needs the paths
 *  its decimal says: 0.07 is a double a little above 7/100, and 0.07 * 100 = 7.000000000000001. */
const DECIMAL_SLACK = 1e-9;

/** ceil(probability * paths): the paths that must reach the goal for it to be met. */
export function pathsNeeded(probability: number, paths: number): number {
  return Math.max(1, Math.ceil(probability * paths - DECIMAL_SLACK));
}

/** The balance at the goal's age as the goal counts it: nominal cents, or deflated to asOf's
 *  dollars and rounded as the real percentiles are (docs/model.md#percentiles). */
export function goalCents(goal: Goal, nominalCents: number, deflator: number): number {
  return goal.real ? nearestEven(nominalCents / deflator) : nominalCents;
}

/** Paths whose balance at the goal's age reaches it (Infinity, beyond exact cents, always does). */
export function pathsReaching(goal: Goal, balances: Float64Array, deflator: number): number {
  const amount = Number(goal.amountCents);
  let count = 0;
  for (const balance of balances) if (goalCents(goal, balance, deflator) >= amount) count++;
  return count;
}

/** The largest goal amount, in the goal's terms, that at least `needed` of these balances reach:
 *  the needed-th largest, in whole cents (docs/model.md#the-most-the-limits-allow). */
export function largestGoalReached(goal: Goal, balances: Float64Array, deflator: number, needed: number): number {
  const reached = Array.from(balances, (balance) => goalCents(goal, balance, deflator)).sort((a, b) => b - a);
  const cents = Math.floor(reached[Math.min(needed, reached.length) - 1] ?? 0);
  return Number.isFinite(cents) ? Math.min(cents, MAX_AMOUNT_CENTS) : MAX_AMOUNT_CENTS;
}
