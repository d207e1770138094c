// The engine's Monte-Carlo algorithm in plain TypeScript, the benchmark's "same algorithm, no wasm"
// baseline (docs/performance.md#the-plain-typescript-baseline). Step for step what assembly/ does:
// - streams: path p starts from SplitMix64 seeded with mix64(mix64(mcSeed) ^ p), whose first four
//   outputs fill a xoshiro256** state (Blackman & Vigna 2018; assembly/random.ts). BigInt is used
//   for this per-path seeding only; each draw runs on 64-bit words held as (hi, lo) pairs of 32-bit
//   integers, as plain JavaScript without BigInt would.
// - normals: the 256-layer ziggurat of Marsaglia & Tsang (2000); the layer from the low 8 bits,
//   the signed abscissa u in [-1, 1) from the top 52 bits (u = 2m - 3 for the double m in [1, 2)
//   with those bits as its mantissa, exactly (bits >> 12) * 2^-51 - 1), uniforms for the slow
//   path from the top 53 bits, the rare wedge/tail case in a separate function. Its
//   table is computed here with JS Math, the engine's with AssemblyScript's (musl's table-driven
//   exp and log, which differ from V8's in the last bit for about one argument in ten): the two
//   tables agree in edges 0..53 and differ by at most 4 ulp after, so a draw is the engine's
//   double or a few ulp from it (test/bench/reference-kernel.test.ts).
// - balances: B[k+1] = nearest((B[k] + C[k]) * g * exp(sigma z - sigma^2 / 2)), sigma =
//   volatility / sqrt(12), with Math.exp (the engine uses its table exp, assembly/exp.ts: the two
//   agree to within an ulp, so a balance can differ by a cent where the product lands near a tie).
// - output checkpoint-major, out[c * pathCount + p]; percentiles by sorting each checkpoint's row
//   and interpolating as numpy's default (type 7), as assembly/percentiles.ts.
// Not part of the service: the benchmark times it, and test/bench/ checks it against the engine.

const GOLDEN = 0x9e3779b97f4a7c15n;
const TWO_POW_32 = 4294967296;
const TWO_POW_20 = 1048576;
const TWO_POW_21 = 2097152;
const TWO_POW_MINUS_51 = 4.440892098500626e-16;
const TWO_POW_MINUS_53 = 1.1102230246251565e-16;
const TWO_POW_52 = 4503599627370496;
const MAX_SAFE_CENTS = Number.MAX_SAFE_INTEGER;

/** The percentile levels of the engine's rows (10th, 25th, 50th, 75th, 90th). */
const LEVELS = [0.1, 0.25, 0.5, 0.75, 0.9] as const;

/** IEEE round half to even, as wasm's f64.nearest: adding and subtracting 2^52 is exact rounding. */
function nearest(x: number): number {
  if (x >= 0) return x < TWO_POW_52 ? x + TWO_POW_52 - TWO_POW_52 : x;
  return x > -TWO_POW_52 ? x - TWO_POW_52 + TWO_POW_52 : x;
}

// ---- per-path seeding (BigInt) ----

function mix64(value: bigint): bigint {
  let z = value;
  z = BigInt.asUintN(64, (z ^ (z >> 30n)) * 0xbf58476d1ce4e5b9n);
  z = BigInt.asUintN(64, (z ^ (z >> 27n)) * 0x94d049bb133111ebn);
  return z ^ (z >> 31n);
}

/** mix64(mcSeed as u64), the part of a path's seed shared by every path of a run. */
function seedKey(mcSeed: number): bigint {
  return mix64(BigInt.asUintN(64, BigInt(mcSeed)));
}

// The generator state between calls, as (hi, lo) int32 pairs; the kernel keeps its own copy in
// locals and hands it over here only for the slow path (as the wasm kernel does with its globals).
let s0h = 0,
  s0l = 0,
  s1h = 0,
  s1l = 0,
  s2h = 0,
  s2l = 0,
  s3h = 0,
  s3l = 0;

/** Positions the generator at the start of path `path`'s stream. */
function seedPath(key: bigint, path: number): void {
  let state = mix64(key ^ BigInt(path));
  /** The next SplitMix64 output as (hi, lo) words. */
  const next = (): [number, number] => {
    state = BigInt.asUintN(64, state + GOLDEN);
    const word = mix64(state);
    return [Number(word >> 32n) | 0, Number(word & 0xffffffffn) | 0];
  };
  [s0h, s0l] = next();
  [s1h, s1l] = next();
  [s2h, s2l] = next();
  [s3h, s3l] = next();
}

// The output of the last nextBits(): hi word, and the low word.
let bitsHi = 0;
let bitsLo = 0;

