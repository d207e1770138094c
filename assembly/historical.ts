// Historical paths (docs/model.md#historical-markets): one path per complete window w of the S&P
// 500 history (w = 0 starts in January 1871; 0 <= w <= W - M for M months), from the balance on
// asOf, the deterministic cents recursion with the growth
//   g[k, w] = f[w + k] * h,   h = exp((ln(1 + inflation) + ln(1 - fee)) / 12)
// where f are the monthly real total-return factors compiled in from the data file
// (scripts/build-history.mjs) and h makes a real factor nominal, net of the fee. Every window ends
// within the data: only markets that happened. Balances at the checkpoints are written
// checkpoint-major, paths[c * pathCount + w], as the Monte-Carlo kernel writes them, so the same
// percentiles, and the same split of paths across workers, serve both models.
//
// The products f[t] * h go once into a table of W entries, so step k of window w reads entry
// w + k, and windows w and w + 1 read adjacent entries: one 128-bit load feeds both SIMD lanes,
// each lane doing exactly the scalar operations of its own window. Every balance is checked against 2^53 - 1 cents, as on the
// deterministic path, by carrying each window's largest balance beside it.
//
// When P_SIDE is set, each window also carries the side account, as the Monte-Carlo kernel does
// (montecarlo.ts; docs/after-tax.md#the-comparison); the window's peak covers both balances. Each
// balance keeps its own peak, joined at the end: two maxes a step on one peak would be the loop's
// longest dependency chain and double its time (docs/performance.md#after-tax).
import { HISTORY_FACTORS } from "../build/generated/history-factors";
import { checkpointAges, deposits, outputs, params, paths, sideDeposits, sidePaths } from "./buffers";
import { centsStep, centsStep2 } from "./cents";
import { checkIndex } from "./checks";
import {
  HISTORY_MONTHS, O_INFLATION_AND_FEE, P_CHECKPOINTS, P_MONTHS, P_SIDE, P_SIDE_START, P_START_AGE,
  P_START_BALANCE,
} from "./layout";
import { MAX_SAFE_CENTS } from "./schedule";

const TABLE_LENGTH = HISTORY_MONTHS;
const growthTable = new StaticArray<f64>(TABLE_LENGTH);
/** The h the table was made with; 0 (never an h, which is an exp) before the first call. */
let tableMultiplier: f64 = 0.0;

class Windows {
  months: i32 = 0;
  startAge: i32 = 0;
  checkpoints: i32 = 0;
  growthAt: usize = 0;
  depositsAt: usize = 0;
  pathsAt: usize = 0;
  checkpointAgesAt: usize = 0;
  pathsLength: i32 = 0;
  startBalance: f64 = 0;
  sideDepositsAt: usize = 0;
  sidePathsAt: usize = 0;
  sidePathsLength: i32 = 0;
  sideStart: f64 = 0;
}
const windows = new Windows();

/** True when the compiled-in history has the length the layout (and the wrapper) expects and
 *  windows [0, pathCount) of `months` steps each end within it: pathCount <= W - months + 1. */
export function historyFits(months: i32, pathCount: i32): bool {
  return HISTORY_FACTORS.length == HISTORY_MONTHS && months >= 1 && months <= HISTORY_MONTHS &&
    pathCount <= HISTORY_MONTHS - months + 1;
}

export function historyFactorsAt(): usize {
  return changetype<usize>(HISTORY_FACTORS);
}

/** The table's address, filled for h (the replay of a solve reads it: replay.ts). */
export function growthTableFor(h: f64): usize {
  fillGrowthTable(h);
  return changetype<usize>(growthTable);
}

function fillGrowthTable(h: f64): void {
  if (h == tableMultiplier) return;
  for (let t = 0; t < HISTORY_MONTHS; t++) {
    unchecked(growthTable[t] = unchecked(HISTORY_FACTORS[t]) * h);
  }
  tableMultiplier = h;
}

/** Windows w and w + 1, with the side account when `side`; false when a balance of either is
 *  beyond exact cents. */
