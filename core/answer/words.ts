// How the page writes money and its choice of dollars (ages and other words: core/i18n/) (docs/api.md#website), in code that
// needs no DOM, so the server writes the first answer into the page with the very functions the
// page's scripts use (docs/api.md#the-first-answer-at-once).
/** The two ways the page can state an amount (docs/api.md#website). */
export type Basis = 'nominal' | 'real';

/** Thousands, for grouping digits by hand. */
const GROUPS = /\B(?=(\d{3})+(?!\d))/g;

/** "123450" -> "1234.50", for an amount field. */
export function centsToDollars(cents: string): string {
  const negative = cents.startsWith('-');
  const digits = (negative ? cents.slice(1) : cents).padStart(3, '0');
  return `${negative ? '-' : ''}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

/** "-123456789" -> "-$1,234,567.89", grouped by hand so every browser prints the same text. */
export function formatCents(cents: string): string {
  const plain = centsToDollars(cents);
  const negative = plain.startsWith('-');
  const [whole = '', fraction] = (negative ? plain.slice(1) : plain).split('.');
  return `${negative ? '-' : ''}$${whole.replace(GROUPS, ',')}.${fraction}`;
}

/** The page's one way of writing money (docs/api.md#website): "$52,348", to the whole dollar, half a
 *  dollar away from zero, exact at any size (a step-up can take a total past 2^53 cents). */
export function money(cents: string | number): string {
  const value = BigInt(typeof cents === 'number' ? Math.round(cents) : cents);
  const whole = ((value < 0n ? -value : value) + 50n) / 100n;
  return `${value < 0n && whole > 0n ? '-' : ''}$${whole.toString().replace(GROUPS, ',')}`;
}

/** An amount as someone typed it, in the same format: "$100", and its cents only when it has some ("$25.50"). */
export function typedMoney(cents: string): string {
  return formatCents(cents).replace(/\.00$/, '');
}
