// Planning inputs (docs/api.md#money-already-in-the-account, #goals): every new validation rule at
// its pointer, the normalised form, the starting balance on every path, the basis, the warning, and
// the goal block counted independently under both return models. (The deterministic numbers are
// compared to the BigInt reference in cross-check.test.ts.)
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { itemAt } from '../../core/common/checked.js';
import { type Engine, EngineStatus } from '../../core/engine/engine.js';
import { engineInput, project } from '../../core/projection/project.js';
import { decodeShare, encodeShare } from '../../core/scenario/share.js';
import type { Projection } from '../../core/schemas/projection.js';
import { limitForYear, STATUTE } from '../../core/statute/statute.js';
import { checkScenario } from '../../core/validation/validate.js';
import { createNodeEngine } from '../../package/load-node.js';
import { TEST_PROJECT_OPTIONS } from '../helpers/project-options.js';
import { parseHistoryCsv, referenceFactors, referenceWindows } from '../reference/history.js';
import { MATH, nearest, STATUTE as REF_STATUTE, referenceProjection } from '../reference/model.js';

let engine: Engine;
beforeAll(async () => {
  engine = await createNodeEngine();
});

/** A child born in March 2026, seen on 24 November 2026 (8 months old), saving to 18. */
const BASE = {
  asOf: '2026-11-24',
  birthDate: '2026-03-10',
  targetAgeMonths: 216,
  mcPaths: 500,
  sources: [
    {
      id: 'parents',
      kind: 'family',
      schedule: { type: 'monthly', amountCents: '10000', startAgeMonths: 8, endAgeMonths: 216 },
    },
    {
      id: 'grandparents',
      kind: 'relative',
      schedule: { type: 'annual', amountCents: '50000', monthOfYear: 12, startAgeMonths: 0, endAgeMonths: 216 },
    },
    {
      id: 'employer',
      kind: 'employer',
      schedule: { type: 'monthly', amountCents: '5000', startAgeMonths: 8, endAgeMonths: 216 },
    },
    { id: 'city', kind: 'charity', schedule: { type: 'once', amountCents: '25000', atAgeMonths: 24 } },
  ],
};

function problemsOf(body: unknown) {
  const checked = checkScenario(body, STATUTE);
  return checked.ok ? [] : checked.errors.map(({ pointer, code }) => `${pointer} ${code}`);
}

function run(body: Record<string, unknown>): Projection {
  const checked = checkScenario(body, STATUTE);
  if (!checked.ok) throw new Error(`invalid: ${JSON.stringify(checked.errors)}`);
  const outcome = project(engine, checked.scenario, checked.timeline, TEST_PROJECT_OPTIONS);
  if (!outcome.ok) throw new Error(outcome.detail);
  return outcome.projection;
}

