// A typed door to one instance of the engine's .wasm: writes the numeric inputs into its buffers,
// runs it, and copies the results out. Browser-safe: it needs only a WebAssembly.Module.
import * as L from '../../assembly/layout.js';
import { Status } from '../../assembly/status.js';
import { itemAt } from '../common/checked.js';
import { afterWageTaxes, type WageTaxInput } from '../tax/salary-reduction.js';

/** Engine statuses: the engine's own enum (assembly/status.ts is valid TypeScript too). */
export const EngineStatus = Status;
export type EngineStatus = Status;

/** The engine's export surface (assembly/index.ts, the release build's entry): a test checks that
 *  the release module exports exactly these names (ENGINE_EXPORT_NAMES), and the debug module these
 *  and ENGINE_TEST_EXPORT_NAMES. */
interface ReleaseExports {
  memory: WebAssembly.Memory;
  reserve(months: number, sources: number, checkpoints: number, paths: number, recordSteps: number, side: number): void;
  paramsPtr(): number;
  outputsPtr(): number;
  stepYearsPtr(): number;
  sourcesPtr(): number;
  checkpointAgesPtr(): number;
  depositsPtr(): number;
  stepCutsPtr(): number;
  stepDeflatorsPtr(): number;
  balancesPtr(): number;
  countsPtr(): number;
  milestonesNominalPtr(): number;
  milestonesRealPtr(): number;
  deflatorsPtr(): number;
  pathsPtr(): number;
  percentilesNominalPtr(): number;
  percentilesRealPtr(): number;
  replayedPtr(): number;
  sideDepositsPtr(): number;
  salaryDepositsPtr(): number;
  sideMilestonesNominalPtr(): number;
  sideMilestonesRealPtr(): number;
  sidePathsPtr(): number;
  sidePercentilesNominalPtr(): number;
  sidePercentilesRealPtr(): number;
  schedule(): number;
  deterministicPath(): number;
  simulate(firstPath: number, endPath: number, pathCount: number): number;
  percentiles(pathCount: number): number;
  sidePercentiles(pathCount: number): number;
  replay(steps: number, pathCount: number): number;
  replayAll(pathCount: number): number;
}

/** The exports only tests use (assembly/testing.ts, the debug build's entry): absent from the
 *  release module, so optional here; the methods that need them throw without them. */
interface TestExports {
  scratchPtr(): number;
  historyFactorsPtr(): number;
  growthsPtr(): number;
  sampleNormals(mcSeed: number, path: number, count: number): number;
  sobolPoints(mcSeed: number, dimensions: number, count: number, scramble: number): number;
  sobolNormalPairs(count: number): number;
}

type EngineExports = ReleaseExports & Partial<TestExports>;

const EXPORTS: Readonly<Record<keyof ReleaseExports, true>> = {
  memory: true,
  reserve: true,
  paramsPtr: true,
  outputsPtr: true,
  stepYearsPtr: true,
  sourcesPtr: true,
  checkpointAgesPtr: true,
  depositsPtr: true,
  stepCutsPtr: true,
  stepDeflatorsPtr: true,
  balancesPtr: true,
  countsPtr: true,
  milestonesNominalPtr: true,
  milestonesRealPtr: true,
  deflatorsPtr: true,
  pathsPtr: true,
  percentilesNominalPtr: true,
  percentilesRealPtr: true,
  replayedPtr: true,
  sideDepositsPtr: true,
  salaryDepositsPtr: true,
  sideMilestonesNominalPtr: true,
  sideMilestonesRealPtr: true,
  sidePathsPtr: true,
  sidePercentilesNominalPtr: true,
  sidePercentilesRealPtr: true,
  schedule: true,
  deterministicPath: true,
  simulate: true,
  percentiles: true,
  sidePercentiles: true,
  replay: true,
  replayAll: true,
};
export const ENGINE_EXPORT_NAMES: readonly string[] = Object.keys(EXPORTS);

