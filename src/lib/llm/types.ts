/**
 * The model-facing contract shared by every LLM backend (openai-compatible, anthropic, scripted)
 * and by the agent runtime. The runtime only ever sees these types; it knows nothing of HTTP,
 * SSE or provider wire formats.
 */

/** A JSON Schema object describing a tool's arguments. */
export type JsonSchemaObject = { readonly [key: string]: unknown };

/** A tool call as the model requested it; `arguments` is the raw JSON text the model produced. */
export interface ModelToolCall {
  readonly id: string;
  readonly name: string;
  readonly arguments: string;
}

export type ChatMessage =
  | { readonly role: 'system'; readonly content: string }
  | { readonly role: 'user'; readonly content: string }
  | { readonly role: 'assistant'; readonly content: string; readonly toolCalls?: readonly ModelToolCall[] }
  | { readonly role: 'tool'; readonly toolCallId: string; readonly name: string; readonly content: string };

export interface ToolSpec {
  readonly name: string;
  readonly description: string;
  readonly parameters: JsonSchemaObject;
}

export interface ModelRequest {
  readonly messages: readonly ChatMessage[];
  readonly tools: readonly ToolSpec[];
  readonly maxOutputTokens?: number;
  /** Aborting stops the HTTP stream (or the script) promptly; the iterator then throws an LlmError with code `cancelled`. */
  readonly signal?: AbortSignal;
}

/**
 * Cache accounting status, as the contract's tokenUsage defines it:
 * - provider_reported: the provider reported cache numbers (an observed 0 stays 0);
 * - accounting_missing: the provider supports caching but did not report enough numbers;
 * - unsupported: the backend has no notion of caching (e.g. scripted).
 */
export type CacheStatus = 'provider_reported' | 'accounting_missing' | 'unsupported';

/** Normalised usage of one model call. A number the provider did not report is null, never 0. */
export interface ModelUsage {
  readonly inputTokens: number | null;
  readonly outputTokens: number | null;
  readonly totalTokens: number | null;
  readonly reasoningTokens: number | null;
  readonly cacheReadTokens: number | null;
  readonly cacheWriteTokens: number | null;
  readonly cacheStatus: CacheStatus;
  /** The provider's usage object exactly as received (null for scripted). */
  readonly providerUsage: Readonly<Record<string, unknown>> | null;
}

export type FinishReason = 'stop' | 'tool_calls' | 'length' | 'content_filter' | 'other';

/** What a model stream yields, in order: any number of deltas, then exactly one `completed`. */
export type ModelStreamEvent =
  | { readonly type: 'text_delta'; readonly text: string }
  | {
      readonly type: 'tool_call_delta';
      /** Position of the tool call in this response (0-based). */
      readonly index: number;
      readonly id?: string;
      readonly name?: string;
      readonly argumentsDelta: string;
    }
  | {
      readonly type: 'completed';
      /**
       * The whole text: the `text_delta` texts joined, in order (every client here builds it so).
       * The App Server relies on it: when the lengths agree it sends and stores the JSON it built
       * from the deltas instead of serialising an equal multi-megabyte text again.
       */
      readonly text: string;
      readonly toolCalls: readonly ModelToolCall[];
      readonly finishReason: FinishReason;
      readonly usage: ModelUsage | null;
    };

export interface ModelClient {
  /** Backend name from the settings file (e.g. `openai`, `moonshot`, `scripted`). */
  readonly provider: string;
  /** The provider-side model id. */
  readonly modelId: string;
  stream(request: ModelRequest): AsyncIterable<ModelStreamEvent>;
}
