// GENERATED from schemas/app-server/ by `npm run generate`. DO NOT EDIT BY HAND.
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

export const validateRequestId = raw.validateRequestId as unknown as Validator<T.RequestId>;
export const validateJsonRpcVersion = raw.validateJsonRpcVersion as unknown as Validator<T.JsonRpcVersion>;
export const validateJsonRpcError = raw.validateJsonRpcError as unknown as Validator<T.JsonRpcError>;
export const validateJsonRpcErrorCode = raw.validateJsonRpcErrorCode as unknown as Validator<T.JsonRpcErrorCode>;
export const validateJsonRpcResponse = raw.validateJsonRpcResponse as unknown as Validator<T.JsonRpcResponse>;
export const validateJsonRpcErrorResponse = raw.validateJsonRpcErrorResponse as unknown as Validator<T.JsonRpcErrorResponse>;
export const validateInputItem = raw.validateInputItem as unknown as Validator<T.InputItem>;
export const validateThreadStatus = raw.validateThreadStatus as unknown as Validator<T.ThreadStatus>;
export const validateTurnStatus = raw.validateTurnStatus as unknown as Validator<T.TurnStatus>;
export const validateCompletionReason = raw.validateCompletionReason as unknown as Validator<T.CompletionReason>;
export const validateItemType = raw.validateItemType as unknown as Validator<T.ItemType>;
export const validateItemStatus = raw.validateItemStatus as unknown as Validator<T.ItemStatus>;
export const validateApprovalDecision = raw.validateApprovalDecision as unknown as Validator<T.ApprovalDecision>;
export const validateAppThread = raw.validateAppThread as unknown as Validator<T.AppThread>;
export const validateTurnResult = raw.validateTurnResult as unknown as Validator<T.TurnResult>;
export const validateAppTurn = raw.validateAppTurn as unknown as Validator<T.AppTurn>;
export const validateAppItem = raw.validateAppItem as unknown as Validator<T.AppItem>;
export const validateToolMetadata = raw.validateToolMetadata as unknown as Validator<T.ToolMetadata>;
export const validateAgentMessagePayload = raw.validateAgentMessagePayload as unknown as Validator<T.AgentMessagePayload>;
export const validateToolCallPayload = raw.validateToolCallPayload as unknown as Validator<T.ToolCallPayload>;
export const validateCacheUsage = raw.validateCacheUsage as unknown as Validator<T.CacheUsage>;
export const validateModelCallTokenUsage = raw.validateModelCallTokenUsage as unknown as Validator<T.ModelCallTokenUsage>;
export const validateTokenUsageCycle = raw.validateTokenUsageCycle as unknown as Validator<T.TokenUsageCycle>;
export const validateTaskTokenUsage = raw.validateTaskTokenUsage as unknown as Validator<T.TaskTokenUsage>;
export const validateModelSummary = raw.validateModelSummary as unknown as Validator<T.ModelSummary>;
export const validateClientInfo = raw.validateClientInfo as unknown as Validator<T.ClientInfo>;
export const validateClientCapabilities = raw.validateClientCapabilities as unknown as Validator<T.ClientCapabilities>;
export const validateServerCapabilities = raw.validateServerCapabilities as unknown as Validator<T.ServerCapabilities>;
export const validateInitializeParams = raw.validateInitializeParams as unknown as Validator<T.InitializeParams>;
export const validateInitializeResponse = raw.validateInitializeResponse as unknown as Validator<T.InitializeResponse>;
export const validateThreadStartParams = raw.validateThreadStartParams as unknown as Validator<T.ThreadStartParams>;
export const validateThreadStartResponse = raw.validateThreadStartResponse as unknown as Validator<T.ThreadStartResponse>;
export const validateThreadIdParams = raw.validateThreadIdParams as unknown as Validator<T.ThreadIdParams>;
export const validateThreadResumeParams = raw.validateThreadResumeParams as unknown as Validator<T.ThreadResumeParams>;
export const validateThreadReadParams = raw.validateThreadReadParams as unknown as Validator<T.ThreadReadParams>;
export const validateThreadListParams = raw.validateThreadListParams as unknown as Validator<T.ThreadListParams>;
export const validateThreadListResponse = raw.validateThreadListResponse as unknown as Validator<T.ThreadListResponse>;
export const validateThreadReadResponse = raw.validateThreadReadResponse as unknown as Validator<T.ThreadReadResponse>;
export const validateThreadResumeResponse = raw.validateThreadResumeResponse as unknown as Validator<T.ThreadResumeResponse>;
export const validateThreadArchiveResponse = raw.validateThreadArchiveResponse as unknown as Validator<T.ThreadArchiveResponse>;
export const validateThreadUnsubscribeResponse = raw.validateThreadUnsubscribeResponse as unknown as Validator<T.ThreadUnsubscribeResponse>;
export const validateTurnStartParams = raw.validateTurnStartParams as unknown as Validator<T.TurnStartParams>;
export const validateTurnStartResponse = raw.validateTurnStartResponse as unknown as Validator<T.TurnStartResponse>;
export const validateTurnSteerParams = raw.validateTurnSteerParams as unknown as Validator<T.TurnSteerParams>;
export const validateTurnFollowUpParams = raw.validateTurnFollowUpParams as unknown as Validator<T.TurnFollowUpParams>;
export const validateTurnQueueResponse = raw.validateTurnQueueResponse as unknown as Validator<T.TurnQueueResponse>;
export const validateTurnInterruptParams = raw.validateTurnInterruptParams as unknown as Validator<T.TurnInterruptParams>;
export const validateTurnInterruptResponse = raw.validateTurnInterruptResponse as unknown as Validator<T.TurnInterruptResponse>;
export const validateApprovalResolveParams = raw.validateApprovalResolveParams as unknown as Validator<T.ApprovalResolveParams>;
export const validateApprovalResolveResponse = raw.validateApprovalResolveResponse as unknown as Validator<T.ApprovalResolveResponse>;
export const validateModelListParams = raw.validateModelListParams as unknown as Validator<T.ModelListParams>;
export const validateModelListResponse = raw.validateModelListResponse as unknown as Validator<T.ModelListResponse>;
export const validateSchemaExportParams = raw.validateSchemaExportParams as unknown as Validator<T.SchemaExportParams>;
export const validateSchemaExportResponse = raw.validateSchemaExportResponse as unknown as Validator<T.SchemaExportResponse>;
export const validateThreadStartedParams = raw.validateThreadStartedParams as unknown as Validator<T.ThreadStartedParams>;
export const validateThreadStatusChangedParams = raw.validateThreadStatusChangedParams as unknown as Validator<T.ThreadStatusChangedParams>;
export const validateThreadArchivedParams = raw.validateThreadArchivedParams as unknown as Validator<T.ThreadArchivedParams>;
export const validateThreadClosedParams = raw.validateThreadClosedParams as unknown as Validator<T.ThreadClosedParams>;
export const validateTurnStartedParams = raw.validateTurnStartedParams as unknown as Validator<T.TurnStartedParams>;
export const validateTurnCompletedParams = raw.validateTurnCompletedParams as unknown as Validator<T.TurnCompletedParams>;
export const validateAgentMessageDeltaParams = raw.validateAgentMessageDeltaParams as unknown as Validator<T.AgentMessageDeltaParams>;
export const validateToolCallDeltaParams = raw.validateToolCallDeltaParams as unknown as Validator<T.ToolCallDeltaParams>;
export const validateApprovalRequestParams = raw.validateApprovalRequestParams as unknown as Validator<T.ApprovalRequestParams>;
export const validateApprovalResolvedParams = raw.validateApprovalResolvedParams as unknown as Validator<T.ApprovalResolvedParams>;
export const validateWarningParams = raw.validateWarningParams as unknown as Validator<T.WarningParams>;
export const validateApprovalResponse = raw.validateApprovalResponse as unknown as Validator<T.ApprovalResponse>;
export const validateCacheStatus = raw.validateCacheStatus as unknown as Validator<T.CacheStatus>;
export const validateClientNotification = raw.validateClientNotification as unknown as Validator<T.ClientNotification>;
export const validateClientRequest = raw.validateClientRequest as unknown as Validator<T.ClientRequest>;
export const validateJsonRpcMessage = raw.validateJsonRpcMessage as unknown as Validator<T.JsonRpcMessage>;
export const validateServerNotification = raw.validateServerNotification as unknown as Validator<T.ServerNotification>;
export const validateServerRequest = raw.validateServerRequest as unknown as Validator<T.ServerRequest>;

