// The historical model (docs/model.md#historical-markets) in the engine and its wrapper, against
// the independent reference (test/reference/history.ts), which reads the data file itself:
//   - the data file is the one data/README.md describes (sha256, shape), and the factors compiled
//     into the engine are, bit for bit, the documented operations on it in their order;
//   - every window, percentile, worst and best start month and the window counts (complete
//     windows only, W - months + 1 of them) agree to the cent on named scenarios (caps, step-ups, an expected child, 1428 months, ...) and on
//     seeded random ones, and so does RESULT_OUT_OF_RANGE, at its very edge;
//   - the block's arithmetic by hand on short synthetic histories, ties included;
//   - paths computed in chunks, or in two engines and merged, are the paths of one whole run.
//
// Transcendental functions: the engine computes h = exp((ln(1 + i) + ln(1 - fee)) / 12) and D(m)
// with AssemblyScript's own Math; the reference is handed the engine's h and D(m) (a separate test
// bounds h against JS Math), so everything else is checked to the cent (as cross-check.test.ts
// does for g).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import * as L from '../../assembly/layout.js';
import { itemAt } from '../../core/common/checked.js';
import { type Engine, EngineStatus } from '../../core/engine/engine.js';
import { completeWindows, extremeWindows, historicalBlock, historyMonth } from '../../core/projection/history.js';
import { engineInput, type ProjectOutcome, planProjection, project } from '../../core/projection/project.js';
import type { Projection } from '../../core/schemas/projection.js';
import { STATUTE } from '../../core/statute/statute.js';
import { checkScenario } from '../../core/validation/validate.js';
import { createNodeEngine } from '../../package/load-node.js';
import { TEST_PROJECT_OPTIONS } from '../helpers/project-options.js';
import {
  parseHistoryCsv,
  referenceExtreme,
  referenceFactors,
  referencePercentiles,
  referenceWindows,
} from '../reference/history.js';
import { MATH, STATUTE as REF_STATUTE, type RefScenario, referenceProjection } from '../reference/model.js';

const DATA_URL = new URL('../../data/sp500-monthly-1871-2023.csv', import.meta.url);
const DATA_SHA256 = '34e881fbf5a7a2f4c3b552632729b4e7c7db813d92eb2d48d045dad4e8da970c';
const ROWS = parseHistoryCsv(readFileSync(DATA_URL, 'utf8'));
const FACTORS = referenceFactors(ROWS);
const W = FACTORS.length;

let engine: Engine;
beforeAll(async () => {
  engine = await createNodeEngine();
});

const bits = (values: ArrayLike<number>) => Array.from(new BigUint64Array(Float64Array.from(values).buffer), String);

