// The Sobol sampler, mcSampler "sobol" (docs/model.md#the-sobol-sampler):
// - the direction numbers are data/README.md's file (its sha256), and the engine's unscrambled
//   points are the published sequence: the first points of dimensions 1 to 3 as printed in the
//   literature, and 256 points of all 1428 dimensions against the sequence computed here, apart
//   from the engine, from the file by Joe and Kuo's own recurrence (sobol.cc);
// - the scrambled points keep the nets' strata and depend on mcSeed alone;
// - a lump sum's bands against the lognormal closed form at several path counts, closer than the
//   pseudo-random paths' at the same count;
// - the rotation gives the horizon to the first dimension, and reads the deposits' timing, never
//   their amounts (a solve's trials and its answer draw the same paths);
// - the same bytes however paths are split across calls; with volatility 0 every path is the
//   deterministic one; "sobol" with history is refused at /mcSampler.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { itemAt } from '../../core/common/checked.js';
import { type Engine, EngineStatus } from '../../core/engine/engine.js';
import { engineInput, project } from '../../core/projection/project.js';
import type { Projection } from '../../core/schemas/projection.js';
import { STATUTE } from '../../core/statute/statute.js';
import { checkScenario } from '../../core/validation/validate.js';
import { checkScenarioPlain } from '../../core/validation/validate-plain.js';
import { createNodeEngine } from '../../package/load-node.js';
import { TEST_PROJECT_OPTIONS } from '../helpers/project-options.js';

const DATA = new URL('../../data/new-joe-kuo-6.21201-first-1428.txt', import.meta.url);
/** data/README.md */
const DATA_SHA256 = '88fa1b848004dc6f077397053a86b6e65eb628039d341ade36ce57c62b2bdada';
const DIMENSIONS = 1428;

let engine: Engine;
beforeAll(async () => {
  engine = await createNodeEngine();
});

/** Joe and Kuo's sobol.cc, in 32-bit words: the first `count` points of `dimensions` dimensions,
 *  point i at [i][j], as integers (point / 2^32). */
function publishedSequence(text: string, dimensions: number, count: number): number[][] {
  const lines = text.split('\n').slice(1, dimensions);
  const bits = Math.max(1, Math.ceil(Math.log2(count)));
  // C[i]: the index (from 1) of the rightmost zero bit of i.
  const rightmostZero = (i: number) => {
    let c = 1;
    for (let value = i; value & 1; value >>= 1) c++;
    return c;
  };
  const points = Array.from({ length: count }, () => new Array<number>(dimensions).fill(0));
  for (let j = 0; j < dimensions; j++) {
    const V = new Array<number>(bits + 1).fill(0);
    if (j === 0) {
      for (let i = 1; i <= bits; i++) V[i] = 2 ** (32 - i);
    } else {
      const [, s = 0, a = 0, ...m] = (lines[j - 1] ?? '').trim().split(/\s+/).map(Number);
      if (bits <= s) {
        for (let i = 1; i <= bits; i++) V[i] = (itemAt(m, i - 1) * 2 ** (32 - i)) >>> 0;
      } else {
        for (let i = 1; i <= s; i++) V[i] = (itemAt(m, i - 1) * 2 ** (32 - i)) >>> 0;
        for (let i = s + 1; i <= bits; i++) {
          V[i] = (itemAt(V, i - s) ^ (itemAt(V, i - s) >>> s)) >>> 0;
          for (let k = 1; k <= s - 1; k++) V[i] = (itemAt(V, i) ^ (((a >>> (s - 1 - k)) & 1) * itemAt(V, i - k))) >>> 0;
        }
      }
    }
    let X = 0;
    for (let i = 1; i < count; i++) {
      X = (X ^ itemAt(V, rightmostZero(i - 1))) >>> 0;
      itemAt(points, i)[j] = X;
    }
  }
  return points;
}

function pointsOf(flat: Float64Array, dimensions: number, count: number): number[][] {
  return Array.from({ length: count }, (_, p) => Array.from(flat.subarray(p * dimensions, (p + 1) * dimensions)));
}

