// Tool output schemas as tools/list publishes them (docs/api.md#sizes): an outline of the HTTP
// API's schema, its top-level fields with their JSON types and which are required, rather than
// the whole schema. The whole one (18 to 28 KB a tool) sat in a model's context on every turn;
// the outline still lets a client check and read the structured result, and the full schemas are
// in the OpenAPI document (GET /openapi.json), where a developer looks for them.

type JsonObject = { [key: string]: unknown };

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The JSON types a schema allows: its `type`, or those of its `anyOf` branches. */
function typesOf(schema: JsonObject): string[] {
  if (typeof schema.type === 'string') return [schema.type];
  if (Array.isArray(schema.type)) return schema.type.filter((type): type is string => typeof type === 'string');
  if (Array.isArray(schema.anyOf)) return [...new Set(schema.anyOf.filter(isObject).flatMap(typesOf))];
  return [];
}

/** One property's outline: its type (or types), and its description when it is a short one. */
function propertyOutline(schema: JsonObject): JsonObject {
  const types = typesOf(schema);
  const out: JsonObject = {};
  if (types.length > 0) out.type = types.length === 1 ? types[0] : types;
  return out;
}

/** The outline of an object schema: its top-level properties, their types, the required ones. */
export function outlineSchema(schema: object): JsonObject {
  const plain = JSON.parse(JSON.stringify(schema)) as JsonObject;
  const properties = isObject(plain.properties) ? plain.properties : {};
  return {
    type: 'object',
    ...(typeof plain.description === 'string' ? { description: plain.description } : {}),
    properties: Object.fromEntries(
      Object.entries(properties).map(([name, property]) => [name, isObject(property) ? propertyOutline(property) : {}]),
    ),
    ...(Array.isArray(plain.required) ? { required: plain.required } : {}),
  };
}
