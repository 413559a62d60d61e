/**
 * How a run ends when the model is a real HTTP client talking to the fake provider server, for
 * both wire protocols: a plain answer, 429 with retry-after (recovered, exhausted, cancelled during
 * the wait), a mid-stream error, a stream cut short, a silent stream hitting the request timeout,
 * cancel() of a stalled stream and of an unanswered request, and a write_file call denied at
 * approval.
 */
import { access } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { Runner } from '../../../../src/lib/runtime/index.js';
import { anthropicStream, openAiStream, sseData, type FakeResponse } from '../../../support/fakeProviders.js';
import { collect, ofType } from '../support.js';
import { API_KEY, httpFixture, types, within } from './support.js';

/** Generous bound for "promptly" on a loaded machine. */
const PROMPT_BOUND_MS = 5_000;

interface Wire {
  readonly name: string;
  readonly backend: 'openai' | 'anthropic';
  /** A complete text-only answer. */
  plain(text: readonly string[]): string[];
  /** A complete answer made of one tool call whose JSON arguments arrive in `chunks`. */
  toolCall(id: string, name: string, chunks: readonly string[]): string[];
  /** The text deltas, then the provider's mid-stream error event (nothing after it). */
  midStreamError(text: readonly string[]): string[];
  /** What the provider's error says, as the run's error must quote it. */
  readonly midStreamMessage: string;
  /** The text deltas, then the connection ends without the stream's end marker. */
  truncated(text: readonly string[]): string[];
  /** The stream's opening and one text delta, after which the server stalls. */
  stalledOpening(text: string): string[];
  rateLimited(retryAfter: string): FakeResponse;
  readonly rateLimitMessage: string;
  /** The content of the tool result for `toolCallId` in a request body, in the provider's format. */
  toolResultOf(body: unknown, toolCallId: string): unknown;
}

const OPENAI: Wire = {
  name: 'OpenAI Chat Completions',
  backend: 'openai',
  plain: (text) => openAiStream({ text, usage: { prompt_tokens: 20, completion_tokens: 5, total_tokens: 25, prompt_tokens_details: { cached_tokens: 0 } } }),
  toolCall: (id, name, chunks) =>
    openAiStream({ toolCalls: [{ id, name, argumentChunks: chunks }], usage: { prompt_tokens: 30, completion_tokens: 12, total_tokens: 42, prompt_tokens_details: { cached_tokens: 0 } } }),
  midStreamError: (text) =>
    openAiStream({ text, errorEvent: sseData({ error: { message: 'The server had an error while processing your request.', type: 'server_error', param: null, code: null } }) }),
  midStreamMessage: 'The server had an error while processing your request.',
  // The role chunk plus the text chunks: no finish_reason, no usage chunk, no [DONE].
  truncated: (text) => openAiStream({ text, truncateAfter: 1 + text.length }),
  stalledOpening: (text) => openAiStream({ text: [text], truncateAfter: 2 }),
  rateLimited: (retryAfter) => ({
    kind: 'status',
    status: 429,
    headers: { 'retry-after': retryAfter, 'x-ratelimit-remaining-requests': '0' },
    body: { error: { message: 'Rate limit reached for gpt-4o-mini on requests per min (RPM): Limit 3, Used 3, Requested 1.', type: 'requests', param: null, code: 'rate_limit_exceeded' } },
  }),
  rateLimitMessage: 'Rate limit reached for gpt-4o-mini',
  toolResultOf: (body, toolCallId) => {
    const messages = (body as { messages: Array<Record<string, unknown>> }).messages;
    return messages.find((m) => m['role'] === 'tool' && m['tool_call_id'] === toolCallId)?.['content'];
  },
};

