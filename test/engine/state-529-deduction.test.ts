// The state's 529 deduction in the afterTax block (docs/after-tax.md#the-529-deduction), on real
// states' rules: a New York family sees the state tax its contributions saved (each year's
// contributions up to the cap at its state rate, summed), beside the 529 plan's net and not in it;
// Ohio's cap carries the excess forward; a non-qualified withdrawal adds the deductions taken back to
// the state's income (New York recaptures), a qualified one does not; a state without a deduction
// shows 0, and without a state no entry has the field.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../../core/engine/engine.js';
import { project } from '../../core/projection/project.js';
import type { AfterTaxEntry, Projection } from '../../core/schemas/projection.js';
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

/** No growth, inflation or fee: $5,000 at 12 months (March 2027), $5,000 at 30 months (September
 *  2028), withdrawn whole at 20 (2046). */
const still = (afterTax: Record<string, unknown>) => ({
  asOf: '2026-11-24',
  birthDate: '2026-03-10',
  targetAgeMonths: 240,
  mcPaths: 100,
  includeSeed: false,
  annualReturn: 0,
  annualInflation: 0,
  annualFee: 0,
  annualVolatility: 0,
  sources: [
    { id: 'a', kind: 'family', schedule: { type: 'once', amountCents: '500000', atAgeMonths: 12 } },
    { id: 'b', kind: 'family', schedule: { type: 'once', amountCents: '500000', atAgeMonths: 30 } },
  ],
  afterTax: { use: 'any', ...afterTax },
});

const entries = (p: Projection, name: 'trumpAccount' | 'plan529' | 'custodial'): AfterTaxEntry[] =>
  p.afterTax?.[name].deterministic ?? [];
const at = (p: Projection, ageMonths: number) => entries(p, 'plan529').find((e) => e.ageMonths === ageMonths);

describe("the state's 529 deduction", () => {
  it('a New York family sees the state tax its contributions saved, beside the net', () => {
    const york = run(still({ state: 'NY', parentStateRate: 0.0685 }));
    // Age 1 is 10 March 2027, after the first $5,000: $342.50 saved; by 3, $685.
    expect(at(york, 12)?.stateDeductionSavedCents).toBe('0'); // the deposit is at 12 months, counted after
    expect(at(york, 24)?.stateDeductionSavedCents).toBe('34250');
    expect(at(york, 36)?.stateDeductionSavedCents).toBe('68500');
    expect(at(york, 240)?.stateDeductionSavedCents).toBe('68500');
    // Not in the net: the net is the balance less the taxes.
    const last = at(york, 240) as AfterTaxEntry;
    expect(Number(last.netCents)).toBe(
      Number(last.grossCents) -
        Number(last.incomeTaxCents) -
        Number(last.additionalTaxCents) -
        Number(last.stateTaxCents),
    );
    // Only the 529 plan's entries carry it.
    for (const name of ['trumpAccount', 'custodial'] as const)
      for (const entry of entries(york, name)) expect(entry).not.toHaveProperty('stateDeductionSavedCents');
    // Without a state, no entry has it.
    expect(JSON.stringify(run(still({})))).not.toContain('stateDeductionSavedCents');
  });

  it("a non-qualified withdrawal adds New York's deductions back to its income; an education one does not", () => {
    const any = at(run(still({ state: 'NY', parentStateRate: 0.0685 })), 240) as AfterTaxEntry;
    // No growth: no earnings, so the state tax is the recapture's, $10,000 on the owner's return at 20.
    expect(any.grossCents).toBe('1000000');
    expect(any.incomeTaxCents).toBe('0');
    const base = {
      filingStatus: 'single' as const,
      year: 2046,
      annualInflation: 0,
      ageAtEnd: 20,
      dependent: false,
      wagesCents: 0n,
      interestCents: 0n,
      trumpCents: 0n,
      plan529EarningsCents: 0n,
      gainsCents: 0n,
    };
    const expected = refStateAddedTax(STATE_TAX.NY, base, { ...base, plan529RecaptureCents: 1_000_000n });
    expect(expected).toBeGreaterThan(0n);
    expect(any.stateTaxCents).toBe(String(expected));
    const education = at(run(still({ use: 'education', state: 'NY', parentStateRate: 0.0685 })), 240);
    expect(education?.stateTaxCents).toBe('0');
    // Half the withdrawal not covered by expenses: half the deductions come back.
    const half = at(
      run(still({ use: 'education', qualifiedExpensesCents: '500000', state: 'NY', parentStateRate: 0.0685 })),
      240,
    );
    // For education the young adult of 20 is a full-time student: a dependent's return, the kiddie tax
    // at the parent's state rate where New York follows it.
    const student = { ...base, dependent: true, parentStateRate: fraction('0.0685') };
    const halfExpected = refStateAddedTax(STATE_TAX.NY, student, { ...student, plan529RecaptureCents: 500_000n });
    expect(halfExpected).toBeGreaterThan(0n);
    expect(half?.stateTaxCents).toBe(String(halfExpected));
  });

  it("Ohio's cap carries the excess forward; a state without a deduction shows 0", () => {
    const ohio = run(still({ state: 'OH', parentStateRate: 0.035 }));
    expect(STATE_TAX.OH.plan529Deduction).toMatchObject({ carryforward: true, cap: { marriedJointCents: 400_000 } });
    // 2027: $4,000 of $5,000 ($140), $1,000 carried and deducted in 2028 (by March 2028, $175 in all);
    // 2028: $4,000 of $5,000 + $1,000, $2,000 carried to 2029: all $10,000 deducted by March 2029,
    // $350 (without the carry it would stop at $280).
    expect(at(ohio, 24)?.stateDeductionSavedCents).toBe('17500');
    expect(at(ohio, 36)?.stateDeductionSavedCents).toBe('35000');
    expect(at(ohio, 48)?.stateDeductionSavedCents).toBe('35000');
    expect(at(ohio, 240)?.stateDeductionSavedCents).toBe('35000');
    const california = run(still({ state: 'CA' }));
    for (const entry of entries(california, 'plan529')) expect(entry.stateDeductionSavedCents).toBe('0');
  });
});
