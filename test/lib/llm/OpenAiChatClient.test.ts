import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { OpenAiChatClient, type ModelRequest, type OpenAiChatClientOptions } from '../../../src/lib/llm/index.js';
import { FakeProviderServer, OPENAI_CHAT_PATH, openAiStream, sseData } from '../../support/fakeProviders.js';
import { collect, completedOf, recordingSleep, rejection } from './helpers.js';

const KEY = 'sk-test-openai-0123456789';

let server: FakeProviderServer;
let clients: OpenAiChatClient[];

beforeEach(async () => {
  server = await FakeProviderServer.start();
  clients = [];
});
afterEach(async () => {
  await Promise.all(clients.map((c) => c.close()));
  await server.close();
});

function client(options: Partial<OpenAiChatClientOptions> = {}): OpenAiChatClient {
  const made = new OpenAiChatClient({
    provider: 'openai',
    modelId: 'gpt-4o-mini',
    apiBase: `${server.url}/v1`,
    apiKey: KEY,
    ...options,
  });
  clients.push(made);
  return made;
}

const request: ModelRequest = {
  messages: [
    { role: 'system', content: 'You are terse.' },
    { role: 'user', content: 'What is in a.txt?' },
    { role: 'assistant', content: '', toolCalls: [{ id: 'call_1', name: 'read_file', arguments: '{"path":"a.txt"}' }] },
    { role: 'tool', toolCallId: 'call_1', name: 'read_file', content: 'hello world' },
  ],
  tools: [
    {
      name: 'read_file',
      description: 'Read a file of the workspace',
      parameters: { type: 'object', properties: { path: { type: 'string' } }, required: ['path'] },
    },
  ],
  maxOutputTokens: 256,
};

