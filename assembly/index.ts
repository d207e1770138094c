// The engine's export surface: sizes in, pointers to its buffers out, and entry points that each
// return a Status. The wrapper (core/engine/engine.ts) fills the buffers and reads the results. This is
// the release build's entry; the debug build's (testing.ts) adds the exports only tests use.
// The parameter block names the return model; `simulate` runs its paths. With P_SIDE set, every
// run also carries the side account (docs/after-tax.md#the-comparison) in the side buffers.
import {
  balances, checkpointAges, counts, deflators, deposits, growths, layoutFits, milestonesNominal,
  milestonesReal, outputs, params, paths, percentilesNominal, percentilesReal, replayed, reserve as reserveBuffers,
  salaryDeposits, sideDeposits, sideMilestonesNominal, sideMilestonesReal, sidePaths, sidePercentilesNominal,
  sidePercentilesReal, sources, stepCuts, stepDeflators, stepYears,
} from "./buffers";
import { computePercentiles } from "./percentiles";
import { expandSchedule } from "./schedule";
import { runDeterministicPath } from "./path";
import { simulatePaths } from "./montecarlo";
import { growthTableFor, historyFits, simulateWindows } from "./historical";
import {
  GROWTH_BLOCK, HISTORY_MONTHS, MC_SAMPLER_PSEUDO, MC_SAMPLER_SOBOL, O_INFLATION_AND_FEE, P_MC_SAMPLER, P_MONTHS, P_RECORD_STEPS,
  P_RETURN_MODEL, P_SIDE, RETURN_MODEL_HISTORICAL, RETURN_MODEL_LOGNORMAL,
} from "./layout";
import { SOBOL_DIMENSIONS } from "./sobol";
import { replayPaths, replayRun } from "./replay";
import { Status } from "./status";


export function reserve(
  months: i32, sourceCount: i32, checkpoints: i32, pathCount: i32, recordSteps: i32, side: bool,
): void {
  reserveBuffers(months, sourceCount, checkpoints, pathCount, recordSteps, side);
}

export function paramsPtr(): usize { return changetype<usize>(params); }
export function outputsPtr(): usize { return changetype<usize>(outputs); }
export function stepYearsPtr(): usize { return changetype<usize>(stepYears); }
export function sourcesPtr(): usize { return changetype<usize>(sources); }
export function checkpointAgesPtr(): usize { return changetype<usize>(checkpointAges); }
export function depositsPtr(): usize { return changetype<usize>(deposits); }
export function stepCutsPtr(): usize { return changetype<usize>(stepCuts); }
export function stepDeflatorsPtr(): usize { return changetype<usize>(stepDeflators); }
export function balancesPtr(): usize { return changetype<usize>(balances); }
export function countsPtr(): usize { return changetype<usize>(counts); }
export function milestonesNominalPtr(): usize { return changetype<usize>(milestonesNominal); }
export function milestonesRealPtr(): usize { return changetype<usize>(milestonesReal); }
export function deflatorsPtr(): usize { return changetype<usize>(deflators); }
export function pathsPtr(): usize { return changetype<usize>(paths); }
export function percentilesNominalPtr(): usize { return changetype<usize>(percentilesNominal); }
export function percentilesRealPtr(): usize { return changetype<usize>(percentilesReal); }
export function replayedPtr(): usize { return changetype<usize>(replayed); }
export function sideDepositsPtr(): usize { return changetype<usize>(sideDeposits); }
export function salaryDepositsPtr(): usize { return changetype<usize>(salaryDeposits); }
export function sideMilestonesNominalPtr(): usize { return changetype<usize>(sideMilestonesNominal); }
export function sideMilestonesRealPtr(): usize { return changetype<usize>(sideMilestonesReal); }
export function sidePathsPtr(): usize { return changetype<usize>(sidePaths); }
export function sidePercentilesNominalPtr(): usize { return changetype<usize>(sidePercentilesNominal); }
export function sidePercentilesRealPtr(): usize { return changetype<usize>(sidePercentilesReal); }

/** Contributions with the statutory limits: the deposits of every step, the side account's and the
 *  salary-reduction cents beside them. The wrapper may then add to the side account's deposits
 *  (docs/after-tax.md#salary-reduction) before `deterministicPath()`. */
export function schedule(): Status {
  if (!layoutFits(0)) return Status.BadLayout;
  if (!expandSchedule(true)) return Status.ResultOutOfRange;
  return Status.Ok;
}

/** The deterministic path and its milestones, after `schedule()`. */
export function deterministicPath(): Status {
  if (!layoutFits(0)) return Status.BadLayout;
  if (!runDeterministicPath()) return Status.ResultOutOfRange;
  return Status.Ok;
}

/** Paths [firstPath, endPath) of pathCount, after `deterministicPath()`: Monte-Carlo paths, or under
 *  the historical model one path per complete window (pathCount at most W - months + 1). Callable in chunks: a Monte-Carlo path's stream
 *  depends on (mcSeed, path) alone, a historical path on its start month alone. */
