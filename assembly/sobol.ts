// The quasi-Monte-Carlo sampler, mcSampler "sobol" (docs/model.md#the-sobol-sampler): path p takes
// point p of a scrambled Sobol sequence with one dimension a month, turned into the path's monthly
// standard normal draws through the inverse normal CDF and a Brownian bridge.
// - Direction numbers: Joe and Kuo's new-joe-kuo-6.21201 (dimensions 1 to 1428, compiled in from
//   data/ by scripts/build-sobol.mjs), expanded when the module is instantiated exactly as their
//   sobol.cc does, 32 bits a dimension. Points come in Gray-code order, as sobol.cc gives them:
//   point p is the XOR of the direction numbers of the bits of p ^ (p >> 1).
// - Scrambling: a random linear matrix scramble (Matousek 1998) and a digital shift, both drawn
//   from mcSeed: in each dimension a random lower-triangular binary matrix with a unit diagonal
//   multiplies the direction numbers (so every point is scrambled by the same linear map) and a
//   random 32-bit word is XOR-ed onto every point. The scramble keeps the sequence's net structure;
//   the shift makes each point uniform on [0, 1).
// - A point's uniform is (x + 1/2) / 2^32, never 0 or 1; its normal is Wichura's AS 241 (PPND16,
//   about 1e-16 relative), computed with the module's own Math, so every host gets the same bits.
// - The Brownian bridge: the first normal makes the walk's end W[M] (the sum of all M monthly
//   draws), the next ones W at the checkpoint ages, then the midpoints of the widest gaps, breadth
//   first; the month's draw is W[k + 1] - W[k]. So the first, best spread dimensions carry each
//   path's largest moves and the ages the percentiles read.
// - Before the bridge, a rotation of the normals makes the horizon's log balance (its linear part on
//   a path of the deposits' timing alone, never their amounts) the first normal alone.
// A path's draws depend on mcSeed, p, the horizon, the checkpoint ages and the deposits' timing
// alone, so paths split across calls and workers give the same bits, and a solve's trials the
// answer's; consecutive paths of one call reuse the previous point (one XOR a dimension).
import { SOBOL_DIMENSIONS, SOBOL_POLYNOMIALS } from "../build/generated/sobol-polynomials";
import { GOLDEN, mix64 } from "./random";

export { SOBOL_DIMENSIONS };
const BITS = 32;
/** Keeps the scramble's stream apart from the paths' pseudo-random streams (random.ts). */
const SCRAMBLE_SALT: u64 = 0x536F626F6C2D4C4D; // "Sobol-LM"
const TWO_POW_MINUS_32: f64 = 2.3283064365386963e-10;

/** Joe and Kuo's direction numbers, [dimension * BITS + b], b = 0 the most significant (their V_1). */
const directions = new StaticArray<u32>(SOBOL_DIMENSIONS * BITS);

function initDirections(): void {
  for (let b = 0; b < BITS; b++) unchecked(directions[b] = <u32>1 << <u32>(31 - b));
  let at = 0;
  for (let j = 1; j < SOBOL_DIMENSIONS; j++) {
    const s = <i32>unchecked(SOBOL_POLYNOMIALS[at]);
    const a = <u32>unchecked(SOBOL_POLYNOMIALS[at + 1]);
    const base = j * BITS;
    for (let b = 0; b < BITS; b++) {
      let v: u32;
      if (b < s) {
        v = <u32>unchecked(SOBOL_POLYNOMIALS[at + 2 + b]) << <u32>(31 - b);
      } else {
        const back = unchecked(directions[base + b - s]);
        v = back ^ (back >> <u32>s);
        for (let k = 1; k < s; k++) {
          if (((a >> <u32>(s - 1 - k)) & 1) != 0) v ^= unchecked(directions[base + b - k]);
        }
      }
      unchecked(directions[base + b] = v);
    }
    at += 2 + s;
  }
}
initDirections();

// The scrambled direction numbers of one seed, bit-major: [b * SOBOL_DIMENSIONS + dimension], and
// each dimension's digital shift; kept between calls for the dimensions and bits they cover.
const scrambled = new StaticArray<u32>(SOBOL_DIMENSIONS * BITS);
const shifts = new StaticArray<u32>(SOBOL_DIMENSIONS);
const columns = new StaticArray<u32>(BITS);
let preparedSeed: i64 = 0;
let preparedScramble = false;
let preparedDimensions = 0;
let preparedBits = 0;

/** The current point (shifted), of path `pointPath`; -1 when none. */
const point = new StaticArray<u32>(SOBOL_DIMENSIONS);
let pointPath: i32 = -1;
let pointDimensions = 0;

