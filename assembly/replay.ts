// The replay of a solve (docs/model.md#solving-for-a-contribution): every path again, up to one
// step, with the deposits of another amount but the growth factors it already had, so a solve
// draws its random numbers once. The same cents recursion as the kernels,
//   B[0] = currentBalanceCents,  B[k+1] = nearest((B[k] + C[k]) * g[k, p]),
// over the factors recorded by the Monte-Carlo kernel (growths[k * pathCount + p]) or the table
// of market history (entry p + k), so a replayed balance is the simulated balance to the bit.
// Two paths run side by side in SIMD lanes; their factors are adjacent in both layouts.
//
// A path whose balance passes 2^53 - 1 cents by the replayed step is given +Infinity: it is beyond
// exact cents, and beyond every goal (a goal is at most 12 digits of cents).
import { deposits, params, replayed } from "./buffers";
import { centsStep, centsStep2 } from "./cents";
import { checkIndex } from "./checks";
import { MAX_SAFE_CENTS } from "./schedule";
import { P_START_BALANCE } from "./layout";

const MAX2 = f64x2.splat(MAX_SAFE_CENTS);
const INFINITY2 = f64x2.splat(Infinity);

/** Balances after `steps` steps of paths [0, pathCount) into replayed[]; the factor of path p at
 *  step k is at growthAt + 8 * (k * stepStride + p), never past growthLength doubles. Four paths at
 *  a time, two SIMD pairs whose chains of add, multiply and round interleave (one pair waits on
 *  each step's latency), and a path's passing 2^53 - 1 kept as a flag (a compare and an or) rather
 *  than a running maximum, which was a second chain as slow as the balance's
 *  (docs/performance.md#solving). Every lane does its path's scalar operations, so the bits are the
 *  same. */
export function replayPaths(steps: i32, pathCount: i32, growthAt: usize, stepStride: i32, growthLength: i32): void {
  const depositsAt = changetype<usize>(deposits);
  const replayedAt = changetype<usize>(replayed);
  const start = params[P_START_BALANCE];
  let p = 0;
  for (; p + 3 < pathCount; p += 4) {
    let a = f64x2.splat(start);
    let b = a;
    let overA = f64x2.gt(a, MAX2);
    let overB = overA;
    for (let k = 0; k < steps; k++) {
      checkIndex(k * stepStride + p + 3, growthLength);
      const at = growthAt + ((<usize>k * stepStride + p) << 3);
      const deposit = f64x2.splat(load<f64>(depositsAt + (<usize>k << 3)));
      a = centsStep2(a, deposit, v128.load(at));
      b = centsStep2(b, deposit, v128.load(at, 16));
      overA = v128.or(overA, f64x2.gt(a, MAX2));
      overB = v128.or(overB, f64x2.gt(b, MAX2));
    }
    v128.store(replayedAt + (<usize>p << 3), v128.bitselect(INFINITY2, a, overA));
    v128.store(replayedAt + (<usize>p << 3), v128.bitselect(INFINITY2, b, overB), 16);
  }
  for (; p + 1 < pathCount; p += 2) {
    let balance = f64x2.splat(start);
    let over = f64x2.gt(balance, MAX2);
    for (let k = 0; k < steps; k++) {
      checkIndex(k * stepStride + p + 1, growthLength);
      const growth = v128.load(growthAt + ((<usize>k * stepStride + p) << 3));
      const deposit = f64x2.splat(load<f64>(depositsAt + (<usize>k << 3)));
      balance = centsStep2(balance, deposit, growth);
      over = v128.or(over, f64x2.gt(balance, MAX2));
    }
    v128.store(replayedAt + (<usize>p << 3), v128.bitselect(INFINITY2, balance, over));
  }
  if (p < pathCount) {
    let balance = start;
    let over = balance > MAX_SAFE_CENTS;
    for (let k = 0; k < steps; k++) {
      checkIndex(k * stepStride + p, growthLength);
      const growth = load<f64>(growthAt + ((<usize>k * stepStride + p) << 3));
      balance = centsStep(balance, load<f64>(depositsAt + (<usize>k << 3)), growth);
      over = over || balance > MAX_SAFE_CENTS;
    }
    store<f64>(replayedAt + (<usize>p << 3), over ? Infinity : balance);
  }
}
