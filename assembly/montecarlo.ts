// Monte-Carlo paths (docs/model.md#monte-carlo): the deterministic cents recursion with a random
// monthly growth
//   g[k,p] = g * exp(sigma * z[k,p] - sigma^2 / 2),  sigma = annualVolatility / sqrt(12),
// z standard normal, so E[g[k,p]] = g and with sigma = 0 every path is the deterministic path to
// the bit. Every path starts from the balance on asOf (P_START_BALANCE). Balances at the
// checkpoints are written checkpoint-major: paths[c * pathCount + p]. When P_RECORD_STEPS is set,
// the growth factors of the first steps are also kept, in blocks of paths (layout.ts, GROWTH_BLOCK),
// so that a solve can replay every path with other deposits without drawing again (replay.ts).
// When P_SIDE is set, each path also carries the side account (docs/after-tax.md#the-comparison):
// a second balance from P_SIDE_START over sideDeposits[], grown by the same factor at each step,
// its checkpoint balances in sidePaths[] laid out as paths[]. The kernels are compiled twice, with
// and without it (`side` is a constant after inlining), so a run without it does no more work.
//
// Two paths run side by side in 128-bit SIMD lanes (xoshiro256** state in i64x2, or the two paths'
// Sobol walks, and balances in f64x2); each lane performs exactly the scalar operations of its own
// path, so the result does not depend on how paths are paired. The ziggurat's rare slow path, and
// an odd last path, run scalar through random.ts (or sobol.ts's pathNormals). The loops read buffers through raw addresses: a managed reference in them
// would be spilled to the runtime's shadow stack on every iteration.
import { checkpointAges, deposits, growths, outputs, params, paths, sideDeposits, sidePaths } from "./buffers";
import { fastExp, fastExp2 } from "./exp";
import {
  GROWTH_BLOCK, MC_SAMPLER_SOBOL, O_GROWTH, P_CHECKPOINTS, P_MC_SAMPLER, P_MC_SEED, P_MONTHS, P_RECORD_STEPS, P_SIDE, P_SIDE_START,
  P_START_AGE, P_START_BALANCE, P_VOLATILITY,
} from "./layout";
import * as random from "./random";
import {
  pathNormals, pathWalksPair, prepareBridge, prepareRotation, prepareSobol, sobolNormals, sobolWalk2, timingWeights,
} from "./sobol";
import { depositTiming } from "./schedule";
import { centsStep, centsStep2 } from "./cents";
import { checkIndex } from "./checks";

const ONE_BITS2 = i64x2.splat(random.ONE_BITS);
const TWO2 = f64x2.splat(2.0);
const THREE2 = f64x2.splat(3.0);

class Kernel {
  months: i32 = 0;
  startAge: i32 = 0;
  checkpoints: i32 = 0;
  seed: i64 = 0;
  g: f64 = 0;
  sigma: f64 = 0;
  halfVariance: f64 = 0;
  zigX: usize = 0;
  depositsAt: usize = 0;
  pathsAt: usize = 0;
  checkpointAgesAt: usize = 0;
  pathsLength: i32 = 0;
  startBalance: f64 = 0;
  recordSteps: i32 = 0;
  growthsAt: usize = 0;
  growthsLength: i32 = 0;
  sideDepositsAt: usize = 0;
  sidePathsAt: usize = 0;
  sidePathsLength: i32 = 0;
  sideStart: f64 = 0;
}
const kernel = new Kernel();

/** Where path p's factor at step k is recorded (layout.ts, GROWTH_BLOCK). */
@inline function recordedAt(p: i32, k: i32, recordSteps: i32): i32 {
  return ((p / GROWTH_BLOCK) * recordSteps + k) * GROWTH_BLOCK + (p & (GROWTH_BLOCK - 1));
}

@inline function rotl2(x: v128, k: i32): v128 {
  return v128.or(i64x2.shl(x, k), i64x2.shr_u(x, 64 - k));
}

