// Timing helpers shared by the benchmark's parts: tinybench tasks, warmed up, repeated
// in rounds so that every implementation is measured across the same stretch of a noisy machine.
import { Bench } from 'tinybench';
import { itemAt } from '../core/common/checked.js';

export interface TimedTask {
  name: string;
  fn: () => unknown;
  /** Runs before the task's warm-up and before its timed iterations (not timed). */
  beforeAll?: () => void;
}

export interface Timing {
  /** Median over rounds of each round's median sample, ms. */
  medianMs: number;
  /** Fastest sample of any round, ms: the least disturbed by other work on the machine. */
  minMs: number;
  /** Each round's median, ms: their spread shows the machine's noise. */
  roundMediansMs: number[];
  samples: number;
}

export interface TimingOptions {
  rounds: number;
  /** Time budget per task and round, ms. */
  timeMs: number;
  /** Minimum timed iterations per task and round. */
  iterations: number;
  warmupMs: number;
  warmupIterations: number;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? itemAt(sorted, mid) : (itemAt(sorted, mid - 1) + itemAt(sorted, mid)) / 2;
}

/** Times every task in `rounds` rounds (task order kept within a round). */
export async function timeTasks(tasks: TimedTask[], options: TimingOptions): Promise<Map<string, Timing>> {
  const perRound = new Map<string, { medians: number[]; min: number; samples: number }>();
  for (const task of tasks) perRound.set(task.name, { medians: [], min: Number.POSITIVE_INFINITY, samples: 0 });
  for (let round = 0; round < options.rounds; round++) {
    const bench = new Bench({
      time: options.timeMs,
      iterations: options.iterations,
      warmupTime: options.warmupMs,
      warmupIterations: options.warmupIterations,
      throws: true,
    });
    for (const task of tasks) bench.add(task.name, task.fn, task.beforeAll ? { beforeAll: task.beforeAll } : {});
    await bench.run();
    for (const task of bench.tasks) {
      const result = task.result;
      if (result.state !== 'completed') throw new Error(`benchmark task ${task.name}: ${result.state}`);
      const entry = perRound.get(task.name)!;
      entry.medians.push(result.latency.p50);
      entry.min = Math.min(entry.min, result.latency.min);
      entry.samples += result.latency.samplesCount;
    }
  }
  const timings = new Map<string, Timing>();
  for (const [name, entry] of perRound) {
    timings.set(name, {
      medianMs: median(entry.medians),
      minMs: entry.min,
      roundMediansMs: entry.medians,
      samples: entry.samples,
    });
  }
  return timings;
}

/** ns per path-month of a time in ms. */
export function nsPerPathMonth(ms: number, pathMonths: number): number {
  return (ms * 1e6) / pathMonths;
}

/** A number rounded to `digits` significant-looking decimals, for JSON and tables. */
export function round(value: number, digits = 3): number {
  const scale = 10 ** digits;
  return Math.round(value * scale) / scale;
}

/** The rounds of a part that times one task against another (solve, after tax). */
function pairOptions(quick: boolean): TimingOptions {
  return quick
    ? { rounds: 1, timeMs: 200, iterations: 3, warmupMs: 100, warmupIterations: 2 }
    : { rounds: 5, timeMs: 1000, iterations: 10, warmupMs: 300, warmupIterations: 5 };
}

export interface PairTiming {
  baseMs: number;
  otherMs: number;
  /** other / base, from the medians (and from the fastest samples). */
  ratio: number;
  ratioFromMin: number;
  roundMediansMs: { base: number[]; other: number[] };
}

/** `other` against `base`, in the same rounds. */
export async function timePair(base: () => unknown, other: () => unknown, quick: boolean): Promise<PairTiming> {
  const timings = await timeTasks(
    [
      { name: 'base', fn: base },
      { name: 'other', fn: other },
    ],
    pairOptions(quick),
  );
  const a = timings.get('base')!;
  const b = timings.get('other')!;
  return {
    baseMs: round(a.medianMs, 3),
    otherMs: round(b.medianMs, 3),
    ratio: round(b.medianMs / a.medianMs, 2),
    ratioFromMin: round(b.minMs / a.minMs, 2),
    roundMediansMs: {
      base: a.roundMediansMs.map((ms) => round(ms, 3)),
      other: b.roundMediansMs.map((ms) => round(ms, 3)),
    },
  };
}
