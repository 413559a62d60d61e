// GENERATED from schemas/actions/ by `npm run generate`. DO NOT EDIT BY HAND.
// `vv-agent schema check` fails when this file differs from what the schemas produce.
/**
 * Response of GET /capabilities: every action with capability=true.
 */
export interface Capabilities {
    actions: ActionCapability[];
}

/**
 * One advertised action (capability: true), as GET /capabilities returns it.
 */
export interface ActionCapability {
    /**
     * Transports configured and registered for this action on this server (registration, not a
     * health check).
     */
    available_transports: TransportKind[];
    description:          string;
    /**
     * The input's JSON Schema (draft 2020-12, input mode); null when the action declares no
     * input.
     */
    input_schema: { [key: string]: unknown } | null;
    intents:      Intent[];
    /**
     * Legacy: the resolved MCP tool name.
     */
    mcp_tool: null | string;
    /**
     * Legacy: the declared HTTP method.
     */
    method: null | string;
    name:   string;
    /**
     * The output's JSON Schema (draft 2020-12, output mode); null when the action declares no
     * output. An addition to the seed's shape, for typed clients (`agent generate-client`);
     * optional, so a document without it (a seed agent) is still valid.
     */
    output_schema?: { [key: string]: unknown } | null;
    /**
     * Legacy: the declared HTTP path, null without an http transport.
     */
    path: null | string;
    /**
     * Legacy: the queue topic listened on.
     */
    queue_topic: null | string;
    transports:  ActionTransports;
}

/**
 * A way an action can be reached.
 */
export type TransportKind = "http" | "mcp" | "queue";

/**
 * A semantic label orchestrators use to route a request to an action.
 */
export interface Intent {
    description: string;
    examples?:   string[];
    name:        string;
}

/**
 * Each declared transport; null when undeclared.
 */
export interface ActionTransports {
    http:  HttpTransportInfo | null;
    mcp:   McpTransportInfo | null;
    queue: QueueTransportInfo | null;
}

export interface HttpTransportInfo {
    available: boolean;
    method:    string;
    /**
     * Declared path with `server.base_url` in front.
     */
    path: string;
    /**
     * Full URL built from the discovery request's base URL.
     */
    url: string;
}

export interface McpTransportInfo {
    available:   boolean;
    description: string;
    /**
     * Resolved MCP tool name.
     */
    name:      string;
    transport: McpTransportName;
    /**
     * Connection URL; null for stdio or before the MCP server is prepared.
     */
    url: null | string;
}

/**
 * The MCP transport of an agent (`agent.transport`).
 */
export type McpTransportName = "streamable-http" | "sse" | "stdio";

export interface QueueTransportInfo {
    available:             boolean;
    correlation_id_header: "correlation_id";
    reply_required:        boolean;
    reply_to_header:       "reply_to";
    topic:                 string;
}

/**
 * The one HTTP error shape of an agent server.
 */
export interface ErrorBody {
    error: ErrorInfo;
}

export interface ErrorInfo {
    code:     string;
    details?: ErrorDetail[];
    message:  string;
}

export interface ErrorDetail {
    field:   string;
    message: string;
}

/**
 * Response of GET /.
 */
export interface ServerInfo {
    name:    string;
    version: string;
}

/**
 * Response of GET /health.
 */
export interface HealthStatus {
    status: "ok";
}

export interface QueueReplySuccess {
    /**
     * The action's result (any JSON).
     */
    result: unknown;
    status: "success";
}

export interface QueueReplyError {
    error:  QueueErrorInfo;
    status: "error";
}

/**
 * The error of a queue reply (contract §7). `retryable: true` is an attempt notice: the
 * request is retried with the same message id and the caller keeps waiting for the final
 * outcome.
 */
export interface QueueErrorInfo {
    /**
     * 1-based attempt that produced this error.
     */
    attempt:  number;
    code:     string;
    details?: ErrorDetail[];
    message?: string;
    /**
     * True while configured retries remain.
     */
    retryable:   boolean;
    status_code: number;
}

/**
 * Why a request was dead-lettered: the `error` field of a dead-letter entry (Redis: JSON
 * text beside the request's message_id, attempt, headers and payload; RabbitMQ: the
 * `x-error` header).
 */