describe('the data and the factors compiled into the engine', () => {
  it('is the file data/README.md describes: its sha256, 1,830 consecutive months from January 1871', () => {
    const bytes = readFileSync(DATA_URL);
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(DATA_SHA256);
    // The same hash where the data is described and where the build refuses any other file.
    for (const path of ['../../data/README.md', '../../scripts/build-history.mjs']) {
      expect(readFileSync(new URL(path, import.meta.url), 'utf8'), path).toContain(DATA_SHA256);
    }
    expect(ROWS).toHaveLength(1830);
    expect(itemAt(ROWS, 0).month).toBe('1871-01');
    expect(itemAt(ROWS, ROWS.length - 1).month).toBe('2023-06');
    ROWS.forEach((row, index) => {
      const y = 1871 + Math.floor(index / 12);
      expect(row.month).toBe(`${y}-${String((index % 12) + 1).padStart(2, '0')}`);
      for (const value of [row.price, row.dividend, row.cpi]) expect(value).toBeGreaterThan(0);
    });
  });

  it('has one window per factor, 1871-01 to 2023-05, as the layout and the wrapper say', () => {
    expect(W).toBe(L.HISTORY_MONTHS);
    expect(historyMonth(0)).toBe(itemAt(ROWS, 0).month);
    expect(historyMonth(W - 1)).toBe(itemAt(ROWS, W - 1).month);
    for (let w = 0; w < W; w++) expect(historyMonth(w)).toBe(itemAt(ROWS, w).month);
  });

  it('compiled in, bit for bit, the factors of the documented operations in their order', () => {
    const compiled = engine.historyFactors();
    expect(bits(compiled)).toEqual(bits(FACTORS));
    // The order matters: the same operations grouped otherwise give other bits for many months,
    // so this comparison would see a table computed another way.
    const regrouped = ROWS.slice(0, -1).map((row, t) => {
      const next = itemAt(ROWS, t + 1);
      return ((next.price + row.dividend / 12) * (row.cpi / next.cpi)) / row.price;
    });
    const differing = bits(regrouped).filter((b, t) => b !== bits([itemAt(compiled, t)])[0]).length;
    expect(differing).toBeGreaterThan(100);
  });

  it('says what data/README.md and the knowledge page say of it', () => {
    const logSum = FACTORS.reduce((sum, f) => sum + Math.log(f), 0);
    expect(Math.exp((logSum / W) * 12) - 1).toBeCloseTo(0.069, 3);
    // A single sum left for 18 years: the worst complete window began in July 1964 (about -0.9% a
    // year after inflation), the best in August 1982 (about 15.3%).
    const yearly = (w: number) => FACTORS.slice(w, w + 216).reduce((product, f) => product * f, 1) ** (1 / 18) - 1;
    const starts = Array.from({ length: W - 216 + 1 }, (_, w) => w);
    const worst = starts.reduce((a, b) => (yearly(b) < yearly(a) ? b : a));
    const best = starts.reduce((a, b) => (yearly(b) > yearly(a) ? b : a));
    expect([itemAt(ROWS, worst).month, itemAt(ROWS, best).month]).toEqual(['1964-07', '1982-08']);
    expect(yearly(worst)).toBeCloseTo(-0.009, 3);
    expect(yearly(best)).toBeCloseTo(0.153, 3);
    const page = readFileSync(new URL('../../server/knowledge/pages/historical-markets.md', import.meta.url), 'utf8');
    expect(page).toContain('began in July 1964 (the stagflation of the 1970s: about -0.9% a year after inflation)');
    expect(page).toContain('the best in August 1982 (the long boom: about 15.3% a year)');
    expect(page).toContain('about 6.9% a year after inflation');
  });
});

// ------------------------------------------------------------------------------------------------
// The engine against the reference
// ------------------------------------------------------------------------------------------------

interface Body {
  asOf: string;
  birthDate: string;
  targetAgeMonths: number;
  includeSeed?: boolean;
  annualReturn?: number;
  returnIsReal?: boolean;
  annualInflation?: number;
  annualFee?: number;
  sources?: RefScenario['sources'];
}

/** The engine's answer under history, and what the reference says it should be. */
type Expected = 'RESULT_OUT_OF_RANGE' | Pick<Projection, 'percentiles' | 'historical'>;

