// Validation without TypeBox, for the page and the package (docs/api.md#how-the-page-checks-a-scenario):
// the scenario's shapes as plain JSON Schema (checkable-shapes.ts, made from scenario-shapes.ts at
// build time), checked by json-schema-errors.ts in TypeBox's order and words, then the checks a
// schema cannot express (scenario-checks.ts). So every problem has the code, pointer and parameters
// the server's TypeBox check gives (validate.ts; test/engine/page-validation.test.ts).
import { CHECKABLE_SHAPES } from './checkable-shapes.js';
import { jsonSchemaErrors } from './json-schema-errors.js';
import type { CheckScenario, ShapeChecks, ShapeSchemas } from './scenario-checks.js';
import { checkScenarioWith } from './scenario-checks.js';
import { MAX_REPORTED_ERRORS } from './schema-problems.js';

/** Shape checks over `schemas`. */
export function shapeChecksOf(schemas: ShapeSchemas): ShapeChecks {
  return {
    scenario: (value) => jsonSchemaErrors(schemas.scenario, value, MAX_REPORTED_ERRORS),
    schedule: (type, value) => jsonSchemaErrors(schemas.schedules[type], value, MAX_REPORTED_ERRORS),
    schemas,
  };
}

const PLAIN_SHAPES = shapeChecksOf(CHECKABLE_SHAPES);

/** Validates a scenario as POST /v1/project does and, when it is one, normalises it. */
export const checkScenarioPlain: CheckScenario = (value, statute) => checkScenarioWith(PLAIN_SHAPES, value, statute);
