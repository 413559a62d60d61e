// GENERATED from schemas/app-server/ by `npm run generate`. DO NOT EDIT BY HAND.
// `vv-agent schema check` fails when this file differs from what the schemas produce.
/**
 * A successful reply to a request.
 */
export interface JsonRpcResponse {
    id:       number | string;
    jsonrpc?: "2.0";
    /**
     * The method's result; its type is the method's declared result.
     */
    result: unknown;
}

/**
 * Always sent by this server; optional inbound (contract section 1).
 */

/**
 * An error reply to a request.
 */
export interface JsonRpcErrorResponse {
    error: JsonRpcError;
    /**
     * The request's id, or null when the request could not be read (-32700, -32600).
     */
    id:       number | null | string;
    jsonrpc?: "2.0";
}

export interface JsonRpcError {
    /**
     * One of the codes in JsonRpcErrorCode.
     */
    code: number;
    /**
     * Optional structured detail, e.g. {"method": ...} for -32601.
     */
    data?:   unknown;
    message: string;
}

/**
 * Payload of an agentMessage item: the chunk in a delta, the full text once completed.
 */
export interface AgentMessagePayload {
    text: string;
}

/**
 * Payload of a toolCall item (contract section 5).
 */
export interface ToolCallPayload {
    arguments?:        { [key: string]: unknown };
    directive?:        null | string;
    durationMs?:       number | null;
    errorCode?:        null | string;
    executionStarted?: boolean;
    /**
     * The tool's output when completed.
     */
    output?: unknown;
    /**
     * success or error once completed.
     */
    status?:       string;
    toolCallId:    string;
    toolMetadata?: ToolMetadata;
    toolName:      string;
    [property: string]: unknown;
}

/**
 * Typed tool metadata, present only when the tool declared it.
 */
export interface ToolMetadata {
    capabilityTags: string[];
    costDimensions: string[];
    idempotency:    Idempotency;
    /**
     * What the tool touches, e.g. none, read, write, external.
     */
    sideEffect: string;
    /**
     * A capability declaration only; turn state is derived from the runtime result.
     */
    terminal: boolean;
}

export type Idempotency = "supported" | "unsupported" | "unknown";

export interface InitializeParams {
    capabilities?: ClientCapabilities;
    clientInfo:    ClientInfo;
}

export interface ClientCapabilities {
    experimentalApi?: boolean;
    /**
     * Exact notification method names this connection does not want.
     */
    optOutNotificationMethods?: string[];
    [property: string]: unknown;
}

export interface ClientInfo {
    /**
     * Must contain a non-whitespace character.
     */
    name:     string;
    title?:   string;
    version?: string;
    [property: string]: unknown;
}

export interface InitializeResponse {
    capabilities:    ServerCapabilities;
    protocolVersion: "v1";
    userAgent:       string;
}

export interface ServerCapabilities {
    approvalResolve:    boolean;
    modelList:          boolean;
    notificationOptOut: boolean;
    schemaExport:       boolean;
    threadLifecycle:    boolean;
}

export interface ThreadStartParams {
    agentKey?: string;
    /**
     * Working directory of the thread's tools, resolved against the server's.
     */
    cwd?:      string;
    metadata?: { [key: string]: unknown };
}

/**
 * Exactly the seed's four keys; the reference's schema is closed (contract section 3).
 * thread/read returns the whole AppThread.
 */
export interface ThreadStartResponse {
    agentKey: string;
    cwd:      null | string;
    status:   ThreadStatus;
    threadId: string;
}

export type ThreadStatus = "idle" | "running" | "archived" | "closed";

export interface ThreadIdParams {
    threadId: string;
}

export interface ThreadResumeParams {
    /**
     * Default true.
     */
    subscribe?: boolean;
    threadId:   string;
}

export interface ThreadReadParams {
    /**
     * Only items after this one; an unknown id returns all items.
     */
    afterItemId?: string;
    threadId:     string;
}

/**
 * offset and limit are safe integers (at most 2^53 - 1): a larger number is invalid params,
 * not a store error.
 */
