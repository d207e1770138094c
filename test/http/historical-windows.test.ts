// Complete windows over real HTTP (docs/model.md#historical-markets), against a plain rolling-window
// reference computed here from the data file: the CSV parsed and each factor computed by
// test/reference/history.ts, the deposits by the reference model (test/reference/model.ts), h and
// the deflators with JavaScript's Math, and window w of M months run over factors w .. w + M - 1,
// so there are W - M + 1 windows from January 1871 and none runs past May 2023. Nothing of the
// engine's history code is used to make the expected values. On seeded random scenarios at three
// kinds of horizon (short, 18 years, the longest the API takes: 1428 months), POST /v1/project
// answers the reference's percentiles (nominal and real), historical block (window counts, first
// and last start months, worst and best) and path count, to the cent; and the package's
// projectScenarioRuns gives the same bytes and every window's run, nominal and real, as the
// reference, and every window's path: its balance at every checkpoint age, nominal and real
// (docs/api.md#every-run-of-history).
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Projection } from '../../core/schemas/projection.js';
import * as node from '../../package/engine-node.js';
import { post, type RunningServer, startServer } from '../helpers/start-server.js';
import {
  parseHistoryCsv,
  referenceExtreme,
  referenceFactors,
  referencePercentiles,
  referenceWindows,
} from '../reference/history.js';
import { MATH, STATUTE as REF_STATUTE, type RefScenario, referenceProjection } from '../reference/model.js';

const SITE_URL = 'https://530a.example';
const ROWS = parseHistoryCsv(readFileSync(new URL('../../data/sp500-monthly-1871-2023.csv', import.meta.url), 'utf8'));
const FACTORS = referenceFactors(ROWS);
const W = FACTORS.length;
const AS_OF = '2026-07-10';

let server: RunningServer;
let engine: node.Engine;
beforeAll(async () => {
  server = await startServer({ SITE_URL, ENGINE_THREADS: '0' });
  engine = await node.loadEngine();
});
afterAll(() => server?.close());

type Kind = 'family' | 'relative' | 'charity' | 'employer';
interface Drawn {
  kind: Kind;
  amount: number;
  a: number;
  span: number;
  type: 'monthly' | 'annual' | 'once';
  monthOfYear: number;
  stepUpRate: number;
}

const sourceArb = fc.record({
  kind: fc.constantFrom<Kind>('family', 'relative', 'charity', 'employer'),
  amount: fc.integer({ min: 1, max: 300_000 }),
  a: fc.integer({ min: 0, max: 300 }),
  span: fc.integer({ min: 1, max: 600 }),
  type: fc.constantFrom<Drawn['type']>('monthly', 'annual', 'once'),
  monthOfYear: fc.integer({ min: 1, max: 12 }),
  stepUpRate: fc.oneof(fc.constant(0), fc.double({ min: 0, max: 0.05, noNaN: true })),
});

function schedule(x: Drawn) {
  const amountCents = String(x.amount);
  if (x.type === 'once') return { type: 'once' as const, amountCents, atAgeMonths: x.a };
  const endAgeMonths = Math.min(1428, x.a + x.span);
  if (x.type === 'annual')
    return { type: 'annual' as const, amountCents, monthOfYear: x.monthOfYear, startAgeMonths: x.a, endAgeMonths };
  return { type: 'monthly' as const, amountCents, startAgeMonths: x.a, endAgeMonths };
}

/** The three kinds of horizon: the child's age on asOf and the months projected. */
type Horizon = 'short' | 'eighteen years' | 'longest';
const horizonArb = (horizon: Horizon) => {
  switch (horizon) {
    case 'short':
      return fc.record({ startAge: fc.integer({ min: 0, max: 200 }), months: fc.integer({ min: 1, max: 36 }) });
    case 'eighteen years':
      return fc.record({ startAge: fc.integer({ min: 0, max: 120 }), months: fc.constant(216) });
    case 'longest':
      return fc.record({ startAge: fc.constant(0), months: fc.constant(1428) });
  }
};