/** Bits of the path index needed for paths [0, pathCount). */
function bitsFor(pathCount: i32): i32 {
  return pathCount <= 1 ? 1 : 32 - <i32>clz<u32>(<u32>(pathCount - 1));
}

/** Dimension j's random matrix (as the columns of its bits) and shift, from mcSeed. */
function scrambleDimension(seed: i64, j: i32, bits: i32): void {
  let state = mix64(mix64(<u64>seed ^ SCRAMBLE_SALT) ^ <u64>j);
  // Column q (the image of bit q, 0 the least significant) is bit q itself and random bits below
  // it: a lower-triangular matrix with a unit diagonal in the digits' order.
  for (let q = 0; q < BITS; q++) {
    state += GOLDEN;
    const random = <u32>(mix64(state) >> 32);
    const below: u32 = q == 0 ? 0 : random & ((<u32>1 << <u32>q) - 1);
    unchecked(columns[q] = (<u32>1 << <u32>q) | below);
  }
  state += GOLDEN;
  unchecked(shifts[j] = <u32>(mix64(state) >> 32));
  for (let b = 0; b < bits; b++) {
    let v = unchecked(directions[j * BITS + b]);
    let image: u32 = 0;
    while (v != 0) {
      image ^= unchecked(columns[<i32>ctz<u32>(v)]);
      v &= v - 1;
    }
    unchecked(scrambled[b * SOBOL_DIMENSIONS + j] = image);
  }
}

/** Makes the tables for `dimensions` dimensions of paths [0, pathCount), scrambled from `seed`, or
 *  the published sequence itself when `scramble` is false (for tests). */
export function prepareSobol(seed: i64, dimensions: i32, pathCount: i32, scramble: bool): void {
  const bits = bitsFor(pathCount);
  if (preparedScramble == scramble && preparedSeed == seed && dimensions <= preparedDimensions && bits <= preparedBits) {
    return;
  }
  for (let j = 0; j < dimensions; j++) {
    if (scramble) {
      scrambleDimension(seed, j, bits);
    } else {
      unchecked(shifts[j] = 0);
      for (let b = 0; b < bits; b++) {
        unchecked(scrambled[b * SOBOL_DIMENSIONS + j] = unchecked(directions[j * BITS + b]));
      }
    }
  }
  preparedSeed = seed;
  preparedScramble = scramble;
  preparedDimensions = dimensions;
  preparedBits = bits;
  pointPath = -1;
}

/** Moves `point` to path p's point (after prepareSobol for p's dimensions and bits). */
export function pointOf(p: i32, dimensions: i32): StaticArray<u32> {
  if (p > 0 && p == pointPath + 1 && dimensions == pointDimensions) {
    // Gray-code order: point p is point p - 1 with one more direction number, that of p's lowest set bit.
    const row = <i32>ctz<u32>(<u32>p) * SOBOL_DIMENSIONS;
    for (let j = 0; j < dimensions; j++) unchecked(point[j] ^= unchecked(scrambled[row + j]));
  } else {
    const gray = <u32>p ^ (<u32>p >> 1);
    for (let j = 0; j < dimensions; j++) {
      let x = unchecked(shifts[j]);
      let bits = gray;
      while (bits != 0) {
        x ^= unchecked(scrambled[<i32>ctz<u32>(bits) * SOBOL_DIMENSIONS + j]);
        bits &= bits - 1;
      }
      unchecked(point[j] = x);
    }
  }
  pointPath = p;
  pointDimensions = dimensions;
  return point;
}

/** The point of the pair's first path while `point` holds the second's (pointsOfPair). */
const pointFirst = new StaticArray<u32>(SOBOL_DIMENSIONS);

/** Paths p and p + 1's points: p's into pointFirst, p + 1's into `point` (after prepareSobol for
 *  p + 1's dimensions and bits). Four dimensions a XOR: the rows are SOBOL_DIMENSIONS (a multiple
 *  of four) wide, so the words past `dimensions` stay inside them and are never read. */
function pointsOfPair(p: i32, dimensions: i32): void {
  const pointAt = changetype<usize>(point);
  const firstAt = changetype<usize>(pointFirst);
  const secondRow = changetype<usize>(scrambled) + ((<usize>ctz<u32>(<u32>(p + 1)) * SOBOL_DIMENSIONS) << 2);
  if (p > 0 && p == pointPath + 1 && dimensions == pointDimensions) {
    const firstRow = changetype<usize>(scrambled) + ((<usize>ctz<u32>(<u32>p) * SOBOL_DIMENSIONS) << 2);
    for (let j = 0; j < dimensions; j += 4) {
      const at = <usize>j << 2;
      const first = v128.xor(v128.load(pointAt + at), v128.load(firstRow + at));
      v128.store(firstAt + at, first);
      v128.store(pointAt + at, v128.xor(first, v128.load(secondRow + at)));
    }
  } else {
    pointOf(p, dimensions);
    for (let j = 0; j < dimensions; j += 4) {
      const at = <usize>j << 2;
      const first = v128.load(pointAt + at);
      v128.store(firstAt + at, first);
      v128.store(pointAt + at, v128.xor(first, v128.load(secondRow + at)));
    }
  }
  pointPath = p + 1;
  pointDimensions = dimensions;
}