const TEST_EXPORTS: Readonly<Record<keyof TestExports, true>> = {
  scratchPtr: true,
  historyFactorsPtr: true,
  growthsPtr: true,
  sampleNormals: true,
  sobolPoints: true,
  sobolNormalPairs: true,
};
export const ENGINE_TEST_EXPORT_NAMES: readonly string[] = Object.keys(TEST_EXPORTS);

interface EngineSource {
  kind: number; // L.KIND_*
  type: number; // L.SCHEDULE_*
  amountCents: number;
  start: number; // startAgeMonths, or atAgeMonths for once
  end: number; // endAgeMonths (0 for once)
  monthOfYear: number; // 0 unless annual
  stepUpRate: number;
  /** An employer source paid from the employee's own pay (docs/after-tax.md#salary-reduction). */
  salaryReduction?: boolean;
}

/** Everything the engine reads, as numbers. */
export interface EngineInput {
  months: number;
  startAgeMonths: number;
  targetAgeMonths: number;
  birthMonth: number;
  realOffsetMonths: number;
  firstContributionStep: number;
  seedCents: number;
  growthLastYear: number;
  annualReturn: number;
  returnIsReal: boolean;
  annualInflation: number;
  annualFee: number;
  annualVolatility: number;
  mcSeed: number;
  /** L.RETURN_MODEL_*: lognormal Monte-Carlo paths or the windows of market history. */
  returnModel: number;
  /** L.MC_SAMPLER_*: the lognormal paths' pseudo-random streams (absent) or Sobol points
   *  (docs/model.md#the-sobol-sampler). */
  mcSampler?: number;
  /** The account's balance on asOf: every path starts from it. */
  startBalanceCents: number;
  /** Family, relative and employer cents already deposited in step 0's calendar year. */
  contributedThisYearCents: number;
  annualLimit: [baseCents: number, baseYear: number, stepCents: number];
  employerLimit: [baseCents: number, baseYear: number, stepCents: number];
  iraLimit: [baseCents: number, baseYear: number, stepCents: number];
  stepYears: Int32Array;
  sources: EngineSource[];
  checkpointAges: number[];
  /** When given, every run also carries the side account from these cents: a second balance with
   *  only the family and relative deposits on the same growth (docs/after-tax.md#the-comparison). */
  sideStartCents?: number;
  /** With the side account, when a source is paid by salary reduction: each step's salary-reduction
   *  cents reach the side account too, less the parent's taxes on them as wages
   *  (docs/after-tax.md#salary-reduction). */
  sideSalaryTax?: WageTaxInput;
}

/** The side account's deterministic run. */
interface SideOutput {
  /** Its deposits at each step: the family and relative cents accepted, and with sideSalaryTax the
   *  salary-reduction cents after the parent's taxes on wages. */
  deposits: Float64Array;
  /** With sideSalaryTax: that second part alone, at each step (no basis in the Trump account). */
  salaryDeposits?: Float64Array;
  milestonesNominal: Float64Array;
  milestonesReal: Float64Array;
}

export interface DeterministicOutput {
  finalNominalCents: number;
  finalRealCents: number;
  contributedCents: number;
  /** Family and relative cents accepted: after-tax money, the projected part of the basis. */
  basisDepositsCents: number;
  seedCents: number;
  seedStep: number;
  /** What the statute cut or dropped: exact at any size (a step-up can take it past 2^53 cents). */
  cappedCents: bigint;
  capWarnings: number;
  cutByAnnualLimitCents: number;
  cutByEmployerLimitCents: number;
  cutByIraLimitCents: number;
  droppedBeforeFirstDateCents: number;
  droppedAfterGrowthPeriodCents: number;
  monthlyGrowth: number;
  /** h, which makes a real historical factor nominal, net of the fee (docs/model.md#historical-markets). */
  inflationAndFee: number;
  milestonesNominal: Float64Array;
  milestonesReal: Float64Array;
  deflators: Float64Array;
  /** [past, beyond] scheduled deposits outside the horizon, per source. */
  outsideHorizon: Float64Array;
  deposits: Float64Array;
  /** What the statute cut or dropped at each step, L.CUT_STRIDE per step (L.CUT_ANNUAL ..
   *  L.CUT_DROPPED_AFTER_GROWTH); each column sums to its total above. */
  stepCuts: Float64Array;
  /** D(m) of each step's month, m months after asOf: what is paid or cut at step k, divided by
   *  stepDeflators[k], is in dollars of asOf (docs/model.md#rates). */
  stepDeflators: Float64Array;
  balances: Float64Array;
  /** Present when the input asked for the side account. */
  side?: SideOutput;
}