/** Every validator by type name. */
export const validators = {
    RequestId: validateRequestId,
    JsonRpcVersion: validateJsonRpcVersion,
    JsonRpcError: validateJsonRpcError,
    JsonRpcErrorCode: validateJsonRpcErrorCode,
    JsonRpcResponse: validateJsonRpcResponse,
    JsonRpcErrorResponse: validateJsonRpcErrorResponse,
    InputItem: validateInputItem,
    ThreadStatus: validateThreadStatus,
    TurnStatus: validateTurnStatus,
    CompletionReason: validateCompletionReason,
    ItemType: validateItemType,
    ItemStatus: validateItemStatus,
    ApprovalDecision: validateApprovalDecision,
    AppThread: validateAppThread,
    TurnResult: validateTurnResult,
    AppTurn: validateAppTurn,
    AppItem: validateAppItem,
    ToolMetadata: validateToolMetadata,
    AgentMessagePayload: validateAgentMessagePayload,
    ToolCallPayload: validateToolCallPayload,
    CacheUsage: validateCacheUsage,
    ModelCallTokenUsage: validateModelCallTokenUsage,
    TokenUsageCycle: validateTokenUsageCycle,
    TaskTokenUsage: validateTaskTokenUsage,
    ModelSummary: validateModelSummary,
    ClientInfo: validateClientInfo,
    ClientCapabilities: validateClientCapabilities,
    ServerCapabilities: validateServerCapabilities,
    InitializeParams: validateInitializeParams,
    InitializeResponse: validateInitializeResponse,
    ThreadStartParams: validateThreadStartParams,
    ThreadStartResponse: validateThreadStartResponse,
    ThreadIdParams: validateThreadIdParams,
    ThreadResumeParams: validateThreadResumeParams,
    ThreadReadParams: validateThreadReadParams,
    ThreadListParams: validateThreadListParams,
    ThreadListResponse: validateThreadListResponse,
    ThreadReadResponse: validateThreadReadResponse,
    ThreadResumeResponse: validateThreadResumeResponse,
    ThreadArchiveResponse: validateThreadArchiveResponse,
    ThreadUnsubscribeResponse: validateThreadUnsubscribeResponse,
    TurnStartParams: validateTurnStartParams,
    TurnStartResponse: validateTurnStartResponse,
    TurnSteerParams: validateTurnSteerParams,
    TurnFollowUpParams: validateTurnFollowUpParams,
    TurnQueueResponse: validateTurnQueueResponse,
    TurnInterruptParams: validateTurnInterruptParams,
    TurnInterruptResponse: validateTurnInterruptResponse,
    ApprovalResolveParams: validateApprovalResolveParams,
    ApprovalResolveResponse: validateApprovalResolveResponse,
    ModelListParams: validateModelListParams,
    ModelListResponse: validateModelListResponse,
    SchemaExportParams: validateSchemaExportParams,
    SchemaExportResponse: validateSchemaExportResponse,
    ThreadStartedParams: validateThreadStartedParams,
    ThreadStatusChangedParams: validateThreadStatusChangedParams,
    ThreadArchivedParams: validateThreadArchivedParams,
    ThreadClosedParams: validateThreadClosedParams,
    TurnStartedParams: validateTurnStartedParams,
    TurnCompletedParams: validateTurnCompletedParams,
    AgentMessageDeltaParams: validateAgentMessageDeltaParams,
    ToolCallDeltaParams: validateToolCallDeltaParams,
    ApprovalRequestParams: validateApprovalRequestParams,
    ApprovalResolvedParams: validateApprovalResolvedParams,
    WarningParams: validateWarningParams,
    ApprovalResponse: validateApprovalResponse,
    CacheStatus: validateCacheStatus,
    ClientNotification: validateClientNotification,
    ClientRequest: validateClientRequest,
    JsonRpcMessage: validateJsonRpcMessage,
    ServerNotification: validateServerNotification,
    ServerRequest: validateServerRequest,
} as const;
