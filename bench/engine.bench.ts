// Part 1, the engine: ns per path-month of the wasm engine (a whole run: deterministic, simulate,
// percentiles; and each stage alone), of the same algorithm in plain TypeScript
// (bench/reference-kernel.ts) and of the C kernel (bench/native/kernel.c, when `cc` exists), all
// in the same run on the same seeded inputs, warmed up. Then the historical model's kernel beside
// the lognormal one, at the same path count and horizon, in the same rounds.

import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { ROW_P50 } from '../assembly/layout.js';
import { itemAt } from '../core/common/checked.js';
import { type Engine, EngineStatus } from '../core/engine/engine.js';
import { completeWindows } from '../core/projection/history.js';
import { createNodeEngine } from '../package/load-node.js';
import { benchInput, engineRun, referenceInput } from './inputs.js';
import { percentilesReference, simulateReference } from './reference-kernel.js';
import { median, nsPerPathMonth, round, type Timing, type TimingOptions, timeTasks } from './timing.js';

const run = promisify(execFile);

/** paths x months: the default request (18 years), and 119 years at 2000 and at 5000 paths. */
export const ENGINE_SIZES = [
  [2000, 216],
  [2000, 1428],
  [5000, 1428],
] as const;
const QUICK_SIZES = [
  [200, 216],
  [200, 1428],
] as const;

/** Runs of the native binary per size (each is already the best of 7 rounds inside). */
const NATIVE_RUNS = 3;

export interface StageTiming {
  medianMs: number;
  minMs: number;
  /** ns per path-month from the median and from the fastest sample. */
  medianNs: number;
  minNs: number;
  roundMediansMs: number[];
}

export interface NativeTiming {
  /** Best of 7 rounds per run; the median and the fastest over NATIVE_RUNS runs. */
  medianNs: number;
  minNs: number;
  runsNs: number[];
}

export interface EngineSizeResult {
  paths: number;
  months: number;
  pathMonths: number;
  wasm: { run: StageTiming; deterministic: StageTiming; simulate: StageTiming; percentiles: StageTiming };
  ts: { run: StageTiming; kernel: StageTiming; percentiles: StageTiming };
  native: NativeTiming | undefined;
  /** Ratios from the medians (and, in `fromMin`, from the fastest samples). */
  ratios: {
    wasmOverC: number | undefined;
    tsOverWasmKernel: number;
    tsOverWasmRun: number;
    fromMin: { wasmOverC: number | undefined; tsOverWasmKernel: number; tsOverWasmRun: number };
  };
  agreement: {
    wasmMedianCents: number;
    tsMedianCents: number;
    /** |ts - wasm| / wasm of the median at the horizon. */
    medianRelDiff: number;
    /** Share of checkpoint balances (all paths, all checkpoints) equal to the cent. */
    identicalBalances: number;
  };
}

/** The historical model at one horizon: its whole run and stages, and the lognormal kernel on the
 *  same scenario with the same number of paths (every start month of history), timed alongside. */
export interface HistoricalSizeResult {
  paths: number;
  months: number;
  pathMonths: number;
  historical: { run: StageTiming; simulate: StageTiming; percentiles: StageTiming };
  lognormal: { simulate: StageTiming };
  /** historical / lognormal kernel, from the medians (and from the fastest samples). */
  kernelRatio: number;
  kernelRatioFromMin: number;
}

export interface EngineResults {
  sizes: EngineSizeResult[];
  historical: HistoricalSizeResult[];
  native: { compiled: boolean; note: string };
  timing: TimingOptions;
}

function stage(timing: Timing | undefined, pathMonths: number): StageTiming {
  if (!timing) throw new Error('missing timing');
  return {
    medianMs: round(timing.medianMs, 4),
    minMs: round(timing.minMs, 4),
    medianNs: round(nsPerPathMonth(timing.medianMs, pathMonths), 3),
    minNs: round(nsPerPathMonth(timing.minMs, pathMonths), 3),
    roundMediansMs: timing.roundMediansMs.map((ms) => round(ms, 4)),
  };
}