describe('validation of the money already in the account and of the goal', () => {
  it('accepts the base scenario, with and without every new field', () => {
    expect(problemsOf(BASE)).toEqual([]);
    const full = {
      ...BASE,
      currentBalanceCents: '150000',
      currentBasisCents: '50000',
      contributedThisYearCents: '50000',
      goal: { amountCents: '5000000', atAgeMonths: 216, real: true, probability: 0.75 },
    };
    expect(problemsOf(full)).toEqual([]);
  });

  it.each([
    [{ currentBalanceCents: '12.50' }, '/currentBalanceCents NOT_CENTS'],
    [{ currentBalanceCents: 1000 }, '/currentBalanceCents WRONG_TYPE'],
    [{ currentBasisCents: '1234567890123' }, '/currentBasisCents NOT_CENTS'],
    [{ contributedThisYearCents: '-1' }, '/contributedThisYearCents NOT_CENTS'],
    [{ currentBalanceCents: '1000', currentBasisCents: '1001' }, '/currentBasisCents BASIS_ABOVE_BALANCE'],
    [{ currentBasisCents: '1' }, '/currentBasisCents BASIS_ABOVE_BALANCE'],
    // 2026's annual limit is $5,000: one cent more is refused.
    [{ contributedThisYearCents: '500001' }, '/contributedThisYearCents ABOVE_YEAR_LIMIT'],
    [{ goal: { amountCents: '0', atAgeMonths: 216 } }, '/goal/amountCents TOO_SMALL'],
    [{ goal: { amountCents: '100', atAgeMonths: 8 } }, '/goal/atAgeMonths GOAL_AGE_OUTSIDE_HORIZON'],
    [{ goal: { amountCents: '100', atAgeMonths: 217 } }, '/goal/atAgeMonths GOAL_AGE_OUTSIDE_HORIZON'],
    [{ goal: { amountCents: '100', atAgeMonths: 100, probability: 0 } }, '/goal/probability TOO_SMALL'],
    [{ goal: { amountCents: '100', atAgeMonths: 100, probability: 1 } }, '/goal/probability TOO_LARGE'],
    [{ goal: { amountCents: '100', atAgeMonths: 100, real: 'yes' } }, '/goal/real WRONG_TYPE'],
    [{ goal: { amountCents: '100', atAgeMonths: 100, extra: 1 } }, '/goal/extra UNKNOWN_FIELD'],
    [{ goal: { atAgeMonths: 100 } }, '/goal/amountCents REQUIRED'],
    [{ goal: [] }, '/goal WRONG_TYPE'],
  ])('%j -> %s', (fields, expected) => {
    expect(problemsOf({ ...BASE, ...fields })).toEqual([expected]);
  });

  it('refuses money in the account of a child not yet born, at each field', () => {
    const expected = { ...BASE, birthDate: '2027-02-01', currentBalanceCents: '100', contributedThisYearCents: '100' };
    expect(problemsOf(expected)).toEqual([
      '/currentBalanceCents CHILD_NOT_BORN',
      '/contributedThisYearCents CHILD_NOT_BORN',
    ]);
    expect(problemsOf({ ...expected, currentBalanceCents: '0', contributedThisYearCents: '0' })).toEqual([]);
  });

  it('holds deposits already made to the limit of asOf’s year, indexed as the engine indexes it', () => {
    for (const [asOf, inflation] of [
      ['2026-11-24', 0.025],
      ['2031-05-01', 0.025],
      ['2033-02-01', 0.2],
    ] as const) {
      const limit = limitForYear(STATUTE.annualLimit, Number(asOf.slice(0, 4)), inflation);
      const body = { ...BASE, asOf, annualInflation: inflation };
      expect(problemsOf({ ...body, contributedThisYearCents: String(limit) }), asOf).toEqual([]);
      expect(problemsOf({ ...body, contributedThisYearCents: String(limit + 1) }), asOf).toEqual([
        '/contributedThisYearCents ABOVE_YEAR_LIMIT',
      ]);
    }
    // After the growth period the IRA limit is the year's limit (the child is 20 in 2046).
    const adult = { ...BASE, asOf: '2046-06-01', targetAgeMonths: 300, sources: [] };
    const ira = limitForYear(STATUTE.iraLimit, 2046, 0.025);
    expect(problemsOf({ ...adult, contributedThisYearCents: String(ira) })).toEqual([]);
    expect(problemsOf({ ...adult, contributedThisYearCents: String(ira + 1) })).toEqual([
      '/contributedThisYearCents ABOVE_YEAR_LIMIT',
    ]);
  });

  it('says in the problem which limit and year it used', () => {
    const checked = checkScenario({ ...BASE, contributedThisYearCents: '999999' }, STATUTE);
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.errors[0]?.params).toEqual({ limitCents: '500000', year: 2026 });
    expect(checked.errors[0]?.message).toContain('$5,000.00');
  });
});

describe('the normalised scenario', () => {
  it('omits zero amounts and an absent goal, so older share links keep their bytes', () => {
    const plain = checkScenario(BASE, STATUTE);
    const zeros = checkScenario(
      { ...BASE, currentBalanceCents: '0', currentBasisCents: '000', contributedThisYearCents: '0' },
      STATUTE,
    );
    if (!plain.ok || !zeros.ok) throw new Error('invalid');
    expect(encodeShare(zeros.scenario)).toBe(encodeShare(plain.scenario));
    expect(Object.keys(plain.scenario)).not.toContain('goal');
  });

  it('writes amounts without leading zeros and the goal with its defaults, and a link carries them', () => {
    const checked = checkScenario(
      { ...BASE, currentBalanceCents: '0012345', goal: { amountCents: '0500', atAgeMonths: 120 } },
      STATUTE,
    );
    if (!checked.ok) throw new Error('invalid');
    expect(checked.scenario.currentBalanceCents).toBe('12345');
    expect(checked.scenario.goal).toEqual({ amountCents: '500', atAgeMonths: 120, real: false, probability: 0.5 });
    const decoded = decodeShare(encodeShare(checked.scenario));
    if (!decoded.ok) throw new Error(decoded.message);
    const again = checkScenario(decoded.value, STATUTE);
    if (!again.ok) throw new Error('invalid');
    expect(again.scenario).toEqual(checked.scenario);
  });
});

