// The errors of a value against a JSON Schema, for the few keywords the scenario's schema uses, in
// the same order, with the same parameters and English messages as TypeBox's Errors(): the page
// checks scenarios with this instead of bundling TypeBox (docs/api.md#how-the-page-checks-a-scenario). Browser-safe,
// no dependencies. Any other keyword is refused when the checker is made, so a schema that grows a
// keyword this does not know fails the page's build and tests, never a parent's scenario.
import { parseDate } from '../common/dates.js';
import type { SchemaError } from './schema-problems.js';

/** A JSON Schema written with the keywords below (TypeBox's output for the scenario's schema). */
export interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean;
  items?: JsonSchema;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  const?: string | number | boolean | null;
  enum?: (string | number | boolean | null)[];
}

/** Words for people, not for the checker: left out of the page's copy of the schema. */
const ANNOTATIONS = new Set(['description', 'examples', 'default', 'title']);
const KEYWORDS = new Set<string>([
  'type',
  'properties',
  'required',
  'additionalProperties',
  'items',
  'maxItems',
  'minLength',
  'maxLength',
  'format',
  'pattern',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'const',
  'enum',
]);
const TYPES = new Set(['object', 'array', 'string', 'number', 'integer', 'boolean', 'null']);

/** `schema` without its annotations, and refused if it uses anything this checker does not know. */
export function checkableSchema(schema: unknown, at = '#'): JsonSchema {
  if (typeof schema !== 'object' || schema === null || Array.isArray(schema)) {
    throw new Error(`${at}: not a schema object`);
  }
  const kept: Record<string, unknown> = {};
  for (const [keyword, value] of Object.entries(schema)) {
    if (ANNOTATIONS.has(keyword)) continue;
    if (!KEYWORDS.has(keyword)) throw new Error(`${at}: keyword "${keyword}" is not supported`);
    kept[keyword] = value;
  }
  const checked = kept as JsonSchema;
  if (checked.type !== undefined && !TYPES.has(checked.type)) throw new Error(`${at}: type "${checked.type}"`);
  if (checked.format !== undefined && checked.format !== 'date') throw new Error(`${at}: format "${checked.format}"`);
  if (checked.additionalProperties !== undefined && checked.additionalProperties !== false) {
    throw new Error(`${at}: only additionalProperties false is supported`);
  }
  if (checked.properties !== undefined) {
    const properties: Record<string, JsonSchema> = {};
    for (const [name, property] of Object.entries(checked.properties)) {
      properties[name] = checkableSchema(property, `${at}/properties/${name}`);
    }
    kept.properties = properties;
  }
  if (checked.items !== undefined) kept.items = checkableSchema(checked.items, `${at}/items`);
  return checked;
}

/** The keys JSON Schema's properties cannot reach through `in` safely (as TypeBox treats them). */
const UNSAFE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

const hasKey = (value: object, key: string) => (UNSAFE_KEYS.has(key) ? Object.hasOwn(value, key) : key in value);
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
/** A JSON Pointer fragment: `~` and `/` escaped. */
const fragment = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

function isType(type: string, value: unknown): boolean {
  switch (type) {
    case 'object':
      return isObject(value);
    case 'array':
      return Array.isArray(value);
    case 'string':
      return typeof value === 'string';
    case 'number':
      return Number.isFinite(value);
    case 'integer':
      return Number.isInteger(value);
    case 'boolean':
      return typeof value === 'boolean';
    default:
      return value === null;
  }
}

/** Unicode code points, a surrogate pair counting once (as TypeBox counts string lengths). */
function codePoints(value: string): number {
  let count = 0;
  let previous = 0;
  for (let i = 0; i < value.length; i++) {
    const next = value.charCodeAt(i) >> 10;
    if (!(previous === 0x36 && next === 0x37)) count++;
    previous = next;
  }
  return count;
}

const patterns = new Map<string, RegExp>();
/** The pattern compiled once, with the 'u' flag as TypeBox compiles it. */
function matches(pattern: string, value: string): boolean {
  let regexp = patterns.get(pattern);
  if (regexp === undefined) {
    regexp = new RegExp(pattern, 'u');
    patterns.set(pattern, regexp);
  }
  return regexp.test(value);
}

