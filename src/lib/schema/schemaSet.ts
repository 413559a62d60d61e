import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { VvAgentError } from '../shared/errors.js';

/** A JSON Schema document or sub-schema, as read from disk. */
export type JsonSchema = { [key: string]: unknown };

/** One `oneOf` branch of a union file that declares a JSON-RPC method. */
export interface MethodDeclaration {
  readonly method: string;
  /** Name of the params definition, or null when the message has no params. */
  readonly params: string | null;
  readonly paramsRequired: boolean;
  /** Name of the result definition (requests only), from the branch's `x-vv-result`. */
  readonly result: string | null;
  /** Whether the message carries an id (a request) or not (a notification). */
  readonly hasId: boolean;
  /** From the branch's `x-vv-requires-runtime`: without a runtime the server refuses the method. */
  readonly requiresRuntime: boolean;
}

export interface UnionFile {
  readonly name: string;
  readonly schema: JsonSchema;
  /** Branches that are method declarations; empty for unions of other unions. */
  readonly methods: readonly MethodDeclaration[];
}

/**
 * The schemas of one protocol package (`schemas/<name>/`): `definitions.json` holds every named
 * type under `$defs`; every other file is a union (`oneOf`) over those definitions, usually
 * discriminated on `method`.
 */
export interface SchemaSet {
  readonly packageName: string;
  readonly baseId: string;
  readonly definitions: JsonSchema;
  readonly defs: Readonly<Record<string, JsonSchema>>;
  readonly unions: readonly UnionFile[];
}

export const DEFINITIONS_FILE = 'definitions.json';
/** The file of a protocol package that declares its HTTP operations (operations.ts); not a union. */
export const OPERATIONS_FILE = 'operations.json';
/** Annotation keyword naming a request branch's result type. */
export const RESULT_KEYWORD = 'x-vv-result';
/** Annotation keyword marking a method that needs a runtime (threads, turns), not the catalog only. */
export const REQUIRES_RUNTIME_KEYWORD = 'x-vv-requires-runtime';

/** A schema source file that cannot be read or is not what the generator needs: the user's to fix (exit 2). */
export class SchemaSourceError extends VvAgentError {
  constructor(message: string) {
    super('schema_source_invalid', message, 'config');
  }
}

function readJson(path: string): JsonSchema {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as JsonSchema;
  } catch (error) {
    throw new SchemaSourceError(`${path}: ${(error as Error).message}`);
  }
}

function isObject(value: unknown): value is JsonSchema {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `definitions.json#/$defs/Name` or `#/$defs/Name` -> `Name`; anything else -> null. */
export function defNameOfRef(ref: unknown): string | null {
  if (typeof ref !== 'string') return null;
  const match = /^(?:[^#]*)#\/\$defs\/([A-Za-z0-9_]+)$/.exec(ref);
  return match ? (match[1] ?? null) : null;
}

function methodOf(union: string, branch: JsonSchema): MethodDeclaration | null {
  const props = branch['properties'];
  if (!isObject(props)) return null;
  const method = props['method'];
  if (!isObject(method) || typeof method['const'] !== 'string') return null;
  const required = Array.isArray(branch['required']) ? (branch['required'] as unknown[]) : [];
  const paramsSchema = props['params'];
  let params: string | null = null;
  if (isObject(paramsSchema)) {
    // A nullable params schema is written `oneOf: [{$ref}, {type: null}]`.
    const direct = defNameOfRef(paramsSchema['$ref']);
    const viaOneOf = Array.isArray(paramsSchema['oneOf'])
      ? (paramsSchema['oneOf'] as unknown[]).map((s) => (isObject(s) ? defNameOfRef(s['$ref']) : null)).find((n) => n !== null)
      : null;
    params = direct ?? viaOneOf ?? null;
    if (params === null) throw new SchemaSourceError(`${union}.json: params of ${method['const']} must reference a definition`);
  }
  const resultSchema = branch[RESULT_KEYWORD];
  const result = isObject(resultSchema) ? defNameOfRef(resultSchema['$ref']) : null;
  return {
    method: method['const'],
    params,
    paramsRequired: required.includes('params'),
    result,
    hasId: isObject(props['id']),
    requiresRuntime: branch[REQUIRES_RUNTIME_KEYWORD] === true,
  };
}

export function loadSchemaSet(schemasRoot: string, packageName: string): SchemaSet {
  const dir = join(schemasRoot, packageName);
  const definitions = readJson(join(dir, DEFINITIONS_FILE));
  const defs = definitions['$defs'];
  if (!isObject(defs)) throw new SchemaSourceError(`${dir}/${DEFINITIONS_FILE}: missing $defs`);
  const id = definitions['$id'];
  if (typeof id !== 'string') throw new SchemaSourceError(`${dir}/${DEFINITIONS_FILE}: missing $id`);
  const baseId = id.slice(0, id.length - DEFINITIONS_FILE.length);
  const unions = readdirSync(dir)
    .filter((f) => f.endsWith('.json') && f !== DEFINITIONS_FILE && f !== OPERATIONS_FILE)
    .sort()
    .map((file): UnionFile => {
      const name = file.slice(0, -'.json'.length);
      const schema = readJson(join(dir, file));
      const branches = Array.isArray(schema['oneOf']) ? (schema['oneOf'] as unknown[]) : [];
      const methods = branches.filter(isObject).map((b) => methodOf(name, b)).filter((m): m is MethodDeclaration => m !== null);
      return { name, schema, methods };
    });
  return { packageName, baseId, definitions, defs: defs as Record<string, JsonSchema>, unions };
}