function runBoth(body: Body): { engine: ProjectOutcome; expected: Expected } {
  const checked = checkScenario({ ...structuredClone(body), returnModel: 'historical' }, STATUTE);
  if (!checked.ok) throw new Error(`invalid scenario: ${JSON.stringify(checked.errors)}`);
  const { scenario, timeline } = checked;
  const det = engine.deterministic(engineInput(scenario, timeline, STATUTE), W - timeline.months + 1);
  const outcome = project(engine, scenario, timeline, TEST_PROJECT_OPTIONS);
  if (det.status !== EngineStatus.Ok) return { engine: outcome, expected: 'RESULT_OUT_OF_RANGE' };
  const d = det.value;
  const refScenario: RefScenario = {
    asOf: scenario.asOf,
    birthDate: scenario.birthDate,
    targetAgeMonths: scenario.targetAgeMonths,
    includeSeed: scenario.includeSeed,
    annualReturn: scenario.annualReturn,
    returnIsReal: scenario.returnIsReal,
    annualInflation: scenario.annualInflation,
    annualFee: scenario.annualFee,
    sources: structuredClone(scenario.sources),
  };
  const ref = referenceProjection(refScenario, REF_STATUTE, { growth: () => d.monthlyGrowth, deflator: MATH.deflator });
  if (!ref.ok) throw new Error(`the engine's deterministic run succeeded, the reference's did not: ${ref.error}`);
  const { months, startAgeMonths } = ref.result;
  const ages = ref.result.milestones.map((m) => m.ageMonths);
  const windows = referenceWindows({
    deposits: ref.result.deposits,
    factors: FACTORS,
    h: d.inflationAndFee,
    checkpointSteps: ages.map((a) => a - startAgeMonths),
  });
  const bands = windows && referencePercentiles(windows, Array.from(d.deflators));
  if (!windows || !bands) return { engine: outcome, expected: 'RESULT_OUT_OF_RANGE' };
  const finals = itemAt(windows, windows.length - 1);
  const worst = referenceExtreme(finals, 'lowest');
  const best = referenceExtreme(finals, 'highest');
  let complete = 0;
  for (let w = 0; w < W; w++) if (w + months <= W) complete++;
  expect(finals).toHaveLength(complete);
  return {
    engine: outcome,
    expected: {
      percentiles: { ages, nominalCents: bands.nominal, realCents: bands.real },
      historical: {
        firstMonth: itemAt(ROWS, 0).month,
        lastMonth: itemAt(ROWS, W - 1).month,
        windows: complete,
        completeWindows: complete,
        firstStartMonth: itemAt(ROWS, 0).month,
        lastStartMonth: itemAt(ROWS, complete - 1).month,
        worst: { startMonth: itemAt(ROWS, worst).month, finalNominalCents: String(itemAt(finals, worst)) },
        best: { startMonth: itemAt(ROWS, best).month, finalNominalCents: String(itemAt(finals, best)) },
      },
    },
  };
}

function expectAgreement(body: Body): Projection | undefined {
  const { engine: outcome, expected } = runBoth(body);
  if (expected === 'RESULT_OUT_OF_RANGE') {
    expect(outcome).toMatchObject({ ok: false, code: 'RESULT_OUT_OF_RANGE' });
    return undefined;
  }
  if (!outcome.ok) throw new Error(`the engine refused what the reference computed: ${outcome.detail}`);
  expect(outcome.projection.percentiles).toEqual(expected.percentiles);
  expect(outcome.projection.historical).toEqual(expected.historical);
  expect(outcome.projection.assumptions.mcPathsSimulated).toBe(expected.historical?.windows);
  return outcome.projection;
}

type Kind = 'family' | 'relative' | 'charity' | 'employer';
const monthly = (id: string, kind: Kind, amountCents: string, start: number, end: number, stepUpRate = 0) => ({
  id,
  kind,
  stepUpRate,
  schedule: { type: 'monthly' as const, amountCents, startAgeMonths: start, endAgeMonths: end },
});

const NAMED: { name: string; body: Body }[] = [
  {
    name: 'a newborn, $100 a month and the seed to 18 (the defaults)',
    body: {
      asOf: '2026-07-04',
      birthDate: '2026-07-04',
      targetAgeMonths: 216,
      sources: [monthly('parents', 'family', '10000', 0, 216)],
    },
  },
  {
    name: 'caps: family and employer over the limits, a 10% step-up, charity exempt',
    body: {
      asOf: '2026-08-15',
      birthDate: '2025-03-31',
      targetAgeMonths: 300,
      sources: [
        monthly('parents', 'family', '60000', 17, 300, 0.1),
        {
          id: 'work',
          kind: 'employer',
          stepUpRate: 0.05,
          schedule: { type: 'annual', amountCents: '400000', monthOfYear: 12, startAgeMonths: 17, endAgeMonths: 240 },
        },
        {
          id: 'dell',
          kind: 'charity',
          stepUpRate: 0,
          schedule: { type: 'once', amountCents: '25000', atAgeMonths: 17 },
        },
        monthly('grandma', 'relative', '20000', 24, 216, 0.03),
      ],
    },
  },
  {
    name: 'an expected child, nominal 5% return, 4% inflation and a 0.5% fee',
    body: {
      asOf: '2026-11-21',
      birthDate: '2027-09-30',
      targetAgeMonths: 222,
      annualReturn: 0.05,
      returnIsReal: false,
      annualInflation: 0.04,
      annualFee: 0.005,
      sources: [monthly('parents', 'family', '25050', 0, 222, 0.02)],
    },
  },
  {
    name: 'the longest horizon: 1428 months, IRA limits after the growth period',
    body: {
      asOf: '2026-07-04',
      birthDate: '2026-01-15',
      targetAgeMonths: 1428,
      sources: [monthly('parents', 'family', '50000', 6, 1000, 0.03), monthly('gift', 'charity', '10000', 6, 400)],
    },
  },
  {
    name: 'a teenager, no seed, no inflation and no fee (h = 1 exactly)',
    body: {
      asOf: '2027-02-28',
      birthDate: '2012-02-29',
      targetAgeMonths: 205,
      includeSeed: false,
      annualInflation: 0,
      annualFee: 0,
      sources: [monthly('self', 'family', '123457', 180, 205)],
    },
  },
  {
    name: 'one month, nothing deposited',
    body: { asOf: '2026-07-04', birthDate: '2024-07-04', targetAgeMonths: 25, includeSeed: false },
  },
];