export interface QueueDeadLetterError {
    action:       string;
    attempt:      number;
    code:         string;
    message:      string;
    reason:       QueueDeadLetterReason;
    status_code?: number;
    topic:        string;
}

/**
 * malformed headers or fields; failed authentication; a refused reply destination; the
 * action failed on its last attempt; the reply could not be published on the last attempt.
 */
export type QueueDeadLetterReason = "malformed" | "unauthenticated" | "reply_refused" | "failed" | "reply_failed";

/**
 * config.ini of an agent, typed (after defaults are applied).
 */
export interface AgentConfig {
    agent:        AgentSection;
    agent_client: AgentClientConfig;
    auth:         AuthConfig;
    logging:      LoggingConfig;
    queue:        QueueConfig;
    server:       ServerConfig;
}

/**
 * [agent]: the MCP server and agent-wide behaviour.
 */
export interface AgentSection {
    /**
     * Comma-separated extra Host/Origin names accepted by MCP HTTP transports (DNS-rebinding
     * protection).
     */
    allowed_hosts: string;
    /**
     * Authenticate HTTP requests, MCP HTTP requests, MCP stdio requests and queue messages.
     */
    enable_auth: boolean;
    /**
     * MCP bind address.
     */
    host: string;
    /**
     * MCP server name.
     */
    name:             string;
    port:             number;
    queue_cache_size: number;
    /**
     * Seconds a completed queue result stays replayable.
     */
    queue_cache_ttl: number;
    /**
     * Seconds in-flight work gets to finish on shutdown.
     */
    queue_shutdown_timeout: number;
    queue_startup_timeout:  number;
    transport:              McpTransportName;
    version:                string;
}

/**
 * [agent_client]
 */
export interface AgentClientConfig {
    /**
     * Bearer token sent by `vv-agent agent capabilities` and `agent call`.
     */
    token: string;
    /**
     * Default agent URL for `vv-agent agent` client commands.
     */
    url: string;
}

/**
 * [auth]: bearer JWT verification.
 */
export interface AuthConfig {
    /**
     * Allowed JWT algorithm(s), comma-separated.
     */
    algorithm: string;
    /**
     * Required `aud` when set.
     */
    audience: string;
    /**
     * Required `iss` when set.
     */
    issuer: string;
    /**
     * HMAC secret of bearer JWTs; set it through VV_AGENT__AUTH__SECRET_KEY rather than in the
     * file.
     */
    secret_key: string;
}

/**
 * [logging]
 */
export interface LoggingConfig {
    /**
     * Log file; empty logs to stderr.
     */
    file_path: string;
    level:     string;
}

/**
 * [queue]
 */
export interface QueueConfig {
    /**
     * Reclaim deliveries idle this long from dead consumers (0 disables).
     */
    claim_idle_ms: number;
    /**
     * Stable consumer name; default <agent.name>-<hostname>.
     */
    consumer_name: string;
    provider:      Provider;
    /**
     * Token claim naming the reply stream a caller may use.
     */
    reply_to_claim: string;
    /**
     * Broker URL (redis://... or amqp://...); when set, `agent serve` runs the queue.
     */
    url: string;
}

export type Provider = "redis" | "rabbitmq";

/**
 * [server]: the HTTP server.
 */
export interface ServerConfig {
    /**
     * Prefix of every action path (for deployments behind a path prefix).
     */
    base_url: string;
    /**
     * Comma-separated allowed CORS origins; empty disables CORS.
     */
    cors_origins: string;
    /**
     * HTTP bind address.
     */
    host: string;
    /**
     * Server name shown in logs and the / response.
     */
    name: string;
    port: number;
    /**
     * Restart on changes to the action directories (development only).
     */
    reload: boolean;
    /**
     * TLS certificate file (PEM).
     */
    ssl_certfile: string;
    /**
     * TLS private key file (PEM).
     */
    ssl_keyfile: string;
    version:     string;
    /**
     * HTTP worker processes (node:cluster); MCP and the queue stay in the primary.
     */
    workers: number;
}

/**
 * The `payload` of a reply (Redis: JSON text of the reply entry's `payload` field; RabbitMQ: the message body), sent to the request's `reply_to` with `correlation_id` and `action`.
 */
export type QueueReply = QueueReplySuccess | QueueReplyError;