/** The standard normal quantile of u in (0, 1): Wichura, "Algorithm AS 241: The Percentage Points
 *  of the Normal Distribution", Applied Statistics 37 (1988), PPND16, in Horner form as published. */
export function inverseNormal(u: f64): f64 {
  const q = u - 0.5;
  if (Math.abs(q) <= 0.425) {
    const r = 0.180625 - q * q;
    return (
      q *
      (((((((2.5090809287301226727e3 * r + 3.3430575583588128105e4) * r + 6.7265770927008700853e4) * r +
        4.5921953931549871457e4) * r + 1.3731693765509461125e4) * r + 1.9715909503065514427e3) * r +
        1.3314166789178437745e2) * r + 3.3871328727963666080) /
      (((((((5.2264952788528545610e3 * r + 2.8729085735721942674e4) * r + 3.9307895800092710610e4) * r +
        2.1213794301586595867e4) * r + 5.3941960214247511077e3) * r + 6.8718700749205790830e2) * r +
        4.2313330701600911252e1) * r + 1.0)
    );
  }
  let r = Math.sqrt(-Math.log(q < 0 ? u : 1.0 - u));
  let value: f64;
  if (r <= 5.0) {
    r -= 1.6;
    value =
      (((((((7.74545014278341407640e-4 * r + 2.27238449892691845833e-2) * r + 2.41780725177450611770e-1) * r +
        1.27045825245236838258) * r + 3.64784832476320460504) * r + 5.76949722146069140550) * r +
        4.63033784615654529590) * r + 1.42343711074968357734) /
      (((((((1.05075007164441684324e-9 * r + 5.47593808499534494600e-4) * r + 1.51986665636164571966e-2) * r +
        1.48103976427480074590e-1) * r + 6.89767334985100004550e-1) * r + 1.67638483018380384940) * r +
        2.05319162663775882187) * r + 1.0);
  } else {
    // Beyond about 1e-11 from 0 or 1: never reached from a 32-bit point, kept for a whole PPND16.
    r -= 5.0;
    value =
      (((((((2.01033439929228813265e-7 * r + 2.71155556874348757815e-5) * r + 1.24266094738807843860e-3) * r +
        2.65321895265761230930e-2) * r + 2.96560571828504891230e-1) * r + 1.78482653991729133580) * r +
        5.46378491116411436990) * r + 6.65790464350110377720) /
      (((((((2.04426310338993978564e-15 * r + 1.42151175831644588870e-7) * r + 1.84631831751005468180e-5) * r +
        7.86869131145613259100e-4) * r + 1.48753612908506148525e-2) * r + 1.36929880922735805310e-1) * r +
        5.99832206555887937690e-1) * r + 1.0);
  }
  return q < 0 ? -value : value;
}

// The f64x2 forms' constants, read from memory with v128.load64_splat: a v128 constant in a hot
// loop costs V8 more than that one load (docs/performance.md#path-budgets). PPND16's coefficients
// are inverseNormal's, in its Horner order (test/engine/sobol-pairs.test.ts holds them to it).
const CENTRAL_NUMERATOR = memory.data<f64>([
  2.5090809287301226727e3, 3.3430575583588128105e4, 6.7265770927008700853e4, 4.5921953931549871457e4,
  1.3731693765509461125e4, 1.9715909503065514427e3, 1.3314166789178437745e2, 3.3871328727963666080,
]);
const CENTRAL_DENOMINATOR = memory.data<f64>([
  5.2264952788528545610e3, 2.8729085735721942674e4, 3.9307895800092710610e4, 2.1213794301586595867e4,
  5.3941960214247511077e3, 6.8718700749205790830e2, 4.2313330701600911252e1, 1.0,
]);
const OUTER_NUMERATOR = memory.data<f64>([
  7.74545014278341407640e-4, 2.27238449892691845833e-2, 2.41780725177450611770e-1, 1.27045825245236838258,
  3.64784832476320460504, 5.76949722146069140550, 4.63033784615654529590, 1.42343711074968357734,
]);
const OUTER_DENOMINATOR = memory.data<f64>([
  1.05075007164441684324e-9, 5.47593808499534494600e-4, 1.51986665636164571966e-2, 1.48103976427480074590e-1,
  6.89767334985100004550e-1, 1.67638483018380384940, 2.05319162663775882187, 1.0,
]);
/** PPND16's other constants and the uniforms' scale: [ONE_HALF] is 0.5, and so on. */
const SCALARS = memory.data<f64>([0.5, 0.425, TWO_POW_MINUS_32, 0.180625, 1.6, 5.0, 1.0, 0.0]);
const ONE_HALF = 0;
const CENTRAL_LIMIT = 1;
const POINT_SCALE = 2;
const CENTRAL_OFFSET = 3;
const OUTER_SHIFT = 4;
const OUTER_LIMIT = 5;
const ONE = 6;
const ZERO = 7;
/** table[i] in both lanes. */
@inline function splatAt(table: usize, i: i32): v128 {
  return v128.load64_splat(table + (<usize>i << 3));
}

