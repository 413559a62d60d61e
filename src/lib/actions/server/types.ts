import type { McpTransportName } from '../../../../generated/actions/types.js';
import type { Logger } from '../../shared/logger.js';
import type { Action } from '../Action.js';
import type { Authenticator } from '../auth/Authenticator.js';
import type { AgentConfig } from '../loadAgentConfig.js';

/** What every transport server is built from. `authenticator` is null when `agent.enable_auth` is off. */
export interface TransportServerContext {
  readonly config: AgentConfig;
  readonly logger: Logger;
  readonly authenticator: Authenticator | null;
}

/** Facts `/capabilities` reports about the other transports of this agent. */
export interface CapabilitiesFacts {
  /** The MCP server, or null when none is configured. */
  readonly mcp: { readonly transport: McpTransportName; url(): string | null } | null;
  /** Whether a queue runtime consumes this agent's queue actions. */
  readonly queueAvailable: boolean;
}

/** An async-iterable stream of events for `addSse`: each value is sent as one `data:` JSON line. */
export type SseHandler = (request: unknown, signal: AbortSignal) => AsyncIterable<unknown>;

/** The HTTP side of an agent (contract §3): fastify by default. */
export interface HttpActionServer {
  addActions(actions: readonly Action[], facts: CapabilitiesFacts): void;
  addController(instance: object): void;
  addRouter(plugin: unknown, options?: { prefix?: string }): void;
  addWebSocket(path: string, handler: unknown): void;
  addSse(path: string, handler: SseHandler): void;
  /** The framework's own app object (a FastifyInstance for `fastify`). */
  getApp(): unknown;
  /** Listens on `server.host:server.port`; resolves with the base URL. */
  start(): Promise<string>;
  /** Stops accepting, lets in-flight requests finish within `graceMs`, then closes the rest. */
  close(graceMs: number): Promise<void>;
}

/** The MCP side of an agent: one of streamable-http, sse, stdio. */
export interface McpActionServer {
  readonly transport: McpTransportName;
  addActions(actions: readonly Action[]): void;
  /** The SDK server object, for advanced configuration (`AgentServer.mcp`). */
  readonly sdkServer: unknown;
  /** Connection URL once started; null for stdio and before start. */
  url(): string | null;
  start(): Promise<void>;
  close(graceMs: number): Promise<void>;
  /** Settles when the server stopped: after close(), or for stdio when the client went away. */
  readonly closed: Promise<void>;
}

export type HttpServerFactoryFn = (context: TransportServerContext) => Promise<HttpActionServer>;
export type McpServerFactoryFn = (context: TransportServerContext & { readonly transport: McpTransportName }) => Promise<McpActionServer>;