describe('the sequence', () => {
  it("is data/README.md's file: its sha256, dimensions 2 to 1428 in order", () => {
    const bytes = readFileSync(DATA);
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(DATA_SHA256);
    const lines = bytes.toString('utf8').trimEnd().split('\n');
    expect(lines[0]).toMatch(/^d\s+s\s+a\s+m_i/);
    expect(lines.slice(1).map((line) => Number(line.split(/\s+/)[0]))).toEqual(
      Array.from({ length: DIMENSIONS - 1 }, (_, i) => i + 2),
    );
  });

  it('unscrambled, its first points of dimensions 1 to 3 are those printed in the literature', () => {
    // Joe and Kuo's sobol.cc and SciPy's scipy.stats.qmc.Sobol(scramble=False), both from
    // new-joe-kuo-6.21201, print these eight points (Gray-code order).
    const expected = [
      [0, 0, 0],
      [0.5, 0.5, 0.5],
      [0.75, 0.25, 0.25],
      [0.25, 0.75, 0.75],
      [0.375, 0.375, 0.625],
      [0.875, 0.875, 0.125],
      [0.625, 0.125, 0.875],
      [0.125, 0.625, 0.375],
    ];
    const points = pointsOf(engine.sobolPoints(0, 3, 8, false), 3, 8).map((point) => point.map((x) => x / 2 ** 32));
    expect(points).toEqual(expected);
  });

  it("unscrambled, 256 points of all 1428 dimensions are Joe and Kuo's sequence, computed apart from the engine", () => {
    const count = 256;
    const expected = publishedSequence(readFileSync(DATA, 'utf8'), DIMENSIONS, count);
    const got = pointsOf(engine.sobolPoints(0, DIMENSIONS, count, false), DIMENSIONS, count);
    // Row by row, so a failure names the point.
    for (let p = 0; p < count; p++) expect(got[p], `point ${p}`).toEqual(expected[p]);
    // Not all zero past the first points: the direction numbers of the last dimensions are used.
    expect(new Set(got.map((point) => point[DIMENSIONS - 1])).size).toBe(count);
  });
});

describe('the scramble', () => {
  const DIMS = 40;
  const COUNT = 1024;

  it('keeps the strata: in every dimension, the first 2^m points fill the 2^m intervals of width 2^-m', () => {
    for (const seed of [530, -1, 2 ** 53 - 1]) {
      const points = pointsOf(engine.sobolPoints(seed, DIMS, COUNT, true), DIMS, COUNT);
      for (let j = 0; j < DIMS; j++) {
        for (const m of [1, 4, 7, 10]) {
          const cells = new Set(points.slice(0, 2 ** m).map((point) => Math.floor(itemAt(point, j) / 2 ** (32 - m))));
          expect(cells.size, `seed ${seed}, dimension ${j + 1}, 2^${m} points`).toBe(2 ** m);
        }
      }
      // Dimensions 1 and 2 form a (0, 2)-sequence: 256 points, one in each box of area 1/256.
      for (const a of [0, 3, 4, 8]) {
        const boxes = new Set(
          points
            .slice(0, 256)
            .map(
              (point) =>
                `${Math.floor(itemAt(point, 0) / 2 ** (32 - a))},${Math.floor(itemAt(point, 1) / 2 ** (24 + a))}`,
            ),
        );
        expect(boxes.size, `seed ${seed}, boxes 2^-${a} x 2^-${8 - a}`).toBe(256);
      }
    }
  });

  it('depends on mcSeed alone: the same seed the same points, another seed other points', () => {
    const a = engine.sobolPoints(530, DIMS, 64, true);
    engine.sobolPoints(7, DIMS, 300, true);
    expect(engine.sobolPoints(530, DIMS, 64, true)).toEqual(a);
    expect(engine.sobolPoints(530, DIMS, 16, true)).toEqual(a.subarray(0, 16 * DIMS));
    const other = engine.sobolPoints(531, DIMS, 64, true);
    const same = a.filter((x, i) => x === other[i]).length;
    expect(same).toBeLessThan(4);
    // Scrambled, no point is the published sequence's.
    const published = engine.sobolPoints(0, DIMS, 64, false);
    expect(a.filter((x, i) => x === published[i]).length).toBeLessThan(4);
  });
});

function checked(body: Record<string, unknown>) {
  const c = checkScenario(body, STATUTE);
  if (!c.ok) throw new Error(`invalid scenario: ${JSON.stringify(c.errors)}`);
  return c;
}

function run(body: Record<string, unknown>): Projection {
  const c = checked(body);
  const result = project(engine, c.scenario, c.timeline, TEST_PROJECT_OPTIONS);
  if (!result.ok) throw new Error(`refused: ${result.code}`);
  return result.projection;
}