/** Compiles the C kernel into a temporary directory; undefined (with the reason) when it cannot. */
async function compileNative(dir: string): Promise<{ binary?: string; note: string }> {
  const source = fileURLToPath(new URL('./native/kernel.c', import.meta.url));
  const binary = join(dir, 'kernel');
  try {
    await run('cc', ['-O3', '-march=native', '-o', binary, source, '-lm']);
    return { binary, note: 'cc -O3 -march=native' };
  } catch (error) {
    return { note: `native kernel skipped: ${(error as Error).message.split('\n')[0]}` };
  }
}

async function timeNative(binary: string, paths: number, months: number, runs: number): Promise<NativeTiming> {
  const runsNs: number[] = [];
  for (let i = 0; i < runs; i++) {
    const { stdout } = await run(binary, [String(paths), String(months)]);
    runsNs.push((JSON.parse(stdout) as { nsPerPathMonth: number }).nsPerPathMonth);
  }
  return { medianNs: round(median(runsNs), 3), minNs: round(Math.min(...runsNs), 3), runsNs };
}

function expectOk(status: EngineStatus): void {
  if (status !== EngineStatus.Ok) throw new Error(`engine status ${status}`);
}

async function benchSize(
  engine: Engine,
  paths: number,
  months: number,
  timing: TimingOptions,
  nativeBinary: string | undefined,
  nativeRuns: number,
): Promise<EngineSizeResult> {
  const bench = benchInput(months);
  const pathMonths = paths * bench.months;
  const ref = referenceInput(engine, bench);
  const tsPaths = new Float64Array(bench.checkpoints * paths);

  // Agreement first: one whole run of each, compared at the horizon.
  const wasmTable = engineRun(engine, bench, paths);
  const wasmPaths = engine.readPaths(0, paths, paths, bench.checkpoints);
  simulateReference(ref, paths, tsPaths);
  const tsTable = percentilesReference(tsPaths, paths, ref.deflators);
  if (!tsTable) throw new Error('reference percentiles out of range');
  let identical = 0;
  for (let i = 0; i < wasmPaths.length; i++) if (wasmPaths[i] === tsPaths[i]) identical++;
  const at = ROW_P50 * bench.checkpoints + bench.checkpoints - 1;
  const wasmMedian = itemAt(wasmTable, at);
  const tsMedian = itemAt(tsTable.nominal, at);

  const prepareWasm = () => expectOk(engine.deterministic(bench.input, paths).status);
  const simulated = () => {
    prepareWasm();
    expectOk(engine.simulate(0, paths, paths));
  };
  const timings = await timeTasks(
    [
      { name: 'wasm run', fn: () => engineRun(engine, bench, paths) },
      { name: 'wasm deterministic', fn: () => engine.deterministic(bench.input, paths) },
      { name: 'wasm simulate', beforeAll: prepareWasm, fn: () => engine.simulate(0, paths, paths) },
      { name: 'wasm percentiles', beforeAll: simulated, fn: () => engine.percentiles(paths, bench.checkpoints) },
      { name: 'ts run', fn: () => percentilesReference(simulateReference(ref, paths, tsPaths), paths, ref.deflators) },
      { name: 'ts kernel', fn: () => simulateReference(ref, paths, tsPaths) },
      {
        name: 'ts percentiles',
        beforeAll: () => simulateReference(ref, paths, tsPaths),
        fn: () => percentilesReference(tsPaths, paths, ref.deflators),
      },
    ],
    timing,
  );

  const wasm = {
    run: stage(timings.get('wasm run'), pathMonths),
    deterministic: stage(timings.get('wasm deterministic'), pathMonths),
    simulate: stage(timings.get('wasm simulate'), pathMonths),
    percentiles: stage(timings.get('wasm percentiles'), pathMonths),
  };
  const ts = {
    run: stage(timings.get('ts run'), pathMonths),
    kernel: stage(timings.get('ts kernel'), pathMonths),
    percentiles: stage(timings.get('ts percentiles'), pathMonths),
  };
  const native = nativeBinary ? await timeNative(nativeBinary, paths, bench.months, nativeRuns) : undefined;
  return {
    paths,
    months: bench.months,
    pathMonths,
    wasm,
    ts,
    native,
    ratios: {
      wasmOverC: native ? round(wasm.simulate.medianNs / native.medianNs, 3) : undefined,
      tsOverWasmKernel: round(ts.kernel.medianNs / wasm.simulate.medianNs, 3),
      tsOverWasmRun: round(ts.run.medianNs / wasm.run.medianNs, 3),
      fromMin: {
        wasmOverC: native ? round(wasm.simulate.minNs / native.minNs, 3) : undefined,
        tsOverWasmKernel: round(ts.kernel.minNs / wasm.simulate.minNs, 3),
        tsOverWasmRun: round(ts.run.minNs / wasm.run.minNs, 3),
      },
    },
    agreement: {
      wasmMedianCents: wasmMedian,
      tsMedianCents: tsMedian,
      medianRelDiff: Math.abs(tsMedian - wasmMedian) / wasmMedian,
      identicalBalances: round(identical / wasmPaths.length, 6),
    },
  };
}

