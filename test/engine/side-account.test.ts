// The side account of docs/after-tax.md#the-comparison in the engine: a second balance on every
// path, from currentBasisCents, with only the accepted family and relative deposits, on the same
// growth in the same pass, and salary-reduction pay after the parent's income tax
// (docs/after-tax.md#salary-reduction).
//   - asking for it changes none of the account's numbers (deterministic, paths, percentiles);
//   - its deterministic milestones equal the BigInt reference's side path (test/reference/model.ts);
//   - its Monte-Carlo paths equal the recursion over the reference's side deposits and the growth
//     factors the kernel recorded for the account (pair and odd-path kernels alike), and its
//     historical paths the rolling-window reference (test/reference/history.ts);
//   - its percentiles equal a sort of its paths; at zero volatility its bands are flat at its
//     deterministic path; slices of two engines merged are the paths of one run.
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import * as L from '../../assembly/layout.js';
import { itemAt } from '../../core/common/checked.js';
import { type Engine, type EngineInput, EngineStatus } from '../../core/engine/engine.js';
import { engineInput } from '../../core/projection/project.js';
import type { NormalisedScenario } from '../../core/scenario/scenario.js';
import { STATUTE } from '../../core/statute/statute.js';
import { checkScenario } from '../../core/validation/validate.js';
import { createNodeEngine } from '../../package/load-node.js';
import { parseHistoryCsv, referenceFactors, referencePercentiles, referenceWindows } from '../reference/history.js';
import {
  nearest,
  STATUTE as REF_STATUTE,
  type RefMath,
  type RefResult,
  referenceProjection,
} from '../reference/model.js';

const FACTORS = referenceFactors(
  parseHistoryCsv(readFileSync(new URL('../../data/sp500-monthly-1871-2023.csv', import.meta.url), 'utf8')),
);

let engine: Engine;
let other: Engine;
beforeAll(async () => {
  engine = await createNodeEngine();
  other = await createNodeEngine();
});

const bits = (values: ArrayLike<number>) => Array.from(new BigUint64Array(Float64Array.from(values).buffer), String);

const KINDS = ['family', 'relative', 'charity', 'employer'] as const;

/** Seeded scenarios with every kind of money, money already in the account, caps and both models. */
const scenarioArb = fc
  .record({
    startAge: fc.integer({ min: 0, max: 200 }),
    horizon: fc.integer({ min: 1, max: 300 }),
    balance: fc.integer({ min: 0, max: 5_000_000 }),
    basisShare: fc.double({ min: 0, max: 1, noNaN: true }),
    includeSeed: fc.boolean(),
    annualReturn: fc.double({ min: -0.1, max: 0.15, noNaN: true }),
    annualVolatility: fc.constantFrom(0, 0.05, 0.18, 0.4),
    annualInflation: fc.double({ min: 0, max: 0.08, noNaN: true }),
    mcPaths: fc.integer({ min: 100, max: 131 }),
    mcSeed: fc.integer({ min: -1000, max: 1000 }),
    historical: fc.boolean(),
    sources: fc.array(
      fc.record({
        kind: fc.constantFrom(...KINDS),
        amount: fc.integer({ min: 1, max: 800_000 }),
        start: fc.integer({ min: 0, max: 400 }),
        length: fc.integer({ min: 1, max: 300 }),
        monthly: fc.boolean(),
        /** On an employer source: paid from the employee's own pay. */
        salary: fc.boolean(),
      }),
      { maxLength: 5 },
    ),
    /** The parent's rate on the salary-reduction pay: up to nine decimals, 0 to 0.5. */
    salaryRate: fc
      .integer({ min: 0, max: 9 })
      .chain((digits) =>
        fc.tuple(fc.constant(10 ** digits), fc.integer({ min: 0, max: Math.floor(10 ** digits / 2) })),
      ),
  })
  .map((r) => ({
    asOf: '2027-05-15',
    birthDate: birthFor(r.startAge),
    targetAgeMonths: r.startAge + r.horizon,
    includeSeed: r.includeSeed,
    annualReturn: r.annualReturn,
    annualVolatility: r.annualVolatility,
    annualInflation: r.annualInflation,
    mcPaths: r.mcPaths,
    mcSeed: r.mcSeed,
    ...(r.historical ? { returnModel: 'historical' } : {}),
    currentBalanceCents: String(r.balance),
    currentBasisCents: String(Math.floor(r.balance * r.basisShare)),
    sources: r.sources.map((s, i) => ({
      id: `s${i}`,
      kind: s.kind,
      stepUpRate: 0.03,
      schedule: s.monthly
        ? { type: 'monthly', amountCents: String(s.amount), startAgeMonths: s.start, endAgeMonths: s.start + s.length }
        : { type: 'once', amountCents: String(s.amount), atAgeMonths: s.start },
      ...(s.kind === 'employer' && s.salary ? { salaryReduction: true } : {}),
    })),
    salaryRate: r.salaryRate,
  }));

