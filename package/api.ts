// What both of the package's main entries export (engine.ts for browsers and bundlers,
// engine-node.ts for Node): the browser-safe engine wrapper, projections and solves, validation,
// the share-link codec and the statute's figures. Each entry adds its own loadEngine
// (docs/api.md#the-package). Nothing here loads TypeBox or the rules text, so a bundle of it stays
// as small as the page's engine (the rules data: rules.ts; the TypeBox schemas: schemas.ts).

export { Engine } from '../core/engine/engine.js';
export { compileWasm, packagedWasmUrl, type WasmSource } from '../core/engine/load-wasm.js';
export type { HistoricalPaths, HistoricalRun } from '../core/projection/history.js';
export {
  BUDGET_PATH_MONTHS,
  projectionOptions,
  type SiteOptions,
  SOLVE_BUDGET_PATH_MONTHS,
} from '../core/projection/project-scenario.js';
export type { NormalisedScenario, NormalisedSchedule, NormalisedSource } from '../core/scenario/scenario.js';
export { decodeShare, encodeShare, MAX_SHARE_LENGTH, SHARE_VERSION, shareUrl } from '../core/scenario/share.js';
export { FIELD_PROBLEM_CODES, type FieldProblem, type FieldProblemCode } from '../core/schemas/field-problems.js';
export type { Projection, ProjectionWarning, WarningCode } from '../core/schemas/projection.js';
export type { ScenarioInput } from '../core/schemas/scenario.js';
export type { SolutionBody } from '../core/schemas/solve.js';
export { DISCLAIMER, RULES_VERIFIED_AT } from '../core/statute/attribution.js';
export { STATE_CODES, type StateCode } from '../core/statute/state-tax-types.js';
export { STATUTE, type Statute } from '../core/statute/statute.js';
export type { Checked } from '../core/validation/scenario-checks.js';
export { checkScenarioPlain as checkScenario } from '../core/validation/validate-plain.js';
export {
  projectScenario,
  projectScenarioRuns,
  type ScenarioProjection,
  type ScenarioRuns,
  type ScenarioSolution,
  solveScenario,
} from './answer-json.js';
