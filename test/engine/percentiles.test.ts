// The engine's bucket-select percentiles against a plain sort of the same values: numpy's default
// linear interpolation (Hyndman & Fan type 7), h = (n - 1) q, then round half to even, to the cent.
// Everything runs in the wasm itself (the debug build, which traps on an index past an array):
//   - columns: adversarial value sets written into the engine's path buffer, then its percentile
//     routine (all equal, two values, values straddling a power of two, one value at the very top
//     of the bucket span, huge and tiny spans, zero; n = 1 to 5000);
//   - end to end: random valid scenarios simulated by the engine, every checkpoint's column of
//     simulated balances sorted here and compared with the engine's bands.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Engine } from '../../core/engine/engine.js';
import { engineInput, pathsWithinBudget } from '../../core/projection/project.js';
import { STATUTE } from '../../core/statute/statute.js';
import { checkScenario } from '../../core/validation/validate.js';
import { createNodeEngine } from '../../package/load-node.js';

const LEVELS = [0.1, 0.25, 0.5, 0.75, 0.9];
const MAX_SAFE_CENTS = Number.MAX_SAFE_INTEGER;
const SEED = 530;

function roundHalfEven(x: number): number {
  const floor = Math.floor(x);
  const diff = x - floor;
  if (diff > 0.5) return floor + 1;
  if (diff < 0.5) return floor;
  return floor % 2 === 0 ? floor : floor + 1;
}

/** Type 7 by a plain sort, the same floating-point steps as the engine's interpolation. */
function sortedPercentiles(values: Float64Array): number[] {
  const sorted = Float64Array.from(values).sort();
  return LEVELS.map((q) => {
    const h = (sorted.length - 1) * q;
    const lo = Math.floor(h);
    const t = h - lo;
    const a = sorted[lo] as number;
    return t > 0 ? a + ((sorted[lo + 1] as number) - a) * t : a;
  });
}

function checked(body: Record<string, unknown>) {
  const result = checkScenario(body, STATUTE);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result;
}

// ------------------------------------------------------------------------------------------------
// The routine on given columns
// ------------------------------------------------------------------------------------------------

/** A one-checkpoint scenario (the child's first birthday): the engine's buffers and a deflator. */
const ONE_CHECKPOINT = checked({ asOf: '2026-11-21', birthDate: '2026-11-21', targetAgeMonths: 12 });

/** The engine's nominal and real bands of one column of values. */
function enginePercentiles(engine: Engine, column: Float64Array) {
  const n = column.length;
  const { scenario, timeline } = ONE_CHECKPOINT;
  expect(timeline.checkpointAges).toEqual([12]);
  const det = engine.deterministic(engineInput(scenario, timeline, STATUTE), n);
  if (det.status !== 0) throw new Error(`deterministic: status ${det.status}`);
  engine.loadPaths(0, n, n, 1, column);
  const bands = engine.percentiles(n, 1);
  if (bands.status !== 0) throw new Error(`percentiles: status ${bands.status}`);
  return {
    nominal: Array.from(bands.value.nominal),
    real: Array.from(bands.value.real),
    deflator: det.value.deflators[0] as number,
  };
}

function expectSortAgrees(engine: Engine, column: Float64Array): void {
  const got = enginePercentiles(engine, column);
  const want = sortedPercentiles(column);
  expect(got.nominal).toEqual(want.map(roundHalfEven));
  expect(got.real).toEqual(want.map((v) => roundHalfEven(v / got.deflator)));
}

const bitsOf = (x: number) => new BigUint64Array(new Float64Array([x]).buffer)[0] as bigint;
const fromBits = (b: bigint) => new Float64Array(new BigUint64Array([b]).buffer)[0] as number;
const MAX_SAFE_BITS = bitsOf(MAX_SAFE_CENTS);

/** A non-negative double at most 2^53 - 1, from its bit pattern (any magnitude, not only cents). */
const anyValue = fc.bigInt({ min: 0n, max: MAX_SAFE_BITS }).map(fromBits);
const centValue = fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 1_000_000 }), fc.maxSafeNat());
const pathCount = fc.oneof(fc.constantFrom(1, 2, 100, 101, 5000), fc.integer({ min: 1, max: 5000 }));

/** n values drawn from `pick`, which sees each index. */
function column(n: number, pick: (i: number) => number): Float64Array {
  return Float64Array.from({ length: n }, (_, i) => pick(i));
}

