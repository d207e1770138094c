// The MCP tools' plain-words summary (server/mcp/summary.ts) writes dollars as the page does
// (common/format.ts wholeDollars): to the nearest dollar, half a dollar away from zero, losses too.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../../core/engine/engine.js';
import { normaliseScenario } from '../../core/scenario/scenario.js';
import type { Projection } from '../../core/schemas/projection.js';
import type { ScenarioInput } from '../../core/schemas/scenario.js';
import { projectScenario } from '../../package/answer-json.js';
import { createNodeEngine } from '../../package/load-node.js';
import { summariseProjection } from '../../server/mcp/summary.js';

const INPUT: ScenarioInput = {
  asOf: '2026-11-24',
  birthDate: '2026-01-15',
  targetAgeMonths: 216,
  annualReturn: -0.2,
  annualVolatility: 0,
  mcPaths: 100,
  sources: [
    {
      id: 'parents',
      kind: 'family',
      schedule: { type: 'annual', amountCents: '100000', monthOfYear: 12, startAgeMonths: 0, endAgeMonths: 216 },
    },
  ],
};

let engine: Engine;
let projection: Projection;
beforeAll(async () => {
  engine = await createNodeEngine();
  const outcome = projectScenario(engine, INPUT, { siteUrl: 'https://530a.example' });
  if (!outcome.ok) throw new Error(JSON.stringify(outcome));
  projection = outcome.projection;
});

const growthIn = (text: string) => /and (-?\$[\d,]+) growth/.exec(text)?.[1];

describe('the MCP summary', () => {
  it('states a loss as the projection has it, in whole dollars', () => {
    const growth = Number(projection.deterministic.growthCents);
    expect(growth).toBeLessThan(0);
    const text = summariseProjection(projection, normaliseScenario(INPUT));
    const dollars = Math.sign(growth) * Math.round(Math.abs(growth) / 100);
    expect(growthIn(text)).toBe(`-$${Math.abs(dollars).toLocaleString('en-US')}`);
  });

  it.each([
    ['-12350', '-$124'],
    ['-12349', '-$123'],
    ['-12351', '-$124'],
    ['12350', '$124'],
    ['-50', '-$1'],
    ['-49', '$0'],
  ])('rounds %s cents to %s (half a dollar away from zero)', (cents, words) => {
    const changed = { ...projection, deterministic: { ...projection.deterministic, growthCents: cents } };
    expect(growthIn(summariseProjection(changed, normaliseScenario(INPUT)))).toBe(words);
  });
});
