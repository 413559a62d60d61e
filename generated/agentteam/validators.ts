// GENERATED from schemas/agentteam/ by `npm run generate`. DO NOT EDIT BY HAND.
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

export const validateMentionRange = raw.validateMentionRange as unknown as Validator<T.MentionRange>;
export const validateMention = raw.validateMention as unknown as Validator<T.Mention>;
export const validateMessageAuthor = raw.validateMessageAuthor as unknown as Validator<T.MessageAuthor>;
export const validateMentionMessage = raw.validateMentionMessage as unknown as Validator<T.MentionMessage>;
export const validateMentionApp = raw.validateMentionApp as unknown as Validator<T.MentionApp>;
export const validateMentionTarget = raw.validateMentionTarget as unknown as Validator<T.MentionTarget>;
export const validateReplyHint = raw.validateReplyHint as unknown as Validator<T.ReplyHint>;
export const validateMentionPayload = raw.validateMentionPayload as unknown as Validator<T.MentionPayload>;
export const validateCallbackEnvelope = raw.validateCallbackEnvelope as unknown as Validator<T.CallbackEnvelope>;
export const validateCallbackAck = raw.validateCallbackAck as unknown as Validator<T.CallbackAck>;
export const validateDeliveryEnvelope = raw.validateDeliveryEnvelope as unknown as Validator<T.DeliveryEnvelope>;
export const validateRunnerStreamDelivery = raw.validateRunnerStreamDelivery as unknown as Validator<T.RunnerStreamDelivery>;
export const validateRunnerStreamPing = raw.validateRunnerStreamPing as unknown as Validator<T.RunnerStreamPing>;
export const validateHeartbeatRequest = raw.validateHeartbeatRequest as unknown as Validator<T.HeartbeatRequest>;
export const validateHeartbeatResponse = raw.validateHeartbeatResponse as unknown as Validator<T.HeartbeatResponse>;
export const validateReplyRequest = raw.validateReplyRequest as unknown as Validator<T.ReplyRequest>;
export const validateReplyResponse = raw.validateReplyResponse as unknown as Validator<T.ReplyResponse>;
export const validateAckRequest = raw.validateAckRequest as unknown as Validator<T.AckRequest>;
export const validateFailRequest = raw.validateFailRequest as unknown as Validator<T.FailRequest>;
export const validateDeliveryStatus = raw.validateDeliveryStatus as unknown as Validator<T.DeliveryStatus>;
export const validateDeliveryStateResponse = raw.validateDeliveryStateResponse as unknown as Validator<T.DeliveryStateResponse>;
export const validateContextMessage = raw.validateContextMessage as unknown as Validator<T.ContextMessage>;
export const validateContextResponse = raw.validateContextResponse as unknown as Validator<T.ContextResponse>;
export const validateCredentialState = raw.validateCredentialState as unknown as Validator<T.CredentialState>;
export const validateTransport = raw.validateTransport as unknown as Validator<T.Transport>;
export const validateCredentialStatus = raw.validateCredentialStatus as unknown as Validator<T.CredentialStatus>;
export const validateClaimResponse = raw.validateClaimResponse as unknown as Validator<T.ClaimResponse>;
export const validateErrorCode = raw.validateErrorCode as unknown as Validator<T.ErrorCode>;
export const validateErrorDetail = raw.validateErrorDetail as unknown as Validator<T.ErrorDetail>;
export const validateErrorBody = raw.validateErrorBody as unknown as Validator<T.ErrorBody>;
export const validateAppManifest = raw.validateAppManifest as unknown as Validator<T.AppManifest>;
export const validateRunnerStreamEvent = raw.validateRunnerStreamEvent as unknown as Validator<T.RunnerStreamEvent>;

/** Every validator by type name. */
export const validators = {
    MentionRange: validateMentionRange,
    Mention: validateMention,
    MessageAuthor: validateMessageAuthor,
    MentionMessage: validateMentionMessage,
    MentionApp: validateMentionApp,
    MentionTarget: validateMentionTarget,
    ReplyHint: validateReplyHint,
    MentionPayload: validateMentionPayload,
    CallbackEnvelope: validateCallbackEnvelope,
    CallbackAck: validateCallbackAck,
    DeliveryEnvelope: validateDeliveryEnvelope,
    RunnerStreamDelivery: validateRunnerStreamDelivery,
    RunnerStreamPing: validateRunnerStreamPing,
    HeartbeatRequest: validateHeartbeatRequest,
    HeartbeatResponse: validateHeartbeatResponse,
    ReplyRequest: validateReplyRequest,
    ReplyResponse: validateReplyResponse,
    AckRequest: validateAckRequest,
    FailRequest: validateFailRequest,
    DeliveryStatus: validateDeliveryStatus,
    DeliveryStateResponse: validateDeliveryStateResponse,
    ContextMessage: validateContextMessage,
    ContextResponse: validateContextResponse,
    CredentialState: validateCredentialState,
    Transport: validateTransport,
    CredentialStatus: validateCredentialStatus,
    ClaimResponse: validateClaimResponse,
    ErrorCode: validateErrorCode,
    ErrorDetail: validateErrorDetail,
    ErrorBody: validateErrorBody,
    AppManifest: validateAppManifest,
    RunnerStreamEvent: validateRunnerStreamEvent,
} as const;