export interface ThreadListParams {
    archived?:        boolean;
    includeArchived?: boolean;
    limit?:           number;
    offset?:          number;
}

export interface ThreadListResponse {
    threads: AppThread[];
}

export interface AppThread {
    agentKey: string;
    /**
     * Always sent by this server (null when not archived).
     */
    archivedAt?: number | null;
    /**
     * Milliseconds since the Unix epoch.
     */
    createdAt: number;
    cwd:       null | string;
    metadata:  { [key: string]: unknown };
    status:    ThreadStatus;
    threadId:  string;
    /**
     * Milliseconds since the Unix epoch.
     */
    updatedAt: number;
}

export interface ThreadReadResponse {
    items:  AppItem[];
    thread: AppThread;
    turns:  AppTurn[];
}

export interface AppItem {
    /**
     * Milliseconds since the Unix epoch.
     */
    createdAt: number;
    itemId:    string;
    /**
     * camelCase keys; see AgentMessagePayload and ToolCallPayload.
     */
    payload:  { [key: string]: unknown };
    status:   ItemStatus;
    threadId: string;
    turnId:   string;
    type:     ItemType;
    /**
     * Milliseconds since the Unix epoch.
     */
    updatedAt: number;
}

export type ItemStatus = "inProgress" | "completed" | "failed";

export type ItemType = "userMessage" | "agentMessage" | "toolCall" | "approval" | "error";

export interface AppTurn {
    completedAt: number | null;
    input:       InputItem[];
    result:      TurnResult;
    runId:       null | string;
    /**
     * Milliseconds since the Unix epoch.
     */
    startedAt: number;
    status:    TurnStatus;
    threadId:  string;
    turnId:    string;
}

/**
 * One element of a turn's input, e.g. {"type":"text","text":"..."}. Any object is accepted
 * and kept as given (contract section 6): its `text` when that is a string, else the
 * object's JSON, is what the model reads.
 */
export interface InputItem {
    /**
     * The text, when a string; any other value is kept, and the model reads the object's JSON.
     */
    text?: unknown;
    /**
     * Usually "text"; any JSON value is kept.
     */
    type?: unknown;
    [property: string]: unknown;
}

/**
 * A turn's stored result: the turn/completed params once the turn ends (absent fields are
 * omitted, never null); {} while it runs.
 */
export interface TurnResult {
    budgetExhaustion?:   { [key: string]: unknown };
    budgetUsage?:        { [key: string]: unknown };
    completionReason?:   CompletionReason;
    completionToolName?: string;
    error?:              string;
    finalOutput?:        string;
    partialOutput?:      string;
    runId?:              string;
    status?:             TurnStatus;
    threadId?:           string;
    tokenUsage?:         TaskTokenUsage;
    turnId?:             string;
}

export type CompletionReason = "tool_finish" | "no_tool_finish" | "wait_user" | "max_cycles" | "cancelled" | "failed" | "budget_exhausted";

export type TurnStatus = "running" | "completed" | "failed" | "interrupted";

/**
 * A turn's token usage; one cycle per model call. A count the provider did not report is
 * null.
 */
export interface TaskTokenUsage {
    cache_usage:      CacheUsage;
    cycles:           TokenUsageCycle[];
    input_tokens:     number | null;
    output_tokens:    number | null;
    reasoning_tokens: number | null;
    schema_version:   "vv-agent.task-token-usage.v1";
    total_tokens:     number | null;
}

export interface CacheUsage {
    read_input_tokens: number | null;
    /**
     * aggregate for a turn's total, provider_usage for one model call.
     */
    source:                string;
    status:                CacheStatus;
    uncached_input_tokens: number | null;
    write_input_tokens:    number | null;
}

/**
 * provider_reported: the provider reported cache numbers (an observed 0 stays 0);
 * accounting_missing: not enough accounting (null, never shown as 0%); unsupported: the
 * backend has no caching.
 */
export type CacheStatus = "provider_reported" | "accounting_missing" | "unsupported";

