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

/** Splits a double into a high part of at most 26 significant bits and the rest (Veltkamp). */
const SPLITTER = 2 ** 27 + 1;

/** a * b - product exactly, where product is the double a * b (Dekker's product: each factor split
 *  into two halves of at most 26 bits, so that every partial product is exact, and the partial sums
 *  are too; doubles without extended precision or fused operations, which JavaScript's are). */
function productError(a: number, b: number, product: number): number {
  let t = SPLITTER * a;
  const aHigh = t - (t - a);
  const aLow = a - aHigh;
  t = SPLITTER * b;
  const bHigh = t - (t - b);
  const bLow = b - bHigh;
  return aHigh * bHigh - product + aHigh * bLow + aLow * bHigh + aLow * bLow;
}

/** The largest divisor the wide path takes: its remainder, within 4 divisors of 0, then stays
 *  below 2^49 in magnitude, and a b below 2^100. */
const WIDE_DIVISOR = 2 ** 47;

/** a * b / c to the nearest integer, ties to even, for a * b at or past 2^53, without BigInt; NaN
 *  when the operands are outside what it proves exact (then the caller takes BigInt). The double
 *  quotient q0 = floor(fl(a b) / c) is within 3 of the true floor when that is below 2^53 (two
 *  roundings of relative error 2^-53 each on a quotient below 2^53), so the true remainder
 *  a b - q0 c lies within 4c of 0, below 2^49 for c < 2^47. It is (P - M) + (e1 - e2), P and M the
 *  doubles a b and q0 c, e1 and e2 their exact errors (productError), each step exact: P and M are
 *  integers within a factor 2 of each other (their difference is exact, Sterbenz), e1 and e2 are
 *  integers of at most half a unit of P or M, below 2^47 for a b below 2^100, and the sum is an
 *  integer below 2^53. Fewer operations than splitting both products into 26-bit halves modulo
 *  2^52, as before (docs/performance.md#after-tax). */
function wideRatio(a: number, b: number, c: number): number {
  if (!(c < WIDE_DIVISOR)) return Number.NaN;
  const product = a * b;
  let quotient = Math.floor(product / c);
  if (!(quotient < SAFE - 8)) return Number.NaN;
  const multiple = quotient * c;
  let rest = product - multiple + (productError(a, b, product) - productError(quotient, c, multiple));
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
