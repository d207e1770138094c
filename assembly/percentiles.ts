// Percentile bands at each checkpoint (docs/model.md#percentiles): the 10th, 25th, 50th, 75th and
// 90th percentiles by linear interpolation between order statistics, h = (n - 1) * q, as numpy's
// default ("linear", Hyndman & Fan type 7): v = x[lo] + (x[lo + 1] - x[lo]) * (h - lo). Nominal
// cents are nearest(v); real cents deflate the unrounded v: nearest(v / D(m)).
//
// Order statistics by bucket select, exact as a sort but ten times cheaper than quickselect
// (docs/performance.md#percentiles-bucket-select): a histogram of each value's order-preserving bit
// pattern less the row's lowest, shifted so the row's range fills at most BUCKETS buckets; prefix
// sums name the bucket that holds each wanted rank; one more pass gathers just those buckets'
// values, and quickselect runs inside them.
//
// The bucket of a value is (key - lowest) >> shift, never (key >> shift) - (lowest >> shift): the
// latter rounds both ends down separately and reaches BUCKETS when the span's top bits are all set
// (a write past bucketCounts, and wrong bands, before this was fixed).
import { deflators, params, scratch } from "./buffers";
import { P_CHECKPOINTS, PERCENTILE_ROWS } from "./layout";
import { MAX_SAFE_CENTS } from "./schedule";
import { checkIndex } from "./checks";

const LEVELS: StaticArray<f64> = [0.1, 0.25, 0.5, 0.75, 0.9];
const RANKS = 2 * PERCENTILE_ROWS; // lo and lo + 1 of each level
const BUCKET_BITS = 11;
const BUCKETS = 1 << BUCKET_BITS;
const NO_SLOT: i32 = -1;

const bucketCounts = new StaticArray<i32>(BUCKETS);
const bucketSlot = new StaticArray<i32>(BUCKETS); // NO_SLOT, or the gathered region of the bucket
const rankOf = new StaticArray<i32>(RANKS);
const rankBucket = new StaticArray<i32>(RANKS);
const rankBefore = new StaticArray<i32>(RANKS); // values in buckets below the rank's bucket
const slotStart = new StaticArray<i32>(RANKS);
const slotFill = new StaticArray<i32>(RANKS);
const rankValue = new StaticArray<f64>(RANKS);
initSlots();

function initSlots(): void {
  for (let b = 0; b < BUCKETS; b++) bucketSlot[b] = NO_SLOT;
}

/** Maps a double to an unsigned integer with the same order. */
@inline function orderKey(value: f64): u64 {
  const bits = reinterpret<u64>(value);
  return <i64>bits < 0 ? ~bits : bits | 0x8000000000000000;
}

@inline function swap(values: usize, i: i32, j: i32): void {
  const a = values + (<usize>i << 3);
  const b = values + (<usize>j << 3);
  const t = load<f64>(a);
  store<f64>(a, load<f64>(b));
  store<f64>(b, t);
}

@inline function at(values: usize, i: i32): f64 {
  return load<f64>(values + (<usize>i << 3));
}

/** Rearranges values[left..right] so that values[rank] holds the value a sort would put there. */
function select(values: usize, left: i32, right: i32, rank: i32): void {
  while (right > left) {
    const mid = left + ((right - left) >> 1);
    if (at(values, mid) < at(values, left)) swap(values, mid, left);
    if (at(values, right) < at(values, left)) swap(values, right, left);
    if (at(values, right) < at(values, mid)) swap(values, right, mid);
    swap(values, mid, left);
    const pivot = at(values, left);
    let i = left;
    let j = right + 1;
    while (true) {
      do i++; while (i <= right && at(values, i) < pivot);
      do j--; while (at(values, j) > pivot);
      if (i >= j) break;
      swap(values, i, j);
    }
    swap(values, left, j);
    if (j == rank) return;
    if (j < rank) left = j + 1;
    else right = j - 1;
  }
}

/** The bucket of a value in a row whose smallest key is `lowest`: in [0, BUCKETS). */
@inline function bucketOf(value: f64, lowest: u64, shift: u64): i32 {
  const b = <i32>((orderKey(value) - lowest) >> shift);
  checkIndex(b, BUCKETS);
  return b;
}