/** inverseNormal of the uniforms (x + 1/2) / 2^32 of `count` coordinates at `pointAt` into `out`,
 *  two at a time: when both are in the central branch (72% of pairs) it runs in the two f64x2
 *  lanes, each lane exactly the scalar operations (the same bits); else each alone. */
function inverseNormals(pointAt: usize, out: usize, count: i32): void {
  let i = 0;
  for (; i + 1 < count; i += 2) {
    const u = f64x2.mul(
      f64x2.add(f64x2.convert_low_i32x4_u(v128.load64_zero(pointAt + (<usize>i << 2))), splatAt(SCALARS, ONE_HALF)),
      splatAt(SCALARS, POINT_SCALE),
    );
    const q = f64x2.sub(u, splatAt(SCALARS, ONE_HALF));
    if (i64x2.all_true(f64x2.le(f64x2.abs(q), splatAt(SCALARS, CENTRAL_LIMIT)))) {
      v128.store(out + (<usize>i << 3), inverseNormalCentral2(q));
    } else {
      store<f64>(out + (<usize>i << 3), inverseNormal(f64x2.extract_lane(u, 0)));
      store<f64>(out + (<usize>(i + 1) << 3), inverseNormal(f64x2.extract_lane(u, 1)));
    }
  }
  if (i < count) store<f64>(out + (<usize>i << 3), inverseNormal((<f64>load<u32>(pointAt + (<usize>i << 2)) + 0.5) * TWO_POW_MINUS_32));
}

/** The uniforms outside the central branch while inverseNormalsPair runs, and where their normals go
 *  (a byte offset into its `out`); one more entry for a pair's padding. */
const tailUniforms = new StaticArray<f64>(2 * SOBOL_DIMENSIONS + 1);
const tailOffsets = new StaticArray<i32>(2 * SOBOL_DIMENSIONS + 1);

/** inverseNormals of two paths' points at once, dimension i of the first path in lane 0 and of the
 *  second in lane 1, into `out` (16 bytes a dimension), each value inverseNormal's to the bit. The
 *  central branch runs for every pair (each lane the scalar operations); the uniforms outside it
 *  (15%) are listed without a branch, and then run two at a time through the outer branch, whose
 *  logarithms alone are scalar: no unpredictable branch in either loop. */
