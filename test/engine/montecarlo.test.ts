// The Monte-Carlo simulation (docs/model.md#monte-carlo): percentiles of a lump sum against the
// lognormal closed form, the per-path random streams, the normal generator's distribution, the
// compute budget and determinism.
import { beforeAll, describe, expect, it } from 'vitest';
import { itemAt } from '../../core/common/checked.js';
import { type Engine, EngineStatus } from '../../core/engine/engine.js';
import { engineInput, type ProjectOptions, pathsWithinBudget, project } from '../../core/projection/project.js';
import type { Projection } from '../../core/schemas/projection.js';
import { STATUTE } from '../../core/statute/statute.js';
import { checkScenario } from '../../core/validation/validate.js';
import { createNodeEngine } from '../../package/load-node.js';
import { TEST_PROJECT_OPTIONS } from '../helpers/project-options.js';

const OPTIONS = TEST_PROJECT_OPTIONS;

const LEVELS = [0.1, 0.25, 0.5, 0.75, 0.9];
/** Phi^-1 at the five levels (standard normal quantiles, to 16 digits). */
const Z = [-1.2815515655446004, -0.6744897501960817, 0, 0.6744897501960817, 1.2815515655446004];

let engine: Engine;
beforeAll(async () => {
  engine = await createNodeEngine();
});

function checked(body: Record<string, unknown>) {
  const c = checkScenario(body, STATUTE);
  if (!c.ok) throw new Error(`invalid scenario: ${JSON.stringify(c.errors)}`);
  return c;
}

function run(body: Record<string, unknown>, options: ProjectOptions = OPTIONS, on: Engine = engine): Projection {
  const c = checked(body);
  const result = project(on, c.scenario, c.timeline, options);
  if (!result.ok) throw new Error(`refused: ${result.code}`);
  return result.projection;
}

/** Round half to even. */
function nearest(x: number): number {
  const f = Math.floor(x);
  const d = x - f;
  return d < 0.5 ? f : d > 0.5 ? f + 1 : f % 2 === 0 ? f : f + 1;
}

/** numpy's default percentile (linear, h = (n - 1) q), then nearest. */
function percentile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const h = (sorted.length - 1) * q;
  const lo = Math.floor(h);
  const t = h - lo;
  const at = (index: number) => itemAt(sorted, index);
  return nearest(t > 0 ? at(lo) + (at(lo + 1) - at(lo)) * t : at(lo));
}

/** Standard normal CDF: Phi(x) = erfc(-x / sqrt 2) / 2, erf from Abramowitz & Stegun 7.1.26 (|error| <= 1.5e-7). */
function normalCdf(x: number): number {
  const z = Math.abs(x) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * z);
  const erf =
    1 -
    t *
      (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429)))) *
      Math.exp(-z * z);
  return x >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

const density = (z: number) => Math.exp((-z * z) / 2) / Math.sqrt(2 * Math.PI);

