// Reading a POST /v1/solve body (docs/api.md#solve): `{ scenario, sourceId }` or `{ s, sourceId }`,
// the scenario validated as for a projection (problems under /scenario or /s), then what a solve
// needs beyond it: a goal, and a source of that id. Browser-safe: the page solves the same way.

import type { NormalisedScenario } from '../scenario/scenario.js';
import type { Timeline } from '../scenario/timeline.js';
import { type FieldProblem, fieldProblem } from '../schemas/field-problems.js';
import type { Statute } from '../statute/statute.js';
import { readShare } from './scenario-body.js';
import type { CheckScenario } from './scenario-checks.js';
import { unknownField } from './schema-problems.js';

export type CheckedSolve =
  | { ok: true; scenario: NormalisedScenario; timeline: Timeline; sourceIndex: number }
  | { ok: false; errors: FieldProblem[] };

const FIELDS = ['scenario', 's', 'sourceId'];
/** A source id is at most this long (docs/api.md#scenario), so a longer one names no source. */
const MAX_ID_LENGTH = 64;

function sourceIdProblems(sourceId: unknown): FieldProblem[] {
  if (sourceId === undefined) return [fieldProblem('/sourceId', 'REQUIRED', 'required field is missing')];
  if (typeof sourceId !== 'string') {
    return [fieldProblem('/sourceId', 'WRONG_TYPE', 'must be string', { expected: 'string' })];
  }
  if (sourceId.length > MAX_ID_LENGTH) {
    return [
      fieldProblem('/sourceId', 'TOO_LONG', `must be at most ${MAX_ID_LENGTH} characters`, { limit: MAX_ID_LENGTH }),
    ];
  }
  return [];
}

export function checkSolveRequest(body: unknown, statute: Statute, check: CheckScenario): CheckedSolve {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { ok: false, errors: [fieldProblem('', 'NOT_AN_OBJECT', 'the request must be a JSON object')] };
  }
  const fields = body as Record<string, unknown>;
  const errors = Object.keys(fields)
    .filter((key) => !FIELDS.includes(key))
    .map((key) => unknownField(`/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`, key, FIELDS));
  errors.push(...sourceIdProblems(fields.sourceId));
  const shared = Object.hasOwn(fields, 's');
  if (shared && Object.hasOwn(fields, 'scenario')) {
    errors.push(fieldProblem('/scenario', 'NOT_WITH_S', 'not allowed together with s'));
    return { ok: false, errors };
  }
  if (!shared && !Object.hasOwn(fields, 'scenario')) {
    errors.push(fieldProblem('/scenario', 'REQUIRED', 'required field is missing: a scenario, or s'));
    return { ok: false, errors };
  }
  const prefix = shared ? '/s' : '/scenario';
  const checked = shared ? readShare(fields.s, statute, check) : check(fields.scenario, statute);
  if (!checked.ok) {
    const found = shared ? checked.errors : checked.errors.map((e) => ({ ...e, pointer: `${prefix}${e.pointer}` }));
    return { ok: false, errors: [...errors, ...found] };
  }
  if (checked.scenario.goal === undefined) {
    errors.push(fieldProblem(`${prefix}/goal`, 'REQUIRED', 'required field is missing: a solve needs a goal'));
  }
  const sourceIndex = checked.scenario.sources.findIndex((source) => source.id === fields.sourceId);
  if (typeof fields.sourceId === 'string' && fields.sourceId.length <= MAX_ID_LENGTH && sourceIndex < 0) {
    errors.push(
      fieldProblem(
        '/sourceId',
        'UNKNOWN_SOURCE',
        `no source of the scenario has the id ${JSON.stringify(fields.sourceId)}`,
        {
          id: fields.sourceId,
        },
      ),
    );
  }
  if (errors.length > 0) return { ok: false, errors };
  return { ok: true, scenario: checked.scenario, timeline: checked.timeline, sourceIndex };
}
