// Validation of a scenario, shared by the HTTP route, the MCP tool and the web page: the TypeBox
// schema (types, bounds, unknown fields), then what a schema cannot say (docs/api.md#scenario):
// unique source ids, start before end, an expected child at most 12 months ahead, a target after
// the child's age. Every problem is listed with a JSON Pointer into the request.
import Type from 'typebox';
import { Compile } from 'typebox/compile';
import { Settings } from 'typebox/system';
import type { Statute } from '../rules/statute.js';
import {
  AnnualSchedule, MAX_SOURCES, MonthlySchedule, OnceSchedule, SCHEDULE_TYPES, Scenario as ScenarioSchema, Source as SourceSchema,
  type ScenarioInput,
} from '../schemas/scenario.js';
import { normaliseScenario, type Scenario } from './scenario.js';
import { buildTimeline, type Timeline } from './timeline.js';

export interface FieldProblem {
  pointer: string;
  message: string;
}

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
    sources: Type.Optional(Type.Array(
      Type.Object({ ...SourceSchema.properties, schedule: ScheduleHead }, { additionalProperties: false }),
      { maxItems: MAX_SOURCES },
    )),
  },
  { additionalProperties: false },
);
const checkScenarioShape = Compile(ScenarioByHead);
const checkSchedule = {
  monthly: Compile(MonthlySchedule),
  annual: Compile(AnnualSchedule),
  once: Compile(OnceSchedule),
};

function describe(error: { keyword: string; message: string; params: Record<string, unknown> }): string {
  switch (error.keyword) {
    case 'boolean':
      return 'unknown field';
    case 'enum':
      return `must be one of: ${((error.params.allowedValues as unknown[]) ?? []).join(', ')}`;
    case 'const':
      return `must be ${JSON.stringify(error.params.allowedValue)}`;
    case 'format':
      return error.params.format === 'date' ? 'must be a real calendar date, YYYY-MM-DD' : error.message;
    case 'pattern':
      return 'must be a string of 1 to 12 digits (whole cents)';
    default:
      return error.message;
  }
}

/** TypeBox errors as field problems with JSON pointers (prefixed), in the API's wording. */
export function schemaProblems(errors: Iterable<{ keyword: string; instancePath: string; message: string; params: Record<string, unknown> }>, prefix = ''): FieldProblem[] {
  const found: FieldProblem[] = [];
  for (const error of errors) {
    // An unknown field is reported once, at its own pointer ('boolean'), not again at its parent.
    if (error.keyword === 'additionalProperties') continue;
    // A missing field is reported at the pointer it should have.
    if (error.keyword === 'required') {
      for (const name of (error.params.requiredProperties as string[] | undefined) ?? []) {
        found.push({ pointer: `${prefix}${error.instancePath}/${name}`, message: 'required field is missing' });
      }
      continue;
    }
    found.push({ pointer: prefix + error.instancePath, message: describe(error) });
  }
  return found;
}

function ageRangeProblems(schedule: Record<string, unknown>, pointer: string): FieldProblem[] {
  if (schedule.type === 'once') return [];
  const start = schedule.startAgeMonths as number;
  const end = schedule.endAgeMonths as number;
  return start < end ? [] : [{ pointer: `${pointer}/endAgeMonths`, message: `endAgeMonths ${end} must be after startAgeMonths ${start}` }];
}

/** Validates a request body as a scenario and, when it is one, normalises it. */
export function checkScenario(value: unknown, statute: Statute): Checked {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { ok: false, errors: [{ pointer: '', message: 'the scenario must be a JSON object' }] };
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
        if (seen.has(id)) errors.push({ pointer: `${pointer}/id`, message: `duplicate id "${id}" (also /sources/${seen.get(id)})` });
        else seen.set(id, index);
      }
      if (typeof schedule !== 'object' || schedule === null) return;
      const type = (schedule as { type?: unknown }).type as keyof typeof checkSchedule;
      const checker = Object.hasOwn(checkSchedule, type) ? checkSchedule[type] : undefined;
      if (!checker) return; // reported by the first pass
      const scheduleErrors = schemaProblems(checker.Errors(schedule), `${pointer}/schedule`);
      errors.push(...scheduleErrors);
      if (scheduleErrors.length === 0) errors.push(...ageRangeProblems(schedule as Record<string, unknown>, `${pointer}/schedule`));
    });
  }
  if (errors.length > 0) return { ok: false, errors };

  const scenario = normaliseScenario(value as ScenarioInput);
  const timeline = buildTimeline(scenario, statute);
  if ('pointer' in timeline) return { ok: false, errors: [timeline] };
  return { ok: true, scenario, timeline };
}
