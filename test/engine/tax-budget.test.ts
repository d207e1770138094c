// The compute budget counts the tax work (docs/model.md#the-compute-budget): each path's years of a
// withdrawal plan, of a Roth conversion and of the Roth's withdrawals, in path-months, clamp the
// paths as the simulated months do; returns computed by the exact forms in BigInt are counted as
// they are computed, and past what the budget buys the projection is refused with a problem that
// says what to lower. A request whose work fits keeps today's paths, so its bytes.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../../core/engine/engine.js';
import {
  EXACT_RETURN_PATH_MONTHS,
  pathMonthsPerPath,
  STATE_TAX_YEAR_PATH_MONTHS,
  TAX_YEAR_PATH_MONTHS,
  taxPathMonths,
} from '../../core/projection/project.js';
import { BUDGET_PATH_MONTHS, type SiteOptions } from '../../core/projection/project-scenario.js';
import { projectScenario, solveScenario } from '../../package/answer-json.js';
import { createNodeEngine } from '../../package/load-node.js';

const SITE: SiteOptions = { siteUrl: 'https://530a.example' };
const UNBOUNDED: SiteOptions = { ...SITE, budgetPathMonths: 1_000_000_000 };
const BUDGET = BUDGET_PATH_MONTHS.default;

let engine: Engine;
beforeAll(async () => {
  engine = await createNodeEngine();
});

const NEWBORN = { asOf: '2026-11-21', birthDate: '2026-11-01' };
/** The review's heaviest request: to 119 years, 5000 paths, a 30-year conversion and a 70-year plan. */
const HEAVIEST = {
  ...NEWBORN,
  targetAgeMonths: 1428,
  mcPaths: 5000,
  afterTax: {
    use: 'any',
    conversion: { fromAgeMonths: 216, years: 30, taxPaidFrom: 'account' },
    plan: { fromAgeMonths: 600, years: 70 },
  },
};
/** Every return past the doubles' bound: other incomes of $10 billion. */
const PAST_THE_DOUBLES = { otherIncomeCents: '999999999999', otherUnearnedIncomeCents: '999999999999' };

function projected(body: object, site: SiteOptions = SITE) {
  const answer = projectScenario(engine, body, site);
  if (!answer.ok) throw new Error(JSON.stringify(answer).slice(0, 400));
  return answer;
}

/** The paths before the tax work counted: min(mcPaths, max(100, floor(budget / (runs x months)))). */
function pathsBefore(body: { mcPaths?: number; afterTax?: object }, months: number): number {
  const runs = body.afterTax === undefined ? 1 : 2;
  return Math.min(body.mcPaths ?? 2000, Math.max(100, Math.floor(BUDGET / (runs * months))));
}