export interface PercentileOutput {
  /** Row r (10th, 25th, 50th, 75th, 90th), checkpoint c at [r * checkpoints + c]. */
  nominal: Float64Array;
  real: Float64Array;
}

export type Outcome<T> = { status: typeof EngineStatus.Ok; value: T } | { status: Exclude<EngineStatus, Status.Ok> };

/** Paths per simulate() call: small chunks let V8 tier the kernel up early
 *  (docs/performance.md#chunked-calls-and-warm-up). */
const PATHS_PER_CALL = 250;

/** The scheduled cents offered to the statute, from the engine's exact limbs (assembly/exact-sum.ts). */
function offeredCents(out: Float64Array): bigint {
  let total = 0n;
  for (let i = L.OFFERED_LIMBS - 1; i >= 0; i--) total = (total << 32n) + BigInt(itemAt(out, L.O_OFFERED + i));
  return total;
}

/** An AssemblyScript string in the engine's memory: UTF-16LE, its byte length just before it. */
function readString(memory: WebAssembly.Memory, pointer: number): string {
  if (pointer < 4 || pointer > memory.buffer.byteLength) return '';
  const bytes = new Uint32Array(memory.buffer.slice(pointer - 4, pointer))[0] ?? 0;
  return String.fromCharCode(...new Uint16Array(memory.buffer.slice(pointer, pointer + Math.min(bytes, 512))));
}

/** The engine's imports: `abort` (an assertion of the debug build, or a bounds check) throws with
 *  the engine's message and source position. */
async function instantiate(module: WebAssembly.Module): Promise<EngineExports> {
  let memory: WebAssembly.Memory | undefined;
  const imports = {
    env: {
      abort(message: number, file: number, line: number, column: number): never {
        const text = memory === undefined ? '' : `${readString(memory, message)} in ${readString(memory, file)} `;
        throw new Error(`engine aborted: ${text}at ${line}:${column}`);
      },
    },
  };
  const exports = (await WebAssembly.instantiate(module, imports)).exports as unknown as EngineExports;
  memory = exports.memory;
  return exports;
}

export class Engine {
  private exports: EngineExports;
  /** Whether the last deterministic() asked for the side account: its paths then travel with the
   *  account's in readPaths and loadPaths. */
  private side = false;

  private constructor(
    private readonly module: WebAssembly.Module,
    exports: EngineExports,
  ) {
    this.exports = exports;
  }

  static async create(module: WebAssembly.Module): Promise<Engine> {
    return new Engine(module, await instantiate(module));
  }

  /** Replaces the instance with a fresh one: after a trap its memory may be in any state. */
  async reset(): Promise<void> {
    this.exports = await instantiate(this.module);
  }

  private f64(pointer: number, length: number): Float64Array {
    return new Float64Array(this.exports.memory.buffer, pointer, length);
  }

