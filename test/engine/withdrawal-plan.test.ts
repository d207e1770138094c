// The plan block's path-by-path parts (docs/after-tax.md#the-plan-block) against the test's own
// reference: for every path the engine simulated (a small count, both return models), the plan of
// each account by the BigInt recursion of test/tax/plan-reference.ts with the independent tax
// reference, its total and real total, then the type 7 percentiles of the totals and the count of
// paths on which the Trump account's total is at least the other account's, all written here. The
// cases run one after another, so the walk's arrays kept between plans (core/projection/plan-block.ts)
// are met again at the same path count (101, lognormal, back to back) and after another count.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../../core/engine/engine.js';
import { project } from '../../core/projection/project.js';
import type { Projection } from '../../core/schemas/projection.js';
import { STATUTE } from '../../core/statute/statute.js';
import { checkScenario } from '../../core/validation/validate.js';
import { createNodeEngine } from '../../package/load-node.js';
import { TEST_PROJECT_OPTIONS } from '../helpers/project-options.js';
import { MATH, nearest } from '../reference/model.js';
import { type7, type7Value } from '../reference/percentile.js';
import { type RefRule, refPlan } from '../tax/plan-reference.js';
import { type RefCase, ref529, refCustodial, refTrump } from '../tax/reference.js';
import { PLAN_BASE } from './plan-scenario.js';

let engine: Engine;
beforeAll(async () => {
  engine = await createNodeEngine();
});

const ACCOUNTS: [key: 'trumpAccount' | 'plan529' | 'custodial', RefRule, side: boolean][] = [
  ['trumpAccount', refTrump, false],
  ['plan529', ref529, true],
  ['custodial', refCustodial, true],
];

function check(
  body: Record<string, unknown>,
  plan: { fromAgeMonths: number; years: number; method?: 'equal' | 'expenses' },
) {
  const c = checkScenario(body, STATUTE);
  if (!c.ok) throw new Error(JSON.stringify(c.errors));
  const outcome = project(engine, c.scenario, c.timeline, TEST_PROJECT_OPTIONS);
  if (!outcome.ok) throw new Error(outcome.detail);
  const projection: Projection = outcome.projection;
  const block = projection.afterTax?.plan;
  const afterTax = projection.afterTax;
  if (block === undefined || afterTax === undefined) throw new Error('no plan block');
  const paths = projection.assumptions.mcPathsSimulated;
  const ages = Array.from({ length: plan.years }, (_, k) => plan.fromAgeMonths + 12 * k);
  const engineColumns = ages.map((age) => c.timeline.checkpointAges.indexOf(age));
  const basis = BigInt(afterTax.trumpAccount.deterministic[engineColumns[0] ?? 0]?.basisCents ?? '0');
  const spec = body.afterTax as { use: RefCase['use']; qualifiedExpensesCents?: string; otherIncomeCents?: string };
  const expenses = spec.qualifiedExpensesCents === undefined ? undefined : BigInt(spec.qualifiedExpensesCents);
  const cases: RefCase[] = ages.map((ageMonths) => ({
    use: spec.use,
    other: BigInt(spec.otherIncomeCents ?? '0'),
    otherUnearned: 0n,
    parentOrdinary: { n: 22n, d: 100n },
    parentGains: { n: 15n, d: 100n },
    ordinary: undefined,
    gains: undefined,
    kiddieTax: undefined,
    expenses,
    ageMonths,
    year: 2026 + ageMonths / 12,
    birthYear: 2026,
    bornJanuaryFirst: false,
    inflation: projection.assumptions.annualInflation,
  }));
  const deflators = ages.map((age) =>
    MATH.deflator(projection.assumptions.annualInflation, age - c.timeline.startAgeMonths),
  );
  const totals: Record<string, bigint[]> = {};
  for (const [key, rule, side] of ACCOUNTS) {
    const balances = engineColumns.map((col) =>
      side ? engine.sideBalancesAt(col, paths) : engine.balancesAt(col, paths),
    );
    const net: bigint[] = [];
    const real: bigint[] = [];
    /** What each path still holds after withdrawal k: [k][path]. */
    const left: bigint[][] = ages.map(() => []);
    for (let p = 0; p < paths; p++) {
      const years = refPlan(
        rule,
        balances.map((b) => BigInt(b[p] as number)),
        basis,
        cases,
        plan.method ?? 'equal',
        expenses,
      );
      if (years === null) throw new Error('not available');
      years.forEach((y, k) => left[k]?.push(y.left));
      net.push(years.reduce((sum, y) => sum + y.net, 0n));
      real.push(years.reduce((sum, y, k) => sum + BigInt(nearest(Number(y.net) / (deflators[k] as number))), 0n));
    }
    totals[key] = net;
    const levels = [0.1, 0.25, 0.5, 0.75, 0.9];
    if (key === 'trumpAccount') {
      // What the account still holds after each withdrawal, as the projection's percentiles read:
      // the real band deflates the unrounded percentile (docs/model.md#percentiles).
      const bandsOf = (real: boolean) =>
        levels.map((q) =>
          left.map((values, k) => {
            const v = type7Value(values, q);
            return String(nearest(real ? v / (deflators[k] as number) : v));
          }),
        );
      expect(block.trumpAccountLeft.nominalCents).toEqual(bandsOf(false));
      expect(block.trumpAccountLeft.realCents).toEqual(bandsOf(true));
      // The last withdrawal takes the rest on every path.
      expect(block.trumpAccountLeft.nominalCents.map((row) => row.at(-1))).toEqual(levels.map(() => '0'));
      expect(left.at(-2)?.some((value) => value > 0n)).toBe(true);
    }
    expect(block[key].netCents, key).toEqual(levels.map((q) => type7(net, q)));
    expect(block[key].netRealCents, key).toEqual(levels.map((q) => type7(real, q)));
    const det = block[key].deterministic;
    expect(det.years.map((y) => y.netRealCents)).toEqual(
      det.years.map((y, k) => String(nearest(Number(y.netCents) / (deflators[k] as number)))),
    );
  }
  const ahead = (other: string) =>
    (totals.trumpAccount ?? []).filter((t, p) => t >= ((totals[other] ?? [])[p] ?? 0n)).length;
  expect(block.paths).toBe(paths);
  expect(block.trumpAheadOf529).toBe(ahead('plan529'));
  expect(block.trumpAheadOfCustodial).toBe(ahead('custodial'));
  return block;
}

