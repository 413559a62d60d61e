import { describe, expect, it } from 'vitest';
import type { ModelRequest, ScriptEntry } from '../../../src/lib/llm/index.js';
import { Runner, RuntimeError, type RunEvent } from '../../../src/lib/runtime/index.js';
import { call, collect, finish, ofType, providerUsage, recordingTurns, run, scriptedAgent, tempDir } from './support.js';

describe('agent loop: completion reasons and statuses', () => {
  it('task_finish -> completed / tool_finish, with a well-formed, gap-free event stream', async () => {
    const workspace = await tempDir();
    const agent = scriptedAgent([
      {
        steps: [
          { type: 'text', text: 'Hello' },
          { type: 'text', text: ' world' },
          { type: 'tool_call', name: 'task_finish', arguments: { message: 'all done' }, id: 'finish' },
        ],
      },
    ]);
    const { events, result } = await run(agent, 'Summarize', { workspace, runId: 'assistant_run', metadata: { title: 't' } });

    expect(result).toMatchObject({
      runId: 'assistant_run',
      status: 'completed',
      completionReason: 'tool_finish',
      finalOutput: 'all done',
      completionToolName: 'task_finish',
      cycles: 1,
      followUps: [],
    });
    expect(result).not.toHaveProperty('error');
    expect(result).not.toHaveProperty('partialOutput');

    expect(events.map((e) => e.seq)).toEqual(events.map((_, i) => i + 1));
    for (const event of events) {
      expect(event.v).toBe(1);
      expect(event.runId).toBe('assistant_run');
      expect(Number.isInteger(event.ts)).toBe(true);
    }
    expect(events.map((e) => e.type)).toEqual([
      'run_started',
      'assistant_delta',
      'assistant_delta',
      'model_call_completed',
      'assistant_message',
      'tool_call_planned',
      'tool_call_started',
      'tool_call_completed',
      'run_completed',
    ]);
    expect(events[0]).toMatchObject({ type: 'run_started', agentName: 'test-agent', input: 'Summarize', metadata: { title: 't' } });
    const deltas = ofType(events, 'assistant_delta');
    expect(new Set(deltas.map((d) => d.messageId)).size).toBe(1);
    expect(ofType(events, 'assistant_message')[0]).toMatchObject({ messageId: deltas[0]?.messageId, text: 'Hello world' });
    expect(ofType(events, 'tool_call_started')[0]).toMatchObject({
      toolCallId: 'finish',
      toolName: 'task_finish',
      arguments: { message: 'all done' },
      toolMetadata: { sideEffect: 'none', idempotency: 'supported', terminal: true, capabilityTags: ['control.finish'], costDimensions: [] },
    });
    const completed = ofType(events, 'tool_call_completed')[0];
    expect(completed).toMatchObject({
      toolCallId: 'finish',
      toolName: 'task_finish',
      status: 'success',
      directive: 'finish',
      errorCode: null,
      executionStarted: true,
      output: 'all done',
    });
    expect(Number.isInteger(completed?.durationMs)).toBe(true);
    expect(events.at(-1)).toMatchObject({ type: 'run_completed', status: 'completed', completionReason: 'tool_finish', finalOutput: 'all done' });
  });

  it('a plain answer without tool calls -> completed / no_tool_finish', async () => {
    const workspace = await tempDir();
    const agent = scriptedAgent([{ steps: [{ type: 'text', text: 'Just an answer.' }] }]);
    const { result, events } = await run(agent, 'hi', { workspace });
    expect(result).toMatchObject({ status: 'completed', completionReason: 'no_tool_finish', finalOutput: 'Just an answer.' });
    expect(result).not.toHaveProperty('completionToolName');
    expect(ofType(events, 'tool_call_planned')).toHaveLength(0);
  });

  it('ask_user -> interrupted / wait_user without error, the question as partialOutput', async () => {
    const workspace = await tempDir();
    const agent = scriptedAgent([call('ask_user', { question: 'Which branch?' })]);
    const { result, events } = await run(agent, 'deploy', { workspace });
    expect(result).toMatchObject({ status: 'interrupted', completionReason: 'wait_user', completionToolName: 'ask_user', partialOutput: 'Which branch?' });
    expect(result).not.toHaveProperty('error');
    expect(ofType(events, 'tool_call_completed')[0]).toMatchObject({ directive: 'wait_user', status: 'success' });
    expect(events.at(-1)).toMatchObject({ type: 'run_completed', status: 'interrupted' });
  });

  it('running out of cycles -> failed / max_cycles with an error and the last assistant text', async () => {
    const workspace = await tempDir();
    const agent = scriptedAgent(
      [{ steps: [{ type: 'text', text: 'still looking' }, { type: 'tool_call', name: 'list_files', arguments: {} }] }],
      { repeat: true },
    );
    const { result, events } = await run(agent, 'loop forever', { workspace, maxCycles: 3 });
    expect(result).toMatchObject({ status: 'failed', completionReason: 'max_cycles', cycles: 3, partialOutput: 'still looking' });
    expect(result.error).toContain('3 cycles');
    expect(ofType(events, 'model_call_completed')).toHaveLength(3);
    expect(events.at(-1)).toMatchObject({ type: 'run_failed', completionReason: 'max_cycles' });
  });

  it('a model error -> failed / failed with the model error code and the text streamed so far', async () => {
    const workspace = await tempDir();
    const agent = scriptedAgent([
      { steps: [{ type: 'text', text: 'partial ans' }, { type: 'error', code: 'http_error', message: 'upstream 500' }] },
    ]);
    const { result, events } = await run(agent, 'hi', { workspace });
    expect(result).toMatchObject({ status: 'failed', completionReason: 'failed', errorCode: 'http_error', partialOutput: 'partial ans' });
    expect(result.error).toContain('upstream 500');
    expect(events.at(-1)).toMatchObject({ type: 'run_failed', completionReason: 'failed', error: result.error });
  });

  it('total tokens reaching the budget after a call -> failed / budget_exhausted, and that reply\'s tools never run', async () => {
    const workspace = await tempDir();
    const agent = scriptedAgent([
      { steps: [{ type: 'tool_call', name: 'list_files', arguments: {} }], usage: providerUsage(10, 4, 0) },
      { steps: [{ type: 'text', text: 'more' }, { type: 'tool_call', name: 'write_file', arguments: { path: 'x.txt', content: 'x' } }], usage: providerUsage(10, 4, 0) },
      finish('never reached'),
    ]);
    const { result, events } = await run(agent, 'hi', { workspace, tokenBudget: 20 });
    expect(result).toMatchObject({
      status: 'failed',
      completionReason: 'budget_exhausted',
      budgetUsage: { token_budget: 20, used_tokens: 28, remaining_tokens: 0, accounting_complete: true },
      budgetExhaustion: { dimension: 'total_tokens', limit: 20, used: 28, cycle_index: 2 },
      partialOutput: 'more',
    });
    expect(result.error).toContain('28 of 20');
    expect(ofType(events, 'tool_call_planned').map((e) => e.toolName)).toEqual(['list_files']);
    expect(events.at(-1)).toMatchObject({ type: 'run_failed', completionReason: 'budget_exhausted', budgetExhaustion: { cycle_index: 2 } });
  });

  it('a completed run under budget reports budgetUsage', async () => {
    const workspace = await tempDir();
    const agent = scriptedAgent([{ steps: [{ type: 'text', text: 'ok' }], usage: providerUsage(3, 2, 0) }]);
    const { result } = await run(agent, 'hi', { workspace, tokenBudget: 100 });
    expect(result.budgetUsage).toEqual({ token_budget: 100, used_tokens: 5, remaining_tokens: 95, accounting_complete: true });
    expect(result).not.toHaveProperty('budgetExhaustion');
  });

  it('a missing workspace -> failed / failed, reported in the result rather than thrown', async () => {
    const workspace = await tempDir();
    const agent = scriptedAgent([finish('x')]);
    const { result, events } = await run(agent, 'hi', { workspace: `${workspace}/does-not-exist` });
    expect(result).toMatchObject({ status: 'failed', completionReason: 'failed', cycles: 0 });
    expect(result.error).toContain('workspace');
    expect(events.map((e) => e.type)).toEqual(['run_started', 'run_failed']);
  });
});