describe('a lump sum against the lognormal closed form', () => {
  // One deposit X0 at step 0 and no fee: the balance after n months is lognormal (ignoring cents),
  // with q-quantile X0 exp(n ln g - n sigma^2 / 2 + sqrt(n) sigma Phi^-1(q)) (test/engine/montecarlo.test.ts).
  const LEVELS = [0.1, 0.25, 0.5, 0.75, 0.9];
  const Z = [-1.2815515655446004, -0.6744897501960817, 0, 0.6744897501960817, 1.2815515655446004];
  const density = (z: number) => Math.exp((-z * z) / 2) / Math.sqrt(2 * Math.PI);

  /** Each band's error in standard errors of N pseudo-random paths' sample quantile, every age. */
  function errors(p: Projection, sigmaAnnual: number, lnG: number): number[] {
    const N = p.assumptions.mcPathsSimulated;
    const sigma = sigmaAnnual / Math.sqrt(12);
    return p.percentiles.ages.flatMap((age, c) => {
      const n = age - p.deterministic.startAgeMonths;
      const s = Math.sqrt(n) * sigma;
      return LEVELS.map((q, r) => {
        const z = itemAt(Z, r);
        const expected = 100000 * Math.exp(n * lnG - (n * sigma * sigma) / 2 + s * z);
        const se = (expected * s * Math.sqrt((q * (1 - q)) / N)) / density(z);
        return Math.abs(Number(itemAt(itemAt(p.percentiles.nominalCents, r), c)) - expected) / se;
      });
    });
  }

  const body = (mcPaths: number, mcSeed: number, mcSampler: string) => ({
    asOf: '2027-03-01',
    birthDate: '2027-03-01',
    targetAgeMonths: 240,
    includeSeed: false,
    annualReturn: 0.07,
    returnIsReal: false,
    annualInflation: 0.02,
    annualFee: 0,
    annualVolatility: 0.2,
    mcPaths,
    mcSeed,
    mcSampler,
    sources: [{ id: 'gift', kind: 'charity', schedule: { type: 'once', amountCents: '100000', atAgeMonths: 0 } }],
  });
  const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;

  for (const paths of [256, 1000, 2048, 5000]) {
    it(`${paths} paths: every band within 4 standard errors, at the horizon within a few tenths of one`, () => {
      const sobol: number[] = [];
      const pseudo: number[] = [];
      for (const seed of [530, 1, -2]) {
        const s = errors(run(body(paths, seed, 'sobol')), 0.2, Math.log(1.07) / 12);
        expect(Math.max(...s), `seed ${seed}`).toBeLessThan(4);
        // At the horizon the balance is a function of the bridge's first dimension alone, the
        // best spread one: the bands are within a small fraction of a pseudo-random standard error.
        expect(Math.max(...s.slice(-LEVELS.length)), `seed ${seed}, at the horizon`).toBeLessThan(0.25);
        sobol.push(...s);
        pseudo.push(...errors(run(body(paths, seed, 'pseudo')), 0.2, Math.log(1.07) / 12));
      }
      // Pseudo-random paths: about 0.8 standard errors on average, as they should be; Sobol paths
      // less than half that at every age (the earlier ages mix several of the bridge's dimensions).
      expect(mean(pseudo)).toBeGreaterThan(0.5);
      expect(mean(sobol)).toBeLessThan(mean(pseudo) / 2);
    });
  }
});