export interface TokenUsageCycle {
    cycle_index: number;
    usage:       ModelCallTokenUsage;
}

export interface ModelCallTokenUsage {
    cache_usage:   CacheUsage;
    input_tokens:  number | null;
    output_tokens: number | null;
    /**
     * The provider's usage object as reported.
     */
    provider_usage?:  { [key: string]: unknown } | null;
    reasoning_tokens: number | null;
    schema_version:   "vv-agent.token-usage.v1";
    total_tokens:     number | null;
    usage_source:     string;
}

/**
 * What thread/read returns, nothing more (contract section 3).
 */
export interface ThreadResumeResponse {
    items:  AppItem[];
    thread: AppThread;
    turns:  AppTurn[];
}

export interface ThreadArchiveResponse {
    archived: boolean;
    threadId: string;
}

export interface ThreadUnsubscribeResponse {
    closed:     boolean;
    subscribed: boolean;
    threadId:   string;
}

export interface TurnStartParams {
    input?: InputItem[];
    /**
     * Overlaid on the thread's metadata for this turn's host calls.
     */
    metadata?: { [key: string]: unknown };
    threadId:  string;
}

export interface TurnStartResponse {
    status:   TurnStatus;
    threadId: string;
    turnId:   string;
}

export interface TurnSteerParams {
    /**
     * Empty or absent skips the guard.
     */
    expectedTurnId?: string;
    input:           InputItem[];
    threadId:        string;
}

export interface TurnFollowUpParams {
    /**
     * Empty or absent skips the guard.
     */
    expectedTurnId?: string;
    input:           InputItem[];
    threadId:        string;
}

export interface TurnQueueResponse {
    queued:   boolean;
    threadId: string;
    turnId:   string;
}

export interface TurnInterruptParams {
    expectedTurnId?: string;
    reason?:         string;
    threadId:        string;
}

export interface TurnInterruptResponse {
    cancelled: boolean;
    threadId:  string;
    turnId:    string;
}

export interface ApprovalResolveParams {
    decision:  ApprovalDecision;
    metadata?: { [key: string]: unknown };
    reason?:   string;
    requestId: string;
    threadId:  string;
    turnId:    string;
}

/**
 * allow_session skips approval for the same tool name for the rest of the turn.
 */
export type ApprovalDecision = "allow" | "allow_session" | "deny" | "timeout";

/**
 * An empty object, as the reference's (contract section 3); the outcome is announced by
 * approval/resolved.
 */
export interface ApprovalResolveResponse {
}

export interface ModelListParams {
    agentKey?: string;
    provider?: string;
}

export interface ModelListResponse {
    models: ModelSummary[];
}

export interface ModelSummary {
    contextLength?: number;
    displayName?:   string;
    id:             string;
    metadata?:      { [key: string]: unknown };
    provider?:      string;
    supportsTools:  boolean;
}

export interface SchemaExportResponse {
    /**
     * Exported type name -> its JSON Schema as JSON text (what `app-server schema` writes to
     * json/<Name>.json).
     */
    jsonSchema: { [key: string]: string };
    /**
     * File name -> TypeScript source.
     */
    typescript: { [key: string]: string };
}

/**
 * Equal to the thread/start result.
 */
export interface ThreadStartedParams {
    agentKey: string;
    cwd:      null | string;
    status:   ThreadStatus;
    threadId: string;
}

export interface ThreadStatusChangedParams {
    status:   ThreadStatus;
    threadId: string;
}

export interface ThreadArchivedParams {
    archived: boolean;
    threadId: string;
}

export interface ThreadClosedParams {
    threadId: string;
}

export interface TurnStartedParams {
    runId?:   string;
    status?:  TurnStatus;
    threadId: string;
    turnId:   string;
}

/**
 * Absent optional fields are omitted, never null; runId is present whenever the runner
 * started.
 */