/** xoshiro256** on the module state: result = rotl(s1 * 5, 7) * 9 into (bitsHi, bitsLo). */
function nextBits(): void {
  // s1 * 5: the low word's product is exact in a double, its carry goes to the high word.
  let product = (s1l >>> 0) * 5;
  const ml = product >>> 0;
  const mh = (Math.imul(s1h, 5) + ((product / TWO_POW_32) | 0)) | 0;
  const rh = (mh << 7) | (ml >>> 25); // rotl 7
  const rl = (ml << 7) | (mh >>> 25);
  product = (rl >>> 0) * 9;
  bitsLo = product >>> 0;
  bitsHi = (Math.imul(rh, 9) + ((product / TWO_POW_32) | 0)) | 0;
  const th = (s1h << 17) | (s1l >>> 15); // t = s1 << 17
  const tl = s1l << 17;
  s2h ^= s0h;
  s2l ^= s0l;
  s3h ^= s1h;
  s3l ^= s1l;
  s1h ^= s2h;
  s1l ^= s2l;
  s0h ^= s3h;
  s0l ^= s3l;
  s2h ^= th;
  s2l ^= tl;
  const h = s3h; // rotl 45 = swap the words, then rotl 13
  s3h = (s3l << 13) | (h >>> 19);
  s3l = (h << 13) | (s3l >>> 19);
}

/** Uniform in [0, 1) from the top 53 bits. */
function uniform(): number {
  nextBits();
  return ((bitsHi >>> 0) * TWO_POW_21 + (bitsLo >>> 11)) * TWO_POW_MINUS_53;
}

// ---- the ziggurat (Marsaglia & Tsang 2000), computed with JS Math ----
// Its tables have ZIG_LAYERS + 1 entries and are indexed by a layer (0..255, the low 8 bits of a
// draw) or layer + 1, or inside loops bounded by their length: the `!`s on zigX, zigF and `edges`
// below say so without a check in the kernel's loop.

const ZIG_LAYERS = 256;
const ZIG_R = 3.6541528853610088; // start of the tail
const ZIG_V = 0.00492867323399; // area of each layer
const zigX = new Float64Array(ZIG_LAYERS + 1); // layer edges, zigX[1] = R down to zigX[256] = 0
const zigF = new Float64Array(ZIG_LAYERS + 1); // exp(-x^2 / 2) at each edge

function density(x: number): number {
  return Math.exp(-0.5 * x * x);
}

zigX[0] = ZIG_V / density(ZIG_R);
zigX[1] = ZIG_R;
for (let i = 1; i < ZIG_LAYERS - 1; i++) zigX[i + 1] = Math.sqrt(-2.0 * Math.log(ZIG_V / zigX[i]! + density(zigX[i]!)));
zigX[ZIG_LAYERS] = 0.0;
for (let i = 0; i <= ZIG_LAYERS; i++) zigF[i] = density(zigX[i]!);

/** The rare case of a draw: the tail (layer 0) or a wedge test; NaN asks for a new draw. */
function normalSlow(layer: number, x: number, u: number): number {
  if (layer === 0) {
    let tail: number;
    let y: number;
    do {
      tail = -Math.log(1.0 - uniform()) / ZIG_R;
      y = -Math.log(1.0 - uniform());
    } while (y + y < tail * tail);
    return u < 0 ? -(ZIG_R + tail) : ZIG_R + tail;
  }
  const f1 = zigF[layer + 1]!;
  if (f1 + (zigF[layer]! - f1) * uniform() < density(x)) return x;
  return NaN;
}

/** `count` standard normals of path `path`'s stream (as Engine.sampleNormals), with the ziggurat
 *  layer of each and a flag for each draw that went through the slow path. */
export function sampleNormals(
  mcSeed: number,
  path: number,
  count: number,
): { values: Float64Array; layers: Uint8Array; slow: Uint8Array } {
  seedPath(seedKey(mcSeed), path);
  const values = new Float64Array(count);
  const layers = new Uint8Array(count);
  const slow = new Uint8Array(count);
  for (let i = 0; i < count; i++) {
    while (true) {
      nextBits();
      const layer = bitsLo & 0xff;
      layers[i] = layer;
      const u = ((bitsHi >>> 0) * TWO_POW_20 + (bitsLo >>> 12)) * TWO_POW_MINUS_51 - 1.0; // [-1, 1), top 52 bits
      const x = u * zigX[layer]!;
      if (Math.abs(x) < zigX[layer + 1]!) {
        values[i] = x;
        break;
      }
      slow[i] = 1;
      const z = normalSlow(layer, x, u);
      if (!Number.isNaN(z)) {
        values[i] = z;
        break;
      }
    }
  }
  return { values, layers, slow };
}

// ---- the kernel ----

/** What the kernel reads: the engine's deterministic inputs, as numbers. */
export interface ReferenceInput {
  /** C[k], cents deposited at the start of month k (Engine.deterministic's `deposits`). */
  deposits: Float64Array;
  /** g, the monthly growth factor (Engine.deterministic's `monthlyGrowth`). */
  monthlyGrowth: number;
  annualVolatility: number;
  mcSeed: number;
  /** Months from step 0 to each checkpoint, ascending (checkpointAges - startAgeMonths). */
  checkpointSteps: number[];
  /** D(m) per checkpoint, for the real percentiles (Engine.deterministic's `deflators`). */
  deflators: Float64Array;
}