/** 18 and 119 years: the default horizon and the longest. */
export const HISTORY_MONTHS = [216, 1428] as const;

async function benchHistory(engine: Engine, months: number, timing: TimingOptions): Promise<HistoricalSizeResult> {
  const paths = completeWindows(months); // one path per complete window (docs/model.md#historical-markets)
  const history = benchInput(months, { returnModel: 'historical' });
  const lognormal = benchInput(months);
  const pathMonths = paths * history.months;
  const prepare = (bench: typeof history) => () => expectOk(engine.deterministic(bench.input, paths).status);
  const simulated = () => {
    prepare(history)();
    expectOk(engine.simulate(0, paths, paths));
  };
  const timings = await timeTasks(
    [
      { name: 'historical run', fn: () => engineRun(engine, history, paths) },
      { name: 'historical simulate', beforeAll: prepare(history), fn: () => engine.simulate(0, paths, paths) },
      {
        name: 'historical percentiles',
        beforeAll: simulated,
        fn: () => engine.percentiles(paths, history.checkpoints),
      },
      { name: 'lognormal simulate', beforeAll: prepare(lognormal), fn: () => engine.simulate(0, paths, paths) },
    ],
    timing,
  );
  const historical = {
    run: stage(timings.get('historical run'), pathMonths),
    simulate: stage(timings.get('historical simulate'), pathMonths),
    percentiles: stage(timings.get('historical percentiles'), pathMonths),
  };
  const logSimulate = stage(timings.get('lognormal simulate'), pathMonths);
  return {
    paths,
    months: history.months,
    pathMonths,
    historical,
    lognormal: { simulate: logSimulate },
    kernelRatio: round(historical.simulate.medianNs / logSimulate.medianNs, 3),
    kernelRatioFromMin: round(historical.simulate.minNs / logSimulate.minNs, 3),
  };
}

export async function engineBench(options: { quick: boolean; log: (line: string) => void }): Promise<EngineResults> {
  const timing: TimingOptions = options.quick
    ? { rounds: 1, timeMs: 100, iterations: 3, warmupMs: 50, warmupIterations: 2 }
    : { rounds: 3, timeMs: 400, iterations: 5, warmupMs: 150, warmupIterations: 3 };
  const engine = await createNodeEngine();
  const dir = await mkdtemp(join(tmpdir(), 'bench-native-'));
  try {
    const native = await compileNative(dir);
    if (!native.binary) options.log(native.note);
    const sizes: EngineSizeResult[] = [];
    for (const [paths, months] of options.quick ? QUICK_SIZES : ENGINE_SIZES) {
      options.log(`engine: ${paths} x ${months}`);
      sizes.push(await benchSize(engine, paths, months, timing, native.binary, options.quick ? 1 : NATIVE_RUNS));
    }
    const historical: HistoricalSizeResult[] = [];
    for (const months of HISTORY_MONTHS) {
      options.log(`engine: historical, ${completeWindows(months)} x ${months}`);
      historical.push(await benchHistory(engine, months, timing));
    }
    return { sizes, historical, native: { compiled: native.binary !== undefined, note: native.note }, timing };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
