import type { StandardJSONSchemaV1, StandardSchemaV1 } from '@standard-schema/spec';
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import type { ErrorDetail } from '../http/httpError.js';

/** A JSON object (parsed JSON, or a JSON Schema document). */
export type JsonObject = { [key: string]: unknown };

/**
 * What `input` and `output` of an action accept: a Standard Schema (validation) that can also
 * describe itself as JSON Schema (Standard JSON Schema). zod 4 and arktype implement both; plain
 * JSON Schema goes through `jsonSchema<T>()`. The MCP SDK v2 asks for the same pair.
 */
export interface SchemaWithJson<In = unknown, Out = In> {
  readonly '~standard': StandardSchemaV1.Props<In, Out> & StandardJSONSchemaV1.Props<In, Out>;
}

export type InferOutput<S> = S extends SchemaWithJson<unknown, infer O> ? O : never;
export type InferInput<S> = S extends SchemaWithJson<infer I, unknown> ? I : never;

// One ajv for every jsonSchema() of the process. Not strict: action authors' schemas may carry
// annotations ajv does not know, and a warning on stdout would corrupt a stdio protocol.
let sharedAjv: Ajv2020 | undefined;
function ajv(): Ajv2020 {
  if (sharedAjv) return sharedAjv;
  sharedAjv = new Ajv2020({ strict: false, allErrors: true, useDefaults: true, allowUnionTypes: true });
  (addFormatsModule as unknown as { default: (a: Ajv2020) => void }).default(sharedAjv);
  return sharedAjv;
}

export interface JsonSchemaOptions<T> {
  /** A precompiled validator (e.g. from `generated/<part>/validators.ts`): no compilation at load. */
  /** `errors` is ajv's `ErrorObject[] | null`, or whatever list a generated validator keeps. */
  readonly validate?: ((value: unknown) => value is T) & { errors?: unknown };
}

/**
 * Plain JSON Schema (draft 2020-12) as a `SchemaWithJson<T>`: validated by ajv (defaults applied
 * to a copy, never to the caller's object), advertised as given.
 */
export function jsonSchema<T>(schema: JsonObject, options: JsonSchemaOptions<T> = {}): SchemaWithJson<T, T> {
  const copy = structuredClone(schema);
  // A copy per call costs more than the validation itself (a queue or HTTP call's input); it is
  // only needed when validating can change the value, that is apply defaults.
  const fillsDefaults = options.validate !== undefined || mayFillDefaults(copy);
  let compiled: ValidateFunction | undefined;
  const validator = (): ValidateFunction => {
    compiled ??= (options.validate as ValidateFunction | undefined) ?? ajv().compile(copy);
    return compiled;
  };
  return {
    '~standard': {
      version: 1,
      vendor: 'vv-agent',
      validate(value: unknown): StandardSchemaV1.Result<T> {
        const candidate = fillsDefaults ? structuredClone(value) : value;
        const validate = validator();
        if (validate(candidate)) return { value: candidate as T };
        return { issues: (validate.errors ?? []).map(ajvIssue) };
      },
      jsonSchema: {
        input: () => structuredClone(copy),
        output: () => structuredClone(copy),
      },
    },
  };
}

/**
 * Whether ajv (useDefaults) may write into a value this schema validates: a `default` anywhere in
 * it, or a reference to another document, which could hold one. Over-answers on a property that is
 * merely named "default" (a copy too many, never one too few).
 */
function mayFillDefaults(node: unknown): boolean {
  if (Array.isArray(node)) return node.some(mayFillDefaults);
  if (typeof node !== 'object' || node === null) return false;
  for (const [key, value] of Object.entries(node)) {
    if (key === 'default') return true;
    if ((key === '$ref' || key === '$dynamicRef') && !(typeof value === 'string' && value.startsWith('#'))) return true;
    if (mayFillDefaults(value)) return true;
  }
  return false;
}

function ajvIssue(error: ErrorObject): StandardSchemaV1.Issue {
  const path = error.instancePath.split('/').slice(1).map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
  const missing = (error.params as { missingProperty?: unknown }).missingProperty;
  if (error.keyword === 'required' && typeof missing === 'string') return { message: 'is required', path: [...path, missing] };
  const extra = (error.params as { additionalProperty?: unknown }).additionalProperty;
  if (error.keyword === 'additionalProperties' && typeof extra === 'string') return { message: 'is not allowed', path: [...path, extra] };
  return { message: error.message ?? 'is invalid', path };
}

/** Issues of any Standard Schema vendor as the project's `{field, message}` details. */
export function issuesToDetails(issues: readonly StandardSchemaV1.Issue[]): ErrorDetail[] {
  return issues.map((issue) => {
    const path = (issue.path ?? []).map((p) => String(typeof p === 'object' && p !== null ? p.key : p));
    return { field: path.length > 0 ? path.join('.') : '(input)', message: issue.message };
  });
}

/** The schema's input JSON Schema (draft 2020-12): what `/capabilities` and MCP `tools/list` show. */
export function inputJsonSchema(schema: SchemaWithJson): JsonObject {
  return schema['~standard'].jsonSchema.input({ target: 'draft-2020-12' });
}

/** The schema's output JSON Schema (draft 2020-12): what `/capabilities` shows as `output_schema`. */
export function outputJsonSchema(schema: SchemaWithJson): JsonObject {
  return schema['~standard'].jsonSchema.output({ target: 'draft-2020-12' });
}

export function isSchemaWithJson(value: unknown): value is SchemaWithJson {
  const std = (value as { '~standard'?: { validate?: unknown; jsonSchema?: { input?: unknown } } } | null)?.['~standard'];
  return typeof std?.validate === 'function' && typeof std.jsonSchema?.input === 'function';
}

/** Standard Schema validation, which may be sync or async. */
export async function validateWith<T>(
  schema: SchemaWithJson<unknown, T>,
  value: unknown,
): Promise<{ ok: true; value: T } | { ok: false; details: ErrorDetail[] }> {
  const result = await schema['~standard'].validate(value);
  if (result.issues) return { ok: false, details: issuesToDetails(result.issues) };
  return { ok: true, value: result.value };
}
