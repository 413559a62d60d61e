import type { Logger } from '../shared/logger.js';
import type { ActionTransport, AuthContext, QueueRequest } from './context.js';
import type { JsonObject, SchemaWithJson, InferOutput } from './schema.js';

export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS', 'TRACE'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

/** Present -> served over HTTP. `url` and `path` are the same thing (the seed accepts both). */
export interface HttpDeclaration {
  readonly url?: string;
  readonly path?: string;
  /** Default POST. Uppercase only. */
  readonly method?: HttpMethod;
}

/** MCP tool annotations (hints for clients; `readOnlyHint` lets hosts skip approval). */
export interface McpToolAnnotations {
  readonly title?: string;
  readonly readOnlyHint?: boolean;
  readonly destructiveHint?: boolean;
  readonly idempotentHint?: boolean;
  readonly openWorldHint?: boolean;
}

/** Present -> exposed as an MCP tool. `{}` = the action's own name and description. */
export interface McpDeclaration {
  readonly name?: string;
  readonly description?: string;
  readonly annotations?: McpToolAnnotations;
}

/** Present -> consumed from a queue topic (contract §7). */
export interface QueueDeclaration {
  readonly listen: string;
  /** Default true: a request without `reply_to` is refused. */
  readonly replyRequired?: boolean;
  /** Retries after the first attempt; default 3. */
  readonly maxRetries?: number;
  /** First retry's wait; doubles per attempt. Default 1. */
  readonly retryBackoffSeconds?: number;
  readonly deadLetterQueue?: string;
}

export interface Intent {
  readonly name: string;
  readonly description: string;
  readonly examples?: readonly string[];
}

/** What a handler receives besides its input (contract §2). */
export interface ActionContext {
  readonly transport: ActionTransport;
  readonly auth: AuthContext | null;
  readonly signal: AbortSignal;
  /** The action's name. */
  readonly action: string;
  readonly queue: QueueRequest | null;
  readonly log: Logger;
}

/** A guard sees the handler's context plus the validated input. */
export interface GuardContext<I> extends ActionContext {
  readonly input: I;
}

/** Runs before the handler on every transport; throw to refuse, or return false for 403 `forbidden`. */
export type Guard<I = unknown> = (ctx: GuardContext<I>) => boolean | void | Promise<boolean | void>;

/** The handler's input: the validated input schema's output, or the raw JSON object without a schema. */
export type ActionInput<S> = S extends SchemaWithJson ? InferOutput<S> : JsonObject;
/** The handler's result: the output schema's type when declared. */
export type ActionOutput<S> = S extends SchemaWithJson ? InferOutput<S> : unknown;

export interface ActionOptions<I extends SchemaWithJson | undefined, O extends SchemaWithJson | undefined> {
  readonly name: string;
  readonly description: string;
  readonly http?: HttpDeclaration;
  readonly mcp?: McpDeclaration;
  readonly queue?: QueueDeclaration;
  readonly intents?: readonly Intent[];
  readonly input?: I;
  readonly output?: O;
  readonly guards?: readonly Guard<ActionInput<I>>[];
  /** Advertise in /capabilities (and allow MCP). Default true. */
  readonly capability?: boolean;
}

export type ActionHandler<I, O> = (input: I, ctx: ActionContext) => O | Promise<O>;
