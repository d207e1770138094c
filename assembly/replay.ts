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
 *  step k is at growthAt + 8 * (k * stepStride + p), never past growthLength doubles. */
export function replayPaths(steps: i32, pathCount: i32, growthAt: usize, stepStride: i32, growthLength: i32): void {
  const depositsAt = changetype<usize>(deposits);
  const replayedAt = changetype<usize>(replayed);
  const start = params[P_START_BALANCE];
  let p = 0;
  for (; p + 1 < pathCount; p += 2) {
    let balance = f64x2.splat(start);
    let peak = balance;
    for (let k = 0; k < steps; k++) {
      checkIndex(k * stepStride + p + 1, growthLength);
      const growth = v128.load(growthAt + ((<usize>k * stepStride + p) << 3));
      const deposit = f64x2.splat(load<f64>(depositsAt + (<usize>k << 3)));
      balance = centsStep2(balance, deposit, growth);
      peak = f64x2.max(peak, balance);
    }
    balance = v128.bitselect(INFINITY2, balance, f64x2.gt(peak, MAX2));
    v128.store(replayedAt + (<usize>p << 3), balance);
  }
  if (p < pathCount) {
    let balance = start;
    let peak = balance;
    for (let k = 0; k < steps; k++) {
      checkIndex(k * stepStride + p, growthLength);
      const growth = load<f64>(growthAt + ((<usize>k * stepStride + p) << 3));
      balance = centsStep(balance, load<f64>(depositsAt + (<usize>k << 3)), growth);
      peak = max(peak, balance);
    }
    store<f64>(replayedAt + (<usize>p << 3), peak > MAX_SAFE_CENTS ? Infinity : balance);
  }
}
