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

/** Counts and bucket slots, kept between calls (docs/performance.md#after-tax): a call uses them
 *  before it selects again within its buckets, and leaves them all zero and all -1 again. */
const COUNTS = new Int32Array(BUCKETS);
const SLOTS = new Int16Array(BUCKETS).fill(-1);

/** Whether a typed array's sort puts x before y: the numbers' order, -0 before +0, NaN last. */
function before(x: number, y: number): boolean {
  if (x < y) return true;
  if (x === 0 && y === 0) return Object.is(x, -0) && !Object.is(y, -0);
  return !Number.isNaN(x) && Number.isNaN(y);
}

/** values[start, end) (at most FEW) in the order a typed array's sort gives, by insertion into
 *  `sorted` from 0. */
function sortFew(values: Float64Array, start: number, end: number, sorted: Float64Array): void {
  for (let i = start; i < end; i++) {
    const x = values[i] as number;
    let j = i - start;
    while (j > 0 && before(x, sorted[j - 1] as number)) {
      sorted[j] = sorted[j - 1] as number;
      j--;
    }
    sorted[j] = x;
  }
}

/** Room for sortFew. */
const FEW_SORTED = new Float64Array(FEW);

/** Where the outermost call gathers its buckets' values, kept between calls and grown when a call
 *  needs more (a call within a bucket gathers into an array of its own). */
let gatheredKept = new Float64Array(256);

/** values[start + rank] of the sorted values[start, end), for each rank ranks[r] of r in [first,
 *  last) (ascending, distinct, below end - start), into `into[from + r]`. */
function select(
  values: Float64Array,
  start: number,
  end: number,
  ranks: readonly number[],
  first: number,
  last: number,
  into: number[],
  from: number,
  outermost: boolean,
): void {
  const n = end - start;
  if (n <= FEW) {
    sortFew(values, start, end, FEW_SORTED);
    for (let r = first; r < last; r++) into[from + r] = FEW_SORTED[ranks[r] as number] as number;
    return;
  }
  let lo = Number.POSITIVE_INFINITY;
  let hi = Number.NEGATIVE_INFINITY;
  for (let i = start; i < end; i++) {
    const x = values[i] as number;
    lo = x < lo ? x : lo;
    hi = x > hi ? x : hi;
  }
  if (lo === hi) {
    for (let r = first; r < last; r++) into[from + r] = lo;
    return;
  }
  const buckets = Math.min(BUCKETS, n);
  const top = buckets - 1;
  // Monotone in x: a difference from lo, a product by a positive number and a floor, each rounded
  // monotonely. The product lies in [0, buckets], so its integer part (| 0, an int32 index at once,
  // where Math.floor gives a double) is its floor; a NaN, which no total an answer shows can be,
  // falls in the last bucket.
  const scale = buckets / (hi - lo);
  const counts = COUNTS;
  for (let i = start; i < end; i++) {
    const f = ((values[i] as number) - lo) * scale;
    const b = f < top ? f | 0 : top;
    counts[b] = (counts[b] as number) + 1;
  }
  // Each rank's bucket and its rank among the bucket's values (ranks of one bucket are consecutive):
  // the buckets needed, in order, where each one's values go in one array of them all, and the
  // first of its ranks.
  const needed: number[] = [];
  const firstOf: number[] = [];
  const offsets: number[] = [];
  const within: number[] = [];
  let size = 0;
  let count = 0;
  let r = first;
  for (let b = 0; b < buckets && r < last; b++) {
    const inBucket = counts[b] as number;
    while (r < last && (ranks[r] as number) < count + inBucket) {
      if (needed.at(-1) !== b) {
        needed.push(b);
        firstOf.push(r);
        offsets.push(size);
        size += inBucket;
      }
      within.push((ranks[r] as number) - count);
      r++;
    }
    count += inBucket;
  }
  firstOf.push(last);
  // Each needed bucket's values, gathered in one pass.
  const slots = SLOTS;
  const filled = offsets.slice();
  for (let s = 0; s < needed.length; s++) slots[needed[s] as number] = s;
  if (outermost && gatheredKept.length < size) gatheredKept = new Float64Array(Math.max(size, 2 * gatheredKept.length));
  const gathered = outermost ? gatheredKept : new Float64Array(size);
  for (let i = start; i < end; i++) {
    const x = values[i] as number;
    const f = (x - lo) * scale;
    const s = slots[f < top ? f | 0 : top] as number;
    if (s >= 0) {
      gathered[filled[s] as number] = x;
      filled[s] = (filled[s] as number) + 1;
    }
  }
  counts.fill(0, 0, buckets);
  for (const b of needed) slots[b] = -1;
  for (let s = 0; s < needed.length; s++) {
    // Its ranks, ranks[firstOf[s] .. firstOf[s + 1]), are within[r - first]: results at from + r.
    const [a, b] = [(firstOf[s] as number) - first, (firstOf[s + 1] as number) - first];
    select(gathered, offsets[s] as number, filled[s] as number, within, a, b, into, from + first, false);
  }
}

/** The values a sort of `values` would put at each of `ranks` (ascending, distinct, each below
 *  values.length), in the order of `ranks`. */
export function orderStatistics(values: Float64Array, ranks: readonly number[]): number[] {
  const into = new Array<number>(ranks.length).fill(0);
  if (ranks.length > 0) select(values, 0, values.length, ranks, 0, ranks.length, into, 0, true);
  return into;
}
