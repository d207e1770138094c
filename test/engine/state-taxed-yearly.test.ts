// California's yearly taxation of the Trump account's earnings in the afterTax block
// (docs/after-tax.md#earnings-taxed-yearly), end to end on California's rules: the warning says how it
// is approximated; the Trump account's state tax includes the tax paid every year, so it grows with
// the years taxed; its net is the balance less every tax, and the bands carry it; New York (which
// follows the deferral) has no warning.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../../core/engine/engine.js';
import { project } from '../../core/projection/project.js';
import type { Projection } from '../../core/schemas/projection.js';
import { STATE_TAX } from '../../core/statute/states/index.js';
import { STATUTE } from '../../core/statute/statute.js';
import { checkScenario } from '../../core/validation/validate.js';
import { createNodeEngine } from '../../package/load-node.js';
import { TEST_PROJECT_OPTIONS } from '../helpers/project-options.js';
import { refStateAddedTax } from '../tax/states/state-reference.js';

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

const scenario = (afterTax: Record<string, unknown>, annualReturn = 0.06) => ({
  asOf: '2026-11-24',
  birthDate: '2026-03-10',
  targetAgeMonths: 360,
  mcPaths: 200,
  annualReturn,
  annualVolatility: 0.15,
  sources: [
    {
      id: 'parents',
      kind: 'family',
      schedule: { type: 'monthly', amountCents: '20000', startAgeMonths: 8, endAgeMonths: 216 },
    },
  ],
  afterTax: { use: 'any', otherIncomeCents: '5000000', ...afterTax },
});

describe('California taxes the Trump account earnings yearly', () => {
  it('says so in a warning, and adds the yearly tax to the Trump account', () => {
    const california = run(scenario({ state: 'CA' }));
    const codes = california.warnings.map((w) => w.code);
    expect(codes).toContain('STATE_TAXED_YEARLY');
    const warning = california.warnings.find((w) => w.code === 'STATE_TAXED_YEARLY');
    expect(warning?.message).toContain('California taxes');
    expect(run(scenario({ state: 'NY' })).warnings.map((w) => w.code)).not.toContain('STATE_TAXED_YEARLY');
    // With a plan or a conversion the warning says what they do not carry.
    const planned = run(scenario({ state: 'CA', plan: { fromAgeMonths: 300, years: 3 } }));
    expect(planned.warnings.find((w) => w.code === 'STATE_TAXED_YEARLY')?.message).toContain('still treat');

    const entries = california.afterTax?.trumpAccount.deterministic ?? [];
    const available = entries.filter((entry) => entry.available);
    expect(available.length).toBeGreaterThan(5);
    let last = 0;
    for (const entry of available) {
      const state = Number(entry.stateTaxCents);
      // The yearly tax adds up: more years taxed, never less paid.
      expect(state).toBeGreaterThanOrEqual(last);
      last = state;
      expect(Number(entry.netCents)).toBe(
        Number(entry.grossCents) - Number(entry.incomeTaxCents) - Number(entry.additionalTaxCents) - state,
      );
    }
    expect(last).toBeGreaterThan(Number(available[0]?.stateTaxCents));
    // Without growth there are no earnings to tax yearly: only the withdrawal's state tax on T, as the
    // reference gives it on the owner's return at 30 (2056) with the wages given.
    const still = run({ ...scenario({ state: 'CA' }, 0), annualVolatility: 0, returnIsReal: false, annualFee: 0 });
    const entry = still.afterTax?.trumpAccount.deterministic.at(-1);
    const base = {
      filingStatus: 'single' as const,
      year: 2056,
      annualInflation: still.assumptions.annualInflation,
      ageAtEnd: 30,
      dependent: false,
      wagesCents: 5_000_000n,
      interestCents: 0n,
      trumpCents: 0n,
      plan529EarningsCents: 0n,
      gainsCents: 0n,
    };
    const taxable = BigInt(Number(entry?.grossCents) - Number(entry?.basisCents));
    expect(taxable).toBeGreaterThan(0n); // the pilot $1,000, never basis
    expect(entry?.stateTaxCents).toBe(String(refStateAddedTax(STATE_TAX.CA, base, { ...base, trumpCents: taxable })));
  });

  it('the bands carry it: every Trump net with California is at most the one without a state', () => {
    const [none, california] = [run(scenario({})), run(scenario({ state: 'CA' }))];
    const rowsA = none.afterTax?.trumpAccount.netCents ?? [];
    const rowsB = california.afterTax?.trumpAccount.netCents ?? [];
    let lower = 0;
    rowsB.forEach((row, r) =>
      row.forEach((cell, c) => {
        const before = rowsA[r]?.[c];
        if (cell === null || before === null || before === undefined) return;
        expect(Number(cell)).toBeLessThanOrEqual(Number(before));
        if (Number(cell) < Number(before)) lower++;
      }),
    );
    expect(lower).toBeGreaterThan(0);
  });
});