/** One lane of a pair whose fast test failed: finish its draw with the scalar slow path. */
function finishLane(state: usize, lane: i32, bits: v128, u: v128, x: v128): f64 {
  const layer = <i32>((lane == 0 ? i64x2.extract_lane(bits, 0) : i64x2.extract_lane(bits, 1)) & 0xFF);
  random.s0 = lane == 0 ? i64x2.extract_lane(v128.load(state, 0), 0) : i64x2.extract_lane(v128.load(state, 0), 1);
  random.s1 = lane == 0 ? i64x2.extract_lane(v128.load(state, 16), 0) : i64x2.extract_lane(v128.load(state, 16), 1);
  random.s2 = lane == 0 ? i64x2.extract_lane(v128.load(state, 32), 0) : i64x2.extract_lane(v128.load(state, 32), 1);
  random.s3 = lane == 0 ? i64x2.extract_lane(v128.load(state, 48), 0) : i64x2.extract_lane(v128.load(state, 48), 1);
  const z = random.normalAfterReject(layer, lane == 0 ? f64x2.extract_lane(x, 0) : f64x2.extract_lane(x, 1),
    lane == 0 ? f64x2.extract_lane(u, 0) : f64x2.extract_lane(u, 1));
  if (lane == 0) {
    v128.store(state, i64x2.replace_lane(v128.load(state, 0), 0, random.s0), 0);
    v128.store(state, i64x2.replace_lane(v128.load(state, 16), 0, random.s1), 16);
    v128.store(state, i64x2.replace_lane(v128.load(state, 32), 0, random.s2), 32);
    v128.store(state, i64x2.replace_lane(v128.load(state, 48), 0, random.s3), 48);
  } else {
    v128.store(state, i64x2.replace_lane(v128.load(state, 0), 1, random.s0), 0);
    v128.store(state, i64x2.replace_lane(v128.load(state, 16), 1, random.s1), 16);
    v128.store(state, i64x2.replace_lane(v128.load(state, 32), 1, random.s2), 32);
    v128.store(state, i64x2.replace_lane(v128.load(state, 48), 1, random.s3), 48);
  }
  return z;
}
// The four state vectors of a pair while one of its lanes takes the slow path (raw memory: no
// bounds-checked accessor calls in the kernel).
const slowState = memory.data(64, 16);

/** Paths p and p + 1, with the side account when `side`; their normals from their pseudo-random
 *  streams, or with `sobol` the differences of their Sobol walks (sobol.ts, pathWalksPair). */