  /** Writes the inputs and runs the schedule and the deterministic path. With `recordSteps`, a
   *  Monte-Carlo simulate() then keeps each path's first recordSteps growth factors (for replay). */
  deterministic(input: EngineInput, pathCount: number, recordSteps = 0): Outcome<DeterministicOutput> {
    const e = this.exports;
    const checkpoints = input.checkpointAges.length;
    const sourceCount = input.sources.length;
    this.side = input.sideStartCents !== undefined;
    e.reserve(input.months, sourceCount, checkpoints, pathCount, recordSteps, this.side ? 1 : 0);
    // Views are made after reserve(): growing memory detaches earlier ones.
    const params = this.f64(e.paramsPtr(), L.PARAM_COUNT);
    params.fill(0);
    params[L.P_MONTHS] = input.months;
    params[L.P_START_AGE] = input.startAgeMonths;
    params[L.P_TARGET_AGE] = input.targetAgeMonths;
    params[L.P_BIRTH_MONTH] = input.birthMonth;
    params[L.P_REAL_OFFSET] = input.realOffsetMonths;
    params[L.P_SOURCES] = sourceCount;
    params[L.P_CHECKPOINTS] = checkpoints;
    params[L.P_FIRST_STEP] = input.firstContributionStep;
    params[L.P_SEED_CENTS] = input.seedCents;
    params[L.P_GROWTH_LAST_YEAR] = input.growthLastYear;
    params[L.P_ANNUAL_RETURN] = input.annualReturn;
    params[L.P_RETURN_IS_REAL] = input.returnIsReal ? 1 : 0;
    params[L.P_INFLATION] = input.annualInflation;
    params[L.P_FEE] = input.annualFee;
    params[L.P_VOLATILITY] = input.annualVolatility;
    params[L.P_MC_SEED] = input.mcSeed;
    params[L.P_RETURN_MODEL] = input.returnModel;
    params[L.P_MC_SAMPLER] = input.mcSampler ?? L.MC_SAMPLER_PSEUDO;
    params[L.P_START_BALANCE] = input.startBalanceCents;
    params[L.P_CONTRIBUTED_THIS_YEAR] = input.contributedThisYearCents;
    params[L.P_RECORD_STEPS] = recordSteps;
    params[L.P_SIDE] = this.side ? 1 : 0;
    params[L.P_SIDE_START] = input.sideStartCents ?? 0;
    [params[L.P_ANNUAL_BASE], params[L.P_ANNUAL_BASE_YEAR], params[L.P_ANNUAL_STEP]] = input.annualLimit;
    [params[L.P_EMPLOYER_BASE], params[L.P_EMPLOYER_BASE_YEAR], params[L.P_EMPLOYER_STEP]] = input.employerLimit;
    [params[L.P_IRA_BASE], params[L.P_IRA_BASE_YEAR], params[L.P_IRA_STEP]] = input.iraLimit;

    new Int32Array(e.memory.buffer, e.stepYearsPtr(), input.months).set(input.stepYears);
    new Int32Array(e.memory.buffer, e.checkpointAgesPtr(), checkpoints).set(input.checkpointAges);
    const sources = this.f64(e.sourcesPtr(), sourceCount * L.SOURCE_STRIDE);
    input.sources.forEach((source, index) => {
      const base = index * L.SOURCE_STRIDE;
      sources[base + L.S_KIND] = source.kind;
      sources[base + L.S_TYPE] = source.type;
      sources[base + L.S_AMOUNT] = source.amountCents;
      sources[base + L.S_START] = source.start;
      sources[base + L.S_END] = source.end;
      sources[base + L.S_MONTH_OF_YEAR] = source.monthOfYear;
      sources[base + L.S_STEP_UP] = source.stepUpRate;
      sources[base + L.S_SALARY_REDUCTION] = source.salaryReduction === true ? 1 : 0;
    });

    const scheduled = e.schedule() as EngineStatus;
    if (scheduled !== EngineStatus.Ok) return { status: scheduled };
    const salary = this.side && input.sideSalaryTax !== undefined ? this.salaryToSide(input) : undefined;
    const status = e.deterministicPath() as EngineStatus;
    if (status !== EngineStatus.Ok) return { status };
    const out = this.f64(e.outputsPtr(), L.OUTPUT_COUNT);
    return {
      status,
      value: {
        finalNominalCents: itemAt(out, L.O_FINAL_NOMINAL),
        finalRealCents: itemAt(out, L.O_FINAL_REAL),
        contributedCents: itemAt(out, L.O_CONTRIBUTED),
        basisDepositsCents: itemAt(out, L.O_BASIS_DEPOSITS),
        seedCents: itemAt(out, L.O_SEED),
        seedStep: itemAt(out, L.O_SEED_STEP),
        cappedCents: offeredCents(out) - BigInt(itemAt(out, L.O_CONTRIBUTED)),
        capWarnings: itemAt(out, L.O_CAP_WARNINGS),
        cutByAnnualLimitCents: itemAt(out, L.O_CUT_ANNUAL),
        cutByEmployerLimitCents: itemAt(out, L.O_CUT_EMPLOYER),
        cutByIraLimitCents: itemAt(out, L.O_CUT_IRA),
        droppedBeforeFirstDateCents: itemAt(out, L.O_DROPPED_EARLY),
        droppedAfterGrowthPeriodCents: itemAt(out, L.O_DROPPED_AFTER_GROWTH),
        monthlyGrowth: itemAt(out, L.O_GROWTH),
        inflationAndFee: itemAt(out, L.O_INFLATION_AND_FEE),
        milestonesNominal: this.f64(e.milestonesNominalPtr(), checkpoints).slice(),
        milestonesReal: this.f64(e.milestonesRealPtr(), checkpoints).slice(),
        deflators: this.f64(e.deflatorsPtr(), checkpoints).slice(),
        outsideHorizon: this.f64(e.countsPtr(), sourceCount * L.COUNT_STRIDE).slice(),
        deposits: this.f64(e.depositsPtr(), input.months).slice(),
        stepCuts: this.f64(e.stepCutsPtr(), input.months * L.CUT_STRIDE).slice(),
        stepDeflators: this.f64(e.stepDeflatorsPtr(), input.months).slice(),
        balances: this.f64(e.balancesPtr(), input.months + 1).slice(),
        ...(this.side
          ? {
              side: {
                deposits: this.f64(e.sideDepositsPtr(), input.months).slice(),
                ...(salary === undefined ? {} : { salaryDeposits: salary }),
                milestonesNominal: this.f64(e.sideMilestonesNominalPtr(), checkpoints).slice(),
                milestonesReal: this.f64(e.sideMilestonesRealPtr(), checkpoints).slice(),
              },
            }
          : {}),
      },
    };
  }

