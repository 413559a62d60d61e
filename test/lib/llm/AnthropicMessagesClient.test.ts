import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  ANTHROPIC_VERSION,
  AnthropicMessagesClient,
  anthropicMessagesUrl,
  type AnthropicMessagesClientOptions,
  type ModelRequest,
} from '../../../src/lib/llm/index.js';
import { ANTHROPIC_MESSAGES_PATH, FakeProviderServer, anthropicStream } from '../../support/fakeProviders.js';
import { collect, completedOf, recordingSleep, rejection } from './helpers.js';

const KEY = 'sk-ant-api03-test-key-abcdef';

let server: FakeProviderServer;
let clients: AnthropicMessagesClient[];

beforeEach(async () => {
  server = await FakeProviderServer.start();
  clients = [];
});
afterEach(async () => {
  await Promise.all(clients.map((c) => c.close()));
  await server.close();
});

function client(options: Partial<AnthropicMessagesClientOptions> = {}): AnthropicMessagesClient {
  const made = new AnthropicMessagesClient({
    provider: 'anthropic',
    modelId: 'claude-sonnet-4-20250514',
    apiBase: server.url,
    apiKey: KEY,
    maxOutputTokens: 8192,
    ...options,
  });
  clients.push(made);
  return made;
}

const request: ModelRequest = {
  messages: [
    { role: 'system', content: 'You are terse.' },
    { role: 'system', content: 'Use tools.' },
    { role: 'user', content: 'Compare a.txt and b.txt' },
    {
      role: 'assistant',
      content: 'Reading both.',
      toolCalls: [
        { id: 'toolu_a', name: 'read_file', arguments: '{"path":"a.txt"}' },
        { id: 'toolu_b', name: 'read_file', arguments: '{"path":"b.txt"}' },
      ],
    },
    { role: 'tool', toolCallId: 'toolu_a', name: 'read_file', content: 'alpha' },
    { role: 'tool', toolCallId: 'toolu_b', name: 'read_file', content: 'beta' },
    { role: 'user', content: 'Well?' },
  ],
  tools: [{ name: 'read_file', description: 'Read a file', parameters: { type: 'object', properties: { path: { type: 'string' } } } }],
};

describe('anthropicMessagesUrl', () => {
  it('appends /v1/messages to a bare base and /messages to a /v1 base', () => {
    expect(anthropicMessagesUrl('https://api.anthropic.com')).toBe('https://api.anthropic.com/v1/messages');
    expect(anthropicMessagesUrl('https://api.anthropic.com/')).toBe('https://api.anthropic.com/v1/messages');
    expect(anthropicMessagesUrl('https://api.anthropic.com/v1')).toBe('https://api.anthropic.com/v1/messages');
    expect(anthropicMessagesUrl('https://gateway.example/anthropic/v1/')).toBe('https://gateway.example/anthropic/v1/messages');
  });
});

