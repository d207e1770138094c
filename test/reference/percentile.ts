// Percentiles by a plain sort, the reference for the engine's (docs/model.md#percentiles): type 7,
// h = (n - 1) q, between the two order statistics around it, rounded to the nearest cent.
import { nearest } from './model.js';

/** The type 7 percentile at `level` of cents, unrounded. */
export function type7Value(values: readonly bigint[], level: number): number {
  const sorted = values.map(Number).sort((a, b) => a - b);
  const h = (sorted.length - 1) * level;
  const lo = Math.floor(h);
  const x = sorted[lo] as number;
  return lo + 1 < sorted.length ? x + ((sorted[lo + 1] as number) - x) * (h - lo) : x;
}

/** The type 7 percentile at `level` of cents, as the decimal string the API writes. */
export function type7(values: readonly bigint[], level: number): string {
  return String(nearest(type7Value(values, level)));
}
