// Calendar dates as plain numbers (proleptic Gregorian), with the month arithmetic of the model:
// addMonths keeps the day of month, capped at the month's last day (31 Jan + 1 month = 28/29 Feb).
import { itemAt } from './checked.js';

export interface CivilDate {
  year: number;
  month: number; // 1..12
  day: number; // 1..31
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** month: 1..12. */
export function daysInMonth(year: number, month: number): number {
  return month === 2 ? (isLeapYear(year) ? 29 : 28) : itemAt(DAYS_IN_MONTH, month - 1);
}

/** Parses YYYY-MM-DD; undefined unless it names a real calendar date. */
export function parseDate(text: string): CivilDate | undefined {
  const match = ISO_DATE.exec(text);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  // Year 0000 is a valid ISO 8601 year (1 BC, a leap year in the proleptic Gregorian calendar).
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return undefined;
  return { year, month, day };
}

/** Negative, zero or positive as a is before, equal to or after b. */
export function compareDates(a: CivilDate, b: CivilDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

/** The year of addMonths(date, months), without making the date. */
export function yearAfterMonths(date: CivilDate, months: number): number {
  return Math.floor((date.year * 12 + (date.month - 1) + months) / 12);
}

export function addMonths(date: CivilDate, months: number): CivilDate {
  const index = date.year * 12 + (date.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = index - year * 12 + 1;
  return { year, month, day: Math.min(date.day, daysInMonth(year, month)) };
}

/** The largest n >= 0 with addMonths(from, n) <= to (completed months); 0 when to < from. */
export function completedMonths(from: CivilDate, to: CivilDate): number {
  if (compareDates(to, from) < 0) return 0;
  let months = (to.year - from.year) * 12 + (to.month - from.month);
  if (compareDates(addMonths(from, months), to) > 0) months -= 1;
  return months;
}

export function formatDate(date: CivilDate): string {
  const pad = (value: number, width: number) => String(value).padStart(width, '0');
  return `${pad(date.year, 4)}-${pad(date.month, 2)}-${pad(date.day, 2)}`;
}

/** "July 4, 2026" from "2026-07-04": fixed English, so every host prints the same sentence. */
export function longDate(iso: string): string {
  const date = parseDate(iso);
  if (date === undefined) throw new Error(`longDate: ${iso} is not a date`);
  return `${itemAt(MONTH_NAMES, date.month - 1)} ${date.day}, ${date.year}`;
}

/** "July 1964" from "1964-07". */
export function longMonth(yearMonth: string): string {
  const date = parseDate(`${yearMonth}-01`);
  if (date === undefined) throw new Error(`longMonth: ${yearMonth} is not a month`);
  return `${itemAt(MONTH_NAMES, date.month - 1)} ${date.year}`;
}