describe('the engine against the reference, to the cent', () => {
  for (const { name, body } of NAMED) {
    it(name, () => {
      const projection = expectAgreement(body);
      expect(projection).toBeDefined();
    });
  }

  it('the deterministic path and the warnings are those of the lognormal projection', () => {
    const body = itemAt(NAMED, 1).body;
    const [historical, lognormal] = [{ returnModel: 'historical' }, {}].map((extra) => {
      const checked = checkScenario({ ...structuredClone(body), ...extra }, STATUTE);
      if (!checked.ok) throw new Error('invalid');
      const outcome = project(engine, checked.scenario, checked.timeline, TEST_PROJECT_OPTIONS);
      if (!outcome.ok) throw new Error(outcome.detail);
      return outcome.projection;
    });
    expect(historical?.deterministic).toEqual(lognormal?.deterministic);
    expect(historical?.warnings).toEqual(lognormal?.warnings);
    expect(historical?.warnings.map((w) => w.code)).toContain('ANNUAL_LIMIT');
    expect(lognormal?.historical).toBeUndefined();
    expect(historical?.percentiles.nominalCents).not.toEqual(lognormal?.percentiles.nominalCents);
  });

  it('agrees on seeded random scenarios', () => {
    const kinds = ['family', 'relative', 'charity', 'employer'] as const;
    const source = fc.record({
      kind: fc.constantFrom(...kinds),
      amount: fc.integer({ min: 1, max: 2_000_000 }),
      a: fc.integer({ min: 0, max: 400 }),
      span: fc.integer({ min: 1, max: 400 }),
      stepUpRate: fc.oneof(fc.constant(0), fc.double({ min: 0, max: 0.2, noNaN: true })),
      type: fc.constantFrom('monthly', 'annual', 'once'),
      monthOfYear: fc.integer({ min: 1, max: 12 }),
    });
    const scenario = fc.record({
      birthOffset: fc.integer({ min: -200, max: 12 }),
      horizon: fc.integer({ min: 1, max: 360 }),
      includeSeed: fc.boolean(),
      annualInflation: fc.double({ min: 0, max: 0.2, noNaN: true }),
      annualFee: fc.oneof(fc.constant(0.0003), fc.double({ min: 0, max: 0.05, noNaN: true })),
      sources: fc.array(source, { maxLength: 4 }),
    });
    type Drawn = { type: string; amount: number; a: number; span: number; monthOfYear: number };
    const schedule = (x: Drawn) => {
      const amountCents = String(x.amount);
      const endAgeMonths = Math.min(1428, x.a + x.span);
      if (x.type === 'once') return { type: 'once' as const, amountCents, atAgeMonths: x.a };
      const { monthOfYear } = x;
      const startAgeMonths = x.a;
      if (x.type === 'annual')
        return {
          type: 'annual' as const,
          amountCents,
          monthOfYear,
          startAgeMonths,
          endAgeMonths,
        };
      return { type: 'monthly' as const, amountCents, startAgeMonths, endAgeMonths };
    };
    let runs = 0;
    fc.assert(
      fc.property(scenario, (s) => {
        const birth = new Date(Date.UTC(2026, 6 + s.birthOffset, 10)).toISOString().slice(0, 10);
        const start = s.birthOffset > 0 ? 0 : -s.birthOffset;
        const body: Body = {
          asOf: '2026-07-10',
          birthDate: birth,
          targetAgeMonths: Math.min(1428, start + s.horizon),
          includeSeed: s.includeSeed,
          annualInflation: s.annualInflation,
          annualFee: s.annualFee,
          sources: s.sources.map((x, i) => ({
            id: `s${i}`,
            kind: x.kind,
            stepUpRate: x.stepUpRate,
            schedule: schedule(x),
          })),
        };
        expectAgreement(body);
        runs++;
      }),
      { seed: 1871, numRuns: 24 },
    );
    expect(runs).toBe(24);
  });

  it("h from the engine's Math agrees with JS Math within a relative 1e-15", () => {
    for (const [inflation, fee] of [
      [0.025, 0.0003],
      [0, 0],
      [0.2, 0.05],
      [0.0371, 0.001],
      [0.1, 0],
    ] as const) {
      const body = {
        asOf: '2026-07-04',
        birthDate: '2026-07-04',
        targetAgeMonths: 12,
        annualInflation: inflation,
        annualFee: fee,
      };
      const checked = checkScenario(body, STATUTE);
      if (!checked.ok) throw new Error('invalid');
      const det = engine.deterministic(engineInput(checked.scenario, checked.timeline, STATUTE), 1);
      if (det.status !== EngineStatus.Ok) throw new Error('status');
      const js = Math.exp((Math.log(1 + inflation) + Math.log(1 - fee)) / 12);
      expect(Math.abs(det.value.inflationAndFee - js) / js).toBeLessThanOrEqual(1e-15);
    }
  });
});