/** Values chosen by index from a few distinct ones, in a random order. */
const fromChoices = (choices: fc.Arbitrary<number[]>) =>
  fc
    .tuple(pathCount, choices, fc.array(fc.nat(), { minLength: 1, maxLength: 64 }))
    .map(([n, values, picks]) =>
      column(n, (i) => values[(picks[i % picks.length] as number) % values.length] as number),
    );

/** Key-space neighbours of the bug: the lowest key has its low `shift` bits set and the highest key
 *  is 2^11 buckets above it, so flooring both ends separately gives bucket 2048 of 2048. */
const topOfSpan = fc
  .tuple(pathCount, fc.integer({ min: 0, max: 50 }), fc.nat(), fc.integer({ min: 0, max: 3 }))
  .chain(([n, shift, salt, extraTop]) => {
    const s = BigInt(shift);
    // X, the lowest key's bucket before the shift, so that the highest key stays at most 2^53 - 1.
    return fc.bigInt({ min: 0n, max: (MAX_SAFE_BITS >> s) - (1n << 11n) }).map((x) => {
      const low = (x << s) | ((1n << s) - 1n);
      const high = (x + (1n << 11n)) << s; // = low + (2^11 - 1) 2^s + 1
      const lowValue = fromBits(low);
      const highValue = fromBits(high);
      // Inner values spread between the two ends; extraTop more copies of the highest one.
      return column(n, (i) => {
        if (i === 0) return lowValue;
        if (i <= 1 + extraTop) return highValue;
        const k = BigInt(Math.imul(salt + i, 2654435761) >>> 0);
        return fromBits(low + (((high - low) * k) >> 32n));
      });
    });
  });

/** Values within `width` ulps either side of a power of two. */
const straddlePowerOfTwo = fc
  .tuple(pathCount, fc.integer({ min: -20, max: 52 }), fc.integer({ min: 1, max: 5000 }), fc.nat())
  .map(([n, exponent, width, salt]) => {
    const centre = bitsOf(2 ** exponent);
    return column(n, (i) => fromBits(centre - BigInt(width) + BigInt(((salt + i * 40503) >>> 0) % (2 * width + 1))));
  })
  .filter((values) => values.every((v) => v >= 0 && v <= MAX_SAFE_CENTS));

/** Consecutive doubles (the tiniest spans) or the widest span, 0 to 2^53 - 1. */
const extremeSpans = fc
  .tuple(pathCount, anyValue, fc.nat(), fc.boolean())
  .map(([n, start, salt, widest]) =>
    widest
      ? column(n, (i) =>
          i % 3 === 0 ? 0 : i % 3 === 1 ? MAX_SAFE_CENTS : ((salt + i * 977) % 1_000_003) * 9_007_199_254,
        )
      : column(n, (i) => fromBits(bitsOf(start) + BigInt((salt + i) % 7))).map((v) => Math.min(v, MAX_SAFE_CENTS)),
  );

const columnCases: Array<[string, fc.Arbitrary<Float64Array>]> = [
  ['all equal', fc.tuple(pathCount, fc.oneof(centValue, anyValue)).map(([n, v]) => column(n, () => v))],
  ['two values', fromChoices(fc.array(fc.oneof(centValue, anyValue), { minLength: 2, maxLength: 2 }))],
  [
    'a few values, zero among them',
    fromChoices(fc.array(centValue, { minLength: 1, maxLength: 6 }).map((v) => [0, ...v])),
  ],
  ['one value at the very top of the span', topOfSpan],
  ['values straddling a power of two', straddlePowerOfTwo],
  ['huge and tiny spans', extremeSpans],
  [
    'random cents',
    fc
      .tuple(pathCount, fc.nat())
      .chain(([n]) => fc.array(centValue, { minLength: n, maxLength: n }))
      .map((v) => Float64Array.from(v)),
  ],
  [
    'random doubles',
    fc
      .tuple(pathCount, fc.nat())
      .chain(([n]) => fc.array(anyValue, { minLength: n, maxLength: n }))
      .map((v) => Float64Array.from(v)),
  ],
];

describe('the percentile routine, in the wasm, on adversarial columns', async () => {
  const engine = await createNodeEngine();

  for (const [name, arbitrary] of columnCases) {
    it(`equals a sort: ${name}`, () => {
      fc.assert(
        fc.property(arbitrary, (values) => expectSortAgrees(engine, values)),
        { seed: SEED, numRuns: 150 },
      );
    });
  }

  it('fills the last bucket without passing it: the lowest key with its low bits set', () => {
    // The smallest case of the defect: span 2^11 - 1 buckets plus one key, lowest key odd.
    const low = fromBits(0x4130000000000001n);
    const high = fromBits(0x4130000000000001n + (2047n << 1n) + 1n);
    expectSortAgrees(
      engine,
      column(100, (i) => (i < 50 ? low : high)),
    );
    expectSortAgrees(
      engine,
      column(100, (i) => (i === 99 ? high : low)),
    );
  });
});