describe("the rotation: the first dimension carries the horizon, from the deposits' timing alone", () => {
  // Monthly deposits to 18, the balance read at 18, 65 and 119 years: the horizon's balance depends
  // on the whole walk, but its log's linear part (on a path of unit deposits at the schedule's
  // months) is the point's first coordinate alone (the rotation before the bridge,
  // docs/model.md#the-sobol-sampler), so the paths' balances at the horizon come in nearly the
  // order of their first coordinates. With the bridge alone that order is looser (the walk's end
  // explains about three quarters of the log balance's variance at 18).
  const ranks = (values: ArrayLike<number>) => {
    const order = Array.from(values, (v, i) => [v, i] as const).sort((a, b) => a[0] - b[0]);
    const rank = new Array<number>(values.length);
    order.forEach(([, i], r) => {
      rank[i] = r;
    });
    return rank;
  };
  const spearman = (a: ArrayLike<number>, b: ArrayLike<number>) => {
    const ra = ranks(a);
    const rb = ranks(b);
    const n = ra.length;
    const squares = ra.reduce((sum, r, i) => sum + (r - itemAt(rb, i)) ** 2, 0);
    return 1 - (6 * squares) / (n * (n * n - 1));
  };

  for (const targetAgeMonths of [216, 780, 1428]) {
    it(`to ${targetAgeMonths} months: the horizon's balances follow the first coordinate (rank correlation > 0.995)`, () => {
      const paths = 1024;
      for (const mcSeed of [530, -7]) {
        const c = checked({
          asOf: '2026-07-04',
          birthDate: '2026-07-04',
          targetAgeMonths,
          mcPaths: paths,
          mcSeed,
          mcSampler: 'sobol',
          sources: [
            {
              id: 'family',
              kind: 'family',
              schedule: { type: 'monthly', amountCents: '20000', startAgeMonths: 0, endAgeMonths: 216 },
            },
          ],
        });
        const input = engineInput(c.scenario, c.timeline, STATUTE);
        const checkpoints = input.checkpointAges.length;
        expect(engine.deterministic(input, paths).status).toBe(EngineStatus.Ok);
        expect(engine.simulate(0, paths, paths)).toBe(EngineStatus.Ok);
        const horizon = engine.readPaths(0, paths, paths, checkpoints).subarray((checkpoints - 1) * paths);
        const first = engine.sobolPoints(mcSeed, 1, paths, true);
        expect(spearman(horizon, first), `seed ${mcSeed}`).toBeGreaterThan(0.995);
      }
    });
  }

  // A solve tries its source at 0 and at many amounts and answers with one of them
  // (docs/model.md#solving-for-a-contribution): every one must draw the same paths, so the
  // rotation reads when deposits come, never how much they are.
  const family = (amountCents: string, endAgeMonths: number) => ({
    id: 'family',
    kind: 'family',
    stepUpRate: 0.04,
    schedule: { type: 'monthly', amountCents, startAgeMonths: 3, endAgeMonths },
  });
  const scenarioAt = (amounts: readonly [string, string, string], familyEnd = 216) => ({
    asOf: '2026-11-21',
    birthDate: '2026-02-10',
    targetAgeMonths: 780,
    mcPaths: 300,
    mcSeed: 99,
    mcSampler: 'sobol',
    currentBalanceCents: '250000',
    sources: [
      family(amounts[0], familyEnd),
      {
        id: 'boss',
        kind: 'employer',
        schedule: { type: 'annual', amountCents: amounts[1], monthOfYear: 4, startAgeMonths: 12, endAgeMonths: 400 },
      },
      { id: 'city', kind: 'charity', schedule: { type: 'once', amountCents: amounts[2], atAgeMonths: 30 } },
    ],
  });
  /** The growth factors of every path and month (recorded over the whole horizon). */
  const factorsOf = (body: Record<string, unknown>) => {
    const c = checked(body);
    const input = engineInput(c.scenario, c.timeline, STATUTE);
    const paths = 300;
    expect(engine.deterministic(input, paths, input.months).status).toBe(EngineStatus.Ok);
    expect(engine.simulate(0, paths, paths)).toBe(EngineStatus.Ok);
    return engine.recordedGrowths(input.months, paths);
  };

  it('the same paths at any amounts: 40 random amounts of each source (0 and beyond the limits among them)', () => {
    const reference = factorsOf(scenarioAt(['10000', '120000', '50000']));
    // A small LCG, seeded: the amounts are the same on every run.
    let state = 12345;
    const next = () => {
      state = (state * 1103515245 + 12345) % 2147483648;
      return state;
    };
    const amount = () => {
      const pick = next() % 10;
      if (pick === 0) return '0';
      if (pick === 1) return '999999999999';
      return String(next() % 10 ** (1 + (next() % 9)));
    };
    for (let trial = 0; trial < 40; trial++) {
      const amounts = [amount(), amount(), amount()] as const;
      // Counted, not compared with toEqual: a diff of 234,000 numbers would take minutes to print.
      const factors = factorsOf(scenarioAt(amounts));
      expect(factors.filter((x, i) => x !== reference[i]).length, amounts.join(' ')).toBe(0);
    }
    // And the timing is read: the family's deposits ending at 10 years instead of 18 give other paths.
    const otherTiming = factorsOf(scenarioAt(['10000', '120000', '50000'], 120));
    const same = otherTiming.filter((x, i) => x === reference[i]).length;
    expect(same).toBeLessThan(reference.length / 100);
  });
});