describe('AnthropicMessagesClient', () => {
  it('sends system, tool_use and merged tool_result blocks, with x-api-key and anthropic-version', async () => {
    server.enqueue(ANTHROPIC_MESSAGES_PATH, { kind: 'sse', events: anthropicStream({ text: ['ok'] }) });
    await collect(client().stream(request));
    const [sent] = server.requestsTo(ANTHROPIC_MESSAGES_PATH);
    expect(sent?.headers['x-api-key']).toBe(KEY);
    expect(sent?.headers['anthropic-version']).toBe(ANTHROPIC_VERSION);
    expect(sent?.headers['authorization']).toBeUndefined();
    expect(sent?.body).toEqual({
      model: 'claude-sonnet-4-20250514',
      max_tokens: 8192,
      stream: true,
      system: 'You are terse.\n\nUse tools.',
      messages: [
        { role: 'user', content: 'Compare a.txt and b.txt' },
        {
          role: 'assistant',
          content: [
            { type: 'text', text: 'Reading both.' },
            { type: 'tool_use', id: 'toolu_a', name: 'read_file', input: { path: 'a.txt' } },
            { type: 'tool_use', id: 'toolu_b', name: 'read_file', input: { path: 'b.txt' } },
          ],
        },
        {
          role: 'user',
          content: [
            { type: 'tool_result', tool_use_id: 'toolu_a', content: 'alpha' },
            { type: 'tool_result', tool_use_id: 'toolu_b', content: 'beta' },
            { type: 'text', text: 'Well?' },
          ],
        },
      ],
      tools: [{ name: 'read_file', description: 'Read a file', input_schema: { type: 'object', properties: { path: { type: 'string' } } } }],
    });
  });

  it('uses the request max tokens over the model default', async () => {
    server.enqueue(ANTHROPIC_MESSAGES_PATH, { kind: 'sse', events: anthropicStream({ text: ['ok'] }) });
    await collect(client().stream({ messages: [{ role: 'user', content: 'hi' }], tools: [], maxOutputTokens: 100 }));
    expect(server.requests[0]?.body).toMatchObject({ max_tokens: 100, messages: [{ role: 'user', content: 'hi' }] });
    expect(server.requests[0]?.body).not.toHaveProperty('system');
    expect(server.requests[0]?.body).not.toHaveProperty('tools');
  });

  it('streams text (skipping thinking and ping) and maps cache usage, total input including cache', async () => {
    server.enqueue(ANTHROPIC_MESSAGES_PATH, {
      kind: 'sse',
      events: anthropicStream({
        thinking: ['Let me think'],
        text: ['Hello', ', world'],
        startUsage: { input_tokens: 30, cache_creation_input_tokens: 200, cache_read_input_tokens: 1800, output_tokens: 1 },
        deltaUsage: { output_tokens: 42 },
      }),
    });
    const events = await collect(client().stream(request));
    expect(events).toEqual([
      { type: 'text_delta', text: 'Hello' },
      { type: 'text_delta', text: ', world' },
      {
        type: 'completed',
        text: 'Hello, world',
        toolCalls: [],
        finishReason: 'stop',
        usage: {
          inputTokens: 2030,
          outputTokens: 42,
          totalTokens: 2072,
          reasoningTokens: null,
          cacheReadTokens: 1800,
          cacheWriteTokens: 200,
          cacheStatus: 'provider_reported',
          providerUsage: { input_tokens: 30, cache_creation_input_tokens: 200, cache_read_input_tokens: 1800, output_tokens: 42 },
        },
      },
    ]);
  });

  it('reports accounting_missing when the usage carries no cache fields', async () => {
    server.enqueue(ANTHROPIC_MESSAGES_PATH, {
      kind: 'sse',
      events: anthropicStream({ text: ['x'], startUsage: { input_tokens: 12, output_tokens: 1 }, deltaUsage: { output_tokens: 3 } }),
    });
    const done = completedOf(await collect(client().stream(request)));
    expect(done.usage).toEqual({
      inputTokens: 12,
      outputTokens: 3,
      totalTokens: 15,
      reasoningTokens: null,
      cacheReadTokens: null,
      cacheWriteTokens: null,
      cacheStatus: 'accounting_missing',
      providerUsage: { input_tokens: 12, output_tokens: 3 },
    });
  });

  it('assembles tool_use input from input_json_delta pieces, for several tools', async () => {
    server.enqueue(ANTHROPIC_MESSAGES_PATH, {
      kind: 'sse',
      events: anthropicStream({
        text: ['Checking.'],
        toolUses: [
          { id: 'toolu_01', name: 'read_file', partialJson: ['{"path": ', '"a.t', 'xt"}'] },
          { id: 'toolu_02', name: 'task_finish', partialJson: ['{"message": "done"}'] },
        ],
      }),
      fragmentBytes: 11,
    });
    const events = await collect(client().stream(request));
    expect(events.slice(0, -1)).toEqual([
      { type: 'text_delta', text: 'Checking.' },
      { type: 'tool_call_delta', index: 0, id: 'toolu_01', name: 'read_file', argumentsDelta: '' },
      { type: 'tool_call_delta', index: 0, argumentsDelta: '' },
      { type: 'tool_call_delta', index: 0, argumentsDelta: '{"path": ' },
      { type: 'tool_call_delta', index: 0, argumentsDelta: '"a.t' },
      { type: 'tool_call_delta', index: 0, argumentsDelta: 'xt"}' },
      { type: 'tool_call_delta', index: 1, id: 'toolu_02', name: 'task_finish', argumentsDelta: '' },
      { type: 'tool_call_delta', index: 1, argumentsDelta: '' },
      { type: 'tool_call_delta', index: 1, argumentsDelta: '{"message": "done"}' },
    ]);
    const done = completedOf(events);
    expect(done.finishReason).toBe('tool_calls');
    expect(done.toolCalls).toEqual([
      { id: 'toolu_01', name: 'read_file', arguments: '{"path": "a.txt"}' },
      { id: 'toolu_02', name: 'task_finish', arguments: '{"message": "done"}' },
    ]);
  });

  it('merges the text chunks of a backlogged read (a burst far ahead of us) into fewer deltas, text intact and in order', async () => {
    const pieces = Array.from({ length: 400 }, (_, i) => `chunk ${i} ✓ `);
    server.enqueue(ANTHROPIC_MESSAGES_PATH, { kind: 'sse', events: anthropicStream({ text: pieces }) });
    const events = await collect(client().stream(request));
    const texts = events.flatMap((e) => (e.type === 'text_delta' ? [e.text] : []));
    expect(texts.length).toBeLessThan(pieces.length / 2);
    expect(texts.join('')).toBe(pieces.join(''));
    expect(completedOf(events).text).toBe(pieces.join(''));
  });

  it('a tool without input streams as "{}"', async () => {
    server.enqueue(ANTHROPIC_MESSAGES_PATH, { kind: 'sse', events: anthropicStream({ toolUses: [{ id: 'toolu_x', name: 'list_files', partialJson: [] }] }) });
    const done = completedOf(await collect(client().stream(request)));
    expect(done.toolCalls).toEqual([{ id: 'toolu_x', name: 'list_files', arguments: '{}' }]);
  });

  it('maps max_tokens to finish reason length', async () => {
    server.enqueue(ANTHROPIC_MESSAGES_PATH, { kind: 'sse', events: anthropicStream({ text: ['cut'], stopReason: 'max_tokens' }) });
    expect(completedOf(await collect(client().stream(request))).finishReason).toBe('length');
  });

  it('a mid-stream error event is LlmError stream_error with the provider message', async () => {
    server.enqueue(ANTHROPIC_MESSAGES_PATH, {
      kind: 'sse',
      events: anthropicStream({ text: ['Hel', 'lo'], error: { type: 'overloaded_error', message: 'Overloaded' }, errorAfter: 4 }),
    });
    const texts: string[] = [];
    const error = await rejection(
      (async () => {
        for await (const event of client().stream(request)) if (event.type === 'text_delta') texts.push(event.text);
      })(),
    );
    expect(error.code).toBe('stream_error');
    expect(error.retryable).toBe(true);
    expect(error.message).toContain('overloaded_error');
    expect(error.message).toContain('Overloaded');
    expect(texts).toEqual(['Hel']);
  });

  it('a stream without message_stop is a stream_error', async () => {
    const events = anthropicStream({ text: ['a'] });
    server.enqueue(ANTHROPIC_MESSAGES_PATH, { kind: 'sse', events: events.slice(0, -1) });
    const error = await rejection(collect(client().stream(request)));
    expect(error.code).toBe('stream_error');
    expect(error.message).toContain('message_stop');
  });

  it('retries 529 overloaded and 429 with retry-after, then streams', async () => {
    const { sleep, waits } = recordingSleep();
    server.enqueue(
      ANTHROPIC_MESSAGES_PATH,
      { kind: 'status', status: 529, body: { type: 'error', error: { type: 'overloaded_error', message: 'Overloaded' } } },
      { kind: 'status', status: 429, headers: { 'retry-after': '1' }, body: { type: 'error', error: { type: 'rate_limit_error', message: 'rate' } } },
      { kind: 'sse', events: anthropicStream({ text: ['third time'] }) },
    );
    const done = completedOf(await collect(client({ sleep, random: () => 0.25, retryBaseDelayMs: 400 }).stream(request)));
    expect(done.text).toBe('third time');
    expect(waits).toEqual([100, 1000]);
  });

  it('values of the endpoint\'s custom headers are redacted from HTTP and mid-stream error texts', async () => {
    const GATEWAY_KEY = 'gw-live-7f3a9c0d2e';
    server.enqueue(ANTHROPIC_MESSAGES_PATH, { kind: 'status', status: 403, body: { type: 'error', error: { type: 'permission_error', message: `gateway key ${GATEWAY_KEY} is not allowed` } } });
    server.enqueue(ANTHROPIC_MESSAGES_PATH, {
      kind: 'sse',
      events: anthropicStream({ text: ['a', 'b'], error: { type: 'api_error', message: `quota of ${GATEWAY_KEY} exhausted` }, errorAfter: 4 }),
    });
    const gateway = client({ headers: { 'x-gateway-key': GATEWAY_KEY } });
    const refused = await rejection(collect(gateway.stream(request)));
    expect(refused.message).toContain('gateway key [redacted] is not allowed');
    const midStream = await rejection(collect(gateway.stream(request)));
    expect(midStream.message).toContain('quota of [redacted] exhausted');
  });

  it('an authentication error names the status and hides the key', async () => {
    server.enqueue(ANTHROPIC_MESSAGES_PATH, {
      kind: 'status',
      status: 401,
      body: { type: 'error', error: { type: 'authentication_error', message: `invalid x-api-key ${KEY}` } },
    });
    const error = await rejection(collect(client().stream(request)));
    expect(error.code).toBe('http_error');
    expect(error.status).toBe(401);
    expect(error.message).toContain('invalid x-api-key');
    expect(error.message).not.toContain(KEY);
  });

  it('cancels a stalled stream within a second', async () => {
    const events = anthropicStream({ text: ['partial'] });
    // Stop after the first text delta and keep the connection open.
    server.enqueue(ANTHROPIC_MESSAGES_PATH, { kind: 'sse', events: events.slice(0, 4), thenStall: true });
    const controller = new AbortController();
    let abortedAt = 0;
    const error = await rejection(
      (async () => {
        for await (const event of client().stream({ ...request, signal: controller.signal })) {
          if (event.type === 'text_delta') {
            abortedAt = Date.now();
            controller.abort();
          }
        }
      })(),
    );
    expect(error.code).toBe('cancelled');
    expect(Date.now() - abortedAt).toBeLessThan(1000);
    await server.waitForClientClose();
    expect(server.requests[0]?.clientClosed).toBe(true);
  });

  it('times out an idle stream', async () => {
    const events = anthropicStream({ text: ['partial'] });
    server.enqueue(ANTHROPIC_MESSAGES_PATH, { kind: 'sse', events: events.slice(0, 2), thenStall: true });
    const error = await rejection(collect(client({ timeoutSeconds: 0.3 }).stream(request)));
    expect(error.code).toBe('timeout');
  });
});
