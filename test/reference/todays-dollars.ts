// Today's dollars of amounts paid or cut month by month, independently of the service
// (docs/model.md#paid-in-and-cut-in-todays-dollars): each step's cents divided by the deflator of its
// month, summed as exact fractions (each double deflator is a dyadic rational) and rounded once to
// the nearest cent, ties to even. From the reference model's per-step amounts (model.ts).
import { MATH, type RefResult, type StepCut } from './model.js';

/** A positive double as m * 2^e with integer m. */
function dyadic(x: number): [bigint, number] {
  let e = 0;
  let m = x;
  while (!Number.isInteger(m)) {
    m *= 2;
    e--;
  }
  return [BigInt(m), e];
}

/** n / d to the nearest integer, ties to even (d > 0, n >= 0). */
function nearestFraction(n: bigint, d: bigint): bigint {
  const q = n / d;
  const twice = 2n * (n - q * d);
  if (twice > d || (twice === d && q % 2n !== 0n)) return q + 1n;
  return q;
}

/** nearest(Σ amounts[k] / deflators[k]) in exact fractions. */
export function exactToday(amounts: readonly bigint[], deflators: ArrayLike<number>): number {
  let num = 0n;
  let den = 1n;
  amounts.forEach((amount, k) => {
    if (amount === 0n) return;
    const [m, e] = dyadic(deflators[k] as number);
    const [dn, dd] = e >= 0 ? [amount, m << BigInt(e)] : [amount << BigInt(-e), m];
    num = num * dd + dn * den;
    den *= dd;
  });
  return Number(nearestFraction(num, den));
}

/** D(k + realOffset) of each step, with JavaScript's Math (the reference's deflator). */
function stepDeflators(result: RefResult, annualInflation: number): number[] {
  return Array.from({ length: result.months }, (_, k) => MATH.deflator(annualInflation, k + result.realOffsetMonths));
}

/** What one rule cut, in today's dollars (cents). */
export function cutToday(result: RefResult, rule: keyof StepCut, annualInflation: number): number {
  return exactToday(
    result.stepCuts.map((cut) => cut[rule]),
    stepDeflators(result, annualInflation),
  );
}

/** What was paid in before each milestone, in today's dollars (cents). */
export function paidInToday(result: RefResult, annualInflation: number): number[] {
  const deflators = stepDeflators(result, annualInflation);
  return result.milestones.map((milestone) =>
    exactToday(result.deposits.slice(0, milestone.ageMonths - result.startAgeMonths), deflators),
  );
}
