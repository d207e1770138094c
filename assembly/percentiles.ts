// Percentile bands at each checkpoint (DESIGN 5): the 10th, 25th, 50th, 75th and 90th
// percentiles by linear interpolation between order statistics, h = (n - 1) * q, as numpy's default
// ("linear", Hyndman & Fan type 7): v = x[lo] + (x[lo + 1] - x[lo]) * (h - lo). Nominal cents are
// nearest(v); real cents deflate the unrounded v: nearest(v / D(m)).
// Order statistics by quickselect on a copy of the checkpoint's row, each rank searched only in
// the part of the row the previous ranks left above them.
import {
  deflators, params, paths, percentilesNominal, percentilesReal, scratch,
} from "./buffers";
import { P_CHECKPOINTS, PERCENTILE_ROWS } from "./layout";
import { MAX_SAFE_CENTS } from "./schedule";

const LEVELS: StaticArray<f64> = [0.1, 0.25, 0.5, 0.75, 0.9];

@inline function swap(values: StaticArray<f64>, i: i32, j: i32): void {
  const t = unchecked(values[i]);
  unchecked(values[i] = values[j]);
  unchecked(values[j] = t);
}

/** Rearranges values[left..right] so that values[rank] holds the value a sort would put there,
 *  with nothing larger before it and nothing smaller after it. */
function select(values: StaticArray<f64>, left: i32, right: i32, rank: i32): void {
  while (right > left) {
    // Median of three as the pivot, moved to values[left].
    const mid = left + ((right - left) >> 1);
    if (unchecked(values[mid]) < unchecked(values[left])) swap(values, mid, left);
    if (unchecked(values[right]) < unchecked(values[left])) swap(values, right, left);
    if (unchecked(values[right]) < unchecked(values[mid])) swap(values, right, mid);
    swap(values, mid, left);
    const pivot = unchecked(values[left]);
    // Hoare partition.
    let i = left;
    let j = right + 1;
    while (true) {
      do i++; while (i <= right && unchecked(values[i]) < pivot);
      do j--; while (unchecked(values[j]) > pivot);
      if (i >= j) break;
      swap(values, i, j);
    }
    swap(values, left, j);
    if (j == rank) return;
    if (j < rank) left = j + 1;
    else right = j - 1;
  }
}

/** The smallest of values[from..to]. */
function minimum(values: StaticArray<f64>, from: i32, to: i32): f64 {
  let m = unchecked(values[from]);
  for (let i = from + 1; i <= to; i++) m = Math.min(m, unchecked(values[i]));
  return m;
}

/** Fills the percentile tables from paths[]; false when a percentile is beyond exact cents. */
export function computePercentiles(pathCount: i32): bool {
  const checkpoints = <i32>params[P_CHECKPOINTS];
  const last = pathCount - 1;
  for (let c = 0; c < checkpoints; c++) {
    memory.copy(changetype<usize>(scratch), changetype<usize>(paths) + ((<usize>c * pathCount) << 3), <usize>pathCount << 3);
    let left = 0;
    for (let r = 0; r < PERCENTILE_ROWS; r++) {
      const h = <f64>last * unchecked(LEVELS[r]);
      const lo = <i32>Math.floor(h);
      const t = h - <f64>lo;
      select(scratch, left, last, lo);
      const a = unchecked(scratch[lo]);
      let v = a;
      if (t > 0) v = a + (minimum(scratch, lo + 1, last) - a) * t;
      if (!(v <= MAX_SAFE_CENTS)) return false;
      unchecked(percentilesNominal[r * checkpoints + c] = nearest(v));
      unchecked(percentilesReal[r * checkpoints + c] = nearest(v / unchecked(deflators[c])));
      left = lo;
    }
  }
  return true;
}
