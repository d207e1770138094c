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

/** decimalDollars of cents at any size, exactly: what the statute cut can pass 2^53 cents. */
export function decimalDollarsExact(cents: bigint): string {
  const sign = cents < 0n ? '-' : '';
  const whole = cents < 0n ? -cents : cents;
  return `${sign}${whole / 100n}.${String(whole % 100n).padStart(2, '0')}`;
}

/** "$5,000" for whole dollars, "$12.50" otherwise. */
export function usd(cents: number): string {
  return dollars(cents).replace(/\.00$/, '');
}

/** "0.1%" from 0.001; toPrecision drops the binary noise of the multiplication. */
export function percent(fraction: number): string {
  return `${Number((fraction * 100).toPrecision(12))}%`;
}

/** A share (of paths, of markets) as a whole percent, to the nearest, half up: 0.569 is "57%". Only
 *  none is "0%" and only all is "100%": a share that rounds to either says so ("less than 1%", "more
 *  than 99%"), so a goal reached on 17 paths of 2,000 never reads as impossible. toPrecision drops
 *  the binary noise of the multiplication (0.285 * 100 is 28.499999999999996), so a tie is a tie. */
export function wholePercent(share: number): string {
  const whole = Math.round(Number((share * 100).toPrecision(12)));
  if (whole === 0 && share > 0) return 'less than 1%';
  if (whole === 100 && share < 1) return 'more than 99%';
  return `${whole}%`;
}

/** "$52,348" from 5234751: to the nearest whole dollar (half a dollar up), for headlines. */
export function wholeDollars(cents: number): string {
  return usd(Math.sign(cents) * Math.round(Math.abs(cents) / 100) * 100);
}