describe('the tax work in the compute budget', () => {
  it('charges each path its plan years, its conversion years and the Roth withdrawals after them', () => {
    const { plan, conversion } = TAX_YEAR_PATH_MONTHS;
    expect(taxPathMonths(undefined)).toBe(0);
    expect(
      taxPathMonths({ use: 'any', otherIncomeCents: '0', parentOrdinaryRate: 0.22, parentCapitalGainsRate: 0.15 }),
    ).toBe(0);
    const heaviest = projected(HEAVIEST);
    // 30 conversions, then the 70 withdrawals of the plan from the Roth, beside the plan's 70 years.
    const perPath = 2 * 1428 + 70 * plan + (30 + 70) * conversion;
    expect(heaviest.projection.assumptions.mcPathsSimulated).toBe(Math.floor(BUDGET / perPath));
    expect(heaviest.projection.afterTax?.plan?.paths).toBe(Math.floor(BUDGET / perPath));
    expect(heaviest.projection.afterTax?.conversion?.paths).toBe(Math.floor(BUDGET / perPath));
    // Without a plan the Roth pays out once, at the target.
    const { plan: _, ...once } = HEAVIEST.afterTax;
    const converted = projected({ ...HEAVIEST, afterTax: once });
    expect(converted.projection.assumptions.mcPathsSimulated).toBe(Math.floor(BUDGET / (2 * 1428 + 31 * conversion)));
    // With a state, its return in every conversion and Roth withdrawal year costs more.
    const state = STATE_TAX_YEAR_PATH_MONTHS;
    expect(state.conversion).toBeGreaterThan(conversion);
    const withState = projected({ ...HEAVIEST, afterTax: { ...HEAVIEST.afterTax, state: 'NY' } });
    const statePerPath = 2 * 1428 + 70 * state.plan + (30 + 70) * state.conversion;
    expect(withState.projection.assumptions.mcPathsSimulated).toBe(Math.max(100, Math.floor(BUDGET / statePerPath)));
    expect(withState.projection.assumptions.mcPathsSimulated).toBeLessThan(
      heaviest.projection.assumptions.mcPathsSimulated,
    );
  });

  it('keeps the paths, and so the bytes, of every request whose work fits the budget', () => {
    const fitting: { targetAgeMonths: number; mcPaths?: number; afterTax?: object }[] = [
      { ...NEWBORN, targetAgeMonths: 216 },
      { ...NEWBORN, targetAgeMonths: 216, afterTax: { use: 'education' } },
      { ...NEWBORN, targetAgeMonths: 252, afterTax: { use: 'education', plan: { fromAgeMonths: 216, years: 4 } } },
      { ...NEWBORN, targetAgeMonths: 336, afterTax: { use: 'any', plan: { fromAgeMonths: 216, years: 10 } } },
      {
        ...NEWBORN,
        targetAgeMonths: 840,
        mcPaths: 300,
        afterTax: {
          use: 'retirement',
          conversion: { fromAgeMonths: 216, years: 4 },
          plan: { fromAgeMonths: 780, years: 5 },
        },
      },
      { ...NEWBORN, targetAgeMonths: 1428, mcPaths: 5000 }, // clamped as before: no tax work
      { ...NEWBORN, targetAgeMonths: 1428, mcPaths: 5000, afterTax: { use: 'any' } },
    ];
    for (const body of fitting) {
      const answer = projected(body);
      const { assumptions, deterministic } = answer.projection;
      expect(assumptions.mcPathsSimulated, JSON.stringify(body)).toBe(pathsBefore(body, deterministic.months));
      // The budget decides the paths and nothing else: the same bytes as those paths run unclamped.
      expect(projected({ ...body, mcPaths: assumptions.mcPathsSimulated }, UNBOUNDED).json).toBe(
        projected({ ...body, mcPaths: assumptions.mcPathsSimulated }).json,
      );
      if (assumptions.mcPathsSimulated === (body.mcPaths ?? 2000)) {
        expect(answer.json).toBe(projected(body, UNBOUNDED).json);
      }
    }
  });

  it('only ever lowers the paths, where the tax work does not fit beside the simulated months', () => {
    for (const targetAgeMonths of [240, 480, 840, 1428]) {
      const last = Math.floor((targetAgeMonths - 216) / 12) + 1; // the birthdays from 18 to the target
      for (const years of [1, 3, 10]) {
        const afterTaxes = [{ use: 'any', plan: { fromAgeMonths: 216, years: Math.min(years, last) } }];
        if (2 * years <= last) {
          const plan = { fromAgeMonths: 216 + 12 * years, years };
          afterTaxes.push({ use: 'any', conversion: { fromAgeMonths: 216, years }, plan } as (typeof afterTaxes)[0]);
        }
        for (const afterTax of afterTaxes) {
          const body = { ...NEWBORN, targetAgeMonths, mcPaths: 5000, afterTax };
          const answer = projected(body);
          const { months } = answer.projection.deterministic;
          const paths = answer.projection.assumptions.mcPathsSimulated;
          const before = pathsBefore(body, months);
          expect(paths, JSON.stringify(body)).toBeLessThanOrEqual(before);
          const charged = pathMonthsPerPath({ afterTax } as Parameters<typeof pathMonthsPerPath>[0], months);
          expect(paths).toBe(Math.min(before, Math.max(100, Math.floor(BUDGET / charged))));
        }
      }
    }
  });

  it('charges a solve’s final projection alike, so a solve with the heaviest tax work is clamped too', () => {
    const body = {
      scenario: {
        ...HEAVIEST,
        sources: [{ id: 'gift', kind: 'charity', schedule: { type: 'once', amountCents: '100000', atAgeMonths: 1 } }],
        goal: { amountCents: '100000000', atAgeMonths: 1428, probability: 0.5 },
      },
      sourceId: 'gift',
    };
    const solved = solveScenario(engine, body, SITE);
    if (!solved.ok) throw new Error(JSON.stringify(solved).slice(0, 400));
    expect(solved.solution.projection.assumptions.mcPathsSimulated).toBe(
      projected(HEAVIEST).projection.assumptions.mcPathsSimulated,
    );
  });
});