export interface TurnCompletedParams {
    budgetExhaustion?:   { [key: string]: unknown };
    budgetUsage?:        { [key: string]: unknown };
    completionReason?:   CompletionReason;
    completionToolName?: string;
    error?:              string;
    finalOutput?:        string;
    partialOutput?:      string;
    runId?:              string;
    status:              TurnStatus;
    threadId:            string;
    tokenUsage?:         TaskTokenUsage;
    turnId:              string;
}

export interface AgentMessageDeltaParams {
    /**
     * Milliseconds since the Unix epoch.
     */
    createdAt: number;
    /**
     * The new text chunk (also in payload.text).
     */
    delta:  string;
    itemId: string;
    /**
     * camelCase keys; see AgentMessagePayload and ToolCallPayload.
     */
    payload:  { [key: string]: unknown };
    status:   ItemStatus;
    threadId: string;
    turnId:   string;
    type:     ItemType;
    /**
     * Milliseconds since the Unix epoch.
     */
    updatedAt: number;
}

export interface ToolCallDeltaParams {
    /**
     * Milliseconds since the Unix epoch.
     */
    createdAt: number;
    /**
     * What changed in the tool call (arguments or progress).
     */
    delta:  unknown;
    itemId: string;
    /**
     * camelCase keys; see AgentMessagePayload and ToolCallPayload.
     */
    payload:  { [key: string]: unknown };
    status:   ItemStatus;
    threadId: string;
    turnId:   string;
    type:     ItemType;
    /**
     * Milliseconds since the Unix epoch.
     */
    updatedAt: number;
}

export interface ApprovalRequestParams {
    arguments:  { [key: string]: unknown };
    preview:    string;
    requestId:  string;
    threadId:   string;
    toolCallId: string;
    toolName:   string;
    turnId:     string;
}

export interface ApprovalResolvedParams {
    decision:  ApprovalDecision;
    metadata?: { [key: string]: unknown };
    reason?:   string;
    requestId: string;
    threadId:  string;
    turnId:    string;
}

export interface WarningParams {
    code?:   string;
    message: string;
}

/**
 * The client's reply to approval/request. Another decision, or none, counts as deny.
 */
export interface ApprovalResponse {
    decision:  ApprovalDecision;
    metadata?: { [key: string]: unknown };
    reason?:   string;
    [property: string]: unknown;
}

/**
 * A JSON-RPC request id: a string or an integer (never null, a float, a boolean, an array or an object).
 */
export type RequestId = string | number;

/**
 * Always sent by this server; optional inbound (contract section 1).
 */
export type JsonRpcVersion = "2.0";

/**
 * Error codes of the App Server (contract section 2): -32700 parse error, -32600 invalid request, -32601 method not found, -32602 invalid params, -32603 internal error, -32001 server overloaded, -32010 not initialized, -32011 already initialized, -32020 thread not found, -32021 thread archived, -32030 active turn not found, -32031 turn id mismatch.
 */
export type JsonRpcErrorCode = -32700 | -32600 | -32601 | -32602 | -32603 | -32001 | -32010 | -32011 | -32020 | -32021 | -32030 | -32031;

/**
 * Only absent, null or {} are accepted.
 */
export type SchemaExportParams = Record<string, never>;

export interface InitializedNotification {
    jsonrpc?: JsonRpcVersion;
    method: "initialized";
}

/**
 * Notifications a client sends.
 */
export type ClientNotification =
    | InitializedNotification;

/** ClientNotification: method -> params. */
export interface ClientNotificationMethods {
    "initialized": undefined;
}

export type ClientNotificationMethod = keyof ClientNotificationMethods;

export interface InitializeRequest {
    jsonrpc?: JsonRpcVersion;
    id: RequestId;
    method: "initialize";
    params: InitializeParams;
}

export interface ThreadStartRequest {
    jsonrpc?: JsonRpcVersion;
    id: RequestId;
    method: "thread/start";
    params?: ThreadStartParams;
}

export interface ThreadResumeRequest {
    jsonrpc?: JsonRpcVersion;
    id: RequestId;
    method: "thread/resume";
    params: ThreadResumeParams;
}

export interface ThreadReadRequest {
    jsonrpc?: JsonRpcVersion;
    id: RequestId;
    method: "thread/read";
    params: ThreadReadParams;
}

