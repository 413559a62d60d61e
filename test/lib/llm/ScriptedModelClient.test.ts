import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SCRIPTED_GREETING,
  LlmError,
  SCRIPT_EXHAUSTED_TEXT,
  ScriptedModelClient,
  parseScript,
  type ModelRequest,
  type ModelStreamEvent,
} from '../../../src/lib/llm/index.js';

const request: ModelRequest = { messages: [{ role: 'user', content: 'hello' }], tools: [] };

async function collect(stream: AsyncIterable<ModelStreamEvent>): Promise<ModelStreamEvent[]> {
  const events: ModelStreamEvent[] = [];
  for await (const event of stream) events.push(event);
  return events;
}

async function caught(promise: Promise<unknown>): Promise<LlmError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(LlmError);
  return error as LlmError;
}

describe('ScriptedModelClient', () => {
  it('plays the default script: greeting chunks, then task_finish, with estimated usage', async () => {
    const client = new ScriptedModelClient();
    expect(client.provider).toBe('scripted');
    expect(client.modelId).toBe('scripted-default');
    const events = await collect(client.stream(request));
    const finishArgs = JSON.stringify({ message: DEFAULT_SCRIPTED_GREETING });
    expect(events).toEqual([
      { type: 'text_delta', text: 'Hello!' },
      { type: 'text_delta', text: ' I am the scripted' },
      { type: 'text_delta', text: ' model of vv-agent.' },
      { type: 'tool_call_delta', index: 0, id: 'scripted_call_1', name: 'task_finish', argumentsDelta: finishArgs },
      {
        type: 'completed',
        text: 'Hello! I am the scripted model of vv-agent.',
        toolCalls: [{ id: 'scripted_call_1', name: 'task_finish', arguments: finishArgs }],
        finishReason: 'tool_calls',
        // 1 token per 4 characters, rounded up: "hello" -> 2; 43 text + 11 name + 57 args = 111 -> 28.
        usage: {
          inputTokens: 2,
          outputTokens: 28,
          totalTokens: 30,
          reasoningTokens: null,
          cacheReadTokens: null,
          cacheWriteTokens: null,
          cacheStatus: 'unsupported',
          providerUsage: null,
        },
      },
    ]);
    // The default script repeats, so the next turn of a session gets the same answer.
    const again = await collect(client.stream(request));
    expect(again.at(-1)).toMatchObject({ type: 'completed', text: 'Hello! I am the scripted model of vv-agent.' });
  });

  it('consumes one turn per call and answers "(script exhausted)" afterwards', async () => {
    const client = new ScriptedModelClient({
      script: {
        turns: [
          { steps: [{ type: 'tool_call', name: 'read_file', arguments: { path: 'a.txt' }, id: 'c1' }], usage: null },
          (req) => ({ steps: [{ type: 'text', text: `echo: ${req.messages.at(-1)?.content ?? ''}` }], usage: null }),
        ],
      },
    });
    const first = await collect(client.stream(request));
    expect(first.at(-1)).toEqual({
      type: 'completed',
      text: '',
      toolCalls: [{ id: 'c1', name: 'read_file', arguments: '{"path":"a.txt"}' }],
      finishReason: 'tool_calls',
      usage: null,
    });
    const second = await collect(client.stream({ messages: [{ role: 'user', content: 'ping' }], tools: [] }));
    expect(second.at(-1)).toMatchObject({ type: 'completed', text: 'echo: ping', toolCalls: [], finishReason: 'stop', usage: null });
    const third = await collect(client.stream(request));
    expect(third[0]).toEqual({ type: 'text_delta', text: SCRIPT_EXHAUSTED_TEXT });
    expect(third.at(-1)).toMatchObject({ type: 'completed', text: SCRIPT_EXHAUSTED_TEXT, toolCalls: [], finishReason: 'stop' });
    expect(client.turnsConsumed).toBe(3);
  });

  it('a stall step ends promptly with LlmError cancelled when the signal aborts', async () => {
    const client = new ScriptedModelClient({ script: { turns: [{ steps: [{ type: 'text', text: 'working' }, { type: 'stall' }] }] } });
    const controller = new AbortController();
    const seen: ModelStreamEvent[] = [];
    const run = (async () => {
      for await (const event of client.stream({ ...request, signal: controller.signal })) {
        seen.push(event);
        if (event.type === 'text_delta') setTimeout(() => controller.abort(), 20);
      }
    })();
    const started = Date.now();
    const error = await caught(run);
    expect(error.code).toBe('cancelled');
    expect(Date.now() - started).toBeLessThan(1000);
    expect(seen).toEqual([{ type: 'text_delta', text: 'working' }]);
  });

  it('a per-chunk delay is interrupted by abort', async () => {
    const client = new ScriptedModelClient({ chunkDelayMs: 60_000, script: { turns: [{ steps: [{ type: 'text', text: 'slow' }] }] } });
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 20);
    const error = await caught(collect(client.stream({ ...request, signal: controller.signal })));
    expect(error.code).toBe('cancelled');
  });

  it('an error step throws the scripted LlmError', async () => {
    const client = new ScriptedModelClient({
      script: { turns: [{ steps: [{ type: 'text', text: 'partial' }, { type: 'error', code: 'http_error', message: 'boom' }] }] },
    });
    const error = await caught(collect(client.stream(request)));
    expect(error.code).toBe('http_error');
    expect(error.message).toContain('boom');
  });
});

describe('parseScript', () => {
  it('reads the settings-file form: shorthand turns, explicit steps, usage and options', async () => {
    const parsed = parseScript(
      {
        repeat: false,
        chunk_delay_ms: 0,
        turns: [
          {
            text: ['Hel', 'lo'],
            tool_calls: [{ name: 'task_finish', arguments: { message: 'done' }, id: 'f1' }],
            usage: { input_tokens: 10, output_tokens: 4, cache_read_tokens: 0 },
          },
          { steps: [{ type: 'text', text: 'x' }, { type: 'stall' }], finish_reason: 'length' },
        ],
      },
      'settings.json backends.scripted.models.m.script',
    );
    expect(parsed.chunkDelayMs).toBe(0);
    expect(parsed.script.repeat).toBe(false);
    const client = new ScriptedModelClient({ script: parsed.script });
    const events = await collect(client.stream(request));
    expect(events).toEqual([
      { type: 'text_delta', text: 'Hel' },
      { type: 'text_delta', text: 'lo' },
      { type: 'tool_call_delta', index: 0, id: 'f1', name: 'task_finish', argumentsDelta: '{"message":"done"}' },
      {
        type: 'completed',
        text: 'Hello',
        toolCalls: [{ id: 'f1', name: 'task_finish', arguments: '{"message":"done"}' }],
        finishReason: 'tool_calls',
        usage: {
          inputTokens: 10,
          outputTokens: 4,
          totalTokens: 14,
          reasoningTokens: null,
          cacheReadTokens: 0,
          cacheWriteTokens: null,
          cacheStatus: 'provider_reported',
          providerUsage: null,
        },
      },
    ]);
  });

  it('rejects a malformed script with settings_invalid naming the path', () => {
    let error: unknown;
    try {
      parseScript({ turns: [{ steps: [{ type: 'dance' }] }] }, 'f.json script');
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(LlmError);
    expect((error as LlmError).code).toBe('settings_invalid');
    expect((error as LlmError).message).toContain('f.json script.turns[0].steps[0].type');
  });
});