export function simulate(firstPath: i32, endPath: i32, pathCount: i32): Status {
  if (!layoutFits(pathCount) || firstPath < 0 || endPath > pathCount || firstPath > endPath) {
    return Status.BadLayout;
  }
  const model = <i32>params[P_RETURN_MODEL];
  if (model == RETURN_MODEL_LOGNORMAL) {
    // The Sobol sampler has a dimension a month up to the longest horizon the service allows.
    const sampler = <i32>params[P_MC_SAMPLER];
    if (sampler != MC_SAMPLER_PSEUDO && sampler != MC_SAMPLER_SOBOL) return Status.BadLayout;
    if (sampler == MC_SAMPLER_SOBOL && <i32>params[P_MONTHS] > SOBOL_DIMENSIONS) return Status.BadLayout;
    simulatePaths(firstPath, endPath, pathCount);
    return Status.Ok;
  }
  if (model != RETURN_MODEL_HISTORICAL || !historyFits(<i32>params[P_MONTHS], pathCount)) return Status.BadLayout;
  return simulateWindows(firstPath, endPath, pathCount) ? Status.Ok : Status.ResultOutOfRange;
}

/** Percentile tables from all pathCount paths, after `simulate` has filled them. */
export function percentiles(pathCount: i32): Status {
  if (!layoutFits(pathCount) || pathCount < 1) return Status.BadLayout;
  if (!computePercentiles(pathCount, paths, percentilesNominal, percentilesReal)) return Status.ResultOutOfRange;
  return Status.Ok;
}

/** The side account's percentile tables, after `simulate` with P_SIDE set has filled sidePaths. */
export function sidePercentiles(pathCount: i32): Status {
  if (!layoutFits(pathCount) || pathCount < 1 || params[P_SIDE] == 0) return Status.BadLayout;
  if (!computePercentiles(pathCount, sidePaths, sidePercentilesNominal, sidePercentilesReal)) {
    return Status.ResultOutOfRange;
  }
  return Status.Ok;
}

/** Paths [0, pathCount) again up to `steps` with the deposits of the amounts now in the sources
 *  block (a solve's next trial), each path's balance into replayed[]: after `deterministicPath()` and,
 *  for Monte-Carlo paths, `simulate()` of every path with P_RECORD_STEPS >= steps. */
export function replay(steps: i32, pathCount: i32): Status {
  if (!layoutFits(pathCount) || steps < 1 || steps > <i32>params[P_MONTHS] || pathCount < 1) return Status.BadLayout;
  const model = <i32>params[P_RETURN_MODEL];
  if (model == RETURN_MODEL_LOGNORMAL && steps > <i32>params[P_RECORD_STEPS]) return Status.BadLayout;
  if (model == RETURN_MODEL_HISTORICAL && !historyFits(steps, pathCount)) return Status.BadLayout;
  if (model != RETURN_MODEL_LOGNORMAL && model != RETURN_MODEL_HISTORICAL) return Status.BadLayout;
  // The deposits of the new amounts. A deposit beyond exact cents makes its paths' balances
  // Infinity in the replay, so the schedule's own exactness flag is not needed here.
  expandSchedule(false);
  if (model == RETURN_MODEL_LOGNORMAL) {
    const blockStride = GROWTH_BLOCK * <i32>params[P_RECORD_STEPS];
    replayPaths(steps, pathCount, changetype<usize>(growths), blockStride, GROWTH_BLOCK, growths.length);
  } else {
    // History's blocks are runs of the table: window p + 1 starts one entry after window p.
    const table = growthTableFor(outputs[O_INFLATION_AND_FEE]);
    replayPaths(steps, pathCount, table, GROWTH_BLOCK, 1, HISTORY_MONTHS);
  }
  return Status.Ok;
}

/** The run of a solve's answer (docs/performance.md#solving): every path [0, pathCount) over the
 *  whole horizon with the deposits now scheduled, on the growth factors a solve already has, each
 *  path's balance at every checkpoint written to paths[] as `simulate()` writes it, and the same
 *  bits. After `deterministicPath()` and, for Monte-Carlo paths, `simulate()` of every path with
 *  P_RECORD_STEPS covering the horizon. Without the side account, which a replay does not carry.
 *  Monte-Carlo balances are checked for exact cents by the percentiles, as after `simulate()`;
 *  history's here, as `simulate()` checks them. */
export function replayAll(pathCount: i32): Status {
  const months = <i32>params[P_MONTHS];
  if (!layoutFits(pathCount) || pathCount < 1 || params[P_SIDE] != 0) return Status.BadLayout;
  const model = <i32>params[P_RETURN_MODEL];
  if (model == RETURN_MODEL_LOGNORMAL) {
    if (months > <i32>params[P_RECORD_STEPS]) return Status.BadLayout;
    const blockStride = GROWTH_BLOCK * <i32>params[P_RECORD_STEPS];
    replayRun(months, pathCount, changetype<usize>(growths), blockStride, GROWTH_BLOCK, growths.length);
    return Status.Ok;
  }
  if (model != RETURN_MODEL_HISTORICAL || !historyFits(months, pathCount)) return Status.BadLayout;
  const table = growthTableFor(outputs[O_INFLATION_AND_FEE]);
  return replayRun(months, pathCount, table, GROWTH_BLOCK, 1, HISTORY_MONTHS) ? Status.Ok : Status.ResultOutOfRange;
}