export function inverseNormalsPair(firstAt: usize, secondAt: usize, out: usize, count: i32): void {
  const uniformsAt = changetype<usize>(tailUniforms);
  const offsetsAt = changetype<usize>(tailOffsets);
  let tails = 0;
  for (let i = 0; i < count; i++) {
    const x = i32x4.replace_lane(i32x4.splat(load<u32>(firstAt + (<usize>i << 2))), 1, load<u32>(secondAt + (<usize>i << 2)));
    const u = f64x2.mul(f64x2.add(f64x2.convert_low_i32x4_u(x), splatAt(SCALARS, ONE_HALF)), splatAt(SCALARS, POINT_SCALE));
    const q = f64x2.sub(u, splatAt(SCALARS, ONE_HALF));
    const central = f64x2.le(f64x2.abs(q), splatAt(SCALARS, CENTRAL_LIMIT));
    v128.store(out + (<usize>i << 4), inverseNormalCentral2(q));
    // Each lane is written to the list, and kept (the count moves on) when outside the central branch.
    store<f64>(uniformsAt + (<usize>tails << 3), f64x2.extract_lane(u, 0));
    store<i32>(offsetsAt + (<usize>tails << 2), i << 4);
    tails += 1 + <i32>i64x2.extract_lane(central, 0);
    store<f64>(uniformsAt + (<usize>tails << 3), f64x2.extract_lane(u, 1));
    store<i32>(offsetsAt + (<usize>tails << 2), (i << 4) + 8);
    tails += 1 + <i32>i64x2.extract_lane(central, 1);
  }
  if (tails & 1) {
    // An odd count: the last one again as the last pair's second lane.
    store<f64>(uniformsAt + (<usize>tails << 3), load<f64>(uniformsAt + (<usize>(tails - 1) << 3)));
    store<i32>(offsetsAt + (<usize>tails << 2), load<i32>(offsetsAt + (<usize>(tails - 1) << 2)));
  }
  for (let t = 0; t < tails; t += 2) {
    const u = v128.load(uniformsAt + (<usize>t << 3));
    const at0 = out + <usize>load<i32>(offsetsAt + (<usize>t << 2));
    const at1 = out + <usize>load<i32>(offsetsAt + (<usize>t << 2), 4);
    const below = f64x2.lt(f64x2.sub(u, splatAt(SCALARS, ONE_HALF)), splatAt(SCALARS, ZERO));
    const tail = v128.bitselect(u, f64x2.sub(splatAt(SCALARS, ONE), u), below);
    const logs = f64x2.replace_lane(f64x2.splat(Math.log(f64x2.extract_lane(tail, 0))), 1, Math.log(f64x2.extract_lane(tail, 1)));
    const r = f64x2.sqrt(f64x2.neg(logs));
    if (v128.any_true(f64x2.gt(r, splatAt(SCALARS, OUTER_LIMIT)))) {
      // Beyond about 1e-11 from 0 or 1: never reached from a 32-bit point (inverseNormal).
      store<f64>(at0, inverseNormal(f64x2.extract_lane(u, 0)));
      store<f64>(at1, inverseNormal(f64x2.extract_lane(u, 1)));
      continue;
    }
    const value = inverseNormalOuter2(f64x2.sub(r, splatAt(SCALARS, OUTER_SHIFT)));
    const signed = v128.bitselect(f64x2.neg(value), value, below);
    store<f64>(at0, f64x2.extract_lane(signed, 0));
    store<f64>(at1, f64x2.extract_lane(signed, 1));
  }
}

/** ((a[0] r + a[1]) r + ... ) r + a[7] in both lanes: PPND16's polynomials as inverseNormal
 *  evaluates them, operation for operation. */
@inline function horner2(a: usize, r: v128): v128 {
  let acc = f64x2.add(f64x2.mul(splatAt(a, 0), r), splatAt(a, 1));
  acc = f64x2.add(f64x2.mul(acc, r), splatAt(a, 2));
  acc = f64x2.add(f64x2.mul(acc, r), splatAt(a, 3));
  acc = f64x2.add(f64x2.mul(acc, r), splatAt(a, 4));
  acc = f64x2.add(f64x2.mul(acc, r), splatAt(a, 5));
  acc = f64x2.add(f64x2.mul(acc, r), splatAt(a, 6));
  return f64x2.add(f64x2.mul(acc, r), splatAt(a, 7));
}

/** inverseNormal's central branch (|q| <= 0.425) in both lanes, operation for operation. */
@inline function inverseNormalCentral2(q: v128): v128 {
  const r = f64x2.sub(splatAt(SCALARS, CENTRAL_OFFSET), f64x2.mul(q, q));
  return f64x2.div(f64x2.mul(q, horner2(CENTRAL_NUMERATOR, r)), horner2(CENTRAL_DENOMINATOR, r));
}

/** inverseNormal's first outer branch (r <= 5, after r -= 1.6) in both lanes, operation for operation. */
@inline function inverseNormalOuter2(r: v128): v128 {
  return f64x2.div(horner2(OUTER_NUMERATOR, r), horner2(OUTER_DENOMINATOR, r));
}

// The Brownian bridge of M months: step i sets W[index[i]] from W[left[i]] and W[right[i]] (W[0] = 0).
const bridgeIndex = new StaticArray<i32>(SOBOL_DIMENSIONS);
const bridgeLeft = new StaticArray<i32>(SOBOL_DIMENSIONS);
const bridgeRight = new StaticArray<i32>(SOBOL_DIMENSIONS);
const leftWeight = new StaticArray<f64>(SOBOL_DIMENSIONS);
const rightWeight = new StaticArray<f64>(SOBOL_DIMENSIONS);
const bridgeSd = new StaticArray<f64>(SOBOL_DIMENSIONS);
const bridgeUsed = new StaticArray<u8>(SOBOL_DIMENSIONS + 1);
let bridgeMonths = 0;
/** The checkpoints' steps the bridge was made for (it is remade when they or the months change). */
const bridgeCheckpoints = new StaticArray<i32>(SOBOL_DIMENSIONS);
let bridgeCheckpointCount = -1;
/** For each checkpoint, the nearest known step at or after it (while the bridge is made). */
const knownRight = new StaticArray<i32>(SOBOL_DIMENSIONS);
const walk = new StaticArray<f64>(SOBOL_DIMENSIONS + 1);
/** The path's monthly standard normal draws, month k at [k] (pathNormals). */
export const sobolNormals = new StaticArray<f64>(SOBOL_DIMENSIONS);

