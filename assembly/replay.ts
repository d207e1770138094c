// The replay of a solve (docs/model.md#solving-for-a-contribution): every path again with the
// deposits of another amount but the growth factors it already had, so a solve draws its random
// numbers once. The same cents recursion as the kernels,
//   B[0] = currentBalanceCents,  B[k+1] = nearest((B[k] + C[k]) * g[k, p]),
// over the factors recorded by the Monte-Carlo kernel (in blocks of GROWTH_BLOCK paths, layout.ts)
// or the table of market history (entry p + k), so a replayed balance is the simulated balance to
// the bit. Sixteen paths (a block) run at a time in eight SIMD pairs; their factors at a step are
// adjacent in both layouts, and a block's next step is the next 16 doubles, or the next 1.
//
// Two kinds of replay: a trial (up to one step, each path's balance there into replayed[]), and
// the run of a solve's answer (the whole horizon, each path's balance at every checkpoint into
// paths[], as simulate() writes them, docs/performance.md#solving). A trial gives a path whose
// balance passes 2^53 - 1 cents by the replayed step +Infinity: it is beyond exact cents, and
// beyond every goal (a goal is at most 12 digits of cents). A run says whether any balance passed
// it, as the historical kernel does.
import { checkpointAges, deposits, params, paths, replayed } from "./buffers";
import { centsStep, centsStep2 } from "./cents";
import { checkIndex } from "./checks";
import { MAX_SAFE_CENTS } from "./schedule";
import { GROWTH_BLOCK, P_CHECKPOINTS, P_START_AGE, P_START_BALANCE } from "./layout";

const MAX2 = f64x2.splat(MAX_SAFE_CENTS);
const INFINITY2 = f64x2.splat(Infinity);

/** Where a replay reads and writes: set once per replay, read by the blocks below. */
class Replay {
  steps: i32 = 0;
  pathCount: i32 = 0;
  growthAt: usize = 0;
  blockStride: i32 = 0;
  stepStride: i32 = 0;
  growthLength: i32 = 0;
  depositsAt: usize = 0;
  replayedAt: usize = 0;
  start: f64 = 0;
  pathsAt: usize = 0;
  pathsLength: i32 = 0;
  checkpointAgesAt: usize = 0;
  checkpoints: i32 = 0;
  startAge: i32 = 0;
}
const r = new Replay();

function prepare(
  steps: i32, pathCount: i32, growthAt: usize, blockStride: i32, stepStride: i32, growthLength: i32,
): void {
  r.steps = steps;
  r.pathCount = pathCount;
  r.growthAt = growthAt;
  r.blockStride = blockStride;
  r.stepStride = stepStride;
  r.growthLength = growthLength;
  r.depositsAt = changetype<usize>(deposits);
  r.replayedAt = changetype<usize>(replayed);
  r.start = params[P_START_BALANCE];
  r.pathsAt = changetype<usize>(paths);
  r.pathsLength = paths.length;
  r.checkpointAgesAt = changetype<usize>(checkpointAges);
  r.checkpoints = <i32>params[P_CHECKPOINTS];
  r.startAge = <i32>params[P_START_AGE];
}

/** A trial: balances after `steps` steps of paths [0, pathCount) into replayed[]; the factor of
 *  path p at step k is the double factorAt(p) + k * stepStride from growthAt (factorAt: the block's
 *  first, blockStride doubles apart, and p's place in it), never past growthLength doubles.
 *  Sixteen paths at a time, eight SIMD pairs whose chains of add, multiply and round interleave, so
 *  the loop is bound by the processor's throughput rather than by one step's latency; whether any
 *  of the sixteen passed 2^53 - 1 is one flag (compares and ors), and the rare block with such a
 *  path is replayed again four paths at a time with a flag per pair (docs/performance.md#solving).
 *  Every lane does its path's scalar operations, so the bits are the same. */
export function replayPaths(
  steps: i32, pathCount: i32, growthAt: usize, blockStride: i32, stepStride: i32, growthLength: i32,
): void {
  prepare(steps, pathCount, growthAt, blockStride, stepStride, growthLength);
  let p = 0;
  for (; p + 15 < pathCount; p += 16) {
    if (!trial16(p)) for (let q = p; q < p + 16; q += 4) block4(q, false);
  }
  for (; p + 3 < pathCount; p += 4) block4(p, false);
  for (; p + 1 < pathCount; p += 2) block2(p, false);
  if (p < pathCount) block1(p, false);
}

/** A run: every path [0, pathCount) over `months` steps, its balance at each checkpoint written to
 *  paths[c * pathCount + p] as the kernels write it; false when a balance passed 2^53 - 1 (the
 *  balances are written all the same). Factors as for replayPaths. */
