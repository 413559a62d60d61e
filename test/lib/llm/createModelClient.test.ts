import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  AnthropicMessagesClient,
  DEFAULT_SCRIPTED_GREETING,
  OpenAiChatClient,
  ScriptedModelClient,
  createModelClient,
  defaultSettingsPath,
  loadSettingsSync,
  parseSettings,
  resolveModel,
  type ClosableModelClient,
  type ModelRequest,
} from '../../../src/lib/llm/index.js';
import { ANTHROPIC_MESSAGES_PATH, FakeProviderServer, OPENAI_CHAT_PATH, anthropicStream, openAiStream } from '../../support/fakeProviders.js';
import { collect, completedOf } from './helpers.js';

let server: FakeProviderServer;
const clients: ClosableModelClient[] = [];
beforeEach(async () => {
  server = await FakeProviderServer.start();
});
afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.close()));
  await server.close();
});

const request: ModelRequest = { messages: [{ role: 'user', content: 'hello' }], tools: [] };

function settingsFor(url: string) {
  return parseSettings(
    JSON.stringify({
      VERSION: '2',
      endpoints: [
        { id: 'fake-openai', api_base: `${url}/v1`, api_key: 'sk-fake-openai' },
        { id: 'fake-anthropic', api_base: url, endpoint_type: 'anthropic', api_key: 'sk-ant-fake' },
      ],
      backends: {
        moonshot: { models: { 'kimi-k3': { id: 'kimi-k3', endpoints: ['fake-openai'], function_call_available: true } } },
        anthropic: { models: { claude: { id: 'claude-x', endpoints: ['fake-anthropic'], max_output_tokens: 1234 } } },
      },
    }),
    'json',
    'inline-settings',
  );
}

describe('createModelClient', () => {
  it('builds an OpenAI-compatible client that talks to the resolved endpoint', async () => {
    const resolved = resolveModel(settingsFor(server.url), 'moonshot', 'kimi-k3', { env: {} });
    const client = createModelClient(resolved, { timeoutSeconds: 5 });
    clients.push(client);
    expect(client).toBeInstanceOf(OpenAiChatClient);
    expect(client.provider).toBe('moonshot');
    expect(client.modelId).toBe('kimi-k3');
    server.enqueue(OPENAI_CHAT_PATH, { kind: 'sse', events: openAiStream({ text: ['hi'], usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2, cached_tokens: 0 } }) });
    const done = completedOf(await collect(client.stream(request)));
    expect(done.text).toBe('hi');
    // Moonshot reports its cache reading as a top-level cached_tokens.
    expect(done.usage).toMatchObject({ cacheReadTokens: 0, cacheStatus: 'provider_reported' });
    expect(server.requests[0]?.headers['authorization']).toBe('Bearer sk-fake-openai');
    expect(server.requests[0]?.body).toMatchObject({ model: 'kimi-k3' });
  });

  it('builds an Anthropic client that uses the model max_output_tokens', async () => {
    const resolved = resolveModel(settingsFor(server.url), 'anthropic', 'claude', { env: {} });
    const client = createModelClient(resolved);
    clients.push(client);
    expect(client).toBeInstanceOf(AnthropicMessagesClient);
    server.enqueue(ANTHROPIC_MESSAGES_PATH, { kind: 'sse', events: anthropicStream({ text: ['bonjour'] }) });
    expect(completedOf(await collect(client.stream(request))).text).toBe('bonjour');
    expect(server.requests[0]?.path).toBe('/v1/messages');
    expect(server.requests[0]?.headers['x-api-key']).toBe('sk-ant-fake');
    expect(server.requests[0]?.body).toMatchObject({ model: 'claude-x', max_tokens: 1234 });
  });

  it('builds the scripted client from the shipped settings, playing the default script', async () => {
    const resolved = resolveModel(loadSettingsSync(defaultSettingsPath()), 'scripted', 'scripted-default', { env: {} });
    const client = createModelClient(resolved);
    clients.push(client);
    expect(client).toBeInstanceOf(ScriptedModelClient);
    const done = completedOf(await collect(client.stream(request)));
    expect(done.toolCalls).toEqual([
      { id: 'scripted_call_1', name: 'task_finish', arguments: JSON.stringify({ message: DEFAULT_SCRIPTED_GREETING }) },
    ]);
    expect(server.requests).toHaveLength(0);
  });

  it('a programmatic script overrides the settings script', async () => {
    const settings = parseSettings(
      JSON.stringify({ VERSION: '2', backends: { scripted: { models: { s: { script: { turns: [{ text: 'from settings' }] } } } } } }),
      'json',
      'inline',
    );
    const resolved = resolveModel(settings, 'scripted', 's');
    const fromSettings = createModelClient(resolved);
    expect(completedOf(await collect(fromSettings.stream(request))).text).toBe('from settings');
    const overridden = createModelClient(resolved, { script: { turns: [{ steps: [{ type: 'text', text: 'from code' }] }] } });
    expect(completedOf(await collect(overridden.stream(request))).text).toBe('from code');
  });
});
