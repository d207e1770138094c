// Exact integer division in doubles, for the tax's hot loops (docs/after-tax.md#exact-cents): the
// same answers as income-tax.ts's BigInt nearestQuotient, without a BigInt when every operand and
// product is an integer below 2^53 (where double arithmetic on integers is exact). Browser-safe.
import { nearestQuotient } from './income-tax.js';

const SAFE = Number.MAX_SAFE_INTEGER;
const TWO_MINUS_54 = 2 ** -54;

const TWO_52 = 2 ** 52;

/** The nearest integer to a double quotient n / d of integers, 0 <= n < 2^52, d >= 1, ties to even,
 *  with the true quotient's: the division's error is below n / d * 2^-53 < 1 / (2d), and a true
 *  quotient that is not a half is at least 1 / (2d) from one, so the rounded quotient lies on the
 *  same side of every half (and is the half itself only when the true one is). Adding 2^52, whose
 *  doubles are the integers from 2^52 to 2^53, rounds it to the nearest integer, ties to even (the
 *  processor's rounding of a sum), and subtracting it again is exact: one addition instead of a
 *  floor, a remainder and a decision (docs/performance.md#after-tax). */
const nearestBelow2To52 = (quotient: number) => quotient + TWO_52 - TWO_52;

/** numerator / denominator to the nearest integer, ties to even: non-negative safe integers,
 *  denominator > 0. Below 2^52 the double quotient is on the same side of every half as the true
 *  one (nearestBelow2To52), and adding 2^52 rounds it. Else the double quotient's floor is exact (a
 *  quotient that is not an integer is at least 1/denominator from one, more than the division's
 *  error), and the remainder is checked anyway. */
export function nearestQuotientOfDoubles(numerator: number, denominator: number): number {
  if (numerator < TWO_52) return nearestBelow2To52(numerator / denominator);
  let quotient = Math.floor(numerator / denominator);
  let rest = numerator - quotient * denominator;
  if (rest < 0) {
    quotient -= 1;
    rest += denominator;
  } else if (rest >= denominator) {
    quotient += 1;
    rest -= denominator;
  }
  return nearestOf(quotient, rest, denominator);
}

/** The nearest integer to quotient + rest / denominator (an integer quotient, 0 <= rest <
 *  denominator, both below 2^53), ties to even: up when twice the remainder passes the denominator,
 *  or equals it and the quotient is odd. Without a branch on either (a branch the processor
 *  mispredicts on amounts that are as good as random, and on half of the ties of a small
 *  denominator; docs/performance.md#after-tax): `over` is an exact integer in [-denominator,
 *  denominator), below 2^53 in magnitude, so `over * 2^-54` is exact and lies in (-1/2, 1/2) with the
 *  sign of `over`: its ceiling is 1 when `over` is positive, else 0 (or -0, which adds nothing), and
 *  that of its magnitude is 0 only at a tie. */
function nearestOf(quotient: number, rest: number, denominator: number): number {
  const over = 2 * rest - denominator;
  const tie = 1 - Math.ceil(Math.abs(over) * TWO_MINUS_54);
  const oddness = quotient - 2 * Math.floor(quotient * 0.5);
  return quotient + Math.ceil(over * TWO_MINUS_54) + tie * oddness;
}

const TWO_26 = 2 ** 26;

/** x mod 2^26 and x mod 2^52 of a non-negative integer-valued double below 2^53 (each step exact:
 *  a division by a power of two, a floor, a product and a difference of integers below 2^53). */
const low26 = (x: number) => x - Math.floor(x / TWO_26) * TWO_26;
const low52 = (x: number) => x - Math.floor(x / TWO_52) * TWO_52;

/** a * b mod 2^52 for non-negative safe integers, exactly: a = a1 2^26 + a0 and b = b1 2^26 + b0,
 *  so a b = a1 b1 2^52 + (a1 b0 + a0 b1) 2^26 + a0 b0, every partial product below 2^53. */
function productLow52(a: number, b: number): number {
  const a1 = Math.floor(a / TWO_26);
  const a0 = a - a1 * TWO_26;
  const b1 = Math.floor(b / TWO_26);
  const b0 = b - b1 * TWO_26;
  const middle = low26(low26(a1 * b0) + low26(a0 * b1));
  return low52(middle * TWO_26 + a0 * b0);
}

/** The largest divisor the wide path takes: its remainder, within 3 divisors of 0, then stays
 *  below 2^51 in magnitude. */
const WIDE_DIVISOR = 2 ** 47;

/** a * b / c to the nearest integer, ties to even, for a * b at or past 2^53, without BigInt; NaN
 *  when the operands are outside what it proves exact (then the caller takes BigInt). The double
 *  quotient q0 = floor(fl(a b) / c) is within 3 of the true floor when that is below 2^53 (two
 *  roundings of relative error 2^-53 each on a quotient below 2^53), so the true remainder
 *  a b - q0 c lies within 3c of 0, below 2^51 for c < 2^47: it is then the unique value in
 *  [-2^51, 2^51) congruent to (a b - q0 c) mod 2^52, which productLow52 gives exactly. */
function wideRatio(a: number, b: number, c: number): number {
  if (!(c < WIDE_DIVISOR)) return Number.NaN;
  let quotient = Math.floor((a * b) / c);
  if (!(quotient < SAFE - 8)) return Number.NaN;
  let rest = low52(productLow52(a, b) - productLow52(quotient, c) + TWO_52);
  if (rest >= TWO_52 / 2) rest -= TWO_52;
  while (rest < 0) {
    quotient -= 1;
    rest += c;
  }
  while (rest >= c) {
    quotient += 1;
    rest -= c;
  }
  return nearestOf(quotient, rest, c);
}

/** a * b / c past 2^53: by wideRatio's exact remainder, else in BigInt. */
function farRatio(a: number, b: number, c: number): number {
  const wide = wideRatio(a, b, c);
  if (!Number.isNaN(wide)) return wide;
  return Number(nearestQuotient(BigInt(a) * BigInt(b), BigInt(c)));
}

/** a * b / c to the nearest integer, ties to even (non-negative safe integers, c > 0): in doubles
 *  when a * b is below 2^53 (a zero product gives 0), past it by farRatio. Small, so that the
 *  compiler puts it inside the plans' loops (docs/performance.md#after-tax). */
export function nearestRatio(a: number, b: number, c: number): number {
  // The rounded product is at most 2^53 - 1 exactly when the product is (rounding is monotone and
  // 2^53 is a double), and then it is the product.
  const product = a * b;
  return product <= SAFE ? nearestQuotientOfDoubles(product, c) : farRatio(a, b, c);
}