describe('OpenAiChatClient', () => {
  it('sends the request in Chat Completions form, with auth and tools', async () => {
    server.enqueue(OPENAI_CHAT_PATH, { kind: 'sse', events: openAiStream({ text: ['ok'], usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 } }) });
    await collect(client().stream(request));
    const [sent] = server.requestsTo(OPENAI_CHAT_PATH);
    expect(sent?.method).toBe('POST');
    expect(sent?.headers['authorization']).toBe(`Bearer ${KEY}`);
    expect(sent?.headers['content-type']).toBe('application/json');
    expect(sent?.headers['accept']).toBe('text/event-stream');
    expect(sent?.body).toEqual({
      model: 'gpt-4o-mini',
      messages: [
        { role: 'system', content: 'You are terse.' },
        { role: 'user', content: 'What is in a.txt?' },
        {
          role: 'assistant',
          content: null,
          tool_calls: [{ id: 'call_1', type: 'function', function: { name: 'read_file', arguments: '{"path":"a.txt"}' } }],
        },
        { role: 'tool', tool_call_id: 'call_1', content: 'hello world' },
      ],
      stream: true,
      stream_options: { include_usage: true },
      tools: [
        {
          type: 'function',
          function: {
            name: 'read_file',
            description: 'Read a file of the workspace',
            parameters: { type: 'object', properties: { path: { type: 'string' } }, required: ['path'] },
          },
        },
      ],
      max_completion_tokens: 256,
    });
  });

  it('compatible backends get max_tokens, no tools key without tools, no auth header without key', async () => {
    server.enqueue(OPENAI_CHAT_PATH, { kind: 'sse', events: openAiStream({ text: ['ok'], usage: null }) });
    await collect(client({ provider: 'ollama', apiKey: null }).stream({ messages: [{ role: 'user', content: 'hi' }], tools: [], maxOutputTokens: 10 }));
    const [sent] = server.requestsTo(OPENAI_CHAT_PATH);
    expect(sent?.headers['authorization']).toBeUndefined();
    expect(sent?.body).toEqual({
      model: 'gpt-4o-mini',
      messages: [{ role: 'user', content: 'hi' }],
      stream: true,
      stream_options: { include_usage: true },
      max_tokens: 10,
    });
  });

  it('streams text deltas, then completed with provider-reported cache usage', async () => {
    const usage = {
      prompt_tokens: 1200,
      completion_tokens: 40,
      total_tokens: 1240,
      prompt_tokens_details: { cached_tokens: 1024, audio_tokens: 0 },
      completion_tokens_details: { reasoning_tokens: 12, audio_tokens: 0, accepted_prediction_tokens: 0, rejected_prediction_tokens: 0 },
    };
    server.enqueue(OPENAI_CHAT_PATH, { kind: 'sse', events: openAiStream({ text: ['Hel', 'lo', ' wörld'], usage }) });
    const events = await collect(client().stream(request));
    expect(events).toEqual([
      { type: 'text_delta', text: 'Hel' },
      { type: 'text_delta', text: 'lo' },
      { type: 'text_delta', text: ' wörld' },
      {
        type: 'completed',
        text: 'Hello wörld',
        toolCalls: [],
        finishReason: 'stop',
        usage: {
          inputTokens: 1200,
          outputTokens: 40,
          totalTokens: 1240,
          reasoningTokens: 12,
          cacheReadTokens: 1024,
          cacheWriteTokens: null,
          cacheStatus: 'provider_reported',
          providerUsage: usage,
        },
      },
    ]);
  });

  it('keeps an observed zero of cached tokens as 0', async () => {
    const usage = { prompt_tokens: 10, completion_tokens: 4, total_tokens: 14, prompt_tokens_details: { cached_tokens: 0 } };
    server.enqueue(OPENAI_CHAT_PATH, { kind: 'sse', events: openAiStream({ text: ['x'], usage }) });
    const done = completedOf(await collect(client().stream(request)));
    expect(done.usage).toEqual({
      inputTokens: 10,
      outputTokens: 4,
      totalTokens: 14,
      reasoningTokens: null,
      cacheReadTokens: 0,
      cacheWriteTokens: null,
      cacheStatus: 'provider_reported',
      providerUsage: usage,
    });
  });

  it('reports accounting_missing with null cache numbers when the provider sends no cache field', async () => {
    const usage = { prompt_tokens: 10, completion_tokens: 4, total_tokens: 14 };
    server.enqueue(OPENAI_CHAT_PATH, { kind: 'sse', events: openAiStream({ text: ['x'], usage }) });
    const done = completedOf(await collect(client({ provider: 'groq' }).stream(request)));
    expect(done.usage).toEqual({
      inputTokens: 10,
      outputTokens: 4,
      totalTokens: 14,
      reasoningTokens: null,
      cacheReadTokens: null,
      cacheWriteTokens: null,
      cacheStatus: 'accounting_missing',
      providerUsage: usage,
    });
  });

  it('maps DeepSeek prompt_cache_hit_tokens', async () => {
    const usage = { prompt_tokens: 900, completion_tokens: 30, total_tokens: 930, prompt_cache_hit_tokens: 640, prompt_cache_miss_tokens: 260 };
    server.enqueue(OPENAI_CHAT_PATH, { kind: 'sse', events: openAiStream({ model: 'deepseek-chat', text: ['x'], usage }) });
    const done = completedOf(await collect(client({ provider: 'deepseek', modelId: 'deepseek-chat' }).stream(request)));
    expect(done.usage).toEqual({
      inputTokens: 900,
      outputTokens: 30,
      totalTokens: 930,
      reasoningTokens: null,
      cacheReadTokens: 640,
      cacheWriteTokens: null,
      cacheStatus: 'provider_reported',
      providerUsage: usage,
    });
  });

  it('assembles several tool calls whose arguments are split across interleaved chunks', async () => {
    server.enqueue(OPENAI_CHAT_PATH, {
      kind: 'sse',
      events: openAiStream({
        text: ['Reading both.'],
        toolCalls: [
          { id: 'call_a', name: 'read_file', argumentChunks: ['{"pa', 'th": "a', '.txt"}'] },
          { id: 'call_b', name: 'read_file', argumentChunks: ['{"path"', ': "b.txt"}'] },
        ],
        interleaveToolCalls: true,
        usage: { prompt_tokens: 50, completion_tokens: 20, total_tokens: 70, prompt_tokens_details: { cached_tokens: 0 } },
      }),
    });
    const events = await collect(client().stream(request));
    expect(events.slice(0, -1)).toEqual([
      { type: 'text_delta', text: 'Reading both.' },
      { type: 'tool_call_delta', index: 0, id: 'call_a', name: 'read_file', argumentsDelta: '' },
      { type: 'tool_call_delta', index: 1, id: 'call_b', name: 'read_file', argumentsDelta: '' },
      { type: 'tool_call_delta', index: 0, argumentsDelta: '{"pa' },
      { type: 'tool_call_delta', index: 1, argumentsDelta: '{"path"' },
      { type: 'tool_call_delta', index: 0, argumentsDelta: 'th": "a' },
      { type: 'tool_call_delta', index: 1, argumentsDelta: ': "b.txt"}' },
      { type: 'tool_call_delta', index: 0, argumentsDelta: '.txt"}' },
    ]);
    const done = completedOf(events);
    expect(done.finishReason).toBe('tool_calls');
    expect(done.text).toBe('Reading both.');
    expect(done.toolCalls).toEqual([
      { id: 'call_a', name: 'read_file', arguments: '{"path": "a.txt"}' },
      { id: 'call_b', name: 'read_file', arguments: '{"path": "b.txt"}' },
    ]);
  });

  it('merges the text chunks of a backlogged read (a burst far ahead of us) into fewer deltas, text intact and in order', async () => {
    const pieces = Array.from({ length: 400 }, (_, i) => `chunk ${i} ✓ `);
    server.enqueue(OPENAI_CHAT_PATH, { kind: 'sse', events: openAiStream({ text: pieces, usage: { prompt_tokens: 1, completion_tokens: 400, total_tokens: 401 } }) });
    const events = await collect(client().stream(request));
    const texts = events.flatMap((e) => (e.type === 'text_delta' ? [e.text] : []));
    // All 400 events are written at once, so they arrive in a few reads of far more than 64 events.
    expect(texts.length).toBeLessThan(pieces.length / 2);
    expect(texts.join('')).toBe(pieces.join(''));
    expect(completedOf(events).text).toBe(pieces.join(''));
  });

  it('reassembles events cut at arbitrary byte boundaries (inside lines and UTF-8 characters)', async () => {
    const usage = { prompt_tokens: 3, completion_tokens: 3, total_tokens: 6 };
    server.enqueue(OPENAI_CHAT_PATH, { kind: 'sse', events: openAiStream({ text: ['日本', '語 ✓'], usage }), fragmentBytes: 7 });
    const done = completedOf(await collect(client().stream(request)));
    expect(done.text).toBe('日本語 ✓');
    expect(done.usage?.totalTokens).toBe(6);
  });

  it('ignores a byte-order mark that starts the stream, even one cut across reads', async () => {
    // Without the role chunk, the first event carries text: a BOM left in would hide its `data` field.
    const [, first, ...rest] = openAiStream({ text: ['first', ' second'], usage: null });
    // The BOM is 3 bytes: with 2-byte fragments it arrives split over two reads.
    server.enqueue(OPENAI_CHAT_PATH, { kind: 'sse', events: [`\ufeff${first as string}`, ...rest], fragmentBytes: 2 });
    const streamed = await collect(client().stream(request));
    expect(streamed.filter((e) => e.type === 'text_delta').map((e) => (e as { text: string }).text).join('')).toBe('first second');
    expect(completedOf(streamed).text).toBe('first second');
  });

  it('turns a mid-stream error event into LlmError stream_error, after the deltas that preceded it', async () => {
    const seen: string[] = [];
    server.enqueue(OPENAI_CHAT_PATH, {
      kind: 'sse',
      events: openAiStream({
        text: ['partial'],
        errorEvent: sseData({ error: { message: 'The server had an error while processing your request.', type: 'server_error', code: null } }),
      }),
    });
    const error = await rejection(
      (async () => {
        for await (const event of client().stream(request)) if (event.type === 'text_delta') seen.push(event.text);
      })(),
    );
    expect(error.code).toBe('stream_error');
    expect(error.message).toContain('The server had an error while processing your request.');
    expect(error.message).toContain("backend 'openai'");
    expect(seen).toEqual(['partial']);
  });

  it('a stream that ends without finish_reason or [DONE] is a stream_error', async () => {
    server.enqueue(OPENAI_CHAT_PATH, { kind: 'sse', events: openAiStream({ text: ['a', 'b'], truncateAfter: 2 }) });
    const error = await rejection(collect(client().stream(request)));
    expect(error.code).toBe('stream_error');
    expect(error.message).toContain('ended before the response was complete');
  });

  it('values of the endpoint\'s custom headers are redacted from HTTP and mid-stream error texts', async () => {
    const GATEWAY_KEY = 'gw-live-7f3a9c0d2e';
    server.enqueue(OPENAI_CHAT_PATH, { kind: 'status', status: 403, body: { error: { message: `gateway key ${GATEWAY_KEY} is not allowed` } } });
    server.enqueue(OPENAI_CHAT_PATH, { kind: 'sse', events: openAiStream({ text: ['x'], errorEvent: sseData({ error: { message: `quota of ${GATEWAY_KEY} exhausted` } }) }) });
    const gateway = client({ apiKey: null, headers: { 'x-gateway-key': GATEWAY_KEY } });
    const refused = await rejection(collect(gateway.stream(request)));
    expect(refused.message).toContain('gateway key [redacted] is not allowed');
    const midStream = await rejection(collect(gateway.stream(request)));
    expect(midStream.message).toContain('quota of [redacted] exhausted');
    expect(server.requestsTo(OPENAI_CHAT_PATH)[0]?.headers['x-gateway-key']).toBe(GATEWAY_KEY);
  });

  it('a non-retryable HTTP error names the status and the provider message, never the key', async () => {
    server.enqueue(OPENAI_CHAT_PATH, {
      kind: 'status',
      status: 401,
      body: { error: { message: `Incorrect API key provided: ${KEY}. You can find your API key at https://platform.openai.com.`, type: 'invalid_request_error', code: 'invalid_api_key' } },
    });
    const error = await rejection(collect(client().stream(request)));
    expect(error.code).toBe('http_error');
    expect(error.status).toBe(401);
    expect(error.retryable).toBe(false);
    expect(error.message).toContain('HTTP 401');
    expect(error.message).toContain('Incorrect API key provided');
    expect(error.message).not.toContain(KEY);
    expect(error.message).not.toContain('0123456789');
    expect(server.requestsTo(OPENAI_CHAT_PATH)).toHaveLength(1);
  });

  it('retries a 429 after the retry-after the provider asked for, then streams', async () => {
    const { sleep, waits } = recordingSleep();
    server.enqueue(
      OPENAI_CHAT_PATH,
      { kind: 'status', status: 429, headers: { 'retry-after': '2' }, body: { error: { message: 'Rate limit reached', type: 'requests' } } },
      { kind: 'sse', events: openAiStream({ text: ['after wait'], usage: null }) },
    );
    const done = completedOf(await collect(client({ sleep }).stream(request)));
    expect(done.text).toBe('after wait');
    expect(waits).toEqual([2000]);
    expect(server.requestsTo(OPENAI_CHAT_PATH)).toHaveLength(2);
  });

  it('honours retry-after given as an HTTP date', async () => {
    const { sleep, waits } = recordingSleep();
    const at = new Date(Date.now() + 30_000).toUTCString();
    server.enqueue(
      OPENAI_CHAT_PATH,
      { kind: 'status', status: 429, headers: { 'retry-after': at }, body: { error: { message: 'slow down' } } },
      { kind: 'sse', events: openAiStream({ text: ['ok'], usage: null }) },
    );
    await collect(client({ sleep }).stream(request));
    expect(waits).toHaveLength(1);
    // An HTTP date has one-second resolution; the wait is that date minus now.
    expect(waits[0]).toBeGreaterThan(25_000);
    expect(waits[0]).toBeLessThanOrEqual(30_000);
  });

  it('retries 5xx with full-jitter exponential backoff and gives up after maxAttempts', async () => {
    const { sleep, waits } = recordingSleep();
    server.enqueue(
      OPENAI_CHAT_PATH,
      { kind: 'status', status: 500, body: { error: { message: 'internal 1' } } },
      { kind: 'status', status: 502, body: 'Bad Gateway' },
      { kind: 'status', status: 503, body: { error: { message: 'internal 3' } } },
    );
    const error = await rejection(collect(client({ sleep, random: () => 0.5, maxAttempts: 3, retryBaseDelayMs: 1000 }).stream(request)));
    expect(error.code).toBe('http_error');
    expect(error.status).toBe(503);
    expect(error.retryable).toBe(true);
    expect(error.message).toContain('internal 3');
    // attempt 1 failed: 0.5 * 1000; attempt 2 failed: 0.5 * 2000.
    expect(waits).toEqual([500, 1000]);
    expect(server.requestsTo(OPENAI_CHAT_PATH)).toHaveLength(3);
  });

  it('500 then success yields the second answer', async () => {
    const { sleep } = recordingSleep();
    server.enqueue(
      OPENAI_CHAT_PATH,
      { kind: 'status', status: 500, body: { error: { message: 'boom' } } },
      { kind: 'sse', events: openAiStream({ text: ['second'], usage: null }) },
    );
    const done = completedOf(await collect(client({ sleep }).stream(request)));
    expect(done.text).toBe('second');
  });

  it('a retry-after longer than the cap is raised at once as rate_limited', async () => {
    const { sleep, waits } = recordingSleep();
    server.enqueue(OPENAI_CHAT_PATH, { kind: 'status', status: 429, headers: { 'retry-after': '3600' }, body: { error: { message: 'quota' } } });
    const error = await rejection(collect(client({ sleep }).stream(request)));
    expect(error.code).toBe('rate_limited');
    expect(error.retryable).toBe(true);
    expect(waits).toEqual([]);
    expect(server.requestsTo(OPENAI_CHAT_PATH)).toHaveLength(1);
  });

  it('retries a dropped connection (network error) before any byte arrived', async () => {
    const { sleep, waits } = recordingSleep();
    server.enqueue(OPENAI_CHAT_PATH, { kind: 'destroy' }, { kind: 'sse', events: openAiStream({ text: ['recovered'], usage: null }) });
    const done = completedOf(await collect(client({ sleep, random: () => 0 }).stream(request)));
    expect(done.text).toBe('recovered');
    expect(waits).toEqual([0]);
  });

  it('an unreachable endpoint is LlmError network after maxAttempts', async () => {
    const { sleep } = recordingSleep();
    const closed = await FakeProviderServer.start();
    const deadUrl = closed.url;
    await closed.close();
    const error = await rejection(collect(client({ apiBase: `${deadUrl}/v1`, sleep, maxAttempts: 2 }).stream(request)));
    expect(error.code).toBe('network');
    expect(error.message).toContain('ECONNREFUSED');
  });

  it('does not retry once the stream has started', async () => {
    const { sleep, waits } = recordingSleep();
    server.enqueue(OPENAI_CHAT_PATH, { kind: 'sse', events: openAiStream({ text: ['a'], truncateAfter: 2 }) });
    server.enqueue(OPENAI_CHAT_PATH, { kind: 'sse', events: openAiStream({ text: ['never'], usage: null }) });
    await rejection(collect(client({ sleep }).stream(request)));
    expect(waits).toEqual([]);
    expect(server.requestsTo(OPENAI_CHAT_PATH)).toHaveLength(1);
  });

  it('cancels a stalled stream promptly through the signal', async () => {
    server.enqueue(OPENAI_CHAT_PATH, { kind: 'sse', events: openAiStream({ text: ['thinking...'], truncateAfter: 2 }), thenStall: true });
    const controller = new AbortController();
    const seen: string[] = [];
    let abortedAt = 0;
    const run = (async () => {
      for await (const event of client().stream({ ...request, signal: controller.signal })) {
        if (event.type === 'text_delta') {
          seen.push(event.text);
          setTimeout(() => {
            abortedAt = Date.now();
            controller.abort();
          }, 50);
        }
      }
    })();
    const error = await rejection(run);
    expect(error.code).toBe('cancelled');
    expect(Date.now() - abortedAt).toBeLessThan(1000);
    expect(seen).toEqual(['thinking...']);
    await server.waitForClientClose();
    expect(server.requests[0]?.clientClosed).toBe(true);
  });

  it('stopping iteration early closes the connection', async () => {
    server.enqueue(OPENAI_CHAT_PATH, { kind: 'sse', events: openAiStream({ text: ['first', 'second'], truncateAfter: 2 }), thenStall: true });
    const seen: string[] = [];
    for await (const event of client().stream(request)) {
      if (event.type === 'text_delta') seen.push(event.text);
      break;
    }
    await server.waitForClientClose();
    expect(seen).toEqual(['first']);
    expect(server.requests[0]?.clientClosed).toBe(true);
  });

  it('cancels while waiting for response headers', async () => {
    server.enqueue(OPENAI_CHAT_PATH, { kind: 'hang' });
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 50);
    const error = await rejection(collect(client().stream({ ...request, signal: controller.signal })));
    expect(error.code).toBe('cancelled');
  });

  it('an already aborted signal sends nothing', async () => {
    const controller = new AbortController();
    controller.abort();
    const error = await rejection(collect(client().stream({ ...request, signal: controller.signal })));
    expect(error.code).toBe('cancelled');
    expect(server.requests).toHaveLength(0);
  });

  it('cancels during a retry wait', async () => {
    server.enqueue(OPENAI_CHAT_PATH, { kind: 'status', status: 429, headers: { 'retry-after': '30' }, body: {} });
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 100);
    const started = Date.now();
    const error = await rejection(collect(client().stream({ ...request, signal: controller.signal })));
    expect(error.code).toBe('cancelled');
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('times out a stream that stops sending', async () => {
    server.enqueue(OPENAI_CHAT_PATH, { kind: 'sse', events: openAiStream({ text: ['a'], truncateAfter: 2 }), thenStall: true });
    const error = await rejection(collect(client({ timeoutSeconds: 0.3 }).stream(request)));
    expect(error.code).toBe('timeout');
    expect(error.message).toContain('sent nothing for 0.3 s');
    expect(server.requestsTo(OPENAI_CHAT_PATH)).toHaveLength(1);
  });

  it('times out when no response headers arrive, without retrying', async () => {
    server.enqueue(OPENAI_CHAT_PATH, { kind: 'hang' }, { kind: 'hang' });
    const error = await rejection(collect(client({ timeoutSeconds: 0.3 }).stream(request)));
    expect(error.code).toBe('timeout');
    expect(error.message).toContain('no response within 0.3 s');
    expect(server.requestsTo(OPENAI_CHAT_PATH)).toHaveLength(1);
  });

  it('passes endpoint headers through', async () => {
    server.enqueue(OPENAI_CHAT_PATH, { kind: 'sse', events: openAiStream({ text: ['ok'], usage: null }) });
    await collect(client({ headers: { 'x-gateway': 'yes' } }).stream(request));
    expect(server.requests[0]?.headers['x-gateway']).toBe('yes');
  });
});