describe('a single lump sum against the lognormal closed form', () => {
  // With one deposit X0 at step 0 and no fee, ignoring cent rounding, the balance after n months is
  // X0 * prod_k g exp(sigma z_k - sigma^2 / 2) = X0 exp(n ln g - n sigma^2 / 2 + sqrt(n) sigma Z):
  // lognormal, with q-quantile x_q = X0 exp(n ln g - n sigma^2/2 + sqrt(n) sigma Phi^-1(q)).
  // The sample q-quantile of N paths has standard error sqrt(q (1 - q) / N) / f(x_q), where the
  // lognormal density at x_q is f(x_q) = phi(Phi^-1(q)) / (x_q s), s = sqrt(n) sigma. Tolerance:
  // 4 standard errors (about 1 in 16,000 per comparison if the engine is right).
  function check(p: Projection, x0: number, annualNominal: number, volatility: number, inflation: number) {
    const N = p.assumptions.mcPathsSimulated;
    expect(N).toBe(5000);
    const sigma = volatility / Math.sqrt(12);
    const lnG = Math.log(1 + annualNominal) / 12;
    const worst: number[] = [];
    p.percentiles.ages.forEach((age, c) => {
      const n = age - p.deterministic.startAgeMonths;
      const s = Math.sqrt(n) * sigma;
      LEVELS.forEach((q, r) => {
        const z = itemAt(Z, r);
        const expected = x0 * Math.exp(n * lnG - (n * sigma * sigma) / 2 + s * z);
        const se = (expected * s * Math.sqrt((q * (1 - q)) / N)) / density(z);
        const got = Number(itemAt(itemAt(p.percentiles.nominalCents, r), c));
        worst.push(Math.abs(got - expected) / se);
        expect(
          Math.abs(got - expected),
          `age ${age}, q ${q}: ${got} vs ${expected.toFixed(0)} +- ${se.toFixed(0)}`,
        ).toBeLessThan(4 * se);
        // real = nearest(v / D(n)) of the unrounded nominal v: within a cent of nominal / D(n)
        const real = Number(itemAt(itemAt(p.percentiles.realCents, r), c));
        expect(Math.abs(real - got / (1 + inflation) ** (n / 12))).toBeLessThanOrEqual(1);
      });
    });
    return Math.max(...worst);
  }

  it('a once charity deposit of $1,000, 7% nominal, 15% volatility, 10 years', () => {
    const p = run({
      asOf: '2027-03-01',
      birthDate: '2027-03-01',
      targetAgeMonths: 120,
      includeSeed: false,
      annualReturn: 0.07,
      returnIsReal: false,
      annualInflation: 0.02,
      annualFee: 0,
      annualVolatility: 0.15,
      mcPaths: 5000,
      mcSeed: 530,
      sources: [{ id: 'gift', kind: 'charity', schedule: { type: 'once', amountCents: '100000', atAgeMonths: 0 } }],
    });
    expect(p.percentiles.ages).toEqual([12, 24, 36, 48, 60, 72, 84, 96, 108, 120]);
    check(p, 100000, 0.07, 0.15, 0.02);
  });

  it('the seed alone, -8.2% nominal (real -10% at 2% inflation), 30% volatility, 20 years', () => {
    const p = run({
      asOf: '2026-07-04',
      birthDate: '2026-07-04',
      targetAgeMonths: 240,
      includeSeed: true,
      annualReturn: -0.1,
      returnIsReal: true,
      annualInflation: 0.02,
      annualFee: 0,
      annualVolatility: 0.3,
      mcPaths: 5000,
      mcSeed: -77,
    });
    expect(p.deterministic.seedCents).toBe('100000');
    check(p, 100000, 0.9 * 1.02 - 1, 0.3, 0.02);
  });
});