@inline function simulatePairOf(p: i32, pathCount: i32, side: bool, sobol: bool): void {
  const k0 = kernel;
  const months = k0.months;
  const startAge = k0.startAge;
  const checkpoints = k0.checkpoints;
  const zigX = k0.zigX;
  const depositsAt = k0.depositsAt;
  const pathsAt = k0.pathsAt;
  const checkpointAgesAt = k0.checkpointAgesAt;
  const pathsLength = k0.pathsLength;
  const recordSteps = k0.recordSteps;
  const growthsAt = k0.growthsAt;
  const sideDepositsAt = k0.sideDepositsAt;
  const sidePathsAt = k0.sidePathsAt;
  const sidePathsLength = k0.sidePathsLength;
  const g = f64x2.splat(k0.g);
  const sigma = f64x2.splat(k0.sigma);
  const halfVariance = f64x2.splat(k0.halfVariance);

  let s0 = i64x2.splat(0);
  let s1 = i64x2.splat(0);
  let s2 = i64x2.splat(0);
  let s3 = i64x2.splat(0);
  const walkAt = changetype<usize>(sobolWalk2);
  let walked = f64x2.splat(0.0); // W[k] of the Sobol walks: month k's draw is W[k + 1] - W[k]
  if (sobol) {
    pathWalksPair(p, months);
  } else {
    random.seedPath(k0.seed, p);
    s0 = i64x2.splat(random.s0);
    s1 = i64x2.splat(random.s1);
    s2 = i64x2.splat(random.s2);
    s3 = i64x2.splat(random.s3);
    random.seedPath(k0.seed, p + 1);
    s0 = i64x2.replace_lane(s0, 1, random.s0);
    s1 = i64x2.replace_lane(s1, 1, random.s1);
    s2 = i64x2.replace_lane(s2, 1, random.s2);
    s3 = i64x2.replace_lane(s3, 1, random.s3);
  }

  let balance = f64x2.splat(k0.startBalance);
  let sideBalance = f64x2.splat(k0.sideStart);
  let c = 0;
  let nextCheckpoint = load<i32>(checkpointAgesAt) - startAge;
  for (let k = 0; k < months; k++) {
    let z: v128;
    if (sobol) {
      const next = v128.load(walkAt + (<usize>(k + 1) << 4));
      z = f64x2.sub(next, walked);
      walked = next;
    } else {
      // xoshiro256** step in both lanes; * 5 and * 9 as shifts and adds
      const times5 = i64x2.add(i64x2.shl(s1, 2), s1);
      const rotated = rotl2(times5, 7);
      const bits = i64x2.add(i64x2.shl(rotated, 3), rotated);
      const t = i64x2.shl(s1, 17);
      s2 = v128.xor(s2, s0);
      s3 = v128.xor(s3, s1);
      s1 = v128.xor(s1, s2);
      s0 = v128.xor(s0, s3);
      s2 = v128.xor(s2, t);
      s3 = rotl2(s3, 45);
      // ziggurat fast path in both lanes
      const u = f64x2.sub(f64x2.mul(v128.or(i64x2.shr_u(bits, 12), ONE_BITS2), TWO2), THREE2);
      const layer0 = <i32>i64x2.extract_lane(bits, 0) & 0xFF;
      const layer1 = <i32>i64x2.extract_lane(bits, 1) & 0xFF;
      checkIndex(layer0 + 1, random.ZIG_LAYERS + 1); // edges [layer] and [layer + 1] are read
      checkIndex(layer1 + 1, random.ZIG_LAYERS + 1);
      const edge0 = zigX + (<usize>layer0 << 3);
      const edge1 = zigX + (<usize>layer1 << 3);
      z = f64x2.mul(u, f64x2.replace_lane(f64x2.splat(load<f64>(edge0)), 1, load<f64>(edge1)));
      const inner = f64x2.replace_lane(f64x2.splat(load<f64>(edge0, 8)), 1, load<f64>(edge1, 8));
      const accepted = f64x2.lt(f64x2.abs(z), inner);
      if (!i64x2.all_true(accepted)) {
        const state = slowState;
        v128.store(state, s0, 0);
        v128.store(state, s1, 16);
        v128.store(state, s2, 32);
        v128.store(state, s3, 48);
        if (i64x2.extract_lane(accepted, 0) == 0) z = f64x2.replace_lane(z, 0, finishLane(state, 0, bits, u, z));
        if (i64x2.extract_lane(accepted, 1) == 0) z = f64x2.replace_lane(z, 1, finishLane(state, 1, bits, u, z));
        s0 = v128.load(state, 0);
        s1 = v128.load(state, 16);
        s2 = v128.load(state, 32);
        s3 = v128.load(state, 48);
      }
    }
    const growth = f64x2.mul(g, fastExp2(f64x2.sub(f64x2.mul(sigma, z), halfVariance)));
    if (k < recordSteps) {
      // Both lanes in one block but for a pair that starts at a block's last path.
      const at = recordedAt(p, k, recordSteps);
      checkIndex(at + 1, k0.growthsLength);
      if ((p & (GROWTH_BLOCK - 1)) != GROWTH_BLOCK - 1) {
        v128.store(growthsAt + (<usize>at << 3), growth);
      } else {
        const next = recordedAt(p + 1, k, recordSteps);
        checkIndex(next, k0.growthsLength);
        store<f64>(growthsAt + (<usize>at << 3), f64x2.extract_lane(growth, 0));
        store<f64>(growthsAt + (<usize>next << 3), f64x2.extract_lane(growth, 1));
      }
    }
    const deposit = f64x2.splat(load<f64>(depositsAt + (<usize>k << 3)));
    balance = centsStep2(balance, deposit, growth);
    if (side) {
      const sideDeposit = f64x2.splat(load<f64>(sideDepositsAt + (<usize>k << 3)));
      sideBalance = centsStep2(sideBalance, sideDeposit, growth);
    }
    if (k + 1 == nextCheckpoint) {
      checkIndex(c * pathCount + p + 1, pathsLength);
      v128.store(pathsAt + ((<usize>c * pathCount + p) << 3), balance);
      if (side) {
        checkIndex(c * pathCount + p + 1, sidePathsLength);
        v128.store(sidePathsAt + ((<usize>c * pathCount + p) << 3), sideBalance);
      }
      c++;
      nextCheckpoint = c < checkpoints ? load<i32>(checkpointAgesAt + (<usize>c << 2)) - startAge : -1;
    }
  }
}

function simulatePair(p: i32, pathCount: i32): void {
  simulatePairOf(p, pathCount, false, false);
}

function simulatePairWithSide(p: i32, pathCount: i32): void {
  simulatePairOf(p, pathCount, true, false);
}

function simulateSobolPair(p: i32, pathCount: i32): void {
  simulatePairOf(p, pathCount, false, true);
}

