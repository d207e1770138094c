// Every buffer the engine reads or writes, allocated by `reserve` and reused between calls, so
// the kernels allocate nothing. The wrapper writes inputs and reads outputs through views of
// these buffers; `reserve` may grow memory, so views are made after it.
import {
  COUNT_STRIDE, CUT_STRIDE, GROWTH_BLOCK, OUTPUT_COUNT, P_CHECKPOINTS, P_MONTHS, P_RECORD_STEPS, P_SIDE, P_SOURCES, P_START_AGE, PARAM_COUNT,
  PERCENTILE_ROWS, SOURCE_STRIDE,
} from "./layout";

export let params = new StaticArray<f64>(PARAM_COUNT);
export let outputs = new StaticArray<f64>(OUTPUT_COUNT);

// Sized by `reserve`.
export let stepYears = new StaticArray<i32>(0); // calendar year of each step
export let sources = new StaticArray<f64>(0); // SOURCE_STRIDE per source
export let checkpointAges = new StaticArray<i32>(0); // months of age of each checkpoint
export let deposits = new StaticArray<f64>(0); // C[k]
export let stepCuts = new StaticArray<f64>(0); // CUT_STRIDE per step: what the statute cut or dropped at it
export let stepDeflators = new StaticArray<f64>(0); // D(k + real offset) per step k
export let balances = new StaticArray<f64>(0); // B[0..months]
export let counts = new StaticArray<f64>(0); // COUNT_STRIDE per source
export let milestonesNominal = new StaticArray<f64>(0); // per checkpoint
export let milestonesReal = new StaticArray<f64>(0);
export let deflators = new StaticArray<f64>(0); // D(m) per checkpoint
export let paths = new StaticArray<f64>(0); // checkpoint-major: [checkpoint * pathCount + path]
export let percentilesNominal = new StaticArray<f64>(0); // [row * checkpoints + checkpoint]
export let percentilesReal = new StaticArray<f64>(0);
export let scratch = new StaticArray<f64>(0); // one checkpoint's values, for selection
export let growths = new StaticArray<f64>(0); // recorded growth factors, in blocks of paths (layout.ts, GROWTH_BLOCK)
export let replayed = new StaticArray<f64>(0); // each path's balance at the replayed step
// The side account (layout.ts, P_SIDE), laid out as the account's own buffers.
export let sideDeposits = new StaticArray<f64>(0); // family and relative cents accepted at each step
export let salaryDeposits = new StaticArray<f64>(0); // salary-reduction employer cents accepted at each step
export let sideMilestonesNominal = new StaticArray<f64>(0); // per checkpoint
export let sideMilestonesReal = new StaticArray<f64>(0);
export let sidePaths = new StaticArray<f64>(0); // as paths[]; sized only when a side run is asked
export let sidePercentilesNominal = new StaticArray<f64>(0); // as percentilesNominal[]
export let sidePercentilesReal = new StaticArray<f64>(0);

export let capMonths: i32 = 0;
export let capSources: i32 = 0;
export let capCheckpoints: i32 = 0;
export let capPaths: i32 = 0;

/** Makes room for a scenario of these sizes, for recordSteps growth factors of each path and, when
 *  `side` is set, for the side account's paths; only grows. */
export function reserve(months: i32, sourceCount: i32, checkpoints: i32, pathCount: i32, recordSteps: i32, side: bool): void {
  if (months > capMonths) {
    stepYears = new StaticArray<i32>(months);
    deposits = new StaticArray<f64>(months);
    stepCuts = new StaticArray<f64>(months * CUT_STRIDE);
    stepDeflators = new StaticArray<f64>(months);
    sideDeposits = new StaticArray<f64>(months);
    salaryDeposits = new StaticArray<f64>(months);
    balances = new StaticArray<f64>(months + 1);
    capMonths = months;
  }
  if (sourceCount > capSources) {
    sources = new StaticArray<f64>(sourceCount * SOURCE_STRIDE);
    counts = new StaticArray<f64>(sourceCount * COUNT_STRIDE);
    capSources = sourceCount;
  }
  if (checkpoints > capCheckpoints) {
    checkpointAges = new StaticArray<i32>(checkpoints);
    milestonesNominal = new StaticArray<f64>(checkpoints);
    milestonesReal = new StaticArray<f64>(checkpoints);
    deflators = new StaticArray<f64>(checkpoints);
    percentilesNominal = new StaticArray<f64>(checkpoints * PERCENTILE_ROWS);
    percentilesReal = new StaticArray<f64>(checkpoints * PERCENTILE_ROWS);
    sideMilestonesNominal = new StaticArray<f64>(checkpoints);
    sideMilestonesReal = new StaticArray<f64>(checkpoints);
    sidePercentilesNominal = new StaticArray<f64>(checkpoints * PERCENTILE_ROWS);
    sidePercentilesReal = new StaticArray<f64>(checkpoints * PERCENTILE_ROWS);
    capCheckpoints = checkpoints;
  }
  if (pathCount > capPaths) {
    scratch = new StaticArray<f64>(pathCount);
    replayed = new StaticArray<f64>(pathCount);
    capPaths = pathCount;
  }
  if (<i64>checkpoints * pathCount > <i64>paths.length) {
    paths = new StaticArray<f64>(checkpoints * pathCount);
  }
  if (side && <i64>checkpoints * pathCount > <i64>sidePaths.length) {
    sidePaths = new StaticArray<f64>(checkpoints * pathCount);
  }
  if (recordedLength(recordSteps, pathCount) > <i64>growths.length) {
    growths = new StaticArray<f64>(<i32>recordedLength(recordSteps, pathCount));
  }
}

/** The doubles recordSteps factors of pathCount paths take: whole blocks of GROWTH_BLOCK paths. */
function recordedLength(recordSteps: i32, pathCount: i32): i64 {
  return <i64>recordSteps * ((<i64>pathCount + GROWTH_BLOCK - 1) / GROWTH_BLOCK) * GROWTH_BLOCK;
}

/** True when the sizes in the parameter block fit what `reserve` made room for, and the checkpoint
 *  ages are steps of the horizon in increasing order (the kernels index by them). */
export function layoutFits(pathCount: i32): bool {
  const months = <i32>params[P_MONTHS];
  const sourceCount = <i32>params[P_SOURCES];
  const checkpoints = <i32>params[P_CHECKPOINTS];
  const fits = months >= 1 && months <= capMonths && sourceCount >= 0 && sourceCount <= capSources &&
    checkpoints >= 1 && checkpoints <= capCheckpoints && pathCount <= capPaths &&
    <i64>checkpoints * pathCount <= <i64>paths.length;
  const sideFits = params[P_SIDE] == 0 || <i64>checkpoints * pathCount <= <i64>sidePaths.length;
  const recordSteps = <i32>params[P_RECORD_STEPS];
  const recordFits = recordSteps >= 0 && recordSteps <= months && recordedLength(recordSteps, pathCount) <= <i64>growths.length;
  return fits && sideFits && recordFits && checkpointsInHorizon(<i32>params[P_START_AGE], months, checkpoints);
}

function checkpointsInHorizon(startAge: i32, months: i32, checkpoints: i32): bool {
  let previous = 0;
  for (let c = 0; c < checkpoints; c++) {
    const step = checkpointAges[c] - startAge;
    if (step <= previous || step > months) return false;
    previous = step;
  }
  return true;
}