/** Bridge step i: W[l] from the known W[i0] and W[r], i0 < l < r. */
function setBridgeStep(i: i32, l: i32, i0: i32, r: i32): void {
  unchecked(bridgeUsed[l] = 1);
  const toLeft = <f64>(l - i0);
  const toRight = <f64>(r - l);
  const span = <f64>(r - i0);
  unchecked(bridgeIndex[i] = l);
  unchecked(bridgeLeft[i] = i0);
  unchecked(bridgeRight[i] = r);
  unchecked(leftWeight[i] = toRight / span);
  unchecked(rightWeight[i] = toLeft / span);
  unchecked(bridgeSd[i] = Math.sqrt(toLeft * toRight / span));
}

/** True when the bridge made last is the one of these months and checkpoints. */
function bridgeIsFor(months: i32, checkpointAgesAt: usize, checkpointCount: i32, startAge: i32): bool {
  if (months != bridgeMonths || checkpointCount != bridgeCheckpointCount) return false;
  for (let c = 0; c < checkpointCount; c++) {
    if (load<i32>(checkpointAgesAt + (<usize>c << 2)) - startAge != unchecked(bridgeCheckpoints[c])) return false;
  }
  return true;
}

/** The bridge over months 1..months for the answer's checkpoints (ages, at steps age - startAge
 *  from 1 to months, increasing: layoutFits holds them so):
 *  the walk's end first, then the checkpoints, each time the one whose W is least known (the
 *  largest conditional variance, the earliest on a tie), then the middle of the widest gap left of
 *  where the last step was, breadth first (the construction of Glasserman, "Monte Carlo Methods in
 *  Financial Engineering", 2003, section 3.1, for unit time steps, with the months the percentiles
 *  read placed first). So the first, best spread dimensions carry the balances the answer reads. */
export function prepareBridge(months: i32, checkpointAgesAt: usize, checkpointCount: i32, startAge: i32): void {
  if (bridgeIsFor(months, checkpointAgesAt, checkpointCount, startAge)) return;
  for (let k = 0; k <= months; k++) unchecked(bridgeUsed[k] = 0);
  unchecked(bridgeUsed[0] = 1);
  unchecked(bridgeUsed[months] = 1);
  unchecked(bridgeIndex[0] = months);
  unchecked(bridgeLeft[0] = 0);
  unchecked(bridgeRight[0] = 0);
  unchecked(leftWeight[0] = 0);
  unchecked(rightWeight[0] = 0);
  unchecked(bridgeSd[0] = Math.sqrt(<f64>months));
  for (let c = 0; c < checkpointCount; c++) {
    unchecked(bridgeCheckpoints[c] = load<i32>(checkpointAgesAt + (<usize>c << 2)) - startAge);
  }
  let i = 1;
  while (true) {
    // The nearest known step at or after each checkpoint (only checkpoints, 0 and months are known).
    let right = months;
    for (let c = checkpointCount - 1; c >= 0; c--) {
      const step = unchecked(bridgeCheckpoints[c]);
      if (unchecked(bridgeUsed[step]) != 0) right = step;
      unchecked(knownRight[c] = right);
    }
    let best = -1;
    let bestLeft = 0;
    let bestRight = 0;
    // The largest (t - l)(r - t) / (r - l), compared as integers: num / den > bestNum / bestDen.
    let bestNum: i64 = 0;
    let bestDen: i64 = 1;
    let left = 0;
    for (let c = 0; c < checkpointCount; c++) {
      const t = unchecked(bridgeCheckpoints[c]);
      if (unchecked(bridgeUsed[t]) != 0) {
        left = t;
        continue;
      }
      const r = unchecked(knownRight[c]);
      const num = <i64>(t - left) * <i64>(r - t);
      const den = <i64>(r - left);
      if (num * bestDen > bestNum * den) {
        best = t;
        bestLeft = left;
        bestRight = r;
        bestNum = num;
        bestDen = den;
      }
    }
    if (best < 0) break;
    setBridgeStep(i++, best, bestLeft, bestRight);
  }
  let j = 1;
  for (; i < months; i++) {
    while (true) {
      if (j > months) j = 1;
      if (unchecked(bridgeUsed[j]) == 0) break;
      j++;
    }
    let k = j;
    while (unchecked(bridgeUsed[k]) == 0) k++;
    // The gap is months j .. k - 1, between the known W[j - 1] and W[k]; its middle is set now.
    setBridgeStep(i, j + ((k - 1 - j) >> 1), j - 1, k);
    j = k + 1;
  }
  bridgeMonths = months;
  bridgeCheckpointCount = checkpointCount;
}