/** Simulates paths [0, pathCount): checkpoint balances, checkpoint-major out[c * pathCount + p]. */
export function simulateReference(input: ReferenceInput, pathCount: number, out?: Float64Array): Float64Array {
  const { deposits, monthlyGrowth: g, checkpointSteps } = input;
  const months = deposits.length;
  const checkpoints = checkpointSteps.length;
  const paths = out ?? new Float64Array(checkpoints * pathCount);
  const sigma = input.annualVolatility / Math.sqrt(12.0);
  const halfVariance = sigma * sigma * 0.5;
  const key = seedKey(input.mcSeed);
  const edges = zigX;

  for (let p = 0; p < pathCount; p++) {
    seedPath(key, p);
    let a0h = s0h,
      a0l = s0l,
      a1h = s1h,
      a1l = s1l,
      a2h = s2h,
      a2l = s2l,
      a3h = s3h,
      a3l = s3l;
    let balance = 0.0;
    let c = 0;
    let nextCheckpoint = checkpointSteps[0] ?? -1; // -1: no checkpoint (k + 1 never equals it)
    for (let k = 0; k < months; k++) {
      let z = 0.0;
      while (true) {
        // xoshiro256** step on (hi, lo) pairs, as nextBits()
        let product = (a1l >>> 0) * 5;
        const ml = product >>> 0;
        const mh = (Math.imul(a1h, 5) + ((product / TWO_POW_32) | 0)) | 0;
        const rh = (mh << 7) | (ml >>> 25);
        const rl = (ml << 7) | (mh >>> 25);
        product = (rl >>> 0) * 9;
        const bl = product >>> 0;
        const bh = (Math.imul(rh, 9) + ((product / TWO_POW_32) | 0)) | 0;
        const th = (a1h << 17) | (a1l >>> 15);
        const tl = a1l << 17;
        a2h ^= a0h;
        a2l ^= a0l;
        a3h ^= a1h;
        a3l ^= a1l;
        a1h ^= a2h;
        a1l ^= a2l;
        a0h ^= a3h;
        a0l ^= a3l;
        a2h ^= th;
        a2l ^= tl;
        const h = a3h;
        a3h = (a3l << 13) | (h >>> 19);
        a3l = (h << 13) | (a3l >>> 19);
        // ziggurat fast path
        const layer = bl & 0xff;
        const u = ((bh >>> 0) * TWO_POW_20 + (bl >>> 12)) * TWO_POW_MINUS_51 - 1.0;
        const x = u * edges[layer]!;
        if (Math.abs(x) < edges[layer + 1]!) {
          z = x;
          break;
        }
        s0h = a0h;
        s0l = a0l;
        s1h = a1h;
        s1l = a1l;
        s2h = a2h;
        s2l = a2l;
        s3h = a3h;
        s3l = a3l;
        const slow = normalSlow(layer, x, u);
        a0h = s0h;
        a0l = s0l;
        a1h = s1h;
        a1l = s1l;
        a2h = s2h;
        a2l = s2l;
        a3h = s3h;
        a3l = s3l;
        if (!Number.isNaN(slow)) {
          z = slow;
          break;
        }
      }
      const growth = g * Math.exp(sigma * z - halfVariance);
      balance = nearest((balance + deposits[k]!) * growth); // k < months = deposits.length
      if (k + 1 === nextCheckpoint) {
        paths[c * pathCount + p] = balance;
        c++;
        nextCheckpoint = c < checkpoints ? checkpointSteps[c]! : -1;
      }
    }
  }
  return paths;
}

/** Percentile tables, row r (LEVELS[r]) and checkpoint c at [r * checkpoints + c], nominal and
 *  real cents; undefined when a percentile is beyond exact cents (as the engine's status). */
export function percentilesReference(
  paths: Float64Array,
  pathCount: number,
  deflators: Float64Array,
): { nominal: Float64Array; real: Float64Array } | undefined {
  const checkpoints = deflators.length;
  const nominal = new Float64Array(checkpoints * LEVELS.length);
  const real = new Float64Array(checkpoints * LEVELS.length);
  const last = pathCount - 1;
  const row = new Float64Array(pathCount);
  for (let c = 0; c < checkpoints; c++) {
    row.set(paths.subarray(c * pathCount, (c + 1) * pathCount));
    row.sort();
    for (let r = 0; r < LEVELS.length; r++) {
      // r < LEVELS.length; lo and its neighbour in 0..last; c < checkpoints = deflators.length
      const h = last * LEVELS[r]!;
      const lo = Math.floor(h);
      const t = h - lo;
      const a = row[lo]!;
      const v = t > 0 ? a + (row[lo < last ? lo + 1 : lo]! - a) * t : a;
      if (!(v <= MAX_SAFE_CENTS)) return undefined;
      nominal[r * checkpoints + c] = nearest(v);
      real[r * checkpoints + c] = nearest(v / deflators[c]!);
    }
  }
  return { nominal, real };
}