const scenarioArb = (horizon: Horizon) =>
  fc.record({
    span: horizonArb(horizon),
    /** For a start at age 0: born on asOf, or expected up to 12 months later. */
    expectedIn: fc.integer({ min: 0, max: 12 }),
    includeSeed: fc.boolean(),
    annualInflation: fc.oneof(fc.constant(0.025), fc.double({ min: 0, max: 0.08, noNaN: true })),
    annualFee: fc.oneof(fc.constant(0.0003), fc.double({ min: 0, max: 0.01, noNaN: true })),
    currentBalance: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 5_000_000 })),
    sources: fc.array(sourceArb, { maxLength: 3 }),
  });

type Drawing = ReturnType<typeof scenarioArb> extends fc.Arbitrary<infer T> ? T : never;

/** "YYYY-MM-10", `months` months after (or before, when negative) asOf's month. */
function monthsFromAsOf(months: number): string {
  const index = 2026 * 12 + 6 + months;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-10`;
}

function bodyOf(d: Drawing) {
  const { startAge, months } = d.span;
  const expected = startAge === 0 && d.expectedIn > 0;
  const birthDate = expected ? monthsFromAsOf(d.expectedIn) : monthsFromAsOf(-startAge);
  // An account already holding money needs a child born by asOf.
  const balance = expected ? 0 : d.currentBalance;
  return {
    asOf: AS_OF,
    birthDate,
    targetAgeMonths: startAge + months,
    returnModel: 'historical',
    includeSeed: d.includeSeed,
    annualInflation: d.annualInflation,
    annualFee: d.annualFee,
    ...(balance > 0 ? { currentBalanceCents: String(balance) } : {}),
    sources: d.sources.map((x, i) => ({ id: `s${i}`, kind: x.kind, stepUpRate: x.stepUpRate, schedule: schedule(x) })),
  };
}

type Body = ReturnType<typeof bodyOf>;

interface Expected {
  months: number;
  percentiles: Projection['percentiles'];
  historical: NonNullable<Projection['historical']>;
  runs: { startMonth: string; finalNominalCents: string; finalRealCents: string }[];
  /** Per checkpoint age, every window's balance: nominal and real, in start order. */
  paths: { ages: number[]; nominalCents: number[][]; realCents: number[][] };
}

/** What the plain rolling-window model says of a body; undefined when an amount is beyond exact cents. */
function reference(body: Body): Expected | undefined {
  const scenario: RefScenario = {
    asOf: body.asOf,
    birthDate: body.birthDate,
    targetAgeMonths: body.targetAgeMonths,
    includeSeed: body.includeSeed,
    annualReturn: 0.07,
    returnIsReal: true,
    annualInflation: body.annualInflation,
    annualFee: body.annualFee,
    ...(body.currentBalanceCents === undefined ? {} : { currentBalanceCents: body.currentBalanceCents }),
    sources: structuredClone(body.sources),
  };
  const ref = referenceProjection(scenario, REF_STATUTE, MATH);
  if (!ref.ok) {
    if (ref.error === 'RESULT_OUT_OF_RANGE') return undefined;
    throw new Error(`the reference refused the scenario: ${ref.error}`);
  }
  const { months, startAgeMonths, realOffsetMonths } = ref.result;
  const ages = ref.result.milestones.map((m) => m.ageMonths);
  const steps = ages.map((age) => age - startAgeMonths);
  const h = MATH.growth(body.annualInflation, body.annualFee);
  const deflators = steps.map((step) => MATH.deflator(body.annualInflation, step + realOffsetMonths));
  const windows = referenceWindows({
    deposits: ref.result.deposits,
    factors: FACTORS,
    h,
    checkpointSteps: steps,
    startBalance: BigInt(body.currentBalanceCents ?? '0'),
  });
  const bands = windows && referencePercentiles(windows, deflators);
  if (!windows || !bands) return undefined;
  const finals = windows.at(-1) ?? [];
  const count = W - months + 1;
  const month = (w: number) => ROWS[w]?.month ?? '';
  const window = (w: number) => ({ startMonth: month(w), finalNominalCents: String(finals[w]) });
  const deflator = deflators.at(-1) ?? Number.NaN;
  return {
    months,
    percentiles: { ages, nominalCents: bands.nominal, realCents: bands.real },
    historical: {
      firstMonth: '1871-01',
      lastMonth: '2023-05',
      windows: count,
      completeWindows: count,
      firstStartMonth: '1871-01',
      lastStartMonth: month(count - 1),
      worst: window(referenceExtreme(finals, 'lowest')),
      best: window(referenceExtreme(finals, 'highest')),
    },
    runs: finals.map((final, w) => ({
      startMonth: month(w),
      finalNominalCents: String(final),
      // The reference model's rounding of a real value (ties to even), as every real amount.
      finalRealCents: String(referenceReal(final, deflator)),
    })),
    paths: {
      ages,
      nominalCents: windows.map((column) => column.map(Number)),
      realCents: windows.map((column, c) => column.map((cents) => referenceReal(cents, deflators[c] ?? Number.NaN))),
    },
  };
}

/** nearest(B / D), ties to even, as docs/model.md#rates rounds a real value. */
function referenceReal(nominal: bigint, deflator: number): number {
  const x = Number(nominal) / deflator;
  const floor = Math.floor(x);
  const fraction = x - floor;
  if (fraction !== 0.5) return fraction < 0.5 ? floor : floor + 1;
  return floor % 2 === 0 ? floor : floor + 1;
}

async function expectAgreement(body: Body): Promise<'compared' | 'out of range'> {
  const expected = reference(body);
  const answer = await post(`${server.url}/v1/project`, body);
  const packaged = node.projectScenarioRuns(engine, body, { siteUrl: SITE_URL });
  if (expected === undefined) {
    expect(answer.status, answer.text).toBe(400);
    expect(JSON.parse(answer.text)).toMatchObject({ code: 'RESULT_OUT_OF_RANGE' });
    expect(packaged).toMatchObject({ ok: false, code: 'RESULT_OUT_OF_RANGE' });
    return 'out of range';
  }
  expect(answer.status, answer.text).toBe(200);
  const projection = JSON.parse(answer.text) as Projection;
  expect(projection.deterministic.months).toBe(expected.months);
  expect(projection.assumptions.mcPathsSimulated).toBe(W - expected.months + 1);
  expect(projection.percentiles).toEqual(expected.percentiles);
  expect(projection.historical).toEqual(expected.historical);
  // The package: the API's bytes, and every window's run.
  if (!packaged.ok) throw new Error(`the package refused what the API answered: ${packaged.code}`);
  expect(packaged.json).toBe(answer.text);
  expect(packaged.runs).toEqual(expected.runs);
  // Every window's path, at every checkpoint age; its last column is the runs' final balances.
  const paths = packaged.paths;
  expect(paths?.ages).toEqual(expected.paths.ages);
  expect(paths?.nominalCents.map((column) => Array.from(column))).toEqual(expected.paths.nominalCents);
  expect(paths?.realCents.map((column) => Array.from(column))).toEqual(expected.paths.realCents);
  // The block's worst and best are the lowest and highest of the runs, the earlier on a tie.
  const finals = (packaged.runs ?? []).map((run) => BigInt(run.finalNominalCents));
  const pick = (w: number) => ({
    startMonth: packaged.runs?.[w]?.startMonth,
    finalNominalCents: packaged.runs?.[w]?.finalNominalCents,
  });
  expect(projection.historical?.worst).toEqual(pick(referenceExtreme(finals, 'lowest')));
  expect(projection.historical?.best).toEqual(pick(referenceExtreme(finals, 'highest')));
  return 'compared';
}

describe('complete windows over HTTP against a plain rolling-window reference from the CSV', () => {
  const cases: { horizon: Horizon; seed: number; runs: number }[] = [
    { horizon: 'short', seed: 1871, runs: 10 },
    { horizon: 'eighteen years', seed: 2005, runs: 6 },
    { horizon: 'longest', seed: 1428, runs: 4 },
  ];
  for (const { horizon, seed, runs } of cases) {
    it(`agrees to the cent on seeded random scenarios: ${horizon}`, async () => {
      const outcomes: string[] = [];
      await fc.assert(
        fc.asyncProperty(scenarioArb(horizon), async (drawn) => {
          outcomes.push(await expectAgreement(bodyOf(drawn)));
        }),
        { seed, numRuns: runs },
      );
      expect(outcomes).toHaveLength(runs);
      expect(outcomes.filter((o) => o === 'compared').length).toBeGreaterThan(runs / 2);
    });
  }

  it('counts the windows of the edges by hand: 1 month, 18 years, 1428 months', async () => {
    for (const [targetAgeMonths, windows, lastStartMonth] of [
      [1, 1829, '2023-05'],
      [216, 1614, '2005-06'],
      [1428, 402, '1904-06'],
    ] as const) {
      const body = { asOf: AS_OF, birthDate: AS_OF, targetAgeMonths, returnModel: 'historical' };
      const answer = await post(`${server.url}/v1/project`, body);
      expect(answer.status, answer.text).toBe(200);
      const projection = JSON.parse(answer.text) as Projection;
      expect(projection.historical).toMatchObject({
        windows,
        completeWindows: windows,
        firstStartMonth: '1871-01',
        lastStartMonth,
      });
      expect(projection.assumptions.mcPathsSimulated).toBe(windows);
    }
  });

  it("a goal's age that is no birthday adds no column to the paths: one per reported age, the last the runs'", () => {
    const body = {
      asOf: AS_OF,
      birthDate: AS_OF,
      targetAgeMonths: 64,
      returnModel: 'historical',
      goal: { amountCents: '500000', atAgeMonths: 31 },
      sources: [
        {
          id: 'p',
          kind: 'family',
          schedule: { type: 'monthly', amountCents: '10000', startAgeMonths: 0, endAgeMonths: 64 },
        },
      ],
    };
    const packaged = node.projectScenarioRuns(engine, body, { siteUrl: SITE_URL });
    if (!packaged.ok || packaged.paths === null || packaged.runs === null) throw new Error('no paths');
    const expected = reference({
      ...body,
      includeSeed: true,
      annualInflation: 0.025,
      annualFee: 0.0003,
      sources: body.sources.map((x) => ({ ...x, stepUpRate: 0 })),
    } as Body);
    if (expected === undefined) throw new Error('out of range');
    expect(packaged.paths.ages).toEqual([12, 24, 36, 48, 60, 64]);
    expect(packaged.paths.ages).toEqual(packaged.projection.percentiles.ages);
    expect(packaged.paths.nominalCents.map((column) => Array.from(column))).toEqual(expected.paths.nominalCents);
    expect(Array.from(packaged.paths.nominalCents.at(-1) ?? [], String)).toEqual(
      packaged.runs.map((run) => run.finalNominalCents),
    );
    expect(Array.from(packaged.paths.realCents.at(-1) ?? [], String)).toEqual(
      packaged.runs.map((run) => run.finalRealCents),
    );
  });

  it('the runs are null under simulated markets, and the package refuses what the API refuses', () => {
    const lognormal = node.projectScenarioRuns(
      engine,
      { asOf: AS_OF, birthDate: AS_OF, targetAgeMonths: 24 },
      {
        siteUrl: SITE_URL,
      },
    );
    expect(lognormal).toMatchObject({ ok: true, runs: null, paths: null });
    const invalid = node.projectScenarioRuns(
      engine,
      { asOf: AS_OF, targetAgeMonths: 'x', returnModel: 'historical' },
      {
        siteUrl: SITE_URL,
      },
    );
    expect(invalid).toMatchObject({ ok: false, code: 'VALIDATION_ERROR' });
    if (invalid.ok || invalid.code !== 'VALIDATION_ERROR') throw new Error('not refused');
    expect(invalid.errors.map((e) => e.pointer)).toEqual(expect.arrayContaining(['/birthDate', '/targetAgeMonths']));
  });
});
