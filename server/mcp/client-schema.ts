// Tool input schemas in the form every MCP client accepts (docs/api.md#mcp-tool-server). The
// TypeBox schemas are the HTTP API's; clients beyond the official SDK are stricter:
// - strict-mode clients (OpenAI strict function schemas) make every property required and send
//   each one, an optional one as null: every optional property also accepts null, and the tool
//   server drops null-valued properties before validating (withoutNulls), so null means absent;
// - command-line clients (the MCP Inspector's) send every argument as a string and convert it
//   only when the property's `type` is exactly "array", "number" and so on, so an optional field
//   published as ["array", "null"] arrives as the text of its JSON: a top-level argument that is
//   a string where its schema allows no string is read as JSON when that gives a type the schema
//   allows (fromCommandLine), and validated after, so nothing the schema refuses gets through
//   (text nesting deeper than a request body may is not read);
// - some clients refuse `const` (a one-value `enum` with its `type` says the same), an `enum`
//   without `type`, and `examples` (kept in the OpenAPI document only).

import { jsonDepth, MAX_JSON_DEPTH } from '../http/json-body.js';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

function isObject(value: Json | undefined): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function typeOfValue(value: Json): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

/** The same schema, accepting null as well. */
function orNull(schema: JsonObject): JsonObject {
  if (Array.isArray(schema.anyOf)) return { ...schema, anyOf: [...schema.anyOf, { type: 'null' }] };
  const next: JsonObject = { ...schema };
  if (Array.isArray(schema.enum)) next.enum = [...schema.enum, null];
  if (typeof schema.type === 'string') next.type = [schema.type, 'null'];
  else if (Array.isArray(schema.type)) next.type = [...schema.type, 'null'];
  return next;
}

function rewrite(schema: Json): Json {
  if (Array.isArray(schema)) return schema.map(rewrite);
  if (!isObject(schema)) return schema;
  const out: JsonObject = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'examples') continue;
    if (key === 'const') {
      out.enum = [value];
      out.type ??= typeOfValue(value);
      continue;
    }
    out[key] = key === 'properties' || key === 'patternProperties' ? rewriteProperties(value) : rewrite(value);
  }
  if (Array.isArray(out.enum) && out.type === undefined) {
    const types = [...new Set(out.enum.map(typeOfValue))];
    out.type = types.length === 1 ? (types[0] as string) : types;
  }
  if (isObject(out.properties)) {
    const required = new Set(Array.isArray(out.required) ? out.required : []);
    const properties: JsonObject = {};
    for (const [name, property] of Object.entries(out.properties)) {
      properties[name] = required.has(name) || !isObject(property) ? property : orNull(property);
    }
    out.properties = properties;
  }
  return out;
}

function rewriteProperties(properties: Json): Json {
  if (!isObject(properties)) return properties;
  return Object.fromEntries(Object.entries(properties).map(([name, schema]) => [name, rewrite(schema)]));
}

/** A tool's input schema as tools/list publishes it. */
export function clientSchema(schema: object): JsonObject {
  return rewrite(JSON.parse(JSON.stringify(schema)) as Json) as JsonObject;
}

/** Tool arguments with every null-valued object property removed, at any depth: what a
 *  strict-mode client means by null is "not given". Array elements are kept as they are. */
export function withoutNulls(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutNulls);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, item]) => item !== null)
      .map(([key, item]) => [key, withoutNulls(item)]),
  );
}

function withoutDescriptionsDeep(schema: Json): Json {
  if (Array.isArray(schema)) return schema.map(withoutDescriptionsDeep);
  if (!isObject(schema)) return schema;
  return Object.fromEntries(
    Object.entries(schema)
      .filter(([key, value]) => !(key === 'description' && typeof value === 'string'))
      .map(([key, value]) => [
        key,
        key === 'properties' ? withoutDescriptionsOfFields(value) : withoutDescriptionsDeep(value),
      ]),
  );
}

/** Property names are not keywords: a field called "description" keeps its schema. */
function withoutDescriptionsOfFields(properties: Json): Json {
  if (!isObject(properties)) return properties;
  return Object.fromEntries(
    Object.entries(properties).map(([name, schema]) => [name, withoutDescriptionsDeep(schema)]),
  );
}

/**
 * The same schema with the descriptions of one object property's fields dropped, but those of
 * the fields named in `keep`: for a tool whose input embeds another tool's (solve_530a's scenario
 * is project_530a's input plus a goal), so that tools/list describes each field once
 * (docs/api.md#sizes).
 */
export function describedOnce(schema: JsonObject, property: string, keep: readonly string[]): JsonObject {
  const properties = isObject(schema.properties) ? schema.properties : {};
  const embedded = properties[property];
  if (!isObject(embedded) || !isObject(embedded.properties)) return schema;
  const fields = Object.fromEntries(
    Object.entries(embedded.properties).map(([name, field]) => [
      name,
      keep.includes(name) ? field : withoutDescriptionsDeep(field),
    ]),
  );
  return { ...schema, properties: { ...properties, [property]: { ...embedded, properties: fields } } };
}

/** The JSON types a published property allows (its `type`, or those of its `anyOf` branches). */
function allowedTypes(schema: Json | undefined): string[] {
  if (!isObject(schema)) return [];
  if (typeof schema.type === 'string') return [schema.type];
  if (Array.isArray(schema.type)) return schema.type.filter((type): type is string => typeof type === 'string');
  if (Array.isArray(schema.anyOf)) return schema.anyOf.flatMap(allowedTypes);
  return [];
}

/**
 * Tool arguments with each top-level string that stands for a JSON value read as that value, when
 * its published property allows no string but allows the value's type ("[{...}]" for an array,
 * "300" for an integer, "null"): what a command-line client means. Anything else is kept as it
 * is, for validation to name.
 */
export function fromCommandLine(args: Record<string, unknown>, published: object): Record<string, unknown> {
  const { properties: listed } = published as { properties?: Json };
  const properties = isObject(listed) ? listed : {};
  return Object.fromEntries(
    Object.entries(args).map(([name, value]) => {
      const types = allowedTypes(properties[name]);
      if (typeof value !== 'string' || types.length === 0 || types.includes('string')) return [name, value];
      // Text nesting deeper than a body may is kept as text, as the body reader would refuse it.
      if (jsonDepth(value) > MAX_JSON_DEPTH) return [name, value];
      try {
        const parsed = JSON.parse(value) as Json;
        const type = typeOfValue(parsed);
        const fits = types.includes(type) || (type === 'integer' && types.includes('number'));
        return [name, fits ? parsed : value];
      } catch {
        return [name, value];
      }
    }),
  );
}
