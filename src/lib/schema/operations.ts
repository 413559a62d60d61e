import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defNameOfRef, OPERATIONS_FILE, SchemaSourceError, type JsonSchema } from './schemaSet.js';
import type { QueryParameter } from '../http/routes.js';

export const OPERATION_METHODS = ['GET', 'POST', 'DELETE'] as const;
export type OperationMethod = (typeof OPERATION_METHODS)[number];

/** Who may call: nobody in particular, a user token, a runner token, or a runner or delivery token. */
export const OPERATION_AUTH = ['none', 'user', 'runner', 'runtime'] as const;
export type OperationAuth = (typeof OPERATION_AUTH)[number];

export const OPERATION_CONTENT_TYPES = ['application/json', 'application/x-ndjson'] as const;
export type OperationContentType = (typeof OPERATION_CONTENT_TYPES)[number];

// One query parameter (a string, or an integer within [minimum, maximum] with a default): the
// shape the served routes read (lib/http/routes.ts), declared there once.
export type { QueryParameter };

export interface OperationDeclaration {
  readonly operationId: string;
  readonly summary: string;
  readonly method: OperationMethod;
  /** `/api/v1/workspaces/{workspaceId}/...`: parameters in braces. */
  readonly path: string;
  readonly pathParams: readonly string[];
  readonly auth: OperationAuth;
  readonly query: readonly QueryParameter[];
  /** Definition name of the JSON request body; null when the request has none. */
  readonly request: string | null;
  /** Definition (or union) name of the response body, or of each NDJSON line. */
  readonly response: string;
  readonly contentType: OperationContentType;
  /** Success statuses, the usual one first. */
  readonly status: readonly number[];
  /** `Cache-Control: no-store`: the answer may carry a secret. */
  readonly noStore: boolean;
  /** Safe to send twice; default: GET and DELETE only. */
  readonly idempotent: boolean;
  readonly errors: readonly string[];
}

export interface OperationsFile {
  /** `AgentTeamRuntimeApi`: names the generated table, types and client class. */
  readonly title: string;
  readonly description: string;
  /** Path parameters a client fixes once (its workspace), not per call. */
  readonly clientScope: readonly string[];
  readonly operations: readonly OperationDeclaration[];
}