const ANTHROPIC: Wire = {
  name: 'Anthropic Messages',
  backend: 'anthropic',
  plain: (text) => anthropicStream({ text, startUsage: { input_tokens: 20, cache_creation_input_tokens: 0, cache_read_input_tokens: 0, output_tokens: 1 }, deltaUsage: { output_tokens: 5 } }),
  toolCall: (id, name, chunks) =>
    anthropicStream({ toolUses: [{ id, name, partialJson: chunks }], startUsage: { input_tokens: 30, cache_read_input_tokens: 0, output_tokens: 1 }, deltaUsage: { output_tokens: 12 } }),
  // message_start, content_block_start, ping, then the text deltas.
  midStreamError: (text) => anthropicStream({ text, error: { type: 'overloaded_error', message: 'Overloaded' }, errorAfter: 3 + text.length }),
  midStreamMessage: 'Overloaded',
  // Everything up to the text block's stop: no message_delta, no message_stop.
  truncated: (text) => anthropicStream({ text }).slice(0, 4 + text.length),
  stalledOpening: (text) => anthropicStream({ text: [text] }).slice(0, 4),
  rateLimited: (retryAfter) => ({
    kind: 'status',
    status: 429,
    headers: { 'retry-after': retryAfter, 'anthropic-ratelimit-requests-remaining': '0' },
    body: { type: 'error', error: { type: 'rate_limit_error', message: 'Number of request tokens has exceeded your per-minute rate limit' } },
  }),
  rateLimitMessage: 'Number of request tokens has exceeded your per-minute rate limit',
  toolResultOf: (body, toolCallId) => {
    const messages = (body as { messages: Array<{ role: string; content: unknown }> }).messages;
    for (const message of messages) {
      if (message.role !== 'user' || !Array.isArray(message.content)) continue;
      const block = (message.content as Array<Record<string, unknown>>).find((b) => b['type'] === 'tool_result' && b['tool_use_id'] === toolCallId);
      if (block !== undefined) return block['content'];
    }
    return undefined;
  },
};