describe('the plan block, path by path, against the reference', () => {
  it('lognormal and historical, education by expenses and equal shares, a long retirement plan', () => {
    const education = {
      use: 'education',
      qualifiedExpensesCents: '2000000',
      plan: { fromAgeMonths: 216, years: 4, method: 'expenses' as const },
    };
    const equal = { use: 'any', otherIncomeCents: '2500000', plan: { fromAgeMonths: 228, years: 5 } };
    const retirement = { use: 'retirement', otherIncomeCents: '4000000', plan: { fromAgeMonths: 780, years: 20 } };
    const cases: [Record<string, unknown>, { fromAgeMonths: number; years: number; method?: 'equal' | 'expenses' }][] =
      [
        [{ ...PLAN_BASE, targetAgeMonths: 276, afterTax: education }, education.plan],
        [{ ...PLAN_BASE, targetAgeMonths: 276, returnModel: 'historical', afterTax: education }, education.plan],
        // Family money only: the 529 plan's tax-free education withdrawals come out ahead.
        [
          {
            ...PLAN_BASE,
            sources: PLAN_BASE.sources.slice(0, 1),
            includeSeed: false,
            targetAgeMonths: 276,
            afterTax: education,
          },
          education.plan,
        ],
        [{ ...PLAN_BASE, targetAgeMonths: 300, afterTax: equal }, equal.plan],
        [{ ...PLAN_BASE, targetAgeMonths: 1020, mcSeed: 7, afterTax: retirement }, retirement.plan],
        [{ ...PLAN_BASE, targetAgeMonths: 1020, returnModel: 'historical', afterTax: retirement }, retirement.plan],
      ];
    const seen = { ahead: 0, behind: 0 };
    for (const [body, plan] of cases) {
      const block = check(body, plan);
      seen.ahead += block.trumpAheadOf529 + block.trumpAheadOfCustodial;
      seen.behind += 2 * block.paths - block.trumpAheadOf529 - block.trumpAheadOfCustodial;
    }
    // The counts are not all one way, so they measure something.
    expect(seen.ahead).toBeGreaterThan(0);
    expect(seen.behind).toBeGreaterThan(0);
  });
});
