// Validation of a scenario on the server, the MCP tool and the package: the scenario's shapes
// (scenario-shapes.ts) compiled with TypeBox, then the checks a schema cannot express
// (scenario-checks.ts). The page runs the same checks on the same shapes without TypeBox
// (validate-plain.ts), with the same problems (test/engine/page-validation.test.ts).
import type { Statute } from '../statute/statute.js';
import { compileSchema } from './compile-schema.js';
import { type Checked, checkScenarioWith, type ShapeChecks } from './scenario-checks.js';
import { checkableShapes, SCENARIO_SHAPES } from './scenario-shapes.js';

const scenarioShape = compileSchema(SCENARIO_SHAPES.scenario);
const scheduleShapes = {
  monthly: compileSchema(SCENARIO_SHAPES.schedules.monthly),
  annual: compileSchema(SCENARIO_SHAPES.schedules.annual),
  once: compileSchema(SCENARIO_SHAPES.schedules.once),
};

const TYPEBOX_SHAPES: ShapeChecks = {
  scenario: (value) => scenarioShape.Errors(value),
  schedule: (type, value) => scheduleShapes[type].Errors(value),
  schemas: checkableShapes(),
};

/** Validates a request body as a scenario and, when it is one, normalises it. */
export function checkScenario(value: unknown, statute: Statute): Checked {
  return checkScenarioWith(TYPEBOX_SHAPES, value, statute);
}
