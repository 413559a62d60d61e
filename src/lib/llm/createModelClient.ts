/** Builds the ModelClient for a resolved model, choosing the client by its wire protocol. */
import { AnthropicMessagesClient } from './AnthropicMessagesClient.js';
import type { HttpClientOptions } from './EventStreamTransport.js';
import { OpenAiChatClient } from './OpenAiChatClient.js';
import type { ResolvedModel } from './resolveModel.js';
import { DEFAULT_SCRIPT, ScriptedModelClient, type Script } from './ScriptedModelClient.js';
import type { ModelClient } from './types.js';

export interface CreateModelClientOptions extends HttpClientOptions {
  /** Scripted backend: overrides the script from the settings file (and the default script). */
  readonly script?: Script;
  /** Scripted backend: overrides the per-chunk delay from the settings file. */
  readonly chunkDelayMs?: number;
}

/** Every client made here can release its connections; the scripted one has none. */
export type ClosableModelClient = ModelClient & { close(): Promise<void> };

export function createModelClient(resolved: ResolvedModel, options: CreateModelClientOptions = {}): ClosableModelClient {
  switch (resolved.protocol) {
    case 'scripted': {
      const chunkDelayMs = options.chunkDelayMs ?? resolved.script?.chunkDelayMs;
      return new ScriptedModelClient({
        provider: resolved.backend,
        modelId: resolved.modelId,
        script: options.script ?? resolved.script?.script ?? DEFAULT_SCRIPT,
        ...(chunkDelayMs === undefined ? {} : { chunkDelayMs }),
      });
    }
    case 'anthropic':
      return new AnthropicMessagesClient({ ...httpClientOptions(resolved, options), maxOutputTokens: resolved.maxOutputTokens });
    case 'openai':
      return new OpenAiChatClient(httpClientOptions(resolved, options));
  }
}

/** What both HTTP clients take: the resolved endpoint and the caller's HTTP options. */
function httpClientOptions(resolved: ResolvedModel, options: CreateModelClientOptions) {
  return {
    ...options,
    provider: resolved.backend,
    modelId: resolved.modelId,
    apiBase: resolved.endpoint.apiBase,
    apiKey: resolved.endpoint.apiKey,
    headers: resolved.endpoint.headers,
  };
}