/** TypeBox's en_US message for each keyword this checker reports. */
function message(keyword: string, params: Record<string, unknown>): string {
  switch (keyword) {
    case 'type':
      return `must be ${params.type}`;
    case 'required':
      return `must have required properties ${(params.requiredProperties as string[]).join(', ')}`;
    case 'additionalProperties':
      return 'must not have additional properties';
    case 'boolean':
      return 'schema is false';
    case 'maxItems':
      return `must not have more than ${params.limit} items`;
    case 'minLength':
      return `must not have fewer than ${params.limit} characters`;
    case 'maxLength':
      return `must not have more than ${params.limit} characters`;
    case 'format':
      return `must match format "${params.format}"`;
    case 'pattern':
      return `must match pattern "${params.pattern}"`;
    case 'const':
      return 'must be equal to constant';
    case 'enum':
      return 'must be equal to one of the allowed values';
    default: // minimum, maximum, exclusiveMinimum, exclusiveMaximum
      return `must be ${params.comparison} ${params.limit}`;
  }
}

class Collector {
  readonly errors: SchemaError[] = [];
  constructor(private readonly limit: number) {}
  get full(): boolean {
    return this.errors.length >= this.limit;
  }
  add(keyword: string, instancePath: string, params: Record<string, unknown>): void {
    if (!this.full) this.errors.push({ keyword, instancePath, params, message: message(keyword, params) });
  }
}

function walk(schema: JsonSchema, value: unknown, path: string, out: Collector): void {
  if (out.full) return;
  if (schema.type !== undefined && !isType(schema.type, value)) out.add('type', path, { type: schema.type });
  if (isObject(value)) {
    if (schema.required !== undefined) {
      const requiredProperties = schema.required.filter((key) => !hasKey(value, key));
      if (requiredProperties.length > 0) out.add('required', path, { requiredProperties });
    }
    if (schema.additionalProperties === false) {
      const known = schema.properties ?? {};
      const additionalProperties = Object.getOwnPropertyNames(value).filter((key) => !Object.hasOwn(known, key));
      for (const key of additionalProperties) out.add('boolean', `${path}/${fragment(key)}`, {});
      if (additionalProperties.length > 0) out.add('additionalProperties', path, { additionalProperties });
    }
    if (schema.properties !== undefined) {
      const required = schema.required ?? [];
      for (const [key, property] of Object.entries(schema.properties)) {
        // An optional property whose value is undefined counts as absent.
        if (!required.includes(key) && value[key] === undefined) continue;
        if (hasKey(value, key)) walk(property, value[key], `${path}/${fragment(key)}`, out);
      }
    }
  }
  if (Array.isArray(value)) {
    if (schema.items !== undefined) {
      const items = schema.items;
      // forEach skips the holes of a sparse array, as TypeBox does.
      value.forEach((item, index) => {
        walk(items, item, `${path}/${index}`, out);
      });
    }
    if (schema.maxItems !== undefined && value.length > schema.maxItems) {
      out.add('maxItems', path, { limit: schema.maxItems });
    }
  }
  if (typeof value === 'string') {
    if (schema.minLength !== undefined && codePoints(value) < schema.minLength) {
      out.add('minLength', path, { limit: schema.minLength });
    }
    if (schema.maxLength !== undefined && codePoints(value) > schema.maxLength) {
      out.add('maxLength', path, { limit: schema.maxLength });
    }
    // "date": YYYY-MM-DD naming a real calendar date, the rule of parseDate and of TypeBox alike.
    if (schema.format !== undefined && parseDate(value) === undefined)
      out.add('format', path, { format: schema.format });
    if (schema.pattern !== undefined && !matches(schema.pattern, value)) {
      out.add('pattern', path, { pattern: schema.pattern });
    }
  }
  if (Number.isFinite(value)) {
    const n = value as number;
    if (schema.exclusiveMinimum !== undefined && !(n > schema.exclusiveMinimum)) {
      out.add('exclusiveMinimum', path, { comparison: '>', limit: schema.exclusiveMinimum });
    }
    if (schema.exclusiveMaximum !== undefined && !(n < schema.exclusiveMaximum)) {
      out.add('exclusiveMaximum', path, { comparison: '<', limit: schema.exclusiveMaximum });
    }
    if (schema.minimum !== undefined && !(n >= schema.minimum)) {
      out.add('minimum', path, { comparison: '>=', limit: schema.minimum });
    }
    if (schema.maximum !== undefined && !(n <= schema.maximum)) {
      out.add('maximum', path, { comparison: '<=', limit: schema.maximum });
    }
  }
  if (schema.const !== undefined && value !== schema.const) out.add('const', path, { allowedValue: schema.const });
  if (schema.enum !== undefined && !schema.enum.includes(value as string)) {
    out.add('enum', path, { allowedValues: schema.enum });
  }
}

/** The errors of `value` against `schema` (made by checkableSchema), at most `limit` of them. */
export function jsonSchemaErrors(schema: JsonSchema, value: unknown, limit: number): SchemaError[] {
  const out = new Collector(limit);
  walk(schema, value, '', out);
  return out.errors;
}
