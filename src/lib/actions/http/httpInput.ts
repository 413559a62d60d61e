import type { JsonObject } from '../schema.js';
import { ValidationError } from '../errors.js';

const QUERY_METHODS = new Set(['GET', 'DELETE', 'HEAD', 'OPTIONS']);

/**
 * The one input object of an HTTP action call (contract §2): path parameters plus, for
 * GET/DELETE/HEAD, query values, both coerced along the input's JSON Schema (they arrive as text);
 * POST/PUT/PATCH take the flat JSON body, path parameters winning over body keys.
 */
export function httpActionInput(
  method: string,
  params: Readonly<Record<string, string | undefined>>,
  query: Readonly<Record<string, string | string[] | undefined>>,
  body: unknown,
  schema: JsonObject | null,
): JsonObject {
  const properties = (schema?.['properties'] ?? {}) as Record<string, JsonObject | undefined>;
  const input: JsonObject = {};
  if (QUERY_METHODS.has(method)) {
    for (const [key, value] of Object.entries(query)) if (value !== undefined) input[key] = coerce(value, properties[key]);
  } else if (body !== undefined && body !== null) {
    if (typeof body !== 'object' || Array.isArray(body)) {
      throw new ValidationError([{ field: '(body)', message: 'must be a JSON object' }]);
    }
    Object.assign(input, body);
  }
  for (const [key, value] of Object.entries(params)) if (value !== undefined) input[key] = coerce(value, properties[key]);
  return input;
}

/** Text to the schema's type where the text is unambiguous; anything else is left for validation to reject. */
function coerce(value: string | string[], schema: JsonObject | undefined): unknown {
  const types = typesOf(schema);
  if (types.includes('array')) {
    const items = schema?.['items'] as JsonObject | undefined;
    return (Array.isArray(value) ? value : [value]).map((v) => coerce(v, items));
  }
  if (Array.isArray(value)) return value.length === 1 ? coerce(value[0]!, schema) : value;
  if ((types.includes('integer') || types.includes('number')) && /^-?\d+(\.\d+)?([eE][+-]?\d+)?$/.test(value.trim())) return Number(value);
  if (types.includes('boolean') && (value === 'true' || value === 'false')) return value === 'true';
  if (types.includes('null') && value === 'null') return null;
  return value;
}

function typesOf(schema: JsonObject | undefined): string[] {
  const type = schema?.['type'];
  if (typeof type === 'string') return [type];
  if (Array.isArray(type)) return type.filter((t): t is string => typeof t === 'string');
  return [];
}

/** `/v1/docs/{doc_id}` (the seed's form) -> `/v1/docs/:doc_id` (fastify's). */
export function fastifyPath(path: string): string {
  return path.replace(/\{([^}/]+)\}/g, ':$1');
}