export function replayRun(
  months: i32, pathCount: i32, growthAt: usize, blockStride: i32, stepStride: i32, growthLength: i32,
): bool {
  prepare(months, pathCount, growthAt, blockStride, stepStride, growthLength);
  let exact = true;
  let p = 0;
  for (; p + 15 < pathCount; p += 16) exact = run16(p) && exact;
  for (; p + 3 < pathCount; p += 4) exact = block4(p, true) && exact;
  for (; p + 1 < pathCount; p += 2) exact = block2(p, true) && exact;
  if (p < pathCount) exact = block1(p, true) && exact;
  return exact;
}

function trial16(p: i32): bool {
  return block16(p, false);
}

function run16(p: i32): bool {
  return block16(p, true);
}

/** Where path p's factors start, in doubles from growthAt. The blocks of the replay (16, 4, 2 or
 *  1 paths) never straddle two blocks of GROWTH_BLOCK, so a block's paths are adjacent. */
@inline function factorAt(p: i32): i32 {
  return (p / GROWTH_BLOCK) * r.blockStride + (p & (GROWTH_BLOCK - 1));
}

/** The step at which the checkpoint after `c` falls, or -1 after the last. */
@inline function checkpointStep(c: i32): i32 {
  return c < r.checkpoints ? load<i32>(r.checkpointAgesAt + (<usize>c << 2)) - r.startAge : -1;
}

/** Paths [p, p + 16); false when a balance of any of them passed 2^53 - 1. A trial then writes
 *  nothing (its caller replays the block again with a flag per pair); a run writes every
 *  checkpoint's balances. */
@inline function block16(p: i32, run: bool): bool {
  const steps = r.steps;
  const growthAt = r.growthAt;
  const stepStride = r.stepStride;
  const first = factorAt(p);
  const growthLength = r.growthLength;
  const depositsAt = r.depositsAt;
  let a = f64x2.splat(r.start);
  let b = a;
  let c = a;
  let d = a;
  let e = a;
  let f = a;
  let g = a;
  let h = a;
  let over = f64x2.gt(a, MAX2);
  let checkpoint = 0;
  let nextCheckpoint = run ? checkpointStep(0) : -1;
  for (let k = 0; k < steps; k++) {
    checkIndex(first + k * stepStride + 15, growthLength);
    const at = growthAt + ((<usize>first + <usize>k * stepStride) << 3);
    const deposit = f64x2.splat(load<f64>(depositsAt + (<usize>k << 3)));
    a = centsStep2(a, deposit, v128.load(at));
    b = centsStep2(b, deposit, v128.load(at, 16));
    c = centsStep2(c, deposit, v128.load(at, 32));
    d = centsStep2(d, deposit, v128.load(at, 48));
    e = centsStep2(e, deposit, v128.load(at, 64));
    f = centsStep2(f, deposit, v128.load(at, 80));
    g = centsStep2(g, deposit, v128.load(at, 96));
    h = centsStep2(h, deposit, v128.load(at, 112));
    const ab = v128.or(f64x2.gt(a, MAX2), f64x2.gt(b, MAX2));
    const cd = v128.or(f64x2.gt(c, MAX2), f64x2.gt(d, MAX2));
    const ef = v128.or(f64x2.gt(e, MAX2), f64x2.gt(f, MAX2));
    const gh = v128.or(f64x2.gt(g, MAX2), f64x2.gt(h, MAX2));
    over = v128.or(over, v128.or(v128.or(ab, cd), v128.or(ef, gh)));
    if (run && k + 1 == nextCheckpoint) {
      checkIndex(checkpoint * r.pathCount + p + 15, r.pathsLength);
      const out = r.pathsAt + ((<usize>checkpoint * r.pathCount + p) << 3);
      v128.store(out, a);
      v128.store(out, b, 16);
      v128.store(out, c, 32);
      v128.store(out, d, 48);
      v128.store(out, e, 64);
      v128.store(out, f, 80);
      v128.store(out, g, 96);
      v128.store(out, h, 112);
      checkpoint++;
      nextCheckpoint = checkpointStep(checkpoint);
    }
  }
  const exact = !v128.any_true(over);
  if (!run && exact) {
    const out = r.replayedAt + (<usize>p << 3);
    v128.store(out, a);
    v128.store(out, b, 16);
    v128.store(out, c, 32);
    v128.store(out, d, 48);
    v128.store(out, e, 64);
    v128.store(out, f, 80);
    v128.store(out, g, 96);
    v128.store(out, h, 112);
  }
  return exact;
}

