// The published OpenAPI description is read by partners' client generators, so it must be plain
// OpenAPI 3.0. The route schemas are JSON Schema for Ajv and carry more (the `errorMessage` texts
// the error formatter answers with, numeric exclusive bounds, `examples`): the published copy
// gets the 3.0 form of each, the route schemas stay as they are
// (docs/decisions/openapi-description.md).

type Json = unknown;
type JsonObject = Record<string, Json>;

/** The keywords of an OpenAPI 3.0 Schema Object; any other (but `x-…`) is not published. */
const SCHEMA_KEYWORDS = new Set([
  '$ref',
  'title',
  'multipleOf',
  'maximum',
  'exclusiveMaximum',
  'minimum',
  'exclusiveMinimum',
  'maxLength',
  'minLength',
  'pattern',
  'maxItems',
  'minItems',
  'uniqueItems',
  'maxProperties',
  'minProperties',
  'required',
  'enum',
  'type',
  'allOf',
  'oneOf',
  'anyOf',
  'not',
  'items',
  'properties',
  'additionalProperties',
  'description',
  'format',
  'default',
  'nullable',
  'discriminator',
  'readOnly',
  'writeOnly',
  'xml',
  'externalDocs',
  'example',
  'deprecated',
]);

const SUBSCHEMA_LISTS = ['allOf', 'oneOf', 'anyOf'];
const SUBSCHEMAS = ['not', 'items', 'additionalProperties'];

function isObject(value: Json): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * JSON Schema's numeric exclusive bound (`exclusiveMinimum: 0`) becomes the 3.0 pair
 * (`minimum: 0, exclusiveMinimum: true`); an inclusive bound that is already stricter wins.
 */
function exclusiveBound(out: JsonObject, inclusive: 'minimum' | 'maximum', bound: number): void {
  const exclusive = inclusive === 'minimum' ? 'exclusiveMinimum' : 'exclusiveMaximum';
  const current = out[inclusive];
  const stricter =
    typeof current === 'number' && (inclusive === 'minimum' ? current > bound : current < bound);
  if (stricter) {
    delete out[exclusive];
    return;
  }
  out[inclusive] = bound;
  out[exclusive] = true;
}

/** A copy of one Schema Object in OpenAPI 3.0 form (field names in `properties` are kept as they are). */
export function toOpenApi30Schema(schema: Json): Json {
  if (!isObject(schema)) return schema;
  const out: JsonObject = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key.startsWith('x-')) out[key] = value;
    else if (key === 'properties' && isObject(value)) {
      out.properties = Object.fromEntries(
        Object.entries(value).map(([name, sub]) => [name, toOpenApi30Schema(sub)]),
      );
    } else if (SUBSCHEMA_LISTS.includes(key) && Array.isArray(value)) {
      out[key] = value.map(toOpenApi30Schema);
    } else if (SUBSCHEMAS.includes(key)) out[key] = toOpenApi30Schema(value);
    else if (key === 'const') out.enum ??= [value];
    else if (key === 'examples' && Array.isArray(value) && value.length > 0) {
      out.example ??= value[0];
    } else if (SCHEMA_KEYWORDS.has(key)) out[key] = value;
  }
  if (typeof out.exclusiveMinimum === 'number') {
    exclusiveBound(out, 'minimum', out.exclusiveMinimum);
  }
  if (typeof out.exclusiveMaximum === 'number') {
    exclusiveBound(out, 'maximum', out.exclusiveMaximum);
  }
  return out;
}

/** Example values are data: nothing in them is a schema. */
const DATA_KEYS = new Set(['example', 'examples', 'default', 'enum']);

function copyDocument(node: Json, key?: string): Json {
  if (Array.isArray(node)) return node.map((item) => copyDocument(item));
  if (!isObject(node)) return node;
  const out: JsonObject = {};
  for (const [name, value] of Object.entries(node)) {
    if (DATA_KEYS.has(name)) out[name] = value;
    // Parameters, media types and headers hold their Schema Object under `schema`.
    else if (name === 'schema') out[name] = toOpenApi30Schema(value);
    else if (key === 'components' && name === 'schemas' && isObject(value)) {
      out[name] = Object.fromEntries(
        Object.entries(value).map(([id, sub]) => [id, toOpenApi30Schema(sub)]),
      );
    } else out[name] = copyDocument(value, name);
  }
  return out;
}

/** A copy of the generated OpenAPI 3.0 document that holds only OpenAPI 3.0 (the input is not changed). */
export function toOpenApi30<T>(document: T): T {
  return copyDocument(document) as T;
}
