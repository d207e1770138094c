// Part 2, path budgets: for each path count and horizon, the engine time of a whole run and how
// far the 10th, 50th and 90th percentiles at the horizon move from a 20,000-path run of the same
// seed (the engine takes 20,000 paths even though the API stops at 5000). Per-path streams make an
// N-path run the first N paths of the 20,000, so the difference is the sampling error of N paths.
// The same rows with mcSampler "sobol" (docs/model.md#the-sobol-sampler), against the same
// pseudo-random reference, and the goal of issue 42 beside them: at N Sobol paths the mean error no
// worse than at 4N pseudo-random paths, Sobol at powers of two (the sequence's balance holds only
// there). Each seed's own 20,000-path reference is itself a sample: beside it the goal is also read
// against the pooled reference, the mean over the seeds of their references (16 x 20,000 paths),
// about a quarter of one reference's error. Then the default budget (MC_BUDGET_PATH_MONTHS) as path
// counts, and one request's engine time at it.

import { itemAt } from '../core/common/checked.js';
import { pathsWithinBudget } from '../core/projection/project.js';
import { DEFAULTS as SCENARIO_DEFAULTS } from '../core/schemas/scenario-values.js';
import { createNodeEngine } from '../package/load-node.js';
import { SETTING_DEFAULTS } from '../server/settings/config.js';
import { type BenchInput, benchInput, engineRun, HORIZONS } from './inputs.js';
import { nsPerPathMonth, round, type TimingOptions, timeTasks } from './timing.js';

/** The API's largest mcPaths (core/schemas/scenario.ts). */
const API_MAX_PATHS = 5000;
export const PATH_COUNTS = [100, 250, 500, 1000, 2000, 5000] as const;
/** The Sobol rows: powers of two, each compared with the pseudo-random row at four times as many. */
export const SOBOL_PATH_COUNTS = [256, 512, 1024] as const;
/** Pseudo-random rows for the comparison: 4N of each Sobol count. */
const PSEUDO_GOAL_COUNTS = SOBOL_PATH_COUNTS.map((n) => 4 * n);
export type Sampler = 'pseudo' | 'sobol';
/** The paths of the comparison run. */
export const REFERENCE_PATHS = 20_000;
const SEEDS = [530, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15];
const QUICK_SEEDS = [530, 1];
const ROWS = { p10: 0, p50: 2, p90: 4 } as const;

type Bands = Record<keyof typeof ROWS, number>;

export interface BudgetRow {
  sampler: Sampler;
  months: number;
  paths: number;
  pathMonths: number;
  engineMs: number;
  engineMsMin: number;
  nsPerPathMonth: number;
  /** The path count the default budget gives a request of 5000 paths at this horizon. */
  atBudget: boolean;
  /** Mean over seeds of |p(N) - p(20,000)| / p(20,000), at the horizon. */
  meanRelDiff: Bands;
  /** The largest over seeds. */
  maxRelDiff: Bands;
  /** Mean over seeds of |p(N) - pooled| / pooled, pooled the mean of the seeds' references. */
  meanRelDiffPooled: Bands;
}

/** Issue 42's goal at one horizon: Sobol at N against pseudo-random paths at 4N, mean errors. */
export interface SamplerGoal {
  months: number;
  sobolPaths: number;
  pseudoPaths: number;
  sobol: Bands;
  pseudo: Bands;
  /** Every band's mean error at N Sobol paths at most that at 4N pseudo-random paths. */
  met: boolean;
  /** The same against the pooled reference. */
  pooled: { sobol: Bands; pseudo: Bands; met: boolean };
}

export interface BudgetResults {
  seeds: number[];
  referencePaths: number;
  /** Per horizon: the pooled reference's standard error (the seeds' references' standard
   *  deviation over sqrt(seeds)), relative to it. */
  pooledReference: { months: number; relStandardError: Bands }[];
  rows: BudgetRow[];
  goals: SamplerGoal[];
  budget: {
    budgetPathMonths: number;
    /** Paths a request gets at each horizon: at the API's largest mcPaths and at the default. */
    implied: {
      months: number;
      maxRequestPaths: number;
      defaultRequestPaths: number;
      pathMonths: number;
      engineMs: number;
      engineMsMin: number;
    }[];
    /** The slowest request the default budget admits, and its engine time (median of samples). */
    worst: { months: number; paths: number; pathMonths: number; engineMs: number };
  };
}

function bandsAtHorizon(table: Float64Array, bench: BenchInput): Bands {
  const last = bench.checkpoints - 1;
  return {
    p10: itemAt(table, ROWS.p10 * bench.checkpoints + last),
    p50: itemAt(table, ROWS.p50 * bench.checkpoints + last),
    p90: itemAt(table, ROWS.p90 * bench.checkpoints + last),
  };
}