describe('the projection with money already in the account', () => {
  it('starts every simulated path from the balance: with no volatility every band is the deterministic path', () => {
    const p = run({ ...BASE, annualVolatility: 0, currentBalanceCents: '123456' });
    const milestones = p.deterministic.milestones.map((m) => m.nominalCents);
    for (const row of p.percentiles.nominalCents) expect(row).toEqual(milestones);
    const without = run({ ...BASE, annualVolatility: 0 });
    expect(Number(p.deterministic.finalNominalCents)).toBeGreaterThan(Number(without.deterministic.finalNominalCents));
  });

  it('starts every history window from the balance: every band is higher at every age', () => {
    const body = { ...BASE, returnModel: 'historical', currentBalanceCents: '777777', targetAgeMonths: 60 };
    const p = run(body);
    const plain = run({ ...body, currentBalanceCents: '0' });
    // Every percentile is higher with money in the account, at every age.
    p.percentiles.nominalCents.forEach((row, r) =>
      row.forEach((cents, c) =>
        expect(Number(cents)).toBeGreaterThan(Number(itemAt(itemAt(plain.percentiles.nominalCents, r), c))),
      ),
    );
  });

  it('reports growth net of the starting balance, and the basis and taxable amount', () => {
    const body = { ...BASE, annualVolatility: 0, currentBalanceCents: '200000', currentBasisCents: '120000' };
    const d = run(body).deterministic;
    const final = Number(d.finalNominalCents);
    expect(Number(d.growthCents)).toBe(final - Number(d.contributedCents) - Number(d.seedCents) - 200000);
    expect(Number(d.taxableCents)).toBe(final - Number(d.basisCents));
    // The basis: the starting basis plus the family and relative deposits alone (not the employer's,
    // the charity's or the seed). Without the employer and the charity, contributed = family + relative.
    const familyOnly = run({ ...body, sources: BASE.sources.slice(0, 2) }).deterministic;
    expect(Number(familyOnly.basisCents)).toBe(120000 + Number(familyOnly.contributedCents));
    expect(d.basisCents).toBe(familyOnly.basisCents); // the employer cuts nothing here
  });

  it('is negative taxable after losses: basis above the balance', () => {
    const d = run({
      ...BASE,
      annualReturn: -0.3,
      currentBalanceCents: '500000',
      currentBasisCents: '500000',
    }).deterministic;
    expect(Number(d.taxableCents)).toBeLessThan(0);
  });

  it('lets deposits already made this year use up the year’s room first', () => {
    const lump = {
      ...BASE,
      sources: [{ id: 'gift', kind: 'family', schedule: { type: 'once', amountCents: '400000', atAgeMonths: 9 } }],
    };
    expect(run(lump).deterministic.cappedCents).toBe('0');
    const used = run({ ...lump, currentBalanceCents: '300000', contributedThisYearCents: '300000' });
    // $5,000 - $3,000 already given leaves $2,000 of the $4,000 gift (age 9 months is December 2026).
    expect(used.deterministic.cappedCents).toBe('200000');
    expect(used.warnings.map((w) => w.code)).toContain('ANNUAL_LIMIT');
    // Next year's room is whole again.
    const nextYear = run({
      ...lump,
      sources: [{ ...itemAt(lump.sources, 0), schedule: { type: 'once', amountCents: '400000', atAgeMonths: 11 } }],
      contributedThisYearCents: '500000',
    });
    expect(nextYear.deterministic.cappedCents).toBe('0');
  });

  it('warns that the seed may already be in the balance only when both are counted', () => {
    const codes = (fields: Record<string, unknown>) => run({ ...BASE, ...fields }).warnings.map((w) => w.code);
    expect(codes({ currentBalanceCents: '100000' })).toContain('SEED_MAY_BE_IN_BALANCE');
    expect(codes({ currentBalanceCents: '100000', includeSeed: false })).not.toContain('SEED_MAY_BE_IN_BALANCE');
    expect(codes({})).not.toContain('SEED_MAY_BE_IN_BALANCE');
    // A child born in 2024 gets no seed: nothing to count twice.
    expect(codes({ birthDate: '2024-06-01', currentBalanceCents: '100000' })).not.toContain('SEED_MAY_BE_IN_BALANCE');
  });
});

