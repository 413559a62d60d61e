/**
 * Every tool call's arguments are checked against the tool's declared `parameters` (JSON Schema)
 * before the tool sees them: a model that sends a wrong type, a missing or unknown field gets an
 * `invalid_arguments` tool result naming it, whatever tool it called (built-in, an App's, an MCP
 * server's). A tool may bring a precompiled validator of its schema; otherwise the schema is
 * compiled once, with ajv loaded on the first call, so neither costs anything at start-up.
 */
import type { Ajv2020 } from 'ajv/dist/2020.js';
import type { JsonSchemaObject } from '../../llm/index.js';
import { formatSchemaPath, schemaProblem, type SchemaError } from '../../shared/schemaProblem.js';
import type { JsonObject } from '../json.js';
import type { Tool } from './tool.js';

/** A JSON Schema validator as ajv makes it (compiled or precompiled). */
export interface ArgumentsValidator {
  (data: unknown): boolean;
  errors?: readonly SchemaError[] | null;
}

let sharedAjv: Promise<Ajv2020> | undefined;
const compiled = new WeakMap<JsonSchemaObject, Promise<ArgumentsValidator>>();

function ajv(): Promise<Ajv2020> {
  sharedAjv ??= import('ajv/dist/2020.js').then(
    // Not strict: tool schemas come from anywhere (MCP servers, Apps) and may carry keywords ajv
    // does not know; formats are annotations here (checking them would load ajv-formats).
    ({ Ajv2020 }) => new Ajv2020({ strict: false, allowUnionTypes: true, validateFormats: false }),
  );
  return sharedAjv;
}

function validatorOf(schema: JsonSchemaObject): Promise<ArgumentsValidator> {
  let validator = compiled.get(schema);
  if (validator === undefined) {
    // `$schema` would name a draft this ajv may not hold (MCP servers often say draft-07, whose
    // keywords 2020-12 reads alike); `$id` would clash between tools that share one.
    const copy: Record<string, unknown> = { ...schema };
    delete copy['$schema'];
    delete copy['$id'];
    validator = ajv().then((instance) => instance.compile(copy));
    compiled.set(schema, validator);
  }
  return validator;
}

/**
 * Why `args` do not fit the tool's `parameters` (`"path" must be a string`), or undefined when
 * they do. Rejects when the tool's schema itself cannot be compiled.
 */
export async function argumentsProblem(tool: Tool, args: JsonObject): Promise<string | undefined> {
  const validate = tool.argumentsValidator ?? (await validatorOf(tool.parameters));
  if (validate(args)) return undefined;
  const { path, problem } = schemaProblem(validate.errors, args);
  return path.length === 0 ? `the arguments ${problem}` : `"${formatSchemaPath(path)}" ${problem}`;
}