describe('random streams: path p draws from (mcSeed, p) alone', () => {
  it('the same (seed, path) gives the same draws, whatever ran before; prefixes agree', () => {
    const a = engine.sampleNormals(530, 7, 1000);
    engine.sampleNormals(1, 3, 500);
    run({ asOf: '2027-01-01', birthDate: '2027-01-01', targetAgeMonths: 60, mcPaths: 300, mcSeed: 99 });
    const b = engine.sampleNormals(530, 7, 1000);
    expect(b).toEqual(a);
    expect(engine.sampleNormals(530, 7, 300)).toEqual(a.subarray(0, 300));
    expect(a.every(Number.isFinite)).toBe(true);
  });

  it('a fresh engine instance gives the same draws', async () => {
    const other = await createNodeEngine();
    expect(other.sampleNormals(530, 7, 1000)).toEqual(engine.sampleNormals(530, 7, 1000));
    expect(other.sampleNormals(-(2 ** 53 - 1), 4999, 10)).toEqual(engine.sampleNormals(-(2 ** 53 - 1), 4999, 10));
  });

  it('different paths and different seeds give different streams', () => {
    const base = engine.sampleNormals(530, 7, 1000);
    const others = [
      engine.sampleNormals(530, 8, 1000),
      engine.sampleNormals(530, 6, 1000),
      engine.sampleNormals(531, 7, 1000),
      engine.sampleNormals(-530, 7, 1000),
      engine.sampleNormals(0, 7, 1000),
      engine.sampleNormals(2 ** 53 - 1, 7, 1000),
      engine.sampleNormals(-(2 ** 53 - 1), 7, 1000),
    ];
    for (const other of others) {
      expect(other.filter((x, i) => x === base[i]).length).toBe(0);
      // and not shifted copies of each other
      expect(other.subarray(1).filter((x, i) => x === base[i]).length).toBe(0);
    }
    // path 0 of seeds 1 and -1 (a sign must not be lost on the way into the engine)
    expect(engine.sampleNormals(1, 0, 10)).not.toEqual(engine.sampleNormals(-1, 0, 10));
  });

  // The simulation consumes exactly these streams: path p's k-th month uses the k-th draw of
  // stream (mcSeed, p). Checked on short horizons, recomputing each path here:
  //   B[k+1] = nearest((B[k] + C[k]) * g * exp(sigma z_k - sigma^2 / 2)).
  // The engine's exp may differ from JS's in the last bit, which can move a cent: tolerance 1 cent.
  // As a consequence the paths of a 100-path run are the first 100 paths of a 200-path run.
  function simulatedHere(
    paths: number,
    mcSeed: number,
    months: number,
    deposits: number[],
    g: number,
    volatility: number,
  ) {
    const sigma = volatility / Math.sqrt(12);
    const values: number[] = [];
    for (let p = 0; p < paths; p++) {
      const z = engine.sampleNormals(mcSeed, p, months);
      let balance = 0;
      for (let k = 0; k < months; k++) {
        balance = nearest((balance + itemAt(deposits, k)) * (g * Math.exp(sigma * itemAt(z, k) - (sigma * sigma) / 2)));
      }
      values.push(balance);
    }
    return LEVELS.map((q) => percentile(values, q));
  }

  for (const [paths, months] of [
    [100, 1],
    [200, 1],
    [100, 3],
    [200, 3],
  ] as const) {
    it(`${paths} paths of ${months} month(s) are streams 0..${paths - 1}`, () => {
      const body = {
        asOf: '2027-03-01',
        birthDate: '2027-03-01',
        targetAgeMonths: months,
        includeSeed: false,
        annualReturn: 0.05,
        returnIsReal: false,
        annualInflation: 0,
        annualFee: 0,
        annualVolatility: 0.4,
        mcPaths: paths,
        mcSeed: 2026,
        sources: [
          {
            id: 'm',
            kind: 'charity',
            schedule: { type: 'monthly', amountCents: '123456789', startAgeMonths: 0, endAgeMonths: months },
          },
        ],
      };
      const p = run(body);
      expect(p.percentiles.ages).toEqual([months]);
      const g = Math.exp(Math.log(1.05) / 12);
      const here = simulatedHere(paths, 2026, months, Array(months).fill(123456789), g, 0.4);
      const engineRow = p.percentiles.nominalCents.map((row) => Number(row[0]));
      engineRow.forEach((value, r) =>
        expect(Math.abs(value - itemAt(here, r)), `level ${LEVELS[r]}`).toBeLessThanOrEqual(1),
      );
    });
  }

  it('simulating all paths in one call or in chunks, in any order, gives identical percentiles', () => {
    const c = checked({
      asOf: '2027-03-01',
      birthDate: '2026-05-17',
      targetAgeMonths: 150,
      annualReturn: 0.06,
      annualVolatility: 0.25,
      mcSeed: 42,
      sources: [
        {
          id: 'm',
          kind: 'family',
          schedule: { type: 'monthly', amountCents: '20000', startAgeMonths: 0, endAgeMonths: 150 },
        },
      ],
    });
    const input = engineInput(c.scenario, c.timeline, STATUTE);
    const checkpoints = c.timeline.checkpointAges.length;
    const P = 1000;
    const bands = (chunks: [number, number][]) => {
      const fresh = engine.deterministic(input, P);
      expect(fresh.status).toBe(EngineStatus.Ok);
      for (const [from, to] of chunks) expect(engine.simulate(from, to, P)).toBe(EngineStatus.Ok);
      const out = engine.percentiles(P, checkpoints);
      if (out.status !== EngineStatus.Ok) throw new Error(`status ${out.status}`);
      return out.value;
    };
    const whole = bands([[0, P]]);
    expect(
      bands([
        [0, 1],
        [1, 333],
        [333, P],
      ]),
    ).toEqual(whole);
    expect(
      bands([
        [700, P],
        [0, 5],
        [5, 700],
      ]),
    ).toEqual(whole);
    expect(bands([...Array(P).keys()].reverse().map((p): [number, number] => [p, p + 1]))).toEqual(whole);
  });
});

