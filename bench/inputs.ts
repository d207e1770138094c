// The benchmark's seeded inputs: one realistic scenario (a newborn, $200 a month from the family
// to 18, default assumptions, mcSeed 530) at the horizons the benchmark uses, as engine inputs and
// as the reference kernel's inputs.
import type { Engine, EngineInput } from '../core/engine/engine.js';
import { EngineStatus } from '../core/engine/engine.js';
import { engineInput } from '../core/projection/project.js';
import { STATUTE } from '../core/statute/statute.js';
import { checkScenario } from '../core/validation/validate.js';
import type { ReferenceInput } from './reference-kernel.js';

/** The solve and after-tax parts' request: eight months old on asOf, the parents' monthly deposit
 *  and the grandparents' yearly gift to 18 (208 months); mcPaths 2000 as a default request. */
export const EIGHT_MONTHS_OLD = {
  asOf: '2026-11-24',
  birthDate: '2026-03-10',
  targetAgeMonths: 216,
  sources: [
    {
      id: 'parents',
      kind: 'family',
      schedule: { type: 'monthly', amountCents: '10000', startAgeMonths: 8, endAgeMonths: 216 },
    },
    {
      id: 'grandparents',
      kind: 'relative',
      schedule: { type: 'annual', amountCents: '50000', monthOfYear: 12, startAgeMonths: 8, endAgeMonths: 216 },
    },
  ],
};

/** Months from birth: 18, 65 and 119 years (119 is the API's limit). */
export const HORIZONS = [216, 780, 1428] as const;

/** The scenario as a request body: born on asOf, so the projection starts at age 0. */
export function scenarioBody(targetAgeMonths: number, extra: Record<string, unknown> = {}) {
  return {
    asOf: '2026-07-04',
    birthDate: '2026-07-04',
    targetAgeMonths,
    sources: [
      {
        id: 'family',
        kind: 'family',
        schedule: { type: 'monthly', amountCents: '20000', startAgeMonths: 0, endAgeMonths: 216 },
      },
    ],
    ...extra,
  };
}

export interface BenchInput {
  months: number;
  input: EngineInput;
  checkpoints: number;
}

/** The engine's inputs for the scenario to `targetAgeMonths`. */
export function benchInput(targetAgeMonths: number, extra: Record<string, unknown> = {}): BenchInput {
  const checked = checkScenario(scenarioBody(targetAgeMonths, extra), STATUTE);
  if (!checked.ok) throw new Error(`bench scenario invalid: ${JSON.stringify(checked.errors)}`);
  const input = engineInput(checked.scenario, checked.timeline, STATUTE);
  return { months: input.months, input, checkpoints: input.checkpointAges.length };
}

/** The reference kernel's inputs: the engine's deterministic run supplies deposits, g and D(m). */
export function referenceInput(engine: Engine, bench: BenchInput): ReferenceInput {
  const det = engine.deterministic(bench.input, 1);
  if (det.status !== EngineStatus.Ok) throw new Error(`engine status ${det.status}`);
  return {
    deposits: det.value.deposits,
    monthlyGrowth: det.value.monthlyGrowth,
    annualVolatility: bench.input.annualVolatility,
    mcSeed: bench.input.mcSeed,
    checkpointSteps: bench.input.checkpointAges.map((age) => age - bench.input.startAgeMonths),
    deflators: det.value.deflators,
  };
}

/** A whole engine run (deterministic, simulate, percentiles); the nominal percentile table. */
export function engineRun(engine: Engine, bench: BenchInput, paths: number): Float64Array {
  const det = engine.deterministic(bench.input, paths);
  if (det.status !== EngineStatus.Ok) throw new Error(`engine status ${det.status}`);
  const simulated = engine.simulate(0, paths, paths);
  if (simulated !== EngineStatus.Ok) throw new Error(`engine status ${simulated}`);
  const bands = engine.percentiles(paths, bench.checkpoints);
  if (bands.status !== EngineStatus.Ok) throw new Error(`engine status ${bands.status}`);
  return bands.value.nominal;
}