describe('RESULT_OUT_OF_RANGE under history', () => {
  /** Charity money in the first year, then 77 more years: the richest windows pass 2^53 cents while
   *  the steady path (0% real) stays far below. */
  const body = (amount: number): Body => ({
    asOf: '2026-07-04',
    birthDate: '2026-07-04',
    targetAgeMonths: 940,
    includeSeed: false,
    annualReturn: 0,
    annualInflation: 0.03,
    sources: [monthly('gift', 'charity', String(amount), 0, 12)],
  });
  const refused = (amount: number) => {
    const checked = checkScenario({ ...body(amount), returnModel: 'historical' }, STATUTE);
    if (!checked.ok) throw new Error('invalid');
    return !project(engine, checked.scenario, checked.timeline, TEST_PROJECT_OPTIONS).ok;
  };

  it("is the same edge, to the cent, as the reference's, though the steady-return path stays small", () => {
    expect(refused(999_999_999_999)).toBe(true);
    expect(refused(1)).toBe(false);
    let low = 1;
    let high = 999_999_999_999;
    while (high - low > 1) {
      const mid = Math.floor((low + high) / 2);
      if (refused(mid)) high = mid;
      else low = mid;
    }
    expect(runBoth(body(high)).expected).toBe('RESULT_OUT_OF_RANGE');
    const below = expectAgreement(body(low));
    // The deterministic path was fine: only history's best windows went beyond exact cents.
    expect(Number(below?.deterministic.finalNominalCents)).toBeLessThan(Number.MAX_SAFE_INTEGER / 4);
  });
});

