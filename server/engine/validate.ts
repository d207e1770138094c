// Validation of a scenario, shared by the HTTP route, the MCP tool and the web page: the TypeBox
// schema (types, bounds, unknown fields), then what a schema cannot say (docs/api.md#scenario):
// unique source ids, start before end, an expected child at most 12 months ahead, a target after
// the child's age, then the money already in the account and the goal (planning-checks.ts).
// Every problem is listed with a JSON Pointer into the request.
import * as Type from 'typebox';
import { Compile } from 'typebox/compile';
import { Settings } from 'typebox/system';
import type { Statute } from '../rules/statute.js';
import {
  AnnualSchedule,
  MAX_SOURCES,
  MonthlySchedule,
  OnceSchedule,
  SCHEDULE_TYPES,
  type ScenarioInput,
  Scenario as ScenarioSchema,
  Source as SourceSchema,
} from '../schemas/scenario.js';
import { type FieldProblem, fieldProblem } from './field-problems.js';
import { planningProblems } from './planning-checks.js';
import { normaliseScenario, type Scenario } from './scenario.js';
import { buildTimeline, type Timeline } from './timeline.js';

export type Checked = { ok: true; scenario: Scenario; timeline: Timeline } | { ok: false; errors: FieldProblem[] };

/** Enough room for every problem a scenario of 8 sources can have. */
const MAX_REPORTED_ERRORS = 200;
Settings.Set({ maxErrors: MAX_REPORTED_ERRORS });

// The schedule union is checked in two passes so that a schedule's problems are reported against
// the variant its `type` names, not against all three.
const ScheduleHead = Type.Object({ type: Type.Enum([...SCHEDULE_TYPES], { description: 'monthly, annual or once' }) });
const ScenarioByHead = Type.Object(
  {
    ...ScenarioSchema.properties,
    sources: Type.Optional(
      Type.Array(Type.Object({ ...SourceSchema.properties, schedule: ScheduleHead }, { additionalProperties: false }), {
        maxItems: MAX_SOURCES,
      }),
    ),
  },
  { additionalProperties: false },
);
const checkScenarioShape = Compile(ScenarioByHead);
const checkSchedule = {
  monthly: Compile(MonthlySchedule),
  annual: Compile(AnnualSchedule),
  once: Compile(OnceSchedule),
};

interface SchemaError {
  keyword: string;
  instancePath: string;
  message: string;
  params: Record<string, unknown>;
}

const number = (value: unknown) => (typeof value === 'number' ? value : Number(value));

/** A TypeBox error as a field problem at `pointer`, in the API's wording. */
function fromSchemaError(error: SchemaError, pointer: string): FieldProblem {
  const { params } = error;
  switch (error.keyword) {
    case 'boolean':
      return fieldProblem(pointer, 'UNKNOWN_FIELD', 'unknown field');
    case 'type':
      return fieldProblem(pointer, 'WRONG_TYPE', error.message, { expected: String(params.type) });
    case 'enum': {
      const allowed = ((params.allowedValues as unknown[] | undefined) ?? []).join(', ');
      return fieldProblem(pointer, 'NOT_ONE_OF', `must be one of: ${allowed}`, { allowed });
    }
    case 'const':
      return fieldProblem(pointer, 'NOT_ONE_OF', `must be ${JSON.stringify(params.allowedValue)}`, {
        allowed: String(params.allowedValue),
      });
    case 'format':
      return params.format === 'date'
        ? fieldProblem(pointer, 'NOT_A_DATE', 'must be a real calendar date, YYYY-MM-DD')
        : fieldProblem(pointer, 'INVALID', error.message);
    case 'pattern':
      return fieldProblem(pointer, 'NOT_CENTS', 'must be a string of 1 to 12 digits (whole cents)');
    case 'minimum':
    case 'exclusiveMinimum':
      return fieldProblem(pointer, 'TOO_SMALL', error.message, {
        limit: number(params.limit),
        comparison: String(params.comparison),
      });
    case 'maximum':
    case 'exclusiveMaximum':
      return fieldProblem(pointer, 'TOO_LARGE', error.message, {
        limit: number(params.limit),
        comparison: String(params.comparison),
      });
    case 'minLength':
      return fieldProblem(pointer, 'TOO_SHORT', error.message, { limit: number(params.limit) });
    case 'maxLength':
      return fieldProblem(pointer, 'TOO_LONG', error.message, { limit: number(params.limit) });
    case 'maxItems':
      return fieldProblem(pointer, 'TOO_MANY', error.message, { limit: number(params.limit) });
    default:
      return fieldProblem(pointer, 'INVALID', error.message);
  }
}

/** TypeBox errors as field problems with JSON pointers (prefixed), in the API's wording. */
export function schemaProblems(errors: Iterable<SchemaError>, prefix = ''): FieldProblem[] {
  const found: FieldProblem[] = [];
  for (const error of errors) {
    // An unknown field is reported once, at its own pointer ('boolean'), not again at its parent.
    if (error.keyword === 'additionalProperties') continue;
    // A missing field is reported at the pointer it should have.
    if (error.keyword === 'required') {
      for (const name of (error.params.requiredProperties as string[] | undefined) ?? []) {
        found.push(fieldProblem(`${prefix}${error.instancePath}/${name}`, 'REQUIRED', 'required field is missing'));
      }
      continue;
    }
    found.push(fromSchemaError(error, prefix + error.instancePath));
  }
  return found;
}

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

/** Validates a request body as a scenario and, when it is one, normalises it. */
export function checkScenario(value: unknown, statute: Statute): Checked {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { ok: false, errors: [fieldProblem('', 'NOT_AN_OBJECT', 'the scenario must be a JSON object')] };
  }
  const errors = schemaProblems(checkScenarioShape.Errors(value));
  const sources = (value as { sources?: unknown }).sources;
  if (Array.isArray(sources)) {
    const seen = new Map<string, number>();
    sources.forEach((source, index) => {
      const pointer = `/sources/${index}`;
      if (typeof source !== 'object' || source === null) return;
      const { id, schedule } = source as { id?: unknown; schedule?: unknown };
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
      const type = (schedule as { type?: unknown }).type as keyof typeof checkSchedule;
      const checker = Object.hasOwn(checkSchedule, type) ? checkSchedule[type] : undefined;
      if (!checker) return; // reported by the first pass
      const scheduleErrors = schemaProblems(checker.Errors(schedule), `${pointer}/schedule`);
      errors.push(...scheduleErrors);
      if (scheduleErrors.length === 0)
        errors.push(...ageRangeProblems(schedule as Record<string, unknown>, `${pointer}/schedule`));
    });
  }
  if (errors.length > 0) return { ok: false, errors };

  const scenario = normaliseScenario(value as ScenarioInput);
  const timeline = buildTimeline(scenario, statute);
  if ('pointer' in timeline) return { ok: false, errors: [timeline] };
  const planning = planningProblems(scenario, timeline, statute);
  if (planning.length > 0) return { ok: false, errors: planning };
  return { ok: true, scenario, timeline };
}