  /** Adds each step's salary-reduction cents, less the parent's taxes on them as wages, to the side
   *  account's deposits, after schedule() and before deterministicPath(); returns what it added at
   *  each step. Every addend is at most the step's accepted cents, which the schedule holds exact. */
  private salaryToSide(input: EngineInput): Float64Array {
    const e = this.exports;
    const wages = afterWageTaxes(input.sideSalaryTax as WageTaxInput);
    const salary = this.f64(e.salaryDepositsPtr(), input.months);
    const side = this.f64(e.sideDepositsPtr(), input.months);
    const added = new Float64Array(input.months);
    for (let k = 0; k < input.months; k++) {
      const cents = salary[k] as number;
      if (cents <= 0) continue;
      const after = wages(cents);
      added[k] = after;
      side[k] = (side[k] as number) + after;
    }
    return added;
  }

  /** Simulates paths [firstPath, endPath) of pathCount, after deterministic(). */
  simulate(firstPath: number, endPath: number, pathCount: number): EngineStatus {
    for (let from = firstPath; from < endPath; from += PATHS_PER_CALL) {
      const status = this.exports.simulate(from, Math.min(endPath, from + PATHS_PER_CALL), pathCount) as EngineStatus;
      if (status !== EngineStatus.Ok) return status;
    }
    return EngineStatus.Ok;
  }

  /** The path matrices a run fills: the account's and, with the side account, its own. */
  private matrices(): number[] {
    const e = this.exports;
    return this.side ? [e.pathsPtr(), e.sidePathsPtr()] : [e.pathsPtr()];
  }

  /** Paths [firstPath, endPath) of pathCount, checkpoint-major: [c * width + (p - firstPath)], and
   *  after them, when the last deterministic() asked for the side account, its paths likewise. */
  readPaths(firstPath: number, endPath: number, pathCount: number, checkpoints: number): Float64Array {
    const width = endPath - firstPath;
    const matrices = this.matrices();
    const slice = new Float64Array(matrices.length * checkpoints * width);
    matrices.forEach((pointer, m) => {
      const all = this.f64(pointer, checkpoints * pathCount);
      for (let c = 0; c < checkpoints; c++)
        slice.set(all.subarray(c * pathCount + firstPath, c * pathCount + endPath), (m * checkpoints + c) * width);
    });
    return slice;
  }