// The rotation that gives the horizon's balance to the first dimension (Imai and Tan's linear
// transformation, its first column; docs/model.md#the-sobol-sampler): the path's draws are Q R z,
// Q the bridge (an orthogonal map of the normals z to the monthly draws), R the rotation in the
// plane of e1 and a = Q^T c that takes e1 to a, c the unit vector of the horizon balance's
// sensitivities to the monthly draws on a path of the deposits' timing alone (depositTiming in
// schedule.ts: unit deposits where the schedules deposit, never their amounts, so that a solve's
// trials and its answer draw the same paths). Then c's component of the draws is z[0] alone, the
// best spread dimension; everything orthogonal to e1 and a is left as the bridge made it.
const rotationU = new StaticArray<f64>(SOBOL_DIMENSIONS);
const gradient = new StaticArray<f64>(SOBOL_DIMENSIONS + 1);
/** The deposits' timing weights per month (depositTiming), then the sensitivities c. */
export const timingWeights = new StaticArray<f64>(SOBOL_DIMENSIONS);
let rotationCos = 1.0;
let rotationSin = 0.0;
let rotating = false;
/** Below this sine the rotation is left out (a lump sum: the bridge's first dimension is c already). */
const ROTATION_MIN_SINE = 1e-9;
const draws = new StaticArray<f64>(SOBOL_DIMENSIONS);

/** The rotation for the timing weights in timingWeights[0..months) and a start balance weighing
 *  `startWeight` (after prepareBridge): on the path T[0] = startWeight, T[k + 1] = (T[k] + w[k]) g,
 *  month k's draw moves the horizon's log by a multiple of T[k + 1] g^(months - 1 - k). */
export function prepareRotation(months: i32, startWeight: f64, g: f64): void {
  let t = startWeight;
  for (let k = 0; k < months; k++) {
    t = (t + unchecked(timingWeights[k])) * g;
    unchecked(timingWeights[k] = t);
  }
  // c[k] (unnormalised) in place, then the gradient of c . dW over the walk: dW[k] = W[k + 1] - W[k].
  let factor = 1.0;
  let norm = 0.0;
  for (let k = months - 1; k >= 0; k--) {
    const c = unchecked(timingWeights[k]) * factor;
    unchecked(timingWeights[k] = c);
    norm += c * c;
    factor *= g;
  }
  rotating = false;
  if (!(norm > 0.0) || !isFinite(norm)) return;
  unchecked(gradient[0] = 0.0);
  for (let m = 1; m <= months; m++) {
    unchecked(gradient[m] = unchecked(timingWeights[m - 1]) - (m < months ? unchecked(timingWeights[m]) : 0.0));
  }
  // Back through the bridge's steps, last first: a[i] = sd[i] dC/dW[index[i]].
  for (let i = months - 1; i >= 1; i--) {
    const d = unchecked(gradient[unchecked(bridgeIndex[i])]);
    unchecked(rotationU[i] = unchecked(bridgeSd[i]) * d);
    unchecked(gradient[unchecked(bridgeLeft[i])] += unchecked(leftWeight[i]) * d);
    unchecked(gradient[unchecked(bridgeRight[i])] += unchecked(rightWeight[i]) * d);
  }
  const a0 = unchecked(bridgeSd[0]) * unchecked(gradient[months]);
  let rest = 0.0;
  for (let i = 1; i < months; i++) rest += unchecked(rotationU[i]) * unchecked(rotationU[i]);
  const length = Math.sqrt(a0 * a0 + rest);
  const sine = Math.sqrt(rest) / length;
  if (!(sine >= ROTATION_MIN_SINE)) return;
  const scale = 1.0 / Math.sqrt(rest);
  unchecked(rotationU[0] = 0.0);
  for (let i = 1; i < months; i++) unchecked(rotationU[i] = unchecked(rotationU[i]) * scale);
  rotationCos = a0 / length;
  rotationSin = sine;
  rotating = true;
}

/** Path p's `months` monthly standard normal draws into sobolNormals (after prepareSobol,
 *  prepareBridge and prepareRotation). */