export interface ThreadListRequest {
    jsonrpc?: JsonRpcVersion;
    id: RequestId;
    method: "thread/list";
    params?: ThreadListParams;
}

export interface ThreadArchiveRequest {
    jsonrpc?: JsonRpcVersion;
    id: RequestId;
    method: "thread/archive";
    params: ThreadIdParams;
}

export interface ThreadUnsubscribeRequest {
    jsonrpc?: JsonRpcVersion;
    id: RequestId;
    method: "thread/unsubscribe";
    params: ThreadIdParams;
}

export interface TurnStartRequest {
    jsonrpc?: JsonRpcVersion;
    id: RequestId;
    method: "turn/start";
    params: TurnStartParams;
}

export interface TurnSteerRequest {
    jsonrpc?: JsonRpcVersion;
    id: RequestId;
    method: "turn/steer";
    params: TurnSteerParams;
}

export interface TurnFollowUpRequest {
    jsonrpc?: JsonRpcVersion;
    id: RequestId;
    method: "turn/followUp";
    params: TurnFollowUpParams;
}

export interface TurnInterruptRequest {
    jsonrpc?: JsonRpcVersion;
    id: RequestId;
    method: "turn/interrupt";
    params: TurnInterruptParams;
}

export interface ApprovalResolveRequest {
    jsonrpc?: JsonRpcVersion;
    id: RequestId;
    method: "approval/resolve";
    params: ApprovalResolveParams;
}

export interface ModelListRequest {
    jsonrpc?: JsonRpcVersion;
    id: RequestId;
    method: "model/list";
    params?: ModelListParams;
}

export interface SchemaExportRequest {
    jsonrpc?: JsonRpcVersion;
    id: RequestId;
    method: "schema/export";
    params?: SchemaExportParams | null;
}

/**
 * Requests a client sends, discriminated on method. Each branch is the one declaration of its method: params, whether params are required, and the result type (x-vv-result).
 */
export type ClientRequest =
    | InitializeRequest
    | ThreadStartRequest
    | ThreadResumeRequest
    | ThreadReadRequest
    | ThreadListRequest
    | ThreadArchiveRequest
    | ThreadUnsubscribeRequest
    | TurnStartRequest
    | TurnSteerRequest
    | TurnFollowUpRequest
    | TurnInterruptRequest
    | ApprovalResolveRequest
    | ModelListRequest
    | SchemaExportRequest;

/** ClientRequest: method -> params and result. */
export interface ClientRequestMethods {
    "initialize": { params: InitializeParams; result: InitializeResponse };
    "thread/start": { params: ThreadStartParams | undefined; result: ThreadStartResponse };
    "thread/resume": { params: ThreadResumeParams; result: ThreadResumeResponse };
    "thread/read": { params: ThreadReadParams; result: ThreadReadResponse };
    "thread/list": { params: ThreadListParams | undefined; result: ThreadListResponse };
    "thread/archive": { params: ThreadIdParams; result: ThreadArchiveResponse };
    "thread/unsubscribe": { params: ThreadIdParams; result: ThreadUnsubscribeResponse };
    "turn/start": { params: TurnStartParams; result: TurnStartResponse };
    "turn/steer": { params: TurnSteerParams; result: TurnQueueResponse };
    "turn/followUp": { params: TurnFollowUpParams; result: TurnQueueResponse };
    "turn/interrupt": { params: TurnInterruptParams; result: TurnInterruptResponse };
    "approval/resolve": { params: ApprovalResolveParams; result: ApprovalResolveResponse };
    "model/list": { params: ModelListParams | undefined; result: ModelListResponse };
    "schema/export": { params: SchemaExportParams | undefined; result: SchemaExportResponse };
}

export type ClientRequestMethod = keyof ClientRequestMethods;

/**
 * Any one line of the protocol, in either direction.
 */
export type JsonRpcMessage = ClientRequest | ClientNotification | ServerNotification | ServerRequest | JsonRpcResponse | JsonRpcErrorResponse;