describe('determinism', () => {
  const SCENARIO = {
    asOf: '2026-11-21',
    birthDate: '2026-02-10',
    targetAgeMonths: 780,
    mcPaths: 777,
    mcSeed: -4242,
    mcSampler: 'sobol',
    currentBalanceCents: '120000',
    sources: [
      {
        id: 'parents',
        kind: 'family',
        schedule: { type: 'monthly', amountCents: '15000', startAgeMonths: 10, endAgeMonths: 216 },
      },
    ],
  };

  it('the same path balances whole, in chunks of any size, in any order, and after other runs', () => {
    const c = checked(SCENARIO);
    const input = engineInput(c.scenario, c.timeline, STATUTE);
    const paths = 777;
    const checkpoints = input.checkpointAges.length;
    const whole = () => {
      expect(engine.deterministic(input, paths).status).toBe(EngineStatus.Ok);
      expect(engine.simulate(0, paths, paths)).toBe(EngineStatus.Ok);
      return engine.readPaths(0, paths, paths, checkpoints);
    };
    const reference = whole();
    for (const cuts of [
      [0, 1, 2, 3, 300, 301, 777],
      [0, 388, 777],
      [0, 500, 777],
    ]) {
      expect(engine.deterministic(input, paths).status).toBe(EngineStatus.Ok);
      // Backwards: each chunk starts from its first path's point, never from the previous one.
      for (let i = cuts.length - 2; i >= 0; i--) {
        expect(engine.simulate(itemAt(cuts, i), itemAt(cuts, i + 1), paths)).toBe(EngineStatus.Ok);
      }
      expect(engine.readPaths(0, paths, paths, checkpoints)).toEqual(reference);
    }
    // Another seed and horizon between runs changes nothing.
    run({ ...SCENARIO, mcSeed: 5, targetAgeMonths: 300 });
    expect(whole()).toEqual(reference);
    // The first N paths are those of any larger run.
    const shorter = engineInput(checked({ ...SCENARIO, mcPaths: 300 }).scenario, c.timeline, STATUTE);
    expect(engine.deterministic(shorter, 300).status).toBe(EngineStatus.Ok);
    expect(engine.simulate(0, 300, 300)).toBe(EngineStatus.Ok);
    const first = engine.readPaths(0, 300, 300, checkpoints);
    for (let k = 0; k < checkpoints; k++) {
      expect(first.subarray(k * 300, (k + 1) * 300)).toEqual(reference.subarray(k * paths, k * paths + 300));
    }
  });

  it('with a goal off a birthday (one more checkpoint for the bridge), the same bytes in chunks as whole', () => {
    const c = checked({ ...SCENARIO, goal: { amountCents: '5000000', atAgeMonths: 500, probability: 0.5 } });
    const input = engineInput(c.scenario, c.timeline, STATUTE);
    expect(input.checkpointAges).toContain(500);
    const paths = 777;
    const checkpoints = input.checkpointAges.length;
    expect(engine.deterministic(input, paths).status).toBe(EngineStatus.Ok);
    expect(engine.simulate(0, paths, paths)).toBe(EngineStatus.Ok);
    const whole = engine.readPaths(0, paths, paths, checkpoints);
    // The scenario without the goal in between: another bridge, made again for this one.
    run(SCENARIO);
    expect(engine.deterministic(input, paths).status).toBe(EngineStatus.Ok);
    for (const [from, to] of [
      [400, 777],
      [0, 1],
      [1, 400],
    ] as const) {
      expect(engine.simulate(from, to, paths)).toBe(EngineStatus.Ok);
    }
    expect(engine.readPaths(0, paths, paths, checkpoints)).toEqual(whole);
    // And not the answer of the bridge without that checkpoint.
    const plain = engineInput(checked(SCENARIO).scenario, c.timeline, STATUTE);
    expect(engine.deterministic(plain, paths).status).toBe(EngineStatus.Ok);
    expect(engine.simulate(0, paths, paths)).toBe(EngineStatus.Ok);
    const last = (table: Float64Array, count: number) => table.subarray((count - 1) * paths);
    expect(
      last(engine.readPaths(0, paths, paths, plain.checkpointAges.length), plain.checkpointAges.length),
    ).not.toEqual(last(whole, checkpoints));
  });

  it('the budget charges a Sobol month as two path-months: a request costs no more than a pseudo-random one', () => {
    // TEST_PROJECT_OPTIONS: 4,000,000 path-months.
    const long = run({ ...SCENARIO, targetAgeMonths: 1428, mcPaths: 5000 });
    const months = long.deterministic.months; // 1419, from 9 months of age
    expect(long.assumptions.mcPathsSimulated).toBe(Math.floor(4_000_000 / (2 * months)));
    const pseudo = run({ ...SCENARIO, targetAgeMonths: 1428, mcPaths: 5000, mcSampler: 'pseudo' });
    expect(pseudo.assumptions.mcPathsSimulated).toBe(Math.floor(4_000_000 / months));
    // With afterTax the side account shares the draws: (2 + 1) x months.
    const taxed = run({ ...SCENARIO, targetAgeMonths: 1209, mcPaths: 5000, afterTax: { use: 'retirement' } });
    expect(taxed.assumptions.mcPathsSimulated).toBe(Math.floor(4_000_000 / (3 * 1200)));
  });

  it('with volatility 0 every percentile is the deterministic milestone', () => {
    const p = run({ ...SCENARIO, annualVolatility: 0 });
    p.percentiles.nominalCents.forEach((row) =>
      expect(row).toEqual(p.deterministic.milestones.map((milestone) => milestone.nominalCents)),
    );
  });

  it('another answer than pseudo-random paths, with the same deterministic path and the same contract', () => {
    const sobol = run(SCENARIO);
    const pseudo = run({ ...SCENARIO, mcSampler: 'pseudo' });
    expect(sobol.deterministic).toEqual(pseudo.deterministic);
    // The same values in effect; a Sobol answer names its sampler, a pseudo-random one does not.
    expect(sobol.assumptions).toEqual({ ...pseudo.assumptions, mcSampler: 'sobol' });
    expect(pseudo.assumptions).not.toHaveProperty('mcSampler');
    expect(sobol.percentiles.nominalCents).not.toEqual(pseudo.percentiles.nominalCents);
    // The medians agree within the pseudo-random paths' sampling error at 65 (a few percent).
    const median = (p: Projection) => Number(itemAt(p.percentiles.nominalCents, 2).at(-1));
    expect(Math.abs(median(sobol) / median(pseudo) - 1)).toBeLessThan(0.1);
  });
});

