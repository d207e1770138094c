// The afterTax block with a state (docs/after-tax.md#state-tax), on New York's rules (its $20,000
// pension and annuity exclusion from 59 1/2, its joint schedule): every
// deterministic entry of every account carries the state tax the withdrawal adds, as the plain
// reference (test/tax/states/state-reference.ts) computes it from the entry's own amounts, and its
// net is the balance less every tax; the bands include it; a plan's years too; and without a state no entry has the field.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../../core/engine/engine.js';
import { project } from '../../core/projection/project.js';
import type { Projection } from '../../core/schemas/projection.js';
import { STATE_TAX } from '../../core/statute/states/index.js';
import { STATUTE } from '../../core/statute/statute.js';
import { checkScenario } from '../../core/validation/validate.js';
import { createNodeEngine } from '../../package/load-node.js';
import { TEST_PROJECT_OPTIONS } from '../helpers/project-options.js';
import { fraction, refStateAddedTax } from '../tax/states/state-reference.js';

let engine: Engine;
beforeAll(async () => {
  engine = await createNodeEngine();
});

function run(body: unknown): Projection {
  const c = checkScenario(body, STATUTE);
  if (!c.ok) throw new Error(JSON.stringify(c.errors));
  const outcome = project(engine, c.scenario, c.timeline, TEST_PROJECT_OPTIONS);
  if (!outcome.ok) throw new Error(outcome.detail);
  return outcome.projection;
}

const BIRTH_YEAR = 2010;
const SCENARIO = {
  asOf: '2026-11-24',
  birthDate: `${BIRTH_YEAR}-03-10`,
  targetAgeMonths: 780,
  mcPaths: 300,
  currentBalanceCents: '2000000',
  currentBasisCents: '1000000',
  sources: [
    {
      id: 'parents',
      kind: 'family',
      schedule: { type: 'monthly', amountCents: '30000', startAgeMonths: 200, endAgeMonths: 216 },
    },
  ],
  afterTax: {
    use: 'retirement',
    otherIncomeCents: '4000000',
    otherUnearnedIncomeCents: '50000',
    filingStatus: 'marriedJoint',
  },
};
const withState = { ...SCENARIO, afterTax: { ...SCENARIO.afterTax, state: 'NY' } };

describe('the block with a state', () => {
  const without = () => run(SCENARIO);
  const withIt = () => run(withState);

  it('every deterministic entry adds the state tax the reference gives, and nets it', () => {
    const [a, b] = [without(), withIt()];
    expect(JSON.stringify(a)).not.toContain('stateTaxCents');
    expect(b.afterTax?.input).toMatchObject({ state: 'NY', parentStateRate: 0.054 });
    const kinds = { trumpAccount: 'trumpCents', plan529: 'plan529EarningsCents', custodial: 'gainsCents' } as const;
    let positive = 0;
    for (const name of ['trumpAccount', 'plan529', 'custodial'] as const) {
      const entries = b.afterTax?.[name].deterministic ?? [];
      const federal = a.afterTax?.[name].deterministic ?? [];
      entries.forEach((entry, c) => {
        const fed = federal[c];
        expect(entry.incomeTaxCents).toBe(fed?.incomeTaxCents);
        if (!entry.available) return expect(entry.stateTaxCents).toBeNull();
        const taxable = BigInt(Math.max(0, Number(entry.grossCents) - Number(entry.basisCents)));
        const year = BIRTH_YEAR + Math.floor((entry.ageMonths + 2) / 12); // the column's date: March 10 + months
        const ageAtEnd = year - BIRTH_YEAR;
        const dependent = ageAtEnd <= 18;
        const base = {
          filingStatus: 'marriedJoint' as const,
          year,
          annualInflation: 0.025,
          ageAtEnd,
          ageMonthsAtEnd: ageAtEnd * 12 + 9,
          dependent,
          parentStateRate: fraction('0.0625'),
          wagesCents: 4_000_000n,
          interestCents: 50_000n,
          trumpCents: 0n,
          plan529EarningsCents: 0n,
          gainsCents: 0n,
        };
        const expected = refStateAddedTax(STATE_TAX.NY, base, { ...base, [kinds[name]]: taxable });
        expect(entry.stateTaxCents, `${name} at ${entry.ageMonths}`).toBe(String(expected));
        if (expected > 0n) positive++;
        const net =
          Number(entry.grossCents) - Number(entry.incomeTaxCents) - Number(entry.additionalTaxCents) - Number(expected);
        expect(entry.netCents).toBe(String(net));
      });
    }
    expect(positive).toBeGreaterThan(10);
  });

  it('the bands include it', () => {
    const [a, b] = [without(), withIt()];
    for (const name of ['trumpAccount', 'plan529', 'custodial'] as const) {
      const rowsA = a.afterTax?.[name].netCents ?? [];
      const rowsB = b.afterTax?.[name].netCents ?? [];
      let lower = 0;
      rowsB.forEach((row, r) =>
        row.forEach((cell, c) => {
          const before = rowsA[r]?.[c];
          if (cell === null || before === null || before === undefined) return;
          expect(Number(cell)).toBeLessThanOrEqual(Number(before));
          if (Number(cell) < Number(before)) lower++;
        }),
      );
      expect(lower, name).toBeGreaterThan(0);
    }
    expect(b.afterTax?.atTarget?.paths).toBe(a.afterTax?.atTarget?.paths);
  });

  it("a plan's years carry it, and its totals net it", () => {
    const plan = { fromAgeMonths: 720, years: 5 };
    const a = run({ ...SCENARIO, afterTax: { ...SCENARIO.afterTax, plan } });
    const b = run({ ...withState, afterTax: { ...withState.afterTax, plan } });
    const years = b.afterTax?.plan?.trumpAccount.deterministic.years ?? [];
    expect(years).toHaveLength(5);
    let state = 0;
    for (const year of years) {
      expect(year.stateTaxCents).toMatch(/^[0-9]+$/);
      state += Number(year.stateTaxCents);
    }
    expect(state).toBeGreaterThan(0);
    const federalNet = Number(a.afterTax?.plan?.trumpAccount.deterministic.netCents);
    expect(Number(b.afterTax?.plan?.trumpAccount.deterministic.netCents)).toBe(federalNet - state);
  });
});
