// The page's scenario check: the API's own checks (server/engine/scenario-checks.ts) over the API's
// own schema, without TypeBox in the bundle (docs/api.md#how-the-page-checks-a-scenario). The schema comes in as
// JSON Schema written into the bundle at build time (server/site/build-site.mjs); its errors are
// found by json-schema-errors.ts in TypeBox's order and words, so every problem has the code,
// pointer and parameters POST /v1/project gives (test/engine/page-validation.test.ts).
import { checkableSchema, type JsonSchema, jsonSchemaErrors } from '../../engine/json-schema-errors.js';
import { type Checked, checkScenarioWith, type ShapeChecks } from '../../engine/scenario-checks.js';
import { MAX_REPORTED_ERRORS } from '../../engine/schema-problems.js';
import type { Statute } from '../../rules/statute.js';

/** The scenario's shapes as plain JSON Schema (scenario-shapes.ts). */
export interface ShapeSchemas {
  scenario: unknown;
  schedules: { monthly: unknown; annual: unknown; once: unknown };
}

/** server/engine/scenario-shapes.ts's SCENARIO_SHAPES as JSON, put here by the page's build. */
declare const SCENARIO_SHAPES: ShapeSchemas;

/** Shape checks over `schemas`; throws if they use a keyword the checker does not know. */
export function shapeChecksOf(schemas: ShapeSchemas): ShapeChecks {
  const scenario = checkableSchema(schemas.scenario);
  const schedules: Record<keyof ShapeSchemas['schedules'], JsonSchema> = {
    monthly: checkableSchema(schemas.schedules.monthly),
    annual: checkableSchema(schemas.schedules.annual),
    once: checkableSchema(schemas.schedules.once),
  };
  return {
    scenario: (value) => jsonSchemaErrors(scenario, value, MAX_REPORTED_ERRORS),
    schedule: (type, value) => jsonSchemaErrors(schedules[type], value, MAX_REPORTED_ERRORS),
  };
}

let shapes: ShapeChecks | undefined;

/** Validates a scenario as POST /v1/project does and, when it is one, normalises it. */
export function checkScenario(value: unknown, statute: Statute): Checked {
  shapes ??= shapeChecksOf(SCENARIO_SHAPES);
  return checkScenarioWith(shapes, value, statute);
}
