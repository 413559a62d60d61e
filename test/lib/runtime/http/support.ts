/**
 * Fixtures for running the real agent loop over loopback HTTP: a FakeProviderServer that speaks
 * the providers' streaming wire formats, model clients built the way production builds them
 * (settings -> resolveModel -> createModelClient), the built-in tools and a temporary workspace.
 */
import { afterEach } from 'vitest';
import {
  createModelClient,
  parseSettings,
  resolveModel,
  type ClosableModelClient,
  type LlmSettings,
} from '../../../../src/lib/llm/index.js';
import { builtinTools, type Agent, type RunEvent } from '../../../../src/lib/runtime/index.js';
import { ANTHROPIC_MESSAGES_PATH, FakeProviderServer, OPENAI_CHAT_PATH, type RecordedRequest } from '../../../support/fakeProviders.js';
import { tempDir } from '../support.js';

export const API_KEY = 'test-key';
export const INSTRUCTIONS = 'You are a careful test agent. Use the tools.';

/** The backends of the settings file below, each bound to the fake server. */
export const BACKENDS = {
  /** OpenAI itself: cache readings in prompt_tokens_details.cached_tokens. */
  openai: { backend: 'openai', model: 'gpt-4o-mini', modelId: 'gpt-4o-mini-2024-07-18', path: OPENAI_CHAT_PATH },
  /** DeepSeek: cache readings as prompt_cache_hit_tokens / prompt_cache_miss_tokens. */
  deepseek: { backend: 'deepseek', model: 'deepseek-chat', modelId: 'deepseek-chat', path: OPENAI_CHAT_PATH },
  /** A vLLM server: usage without any cache numbers (prompt_tokens_details: null). */
  vllm: { backend: 'vllm', model: 'qwen3-8b', modelId: 'Qwen/Qwen3-8B', path: OPENAI_CHAT_PATH },
  /** Anthropic Messages. */
  anthropic: { backend: 'anthropic', model: 'claude-sonnet-4', modelId: 'claude-sonnet-4-20250514', path: ANTHROPIC_MESSAGES_PATH },
} as const;

export type BackendName = keyof typeof BACKENDS;

/** A vv-llm version 2 settings file whose endpoints all point at the fake server. */
export function settingsFor(url: string): LlmSettings {
  return parseSettings(
    JSON.stringify({
      VERSION: '2',
      endpoints: [
        { id: 'fake-openai', api_base: `${url}/v1`, api_key: API_KEY },
        { id: 'fake-deepseek', api_base: `${url}/v1`, api_key: API_KEY },
        { id: 'fake-vllm', api_base: `${url}/v1`, api_key: API_KEY },
        { id: 'fake-anthropic', api_base: url, endpoint_type: 'anthropic', api_key: API_KEY },
      ],
      backends: {
        openai: { models: { [BACKENDS.openai.model]: { id: BACKENDS.openai.modelId, endpoints: ['fake-openai'], function_call_available: true } } },
        deepseek: { models: { [BACKENDS.deepseek.model]: { id: BACKENDS.deepseek.modelId, endpoints: ['fake-deepseek'], function_call_available: true } } },
        vllm: { models: { [BACKENDS.vllm.model]: { id: BACKENDS.vllm.modelId, endpoints: ['fake-vllm'], function_call_available: true } } },
        anthropic: {
          models: { [BACKENDS.anthropic.model]: { id: BACKENDS.anthropic.modelId, endpoints: ['fake-anthropic'], max_output_tokens: 2048, function_call_available: true } },
        },
      },
    }),
    'json',
    'http-loop-settings',
  );
}

export interface HttpFixture {
  readonly server: FakeProviderServer;
  readonly workspace: string;
  readonly client: ClosableModelClient;
  readonly agent: Agent;
  readonly path: string;
  /** The requests the fake server received on the backend's path, in order. */
  requests(): RecordedRequest[];
}

const cleanups: Array<() => Promise<void>> = [];

afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()?.();
});

/**
 * Starts a fake server and builds an agent with the built-in tools whose model is the production
 * client of `backend`. Everything is released after the test.
 */
export async function httpFixture(backend: BackendName, options: { timeoutSeconds?: number } = {}): Promise<HttpFixture> {
  const workspace = await tempDir('vv-runtime-http-');
  const server = await FakeProviderServer.start();
  cleanups.push(() => server.close());
  const { backend: backendName, model, path } = BACKENDS[backend];
  const resolved = resolveModel(settingsFor(server.url), backendName, model, { env: {} });
  const client = createModelClient(resolved, { timeoutSeconds: options.timeoutSeconds ?? 30 });
  // Closed before the server (cleanups run last-in first-out).
  cleanups.push(() => client.close());
  const agent: Agent = { name: 'http-agent', instructions: INSTRUCTIONS, tools: builtinTools(), model: client };
  return { server, workspace, client, agent, path, requests: () => server.requestsTo(path) };
}

export function types(events: readonly RunEvent[]): string[] {
  return events.map((event) => event.type);
}

/** Resolves with the promise's value, or rejects after `ms` (so a hung wait fails the test instead of timing it out). */
export function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not happen within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** The tool names the built-in tool set offers, in order. */
export const BUILTIN_TOOL_NAMES = ['task_finish', 'ask_user', 'read_file', 'write_file', 'list_files', 'search_files', 'bash'];
