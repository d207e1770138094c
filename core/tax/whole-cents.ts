// Exact integer division in doubles, for the tax's hot loops (docs/after-tax.md#exact-cents): the
// same answers as income-tax.ts's BigInt nearestQuotient, without a BigInt when every operand and
// product is an integer below 2^53 (where double arithmetic on integers is exact). Browser-safe.
import { nearestQuotient } from './income-tax.js';

const SAFE = Number.MAX_SAFE_INTEGER;

/** An integer-valued double is odd (without %, which is slow on doubles past 2^31). */
const odd = (x: number) => x !== 2 * Math.floor(x / 2);

/** numerator / denominator to the nearest integer, ties to even: non-negative safe integers,
 *  denominator > 0. The double quotient's floor is exact for a numerator below 2^53 (a quotient
 *  that is not an integer is at least 1/denominator from one, more than the division's error), and
 *  the remainder is checked anyway. */
export function nearestQuotientOfDoubles(numerator: number, denominator: number): number {
  let quotient = Math.floor(numerator / denominator);
  let rest = numerator - quotient * denominator;
  if (rest < 0) {
    quotient -= 1;
    rest += denominator;
  } else if (rest >= denominator) {
    quotient += 1;
    rest -= denominator;
  }
  const twice = 2 * rest;
  return twice > denominator || (twice === denominator && odd(quotient)) ? quotient + 1 : quotient;
}

/** a * b / c to the nearest integer, ties to even (non-negative safe integers, c > 0): in doubles
 *  when a * b is below 2^53, else in BigInt. */
export function nearestRatio(a: number, b: number, c: number): number {
  if (a === 0 || b === 0) return 0;
  if (a <= SAFE / b) return nearestQuotientOfDoubles(a * b, c);
  return Number(nearestQuotient(BigInt(a) * BigInt(b), BigInt(c)));
}
