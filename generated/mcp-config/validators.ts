// GENERATED from schemas/mcp-config/ by `npm run generate`. DO NOT EDIT BY HAND.
// `vv-agent schema check` fails when this file differs from what the schemas produce.
import * as raw from './validators.standalone.js';
import type * as T from './types.js';

/** One ajv error, as ajv reports it. */
export interface SchemaValidationError {
    instancePath: string;
    schemaPath: string;
    keyword: string;
    params: Record<string, unknown>;
    message?: string;
}

/** A precompiled validator: a type guard whose `errors` explain the last failure. */
export interface Validator<Value> {
    (data: unknown): data is Value;
    errors?: SchemaValidationError[] | null;
}

export const validateMcpConfig = raw.validateMcpConfig as unknown as Validator<T.McpConfig>;
export const validateMcpServerConfig = raw.validateMcpServerConfig as unknown as Validator<T.McpServerConfig>;
export const validateMcpServerType = raw.validateMcpServerType as unknown as Validator<T.McpServerType>;

/** Every validator by type name. */
export const validators = {
    McpConfig: validateMcpConfig,
    McpServerConfig: validateMcpServerConfig,
    McpServerType: validateMcpServerType,
} as const;
