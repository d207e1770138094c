// Seeded normal draws, one independent stream per Monte-Carlo path (docs/model.md#random-streams):
// - the stream of path p starts from SplitMix64 seeded with mix64(mix64(mcSeed) ^ p), whose first
//   four outputs fill a xoshiro256** state (Blackman & Vigna, "Scrambled linear pseudorandom number
//   generators", 2018). So a path's draws depend on (mcSeed, p) alone: the first N paths are the
//   same whatever the path count, and however paths are split across calls or workers.
// - uniforms in [0, 1) take the top 53 bits of a 64-bit output.
// - normals come from a 256-layer ziggurat (Marsaglia & Tsang, "The Ziggurat Method for Generating
//   Random Variables", 2000; doubles as in Doornik 2005): the layer from the low 8 bits, the
//   signed abscissa u in [-1, 1) from the top 52 bits (as the mantissa of a double in [1, 2):
//   u = 2 * m - 3, exact, and computable two lanes at a time), the tail beyond R by Marsaglia's
//   1964 method. The tables are computed at instantiation with the module's own Math, so every
//   host gets the same bits.

// Generator state lives in globals between calls; the Monte-Carlo kernel keeps it in locals in its
// hot loop (globals there cost about 5%) and hands it back here for the rare slow path.
export let s0: u64 = 0;
export let s1: u64 = 0;
export let s2: u64 = 0;
export let s3: u64 = 0;

export const GOLDEN: u64 = 0x9E3779B97F4A7C15;
const TWO_POW_MINUS_53: f64 = 1.1102230246251565e-16;
/** The bits of 1.0: OR-ed with a 52-bit mantissa they make a double in [1, 2). */
export const ONE_BITS: u64 = 0x3FF0000000000000;

/** SplitMix64's output function (also the Sobol sampler's scrambling stream, sobol.ts). */
@inline export function mix64(value: u64): u64 {
  let z = value;
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EB;
  return z ^ (z >> 31);
}

/** Positions the generator at the start of path `path`'s stream. */
export function seedPath(mcSeed: i64, path: i32): void {
  let state = mix64(mix64(<u64>mcSeed) ^ <u64>path);
  state += GOLDEN;
  s0 = mix64(state);
  state += GOLDEN;
  s1 = mix64(state);
  state += GOLDEN;
  s2 = mix64(state);
  state += GOLDEN;
  s3 = mix64(state);
}

/** xoshiro256**: the next 64 random bits. */
@inline export function nextBits(): u64 {
  const result = rotl<u64>(s1 * 5, 7) * 9;
  const t = s1 << 17;
  s2 ^= s0;
  s3 ^= s1;
  s1 ^= s2;
  s0 ^= s3;
  s2 ^= t;
  s3 = rotl<u64>(s3, 45);
  return result;
}

/** Uniform in [0, 1). */
@inline function uniform(): f64 {
  return <f64>(nextBits() >> 11) * TWO_POW_MINUS_53;
}

export const ZIG_LAYERS = 256;
const ZIG_R: f64 = 3.6541528853610088; // start of the tail
const ZIG_V: f64 = 0.00492867323399; // area of each layer
export const zigX = new StaticArray<f64>(ZIG_LAYERS + 1); // layer edges, zigX[1] = R down to zigX[256] = 0
const zigF = new StaticArray<f64>(ZIG_LAYERS + 1); // exp(-x^2 / 2) at each edge

@inline function density(x: f64): f64 {
  return Math.exp(-0.5 * x * x);
}

function initZiggurat(): void {
  zigX[0] = ZIG_V / density(ZIG_R);
  zigX[1] = ZIG_R;
  for (let i = 1; i < ZIG_LAYERS - 1; i++) {
    zigX[i + 1] = Math.sqrt(-2.0 * Math.log(ZIG_V / zigX[i] + density(zigX[i])));
  }
  zigX[ZIG_LAYERS] = 0.0;
  for (let i = 0; i <= ZIG_LAYERS; i++) zigF[i] = density(zigX[i]);
}
initZiggurat();

/** The rare case of a draw: the tail (layer 0) or a wedge test; NaN asks for a new draw. Kept
 *  out of line: inlining it into the kernel made the kernel about 25% slower. */
export function normalSlow(layer: i32, x: f64, u: f64): f64 {
  if (layer == 0) {
    let tail: f64;
    let y: f64;
    do {
      tail = -Math.log(1.0 - uniform()) / ZIG_R;
      y = -Math.log(1.0 - uniform());
    } while (y + y < tail * tail);
    return u < 0 ? -(ZIG_R + tail) : ZIG_R + tail;
  }
  const f1 = unchecked(zigF[layer + 1]);
  if (f1 + (unchecked(zigF[layer]) - f1) * uniform() < density(x)) return x;
  return NaN;
}

/** The signed abscissa of a draw: u in [-1, 1) from the top 52 bits. */
@inline export function signedUniform(bits: u64): f64 {
  return reinterpret<f64>((bits >> 12) | ONE_BITS) * 2.0 - 3.0;
}

/** Finishes a draw whose fast test failed: the slow path, and new draws until one is accepted. */
export function normalAfterReject(layer: i32, x: f64, u: f64): f64 {
  let slow = normalSlow(layer, x, u);
  while (slow != slow) {
    const bits = nextBits();
    const nextLayer = <i32>(bits & 0xFF);
    const nextU = signedUniform(bits);
    const nextX = nextU * unchecked(zigX[nextLayer]);
    if (Math.abs(nextX) < unchecked(zigX[nextLayer + 1])) return nextX;
    slow = normalSlow(nextLayer, nextX, nextU);
  }
  return slow;
}

/** A standard normal draw (the kernels inline the fast path over local state). */
export function normal(): f64 {
  const bits = nextBits();
  const layer = <i32>(bits & 0xFF);
  const u = signedUniform(bits);
  const x = u * unchecked(zigX[layer]);
  if (Math.abs(x) < unchecked(zigX[layer + 1])) return x;
  return normalAfterReject(layer, x, u);
}