function simulateSobolPairWithSide(p: i32, pathCount: i32): void {
  simulatePairOf(p, pathCount, true, true);
}

/** Path p alone (the odd one out): the same steps as one lane of a pair. With `sobol`, the path's
 *  normals are its Sobol point's (sobol.ts), and the steps after them the same. */
function simulateOne(p: i32, pathCount: i32, side: bool, sobol: bool): void {
  const k0 = kernel;
  if (sobol) pathNormals(p, k0.months);
  else random.seedPath(k0.seed, p);
  let balance = k0.startBalance;
  let sideBalance = k0.sideStart;
  let c = 0;
  let nextCheckpoint = load<i32>(k0.checkpointAgesAt) - k0.startAge;
  for (let k = 0; k < k0.months; k++) {
    const z = sobol ? unchecked(sobolNormals[k]) : random.normal();
    const growth = k0.g * fastExp(k0.sigma * z - k0.halfVariance);
    if (k < k0.recordSteps) {
      const at = recordedAt(p, k, k0.recordSteps);
      checkIndex(at, k0.growthsLength);
      store<f64>(k0.growthsAt + (<usize>at << 3), growth);
    }
    balance = centsStep(balance, load<f64>(k0.depositsAt + (<usize>k << 3)), growth);
    if (side) sideBalance = centsStep(sideBalance, load<f64>(k0.sideDepositsAt + (<usize>k << 3)), growth);
    if (k + 1 == nextCheckpoint) {
      checkIndex(c * pathCount + p, k0.pathsLength);
      store<f64>(k0.pathsAt + ((<usize>c * pathCount + p) << 3), balance);
      if (side) {
        checkIndex(c * pathCount + p, k0.sidePathsLength);
        store<f64>(k0.sidePathsAt + ((<usize>c * pathCount + p) << 3), sideBalance);
      }
      c++;
      nextCheckpoint = c < k0.checkpoints ? load<i32>(k0.checkpointAgesAt + (<usize>c << 2)) - k0.startAge : -1;
    }
  }
}

/** Simulates paths [firstPath, endPath) of pathCount; needs `deterministicPath()` to have run. */
export function simulatePaths(firstPath: i32, endPath: i32, pathCount: i32): void {
  const k0 = kernel;
  k0.months = <i32>params[P_MONTHS];
  k0.startAge = <i32>params[P_START_AGE];
  k0.checkpoints = <i32>params[P_CHECKPOINTS];
  k0.seed = <i64>params[P_MC_SEED];
  k0.g = outputs[O_GROWTH];
  k0.sigma = params[P_VOLATILITY] / Math.sqrt(12.0);
  k0.halfVariance = k0.sigma * k0.sigma * 0.5;
  k0.zigX = changetype<usize>(random.zigX);
  k0.depositsAt = changetype<usize>(deposits);
  k0.pathsAt = changetype<usize>(paths);
  k0.checkpointAgesAt = changetype<usize>(checkpointAges);
  k0.pathsLength = paths.length;
  k0.startBalance = params[P_START_BALANCE];
  k0.recordSteps = <i32>params[P_RECORD_STEPS];
  k0.growthsAt = changetype<usize>(growths);
  k0.growthsLength = growths.length;
  const side = params[P_SIDE] != 0;
  k0.sideDepositsAt = changetype<usize>(sideDeposits);
  k0.sidePathsAt = changetype<usize>(sidePaths);
  k0.sidePathsLength = sidePaths.length;
  k0.sideStart = params[P_SIDE_START];
  let p = firstPath;
  if (<i32>params[P_MC_SAMPLER] == MC_SAMPLER_SOBOL) {
    prepareSobol(k0.seed, k0.months, pathCount, true);
    prepareBridge(k0.months, k0.checkpointAgesAt, k0.checkpoints, k0.startAge);
    depositTiming(changetype<usize>(timingWeights));
    prepareRotation(k0.months, k0.startBalance > 0 ? 1.0 : 0.0, k0.g);
    if (side) for (; p + 1 < endPath; p += 2) simulateSobolPairWithSide(p, pathCount);
    else for (; p + 1 < endPath; p += 2) simulateSobolPair(p, pathCount);
    if (p < endPath) simulateOne(p, pathCount, side, true);
    return;
  }
  if (side) for (; p + 1 < endPath; p += 2) simulatePairWithSide(p, pathCount);
  else for (; p + 1 < endPath; p += 2) simulatePair(p, pathCount);
  if (p < endPath) simulateOne(p, pathCount, side, false);
}