/** Paths [p, p + 4): two pairs, each lane's passing 2^53 - 1 its own flag (a trial writes that
 *  lane Infinity); false when any passed it. This and the smaller blocks run only the last few
 *  paths and the rare block of sixteen with a path beyond exact cents, so one copy of each serves
 *  both kinds of replay (`run` is tested at every step) rather than two inlined: a smaller .wasm. */
function block4(p: i32, run: bool): bool {
  const steps = r.steps;
  const growthAt = r.growthAt;
  const stepStride = r.stepStride;
  const first = factorAt(p);
  const growthLength = r.growthLength;
  const depositsAt = r.depositsAt;
  let a = f64x2.splat(r.start);
  let b = a;
  let overA = f64x2.gt(a, MAX2);
  let overB = overA;
  let checkpoint = 0;
  let nextCheckpoint = run ? checkpointStep(0) : -1;
  for (let k = 0; k < steps; k++) {
    checkIndex(first + k * stepStride + 3, growthLength);
    const at = growthAt + ((<usize>first + <usize>k * stepStride) << 3);
    const deposit = f64x2.splat(load<f64>(depositsAt + (<usize>k << 3)));
    a = centsStep2(a, deposit, v128.load(at));
    b = centsStep2(b, deposit, v128.load(at, 16));
    overA = v128.or(overA, f64x2.gt(a, MAX2));
    overB = v128.or(overB, f64x2.gt(b, MAX2));
    if (run && k + 1 == nextCheckpoint) {
      checkIndex(checkpoint * r.pathCount + p + 3, r.pathsLength);
      const out = r.pathsAt + ((<usize>checkpoint * r.pathCount + p) << 3);
      v128.store(out, a);
      v128.store(out, b, 16);
      checkpoint++;
      nextCheckpoint = checkpointStep(checkpoint);
    }
  }
  if (!run) {
    const out = r.replayedAt + (<usize>p << 3);
    v128.store(out, v128.bitselect(INFINITY2, a, overA));
    v128.store(out, v128.bitselect(INFINITY2, b, overB), 16);
  }
  return !v128.any_true(v128.or(overA, overB));
}

/** Paths p and p + 1: one pair. */
function block2(p: i32, run: bool): bool {
  const steps = r.steps;
  const stepStride = r.stepStride;
  const first = factorAt(p);
  const depositsAt = r.depositsAt;
  let balance = f64x2.splat(r.start);
  let over = f64x2.gt(balance, MAX2);
  let checkpoint = 0;
  let nextCheckpoint = run ? checkpointStep(0) : -1;
  for (let k = 0; k < steps; k++) {
    checkIndex(first + k * stepStride + 1, r.growthLength);
    const growth = v128.load(r.growthAt + ((<usize>first + <usize>k * stepStride) << 3));
    const deposit = f64x2.splat(load<f64>(depositsAt + (<usize>k << 3)));
    balance = centsStep2(balance, deposit, growth);
    over = v128.or(over, f64x2.gt(balance, MAX2));
    if (run && k + 1 == nextCheckpoint) {
      checkIndex(checkpoint * r.pathCount + p + 1, r.pathsLength);
      v128.store(r.pathsAt + ((<usize>checkpoint * r.pathCount + p) << 3), balance);
      checkpoint++;
      nextCheckpoint = checkpointStep(checkpoint);
    }
  }
  if (!run) v128.store(r.replayedAt + (<usize>p << 3), v128.bitselect(INFINITY2, balance, over));
  return !v128.any_true(over);
}

/** Path p alone (the odd one out). */
function block1(p: i32, run: bool): bool {
  const steps = r.steps;
  const stepStride = r.stepStride;
  const first = factorAt(p);
  const depositsAt = r.depositsAt;
  let balance = r.start;
  let over = balance > MAX_SAFE_CENTS;
  let checkpoint = 0;
  let nextCheckpoint = run ? checkpointStep(0) : -1;
  for (let k = 0; k < steps; k++) {
    checkIndex(first + k * stepStride, r.growthLength);
    const growth = load<f64>(r.growthAt + ((<usize>first + <usize>k * stepStride) << 3));
    balance = centsStep(balance, load<f64>(depositsAt + (<usize>k << 3)), growth);
    over = over || balance > MAX_SAFE_CENTS;
    if (run && k + 1 == nextCheckpoint) {
      checkIndex(checkpoint * r.pathCount + p, r.pathsLength);
      store<f64>(r.pathsAt + ((<usize>checkpoint * r.pathCount + p) << 3), balance);
      checkpoint++;
      nextCheckpoint = checkpointStep(checkpoint);
    }
  }
  if (!run) store<f64>(r.replayedAt + (<usize>p << 3), over ? Infinity : balance);
  return !over;
}
