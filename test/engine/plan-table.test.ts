// A withdrawal plan's year by year detail (core/projection/plan-table.ts), the CSV the page saves and
// `project --csv --table withdrawals` writes: with the family's state, its tax has a column, so each
// row's parts add up to its net; without one, the columns are what they always were.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../../core/engine/engine.js';
import { planCsv } from '../../core/projection/plan-table.js';
import type { PlanBlock } from '../../core/schemas/projection.js';
import type { ScenarioInput } from '../../core/schemas/scenario.js';
import { projectScenario } from '../../package/answer-json.js';
import { createNodeEngine } from '../../package/load-node.js';
import { PLAN_CSV_HEADER } from '../helpers/plan-csv.js';

const PLANNED = (state?: 'NY' | 'CA'): ScenarioInput => ({
  asOf: '2026-11-21',
  birthDate: '2026-08-14',
  targetAgeMonths: 264,
  mcPaths: 100,
  sources: [
    {
      id: 'parents',
      kind: 'family',
      schedule: { type: 'monthly', amountCents: '20000', startAgeMonths: 3, endAgeMonths: 216 },
    },
  ],
  afterTax: { use: 'education', plan: { fromAgeMonths: 216, years: 4 }, ...(state ? { state } : {}) },
});

let engine: Engine;
beforeAll(async () => {
  engine = await createNodeEngine();
});

function planOf(scenario: ScenarioInput): PlanBlock {
  const outcome = projectScenario(engine, scenario, { siteUrl: 'https://530a.example' });
  if (!outcome.ok || outcome.projection.afterTax?.plan === undefined) throw new Error(JSON.stringify(outcome));
  return outcome.projection.afterTax.plan;
}

const cents = (cell: string | undefined) => Math.round(Number(cell) * 100);

describe("a withdrawal plan's detail", () => {
  it.each(['NY', 'CA'] as const)("with %s has the state's tax, and each row's parts add up to its net", (state) => {
    const [header = '', ...lines] = planCsv(planOf(PLANNED(state)), 'nominal', () => 1)
      .trimEnd()
      .split('\n');
    const columns = header.split(',');
    expect(columns).toEqual([...PLAN_CSV_HEADER.slice(0, 8), 'state_tax', ...PLAN_CSV_HEADER.slice(8)]);
    expect(lines).toHaveLength(12);
    const at = (cells: string[], name: string) => cents(cells[columns.indexOf(name)]);
    for (const line of lines) {
      const cells = line.split(',');
      const taxes = at(cells, 'income_tax') + at(cells, 'additional_tax') + at(cells, 'state_tax');
      expect(at(cells, 'withdrawal') - taxes).toBe(at(cells, 'net'));
    }
    // New York and California tax these withdrawals: the column is not all zeros.
    expect(lines.some((line) => at(line.split(','), 'state_tax') > 0)).toBe(true);
  });

  it('without a state keeps its columns', () => {
    const [header] = planCsv(planOf(PLANNED()), 'nominal', () => 1).split('\n');
    expect(header?.split(',')).toEqual(PLAN_CSV_HEADER);
  });
});