describe('validation', () => {
  it('"sobol" with returnModel historical is ONLY_FOR_LOGNORMAL at /mcSampler; a bad value NOT_ONE_OF', () => {
    const base = { asOf: '2026-11-21', birthDate: '2026-02-10', targetAgeMonths: 216 };
    const historical = checkScenario({ ...base, returnModel: 'historical', mcSampler: 'sobol' }, STATUTE);
    expect(historical.ok).toBe(false);
    if (historical.ok) return;
    expect(historical.errors).toEqual([
      expect.objectContaining({
        pointer: '/mcSampler',
        code: 'ONLY_FOR_LOGNORMAL',
        params: { returnModel: 'historical' },
      }),
    ]);
    expect(historical.errors[0]?.message).toMatch(/historical/);
    // "pseudo" with history means what it always meant.
    expect(checkScenario({ ...base, returnModel: 'historical', mcSampler: 'pseudo' }, STATUTE).ok).toBe(true);
    for (const bad of ['Sobol', 'halton', '', 1, null, true]) {
      const answer = checkScenario({ ...base, mcSampler: bad }, STATUTE);
      expect(answer.ok, JSON.stringify(bad)).toBe(false);
      if (!answer.ok) expect(answer.errors.map((e) => e.pointer)).toEqual(['/mcSampler']);
      // The page's and the package's check says the same, word for word.
      expect(checkScenarioPlain({ ...base, mcSampler: bad }, STATUTE)).toEqual(answer);
    }
    expect(checkScenarioPlain({ ...base, returnModel: 'historical', mcSampler: 'sobol' }, STATUTE)).toEqual(historical);
    const sobol = checkScenario({ ...base, mcSampler: 'sobol' }, STATUTE);
    expect(sobol.ok && sobol.scenario.mcSampler).toBe('sobol');
    expect(checkScenarioPlain({ ...base, mcSampler: 'sobol' }, STATUTE)).toEqual(sobol);
  });
});