describe('agent loop: tool call handling', () => {
  it('an unknown tool completes failed with tool_not_allowed, never started, and the run goes on', async () => {
    const workspace = await tempDir();
    const agent = scriptedAgent([call('rm_rf', { path: '/' }, 'bad'), finish('recovered')]);
    const { result, events } = await run(agent, 'hi', { workspace });
    expect(result.completionReason).toBe('tool_finish');
    expect(ofType(events, 'tool_call_started').map((e) => e.toolCallId)).toEqual([expect.not.stringMatching(/^bad$/)]);
    const refused = ofType(events, 'tool_call_completed').find((e) => e.toolCallId === 'bad');
    expect(refused).toEqual(
      expect.objectContaining({ status: 'error', errorCode: 'tool_not_allowed', executionStarted: false, durationMs: null, directive: 'continue' }),
    );
    expect(refused).not.toHaveProperty('toolMetadata');
  });

  it('invalid JSON arguments give the model a typed error result', async () => {
    const workspace = await tempDir();
    const received: ModelRequest[] = [];
    const agent = scriptedAgent(recordingTurns([call('read_file', '{"path": ', 'broken'), finish('ok')], received));
    const { events } = await run(agent, 'hi', { workspace });
    expect(ofType(events, 'tool_call_planned')[0]).toMatchObject({ toolCallId: 'broken', arguments: null, rawArguments: '{"path": ' });
    expect(ofType(events, 'tool_call_completed')[0]).toMatchObject({ errorCode: 'invalid_arguments', executionStarted: false, durationMs: null });
    expect(ofType(events, 'tool_call_started').some((e) => e.toolCallId === 'broken')).toBe(false);
    const toolMessage = received[1]?.messages.find((m) => m.role === 'tool');
    expect(toolMessage).toMatchObject({ role: 'tool', toolCallId: 'broken', name: 'read_file' });
    expect(toolMessage?.content).toMatch(/^error \[invalid_arguments\]/);
  });

  it('arguments that are JSON but not an object, or miss a field, are invalid_arguments too', async () => {
    const workspace = await tempDir();
    const agent = scriptedAgent([call('read_file', '[1,2]', 'array'), call('task_finish', {}, 'nomsg'), finish('ok')]);
    const { events } = await run(agent, 'hi', { workspace });
    const codes = ofType(events, 'tool_call_completed').map((e) => [e.toolCallId, e.errorCode]);
    expect(codes).toEqual([
      ['array', 'invalid_arguments'],
      ['nomsg', 'invalid_arguments'],
      [expect.any(String), null],
    ]);
  });
});