async function waitUntil(predicate: () => boolean, what: string, limitMs = PROMPT_BOUND_MS): Promise<void> {
  const until = Date.now() + limitMs;
  while (!predicate()) {
    if (Date.now() > until) throw new Error(`${what} did not happen within ${limitMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

async function exists(file: string): Promise<boolean> {
  return access(file).then(
    () => true,
    () => false,
  );
}

describe.each([OPENAI, ANTHROPIC])('agent loop over HTTP, $name: how runs end', (wire) => {
  it('a plain answer without tool calls ends the run completed / no_tool_finish', async () => {
    const fx = await httpFixture(wire.backend);
    fx.server.enqueue(fx.path, { kind: 'sse', events: wire.plain(['The answer ', 'is 42.']) });
    const { events, result } = await collect(Runner.start(fx.agent, 'What is the answer?', { workspace: fx.workspace }));

    expect(types(events)).toEqual(['run_started', 'assistant_delta', 'assistant_delta', 'model_call_completed', 'assistant_message', 'run_completed']);
    expect(ofType(events, 'model_call_completed')[0]).toMatchObject({ cycleIndex: 1, finishReason: 'stop', usage: { inputTokens: 20, outputTokens: 5, totalTokens: 25, cacheReadTokens: 0 } });
    expect(ofType(events, 'assistant_message')[0]?.text).toBe('The answer is 42.');
    expect(result).toMatchObject({ status: 'completed', completionReason: 'no_tool_finish', finalOutput: 'The answer is 42.', cycles: 1 });
    expect(result.completionToolName).toBeUndefined();
    expect(result.error).toBeUndefined();
    expect(result.tokenUsage).toMatchObject({
      input_tokens: 20,
      output_tokens: 5,
      total_tokens: 25,
      cache_usage: { status: 'provider_reported', read_input_tokens: 0, uncached_input_tokens: 20, source: 'aggregate' },
    });
    expect(result.tokenUsage.cycles).toHaveLength(1);
    expect(fx.requests()).toHaveLength(1);
    expect(events.at(-1)).toMatchObject({ type: 'run_completed', status: 'completed', completionReason: 'no_tool_finish', finalOutput: 'The answer is 42.' });
  });

  it('429 with retry-after is waited out and retried: the run completes and the server saw two identical requests', async () => {
    const fx = await httpFixture(wire.backend);
    fx.server.enqueue(fx.path, wire.rateLimited('1'), { kind: 'sse', events: wire.plain(['after ', 'the wait']) });
    const startedAt = Date.now();
    const { events, result } = await collect(Runner.start(fx.agent, 'hello', { workspace: fx.workspace }));
    const elapsed = Date.now() - startedAt;

    expect(result).toMatchObject({ status: 'completed', completionReason: 'no_tool_finish', finalOutput: 'after the wait', cycles: 1 });
    // The retry is invisible to the run: one model call, no failure events.
    expect(types(events)).toEqual(['run_started', 'assistant_delta', 'assistant_delta', 'model_call_completed', 'assistant_message', 'run_completed']);
    expect(result.tokenUsage.cycles).toHaveLength(1);
    const requests = fx.requests();
    expect(requests).toHaveLength(2);
    expect(requests[1]?.rawBody).toBe(requests[0]?.rawBody);
    // retry-after: 1 was honoured (a lower bound; the upper bound is only a sanity check).
    expect(elapsed).toBeGreaterThanOrEqual(900);
    expect(elapsed).toBeLessThan(30_000);
  });

  it('429 on every attempt ends the run failed with the rate_limited code, without the API key in the error', async () => {
    const fx = await httpFixture(wire.backend);
    fx.server.setFallback(fx.path, wire.rateLimited('0'));
    const { events, result } = await collect(Runner.start(fx.agent, 'hello', { workspace: fx.workspace }));

    expect(types(events)).toEqual(['run_started', 'run_failed']);
    expect(result).toMatchObject({ status: 'failed', completionReason: 'failed', errorCode: 'rate_limited', cycles: 1 });
    expect(result.error).toMatch(/^model call failed: /);
    expect(result.error).toContain('HTTP 429');
    expect(result.error).toContain(wire.rateLimitMessage);
    expect(result.error).not.toContain(API_KEY);
    // Three attempts in all (the default), then the error.
    expect(fx.requests()).toHaveLength(3);
    expect(events.at(-1)).toMatchObject({ type: 'run_failed', status: 'failed', completionReason: 'failed', errorCode: 'rate_limited', error: result.error });
  });

  it('a mid-stream error event ends the run failed with the provider message and the stream_error code', async () => {
    const fx = await httpFixture(wire.backend);
    fx.server.enqueue(fx.path, { kind: 'sse', events: wire.midStreamError(['Working on ', 'it']) });
    const { events, result } = await collect(Runner.start(fx.agent, 'do it', { workspace: fx.workspace }));

    expect(types(events)).toEqual(['run_started', 'assistant_delta', 'assistant_delta', 'run_failed']);
    expect(result).toMatchObject({ status: 'failed', completionReason: 'failed', errorCode: 'stream_error', partialOutput: 'Working on it', cycles: 1 });
    expect(result.error).toMatch(/^model call failed: /);
    expect(result.error).toContain('mid-stream');
    expect(result.error).toContain(wire.midStreamMessage);
    expect(result.finalOutput).toBeUndefined();
    // The failed call has no usage; nothing is invented for it.
    expect(result.tokenUsage).toMatchObject({ input_tokens: null, output_tokens: null, total_tokens: null, cycles: [], cache_usage: { status: 'accounting_missing', read_input_tokens: null } });
    // Bytes of the answer were already delivered, so the call is not retried.
    expect(fx.requests()).toHaveLength(1);
    expect(events.at(-1)).toMatchObject({ type: 'run_failed', errorCode: 'stream_error', partialOutput: 'Working on it' });
  });

  it('a stream cut short (no end marker) ends the run failed with stream_error', async () => {
    const fx = await httpFixture(wire.backend);
    fx.server.enqueue(fx.path, { kind: 'sse', events: wire.truncated(['Half ', 'an answer']) });
    const { events, result } = await collect(Runner.start(fx.agent, 'do it', { workspace: fx.workspace }));

    expect(types(events)).toEqual(['run_started', 'assistant_delta', 'assistant_delta', 'run_failed']);
    expect(result).toMatchObject({ status: 'failed', completionReason: 'failed', errorCode: 'stream_error', partialOutput: 'Half an answer' });
    expect(result.error).toMatch(/^model call failed: .*the stream ended before/);
    expect(fx.requests()).toHaveLength(1);
  });

  it('a stalled stream is stopped by cancel(): failed / cancelled promptly, and the connection is closed', async () => {
    // A long client timeout, so that only cancel() can end the stall.
    const fx = await httpFixture(wire.backend, { timeoutSeconds: 120 });
    fx.server.enqueue(fx.path, { kind: 'sse', events: wire.stalledOpening('Let me think'), thenStall: true });
    const handle = Runner.start(fx.agent, 'think hard', { workspace: fx.workspace });
    let cancelledAt = 0;
    const closed = fx.server.waitForClientClose();
    const { events, result } = await within(
      collect(handle, (event) => {
        if (event.type === 'assistant_delta' && cancelledAt === 0) {
          cancelledAt = Date.now();
          handle.cancel('user pressed stop');
        }
      }),
      PROMPT_BOUND_MS * 2,
      'the end of the cancelled run',
    );
    expect(cancelledAt).toBeGreaterThan(0);
    expect(Date.now() - cancelledAt).toBeLessThan(PROMPT_BOUND_MS);

    expect(types(events)).toEqual(['run_started', 'assistant_delta', 'run_cancelled']);
    expect(result).toMatchObject({ status: 'failed', completionReason: 'cancelled', error: 'run cancelled: user pressed stop', partialOutput: 'Let me think', cycles: 1 });
    expect(result.tokenUsage.cycles).toEqual([]);
    expect(events.at(-1)).toMatchObject({ type: 'run_cancelled', status: 'failed', completionReason: 'cancelled' });
    expect(handle.state()).toMatchObject({ status: 'failed', cancelRequested: true, completionReason: 'cancelled' });

    // The client hung up on the stalled response.
    await within(closed, PROMPT_BOUND_MS, 'the client closing the stalled connection');
    const requests = fx.requests();
    expect(requests).toHaveLength(1);
    expect(requests[0]?.clientClosed).toBe(true);
  });

  it('a stream that goes silent longer than the request timeout ends the run failed with the timeout code', async () => {
    const fx = await httpFixture(wire.backend, { timeoutSeconds: 1 });
    fx.server.enqueue(fx.path, { kind: 'sse', events: wire.stalledOpening('Let me think'), thenStall: true });
    const startedAt = Date.now();
    const { events, result } = await within(collect(Runner.start(fx.agent, 'think', { workspace: fx.workspace })), 20_000, 'the timed-out run');

    expect(types(events)).toEqual(['run_started', 'assistant_delta', 'run_failed']);
    expect(result).toMatchObject({ status: 'failed', completionReason: 'failed', errorCode: 'timeout', partialOutput: 'Let me think' });
    expect(result.error).toMatch(/^model call failed: .*sent nothing for 1 s/);
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(900);
    // A timeout is not retried.
    expect(fx.requests()).toHaveLength(1);
  });

  it('cancel() before the response headers arrive ends the run cancelled and closes the connection', async () => {
    const fx = await httpFixture(wire.backend, { timeoutSeconds: 120 });
    fx.server.enqueue(fx.path, { kind: 'hang' });
    const handle = Runner.start(fx.agent, 'hello', { workspace: fx.workspace });
    const done = collect(handle);
    const closed = fx.server.waitForClientClose();
    await waitUntil(() => fx.requests().length === 1, 'the request reaching the server');
    const cancelledAt = Date.now();
    handle.cancel();
    const { events, result } = await within(done, PROMPT_BOUND_MS * 2, 'the end of the cancelled run');
    expect(Date.now() - cancelledAt).toBeLessThan(PROMPT_BOUND_MS);
    expect(types(events)).toEqual(['run_started', 'run_cancelled']);
    expect(result).toMatchObject({ status: 'failed', completionReason: 'cancelled', error: 'run cancelled', cycles: 1 });
    await within(closed, PROMPT_BOUND_MS, 'the client closing the unanswered connection');
    expect(fx.requests()[0]?.clientClosed).toBe(true);
  });

  it('cancel() during a long retry-after wait ends the run cancelled at once, without retrying', async () => {
    const fx = await httpFixture(wire.backend);
    fx.server.enqueue(fx.path, wire.rateLimited('30'), { kind: 'sse', events: wire.plain(['too late']) });
    const handle = Runner.start(fx.agent, 'hello', { workspace: fx.workspace });
    const done = collect(handle);
    await waitUntil(() => fx.requests().length === 1, 'the first request');
    // Give the client a moment to read the 429 and start waiting (if it has not yet, cancel aborts the request instead).
    await new Promise((resolve) => setTimeout(resolve, 100));
    const cancelledAt = Date.now();
    handle.cancel('user pressed stop');
    const { events, result } = await within(done, PROMPT_BOUND_MS * 2, 'the end of the cancelled run');
    expect(Date.now() - cancelledAt).toBeLessThan(PROMPT_BOUND_MS);
    expect(types(events)).toEqual(['run_started', 'run_cancelled']);
    expect(result).toMatchObject({ status: 'failed', completionReason: 'cancelled', error: 'run cancelled: user pressed stop' });
    expect(fx.requests()).toHaveLength(1);
    expect(fx.server.pending(fx.path)).toBe(1);
  });

  it('write_file denied at approval never runs: no file, executionStarted false, tool_approval_denied sent back to the model', async () => {
    const fx = await httpFixture(wire.backend);
    const argumentChunks = ['{"path": "out/sec', 'ret.txt", "con', 'tent": "top secret\\n"}'];
    fx.server.enqueue(
      fx.path,
      { kind: 'sse', events: wire.toolCall('call_write_1', 'write_file', argumentChunks) },
      { kind: 'sse', events: wire.toolCall('call_finish_2', 'task_finish', ['{"message": "Could not ', 'write the file."}']) },
    );
    const handle = Runner.start(fx.agent, 'write the secret', { workspace: fx.workspace });
    const approvals: boolean[] = [];
    const { events, result } = await collect(handle, (event) => {
      if (event.type === 'approval_requested') approvals.push(handle.approve(event.requestId, 'deny', { reason: 'not in this workspace' }));
    });

    expect(approvals).toEqual([true]);
    expect(types(events)).toEqual([
      'run_started',
      'model_call_completed',
      'tool_call_planned',
      'approval_requested',
      'approval_resolved',
      'tool_call_completed',
      'model_call_completed',
      'tool_call_planned',
      'tool_call_started',
      'tool_call_completed',
      'run_completed',
    ]);
    const requested = ofType(events, 'approval_requested')[0];
    expect(requested).toMatchObject({
      toolCallId: 'call_write_1',
      toolName: 'write_file',
      preview: 'Write 11 bytes to out/secret.txt',
      arguments: { path: 'out/secret.txt', content: 'top secret\n' },
    });
    expect(ofType(events, 'approval_resolved')).toEqual([
      expect.objectContaining({ requestId: requested?.requestId, toolCallId: 'call_write_1', decision: 'deny', reason: 'not in this workspace' }),
    ]);
    expect(ofType(events, 'tool_call_started').some((e) => e.toolCallId === 'call_write_1')).toBe(false);
    const denied = ofType(events, 'tool_call_completed')[0];
    expect(denied).toMatchObject({
      toolCallId: 'call_write_1',
      toolName: 'write_file',
      status: 'error',
      errorCode: 'tool_approval_denied',
      executionStarted: false,
      durationMs: null,
      directive: 'continue',
    });
    expect(await exists(path.join(fx.workspace, 'out', 'secret.txt'))).toBe(false);
    expect(await exists(path.join(fx.workspace, 'out'))).toBe(false);

    // The denial went back to the model as the tool result, in the provider's format.
    const requests = fx.requests();
    expect(requests).toHaveLength(2);
    const toolResult = wire.toolResultOf(requests[1]?.body, 'call_write_1');
    expect(toolResult).toBe(denied?.output);
    expect(String(toolResult)).toContain('error [tool_approval_denied]');
    expect(String(toolResult)).toContain('not in this workspace');

    expect(result).toMatchObject({ status: 'completed', completionReason: 'tool_finish', finalOutput: 'Could not write the file.', cycles: 2 });
    expect(result.tokenUsage).toMatchObject({ input_tokens: 60, output_tokens: 24, total_tokens: 84, cache_usage: { status: 'provider_reported', read_input_tokens: 0 } });
  });
});

describe('agent loop over HTTP, OpenAI Chat Completions: a server that ignores include_usage', () => {
  it('reports no usage: model_call_completed usage null, token counts null and cache accounting missing, never 0', async () => {
    const fx = await httpFixture('vllm');
    fx.server.enqueue(fx.path, { kind: 'sse', events: openAiStream({ text: ['no usage here'], usage: null }) });
    const { events, result } = await collect(Runner.start(fx.agent, 'hi', { workspace: fx.workspace }));

    expect(result).toMatchObject({ status: 'completed', completionReason: 'no_tool_finish', finalOutput: 'no usage here' });
    expect(ofType(events, 'model_call_completed')[0]?.usage).toBeNull();
    expect(result.tokenUsage).toMatchObject({
      input_tokens: null,
      output_tokens: null,
      total_tokens: null,
      cache_usage: { status: 'accounting_missing', read_input_tokens: null, write_input_tokens: null, uncached_input_tokens: null, source: 'aggregate' },
    });
    expect(result.tokenUsage.cycles).toEqual([
      {
        cycle_index: 1,
        usage: expect.objectContaining({
          input_tokens: null,
          usage_source: 'accounting_missing',
          cache_usage: expect.objectContaining({ status: 'accounting_missing', read_input_tokens: null }),
        }),
      },
    ]);
    // The request still asked for usage.
    expect(fx.requests()[0]?.body).toMatchObject({ stream_options: { include_usage: true } });
  });
});