function isObject(value: unknown): value is JsonSchema {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function oneOf<T extends string>(file: string, what: string, value: unknown, allowed: readonly T[]): T {
  if (typeof value === 'string' && (allowed as readonly string[]).includes(value)) return value as T;
  throw new SchemaSourceError(`${file}: ${what} must be one of ${allowed.join(', ')}`);
}

function stringsOf(file: string, what: string, value: unknown): string[] {
  if (!Array.isArray(value) || !value.every((v) => typeof v === 'string')) throw new SchemaSourceError(`${file}: ${what} must be an array of strings`);
  return value;
}

/** `{"$ref": "definitions.json#/$defs/Name"}` or `{"$ref": "Union.json"}` -> the name, checked to exist. */
function refTarget(file: string, what: string, value: unknown, names: ReadonlySet<string>): string {
  const ref = isObject(value) ? value['$ref'] : undefined;
  const name = defNameOfRef(ref) ?? (typeof ref === 'string' && /^[A-Za-z0-9_]+\.json$/.test(ref) ? ref.slice(0, -'.json'.length) : null);
  if (name === null || !names.has(name)) throw new SchemaSourceError(`${file}: ${what} must reference a definition or union of the package`);
  return name;
}

function queryOf(file: string, what: string, value: unknown): QueryParameter[] {
  if (value === undefined) return [];
  const props = isObject(value) ? value['properties'] : undefined;
  if (!isObject(value) || value['type'] !== 'object' || !isObject(props)) throw new SchemaSourceError(`${file}: ${what} must be an object schema with properties`);
  const required = value['required'] === undefined ? [] : stringsOf(file, `${what}.required`, value['required']);
  return Object.entries(props).map(([name, schema]): QueryParameter => {
    const where = `${what}.${name}`;
    if (!isObject(schema)) throw new SchemaSourceError(`${file}: ${where} must be a schema`);
    const type = oneOf(file, `${where}.type`, schema['type'], ['string', 'integer'] as const);
    if (type === 'string') return { name, type, required: required.includes(name) };
    const bounds = ['minimum', 'maximum', 'default'].map((k) => schema[k]);
    if (!bounds.every((b) => Number.isSafeInteger(b))) throw new SchemaSourceError(`${file}: ${where} needs integer minimum, maximum and default`);
    const [minimum, maximum, fallback] = bounds as number[];
    return { name, type, required: required.includes(name), minimum: minimum!, maximum: maximum!, default: fallback! };
  });
}

function operationOf(file: string, value: unknown, names: ReadonlySet<string>): OperationDeclaration {
  if (!isObject(value) || typeof value['operationId'] !== 'string' || !/^[a-z][A-Za-z0-9]*$/.test(value['operationId'])) {
    throw new SchemaSourceError(`${file}: every operation needs a camelCase operationId`);
  }
  const id = value['operationId'];
  const path = value['path'];
  if (typeof path !== 'string' || !/^\/[A-Za-z0-9/{}_-]*$/.test(path)) throw new SchemaSourceError(`${file}: ${id}.path must be an absolute path`);
  const method = oneOf(file, `${id}.method`, value['method'], OPERATION_METHODS);
  const status = value['status'] ?? [200];
  if (!Array.isArray(status) || status.length === 0 || !status.every((s) => Number.isInteger(s) && s >= 200 && s < 300)) {
    throw new SchemaSourceError(`${file}: ${id}.status must list 2xx statuses`);
  }
  const idempotent = value['idempotent'] ?? (method === 'GET' || method === 'DELETE');
  if (typeof idempotent !== 'boolean' || typeof (value['noStore'] ?? false) !== 'boolean') throw new SchemaSourceError(`${file}: ${id}.idempotent and noStore are booleans`);
  return {
    operationId: id,
    summary: typeof value['summary'] === 'string' ? value['summary'] : '',
    method,
    path,
    pathParams: [...path.matchAll(/\{([A-Za-z][A-Za-z0-9]*)\}/g)].map((m) => m[1]!),
    auth: oneOf(file, `${id}.auth`, value['auth'], OPERATION_AUTH),
    query: queryOf(file, `${id}.query`, value['query']),
    request: value['request'] === undefined ? null : refTarget(file, `${id}.request`, value['request'], names),
    response: refTarget(file, `${id}.response`, value['response'], names),
    contentType: oneOf(file, `${id}.contentType`, value['contentType'] ?? 'application/json', OPERATION_CONTENT_TYPES),
    status: status as number[],
    noStore: value['noStore'] === true,
    idempotent,
    errors: stringsOf(file, `${id}.errors`, value['errors']),
  };
}

/**
 * `schemas/<name>/operations.json`, when present: one declaration per HTTP operation, from which
 * the route table and the typed client methods are generated. `names` are the package's
 * definitions and unions, which requests and responses must reference.
 */
export function loadOperations(dir: string, names: ReadonlySet<string>): OperationsFile | null {
  const path = join(dir, OPERATIONS_FILE);
  if (!existsSync(path)) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new SchemaSourceError(`${path}: ${(error as Error).message}`);
  }
  if (!isObject(raw) || typeof raw['title'] !== 'string' || !/^[A-Z][A-Za-z0-9]*$/.test(raw['title']) || !Array.isArray(raw['operations'])) {
    throw new SchemaSourceError(`${path}: needs a PascalCase title and an operations array`);
  }
  const operations = raw['operations'].map((o) => operationOf(path, o, names));
  const seen = new Set<string>();
  for (const o of operations) {
    const key = `${o.method} ${o.path}`;
    if (seen.has(o.operationId) || seen.has(key)) throw new SchemaSourceError(`${path}: ${o.operationId} (${key}) is declared twice`);
    seen.add(o.operationId).add(key);
  }
  return {
    title: raw['title'],
    description: typeof raw['description'] === 'string' ? raw['description'] : '',
    clientScope: raw['clientScope'] === undefined ? [] : stringsOf(path, 'clientScope', raw['clientScope']),
    operations,
  };
}
