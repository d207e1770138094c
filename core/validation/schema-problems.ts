// Schema errors (TypeBox's, or the page's own checker's: json-schema-errors.ts) as field problems
// with JSON Pointers, in the API's wording (docs/api.md#errors). Browser-safe, no dependencies.
import { type FieldProblem, fieldProblem } from '../schemas/field-problems.js';
import { closestField } from './field-suggestion.js';

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

/** The value at a JSON Pointer of `root`, or undefined. */
function valueAt(root: unknown, pointer: string): unknown {
  let at = root;
  for (const part of segments(pointer)) {
    if (typeof at !== 'object' || at === null || !Object.hasOwn(at, part)) return undefined;
    at = (at as Record<string, unknown>)[part];
  }
  return at;
}

/** A rate, fee or chance sent as a percentage ("annualReturn": 7): a bound of magnitude at most 1
 *  broken by a value beyond 1 that, read as a percentage, keeps the bound. The fraction meant, or
 *  undefined. toPrecision drops the binary noise of the division (7.1 / 100). */
function fractionMeant(value: unknown, limit: number, comparison: string): number | undefined {
  if (typeof value !== 'number' || Math.abs(limit) > 1 || Math.abs(value) <= 1) return undefined;
  const fraction = Number((value / 100).toPrecision(12));
  const keeps = { '<=': fraction <= limit, '<': fraction < limit, '>=': fraction >= limit, '>': fraction > limit };
  return keeps[comparison as keyof typeof keeps] ? fraction : undefined;
}

/** A bound broken, with the fraction meant when the value looks like a percentage: the message says
 *  what to send, and params.fraction holds it. */
function boundProblem(code: 'TOO_SMALL' | 'TOO_LARGE', error: SchemaError, pointer: string, value: unknown) {
  const limit = number(error.params.limit);
  const comparison = String(error.params.comparison);
  const fraction = fractionMeant(value, limit, comparison);
  if (fraction === undefined) return fieldProblem(pointer, code, error.message, { limit, comparison });
  const hint = `percentages are sent as fractions: for ${Number((fraction * 100).toPrecision(12))}%, send ${fraction}`;
  return fieldProblem(pointer, code, `${error.message}; ${hint}`, { limit, comparison, fraction });
}

/** A JSON Pointer's segments, unescaped. */
const segments = (pointer: string) =>
  pointer
    .split('/')
    .slice(1)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'));

/** What an unknown field's suggestion reads of a schema: a plain JSON Schema (json-schema-errors.ts)
 *  or a TypeBox one, which is JSON Schema too. */
export interface FieldsSchema {
  properties?: Readonly<Record<string, FieldsSchema>>;
  items?: FieldsSchema;
}

/** The field names `schema` knows for the object at `path` in the value it checks. */
function knownFieldsAt(schema: FieldsSchema, path: readonly string[]): string[] {
  let at: FieldsSchema | undefined = schema;
  for (const part of path) {
    at = at?.properties !== undefined ? at.properties[part] : at?.items;
    if (at === undefined) return [];
  }
  return Object.keys(at.properties ?? {});
}

/** An unknown field, with the known field of the same object it was most likely meant to be. */
export function unknownField(pointer: string, name: string, known: readonly string[]): FieldProblem {
  const suggestion = closestField(name, known);
  return suggestion === undefined
    ? fieldProblem(pointer, 'UNKNOWN_FIELD', 'unknown field')
    : fieldProblem(pointer, 'UNKNOWN_FIELD', `unknown field; did you mean "${suggestion}"?`, { suggestion });
}

/** A schema error as a field problem at `pointer`, in the API's wording; `schema` is the one the
 *  error is of, as plain JSON Schema, and `value` the value it checked. */
function fromSchemaError(error: SchemaError, pointer: string, schema: FieldsSchema, value: unknown): FieldProblem {
  const { params } = error;
  switch (error.keyword) {
    case 'boolean': {
      const path = segments(error.instancePath);
      return unknownField(pointer, path.at(-1) ?? '', knownFieldsAt(schema, path.slice(0, -1)));
    }
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
      return boundProblem('TOO_SMALL', error, pointer, valueAt(value, error.instancePath));
    case 'maximum':
    case 'exclusiveMaximum':
      return boundProblem('TOO_LARGE', error, pointer, valueAt(value, error.instancePath));
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

/** Schema errors of `value` against `schema` (as plain JSON Schema) as field problems with JSON
 *  pointers (prefixed), in the API's wording. */
export function schemaProblems(
  errors: Iterable<SchemaError>,
  schema: FieldsSchema,
  value: unknown,
  prefix = '',
): FieldProblem[] {
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
    found.push(fromSchemaError(error, prefix + error.instancePath, schema, value));
  }
  return found;
}