  /** The balances of paths [0, pathCount) at one checkpoint (the last is the target age). */
  balancesAt(checkpoint: number, pathCount: number): Float64Array {
    return this.row(this.exports.pathsPtr(), checkpoint, pathCount);
  }

  /** The side account's balances of paths [0, pathCount) at one checkpoint. */
  sideBalancesAt(checkpoint: number, pathCount: number): Float64Array {
    return this.row(this.exports.sidePathsPtr(), checkpoint, pathCount);
  }

  /** balancesAt or sideBalancesAt copied into `into` (pathCount long), which is returned: for work
   *  arrays kept between calls (docs/performance.md#after-tax). */
  balancesInto(side: boolean, checkpoint: number, pathCount: number, into: Float64Array): Float64Array {
    if (into.length !== pathCount) throw new RangeError('room for every path, and no more');
    const pointer = side ? this.exports.sidePathsPtr() : this.exports.pathsPtr();
    into.set(this.f64(pointer + checkpoint * pathCount * Float64Array.BYTES_PER_ELEMENT, pathCount));
    return into;
  }

  private row(pointer: number, checkpoint: number, pathCount: number): Float64Array {
    return this.f64(pointer + checkpoint * pathCount * Float64Array.BYTES_PER_ELEMENT, pathCount).slice();
  }

  /** Writes paths simulated elsewhere (readPaths' layout) into this engine, after deterministic(). */
  loadPaths(firstPath: number, endPath: number, pathCount: number, checkpoints: number, slice: Float64Array): void {
    const width = endPath - firstPath;
    this.matrices().forEach((pointer, m) => {
      const all = this.f64(pointer, checkpoints * pathCount);
      for (let c = 0; c < checkpoints; c++) {
        const from = (m * checkpoints + c) * width;
        all.set(slice.subarray(from, from + width), c * pathCount + firstPath);
      }
    });
  }

  /** Percentiles of all pathCount simulated paths (after simulate() of every path). */
  percentiles(pathCount: number, checkpoints: number): Outcome<PercentileOutput> {
    const e = this.exports;
    return this.tables(e.percentiles(pathCount), e.percentilesNominalPtr(), e.percentilesRealPtr(), checkpoints);
  }

  /** The side account's percentiles (after simulate() of every path with the side account). */
  sidePercentiles(pathCount: number, checkpoints: number): Outcome<PercentileOutput> {
    const e = this.exports;
    return this.tables(
      e.sidePercentiles(pathCount),
      e.sidePercentilesNominalPtr(),
      e.sidePercentilesRealPtr(),
      checkpoints,
    );
  }

  private tables(code: number, nominal: number, real: number, checkpoints: number): Outcome<PercentileOutput> {
    const status = code as EngineStatus;
    if (status !== EngineStatus.Ok) return { status };
    const size = checkpoints * L.PERCENTILE_ROWS;
    return { status, value: { nominal: this.f64(nominal, size).slice(), real: this.f64(real, size).slice() } };
  }

  /** Changes the amount of one source (a solve's next trial), after deterministic(). */
  setAmount(sourceIndex: number, amountCents: number): void {
    const sources = this.f64(this.exports.sourcesPtr(), (sourceIndex + 1) * L.SOURCE_STRIDE);
    sources[sourceIndex * L.SOURCE_STRIDE + L.S_AMOUNT] = amountCents;
  }

  /** Each path's balance after `steps` steps with the sources' current amounts, on the growth of
   *  the paths already simulated (Infinity beyond exact cents): see assembly/replay.ts. */
  replay(steps: number, pathCount: number): Outcome<Float64Array> {
    const e = this.exports;
    const status = e.replay(steps, pathCount) as EngineStatus;
    if (status !== EngineStatus.Ok) return { status };
    return { status, value: this.f64(e.replayedPtr(), pathCount).slice() };
  }

