// Checking a scenario (docs/api.md#scenario): its shape against the schema, then what a schema
// cannot say: unique source ids, salary reduction only on an employer source, start before end, an
// expected child at most 12 months ahead, a
// target after the child's age, then the money already in the account and the goal
// (planning-checks.ts). Every problem is listed with a JSON Pointer into the request. The shape
// checks are passed in: TypeBox's compiled ones on the server (validate.ts), the page's own
// TypeBox-free ones in the browser (validate-plain.ts); the rest is this one code.

import { type NormalisedScenario, normaliseScenario, returnModelOf } from '../scenario/scenario.js';
import { buildTimeline, type Timeline } from '../scenario/timeline.js';
import { type FieldProblem, fieldProblem } from '../schemas/field-problems.js';
import type { ScenarioInput } from '../schemas/scenario.js';
import { SCHEDULE_TYPES, SOURCE_KINDS } from '../schemas/scenario-values.js';
import type { Statute } from '../statute/statute.js';
import { conversionProblems } from './conversion-checks.js';
import type { JsonSchema } from './json-schema-errors.js';
import { planningProblems } from './planning-checks.js';
import { type SchemaError, schemaProblems } from './schema-problems.js';
import { stateProblems } from './state-checks.js';

export type Checked =
  | { ok: true; scenario: NormalisedScenario; timeline: Timeline }
  | { ok: false; errors: FieldProblem[] };

/** Validates a value as a scenario and normalises it: with TypeBox on the server (validate.ts), with
 *  the plain JSON Schema checker in the page and the package (validate-plain.ts); same problems. */
export type CheckScenario = (value: unknown, statute: Statute) => Checked;

type ScheduleType = (typeof SCHEDULE_TYPES)[number];

/** The schema errors of the two passes (scenario-shapes.ts). */
export interface ShapeChecks {
  scenario(value: unknown): Iterable<SchemaError>;
  schedule(type: ScheduleType, value: unknown): Iterable<SchemaError>;
  /** The same shapes as plain JSON Schema: the fields an unknown one may have meant. */
  schemas: ShapeSchemas;
}

/** The two passes' schemas as plain JSON Schema, as the page's checker takes them
 *  (scenario-shapes.ts checkableShapes, json-schema-errors.ts). */
export interface ShapeSchemas {
  scenario: JsonSchema;
  schedules: Record<ScheduleType, JsonSchema>;
}

const isScheduleType = (type: unknown): type is ScheduleType =>
  typeof type === 'string' && (SCHEDULE_TYPES as readonly string[]).includes(type);

function ageRangeProblems(schedule: Record<string, unknown>, pointer: string): FieldProblem[] {
  if (schedule.type === 'once') return [];
  const start = schedule.startAgeMonths as number;
  const end = schedule.endAgeMonths as number;
  return start < end
    ? []
    : [
        fieldProblem(
          `${pointer}/endAgeMonths`,
          'END_NOT_AFTER_START',
          `endAgeMonths ${end} must be after startAgeMonths ${start}`,
          { start, end },
        ),
      ];
}

/** mcSampler "sobol" chooses how simulated markets are drawn; market history draws nothing, so asking
 *  for it there is a mistake to name rather than a choice to ignore (docs/model.md#the-sobol-sampler). */
function samplerProblems(scenario: NormalisedScenario): FieldProblem[] {
  const model = returnModelOf(scenario);
  if (scenario.mcSampler !== 'sobol' || model === 'lognormal') return [];
  return [
    fieldProblem(
      '/mcSampler',
      'ONLY_FOR_LOGNORMAL',
      `mcSampler "sobol" draws the simulated markets of returnModel "lognormal"; returnModel "${model}" draws ` +
        'none (it runs every complete window of market history): leave mcSampler out',
      { returnModel: model },
    ),
  ];
}

/** Validates a request body as a scenario with `shapes` and, when it is one, normalises it. */
export function checkScenarioWith(shapes: ShapeChecks, value: unknown, statute: Statute): Checked {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { ok: false, errors: [fieldProblem('', 'NOT_AN_OBJECT', 'the scenario must be a JSON object')] };
  }
  const errors = schemaProblems(shapes.scenario(value), shapes.schemas.scenario, value);
  const sources = (value as { sources?: unknown }).sources;
  if (Array.isArray(sources)) {
    const seen = new Map<string, number>();
    sources.forEach((source, index) => {
      const pointer = `/sources/${index}`;
      if (typeof source !== 'object' || source === null) return;
      const { id, schedule, kind, salaryReduction } = source as {
        id?: unknown;
        schedule?: unknown;
        kind?: unknown;
        salaryReduction?: unknown;
      };
      // Pay put in by salary reduction is an employer's contribution (docs/after-tax.md#salary-reduction).
      // A kind the schema refuses is reported by the first pass alone.
      const known = typeof kind === 'string' && (SOURCE_KINDS as readonly string[]).includes(kind);
      if (salaryReduction === true && known && kind !== 'employer') {
        errors.push(
          fieldProblem(
            `${pointer}/salaryReduction`,
            'ONLY_FOR_EMPLOYER',
            `salaryReduction applies only to a source of kind "employer", not "${kind}"`,
            { kind },
          ),
        );
      }
      if (typeof id === 'string') {
        const first = seen.get(id);
        if (first !== undefined) {
          const other = `/sources/${first}`;
          errors.push(
            fieldProblem(`${pointer}/id`, 'DUPLICATE_ID', `duplicate id "${id}" (also ${other})`, { id, other }),
          );
        } else {
          seen.set(id, index);
        }
      }
      if (typeof schedule !== 'object' || schedule === null) return;
      const type = (schedule as { type?: unknown }).type;
      if (!isScheduleType(type)) return; // reported by the first pass
      const scheduleErrors = schemaProblems(
        shapes.schedule(type, schedule),
        shapes.schemas.schedules[type],
        schedule,
        `${pointer}/schedule`,
      );
      errors.push(...scheduleErrors);
      if (scheduleErrors.length === 0)
        errors.push(...ageRangeProblems(schedule as Record<string, unknown>, `${pointer}/schedule`));
    });
  }
  if (errors.length === 0) errors.push(...stateProblems((value as { afterTax?: unknown }).afterTax));
  if (errors.length > 0) return { ok: false, errors };

  const scenario = normaliseScenario(value as ScenarioInput);
  const timeline = buildTimeline(scenario, statute);
  if ('pointer' in timeline) return { ok: false, errors: [timeline] };
  const planning = [
    ...samplerProblems(scenario),
    ...planningProblems(scenario, timeline, statute),
    ...conversionProblems(scenario, timeline, statute),
  ];
  if (planning.length > 0) return { ok: false, errors: planning };
  return { ok: true, scenario, timeline };
}
