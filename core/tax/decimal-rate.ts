// A rate as the exact decimal it is written as, and a tax at it rounded once to the cent
// (docs/after-tax.md#exact-cents): shared by the federal tax, the state tax and salary reduction.
import { nearestQuotient, type Rate } from './income-tax.js';
import { nearestRatio } from './whole-cents.js';

/** A rate between 0 and 1 as the decimal it is written as: String(0.22) = "0.22" is 22/100. */
export function decimalRate(rate: number, what: string): Rate {
  const match = /^([0-9]+)(?:\.([0-9]+))?(?:e([-+][0-9]+))?$/.exec(String(rate));
  if (!(match && rate >= 0 && rate <= 1)) throw new RangeError(`${what} is not a rate from 0 to 1: ${rate}`);
  const fraction = match[2] ?? '';
  const units = BigInt(`${match[1]}${fraction}`);
  const exponent = Number(match[3] ?? '0') - fraction.length;
  return exponent >= 0
    ? { units: units * 10n ** BigInt(exponent), scale: 1n }
    : { units, scale: 10n ** BigInt(-exponent) };
}

const SAFE = BigInt(Number.MAX_SAFE_INTEGER);

/** rate x amount, exactly, rounded once to the nearest cent, ties to even: in doubles when the rate's
 *  units and scale and their product with the amount are below 2^53, else in BigInt. */
export function roundedTax(rate: Rate, amountCents: number): number {
  if (amountCents <= 0) return 0;
  if (rate.units <= SAFE && rate.scale <= SAFE)
    return nearestRatio(amountCents, Number(rate.units), Number(rate.scale));
  return Number(nearestQuotient(rate.units * BigInt(amountCents), rate.scale));
}
