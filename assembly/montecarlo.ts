// Monte-Carlo paths (DESIGN 3, 5): the deterministic cents recursion with a random monthly growth
//   g[k,p] = g * exp(sigma * z[k,p] - sigma^2 / 2),  sigma = annualVolatility / sqrt(12),
// z standard normal, so E[g[k,p]] = g and with sigma = 0 every path is the deterministic path to
// the bit. Balances at the checkpoints are written checkpoint-major: paths[c * pathCount + p].
import { checkpointAges, deposits, outputs, params, paths } from "./buffers";
import { O_GROWTH, P_CHECKPOINTS, P_MC_SEED, P_MONTHS, P_START_AGE, P_VOLATILITY } from "./layout";
import { normal, seedPath } from "./random";

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

  for (let p = firstPath; p < endPath; p++) {
    seedPath(seed, p);
    let balance = 0.0;
    let c = 0;
    let nextCheckpoint = firstCheckpoint;
    for (let k = 0; k < months; k++) {
      const growth = g * Math.exp(sigma * normal() - halfVariance);
      balance = nearest((balance + unchecked(deposits[k])) * growth);
      if (k + 1 == nextCheckpoint) {
        unchecked(paths[c * pathCount + p] = balance);
        c++;
        nextCheckpoint = c < checkpoints ? unchecked(checkpointAges[c]) - startAge : -1;
      }
    }
  }
}
