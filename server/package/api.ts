// What both of the package's main entries export (engine.ts for browsers and bundlers,
// engine-node.ts for Node): the browser-safe engine wrapper, projections and solves, validation,
// the share-link codec and the statute data. Each entry adds its own loadEngine (docs/api.md#the-package).

export {
  projectScenario,
  type ScenarioProjection,
  type ScenarioSolution,
  solveScenario,
} from '../engine/answer-json.js';
export { Engine } from '../engine/engine.js';
export { FIELD_PROBLEM_CODES, type FieldProblem, type FieldProblemCode } from '../engine/field-problems.js';
export { compileWasm, packagedWasmUrl, type WasmSource } from '../engine/load-wasm.js';
export {
  BUDGET_PATH_MONTHS,
  projectionOptions,
  type SiteOptions,
  SOLVE_BUDGET_PATH_MONTHS,
} from '../engine/project-scenario.js';
export type { Scenario, Schedule, Source } from '../engine/scenario.js';
export type { Checked } from '../engine/scenario-checks.js';
export { decodeShare, encodeShare, MAX_SHARE_LENGTH, SHARE_VERSION, shareUrl } from '../engine/share.js';
export { checkScenario } from '../engine/validate.js';
export { DISCLAIMER, RULES_VERIFIED_AT } from '../rules/attribution.js';
export { RULES_DATA } from '../rules/rules-data.js';
export { STATUTE, type Statute } from '../rules/statute.js';
export type { Projection, ProjectionWarning, WarningCode } from '../schemas/projection.js';
export type { ScenarioInput } from '../schemas/scenario.js';
export type { SolutionBody } from '../schemas/solve.js';