@inline function simulatePairOf(w: i32, pathCount: i32, side: bool): bool {
  const s = windows;
  const months = s.months;
  const startAge = s.startAge;
  const checkpoints = s.checkpoints;
  const growthAt = s.growthAt;
  const depositsAt = s.depositsAt;
  const pathsAt = s.pathsAt;
  const checkpointAgesAt = s.checkpointAgesAt;
  const pathsLength = s.pathsLength;
  const sideDepositsAt = s.sideDepositsAt;
  const sidePathsAt = s.sidePathsAt;
  const sidePathsLength = s.sidePathsLength;
  let balance = f64x2.splat(s.startBalance);
  let sideBalance = f64x2.splat(s.sideStart);
  let peak = balance;
  let sidePeak = sideBalance;
  let c = 0;
  let nextCheckpoint = load<i32>(checkpointAgesAt) - startAge;
  for (let k = 0; k < months; k++) {
    checkIndex(w + k + 1, TABLE_LENGTH); // entries w + k and w + 1 + k are read
    const growth = v128.load(growthAt + (<usize>(w + k) << 3));
    const deposit = f64x2.splat(load<f64>(depositsAt + (<usize>k << 3)));
    balance = centsStep2(balance, deposit, growth);
    peak = f64x2.max(peak, balance);
    if (side) {
      const sideDeposit = f64x2.splat(load<f64>(sideDepositsAt + (<usize>k << 3)));
      sideBalance = centsStep2(sideBalance, sideDeposit, growth);
      sidePeak = f64x2.max(sidePeak, sideBalance);
    }
    if (k + 1 == nextCheckpoint) {
      checkIndex(c * pathCount + w + 1, pathsLength);
      v128.store(pathsAt + ((<usize>c * pathCount + w) << 3), balance);
      if (side) {
        checkIndex(c * pathCount + w + 1, sidePathsLength);
        v128.store(sidePathsAt + ((<usize>c * pathCount + w) << 3), sideBalance);
      }
      c++;
      nextCheckpoint = c < checkpoints ? load<i32>(checkpointAgesAt + (<usize>c << 2)) - startAge : -1;
    }
  }
  if (side) peak = f64x2.max(peak, sidePeak);
  return f64x2.extract_lane(peak, 0) <= MAX_SAFE_CENTS && f64x2.extract_lane(peak, 1) <= MAX_SAFE_CENTS;
}

function simulatePair(w: i32, pathCount: i32): bool {
  return simulatePairOf(w, pathCount, false);
}

function simulatePairWithSide(w: i32, pathCount: i32): bool {
  return simulatePairOf(w, pathCount, true);
}

/** Window w alone (the odd one out): the same steps as one lane of a pair. */
function simulateOne(w: i32, pathCount: i32, side: bool): bool {
  const s = windows;
  let balance = s.startBalance;
  let sideBalance = s.sideStart;
  let peak = balance;
  let c = 0;
  let nextCheckpoint = load<i32>(s.checkpointAgesAt) - s.startAge;
  for (let k = 0; k < s.months; k++) {
    checkIndex(w + k, TABLE_LENGTH);
    const growth = load<f64>(s.growthAt + (<usize>(w + k) << 3));
    balance = centsStep(balance, load<f64>(s.depositsAt + (<usize>k << 3)), growth);
    peak = max(peak, balance);
    if (side) {
      sideBalance = centsStep(sideBalance, load<f64>(s.sideDepositsAt + (<usize>k << 3)), growth);
      peak = max(peak, sideBalance);
    }
    if (k + 1 == nextCheckpoint) {
      checkIndex(c * pathCount + w, s.pathsLength);
      store<f64>(s.pathsAt + ((<usize>c * pathCount + w) << 3), balance);
      if (side) {
        checkIndex(c * pathCount + w, s.sidePathsLength);
        store<f64>(s.sidePathsAt + ((<usize>c * pathCount + w) << 3), sideBalance);
      }
      c++;
      nextCheckpoint = c < s.checkpoints ? load<i32>(s.checkpointAgesAt + (<usize>c << 2)) - s.startAge : -1;
    }
  }
  return peak <= MAX_SAFE_CENTS;
}

/** Simulates windows [firstPath, endPath) of pathCount after `deterministicPath()` (which computed h);
 *  false when a balance is beyond exact cents. The caller checked `historyFits`. */
export function simulateWindows(firstPath: i32, endPath: i32, pathCount: i32): bool {
  fillGrowthTable(outputs[O_INFLATION_AND_FEE]);
  const s = windows;
  s.months = <i32>params[P_MONTHS];
  s.startAge = <i32>params[P_START_AGE];
  s.checkpoints = <i32>params[P_CHECKPOINTS];
  s.growthAt = changetype<usize>(growthTable);
  s.depositsAt = changetype<usize>(deposits);
  s.pathsAt = changetype<usize>(paths);
  s.checkpointAgesAt = changetype<usize>(checkpointAges);
  s.pathsLength = paths.length;
  s.startBalance = params[P_START_BALANCE];
  const side = params[P_SIDE] != 0;
  s.sideDepositsAt = changetype<usize>(sideDeposits);
  s.sidePathsAt = changetype<usize>(sidePaths);
  s.sidePathsLength = sidePaths.length;
  s.sideStart = params[P_SIDE_START];
  let exact = true;
  let w = firstPath;
  if (side) for (; w + 1 < endPath; w += 2) exact = simulatePairWithSide(w, pathCount) && exact;
  else for (; w + 1 < endPath; w += 2) exact = simulatePair(w, pathCount) && exact;
  if (w < endPath) exact = simulateOne(w, pathCount, side) && exact;
  return exact;
}
