// Monte-Carlo paths (DESIGN 3, 5): the deterministic cents recursion with a random monthly growth
//   g[k,p] = g * exp(sigma * z[k,p] - sigma^2 / 2),  sigma = annualVolatility / sqrt(12),
// z standard normal, so E[g[k,p]] = g and with sigma = 0 every path is the deterministic path to
// the bit. Balances at the checkpoints are written checkpoint-major: paths[c * pathCount + p].
//
// The hot loop keeps the xoshiro256** state in locals and inlines the ziggurat's fast path
// (random.ts has the same steps, documented); only the rare slow path goes through globals. It
// reads the buffers through raw addresses: a managed reference in the loop would make the
// runtime spill it to its shadow stack on every iteration.
import { checkpointAges, deposits, outputs, params, paths } from "./buffers";
import { fastExp } from "./exp";
import { O_GROWTH, P_CHECKPOINTS, P_MC_SEED, P_MONTHS, P_START_AGE, P_VOLATILITY } from "./layout";
import * as random from "./random";

const TWO_POW_MINUS_52: f64 = 2.220446049250313e-16;

/** Simulates paths [firstPath, endPath) of pathCount; needs `deterministic()` to have run. */
export function simulatePaths(firstPath: i32, endPath: i32, pathCount: i32): void {
  const months = <i32>params[P_MONTHS];
  const startAge = <i32>params[P_START_AGE];
  const checkpoints = <i32>params[P_CHECKPOINTS];
  const seed = <i64>params[P_MC_SEED];
  const g = outputs[O_GROWTH];
  const sigma = params[P_VOLATILITY] / Math.sqrt(12.0);
  const halfVariance = sigma * sigma * 0.5;
  const firstCheckpoint = unchecked(checkpointAges[0]) - startAge;
  const zigX = changetype<usize>(random.zigX);
  const depositsAt = changetype<usize>(deposits);
  const pathsAt = changetype<usize>(paths);
  const checkpointAgesAt = changetype<usize>(checkpointAges);

  for (let p = firstPath; p < endPath; p++) {
    random.seedPath(seed, p);
    let s0 = random.s0;
    let s1 = random.s1;
    let s2 = random.s2;
    let s3 = random.s3;
    let balance = 0.0;
    let c = 0;
    let nextCheckpoint = firstCheckpoint;
    for (let k = 0; k < months; k++) {
      let z = 0.0;
      while (true) {
        // xoshiro256** step
        const bits = rotl<u64>(s1 * 5, 7) * 9;
        const t = s1 << 17;
        s2 ^= s0;
        s3 ^= s1;
        s1 ^= s2;
        s0 ^= s3;
        s2 ^= t;
        s3 = rotl<u64>(s3, 45);
        // ziggurat fast path
        const layer = <i32>(bits & 0xFF);
        const u = <f64><i64>(bits >> 11) * TWO_POW_MINUS_52 - 1.0; // [-1, 1); signed convert is faster
        const edge = zigX + (<usize>layer << 3);
        const x = u * load<f64>(edge);
        if (Math.abs(x) < load<f64>(edge, 8)) {
          z = x;
          break;
        }
        random.s0 = s0;
        random.s1 = s1;
        random.s2 = s2;
        random.s3 = s3;
        const slow = random.normalSlow(layer, x, u);
        s0 = random.s0;
        s1 = random.s1;
        s2 = random.s2;
        s3 = random.s3;
        if (slow == slow) {
          z = slow;
          break;
        }
      }
      const growth = g * fastExp(sigma * z - halfVariance);
      balance = nearest((balance + load<f64>(depositsAt + (<usize>k << 3))) * growth);
      if (k + 1 == nextCheckpoint) {
        store<f64>(pathsAt + ((<usize>c * pathCount + p) << 3), balance);
        c++;
        nextCheckpoint = c < checkpoints ? load<i32>(checkpointAgesAt + (<usize>c << 2)) - startAge : -1;
      }
    }
  }
}