describe('agent loop: steering and follow-ups', () => {
  it('steered input reaches the model before its next call', async () => {
    const workspace = await tempDir();
    const received: ModelRequest[] = [];
    let handle: ReturnType<typeof Runner.start> | undefined;
    const turns: ScriptEntry[] = [
      () => {
        // Steered while the first model call is in flight.
        expect(handle?.steer('Also check the tests folder')).toBe(true);
        return { steps: [{ type: 'tool_call', name: 'list_files', arguments: {} }] };
      },
      finish('done'),
    ];
    handle = Runner.start(scriptedAgent(recordingTurns(turns, received)), 'Look around', { workspace });
    const { events, result } = await collect(handle);
    expect(result.completionReason).toBe('tool_finish');
    expect(received).toHaveLength(2);
    expect(received[0]?.messages.some((m) => m.content === 'Also check the tests folder')).toBe(false);
    const second = received[1]?.messages ?? [];
    expect(second.at(-1)).toEqual({ role: 'user', content: 'Also check the tests folder' });
    expect(second.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'tool', 'user']);
    expect(ofType(events, 'input_steered')).toEqual([expect.objectContaining({ cycleIndex: 2, input: 'Also check the tests folder' })]);
  });

  it('a plain answer with steered input waiting does not end the run: the model answers the steer', async () => {
    const workspace = await tempDir();
    const received: ModelRequest[] = [];
    let handle: ReturnType<typeof Runner.start> | undefined;
    const turns: ScriptEntry[] = [
      () => {
        handle?.steer('and in French?');
        return { steps: [{ type: 'text', text: 'Hello' }] };
      },
      { steps: [{ type: 'text', text: 'Bonjour' }] },
    ];
    handle = Runner.start(scriptedAgent(recordingTurns(turns, received)), 'Say hello', { workspace });
    const { result } = await collect(handle);
    expect(result).toMatchObject({ completionReason: 'no_tool_finish', finalOutput: 'Bonjour', cycles: 2 });
    expect(received[1]?.messages.at(-1)).toEqual({ role: 'user', content: 'and in French?' });
  });

  it('follow-ups are queued into the result, never run by the runtime; controls refuse after the end', async () => {
    const workspace = await tempDir();
    const received: ModelRequest[] = [];
    let handle: ReturnType<typeof Runner.start> | undefined;
    const turns: ScriptEntry[] = [
      () => {
        expect(handle?.followUp('next: write the docs')).toBe(true);
        expect(handle?.followUp('then: run the tests')).toBe(true);
        return { steps: [{ type: 'text', text: 'done' }] };
      },
    ];
    handle = Runner.start(scriptedAgent(recordingTurns(turns, received)), 'first', { workspace });
    const { result } = await collect(handle);
    expect(result.followUps).toEqual(['next: write the docs', 'then: run the tests']);
    expect(received).toHaveLength(1);
    expect(received[0]?.messages.some((m) => m.content.startsWith('next:'))).toBe(false);
    expect(handle.followUp('too late')).toBe(false);
    expect(handle.steer('too late')).toBe(false);
    expect(handle.state()).toMatchObject({ status: 'completed', phase: 'finished', completionReason: 'no_tool_finish', queuedFollowUps: result.followUps });
  });
});