describe('returns by the exact forms', () => {
  const allowance = Math.floor(BUDGET / EXACT_RETURN_PATH_MONTHS).toLocaleString('en-US');

  it('refuses a historical projection that needs more than the budget buys, saying what to lower', () => {
    const body = {
      ...NEWBORN,
      targetAgeMonths: 1020,
      returnModel: 'historical',
      afterTax: {
        use: 'any',
        ...PAST_THE_DOUBLES,
        conversion: { fromAgeMonths: 216, years: 5 },
        plan: { fromAgeMonths: 276, years: 63 },
      },
    };
    const answer = projectScenario(engine, body, SITE);
    expect(answer).toMatchObject({ ok: false, code: 'COMPUTE_BUDGET_EXCEEDED' });
    if (answer.ok || answer.code !== 'COMPUTE_BUDGET_EXCEEDED') return;
    expect(answer.detail).toContain(`more than ${allowance} returns`);
    // Every window of history runs: no fewer mcPaths.
    expect(answer.detail).toMatch(
      /Lower the deposits or the other incomes, give rates of fewer decimals, or ask for fewer afterTax\.plan\.years or afterTax\.conversion\.years\.$/,
    );
    // The same request answers within a budget that buys its returns, with the same bytes each time.
    const larger = { ...SITE, budgetPathMonths: 100 * BUDGET };
    expect(projected(body, larger).json).toBe(projected(body, larger).json);
    // And its ordinary incomes take the doubles and lines: answered within the default budget.
    const { otherIncomeCents: _, otherUnearnedIncomeCents: __, ...ordinary } = body.afterTax;
    expect(projected({ ...body, afterTax: ordinary }).projection.afterTax?.conversion?.paths).toBe(1830 - 1020);
  });

  it('refuses a simulated projection the same way, with fewer paths among the changes', () => {
    const body = { ...HEAVIEST, afterTax: { ...HEAVIEST.afterTax, ...PAST_THE_DOUBLES } };
    const answer = projectScenario(engine, body, SITE);
    expect(answer).toMatchObject({ ok: false, code: 'COMPUTE_BUDGET_EXCEEDED' });
    if (answer.ok || answer.code !== 'COMPUTE_BUDGET_EXCEEDED') return;
    expect(answer.detail).toMatch(/ask for fewer afterTax\.plan\.years, afterTax\.conversion\.years or mcPaths\.$/);
    // A large deposit takes balances past the doubles as well: counted the same way.
    const gift = {
      ...NEWBORN,
      targetAgeMonths: 840,
      returnModel: 'historical',
      sources: [
        { id: 'gift', kind: 'charity', schedule: { type: 'once', amountCents: '999999999999', atAgeMonths: 0 } },
      ],
      afterTax: { use: 'any', conversion: { fromAgeMonths: 216, years: 5 }, plan: { fromAgeMonths: 276, years: 48 } },
    };
    expect(projectScenario(engine, gift, SITE)).toMatchObject({ ok: false, code: 'COMPUTE_BUDGET_EXCEEDED' });
  });

  it('counts nothing where the doubles and the lines answer: ordinary plans pass the smallest budget', () => {
    const smallest = { ...SITE, budgetPathMonths: BUDGET_PATH_MONTHS.min }; // an allowance of 6 returns
    const plan = { use: 'any', plan: { fromAgeMonths: 216, years: 4 } };
    for (const returnModel of ['lognormal', 'historical']) {
      const body = { ...NEWBORN, targetAgeMonths: 252, returnModel, afterTax: plan };
      expect(projected(body, smallest).projection.afterTax?.plan).toBeDefined();
    }
  });
});
