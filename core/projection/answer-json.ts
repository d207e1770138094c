// From any JSON value to the answer of POST /v1/project (docs/api.md#projection) or POST /v1/solve
// (docs/api.md#solve): validated, then projected or solved with the options the server uses
// (project-scenario.ts). The package's entry points use these, so they give the API's bytes for the
// same site address and budget.

import type { Engine } from '../engine/engine.js';
import { encodeShare } from '../scenario/share.js';
import type { Projection } from '../schemas/projection.js';
import { STATUTE } from '../statute/statute.js';
import type { FieldProblem } from '../validation/field-problems.js';
import { checkSolveRequest } from '../validation/solve-request.js';
import { checkScenario } from '../validation/validate.js';
import { project } from './project.js';
import { projectionOptions, type SiteOptions, type SolveResult, solution } from './project-scenario.js';

export type ScenarioProjection =
  | { ok: true; projection: Projection; json: string; s: string }
  | { ok: false; code: 'VALIDATION_ERROR'; errors: FieldProblem[] }
  | { ok: false; code: 'RESULT_OUT_OF_RANGE'; detail: string };

export type ScenarioSolution = SolveResult | { ok: false; code: 'VALIDATION_ERROR'; errors: FieldProblem[] };

/** Validates `value` as a scenario and projects it in `engine`; `json` is the API's body text. */
export function projectScenario(engine: Engine, value: unknown, site: SiteOptions): ScenarioProjection {
  const checked = checkScenario(value, STATUTE);
  if (!checked.ok) return { ok: false, code: 'VALIDATION_ERROR', errors: checked.errors };
  const s = encodeShare(checked.scenario);
  const outcome = project(engine, checked.scenario, checked.timeline, projectionOptions(s, site));
  if (!outcome.ok) return outcome;
  return { ok: true, projection: outcome.projection, json: JSON.stringify(outcome.projection), s };
}

/** Validates `value` as a POST /v1/solve body and solves it in `engine`; `json` is the API's body. */
export function solveScenario(engine: Engine, value: unknown, site: SiteOptions): ScenarioSolution {
  const checked = checkSolveRequest(value, STATUTE);
  if (!checked.ok) return { ok: false, code: 'VALIDATION_ERROR', errors: checked.errors };
  return solution(engine, checked.scenario, checked.timeline, checked.sourceIndex, site);
}