// ------------------------------------------------------------------------------------------------
// End to end: the engine's simulated balances and its bands
// ------------------------------------------------------------------------------------------------

/** Projects a scenario in the engine; every checkpoint's bands against a sort of its balances. */
function expectBandsEqualSortedBalances(engine: Engine, body: Record<string, unknown>): void {
  const { scenario, timeline } = checked(body);
  const paths = pathsWithinBudget(scenario.mcPaths, timeline.months, 2_500_000);
  const checkpoints = timeline.checkpointAges.length;
  const det = engine.deterministic(engineInput(scenario, timeline, STATUTE), paths);
  if (det.status !== 0) return; // beyond exact cents: refused, nothing to compare
  expect(engine.simulate(0, paths, paths)).toBe(0);
  const balances = engine.readPaths(0, paths, paths, checkpoints);
  const bands = engine.percentiles(paths, checkpoints);
  if (bands.status !== 0) return;
  for (let c = 0; c < checkpoints; c++) {
    const want = sortedPercentiles(balances.subarray(c * paths, (c + 1) * paths));
    const nominal = LEVELS.map((_, r) => bands.value.nominal[r * checkpoints + c]);
    const real = LEVELS.map((_, r) => bands.value.real[r * checkpoints + c]);
    expect(nominal, `age ${timeline.checkpointAges[c]}`).toEqual(want.map(roundHalfEven));
    expect(real, `age ${timeline.checkpointAges[c]}`).toEqual(
      want.map((v) => roundHalfEven(v / (det.value.deflators[c] as number))),
    );
    for (let r = 1; r < LEVELS.length; r++) expect(nominal[r]).toBeGreaterThanOrEqual(nominal[r - 1] as number);
  }
}

const scenarioArb = fc.record({
  asOf: fc.constantFrom('2026-07-04', '2026-10-31', '2026-11-21', '2031-02-28'),
  birthDate: fc.constantFrom('2025-01-31', '2026-01-01', '2026-08-14', '2027-04-30'),
  targetAgeMonths: fc.oneof(fc.integer({ min: 13, max: 240 }), fc.integer({ min: 241, max: 1428 })),
  annualReturn: fc.double({ min: -0.5, max: 0.2, noNaN: true }),
  returnIsReal: fc.boolean(),
  annualFee: fc.oneof(fc.constant(0), fc.double({ min: 0, max: 0.05, noNaN: true })),
  annualVolatility: fc.oneof(fc.constantFrom(0, 0.0001, 0.001), fc.double({ min: 0, max: 0.6, noNaN: true })),
  mcSeed: fc.integer({ min: -1_000_000, max: 1_000_000 }),
  mcPaths: fc.oneof(fc.constant(100), fc.integer({ min: 100, max: 2000 })),
  monthlyCents: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 500_000 })),
});

describe('bands of simulated scenarios, in the wasm', async () => {
  const engine = await createNodeEngine();

  it('the scenario of the reported defect: bands in order and equal to the sort', () => {
    expectBandsEqualSortedBalances(engine, {
      asOf: '2026-10-31',
      birthDate: '2027-04-30',
      targetAgeMonths: 1042,
      returnIsReal: false,
      annualFee: 0.00996,
      annualVolatility: 0.0001,
      mcPaths: 100,
    });
  });

  it('equal a sort of the simulated balances at every age, for random valid scenarios', () => {
    fc.assert(
      fc.property(scenarioArb, ({ monthlyCents, ...body }) => {
        const valid = checkScenario(body, STATUTE);
        fc.pre(valid.ok); // a horizon before the child's age on asOf is refused, not projected
        if (!valid.ok) return;
        const { timeline } = valid;
        const sources =
          monthlyCents === 0
            ? []
            : [
                {
                  id: 'family',
                  kind: 'family',
                  schedule: {
                    type: 'monthly',
                    amountCents: String(monthlyCents),
                    startAgeMonths: timeline.startAgeMonths,
                    endAgeMonths: body.targetAgeMonths,
                  },
                },
              ];
        expectBandsEqualSortedBalances(engine, { ...body, sources });
      }),
      { seed: SEED, numRuns: 120 },
    );
  });
});
