// The page's scenario check: the API's own checks (core/validation/scenario-checks.ts) over the API's
// own schema, without TypeBox in the bundle (docs/api.md#how-the-page-checks-a-scenario). The schema comes in as
// JSON Schema written into the bundle at build time (web/build-site.mjs); its errors are
// found by json-schema-errors.ts in TypeBox's order and words, so every problem has the code,
// pointer and parameters POST /v1/project gives (test/engine/page-validation.test.ts).

import type { Statute } from '../../core/statute/statute.js';
import { jsonSchemaErrors } from '../../core/validation/json-schema-errors.js';
import {
  type Checked,
  checkScenarioWith,
  type ShapeChecks,
  type ShapeSchemas,
} from '../../core/validation/scenario-checks.js';
import { MAX_REPORTED_ERRORS } from '../../core/validation/schema-problems.js';

/** core/validation/scenario-shapes.ts's checkableShapes(), written here as JSON by the page's build
 *  (which fails if they use a keyword the checker does not know). */
declare const SCENARIO_SHAPES: ShapeSchemas;

/** Shape checks over `schemas`. */
export function shapeChecksOf(schemas: ShapeSchemas): ShapeChecks {
  return {
    scenario: (value) => jsonSchemaErrors(schemas.scenario, value, MAX_REPORTED_ERRORS),
    schedule: (type, value) => jsonSchemaErrors(schemas.schedules[type], value, MAX_REPORTED_ERRORS),
  };
}

/** Made on first use: the name SCENARIO_SHAPES exists only in the bundle (the tests import this). */
let shapes: ShapeChecks | undefined;

/** Validates a scenario as POST /v1/project does and, when it is one, normalises it. */
export function checkScenario(value: unknown, statute: Statute): Checked {
  shapes ??= shapeChecksOf(SCENARIO_SHAPES);
  return checkScenarioWith(shapes, value, statute);
}