describe('the normal generator', () => {
  // Sampling errors for n draws of N(0, 1): mean 1/sqrt(n), variance sqrt(2/n), skewness
  // sqrt(6/n), kurtosis sqrt(24/n); each is allowed 4 of them. Kolmogorov-Smirnov: the statistic
  // must stay below the 1% critical value 1.63 / sqrt(n).
  function moments(x: ArrayLike<number>) {
    const n = x.length;
    let mean = 0;
    for (let i = 0; i < n; i++) mean += itemAt(x, i);
    mean /= n;
    let m2 = 0;
    let m3 = 0;
    let m4 = 0;
    for (let i = 0; i < n; i++) {
      const d = itemAt(x, i) - mean;
      m2 += d * d;
      m3 += d * d * d;
      m4 += d * d * d * d;
    }
    m2 /= n;
    m3 /= n;
    m4 /= n;
    return { mean, variance: m2, skewness: m3 / m2 ** 1.5, kurtosis: m4 / (m2 * m2) };
  }

  function ks(x: ArrayLike<number>): number {
    const sorted = Float64Array.from(x).sort();
    const n = sorted.length;
    let d = 0;
    for (let i = 0; i < n; i++) {
      const f = normalCdf(itemAt(sorted, i));
      d = Math.max(d, (i + 1) / n - f, f - i / n);
    }
    return d;
  }

  function expectStandardNormal(x: ArrayLike<number>) {
    const n = x.length;
    const m = moments(x);
    expect(Math.abs(m.mean)).toBeLessThan(4 / Math.sqrt(n));
    expect(Math.abs(m.variance - 1)).toBeLessThan(4 * Math.sqrt(2 / n));
    expect(Math.abs(m.skewness)).toBeLessThan(4 * Math.sqrt(6 / n));
    expect(Math.abs(m.kurtosis - 3)).toBeLessThan(4 * Math.sqrt(24 / n));
    expect(ks(x)).toBeLessThan(1.63 / Math.sqrt(n));
  }

  it('200,000 draws of one stream: mean 0, variance 1, skewness 0, kurtosis 3, KS below the 1% critical value', () => {
    const x = engine.sampleNormals(530, 0, 200_000);
    expectStandardNormal(x);
    // successive draws uncorrelated
    let lag = 0;
    for (let i = 1; i < x.length; i++) lag += itemAt(x, i) * itemAt(x, i - 1);
    expect(Math.abs(lag / (x.length - 1))).toBeLessThan(4 / Math.sqrt(x.length));
    // the tail beyond the ziggurat's R = 3.654 is reached, on both sides, about as often as it should:
    // P(|Z| > 3.654) = 2.58e-4 -> about 52 of 200,000 (Poisson sd 7)
    const tail = x.filter((v) => Math.abs(v) > 3.6541528853610088).length;
    expect(tail).toBeGreaterThan(52 - 4 * 7.2);
    expect(tail).toBeLessThan(52 + 4 * 7.2);
    expect(x.some((v) => v > 3.66) && x.some((v) => v < -3.66)).toBe(true);
  });

  it('across streams: the first draws of 20,000 paths are standard normal; neighbouring streams are uncorrelated', () => {
    const first: number[] = [];
    for (let p = 0; p < 20_000; p++) first.push(itemAt(engine.sampleNormals(-12345, p, 1), 0));
    expectStandardNormal(first);
    const a = engine.sampleNormals(-12345, 0, 50_000);
    const b = engine.sampleNormals(-12345, 1, 50_000);
    let cross = 0;
    for (let i = 0; i < a.length; i++) cross += itemAt(a, i) * itemAt(b, i);
    expect(Math.abs(cross / a.length)).toBeLessThan(4 / Math.sqrt(a.length));
  });
});