export function pathNormals(p: i32, months: i32): void {
  const x = pointOf(p, months);
  inverseNormals(changetype<usize>(x), changetype<usize>(draws), months);
  if (rotating) {
    // R z: z[0] cos - p sin into z[0], and (z[0] sin + p (cos - 1)) u added, p = u . z.
    let along = 0.0;
    for (let i = 1; i < months; i++) along += unchecked(rotationU[i]) * unchecked(draws[i]);
    const first = unchecked(draws[0]);
    const beta = first * rotationSin + along * (rotationCos - 1.0);
    unchecked(draws[0] = first * rotationCos - along * rotationSin);
    for (let i = 1; i < months; i++) unchecked(draws[i] += beta * unchecked(rotationU[i]));
  }
  unchecked(walk[0] = 0.0);
  unchecked(walk[months] = unchecked(bridgeSd[0]) * unchecked(draws[0]));
  for (let i = 1; i < months; i++) {
    unchecked(walk[unchecked(bridgeIndex[i])] =
      unchecked(leftWeight[i]) * unchecked(walk[unchecked(bridgeLeft[i])]) +
      unchecked(rightWeight[i]) * unchecked(walk[unchecked(bridgeRight[i])]) +
      unchecked(bridgeSd[i]) * unchecked(draws[i]));
  }
  for (let k = 0; k < months; k++) unchecked(sobolNormals[k] = unchecked(walk[k + 1]) - unchecked(walk[k]));
}

// Two paths at once (pathWalksPair): path p in lane 0 and p + 1 in lane 1 of each 16 bytes.
const draws2 = new StaticArray<f64>(2 * SOBOL_DIMENSIONS);
/** Paths p and p + 1's walks W[0..months] at bytes 16 k (pathWalksPair): month k's draw is
 *  W[k + 1] - W[k], as in pathNormals. */
export const sobolWalk2 = new StaticArray<f64>(2 * (SOBOL_DIMENSIONS + 1));

/** pathNormals of paths p and p + 1, each in its own f64x2 lane, up to their walks in sobolWalk2
 *  (the draws are their differences): every lane does pathNormals' operations in its order (wasm
 *  has no fused multiply-add, and the rotation's dot product adds its terms in the same order), so
 *  each path's draws are the same bits as alone (docs/performance.md#path-budgets). The rotation's
 *  second pass is made in the bridge's loop, where each normal is read once. */
export function pathWalksPair(p: i32, months: i32): void {
  pointsOfPair(p, months);
  const drawsAt = changetype<usize>(draws2);
  inverseNormalsPair(changetype<usize>(pointFirst), changetype<usize>(point), drawsAt, months);
  if (rotating) {
    // R z: z[0] cos - p sin into z[0], and (z[0] sin + p (cos - 1)) u added, p = u . z.
    const uAt = changetype<usize>(rotationU);
    let along = f64x2.splat(0.0);
    for (let i = 1; i < months; i++) {
      along = f64x2.add(along, f64x2.mul(splatAt(uAt, i), v128.load(drawsAt + (<usize>i << 4))));
    }
    const first = v128.load(drawsAt);
    const sine = f64x2.splat(rotationSin);
    const beta = f64x2.add(f64x2.mul(first, sine), f64x2.mul(along, f64x2.splat(rotationCos - 1.0)));
    v128.store(drawsAt, f64x2.sub(f64x2.mul(first, f64x2.splat(rotationCos)), f64x2.mul(along, sine)));
    bridgeWalk2(months, drawsAt, true, beta);
  } else {
    bridgeWalk2(months, drawsAt, false, f64x2.splat(0.0));
  }
}

/** The bridge of pathNormals in both lanes, normal i plus beta u[i] when `rotated` (R z's second part). */
@inline function bridgeWalk2(months: i32, drawsAt: usize, rotated: bool, beta: v128): void {
  const walkAt = changetype<usize>(sobolWalk2);
  const uAt = changetype<usize>(rotationU);
  const leftAt = changetype<usize>(leftWeight);
  const rightAt = changetype<usize>(rightWeight);
  const sdAt = changetype<usize>(bridgeSd);
  v128.store(walkAt, f64x2.splat(0.0));
  v128.store(walkAt + (<usize>months << 4), f64x2.mul(splatAt(sdAt, 0), v128.load(drawsAt)));
  for (let i = 1; i < months; i++) {
    let z = v128.load(drawsAt + (<usize>i << 4));
    if (rotated) z = f64x2.add(z, f64x2.mul(beta, splatAt(uAt, i)));
    const left = v128.load(walkAt + (<usize>unchecked(bridgeLeft[i]) << 4));
    const right = v128.load(walkAt + (<usize>unchecked(bridgeRight[i]) << 4));
    v128.store(walkAt + (<usize>unchecked(bridgeIndex[i]) << 4), f64x2.add(
      f64x2.add(f64x2.mul(splatAt(leftAt, i), left), f64x2.mul(splatAt(rightAt, i), right)),
      f64x2.mul(splatAt(sdAt, i), z)));
  }
}
