// Numbers as the service writes them: cents as CentStrings for the API; dollars and percentages
// for sentences, in fixed English so every host prints the same text.

/** An integer-valued double (|x| <= 2^53 - 1) as a CentString. */
export function centString(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`not an exact cent amount: ${cents}`);
  return String(cents === 0 ? 0 : cents); // no "-0"
}

/** "1,234,567" from "1234567": grouping done here so every host prints the same text. */
export function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** "$1,234.56". */
export function dollars(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const whole = Math.floor(Math.abs(cents) / 100);
  const rest = String(Math.abs(cents) % 100).padStart(2, '0');
  // From 1e21 String() writes an exponent; a total cut by the statute can get there (a step-up).
  const digits = whole < 1e21 ? String(whole) : BigInt(whole).toString();
  return `${sign}$${groupThousands(digits)}.${rest}`;
}

/** "1234.56": dollars and cents without sign or grouping, for tables that programs read. */
export function decimalDollars(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`not an exact cent amount: ${cents}`);
  const sign = cents < 0 ? '-' : '';
  return `${sign}${Math.floor(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;
}

/** "$5,000" for whole dollars, "$12.50" otherwise. */
export function usd(cents: number): string {
  return dollars(cents).replace(/\.00$/, '');
}

/** "0.1%" from 0.001; toPrecision drops the binary noise of the multiplication. */
export function percent(fraction: number): string {
  return `${Number((fraction * 100).toPrecision(12))}%`;
}

/** A share as a whole percent, never rounded up: 0.7499 is "74%" (a chance is never overstated).
 *  The slack keeps a share that is a whole percent in decimal (0.07) from falling to the one below. */
export function wholePercentDown(share: number): string {
  return `${Math.floor(share * 100 + 1e-9)}%`;
}

/** "$52,348" from 5234751: to the nearest whole dollar (half a dollar up), for headlines. */
export function wholeDollars(cents: number): string {
  return usd(Math.sign(cents) * Math.round(Math.abs(cents) / 100) * 100);
}
