// Schema errors (TypeBox's, or the page's own checker's: json-schema-errors.ts) as field problems
// with JSON Pointers, in the API's wording (docs/api.md#errors). Browser-safe, no dependencies.
import { type FieldProblem, fieldProblem } from '../schemas/field-problems.js';

/** One error of a value against a JSON Schema, as TypeBox's Errors() reports it. */
export interface SchemaError {
  keyword: string;
  instancePath: string;
  message: string;
  params: Record<string, unknown>;
}

/** Enough room for every problem a scenario of 8 sources can have. */
export const MAX_REPORTED_ERRORS = 200;

const number = (value: unknown) => (typeof value === 'number' ? value : Number(value));

/** Amounts are whole cents in strings ("20000" for $200.00); a field whose name ends so is one. */
const CENTS_FIELD = /Cents$/;

/** A wrong type in the schema's words, except for an amount sent as a number (or anything but a
 *  string): the one mistake worth an example, since JSON numbers are the natural guess. */
function wrongTypeMessage(error: SchemaError, pointer: string): string {
  const isAmount = CENTS_FIELD.test(pointer) && error.params.type === 'string';
  return isAmount ? 'must be a string of whole cents, e.g. "20000" for $200.00' : error.message;
}

/** A schema error as a field problem at `pointer`, in the API's wording. */
function fromSchemaError(error: SchemaError, pointer: string): FieldProblem {
  const { params } = error;
  switch (error.keyword) {
    case 'boolean':
      return fieldProblem(pointer, 'UNKNOWN_FIELD', 'unknown field');
    case 'type':
      return fieldProblem(pointer, 'WRONG_TYPE', wrongTypeMessage(error, pointer), { expected: String(params.type) });
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

/** Schema errors as field problems with JSON pointers (prefixed), in the API's wording. */
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
