// GENERATED from schemas/llm/ by `npm run generate`. DO NOT EDIT BY HAND.
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

export const validateLlmSettingsFile = raw.validateLlmSettingsFile as unknown as Validator<T.LlmSettingsFile>;
export const validateEndpointEntry = raw.validateEndpointEntry as unknown as Validator<T.EndpointEntry>;
export const validateBackendEntry = raw.validateBackendEntry as unknown as Validator<T.BackendEntry>;
export const validateModelEntry = raw.validateModelEntry as unknown as Validator<T.ModelEntry>;
export const validateToolsEntry = raw.validateToolsEntry as unknown as Validator<T.ToolsEntry>;
export const validateModelEndpoint = raw.validateModelEndpoint as unknown as Validator<T.ModelEndpoint>;
export const validateModelEndpointBinding = raw.validateModelEndpointBinding as unknown as Validator<T.ModelEndpointBinding>;

/** Every validator by type name. */
export const validators = {
    LlmSettingsFile: validateLlmSettingsFile,
    EndpointEntry: validateEndpointEntry,
    BackendEntry: validateBackendEntry,
    ModelEntry: validateModelEntry,
    ToolsEntry: validateToolsEntry,
    ModelEndpoint: validateModelEndpoint,
    ModelEndpointBinding: validateModelEndpointBinding,
} as const;
