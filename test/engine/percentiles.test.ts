// The engine's bucket-select percentiles against a plain sort of the same simulated balances:
// numpy's default linear interpolation, h = (n - 1) q, then round half to even, to the cent.
import { describe, expect, it } from 'vitest';
import { createNodeEngine } from '../../server/engine/load-node.js';
import { engineInput } from '../../server/engine/project.js';
import { checkScenario } from '../../server/engine/validate.js';
import { STATUTE } from '../../server/rules/statute.js';

const LEVELS = [0.1, 0.25, 0.5, 0.75, 0.9];

function roundHalfEven(x: number): number {
  const floor = Math.floor(x);
  const diff = x - floor;
  if (diff > 0.5) return floor + 1;
  if (diff < 0.5) return floor;
  return floor % 2 === 0 ? floor : floor + 1;
}

function sortedPercentile(values: Float64Array, q: number): number {
  const sorted = Float64Array.from(values).sort();
  const h = (sorted.length - 1) * q;
  const lo = Math.floor(h);
  const t = h - lo;
  return t > 0 ? sorted[lo] + (sorted[lo + 1] - sorted[lo]) * t : sorted[lo];
}

const scenarios = [
  { name: 'default volatility, monthly deposits', paths: 2000, body: { annualVolatility: 0.15 } },
  { name: 'high volatility, odd path count', paths: 777, body: { annualVolatility: 0.6, annualReturn: 0.2 } },
  { name: 'minimum paths', paths: 100, body: { annualVolatility: 0.3 } },
  { name: 'no volatility: all paths equal', paths: 500, body: { annualVolatility: 0 } },
  { name: 'negative returns', paths: 1001, body: { annualVolatility: 0.45, annualReturn: -0.5 } },
];

describe('percentiles by bucket select', async () => {
  const engine = await createNodeEngine();
  for (const { name, paths, body } of scenarios) {
    it(`equal a sort of the simulated balances: ${name}`, () => {
      const checked = checkScenario({
        asOf: '2026-11-21', birthDate: '2026-05-03', targetAgeMonths: 400, mcPaths: paths, ...body,
        sources: [{ id: 'family', kind: 'family', schedule: { type: 'monthly', amountCents: '12345', startAgeMonths: 6, endAgeMonths: 400 } }],
      }, STATUTE);
      if (!checked.ok) throw new Error(JSON.stringify(checked.errors));
      const checkpoints = checked.timeline.checkpointAges.length;
      const det = engine.deterministic(engineInput(checked.scenario, checked.timeline, STATUTE), paths);
      expect(det.status).toBe(0);
      if (det.status !== 0) return;
      expect(engine.simulate(0, paths, paths)).toBe(0);
      const balances = engine.readPaths(0, paths, paths, checkpoints);
      const bands = engine.percentiles(paths, checkpoints);
      if (bands.status !== 0) throw new Error('percentiles failed');
      for (let c = 0; c < checkpoints; c++) {
        const row = balances.subarray(c * paths, (c + 1) * paths);
        LEVELS.forEach((q, r) => {
          const v = sortedPercentile(row, q);
          expect(bands.value.nominal[r * checkpoints + c]).toBe(roundHalfEven(v));
          expect(bands.value.real[r * checkpoints + c]).toBe(roundHalfEven(v / det.value.deflators[c]));
        });
      }
    });
  }
});