  /** Every path over the whole horizon with the sources' current amounts, on the growth factors a
   *  solve already has (the table of history, or the factors a Monte-Carlo simulate() recorded over
   *  the whole horizon), into the same paths a simulate() fills, to the bit; after deterministic()
   *  without the side account: see assembly/replay.ts. */
  replayAll(pathCount: number): EngineStatus {
    return this.exports.replayAll(pathCount) as EngineStatus;
  }

  /** An export of the debug build only (TestExports); throws on the release build. */
  private testExport<K extends keyof TestExports>(name: K): TestExports[K] {
    const tests: Partial<TestExports> = this.exports;
    const found = tests[name];
    if (found === undefined) throw new Error(`${name}: only the debug build exports it (assembly/testing.ts)`);
    return found;
  }

  /** The monthly factors of market history compiled into the engine (for tests; debug build). */
  historyFactors(): Float64Array {
    return this.f64(this.testExport('historyFactorsPtr')(), L.HISTORY_MONTHS).slice();
  }

  /** The growth factors a Monte-Carlo simulate() recorded (deterministic() with recordSteps =
   *  `steps`), read out of the engine's blocks of paths (assembly/layout.ts, GROWTH_BLOCK) step
   *  major: [k * pathCount + p] (for tests; debug build). */
  recordedGrowths(steps: number, pathCount: number): Float64Array {
    const blocks = Math.ceil(pathCount / L.GROWTH_BLOCK);
    const recorded = this.f64(this.testExport('growthsPtr')(), blocks * steps * L.GROWTH_BLOCK);
    const growths = new Float64Array(steps * pathCount);
    for (let p = 0; p < pathCount; p++) {
      const first = Math.floor(p / L.GROWTH_BLOCK) * steps * L.GROWTH_BLOCK + (p % L.GROWTH_BLOCK);
      for (let k = 0; k < steps; k++) growths[k * pathCount + p] = itemAt(recorded, first + k * L.GROWTH_BLOCK);
    }
    return growths;
  }

  /** For tests of the generator: `count` normal draws of one path's stream (debug build). */
  sampleNormals(mcSeed: number, path: number, count: number): Float64Array {
    const sample = this.testExport('sampleNormals');
    const scratchPtr = this.testExport('scratchPtr');
    this.exports.reserve(1, 0, 1, count, 0, 0);
    if (sample(mcSeed, path, count) !== EngineStatus.Ok) throw new Error('sampleNormals: no room');
    return this.f64(scratchPtr(), count).slice();
  }

  /** For tests of the Sobol sampler: paths [0, count)'s points in `dimensions` dimensions as 32-bit
   *  integers, point p's dimension j at [p * dimensions + j]; the published sequence unless
   *  `scramble` (then scrambled from mcSeed as the kernel does; debug build). */
  sobolPoints(mcSeed: number, dimensions: number, count: number, scramble: boolean): Float64Array {
    const points = this.testExport('sobolPoints');
    const scratchPtr = this.testExport('scratchPtr');
    this.exports.reserve(1, 0, 1, dimensions * count, 0, 0);
    if (points(mcSeed, dimensions, count, scramble ? 1 : 0) !== EngineStatus.Ok)
      throw new Error('sobolPoints: bad sizes');
    return this.f64(scratchPtr(), dimensions * count).slice();
  }

  /** For tests of the Sobol sampler's pairs: the normals of `coordinates` (32-bit integers, pairs of
   *  two paths' coordinates side by side) as the pairs' kernel makes them, and as inverseNormal
   *  makes each alone (debug build). */
  sobolNormalPairs(coordinates: readonly number[]): { paired: Float64Array; alone: Float64Array } {
    const pairs = this.testExport('sobolNormalPairs');
    const scratchPtr = this.testExport('scratchPtr');
    const count = coordinates.length / 2;
    this.exports.reserve(1, 0, 1, 6 * count, 0, 0);
    this.f64(scratchPtr(), 2 * count).set(coordinates);
    if (pairs(count) !== EngineStatus.Ok) throw new Error('sobolNormalPairs: bad sizes');
    const out = this.f64(scratchPtr(), 6 * count);
    return { paired: out.slice(2 * count, 4 * count), alone: out.slice(4 * count) };
  }
}