describe('RunHandle: events and backpressure', () => {
  const manyChunks = (n: number): ScriptEntry => ({ steps: Array.from({ length: n }, (_, i) => ({ type: 'text' as const, text: `c${i} ` })) });

  it('a consumer that does not read holds the run at the buffer bound; reading lets it finish', async () => {
    const workspace = await tempDir();
    const handle = Runner.start(scriptedAgent([manyChunks(500)]), 'go', { workspace, eventBufferSize: 8 });
    const iterator = handle.events()[Symbol.asyncIterator]();
    // The run fills the buffer (run_started plus 8 deltas)...
    while (handle.state().lastSeq < 9) await new Promise((resolve) => setTimeout(resolve, 5));
    // ...and then makes no progress however long nobody reads.
    for (let i = 0; i < 200; i += 1) await new Promise((resolve) => setImmediate(resolve));
    const stalled = handle.state();
    expect(stalled.status).toBe('running');
    // At most one more event, the one waiting to be let in.
    expect(stalled.lastSeq).toBeLessThanOrEqual(10);
    const events: RunEvent[] = [];
    for (let next = await iterator.next(); next.done !== true; next = await iterator.next()) events.push(next.value);
    expect(ofType(events, 'assistant_delta')).toHaveLength(500);
    expect((await handle.result()).completionReason).toBe('no_tool_finish');
  });

  it('awaiting only result() never stalls, and the live events are then unavailable', async () => {
    const workspace = await tempDir();
    const handle = Runner.start(scriptedAgent([manyChunks(300)]), 'go', { workspace, eventBufferSize: 4 });
    const result = await handle.result();
    expect(result.finalOutput?.startsWith('c0 c1 ')).toBe(true);
    expect(() => handle.events()).toThrowError(RuntimeError);
  });

  it('breaking out of events() does not stall or cancel the run', async () => {
    const workspace = await tempDir();
    const handle = Runner.start(scriptedAgent([manyChunks(300)]), 'go', { workspace, eventBufferSize: 4 });
    let seen = 0;
    for await (const _event of handle.events()) {
      seen += 1;
      if (seen === 3) break;
    }
    const result = await handle.result();
    expect(result.completionReason).toBe('no_tool_finish');
    expect(() => handle.events()).toThrowError(/once/);
  });

  it('rejects a malformed config and duplicate tool names at start', async () => {
    const workspace = await tempDir();
    const agent = scriptedAgent([finish('x')]);
    expect(() => Runner.start(agent, 'x', { workspace, maxCycles: 0 })).toThrowError(expect.objectContaining({ code: 'invalid_config' }));
    const dup = { ...agent, tools: [...agent.tools, ...agent.tools.slice(0, 1)] };
    expect(() => Runner.start(dup, 'x', { workspace })).toThrowError(/two tools named task_finish/);
  });
});