/** A birth date that makes the child `age` months old on 2027-05-15 (the 10th of its month). */
function birthFor(age: number): string {
  const index = 2027 * 12 + 4 - age;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-10`;
}

/** The scenario checked, its engine input, and the input with the side account; with a salary-reduction
 *  source and `salaryRate` ([scale, units]: the parent's rate units / scale), the side account also
 *  gets that pay less the parent's tax at the rate. */
function prepare(body: { salaryRate?: [number, number] } & Record<string, unknown>) {
  const { salaryRate, ...scenarioBody } = body;
  const checked = checkScenario(scenarioBody, STATUTE);
  if (!checked.ok) throw new Error(`invalid: ${JSON.stringify(checked.errors)}`);
  const input = engineInput(checked.scenario, checked.timeline, STATUTE);
  const basis = Number(checked.scenario.currentBasisCents ?? 0);
  const salary = checked.scenario.sources.some((source) => source.salaryReduction === true);
  const [scale, units] = salaryRate ?? [1, 0];
  return {
    scenario: checked.scenario,
    input,
    withSide: {
      ...input,
      sideStartCents: basis,
      ...(salary && salaryRate !== undefined ? { sideSalaryTax: { parentOrdinaryRate: units / scale } } : {}),
    },
    salaryTaxRate: salary && salaryRate !== undefined ? { n: BigInt(units), d: BigInt(scale) } : undefined,
  };
}

/** The paths a projection of the scenario runs: one per complete window of history
 *  (L.HISTORY_MONTHS - months + 1), or mcPaths. */
function pathCount(scenario: NormalisedScenario, months: number): number {
  return scenario.returnModel === 'historical' ? L.HISTORY_MONTHS - months + 1 : scenario.mcPaths;
}

interface Run {
  ok: true;
  deterministic: unknown;
  paths: Float64Array;
  bands: unknown;
  sideBands?: { nominal: Float64Array; real: Float64Array };
  growths: Float64Array;
  inflationAndFee: number;
  deflators: Float64Array;
}

function runAll(on: Engine, input: EngineInput, paths: number): Run | { ok: false; status: number } {
  const det = on.deterministic(input, paths, input.returnModel === L.RETURN_MODEL_LOGNORMAL ? input.months : 0);
  if (det.status !== EngineStatus.Ok) return { ok: false, status: det.status };
  const simulated = on.simulate(0, paths, paths);
  if (simulated !== EngineStatus.Ok) return { ok: false, status: simulated };
  const bands = on.percentiles(paths, input.checkpointAges.length);
  if (bands.status !== EngineStatus.Ok) return { ok: false, status: bands.status };
  const side = input.sideStartCents === undefined ? undefined : on.sidePercentiles(paths, input.checkpointAges.length);
  if (side !== undefined && side.status !== EngineStatus.Ok) return { ok: false, status: side.status };
  const { side: _side, ...account } = det.value;
  return {
    ok: true,
    deterministic: account,
    paths: on.readPaths(0, paths, paths, input.checkpointAges.length),
    bands: bands.value,
    ...(side === undefined ? {} : { sideBands: side.value }),
    growths:
      input.returnModel === L.RETURN_MODEL_LOGNORMAL ? on.recordedGrowths(input.months, paths) : new Float64Array(),
    inflationAndFee: det.value.inflationAndFee,
    deflators: det.value.deflators,
  };
}

/** The reference handed the engine's g and D(m) (as cross-check.test.ts does). */
function reference(
  scenario: NormalisedScenario,
  input: EngineInput,
  run: Run,
  salaryTaxRate?: { n: bigint; d: bigint },
): RefResult {
  const det = engine.deterministic(input, 1);
  if (det.status !== EngineStatus.Ok) throw new Error('deterministic failed');
  const g = det.value.monthlyGrowth;
  const math: RefMath = {
    growth: () => g,
    deflator: (_inflation, m) => {
      const c = input.checkpointAges.findIndex((age) => age - input.startAgeMonths + input.realOffsetMonths === m);
      return c >= 0 ? itemAt(run.deflators, c) : 1;
    },
  };
  const ref = referenceProjection(
    { ...scenario, ...(salaryTaxRate === undefined ? {} : { salaryTaxRate }) },
    REF_STATUTE,
    math,
  );
  if (!ref.ok) throw new Error(`reference refused: ${ref.error}`);
  return ref.result;
}

/** The side account's paths, checkpoint-major, from the reference's side deposits and each path's
 *  recorded (Monte-Carlo) or historical growth. */
function sidePathsReference(input: EngineInput, ref: RefResult, run: Run, paths: number): bigint[][] {
  const steps = input.checkpointAges.map((age) => age - input.startAgeMonths);
  if (input.returnModel === L.RETURN_MODEL_HISTORICAL) {
    const windows = referenceWindows({
      deposits: ref.sideDeposits,
      factors: FACTORS,
      h: run.inflationAndFee,
      checkpointSteps: steps,
      startBalance: itemAt(ref.sideBalances, 0),
    });
    if (windows === undefined) throw new Error('reference windows out of range');
    return windows;
  }
  const out = steps.map(() => new Array<bigint>(paths));
  for (let p = 0; p < paths; p++) {
    let balance = itemAt(ref.sideBalances, 0);
    let c = 0;
    for (let k = 0; k < input.months; k++) {
      const sum = Number(balance + itemAt(ref.sideDeposits, k));
      balance = BigInt(nearest(sum * itemAt(run.growths, k * paths + p)));
      if (k + 1 === steps[c]) itemAt(out, c++)[p] = balance;
    }
  }
  return out;
}

describe('the side account', () => {
  it('leaves every number of the account as it was, and equals the references, on seeded random scenarios', () => {
    let compared = 0;
    let salaried = 0;
    fc.assert(
      fc.property(scenarioArb, (body) => {
        const { scenario, input, withSide, salaryTaxRate } = prepare(body);
        const paths = pathCount(scenario, input.months);
        const without = runAll(engine, input, paths);
        const withIt = runAll(other, withSide, paths);
        expect(withIt.ok).toBe(without.ok);
        if (!without.ok || !withIt.ok) return;
        compared++;
        expect(bits(withIt.paths.subarray(0, without.paths.length))).toEqual(bits(without.paths));
        expect(withIt.deterministic).toEqual(without.deterministic);
        expect(withIt.bands).toEqual(without.bands);

        const ref = reference(scenario, input, withIt, salaryTaxRate);
        const det = other.deterministic(withSide, paths);
        if (det.status !== EngineStatus.Ok || det.value.side === undefined) throw new Error('no side run');
        expect(Array.from(det.value.side.deposits, BigInt)).toEqual(ref.sideDeposits);
        if (salaryTaxRate !== undefined) {
          expect(Array.from(det.value.side.salaryDeposits ?? [], BigInt)).toEqual(ref.sideSalaryDeposits);
          if (ref.sideSalaryDeposits.some((cents) => cents > 0n)) salaried++;
        } else expect(det.value.side.salaryDeposits).toBeUndefined();
        expect(Array.from(det.value.side.milestonesNominal, BigInt)).toEqual(
          ref.sideMilestones.map((m) => m.nominalCents),
        );
        expect(Array.from(det.value.side.milestonesReal, BigInt)).toEqual(ref.sideMilestones.map((m) => m.realCents));

        // The account's own paths from the same growth and the reference's deposits: the growth
        // recorded is the growth the account grew by, so the side account's check below means
        // "the same growth".
        const expected = sidePathsReference(withSide, ref, withIt, paths);
        const checkpoints = withSide.checkpointAges.length;
        const sidePaths = withIt.paths.subarray(checkpoints * paths);
        expect(Array.from(sidePaths, BigInt)).toEqual(expected.flat());
        const bands = referencePercentiles(expected, Array.from(withIt.deflators));
        expect(bands).toBeDefined();
        expect(Array.from(withIt.sideBands?.nominal ?? [], String)).toEqual(bands?.nominal.flat());
        expect(Array.from(withIt.sideBands?.real ?? [], String)).toEqual(bands?.real.flat());
      }),
      { seed: 2020, numRuns: 40 },
    );
    expect(compared).toBeGreaterThan(30);
    expect(salaried).toBeGreaterThan(3);
  });

  it('takes salary-reduction pay less the parent income tax, step by step as the reference', () => {
    // Employer sources paid by salary reduction (some cut by the limits, some stepping up), beside
    // family money and other employer money; the parent's rate with up to nine decimals.
    const salaryArb = fc.record({
      startAge: fc.integer({ min: 0, max: 150 }),
      inflation: fc.integer({ min: 0, max: 800 }).map((n) => n / 10_000),
      employers: fc.array(
        fc.record({
          amount: fc.integer({ min: 1, max: 40_000 }),
          stepUp: fc.integer({ min: 0, max: 200 }).map((n) => n / 1000),
          salary: fc.boolean(),
        }),
        { minLength: 1, maxLength: 3 },
      ),
      family: fc.integer({ min: 0, max: 60_000 }),
      rate: fc
        .integer({ min: 0, max: 9 })
        .chain((digits) =>
          fc.tuple(fc.constant(10 ** digits), fc.integer({ min: 0, max: Math.floor(10 ** digits / 2) })),
        ),
    });
    let steps = 0;
    fc.assert(
      fc.property(salaryArb, (r) => {
        const sources = r.employers.map((e, i) => ({
          id: `e${i}`,
          kind: 'employer',
          stepUpRate: e.stepUp,
          schedule: { type: 'monthly', amountCents: String(e.amount), startAgeMonths: r.startAge, endAgeMonths: 216 },
          ...(e.salary || i === 0 ? { salaryReduction: true } : {}),
        }));
        const family = {
          id: 'f',
          kind: 'family',
          schedule: {
            type: 'monthly',
            amountCents: String(r.family + 1),
            startAgeMonths: r.startAge,
            endAgeMonths: 216,
          },
        };
        const { scenario, input, withSide, salaryTaxRate } = prepare({
          asOf: '2027-05-15',
          birthDate: birthFor(r.startAge),
          targetAgeMonths: 240,
          includeSeed: false,
          annualInflation: r.inflation,
          mcPaths: 100,
          sources: [...sources, family],
          salaryRate: r.rate,
        });
        const det = other.deterministic(withSide, 1);
        if (det.status !== EngineStatus.Ok || det.value.side === undefined) throw new Error('no side run');
        const math: RefMath = { growth: () => det.value.monthlyGrowth, deflator: () => 1 };
        const ref = referenceProjection(
          { ...scenario, ...(salaryTaxRate ? { salaryTaxRate } : {}) },
          REF_STATUTE,
          math,
        );
        if (!ref.ok) throw new Error(`reference refused: ${ref.error}`);
        expect(Array.from(det.value.side.deposits, BigInt)).toEqual(ref.result.sideDeposits);
        expect(Array.from(det.value.side.salaryDeposits ?? [], BigInt)).toEqual(ref.result.sideSalaryDeposits);
        expect(Array.from(det.value.side.milestonesNominal, BigInt)).toEqual(
          ref.result.sideMilestones.map((m) => m.nominalCents),
        );
        // The account itself is as without the side account: salary reduction is employer money there.
        const plain = engine.deterministic(input, 1);
        if (plain.status !== EngineStatus.Ok) throw new Error('no run');
        expect(det.value.basisDepositsCents).toBe(plain.value.basisDepositsCents);
        expect(det.value.milestonesNominal).toEqual(plain.value.milestonesNominal);
        for (const kept of det.value.side.salaryDeposits ?? []) if (kept > 0) steps++;
      }),
      { seed: 530, numRuns: 60 },
    );
    expect(steps).toBeGreaterThan(2000);
  });

  it('equals the account path by path when the account holds only family and relative money', () => {
    for (const historical of [false, true]) {
      const { scenario, input, withSide } = prepare({
        asOf: '2027-05-15',
        birthDate: '2027-01-10',
        targetAgeMonths: 240,
        includeSeed: false,
        annualVolatility: 0.2,
        mcPaths: 101, // an odd path count: the pair kernel and the odd path
        ...(historical ? { returnModel: 'historical' } : {}),
        currentBalanceCents: '123456',
        currentBasisCents: '123456',
        sources: [
          {
            id: 'p',
            kind: 'family',
            schedule: { type: 'monthly', amountCents: '25000', startAgeMonths: 4, endAgeMonths: 240 },
          },
          { id: 'g', kind: 'relative', schedule: { type: 'once', amountCents: '900000', atAgeMonths: 30 } },
        ],
      });
      const paths = pathCount(scenario, input.months);
      const run = runAll(engine, withSide, paths);
      if (!run.ok) throw new Error('run failed');
      const half = run.paths.length / 2;
      expect(bits(run.paths.subarray(half))).toEqual(bits(run.paths.subarray(0, half)));
      expect(run.sideBands).toEqual(run.bands);
    }
  });

  it('has flat bands at its deterministic path when the volatility is zero', () => {
    const { input, withSide } = prepare({
      asOf: '2027-05-15',
      birthDate: '2027-01-10',
      targetAgeMonths: 216,
      annualVolatility: 0,
      mcPaths: 137,
      currentBalanceCents: '500000',
      currentBasisCents: '200000',
      sources: [
        {
          id: 'p',
          kind: 'family',
          schedule: { type: 'monthly', amountCents: '20000', startAgeMonths: 4, endAgeMonths: 216 },
        },
        {
          id: 'e',
          kind: 'employer',
          schedule: { type: 'monthly', amountCents: '10000', startAgeMonths: 4, endAgeMonths: 216 },
        },
      ],
    });
    const det = engine.deterministic(withSide, 137);
    if (det.status !== EngineStatus.Ok || det.value.side === undefined) throw new Error('no side run');
    expect(engine.simulate(0, 137, 137)).toBe(EngineStatus.Ok);
    const bands = engine.sidePercentiles(137, input.checkpointAges.length);
    if (bands.status !== EngineStatus.Ok) throw new Error('no bands');
    const checkpoints = input.checkpointAges.length;
    for (let r = 0; r < L.PERCENTILE_ROWS; r++) {
      expect(bands.value.nominal.subarray(r * checkpoints, (r + 1) * checkpoints)).toEqual(
        det.value.side.milestonesNominal,
      );
      expect(bands.value.real.subarray(r * checkpoints, (r + 1) * checkpoints)).toEqual(det.value.side.milestonesReal);
    }
    // ... and below the account's, which also holds the employer's money and more of the balance.
    expect(itemAt(det.value.side.milestonesNominal, checkpoints - 1)).toBeLessThan(
      itemAt(det.value.milestonesNominal, checkpoints - 1),
    );
  });

  it('travels with the account in slices: two engines merged are one run', () => {
    for (const historical of [false, true]) {
      const { input, withSide } = prepare({
        asOf: '2027-05-15',
        birthDate: '2020-01-10',
        targetAgeMonths: 300,
        annualVolatility: 0.2,
        mcPaths: 333,
        ...(historical ? { returnModel: 'historical' } : {}),
        currentBalanceCents: '400000',
        currentBasisCents: '100000',
        sources: [
          {
            id: 'p',
            kind: 'family',
            schedule: { type: 'monthly', amountCents: '20000', startAgeMonths: 90, endAgeMonths: 300 },
          },
          { id: 'c', kind: 'charity', schedule: { type: 'once', amountCents: '50000', atAgeMonths: 100 } },
        ],
      });
      const paths = historical ? L.HISTORY_MONTHS - input.months + 1 : 333;
      const checkpoints = input.checkpointAges.length;
      const whole = runAll(engine, withSide, paths);
      if (!whole.ok) throw new Error('run failed');
      const split = 171;
      expect(other.deterministic(withSide, paths).status).toBe(EngineStatus.Ok);
      expect(other.simulate(split, paths, paths)).toBe(EngineStatus.Ok);
      const tail = other.readPaths(split, paths, paths, checkpoints);
      expect(tail.length).toBe(2 * checkpoints * (paths - split));
      expect(engine.deterministic(withSide, paths).status).toBe(EngineStatus.Ok);
      expect(engine.simulate(0, split, paths)).toBe(EngineStatus.Ok);
      engine.loadPaths(split, paths, paths, checkpoints, tail);
      expect(bits(engine.readPaths(0, paths, paths, checkpoints))).toEqual(bits(whole.paths));
      expect(engine.sidePercentiles(paths, checkpoints)).toEqual({ status: EngineStatus.Ok, value: whole.sideBands });
    }
  });

  it('is refused beyond exact cents, as the account is', () => {
    const { input } = prepare({
      asOf: '2027-05-15',
      birthDate: '2027-01-10',
      targetAgeMonths: 1428,
      annualReturn: 0.2,
      annualVolatility: 0,
      mcPaths: 100,
      currentBalanceCents: '999999999999',
      currentBasisCents: '999999999999',
    });
    expect(engine.deterministic(input, 100).status).toBe(EngineStatus.ResultOutOfRange);
    expect(engine.deterministic({ ...input, startBalanceCents: 0, sideStartCents: 999999999999 }, 100).status).toBe(
      EngineStatus.ResultOutOfRange,
    );
    expect(engine.deterministic({ ...input, startBalanceCents: 0, sideStartCents: 0 }, 100).status).toBe(
      EngineStatus.Ok,
    );
  });
});
