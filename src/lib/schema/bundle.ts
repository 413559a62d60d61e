import { defNameOfRef, type JsonSchema, type SchemaSet } from './schemaSet.js';

const DRAFT = 'https://json-schema.org/draft/2020-12/schema';

function isObject(value: unknown): value is JsonSchema {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `ClientRequest.json` -> `ClientRequest`; definition refs -> their name. */
function refTarget(ref: string, set: SchemaSet): string | null {
  const def = defNameOfRef(ref);
  if (def !== null) return def;
  const union = /^([A-Za-z0-9_]+)\.json$/.exec(ref)?.[1];
  return union !== undefined && set.unions.some((u) => u.name === union) ? union : null;
}

function schemaOf(name: string, set: SchemaSet): JsonSchema {
  const union = set.unions.find((u) => u.name === name);
  if (union) return union.schema;
  const def = set.defs[name];
  if (!def) throw new Error(`unknown schema name ${name}`);
  return def;
}

/** Deep copy with every `$ref` rewritten to `#/$defs/<Name>`, collecting the names it reaches. */
function rewrite(value: unknown, set: SchemaSet, reached: Set<string>): unknown {
  if (Array.isArray(value)) return value.map((v) => rewrite(v, set, reached));
  if (!isObject(value)) return value;
  const out: JsonSchema = {};
  for (const [key, v] of Object.entries(value)) {
    if (key === '$id' || key === '$schema') continue;
    if (key === '$ref' && typeof v === 'string') {
      const target = refTarget(v, set);
      if (target === null) throw new Error(`unresolvable $ref ${v}`);
      reached.add(target);
      out[key] = `#/$defs/${target}`;
    } else {
      out[key] = rewrite(v, set, reached);
    }
  }
  return out;
}

/**
 * A self-contained schema for `name` (a definition or a union): the type itself at the top and
 * everything it reaches under `$defs`, with refs local to the file. This is the shape of each
 * exported `json/<Name>.json`, readable by any JSON Schema tool with no other file.
 */
export function bundleSchema(name: string, set: SchemaSet): JsonSchema {
  const reached = new Set<string>();
  const root = rewrite(schemaOf(name, set), set, reached) as JsonSchema;
  const defs: Record<string, unknown> = {};
  const queue = [...reached];
  while (queue.length > 0) {
    const next = queue.shift() as string;
    if (next in defs) continue;
    const found = new Set<string>();
    defs[next] = rewrite(schemaOf(next, set), set, found);
    for (const f of found) if (!(f in defs)) queue.push(f);
  }
  const sortedDefs = Object.fromEntries(Object.keys(defs).sort().map((k) => [k, defs[k]]));
  return {
    $schema: DRAFT,
    title: name,
    ...root,
    ...(Object.keys(sortedDefs).length > 0 ? { $defs: sortedDefs } : {}),
  };
}

/**
 * Names written by `app-server schema`: every union and every definition except the params of
 * client requests, which are represented inside `ClientRequest.json` (seed: no separate
 * `TurnStartParams.json`).
 */
export function exportedNames(set: SchemaSet): string[] {
  const clientParams = new Set(
    set.unions.filter((u) => u.name === 'ClientRequest').flatMap((u) => u.methods.map((m) => m.params)),
  );
  const used = new Set(
    set.unions.filter((u) => u.name !== 'ClientRequest').flatMap((u) => u.methods.map((m) => m.params)),
  );
  const defs = Object.keys(set.defs).filter((n) => !clientParams.has(n) || used.has(n));
  return [...set.unions.map((u) => u.name), ...defs].sort();
}

export function bundleAll(set: SchemaSet): Record<string, JsonSchema> {
  return Object.fromEntries(exportedNames(set).map((n) => [n, bundleSchema(n, set)]));
}
