// The replays of a solve (assembly/replay.ts, docs/performance.md#solving), bit for bit against a
// plain recursion over the same growth factors (the table of history, or the factors a Monte-Carlo
// simulate() recorded) and against simulate() itself:
//   - a trial: each path's balance at one step (replay), +Infinity for a path whose balance passed
//     2^53 - 1 cents on the way;
//   - the run of a solve's answer: each path's balance at every checkpoint (replayAll), the paths a
//     simulate() with the same deposits fills, and the same refusal beyond exact cents;
// on path counts that use every block width of the replay (16, 4, 2 and 1 paths), with deposits
// other than those the factors were simulated with, and the inputs the run refuses.
import { beforeAll, describe, expect, it } from 'vitest';
import * as L from '../../assembly/layout.js';
import { itemAt } from '../../core/common/checked.js';
import { nearestEven } from '../../core/common/rounding.js';
import { type Engine, type EngineInput, EngineStatus } from '../../core/engine/engine.js';
import { completeWindows } from '../../core/projection/history.js';
import { engineInput } from '../../core/projection/project.js';
import { STATUTE } from '../../core/statute/statute.js';
import { checkScenario } from '../../core/validation/validate.js';
import { createNodeEngine } from '../../package/load-node.js';

let engine: Engine;
beforeAll(async () => {
  engine = await createNodeEngine();
});

const bits = (values: ArrayLike<number>) => Array.from(new BigUint64Array(Float64Array.from(values).buffer), String);

/** 3 blocks of 16 paths, then one of 4, one of 2 and one alone. */
const EVERY_WIDTH = 55;

/** A newborn's inputs: $200 a month to 18 (or `amountCents`), and what `extra` changes. */
function inputs(extra: Record<string, unknown>, amountCents = '20000'): EngineInput {
  const checked = checkScenario(
    {
      asOf: '2026-07-04',
      birthDate: '2026-07-04',
      targetAgeMonths: 216,
      sources: [
        {
          id: 'family',
          kind: 'family',
          schedule: { type: 'monthly', amountCents, startAgeMonths: 0, endAgeMonths: 216 },
        },
      ],
      ...extra,
    },
    STATUTE,
  );
  if (!checked.ok) throw new Error(JSON.stringify(checked.errors));
  return engineInput(checked.scenario, checked.timeline, STATUTE);
}

interface Reference {
  /** Each path's balance at each checkpoint, checkpoint-major as paths[] is. */
  checkpoints: Float64Array;
  /** Each path's balance at the last step, or +Infinity when it passed 2^53 - 1 on the way. */
  finals: Float64Array;
  over: number;
}

/** The cents recursion of docs/model.md#exact-cents in plain doubles, path by path. */
function reference(
  input: EngineInput,
  deposits: Float64Array,
  paths: number,
  factor: (p: number, k: number) => number,
) {
  const steps = input.checkpointAges.map((age) => age - input.startAgeMonths);
  const out: Reference = {
    checkpoints: new Float64Array(steps.length * paths),
    finals: new Float64Array(paths),
    over: 0,
  };
  for (let p = 0; p < paths; p++) {
    let balance = input.startBalanceCents;
    let over = balance > Number.MAX_SAFE_INTEGER;
    let c = 0;
    for (let k = 0; k < input.months; k++) {
      balance = nearestEven((balance + itemAt(deposits, k)) * factor(p, k));
      over ||= balance > Number.MAX_SAFE_INTEGER;
      if (k + 1 === steps[c]) out.checkpoints[c++ * paths + p] = balance;
    }
    out.finals[p] = over ? Number.POSITIVE_INFINITY : balance;
    if (over) out.over++;
  }
  return out;
}

/** Simulates `simulated`'s Monte-Carlo paths, keeping their factors (in two calls split at path
 *  `split` when given), then schedules `replayed`'s deposits on them: the replays' inputs, and the
 *  reference over the same factors. */
function replaySetUp(simulated: EngineInput, replayed: EngineInput, paths: number, split = paths) {
  const record = simulated.returnModel === L.RETURN_MODEL_LOGNORMAL ? simulated.months : 0;
  expect(engine.deterministic(simulated, paths, record).status).toBe(EngineStatus.Ok);
  // History's factors are the fixed table: only Monte-Carlo paths are simulated to keep theirs.
  if (record > 0) {
    expect(engine.simulate(0, split, paths)).toBe(EngineStatus.Ok);
    expect(engine.simulate(split, paths, paths)).toBe(EngineStatus.Ok);
  }
  const det = engine.deterministic(replayed, paths, record);
  if (det.status !== EngineStatus.Ok) throw new Error(`deterministic status ${det.status}`);
  let factor: (p: number, k: number) => number;
  if (record > 0) {
    const growths = engine.recordedGrowths(record, paths);
    factor = (p, k) => itemAt(growths, k * paths + p);
  } else {
    const table = engine.historyFactors();
    const h = det.value.inflationAndFee;
    factor = (p, k) => itemAt(table, p + k) * h;
  }
  return reference(replayed, det.value.deposits, paths, factor);
}

/** The trial and the run of `replayed`'s deposits on `simulated`'s paths, against the reference,
 *  and the run against a simulate() of `replayed` itself. */