describe('the goal block', () => {
  it('leaves every other field as it is without a goal, even at an age that is not a checkpoint', () => {
    const without = run(BASE);
    const withGoal = run({ ...BASE, goal: { amountCents: '3000000', atAgeMonths: 100 } });
    const { goal, ...rest } = withGoal;
    expect(rest).toEqual(without);
    expect(goal).toMatchObject({ amountCents: '3000000', atAgeMonths: 100, real: false, probability: 0.5 });
  });

  it('counts the paths whose balance at the goal age reaches it, nominal and real', () => {
    for (const real of [false, true]) {
      const goal = { amountCents: '2000000', atAgeMonths: 100, real, probability: 0.8 };
      const p = run({ ...BASE, goal });
      // Independently: the same paths to age 100 (a path's stream does not depend on the horizon),
      // each balance read from the engine and counted here.
      const checked = checkScenario({ ...BASE, targetAgeMonths: 100 }, STATUTE);
      if (!checked.ok) throw new Error('invalid');
      const input = engineInput(checked.scenario, checked.timeline, STATUTE);
      const paths = p.assumptions.mcPathsSimulated;
      const det = engine.deterministic(input, paths);
      if (det.status !== EngineStatus.Ok) throw new Error('engine');
      expect(engine.simulate(0, paths, paths)).toBe(EngineStatus.Ok);
      const last = input.checkpointAges.length - 1;
      const deflator = itemAt(det.value.deflators, last);
      const balances = engine.balancesAt(last, paths);
      const reaching = Array.from(balances).filter((b) => (real ? nearest(b / deflator) : b) >= 2000000).length;
      expect(p.goal, `real ${real}`).toEqual({
        ...goal,
        deterministicReaches:
          (real ? nearest(det.value.finalNominalCents / deflator) : det.value.finalNominalCents) >= 2000000,
        paths,
        pathsReaching: reaching,
        pathsNeeded: Math.ceil(0.8 * paths),
        chance: reaching / paths,
      });
      expect(reaching).toBeGreaterThan(0);
      expect(reaching).toBeLessThan(paths);
    }
  });

  it('needs the paths a decimal probability says (0.07 of 100 paths is 7)', () => {
    const p = run({ ...BASE, mcPaths: 100, goal: { amountCents: '100', atAgeMonths: 216, probability: 0.07 } });
    expect(p.goal?.pathsNeeded).toBe(7);
    expect(p.goal?.pathsReaching).toBe(100);
    expect(p.goal?.chance).toBe(1);
  });

  it('counts history windows as the plain rolling-window model does, with a starting balance', () => {
    const rows = parseHistoryCsv(
      readFileSync(new URL('../../data/sp500-monthly-1871-2023.csv', import.meta.url), 'utf8'),
    );
    const factors = referenceFactors(rows);
    const body = {
      ...BASE,
      returnModel: 'historical',
      currentBalanceCents: '250000',
      currentBasisCents: '100000',
      goal: { amountCents: '4000000', atAgeMonths: 150 },
    };
    const p = run(body);
    const det = engine.deterministic(
      (() => {
        const c = checkScenario(body, STATUTE);
        if (!c.ok) throw new Error('invalid');
        return engineInput(c.scenario, c.timeline, STATUTE);
      })(),
      factors.length,
    );
    if (det.status !== EngineStatus.Ok) throw new Error('engine');
    const ref = referenceProjection(
      {
        asOf: BASE.asOf,
        birthDate: BASE.birthDate,
        targetAgeMonths: 216,
        includeSeed: true,
        annualReturn: 0.07,
        returnIsReal: true,
        annualInflation: 0.025,
        annualFee: 0.0003,
        sources: BASE.sources.map((source) => ({ stepUpRate: 0, ...structuredClone(source) })) as never,
        currentBalanceCents: '250000',
        currentBasisCents: '100000',
      },
      REF_STATUTE,
      { growth: () => det.value.monthlyGrowth, deflator: MATH.deflator },
    );
    if (!ref.ok) throw new Error(ref.error);
    const step = 150 - ref.result.startAgeMonths;
    const windows = referenceWindows({
      deposits: ref.result.deposits,
      factors,
      h: det.value.inflationAndFee,
      checkpointSteps: [step],
      startBalance: 250000n,
    });
    if (!windows) throw new Error('out of range');
    const reaching = itemAt(windows, 0).filter((b) => b >= 4000000n).length;
    // The complete windows of the whole horizon, though the goal's age comes earlier.
    const complete = factors.length - ref.result.months + 1;
    expect(itemAt(windows, 0)).toHaveLength(complete);
    expect(p.goal?.paths).toBe(complete);
    expect(p.goal?.pathsReaching).toBe(reaching);
    expect(reaching).toBeGreaterThan(0);
    expect(reaching).toBeLessThan(complete);
    expect(p.deterministic.basisCents).toBe(String(ref.result.basisCents));
  });
});