describe('the block by hand on short synthetic histories', () => {
  it('completeWindows counts the windows that end within the data: every path of a projection', () => {
    expect(completeWindows(1, 4)).toBe(4);
    expect(completeWindows(3, 4)).toBe(2);
    expect(completeWindows(4, 4)).toBe(1);
    expect(completeWindows(5, 4)).toBe(0);
    expect(completeWindows(1428, 4)).toBe(0);
    expect(completeWindows(216)).toBe(1614);
    expect(completeWindows(1428)).toBe(402);
  });

  it('worst and best are the lowest and highest finals; a tie goes to the earlier start', () => {
    expect(extremeWindows([5, 3, 9, 3, 9, 7])).toEqual({ worst: 1, best: 2 });
    expect(extremeWindows([4, 4, 4])).toEqual({ worst: 0, best: 0 });
    expect(extremeWindows([1])).toEqual({ worst: 0, best: 0 });
    expect(extremeWindows([2, 1, 3, 0, 3])).toEqual({ worst: 3, best: 2 });
  });

  it('a five-month history, three-month plan: every window by hand, none past the data', () => {
    // Factors 2, 0.5, 1, 1.5, 0.8 (h = 1); $1.00 deposited in each of three months.
    // w=0: (0+100)*2=200, (200+100)*0.5=150, (150+100)*1=250
    // w=1: (0+100)*0.5=50, (50+100)*1=150, (150+100)*1.5=375
    // w=2: (0+100)*1=100, (100+100)*1.5=300, (300+100)*0.8=320
    // w=3 and w=4 would need months after the fifth: not windows (no going on from the first month).
    const windows = referenceWindows({
      deposits: [100n, 100n, 100n],
      factors: [2, 0.5, 1, 1.5, 0.8],
      h: 1,
      checkpointSteps: [1, 3],
    });
    expect(windows).toEqual([
      [200n, 50n, 100n],
      [250n, 375n, 320n],
    ]);
    const finals = itemAt(windows ?? [], 1);
    expect(referenceExtreme(finals, 'lowest')).toBe(0);
    expect(referenceExtreme(finals, 'highest')).toBe(1);
    expect(completeWindows(3, 5)).toBe(finals.length);
    const block = historicalBlock(Float64Array.from(finals, Number));
    expect(block).toEqual({
      firstMonth: '1871-01',
      lastMonth: '2023-05',
      windows: 3,
      completeWindows: 3,
      firstStartMonth: '1871-01',
      lastStartMonth: '1871-03',
      worst: { startMonth: '1871-01', finalNominalCents: '250' },
      best: { startMonth: '1871-02', finalNominalCents: '375' },
    });
  });

  it('a plan as long as the history has one window; a longer one none', () => {
    const one = referenceWindows({ deposits: [100n, 100n], factors: [2, 0.5], h: 1, checkpointSteps: [2] });
    expect(one).toEqual([[150n]]);
    expect(referenceWindows({ deposits: [100n, 100n, 100n], factors: [2, 0.5], h: 1, checkpointSteps: [3] })).toEqual([
      [],
    ]);
  });

  it('rounds each month to the cent, ties to even', () => {
    // 0.5 cent ties: 25 * 1.5 = 37.5 -> 38 (even); 35 * 1.5 = 52.5 -> 52.
    expect(referenceWindows({ deposits: [25n], factors: [1.5], h: 1, checkpointSteps: [1] })).toEqual([[38n]]);
    expect(referenceWindows({ deposits: [35n], factors: [1.5], h: 1, checkpointSteps: [1] })).toEqual([[52n]]);
  });

  it('month labels run from 1871-01 across year ends', () => {
    expect([0, 11, 12, 1122, 1339, L.HISTORY_MONTHS - 1].map(historyMonth)).toEqual([
      '1871-01',
      '1871-12',
      '1872-01',
      '1964-07',
      '1982-08',
      '2023-05',
    ]);
  });
});

