// The few order statistics the bands read (docs/performance.md#after-tax), without sorting thousands
// of values: the values are counted into buckets by where they lie between the smallest and the
// largest (a monotone map, so a bucket's values are all below the next bucket's), the counts say
// which bucket holds each rank, and only those buckets' values are ordered, by the same means while
// they are many. Counting has no branch that depends on the values, which the partitions of a
// quickselect mispredict half the time. Browser-safe.

/** At most this many values are sorted outright. */
const FEW = 64;

/** Buckets per pass (at most; fewer for fewer values). */
const BUCKETS = 1024;

/** values[rank] of the sorted values, for each of `ranks` (ascending, distinct, below
 *  values.length), into `into` at the same positions, from `from` on. */
function select(values: Float64Array, ranks: readonly number[], into: number[], from: number): void {
  const n = values.length;
  if (n <= FEW) {
    const sorted = values.slice().sort();
    ranks.forEach((rank, i) => {
      into[from + i] = sorted[rank] as number;
    });
    return;
  }
  let lo = Number.POSITIVE_INFINITY;
  let hi = Number.NEGATIVE_INFINITY;
  for (let i = 0; i < n; i++) {
    const x = values[i] as number;
    lo = x < lo ? x : lo;
    hi = x > hi ? x : hi;
  }
  if (lo === hi) {
    ranks.forEach((_, i) => {
      into[from + i] = lo;
    });
    return;
  }
  const buckets = Math.min(BUCKETS, n);
  const last = buckets - 1;
  // Monotone in x: a difference from lo, a product by a positive number and a floor, each rounded
  // monotonely.
  const scale = buckets / (hi - lo);
  const counts = new Int32Array(buckets);
  for (let i = 0; i < n; i++) {
    const b = Math.min(last, Math.floor(((values[i] as number) - lo) * scale));
    counts[b] = (counts[b] as number) + 1;
  }
  // Each rank's bucket and its rank among the bucket's values; the buckets needed, in order.
  const needed: number[] = [];
  const firstOf: number[] = [];
  const within: number[][] = [];
  let before = 0;
  let r = 0;
  for (let b = 0; b < buckets && r < ranks.length; b++) {
    const count = counts[b] as number;
    while (r < ranks.length && (ranks[r] as number) < before + count) {
      if (needed.at(-1) !== b) {
        needed.push(b);
        firstOf.push(r);
        within.push([]);
      }
      (within.at(-1) as number[]).push((ranks[r] as number) - before);
      r++;
    }
    before += count;
  }
  // Each needed bucket's values, gathered in one pass.
  const slotOf = new Int16Array(buckets).fill(-1);
  const gathered = needed.map((b, s) => {
    slotOf[b] = s;
    return new Float64Array(counts[b] as number);
  });
  const filled = new Int32Array(needed.length);
  for (let i = 0; i < n; i++) {
    const x = values[i] as number;
    const s = slotOf[Math.min(last, Math.floor((x - lo) * scale))] as number;
    if (s >= 0) {
      (gathered[s] as Float64Array)[filled[s] as number] = x;
      filled[s] = (filled[s] as number) + 1;
    }
  }
  gathered.forEach((bucket, s) => {
    select(bucket, within[s] as number[], into, from + (firstOf[s] as number));
  });
}

/** The values a sort of `values` would put at each of `ranks` (ascending, distinct, each below
 *  values.length), in the order of `ranks`. */
export function orderStatistics(values: Float64Array, ranks: readonly number[]): number[] {
  const into = new Array<number>(ranks.length).fill(0);
  if (ranks.length > 0) select(values, ranks, into, 0);
  return into;
}
