// Tool input schemas in the form every MCP client accepts (docs/api.md#mcp-tool-server). The
// TypeBox schemas are the HTTP API's; clients beyond the official SDK are stricter:
// - strict-mode clients (OpenAI strict function schemas) make every property required and send
//   each one, an optional one as null: every optional property also accepts null, and the tool
//   server drops null-valued properties before validating (withoutNulls), so null means absent;
// - some clients refuse `const` (a one-value `enum` with its `type` says the same), an `enum`
//   without `type`, and `examples` (kept in the OpenAPI document only).

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