export async function budgetsBench(options: { quick: boolean; log: (line: string) => void }): Promise<BudgetResults> {
  const timing: TimingOptions = options.quick
    ? { rounds: 1, timeMs: 50, iterations: 3, warmupMs: 20, warmupIterations: 2 }
    : { rounds: 2, timeMs: 150, iterations: 5, warmupMs: 50, warmupIterations: 3 };
  const seeds = options.quick ? QUICK_SEEDS : SEEDS;
  const engine = await createNodeEngine();
  const budgetPathMonths = SETTING_DEFAULTS.budgetPathMonths;
  const rows: BudgetRow[] = [];
  const implied: BudgetResults['budget']['implied'] = [];
  const pooledReference: BudgetResults['pooledReference'] = [];

  for (const months of HORIZONS) {
    options.log(`budgets: ${months} months`);
    const perSeed = seeds.map((mcSeed) => benchInput(months, { mcSeed }));
    const reference = perSeed.map((bench) => bandsAtHorizon(engineRun(engine, bench, REFERENCE_PATHS), bench));
    const keys = Object.keys(ROWS) as (keyof Bands)[];
    const pooled = Object.fromEntries(
      keys.map((key) => [key, reference.reduce((sum, r) => sum + r[key], 0) / reference.length]),
    ) as Bands;
    const spread = (key: keyof Bands) =>
      Math.sqrt(reference.reduce((sum, r) => sum + (r[key] - pooled[key]) ** 2, 0) / (reference.length - 1));
    pooledReference.push({
      months,
      relStandardError: Object.fromEntries(
        keys.map((key) => [key, round(spread(key) / Math.sqrt(reference.length) / pooled[key], 6)]),
      ) as Bands,
    });
    const atBudget = pathsWithinBudget(API_MAX_PATHS, months, budgetPathMonths);
    const samplerRows = [
      {
        sampler: 'pseudo' as const,
        counts: [...new Set([...PATH_COUNTS, ...PSEUDO_GOAL_COUNTS, atBudget])].sort((a, b) => a - b),
      },
      { sampler: 'sobol' as const, counts: [...SOBOL_PATH_COUNTS] },
    ];
    for (const { sampler, counts } of samplerRows) {
      const runs =
        sampler === 'pseudo' ? perSeed : seeds.map((mcSeed) => benchInput(months, { mcSeed, mcSampler: 'sobol' }));
      const timings = await timeTasks(
        counts.map((paths) => ({
          name: String(paths),
          fn: () => engineRun(engine, itemAt(runs, 0), paths),
        })),
        timing,
      );

      for (const paths of counts) {
        const runBands = runs.map((bench) => bandsAtHorizon(engineRun(engine, bench, paths), bench));
        const relTo = (against: (s: number) => Bands) =>
          runBands.map((bands, s) => {
            const expected = against(s);
            const rel = (key: keyof Bands) => Math.abs(bands[key] - expected[key]) / expected[key];
            return { p10: rel('p10'), p50: rel('p50'), p90: rel('p90') };
          });
        const diffs = relTo((s) => itemAt(reference, s));
        const pooledDiffs = relTo(() => pooled);
        const meanOf = (of: Bands[], key: keyof Bands) => round(of.reduce((sum, d) => sum + d[key], 0) / of.length, 6);
        const mean = (key: keyof Bands) => meanOf(diffs, key);
        const max = (key: keyof Bands) => round(Math.max(...diffs.map((d) => d[key])), 6);
        const time = timings.get(String(paths))!;
        const row: BudgetRow = {
          sampler,
          months,
          paths,
          pathMonths: paths * months,
          engineMs: round(time.medianMs, 3),
          engineMsMin: round(time.minMs, 3),
          nsPerPathMonth: round(nsPerPathMonth(time.medianMs, paths * months), 2),
          atBudget: sampler === 'pseudo' && paths === atBudget,
          meanRelDiff: { p10: mean('p10'), p50: mean('p50'), p90: mean('p90') },
          maxRelDiff: { p10: max('p10'), p50: max('p50'), p90: max('p90') },
          meanRelDiffPooled: {
            p10: meanOf(pooledDiffs, 'p10'),
            p50: meanOf(pooledDiffs, 'p50'),
            p90: meanOf(pooledDiffs, 'p90'),
          },
        };
        rows.push(row);
        if (row.atBudget) {
          implied.push({
            months,
            maxRequestPaths: atBudget,
            defaultRequestPaths: pathsWithinBudget(SCENARIO_DEFAULTS.mcPaths, months, budgetPathMonths),
            pathMonths: atBudget * months,
            engineMs: row.engineMs,
            engineMsMin: row.engineMsMin,
          });
        }
      }
    }
  }
  const worstImplied = implied.reduce((a, b) => (b.pathMonths > a.pathMonths ? b : a));
  return {
    seeds,
    referencePaths: REFERENCE_PATHS,
    pooledReference,
    rows,
    goals: samplerGoals(rows),
    budget: {
      budgetPathMonths,
      implied,
      worst: {
        months: worstImplied.months,
        paths: worstImplied.maxRequestPaths,
        pathMonths: worstImplied.pathMonths,
        engineMs: worstImplied.engineMs,
      },
    },
  };
}

/** Each Sobol row whose 4N has a pseudo-random row at the same horizon, beside it. */
function samplerGoals(rows: BudgetRow[]): SamplerGoal[] {
  return rows.flatMap((sobol) => {
    if (sobol.sampler !== 'sobol') return [];
    const pseudo = rows.find((r) => r.sampler === 'pseudo' && r.months === sobol.months && r.paths === 4 * sobol.paths);
    if (pseudo === undefined) return [];
    const keys = Object.keys(ROWS) as (keyof Bands)[];
    return [
      {
        months: sobol.months,
        sobolPaths: sobol.paths,
        pseudoPaths: pseudo.paths,
        sobol: sobol.meanRelDiff,
        pseudo: pseudo.meanRelDiff,
        met: keys.every((key) => sobol.meanRelDiff[key] <= pseudo.meanRelDiff[key]),
        pooled: {
          sobol: sobol.meanRelDiffPooled,
          pseudo: pseudo.meanRelDiffPooled,
          met: keys.every((key) => sobol.meanRelDiffPooled[key] <= pseudo.meanRelDiffPooled[key]),
        },
      },
    ];
  });
}
