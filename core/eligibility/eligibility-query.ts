// Reading the query of GET /v1/eligibility (docs/api.md#eligibility): every problem at once, each
// at its parameter's pointer, in the codes and words of the other routes' field problems
// (core/schemas/field-problems.ts). A value is never echoed, so a huge one makes a short answer; and
// at most MAX_REPORTED_ERRORS problems are, as for a body, so a query of thousands of unknown
// parameters makes no answer larger than that.
import { parseDate } from '../common/dates.js';
import { isUsState, US_STATE_CODES } from '../common/us-states.js';
import { type FieldProblem, fieldProblem } from '../schemas/field-problems.js';
import { MAX_REPORTED_ERRORS, unknownField } from '../validation/schema-problems.js';
import type { EligibilityRequest } from './eligibility.js';

const PARAMETERS = ['birthDate', 'asOf', 'state'] as const;
const REQUIRED: ReadonlySet<string> = new Set(['birthDate', 'asOf']);

/** RFC 6901: "~" and "/" in a name are escaped in its pointer. */
function pointerOf(name: string): string {
  return `/${name.replaceAll('~', '~0').replaceAll('/', '~1')}`;
}

export type EligibilityQueryResult = { ok: true; request: EligibilityRequest } | { ok: false; errors: FieldProblem[] };

/** The query as the HTTP layer parsed it: each value a string, or an array when a name repeats. */
export function readEligibilityQuery(query: Readonly<Record<string, unknown>>): EligibilityQueryResult {
  const errors: FieldProblem[] = [];
  const values: Partial<Record<(typeof PARAMETERS)[number], string>> = {};
  for (const name of PARAMETERS) {
    const pointer = pointerOf(name);
    const value = Object.hasOwn(query, name) ? query[name] : undefined;
    if (value === undefined) {
      if (REQUIRED.has(name)) errors.push(fieldProblem(pointer, 'REQUIRED', 'required field is missing'));
      continue;
    }
    if (Array.isArray(value)) {
      errors.push(fieldProblem(pointer, 'INVALID', `is given ${value.length} times; give it once`));
      continue;
    }
    if (typeof value !== 'string') {
      errors.push(fieldProblem(pointer, 'WRONG_TYPE', 'must be string', { expected: 'string' }));
      continue;
    }
    if (name === 'state') {
      if (!isUsState(value)) {
        const allowed = US_STATE_CODES.join(', ');
        errors.push(
          fieldProblem(pointer, 'NOT_ONE_OF', `must be one of: ${allowed}; leave state out when it is not known`, {
            allowed,
          }),
        );
        continue;
      }
    } else if (parseDate(value) === undefined) {
      errors.push(fieldProblem(pointer, 'NOT_A_DATE', 'must be a real calendar date, YYYY-MM-DD'));
      continue;
    }
    values[name] = value;
  }
  for (const name of Object.keys(query)) {
    if (errors.length >= MAX_REPORTED_ERRORS) break;
    if (!(PARAMETERS as readonly string[]).includes(name)) errors.push(unknownField(pointerOf(name), name, PARAMETERS));
  }
  if (errors.length > 0) return { ok: false, errors };
  const { birthDate, asOf, state } = values as { birthDate: string; asOf: string; state?: string };
  return { ok: true, request: { birthDate, asOf, state: state !== undefined && isUsState(state) ? state : undefined } };
}