describe('the compute budget', () => {
  it('mcPathsSimulated = min(mcPaths, max(100, floor(budget / months)))', () => {
    expect(pathsWithinBudget(5000, 1428, 100_000)).toBe(100); // floor(70.0) = 70 -> at least 100
    expect(pathsWithinBudget(5000, 1428, 1_000_000)).toBe(700); // floor(700.28)
    expect(pathsWithinBudget(5000, 1428, 4_000_000)).toBe(2801); // floor(2801.12)
    expect(pathsWithinBudget(300, 1428, 4_000_000)).toBe(300);
    expect(pathsWithinBudget(5000, 1, 4_000_000)).toBe(5000);
    expect(pathsWithinBudget(100, 1428, 1)).toBe(100);
  });

  const longest = {
    asOf: '2027-01-01',
    birthDate: '2027-01-01',
    targetAgeMonths: 1428,
    includeSeed: true,
    annualReturn: 0.05,
    annualVolatility: 0.2,
    mcPaths: 5000,
    mcSeed: 7,
  };

  it('a 1428-month scenario with a small budget simulates fewer paths and says so', () => {
    const small = run(longest, { ...OPTIONS, budgetPathMonths: 100_000 });
    expect(small.assumptions.mcPathsRequested).toBe(5000);
    expect(small.assumptions.mcPathsSimulated).toBe(100);
    expect(small.percentiles.ages).toHaveLength(119);
    const medium = run(longest, { ...OPTIONS, budgetPathMonths: 1_000_000 });
    expect(medium.assumptions.mcPathsSimulated).toBe(700);
    // A clamped run simulates paths 0..699: the same bands as asking for 700 paths.
    const asked = run({ ...longest, mcPaths: 700 }, { ...OPTIONS, budgetPathMonths: 1_000_000 });
    expect(asked.assumptions.mcPathsRequested).toBe(700);
    expect(asked.percentiles).toEqual(medium.percentiles);
    expect(asked.deterministic).toEqual(medium.deterministic);
  });
});

describe('determinism', () => {
  const body = {
    asOf: '2027-05-31',
    birthDate: '2026-11-30',
    targetAgeMonths: 216,
    includeSeed: true,
    mcPaths: 100,
    mcSeed: 530,
    sources: [
      {
        id: 'mum',
        kind: 'family',
        stepUpRate: 0.03,
        schedule: { type: 'monthly', amountCents: '25000', startAgeMonths: 0, endAgeMonths: 216 },
      },
      {
        id: 'job',
        kind: 'employer',
        schedule: { type: 'annual', amountCents: '100000', monthOfYear: 12, startAgeMonths: 0, endAgeMonths: 216 },
      },
    ],
  };

  it('the same projection twice gives identical JSON, also after other work and on another engine', async () => {
    const first = JSON.stringify(run(body));
    expect(JSON.stringify(run(body))).toBe(first);
    // bigger buffers in between (reserve only grows), other seeds and paths
    run({ ...body, targetAgeMonths: 1200, mcPaths: 3000, mcSeed: 1 });
    engine.sampleNormals(530, 0, 10_000);
    expect(JSON.stringify(run(body))).toBe(first);
    const other = await createNodeEngine();
    expect(JSON.stringify(run(body, OPTIONS, other))).toBe(first);
    // and the bands are not degenerate
    const p = JSON.parse(first) as Projection;
    const last = p.percentiles.ages.length - 1;
    const row = p.percentiles.nominalCents.map((r) => Number(r[last]));
    for (let r = 1; r < 5; r++) expect(row[r]).toBeGreaterThan(itemAt(row, r - 1));
  });

  it('another mcSeed gives other bands, the same deterministic path', () => {
    const a = run(body);
    const b = run({ ...body, mcSeed: 531 });
    expect(b.deterministic).toEqual(a.deterministic);
    expect(b.percentiles.nominalCents).not.toEqual(a.percentiles.nominalCents);
  });
});
