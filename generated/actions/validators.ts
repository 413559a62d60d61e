// GENERATED from schemas/actions/ by `npm run generate`. DO NOT EDIT BY HAND.
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

export const validateTransportKind = raw.validateTransportKind as unknown as Validator<T.TransportKind>;
export const validateMcpTransportName = raw.validateMcpTransportName as unknown as Validator<T.McpTransportName>;
export const validateIntent = raw.validateIntent as unknown as Validator<T.Intent>;
export const validateHttpTransportInfo = raw.validateHttpTransportInfo as unknown as Validator<T.HttpTransportInfo>;
export const validateMcpTransportInfo = raw.validateMcpTransportInfo as unknown as Validator<T.McpTransportInfo>;
export const validateQueueTransportInfo = raw.validateQueueTransportInfo as unknown as Validator<T.QueueTransportInfo>;
export const validateActionTransports = raw.validateActionTransports as unknown as Validator<T.ActionTransports>;
export const validateActionCapability = raw.validateActionCapability as unknown as Validator<T.ActionCapability>;
export const validateCapabilities = raw.validateCapabilities as unknown as Validator<T.Capabilities>;
export const validateErrorDetail = raw.validateErrorDetail as unknown as Validator<T.ErrorDetail>;
export const validateErrorInfo = raw.validateErrorInfo as unknown as Validator<T.ErrorInfo>;
export const validateErrorBody = raw.validateErrorBody as unknown as Validator<T.ErrorBody>;
export const validateServerInfo = raw.validateServerInfo as unknown as Validator<T.ServerInfo>;
export const validateHealthStatus = raw.validateHealthStatus as unknown as Validator<T.HealthStatus>;
export const validateQueueErrorInfo = raw.validateQueueErrorInfo as unknown as Validator<T.QueueErrorInfo>;
export const validateQueueReplySuccess = raw.validateQueueReplySuccess as unknown as Validator<T.QueueReplySuccess>;
export const validateQueueReplyError = raw.validateQueueReplyError as unknown as Validator<T.QueueReplyError>;
export const validateQueueReply = raw.validateQueueReply as unknown as Validator<T.QueueReply>;
export const validateQueueDeadLetterReason = raw.validateQueueDeadLetterReason as unknown as Validator<T.QueueDeadLetterReason>;
export const validateQueueDeadLetterError = raw.validateQueueDeadLetterError as unknown as Validator<T.QueueDeadLetterError>;
export const validateServerConfig = raw.validateServerConfig as unknown as Validator<T.ServerConfig>;
export const validateAgentSection = raw.validateAgentSection as unknown as Validator<T.AgentSection>;
export const validateAuthConfig = raw.validateAuthConfig as unknown as Validator<T.AuthConfig>;
export const validateLoggingConfig = raw.validateLoggingConfig as unknown as Validator<T.LoggingConfig>;
export const validateAgentClientConfig = raw.validateAgentClientConfig as unknown as Validator<T.AgentClientConfig>;
export const validateQueueConfig = raw.validateQueueConfig as unknown as Validator<T.QueueConfig>;
export const validateAgentConfig = raw.validateAgentConfig as unknown as Validator<T.AgentConfig>;

/** Every validator by type name. */
export const validators = {
    TransportKind: validateTransportKind,
    McpTransportName: validateMcpTransportName,
    Intent: validateIntent,
    HttpTransportInfo: validateHttpTransportInfo,
    McpTransportInfo: validateMcpTransportInfo,
    QueueTransportInfo: validateQueueTransportInfo,
    ActionTransports: validateActionTransports,
    ActionCapability: validateActionCapability,
    Capabilities: validateCapabilities,
    ErrorDetail: validateErrorDetail,
    ErrorInfo: validateErrorInfo,
    ErrorBody: validateErrorBody,
    ServerInfo: validateServerInfo,
    HealthStatus: validateHealthStatus,
    QueueErrorInfo: validateQueueErrorInfo,
    QueueReplySuccess: validateQueueReplySuccess,
    QueueReplyError: validateQueueReplyError,
    QueueReply: validateQueueReply,
    QueueDeadLetterReason: validateQueueDeadLetterReason,
    QueueDeadLetterError: validateQueueDeadLetterError,
    ServerConfig: validateServerConfig,
    AgentSection: validateAgentSection,
    AuthConfig: validateAuthConfig,
    LoggingConfig: validateLoggingConfig,
    AgentClientConfig: validateAgentClientConfig,
    QueueConfig: validateQueueConfig,
    AgentConfig: validateAgentConfig,
} as const;
