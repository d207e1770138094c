// The historical model's part of a projection (docs/model.md#historical-markets): the month each
// path starts in, how many complete windows a horizon has, the block a historical projection adds
// (the windows, their first and last start months, and the worst and best start months by the
// balance at the target age), every window's run and every window's path over the checkpoint ages
// (docs/api.md#every-run-of-history).
// Browser-safe, like the rest of the wrapper.
import * as L from '../../assembly/layout.js';
import { itemAt } from '../common/checked.js';
import { centString } from '../common/format.js';
import { nearestEven } from '../common/rounding.js';
import type { Historical } from '../schemas/projection.js';

const MONTHS_PER_YEAR = 12;

/** "YYYY-MM" of the month window w starts in (w = 0: January 1871). */
export function historyMonth(w: number): string {
  const index = L.HISTORY_FIRST_YEAR * MONTHS_PER_YEAR + (L.HISTORY_FIRST_MONTH - 1) + w;
  const month = (index % MONTHS_PER_YEAR) + 1;
  return `${Math.floor(index / MONTHS_PER_YEAR)}-${String(month).padStart(2, '0')}`;
}

export const HISTORY_FIRST_YEAR_MONTH = historyMonth(0);
export const HISTORY_LAST_YEAR_MONTH = historyMonth(L.HISTORY_MONTHS - 1);

/** Windows of `months` steps that end within `history` months of data: W - months + 1 (the paths
 *  of a historical projection; at least 402 for the longest horizon, 1428 months). */
export function completeWindows(months: number, history = L.HISTORY_MONTHS): number {
  return Math.max(0, history - months + 1);
}

/** The worst and best windows by final balance; on a tie the earlier start wins. */
export function extremeWindows(finals: ArrayLike<number>): { worst: number; best: number } {
  let worst = 0;
  let best = 0;
  for (let w = 1; w < finals.length; w++) {
    const final = itemAt(finals, w);
    if (final < itemAt(finals, worst)) worst = w;
    if (final > itemAt(finals, best)) best = w;
  }
  return { worst, best };
}

/** The `historical` block, from every complete window's balance at the target age (window w
 *  starts in historyMonth(w)). */
export function historicalBlock(finals: Float64Array): Historical {
  const { worst, best } = extremeWindows(finals);
  const window = (w: number) => ({ startMonth: historyMonth(w), finalNominalCents: centString(itemAt(finals, w)) });
  return {
    firstMonth: HISTORY_FIRST_YEAR_MONTH,
    lastMonth: HISTORY_LAST_YEAR_MONTH,
    windows: finals.length,
    completeWindows: finals.length,
    firstStartMonth: historyMonth(0),
    lastStartMonth: historyMonth(finals.length - 1),
    worst: window(worst),
    best: window(best),
  };
}

/** One window of history: the month it starts in and its balance at the target age, in dollars of
 *  that day and in asOf's dollars (deflated and rounded as the real percentiles are). */
export interface HistoricalRun {
  startMonth: string;
  finalNominalCents: string;
  finalRealCents: string;
}

/** Every window's run, in the order of their start months, from each window's balance at the target
 *  age and the deflator of that age (docs/api.md#every-run-of-history). */
export function historicalRuns(finals: ArrayLike<number>, deflator: number): HistoricalRun[] {
  return Array.from({ length: finals.length }, (_, w) => {
    const final = itemAt(finals, w);
    return {
      startMonth: historyMonth(w),
      finalNominalCents: centString(final),
      finalRealCents: centString(nearestEven(final / deflator)),
    };
  });
}

/** Every window's path: its balance at each reported checkpoint age (every birthday and the target),
 *  in dollars of that age and in asOf's dollars, column by column as the engine keeps them:
 *  `nominalCents[c][w]` is window w's balance at `ages[c]` (window w starts in historyMonth(w)). */
export interface HistoricalPaths {
  ages: number[];
  nominalCents: Float64Array[];
  realCents: Float64Array[];
}

/** The paths from the engine's columns at `ages` and the deflator of each age; real values deflated
 *  and rounded to the cent (ties to even) as the real percentiles are (docs/model.md#rates). */
export function historicalPaths(
  ages: readonly number[],
  columns: readonly Float64Array[],
  deflators: readonly number[],
): HistoricalPaths {
  const realCents = columns.map((column, c) => {
    const deflator = itemAt(deflators, c);
    return column.map((cents) => nearestEven(cents / deflator));
  });
  return { ages: [...ages], nominalCents: [...columns], realCents };
}