export interface ThreadStartedNotification {
    jsonrpc?: JsonRpcVersion;
    method: "thread/started";
    params: ThreadStartedParams;
}

export interface ThreadArchivedNotification {
    jsonrpc?: JsonRpcVersion;
    method: "thread/archived";
    params: ThreadArchivedParams;
}

export interface ThreadClosedNotification {
    jsonrpc?: JsonRpcVersion;
    method: "thread/closed";
    params: ThreadClosedParams;
}

export interface ThreadStatusChangedNotification {
    jsonrpc?: JsonRpcVersion;
    method: "thread/status/changed";
    params: ThreadStatusChangedParams;
}

export interface TurnStartedNotification {
    jsonrpc?: JsonRpcVersion;
    method: "turn/started";
    params: TurnStartedParams;
}

export interface TurnCompletedNotification {
    jsonrpc?: JsonRpcVersion;
    method: "turn/completed";
    params: TurnCompletedParams;
}

export interface ItemStartedNotification {
    jsonrpc?: JsonRpcVersion;
    method: "item/started";
    params: AppItem;
}

export interface ItemCompletedNotification {
    jsonrpc?: JsonRpcVersion;
    method: "item/completed";
    params: AppItem;
}

export interface ItemAgentMessageDeltaNotification {
    jsonrpc?: JsonRpcVersion;
    method: "item/agentMessage/delta";
    params: AgentMessageDeltaParams;
}

export interface ItemToolCallDeltaNotification {
    jsonrpc?: JsonRpcVersion;
    method: "item/toolCall/delta";
    params: ToolCallDeltaParams;
}

export interface ApprovalRequestedNotification {
    jsonrpc?: JsonRpcVersion;
    method: "approval/requested";
    params: ApprovalRequestParams;
}

export interface ApprovalResolvedNotification {
    jsonrpc?: JsonRpcVersion;
    method: "approval/resolved";
    params: ApprovalResolvedParams;
}

export interface ErrorWarningNotification {
    jsonrpc?: JsonRpcVersion;
    method: "error/warning";
    params: WarningParams;
}

/**
 * Notifications the server sends, discriminated on method.
 */
export type ServerNotification =
    | ThreadStartedNotification
    | ThreadArchivedNotification
    | ThreadClosedNotification
    | ThreadStatusChangedNotification
    | TurnStartedNotification
    | TurnCompletedNotification
    | ItemStartedNotification
    | ItemCompletedNotification
    | ItemAgentMessageDeltaNotification
    | ItemToolCallDeltaNotification
    | ApprovalRequestedNotification
    | ApprovalResolvedNotification
    | ErrorWarningNotification;

/** ServerNotification: method -> params. */
export interface ServerNotificationMethods {
    "thread/started": ThreadStartedParams;
    "thread/archived": ThreadArchivedParams;
    "thread/closed": ThreadClosedParams;
    "thread/status/changed": ThreadStatusChangedParams;
    "turn/started": TurnStartedParams;
    "turn/completed": TurnCompletedParams;
    "item/started": AppItem;
    "item/completed": AppItem;
    "item/agentMessage/delta": AgentMessageDeltaParams;
    "item/toolCall/delta": ToolCallDeltaParams;
    "approval/requested": ApprovalRequestParams;
    "approval/resolved": ApprovalResolvedParams;
    "error/warning": WarningParams;
}

export type ServerNotificationMethod = keyof ServerNotificationMethods;

export interface ApprovalRequestServerRequest {
    jsonrpc?: JsonRpcVersion;
    id: RequestId;
    method: "approval/request";
    params: ApprovalRequestParams;
}

/**
 * Requests the server sends to the client that owns a turn; the client answers by id.
 */
export type ServerRequest =
    | ApprovalRequestServerRequest;

/** ServerRequest: method -> params and result. */
export interface ServerRequestMethods {
    "approval/request": { params: ApprovalRequestParams; result: ApprovalResponse };
}

export type ServerRequestMethod = keyof ServerRequestMethods;