describe('paths split into chunks or across engines are the paths of one whole run', () => {
  it('gives the same bands from odd chunks, and from two engines merged, as from one call', async () => {
    // 284 months (the caps scenario): 1546 windows, an even count, so the last chunk is a pair.
    const checked = checkScenario({ ...itemAt(NAMED, 1).body, returnModel: 'historical' }, STATUTE);
    if (!checked.ok) throw new Error('invalid');
    const plan = planProjection(checked.scenario, checked.timeline, TEST_PROJECT_OPTIONS);
    const P = plan.paths;
    expect(P).toBe(W - checked.timeline.months + 1);
    expect(P).toBe(1546);
    const { checkpoints } = plan;
    const whole = () => {
      expect(engine.deterministic(plan.input, P).status).toBe(EngineStatus.Ok);
      expect(engine.simulate(0, P, P)).toBe(EngineStatus.Ok);
      return engine.readPaths(0, P, P, checkpoints);
    };
    const reference = whole();
    // Odd boundaries: pairs start on odd windows, single windows in between.
    expect(engine.deterministic(plan.input, P).status).toBe(EngineStatus.Ok);
    for (const [from, to] of [
      [0, 1],
      [1, 8],
      [8, 9],
      [9, 1000],
      [1000, P - 2],
      [P - 2, P],
    ] as const) {
      expect(engine.simulate(from, to, P)).toBe(EngineStatus.Ok);
    }
    expect(bits(engine.readPaths(0, P, P, checkpoints))).toEqual(bits(reference));

    const other = await createNodeEngine();
    expect(other.deterministic(plan.input, P).status).toBe(EngineStatus.Ok);
    expect(other.simulate(773, P, P)).toBe(EngineStatus.Ok);
    const tail = other.readPaths(773, P, P, checkpoints);
    expect(engine.deterministic(plan.input, P).status).toBe(EngineStatus.Ok);
    expect(engine.simulate(0, 773, P)).toBe(EngineStatus.Ok);
    engine.loadPaths(773, P, P, checkpoints, tail);
    expect(bits(engine.readPaths(0, P, P, checkpoints))).toEqual(bits(reference));
  });

  it('refuses a layout the history cannot serve: a window past the data, an unknown model', () => {
    const body = { asOf: '2026-07-04', birthDate: '2026-07-04', targetAgeMonths: 216, returnModel: 'historical' };
    const checked = checkScenario(body, STATUTE);
    if (!checked.ok) throw new Error('invalid');
    const input = engineInput(checked.scenario, checked.timeline, STATUTE);
    const complete = W - 216 + 1;
    // One window more than the complete ones would run past May 2023: refused, in a whole call
    // and in a chunk that stops short of it alike (the layout is wrong, not the chunk).
    expect(engine.deterministic(input, complete + 1).status).toBe(EngineStatus.Ok);
    expect(engine.simulate(0, complete + 1, complete + 1)).toBe(EngineStatus.BadLayout);
    expect(engine.simulate(0, complete, complete + 1)).toBe(EngineStatus.BadLayout);
    expect(engine.deterministic(input, W).status).toBe(EngineStatus.Ok);
    expect(engine.simulate(0, W, W)).toBe(EngineStatus.BadLayout);
    expect(engine.deterministic(input, complete).status).toBe(EngineStatus.Ok);
    expect(engine.simulate(0, complete, complete)).toBe(EngineStatus.Ok);
    expect(engine.deterministic({ ...input, returnModel: 7 }, complete).status).toBe(EngineStatus.Ok);
    expect(engine.simulate(0, complete, complete)).toBe(EngineStatus.BadLayout);
  });

  it('refuses a replay past the data, and replays the complete windows', () => {
    const body = {
      asOf: '2026-07-04',
      birthDate: '2026-07-04',
      targetAgeMonths: 216,
      returnModel: 'historical',
      sources: [monthly('parents', 'family', '10000', 0, 216)],
    };
    const checked = checkScenario(body, STATUTE);
    if (!checked.ok) throw new Error('invalid');
    const input = engineInput(checked.scenario, checked.timeline, STATUTE);
    const complete = W - 216 + 1;
    expect(engine.deterministic(input, complete + 1).status).toBe(EngineStatus.Ok);
    expect(engine.replay(216, complete + 1).status).toBe(EngineStatus.BadLayout);
    expect(engine.deterministic(input, complete).status).toBe(EngineStatus.Ok);
    const replayed = engine.replay(216, complete);
    if (replayed.status !== EngineStatus.Ok) throw new Error(`replay status ${replayed.status}`);
    const finals = replayed.value.slice();
    expect(engine.simulate(0, complete, complete)).toBe(EngineStatus.Ok);
    const target = checked.timeline.checkpointAges.length - 1;
    expect(bits(finals)).toEqual(bits(engine.balancesAt(target, complete)));
  });
});