/** Finds the values of ranks rankOf[0..RANKS) in row[0..n): rankValue[r]. */
function selectRanks(row: usize, n: i32, gathered: usize): void {
  let lowest: u64 = u64.MAX_VALUE;
  let highest: u64 = 0;
  for (let i = 0; i < n; i++) {
    const key = orderKey(at(row, i));
    lowest = key < lowest ? key : lowest;
    highest = key > highest ? key : highest;
  }
  const span = highest - lowest;
  const spanBits = 64 - <i32>clz<u64>(span);
  // span < 2^spanBits, so span >> shift < 2^BUCKET_BITS = BUCKETS.
  const shift = <u64>(spanBits > BUCKET_BITS ? spanBits - BUCKET_BITS : 0);

  memory.fill(changetype<usize>(bucketCounts), 0, BUCKETS << 2);
  for (let i = 0; i < n; i++) {
    const b = bucketOf(at(row, i), lowest, shift);
    unchecked(bucketCounts[b]++);
  }

  // Walk the buckets once, naming the bucket of each rank (ranks ascend) and giving each distinct
  // bucket a slot in the gathered area.
  let r = 0;
  let below = 0;
  let slots = 0;
  let offset = 0;
  for (let b = 0; b < BUCKETS && r < RANKS; b++) {
    const count = unchecked(bucketCounts[b]);
    while (r < RANKS && unchecked(rankOf[r]) < below + count) {
      if (unchecked(bucketSlot[b]) == NO_SLOT) {
        unchecked(bucketSlot[b] = slots);
        unchecked(slotStart[slots] = offset);
        unchecked(slotFill[slots] = offset);
        offset += count;
        slots++;
      }
      unchecked(rankBucket[r] = b);
      unchecked(rankBefore[r] = below);
      r++;
    }
    below += count;
  }

  for (let i = 0; i < n; i++) {
    const value = at(row, i);
    const slot = unchecked(bucketSlot[bucketOf(value, lowest, shift)]);
    if (slot != NO_SLOT) {
      checkIndex(slot, RANKS);
      const fill = unchecked(slotFill[slot]);
      checkIndex(fill, n);
      store<f64>(gathered + (<usize>fill << 3), value);
      unchecked(slotFill[slot] = fill + 1);
    }
  }

  for (let k = 0; k < RANKS; k++) {
    const b = unchecked(rankBucket[k]);
    const slot = unchecked(bucketSlot[b]);
    const start = unchecked(slotStart[slot]);
    const index = start + unchecked(rankOf[k]) - unchecked(rankBefore[k]);
    checkIndex(slot, RANKS);
    checkIndex(index, n);
    select(gathered, start, unchecked(slotFill[slot]) - 1, index);
    unchecked(rankValue[k] = at(gathered, index));
  }
  for (let k = 0; k < RANKS; k++) unchecked(bucketSlot[rankBucket[k]] = NO_SLOT);
}

/** Fills the percentile tables `nominal` and `real` from the checkpoint-major balances `source`
 *  (paths[] or sidePaths[]); false when a percentile is beyond exact cents. */
export function computePercentiles(
  pathCount: i32, source: StaticArray<f64>, nominal: StaticArray<f64>, real: StaticArray<f64>,
): bool {
  const checkpoints = <i32>params[P_CHECKPOINTS];
  const last = pathCount - 1;
  for (let r = 0; r < PERCENTILE_ROWS; r++) {
    const lo = <i32>Math.floor(<f64>last * unchecked(LEVELS[r]));
    unchecked(rankOf[2 * r] = lo);
    unchecked(rankOf[2 * r + 1] = lo < last ? lo + 1 : lo);
  }
  const pathsAt = changetype<usize>(source);
  const gathered = changetype<usize>(scratch);
  for (let c = 0; c < checkpoints; c++) {
    selectRanks(pathsAt + ((<usize>c * pathCount) << 3), pathCount, gathered);
    for (let r = 0; r < PERCENTILE_ROWS; r++) {
      const h = <f64>last * unchecked(LEVELS[r]);
      const t = h - Math.floor(h);
      const a = unchecked(rankValue[2 * r]);
      const v = t > 0 ? a + (unchecked(rankValue[2 * r + 1]) - a) * t : a;
      if (!(v <= MAX_SAFE_CENTS)) return false;
      unchecked(nominal[r * checkpoints + c] = nearest(v));
      unchecked(real[r * checkpoints + c] = nearest(v / unchecked(deflators[c])));
    }
  }
  return true;
}
