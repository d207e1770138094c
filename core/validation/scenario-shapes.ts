// The scenario's schema as it is checked, in two passes, so that a schedule's problems are reported
// against the variant its `type` names, not against all three: first the scenario with each
// schedule reduced to its `type`, then each schedule against its own variant. The server compiles
// these with TypeBox (validate.ts); the page's bundle carries them as plain JSON Schema, written in
// at build time (web/build-site.mjs), and checks them without TypeBox.
import * as Type from 'typebox';
import { AnnualSchedule, MonthlySchedule, OnceSchedule, Scenario, Source } from '../schemas/scenario.js';
import { MAX_SOURCES, SCHEDULE_TYPES } from '../schemas/scenario-values.js';
import { checkableSchema } from './json-schema-errors.js';
import type { ShapeSchemas } from './scenario-checks.js';

const ScheduleHead = Type.Object({ type: Type.Enum([...SCHEDULE_TYPES], { description: 'monthly, annual or once' }) });

export const SCENARIO_SHAPES = {
  /** The scenario, each schedule reduced to its `type`. */
  scenario: Type.Object(
    {
      ...Scenario.properties,
      sources: Type.Optional(
        Type.Array(Type.Object({ ...Source.properties, schedule: ScheduleHead }, { additionalProperties: false }), {
          maxItems: MAX_SOURCES,
        }),
      ),
    },
    { additionalProperties: false },
  ),
  /** Each schedule against the variant its `type` names. */
  schedules: { monthly: MonthlySchedule, annual: AnnualSchedule, once: OnceSchedule },
};

/** The shapes as the page's checker takes them: plain JSON Schema without annotations. Throws if
 *  they use a keyword the checker does not know; the page's build writes this into app.js. */
export function checkableShapes(): ShapeSchemas {
  const { scenario, schedules } = SCENARIO_SHAPES;
  return {
    scenario: checkableSchema(scenario),
    schedules: {
      monthly: checkableSchema(schedules.monthly),
      annual: checkableSchema(schedules.annual),
      once: checkableSchema(schedules.once),
    },
  };
}
