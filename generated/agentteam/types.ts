// GENERATED from schemas/agentteam/ by `npm run generate`. DO NOT EDIT BY HAND.
// `vv-agent schema check` fails when this file differs from what the schemas produce.
/**
 * Body of POST /events (snake_case, signed: AgentTeam-Signature t=<unix>,v1=<hex
 * HMAC-SHA256 of '<t>.<raw body>'>).
 */
export interface CallbackEnvelope {
    attempt_id:     string;
    delivery_id:    string;
    delivery_token: string;
    envelope_id:    string;
    event_type:     string;
    /**
     * RFC 3339 time.
     */
    issued_at: string;
    payload:   MentionPayload;
    [property: string]: unknown;
}

/**
 * The agentteam.message.mention event payload, snake_case, the same object on both
 * transports. Readers accept camelCase spellings of the multi-word keys they use.
 */
export interface MentionPayload {
    app?:       MentionApp;
    message:    MentionMessage;
    reply?:     ReplyHint;
    target?:    MentionTarget;
    workspace?: Workspace;
    [property: string]: unknown;
}

export interface MentionApp {
    app_id?:                string;
    installation_id?:       string;
    service_definition_id?: string;
    service_member_id?:     string;
    [property: string]: unknown;
}

export interface MentionMessage {
    author?:   MessageAuthor;
    id:        string;
    mentions?: Mention[];
    text:      string;
    [property: string]: unknown;
}

export interface MessageAuthor {
    display_name?: string;
    id:            string;
    /**
     * human or service.
     */
    type: string;
    [property: string]: unknown;
}

export interface Mention {
    member_id?:         string;
    range:              MentionRange;
    service_member_id?: string;
    /**
     * service or human.
     */
    type: string;
    [property: string]: unknown;
}

/**
 * Unicode code point offsets into message.text, end exclusive.
 */
export interface MentionRange {
    end:   number;
    start: number;
}

export interface ReplyHint {
    default_target?:      string;
    reply_to_message_id?: string;
    [property: string]: unknown;
}

export interface MentionTarget {
    kind?: string;
    ref?:  string;
    [property: string]: unknown;
}

export interface Workspace {
    id?: string;
    [property: string]: unknown;
}

/**
 * What the callback server answers (2xx) once the envelope is accepted.
 */
export interface CallbackAck {
    duplicate?: boolean;
    received:   boolean;
}

export interface RunnerStreamDelivery {
    envelope: DeliveryEnvelope;
    type:     "delivery";
    [property: string]: unknown;
}

/**
 * A delivery as the runner stream and the Runtime API carry it (camelCase).
 */
export interface DeliveryEnvelope {
    attemptId:     string;
    deliveryId:    string;
    deliveryToken: string;
    envelopeId:    string;
    eventType:     string;
    issuedAt:      string;
    /**
     * Default 60; each successful reply renews the lease.
     */
    leaseSeconds?: number;
    payload:       MentionPayload;
    [property: string]: unknown;
}

export interface RunnerStreamPing {
    type: "ping";
    [property: string]: unknown;
}

export interface HeartbeatRequest {
    capabilities?:  Capabilities;
    metadata?:      { [key: string]: unknown };
    runnerId:       string;
    runnerVersion?: string;
    [property: string]: unknown;
}

export interface Capabilities {
    "agentteam.message.mention"?: boolean;
    maxConcurrency?:              number;
    [property: string]: unknown;
}

export interface HeartbeatResponse {
    receivedAt: string;
    runnerId:   string;
    [property: string]: unknown;
}

export interface ReplyRequest {
    attemptId:      string;
    content:        string;
    idempotencyKey: string;
    metadata?:      { [key: string]: unknown };
    [property: string]: unknown;
}

export interface ReplyResponse {
    attemptId:      string;
    createdAt:      string;
    deliveryId:     string;
    effectId:       string;
    idempotencyKey: string;
    messageId:      string;
    [property: string]: unknown;
}

export interface AckRequest {
    attemptId: string;
    result?:   { [key: string]: unknown };
    [property: string]: unknown;
}

export interface FailRequest {
    attemptId: string;
    /**
     * A stable code.
     */
    code:    string;
    message: string;
    result?: { [key: string]: unknown };
    [property: string]: unknown;
}

export type DeliveryStatus = "pending" | "delivered" | "completed" | "failed" | "canceled";

export interface DeliveryStateResponse {
    attemptId:  string;
    deliveryId: string;
    status:     Status;
    [property: string]: unknown;
}

export type Status = "completed" | "failed";

export interface ContextResponse {
    messages: ContextMessage[];
    pinned:   ContextMessage[];
    [property: string]: unknown;
}

export interface ContextMessage {
    author?:    MessageAuthor;
    createdAt?: string;
    id:         string;
    seq?:       number;
    text:       string;
    [property: string]: unknown;
}

export interface CredentialStatus {
    appId:          string;
    claimedAt?:     string;
    installationId: string;
    state:          CredentialState;
    transports:     Transport[];
    [property: string]: unknown;
}

export type CredentialState = "pending_approval" | "ready_to_claim" | "claimed";

export type Transport = "runner_stream" | "callback";

/**
 * Returned once, with Cache-Control: no-store.
 */
export interface ClaimResponse {
    callbackSigningSecret?: string;
    runnerToken?:           string;
    [property: string]: unknown;
}

/**
 * 401 authentication (invalid_token, token_expired, token_disabled, invalid_signature,
 * timestamp_out_of_range, header_mismatch), 403 authorization (not_permitted,
 * target_not_allowed), 404, 409 lease (attempt_not_current, lease_expired) and state
 * (delivery_terminal, delivery_canceled, idempotency_conflict, credential_*), 400
 * validation_failed, 413 payload_too_large, 429 rate_limited.
 */
export type ErrorCode = "invalid_token" | "token_expired" | "token_disabled" | "not_permitted" | "target_not_allowed" | "delivery_not_found" | "installation_not_found" | "attempt_not_current" | "lease_expired" | "delivery_terminal" | "delivery_canceled" | "idempotency_conflict" | "validation_failed" | "rate_limited" | "method_not_allowed" | "credential_already_claimed" | "credential_not_ready" | "payload_too_large" | "invalid_signature" | "timestamp_out_of_range" | "header_mismatch" | "not_found" | "internal_error";

export interface ErrorBody {
    error: Error;
    [property: string]: unknown;
}

export interface Error {
    code:     string;
    details?: ErrorDetail[];
    message:  string;
    [property: string]: unknown;
}

export interface ErrorDetail {
    field:   string;
    message: string;
}

/**
 * manifest.json of an App runtime.
 */
export interface AppManifest {
    description?: string;
    displayName?: string;
    /**
     * Subscribed events.
     */
    events:        string[];
    name:          string;
    permissions:   string[];
    runtime:       Runtime;
    schemaVersion: number;
    version?:      string;
    [property: string]: unknown;
}

export interface Runtime {
    /**
     * HTTPS URL of POST /events (callback transport).
     */
    callbackUrl?: string;
    /**
     * JSON Schema of the App's runtime configuration.
     */
    configSchema: { [key: string]: unknown };
    transports:   [Transport, ...Transport[]];
    [property: string]: unknown;
}

/**
 * One NDJSON line of the runner stream, discriminated on type.
 */
export type RunnerStreamEvent = RunnerStreamDelivery | RunnerStreamPing;
