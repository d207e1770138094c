// From any JSON value to the answer of POST /v1/project (docs/api.md#projection) or POST /v1/solve
// (docs/api.md#solve), through the one pipeline (core/pipeline.ts) with the options the server uses
// (project-scenario.ts) and the plain scenario check (no TypeBox, the same problems). The package's
// entry points use these, so they give the API's bytes for the same site address and budget.

import type { Engine } from '../core/engine/engine.js';
import { computePlan, computePlanWithRuns, computeSolve, planFor, prepare } from '../core/pipeline.js';
import type { HistoricalPaths, HistoricalRun } from '../core/projection/history.js';
import type { SiteOptions, SolveResult } from '../core/projection/project-scenario.js';
import type { FieldProblem } from '../core/schemas/field-problems.js';
import type { Projection } from '../core/schemas/projection.js';
import { checkScenarioPlain } from '../core/validation/validate-plain.js';

export type ScenarioProjection =
  | { ok: true; projection: Projection; json: string; s: string }
  | { ok: false; code: 'VALIDATION_ERROR'; errors: FieldProblem[] }
  | { ok: false; code: 'RESULT_OUT_OF_RANGE' | 'COMPUTE_BUDGET_EXCEEDED'; detail: string };

export type ScenarioSolution = SolveResult | { ok: false; code: 'VALIDATION_ERROR'; errors: FieldProblem[] };

/** Validates `value` as a projection's body (a scenario, or `{ s }`) and projects it in `engine`;
 *  `json` is the API's body text. */
export function projectScenario(engine: Engine, value: unknown, site: SiteOptions): ScenarioProjection {
  const prepared = prepare(value, 'project', checkScenarioPlain);
  if (!prepared.ok) return { ok: false, code: 'VALIDATION_ERROR', errors: prepared.errors };
  const computed = computePlan(engine, planFor(prepared, site));
  if (!computed.ok) return computed;
  return { ok: true, projection: computed.projection, json: computed.json, s: prepared.s };
}

export type ScenarioRuns =
  | {
      ok: true;
      projection: Projection;
      json: string;
      s: string;
      runs: HistoricalRun[] | null;
      paths: HistoricalPaths | null;
    }
  | { ok: false; code: 'VALIDATION_ERROR'; errors: FieldProblem[] }
  | { ok: false; code: 'RESULT_OUT_OF_RANGE' | 'COMPUTE_BUDGET_EXCEEDED'; detail: string };

/** projectScenario, plus every window's run under `returnModel: "historical"` (its start month and
 *  balance at the target, nominal and real, in start order) and every window's path (its balance at
 *  each checkpoint age); both null under simulated markets: docs/api.md#every-run-of-history. `json`
 *  is the same API body. */
export function projectScenarioRuns(engine: Engine, value: unknown, site: SiteOptions): ScenarioRuns {
  const prepared = prepare(value, 'project', checkScenarioPlain);
  if (!prepared.ok) return { ok: false, code: 'VALIDATION_ERROR', errors: prepared.errors };
  const computed = computePlanWithRuns(engine, planFor(prepared, site));
  if (!computed.ok) return computed;
  const { projection, json, runs, paths } = computed;
  return { ok: true, projection, json, s: prepared.s, runs, paths };
}

/** Validates `value` as a POST /v1/solve body and solves it in `engine`; `json` is the API's body. */
export function solveScenario(engine: Engine, value: unknown, site: SiteOptions): ScenarioSolution {
  const prepared = prepare(value, 'solve', checkScenarioPlain);
  if (!prepared.ok) return { ok: false, code: 'VALIDATION_ERROR', errors: prepared.errors };
  return computeSolve(engine, prepared, site);
}