function expectReplays(simulated: EngineInput, replayed: EngineInput, paths: number, split = paths): Reference {
  const checkpoints = replayed.checkpointAges.length;
  const ref = replaySetUp(simulated, replayed, paths, split);
  const trial = engine.replay(replayed.months, paths);
  if (trial.status !== EngineStatus.Ok) throw new Error(`replay status ${trial.status}`);
  expect(bits(trial.value)).toEqual(bits(ref.finals));

  const run = engine.replayAll(paths);
  const historical = replayed.returnModel === L.RETURN_MODEL_HISTORICAL;
  // History's runs are checked for exact cents at every step, as its simulate() checks them;
  // Monte-Carlo runs by the percentiles, as after a simulate().
  expect(run).toBe(historical && ref.over > 0 ? EngineStatus.ResultOutOfRange : EngineStatus.Ok);
  const ran = engine.readPaths(0, paths, paths, checkpoints);
  expect(bits(ran)).toEqual(bits(ref.checkpoints));
  const runBands = engine.percentiles(paths, checkpoints);

  const record = historical ? 0 : replayed.months;
  expect(engine.deterministic(replayed, paths, record).status).toBe(EngineStatus.Ok);
  expect(engine.simulate(0, paths, paths)).toBe(run);
  expect(bits(engine.readPaths(0, paths, paths, checkpoints))).toEqual(bits(ran));
  const simulatedBands = engine.percentiles(paths, checkpoints);
  expect(simulatedBands.status).toBe(runBands.status);
  if (simulatedBands.status === EngineStatus.Ok && runBands.status === EngineStatus.Ok) {
    expect(bits(runBands.value.nominal)).toEqual(bits(simulatedBands.value.nominal));
  }
  return ref;
}

describe('a trial and the run of an answer', () => {
  it('are the recursion over the Monte-Carlo paths recorded with other deposits, and their simulation', () => {
    for (const mcSampler of ['pseudo', 'sobol']) {
      for (const paths of [EVERY_WIDTH, 1, 2, 16, 400]) {
        const ref = expectReplays(inputs({ mcSampler }, '1500'), inputs({ mcSampler }), paths);
        expect(ref.over).toBe(0);
      }
    }
    // Simulated in two calls, the second's first pair across two blocks of recorded factors
    // (assembly/layout.ts, GROWTH_BLOCK): paths 15 and 16.
    expectReplays(inputs({}, '1500'), inputs({}), EVERY_WIDTH, 15);
  });

  it('are the recursion over the windows of history with other deposits, and their simulation', () => {
    const model = { returnModel: 'historical' };
    for (const paths of [EVERY_WIDTH, 3, completeWindows(216)]) {
      const ref = expectReplays(inputs(model, '1500'), inputs(model), paths);
      expect(ref.over).toBe(0);
    }
  });

  it('give +Infinity to the paths beyond exact cents and keep the others, in a block of sixteen too', () => {
    // $2.6 billion on asOf and 119 years: about half the windows of history pass 2^53 - 1 cents on the way,
    // others never (the steady path, at no return, stays within exact cents).
    const huge = {
      returnModel: 'historical',
      annualReturn: 0,
      targetAgeMonths: 1428,
      currentBalanceCents: '260000000000',
    };
    const paths = completeWindows(1428);
    const ref = expectReplays(inputs(huge, '0'), inputs(huge), paths);
    expect(ref.over).toBeGreaterThan(0);
    expect(ref.over).toBeLessThan(paths);
    // A block of sixteen with both kinds: the trial's fallback to a flag per pair.
    const mixed = Array.from({ length: Math.floor(paths / 16) }, (_, b) => ref.finals.subarray(16 * b, 16 * b + 16));
    expect(mixed.some((block) => block.includes(Number.POSITIVE_INFINITY) && block.some(Number.isFinite))).toBe(true);
    // Monte-Carlo paths beyond exact cents: the run leaves the refusal to the percentiles.
    const wild = {
      annualVolatility: 0.2,
      annualReturn: 0.05,
      targetAgeMonths: 1428,
      currentBalanceCents: '800000000000',
    };
    const mc = expectReplays(inputs(wild, '0'), inputs(wild), 200);
    expect(mc.over).toBeGreaterThan(0);
    expect(mc.over).toBeLessThan(200);
  });
});

describe('the run of an answer refuses', () => {
  it('the side account, Monte-Carlo factors that stop before the horizon, and more windows than history has', () => {
    const side = { ...inputs({}), sideStartCents: 0 };
    expect(engine.deterministic(side, 16, side.months).status).toBe(EngineStatus.Ok);
    expect(engine.simulate(0, 16, 16)).toBe(EngineStatus.Ok);
    expect(engine.replayAll(16)).toBe(EngineStatus.BadLayout);

    const plain = inputs({});
    expect(engine.deterministic(plain, 16, plain.months - 1).status).toBe(EngineStatus.Ok);
    expect(engine.simulate(0, 16, 16)).toBe(EngineStatus.Ok);
    expect(engine.replayAll(16)).toBe(EngineStatus.BadLayout);
    expect(engine.replayAll(17)).toBe(EngineStatus.BadLayout);

    const history = inputs({ returnModel: 'historical' });
    const complete = completeWindows(216);
    expect(engine.deterministic(history, complete + 1).status).toBe(EngineStatus.Ok);
    expect(engine.replayAll(complete + 1)).toBe(EngineStatus.BadLayout);
    expect(engine.replayAll(complete)).toBe(EngineStatus.Ok);
  });
});
