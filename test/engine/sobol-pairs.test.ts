// The Sobol sampler runs its paths two at a time, one per f64x2 lane (docs/model.md#the-sobol-sampler,
// docs/performance.md#path-budgets), and each path must be the bits it is alone:
// - the pairs' inverse normal CDF is inverseNormal's to the bit, at the ends of the 32-bit points,
//   around the central branch's limits, and on seeded random coordinates (either lane, both or
//   neither outside the central branch, odd and even counts of those outside it);
// - on seeded random scenarios (horizons of 1 to 1428 months, deposits or a lump sum, so with and
//   without the rotation, a goal's checkpoint, afterTax's side account, recorded growths for a
//   solve) and odd path counts, the balances, the side account's and the recorded growth factors
//   of a whole run (pairs, the last path alone) are those of every path run alone, and of pairs
//   that start at odd paths.
import { beforeAll, describe, expect, it } from 'vitest';
import { type Engine, EngineStatus } from '../../core/engine/engine.js';
import { engineInput } from '../../core/projection/project.js';
import { STATUTE } from '../../core/statute/statute.js';
import { checkScenario } from '../../core/validation/validate.js';
import { createNodeEngine } from '../../package/load-node.js';
import { type SeededGenerator, seededGenerator } from '../helpers/seeded-generator.js';

let engine: Engine;
beforeAll(async () => {
  engine = await createNodeEngine();
});

/** The bits of each value, so that -0 and +0 (or two NaNs) are told apart. */
const bitsOf = (values: Float64Array) => Array.from(new BigUint64Array(values.slice().buffer));

describe("the pairs' inverse normal CDF", () => {
  it("is inverseNormal's to the bit, lane by lane", () => {
    const TOP = 2 ** 32 - 1;
    // u = (x + 1/2) / 2^32: the central branch is |u - 1/2| <= 0.425, u in [0.075, 0.925].
    const low = Math.floor(0.075 * 2 ** 32);
    const high = Math.floor(0.925 * 2 ** 32);
    const edges = [0, 1, 2, TOP, TOP - 1, 2 ** 31, 2 ** 31 - 1];
    for (const limit of [low, high]) for (let d = -3; d <= 3; d++) edges.push(limit + d);
    const g = seededGenerator(42);
    const coordinates = [...edges, ...edges.slice().reverse()];
    // Random pairs, and pairs made to put one lane, both or neither outside the central branch.
    for (let i = 0; i < 4000; i++) coordinates.push(g.word(), g.word());
    for (let i = 0; i < 500; i++)
      coordinates.push(g.int(0, low - 1), g.int(low, high), g.int(high + 1, TOP), g.int(0, low - 1));
    // In calls of up to a path's 1428 dimensions, of odd and even lengths.
    let checked = 0;
    for (let at = 0, call = 0; at < coordinates.length; call++) {
      const length = [2, 4, 6, 2 * 1427, 2 * 1428, 2 * 777][call % 6] ?? 2;
      const slice = coordinates.slice(at, at + length);
      const { paired, alone } = engine.sobolNormalPairs(slice);
      expect(paired.length).toBe(slice.length);
      expect(bitsOf(paired)).toEqual(bitsOf(alone));
      at += length;
      checked += slice.length;
    }
    expect(checked).toBe(coordinates.length);
    // Odd and even counts outside the central branch, in one lane or both.
    for (const pairs of [
      [0, 2 ** 31],
      [2 ** 31, TOP],
      [0, TOP],
      [0, TOP, 2 ** 31, 1],
      [2 ** 31, 2 ** 31],
    ]) {
      const { paired, alone } = engine.sobolNormalPairs(pairs);
      expect(bitsOf(paired)).toEqual(bitsOf(alone));
    }
  });
});

const pad = (n: number) => String(n).padStart(2, '0');

/** A seeded random lognormal Sobol scenario of `months` months from a birth on asOf. */
function scenario(g: SeededGenerator, months: number): Record<string, unknown> {
  const lumpSum = g.next() < 0.25;
  const sources = lumpSum
    ? []
    : [
        {
          id: 'family',
          kind: 'family',
          schedule:
            g.next() < 0.7
              ? {
                  type: 'monthly',
                  amountCents: String(g.int(1, 50_000)),
                  startAgeMonths: g.int(0, 12),
                  endAgeMonths: g.int(13, 216),
                }
              : {
                  type: 'annual',
                  amountCents: String(g.int(1, 500_000)),
                  monthOfYear: g.int(1, 12),
                  startAgeMonths: 0,
                  endAgeMonths: 216,
                },
        },
      ];
  const goalAge = g.int(1, months);
  return {
    asOf: `2026-${pad(g.int(1, 12))}-${pad(g.int(1, 28))}`,
    birthDate: '',
    targetAgeMonths: months,
    mcSampler: 'sobol',
    mcSeed: g.int(-1_000_000, 1_000_000),
    annualVolatility: [0, 0.05, 0.15, 0.4][g.int(0, 3)],
    ...(lumpSum || g.next() < 0.3 ? { currentBalanceCents: String(g.int(1, 10_000_000)) } : {}),
    ...(g.next() < 0.3 ? { goal: { amountCents: '5000000', atAgeMonths: goalAge, probability: 0.5 } } : {}),
    ...(g.next() < 0.3 ? { afterTax: { use: 'education', qualifiedExpensesCents: '3000000' } } : {}),
    sources,
  };
}

describe('a Sobol pair against its paths alone', () => {
  it('the same balances, side balances and recorded growths, to the bit', () => {
    const g = seededGenerator(530);
    const horizons = [1, 2, 3, 4, 5, 12, 216, 1428, ...Array.from({ length: 12 }, () => g.int(1, 1428))];
    for (const months of horizons) {
      const body = scenario(g, months);
      body.birthDate = body.asOf; // age 0 on asOf: the horizon is `months` months
      const checked = checkScenario(body, STATUTE);
      if (!checked.ok) throw new Error(`invalid scenario: ${JSON.stringify(checked.errors)}`);
      const input = engineInput(checked.scenario, checked.timeline, STATUTE);
      expect(input.months).toBe(months);
      const side = input.sideStartCents !== undefined;
      const checkpoints = input.checkpointAges.length;
      const paths = 2 * g.int(0, months > 500 ? 40 : 150) + 1; // odd: the last path runs alone
      const recordSteps = g.int(0, Math.min(months, 30));
      const runWith = (calls: readonly (readonly [number, number])[]) => {
        expect(engine.deterministic(input, paths, recordSteps).status).toBe(EngineStatus.Ok);
        for (const [from, to] of calls) expect(engine.simulate(from, to, paths)).toBe(EngineStatus.Ok);
        return {
          balances: bitsOf(engine.readPaths(0, paths, paths, checkpoints)),
          side: side ? Array.from({ length: checkpoints }, (_, c) => bitsOf(engine.sideBalancesAt(c, paths))) : [],
          growths: recordSteps > 0 ? bitsOf(engine.recordedGrowths(recordSteps, paths)) : [],
        };
      };
      const alone = runWith(Array.from({ length: paths }, (_, p) => [p, p + 1] as const));
      const whole = runWith([[0, paths]]);
      const fromOdd = runWith([
        [0, 1],
        [1, paths],
      ]);
      const context = `${months} months, ${paths} paths, ${JSON.stringify(body)}`;
      expect(whole.balances, context).toEqual(alone.balances);
      expect(whole.side, context).toEqual(alone.side);
      expect(whole.growths, context).toEqual(alone.growths);
      expect(fromOdd, context).toEqual(alone);
    }
  });
});
