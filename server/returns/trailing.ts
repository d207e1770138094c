// Trailing returns (docs/api.md#returns), pure math over adjusted closes (dividends reinvested,
// splits undone).
//
//   value(N) = (adj_end / adj_start)^(1/N) - 1            nominal annualized return (CAGR)
//
// adj_end is the close on asOf; adj_start is the last close on or before the same calendar date N
// years earlier (29 February maps to 28 February in a common year). The value is null when the
// series has no close on or before that date (its first close comes after it) or none on asOf.
// Rounded to 6 decimals. asOf is the latest trading date on which every fund with data has a close.
import { itemAt } from '../../core/common/checked.js';
import { isLeapYear } from '../../core/common/dates.js';

/** Trading dates (YYYY-MM-DD, ascending, unique) and their adjusted closes (finite, > 0). */
export interface Series {
  readonly dates: readonly string[];
  readonly closes: readonly number[];
}

export const LONGEST_PERIOD_YEARS = 10;

type PeriodKey = '1y' | '5y' | '10y';
export type FundReturns = Record<PeriodKey, number | null>;

/** Decimal places of a reported return: 0.000001 = 0.0001 percentage points. */
const RETURN_DECIMALS = 6;

/** Rounds half away from zero on the exact value of the double (Number#toFixed). */
export function roundReturn(value: number): number {
  const rounded = Number(value.toFixed(RETURN_DECIMALS));
  return rounded === 0 ? 0 : rounded; // no -0
}

/** The same calendar date `years` years before `date`; 29 February becomes 28 February when needed. */
export function sameDateYearsBefore(date: string, years: number): string {
  const year = Number(date.slice(0, 4)) - years;
  const monthDay = date.slice(4);
  const day = monthDay === '-02-29' && !isLeapYear(year) ? '-02-28' : monthDay;
  return `${String(year).padStart(4, '0')}${day}`;
}

/** Index of the last date on or before `date` (dates ascending), or -1 when every date is after it. */
export function indexOnOrBefore(dates: readonly string[], date: string): number {
  let low = 0;
  let high = dates.length; // answer in [low - 1, high - 1]
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (itemAt(dates, middle) <= date) low = middle + 1;
    else high = middle;
  }
  return low - 1;
}

/** The N-year value on asOf, or null when the series has no close on asOf or does not reach back N years. */
export function trailingReturn(series: Series, asOf: string, years: number): number | null {
  const end = indexOnOrBefore(series.dates, asOf);
  if (end < 0 || series.dates[end] !== asOf) return null;
  const start = indexOnOrBefore(series.dates, sameDateYearsBefore(asOf, years));
  if (start < 0) return null;
  return roundReturn((itemAt(series.closes, end) / itemAt(series.closes, start)) ** (1 / years) - 1);
}

export function trailingReturns(series: Series, asOf: string): FundReturns {
  return {
    '1y': trailingReturn(series, asOf, 1),
    '5y': trailingReturn(series, asOf, 5),
    '10y': trailingReturn(series, asOf, 10),
  };
}

/** The latest date on which every series has a close; null when there is none (or no series). */
export function latestCommonDate(all: readonly Series[]): string | null {
  const [shortest, ...others] = [...all].sort((a, b) => a.dates.length - b.dates.length);
  if (shortest === undefined) return null;
  for (let i = shortest.dates.length - 1; i >= 0; i--) {
    const date = itemAt(shortest.dates, i);
    if (others.every((series) => series.dates[indexOnOrBefore(series.dates, date)] === date)) return date;
  }
  return null;
}
