// What people type and what the page shows, converted exactly: dollars <-> CentStrings and
// percentages <-> decimal fractions by moving the decimal point in the text (no float arithmetic,
// so "7.1" % is Number("0.071") and every fraction comes back as the text it was written from).
// (split() always gives a first part: the `= ''` defaults on it below are for the compiler.)
// How the page writes money and ages lives in core/answer/words.ts, which the server shares.
import type { Basis } from '../../core/answer/words.js';
import { itemAt } from '../../core/common/checked.js';
import type { Projection } from '../../core/schemas/projection.js';

import { words } from './words.js';

export { type Basis, centsToDollars, formatCents, money, typedMoney } from '../../core/answer/words.js';

/** 210 -> "17 years 6 months", in the page's language. */
export const ageText = words.answer.ageText;

/** "today's dollars" or "future dollars", for headings and sentences. */
export function basisWords(basis: Basis): string {
  return words.answer.basis(basis === 'real');
}

/** What the bands are made of: "simulated markets" or "starting months of market history". */
export function marketsWords(projection: Projection): string {
  return words.answer.markets(Boolean(projection.historical));
}

export type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };

const DOLLARS = /^(\d*)(?:\.(\d*))?$/;

/** "$1,234.5" -> "123450": whole cents as a CentString, from dollars with at most two decimals. */
export function dollarsToCents(text: string): Parsed<string> {
  const plain = text.trim().replace(/^\$/, '').replace(/,/g, '');
  const match = DOLLARS.exec(plain);
  if (plain === '' || plain === '.' || !match) return { ok: false, message: words.parse.dollars };
  const cents = match[2] ?? '';
  if (cents.length > 2) return { ok: false, message: words.parse.cents };
  const digits = `${match[1]}${cents.padEnd(2, '0')}`.replace(/^0+(?=\d)/, '');
  return { ok: true, value: digits };
}

/** A short label for a chart axis: $0, $950, $12k, $1.2M. */
export function formatShortDollars(cents: number): string {
  const dollars = cents / 100;
  const magnitude = Math.abs(dollars);
  const short = (value: number, unit: string) => `$${Number(value.toPrecision(3))}${unit}`;
  if (magnitude >= 1e9) return short(dollars / 1e9, 'B');
  if (magnitude >= 1e6) return short(dollars / 1e6, 'M');
  if (magnitude >= 1e3) return short(dollars / 1e3, 'k');
  return `$${Math.round(dollars)}`;
}

/** Moves the decimal point of a plain decimal text ("-12.5") by `places` (positive: right). */
export function shiftDecimal(text: string, places: number): string {
  const negative = text.startsWith('-');
  const [whole = '', fraction = ''] = (negative ? text.slice(1) : text).split('.');
  const digits = whole + fraction;
  const point = whole.length + places;
  let shifted: string;
  if (point <= 0) shifted = `0.${'0'.repeat(-point)}${digits}`;
  else if (point >= digits.length) shifted = digits + '0'.repeat(point - digits.length);
  else shifted = `${digits.slice(0, point)}.${digits.slice(point)}`;
  let [intPart = '', fracPart = ''] = shifted.split('.');
  intPart = intPart.replace(/^0+(?=\d)/, '');
  fracPart = fracPart.replace(/0+$/, '');
  const result = fracPart === '' ? intPart : `${intPart}.${fracPart}`;
  return negative && /[1-9]/.test(result) ? `-${result}` : result;
}

/** The plain decimal text of a number, without exponent: 1e-7 -> "0.0000001". */
export function plainDecimal(value: number): string {
  const text = String(value);
  const match = /^(-?)(\d+(?:\.\d+)?)e([+-]\d+)$/.exec(text);
  if (!match) return text;
  return itemAt(match, 1) + shiftDecimal(itemAt(match, 2), Number(itemAt(match, 3)));
}

const DECIMAL = /^-?(?:\d+\.?\d*|\.\d+)$/;

/** "7.1" (percent) -> 0.071, exactly the number the text "0.071" names. */
export function percentToFraction(text: string): Parsed<number> {
  const plain = text.trim().replace(/%$/, '').trim();
  if (!DECIMAL.test(plain)) return { ok: false, message: words.parse.percent };
  return { ok: true, value: Number(shiftDecimal(plain, -2)) };
}

/** 0.071 -> "7.1": the percentage text that percentToFraction turns back into the same number. */
export function fractionToPercent(value: number): string {
  return shiftDecimal(plainDecimal(value), 2);
}

/** A whole number typed into a field, grouped with commas or not ("2,000"); negative only when allowed. */
export function parseWhole(text: string, allowNegative = false): Parsed<number> {
  const trimmed = text.trim();
  const plain = /^-?\d{1,3}(,\d{3})+$/.test(trimmed) ? trimmed.replace(/,/g, '') : trimmed;
  if (!(allowNegative ? /^-?\d+$/ : /^\d+$/).test(plain)) {
    return { ok: false, message: allowNegative ? words.parse.wholeSigned : words.parse.whole };
  }
  return { ok: true, value: Number(plain) };
}

/** Today's date in the reader's own time zone, YYYY-MM-DD. */
export function localToday(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
