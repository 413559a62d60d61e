/**
 * The real agent loop (Runner, built-in tools, a temp workspace) against the fake provider server
 * over loopback HTTP, through the production OpenAI-compatible and Anthropic clients: streamed
 * text, a read_file call whose JSON arguments arrive split over several chunks, the tool result
 * sent back in the provider's format, task_finish, and token usage per cycle and in aggregate,
 * cache readings included.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { Runner, type ModelCallTokenUsage, type TaskTokenUsage } from '../../../../src/lib/runtime/index.js';
import { anthropicStream, openAiStream } from '../../../support/fakeProviders.js';
import { collect, ofType } from '../support.js';
import { API_KEY, BACKENDS, BUILTIN_TOOL_NAMES, INSTRUCTIONS, httpFixture, types, type BackendName } from './support.js';

const FILE = 'notes/hello.txt';
const FILE_CONTENT = 'Hello from the workspace: ünïcödé ✓\nsecond line\n';
const INPUT = `What does ${FILE} say?`;
const FINAL = 'The file says hello.';

const EXPECTED_TYPES = [
  'run_started',
  'assistant_delta',
  'assistant_delta',
  'model_call_completed',
  'assistant_message',
  'tool_call_planned',
  'tool_call_started',
  'tool_call_completed',
  'model_call_completed',
  'tool_call_planned',
  'tool_call_started',
  'tool_call_completed',
  'run_completed',
];

async function writeWorkspaceFile(workspace: string): Promise<void> {
  await mkdir(path.join(workspace, 'notes'), { recursive: true });
  await writeFile(path.join(workspace, FILE), FILE_CONTENT, 'utf8');
}

function callUsage(
  counts: { input: number | null; output: number | null; total: number | null; reasoning: number | null },
  cache: { status: 'provider_reported' | 'accounting_missing'; read: number | null; write: number | null; uncached: number | null },
  providerUsage: Readonly<Record<string, unknown>>,
): ModelCallTokenUsage {
  return {
    schema_version: 'vv-agent.token-usage.v1',
    input_tokens: counts.input,
    output_tokens: counts.output,
    total_tokens: counts.total,
    reasoning_tokens: counts.reasoning,
    usage_source: 'provider_reported',
    cache_usage: { status: cache.status, read_input_tokens: cache.read, write_input_tokens: cache.write, uncached_input_tokens: cache.uncached, source: 'provider_usage' },
    provider_usage: providerUsage,
  };
}

function taskUsage(
  counts: { input: number | null; output: number | null; total: number | null; reasoning: number | null },
  cache: { status: 'provider_reported' | 'accounting_missing'; read: number | null; write: number | null; uncached: number | null },
  cycles: readonly ModelCallTokenUsage[],
): TaskTokenUsage {
  return {
    schema_version: 'vv-agent.task-token-usage.v1',
    input_tokens: counts.input,
    output_tokens: counts.output,
    total_tokens: counts.total,
    reasoning_tokens: counts.reasoning,
    cache_usage: { status: cache.status, read_input_tokens: cache.read, write_input_tokens: cache.write, uncached_input_tokens: cache.uncached, source: 'aggregate' },
    cycles: cycles.map((usage, i) => ({ cycle_index: i + 1, usage })),
  };
}

// ---------------------------------------------------------------------------------------------
// OpenAI-compatible Chat Completions

interface OpenAiCase {
  readonly title: string;
  readonly backend: Extract<BackendName, 'openai' | 'deepseek' | 'vllm'>;
  /** Re-cut the wire bytes into pieces of this size (lines and UTF-8 characters split). */
  readonly fragmentBytes?: number;
  readonly usage: readonly [Readonly<Record<string, unknown>>, Readonly<Record<string, unknown>>];
  readonly expectedCycles: readonly [ModelCallTokenUsage, ModelCallTokenUsage];
  readonly expectedTask: TaskTokenUsage;
}

const openAiUsage1 = {
  prompt_tokens: 1200,
  completion_tokens: 35,
  total_tokens: 1235,
  prompt_tokens_details: { cached_tokens: 1024, audio_tokens: 0 },
  completion_tokens_details: { reasoning_tokens: 0, audio_tokens: 0, accepted_prediction_tokens: 0, rejected_prediction_tokens: 0 },
};
const openAiUsage2 = {
  prompt_tokens: 1290,
  completion_tokens: 18,
  total_tokens: 1308,
  prompt_tokens_details: { cached_tokens: 1152, audio_tokens: 0 },
  completion_tokens_details: { reasoning_tokens: 0, audio_tokens: 0, accepted_prediction_tokens: 0, rejected_prediction_tokens: 0 },
};
const openAiCycles = [
  callUsage({ input: 1200, output: 35, total: 1235, reasoning: 0 }, { status: 'provider_reported', read: 1024, write: null, uncached: 176 }, openAiUsage1),
  callUsage({ input: 1290, output: 18, total: 1308, reasoning: 0 }, { status: 'provider_reported', read: 1152, write: null, uncached: 138 }, openAiUsage2),
] as const;

// DeepSeek: the cache reading is prompt_cache_hit_tokens; an observed 0 hit stays 0.
const deepseekUsage1 = { prompt_tokens: 900, completion_tokens: 40, total_tokens: 940, prompt_cache_hit_tokens: 768, prompt_cache_miss_tokens: 132 };
const deepseekUsage2 = {
  prompt_tokens: 980,
  completion_tokens: 12,
  total_tokens: 992,
  prompt_cache_hit_tokens: 0,
  prompt_cache_miss_tokens: 980,
  completion_tokens_details: { reasoning_tokens: 0 },
};
const deepseekCycles = [
  callUsage({ input: 900, output: 40, total: 940, reasoning: null }, { status: 'provider_reported', read: 768, write: null, uncached: 132 }, deepseekUsage1),
  callUsage({ input: 980, output: 12, total: 992, reasoning: 0 }, { status: 'provider_reported', read: 0, write: null, uncached: 980 }, deepseekUsage2),
] as const;

// vLLM: no cache numbers at all (prompt_tokens_details is null), so cache accounting is missing, never 0.
const vllmUsage1 = { prompt_tokens: 512, total_tokens: 560, completion_tokens: 48, prompt_tokens_details: null };
const vllmUsage2 = { prompt_tokens: 600, total_tokens: 609, completion_tokens: 9, prompt_tokens_details: null };
const missing = { status: 'accounting_missing', read: null, write: null, uncached: null } as const;
const vllmCycles = [
  callUsage({ input: 512, output: 48, total: 560, reasoning: null }, missing, vllmUsage1),
  callUsage({ input: 600, output: 9, total: 609, reasoning: null }, missing, vllmUsage2),
] as const;

const OPENAI_CASES: readonly OpenAiCase[] = [
  {
    title: 'OpenAI: prompt_tokens_details.cached_tokens',
    backend: 'openai',
    usage: [openAiUsage1, openAiUsage2],
    expectedCycles: openAiCycles,
    expectedTask: taskUsage({ input: 2490, output: 53, total: 2543, reasoning: 0 }, { status: 'provider_reported', read: 2176, write: null, uncached: 314 }, openAiCycles),
  },
  {
    title: 'DeepSeek: prompt_cache_hit_tokens, wire bytes re-cut into 11-byte pieces',
    backend: 'deepseek',
    fragmentBytes: 11,
    usage: [deepseekUsage1, deepseekUsage2],
    expectedCycles: deepseekCycles,
    // Reasoning tokens: one cycle did not report them, so the total is null rather than a partial sum.
    expectedTask: taskUsage({ input: 1880, output: 52, total: 1932, reasoning: null }, { status: 'provider_reported', read: 768, write: null, uncached: 1112 }, deepseekCycles),
  },
  {
    title: 'vLLM: no cache numbers -> accounting_missing with null readings',
    backend: 'vllm',
    usage: [vllmUsage1, vllmUsage2],
    expectedCycles: vllmCycles,
    expectedTask: taskUsage({ input: 1112, output: 57, total: 1169, reasoning: null }, missing, vllmCycles),
  },
];

describe('agent loop over HTTP: OpenAI-compatible Chat Completions', () => {
  it.each(OPENAI_CASES)('streams text + a split read_file call, then task_finish ($title)', async (testCase) => {
    const fx = await httpFixture(testCase.backend);
    await writeWorkspaceFile(fx.workspace);
    const modelId = BACKENDS[testCase.backend].modelId;
    const argumentChunks = ['{"pa', 'th": "no', 'tes/hel', 'lo.txt"', '}'];
    const finishChunks = ['{"message": "The file ', 'says hello."}'];
    fx.server.enqueue(
      fx.path,
      {
        kind: 'sse',
        events: openAiStream({
          model: modelId,
          id: 'chatcmpl-cycle1',
          text: ['I will ', 'read the file.'],
          toolCalls: [{ id: 'call_read_1', name: 'read_file', argumentChunks }],
          usage: testCase.usage[0],
        }),
        ...(testCase.fragmentBytes !== undefined ? { fragmentBytes: testCase.fragmentBytes } : {}),
      },
      {
        kind: 'sse',
        events: openAiStream({
          model: modelId,
          id: 'chatcmpl-cycle2',
          toolCalls: [{ id: 'call_finish_2', name: 'task_finish', argumentChunks: finishChunks }],
          usage: testCase.usage[1],
        }),
        ...(testCase.fragmentBytes !== undefined ? { fragmentBytes: testCase.fragmentBytes } : {}),
      },
    );

    const handle = Runner.start(fx.agent, INPUT, { workspace: fx.workspace });
    const { events, result } = await collect(handle);

    // The exact RunEvent sequence, stamped 1..n without gaps.
    expect(types(events)).toEqual(EXPECTED_TYPES);
    expect(events.map((e) => e.seq)).toEqual(events.map((_, i) => i + 1));
    expect(new Set(events.map((e) => e.runId))).toEqual(new Set([handle.runId]));

    expect(ofType(events, 'assistant_delta').map((e) => [e.cycleIndex, e.text])).toEqual([
      [1, 'I will '],
      [1, 'read the file.'],
    ]);
    expect(ofType(events, 'assistant_message')).toEqual([expect.objectContaining({ cycleIndex: 1, text: 'I will read the file.' })]);
    const [planned, finishPlanned] = ofType(events, 'tool_call_planned');
    expect(planned).toMatchObject({ cycleIndex: 1, toolCallId: 'call_read_1', toolName: 'read_file', arguments: { path: FILE }, rawArguments: argumentChunks.join('') });
    expect(finishPlanned).toMatchObject({ cycleIndex: 2, toolCallId: 'call_finish_2', toolName: 'task_finish', rawArguments: finishChunks.join('') });
    const [started, finishStarted] = ofType(events, 'tool_call_started');
    expect(started).toMatchObject({ toolCallId: 'call_read_1', toolName: 'read_file', arguments: { path: FILE }, toolMetadata: { sideEffect: 'read' } });
    expect(finishStarted).toMatchObject({ toolCallId: 'call_finish_2', toolName: 'task_finish', arguments: { message: FINAL } });
    const [readDone, finishDone] = ofType(events, 'tool_call_completed');
    expect(readDone).toMatchObject({ toolCallId: 'call_read_1', status: 'success', directive: 'continue', errorCode: null, executionStarted: true, output: FILE_CONTENT });
    expect(readDone?.durationMs).toEqual(expect.any(Number));
    expect(finishDone).toMatchObject({ toolCallId: 'call_finish_2', status: 'success', directive: 'finish', output: FINAL, executionStarted: true });

    // model_call_completed carries the normalised usage of each call.
    const calls = ofType(events, 'model_call_completed');
    expect(calls.map((e) => [e.cycleIndex, e.finishReason])).toEqual([
      [1, 'tool_calls'],
      [2, 'tool_calls'],
    ]);
    expect(calls.map((e) => e.usage?.providerUsage)).toEqual([testCase.usage[0], testCase.usage[1]]);
    expect(calls.map((e) => e.usage?.cacheReadTokens)).toEqual(testCase.expectedCycles.map((c) => c.cache_usage.read_input_tokens));

    // What went over the wire.
    const requests = fx.requests();
    expect(requests).toHaveLength(2);
    for (const request of requests) {
      expect(request.method).toBe('POST');
      expect(request.headers['authorization']).toBe(`Bearer ${API_KEY}`);
      expect(request.headers['accept']).toBe('text/event-stream');
    }
    const first = requests[0]?.body as Record<string, unknown>;
    expect(first).toMatchObject({ model: modelId, stream: true, stream_options: { include_usage: true } });
    expect(first['messages']).toEqual([
      { role: 'system', content: INSTRUCTIONS },
      { role: 'user', content: INPUT },
    ]);
    expect((first['tools'] as Array<{ type: string; function: { name: string } }>).map((t) => [t.type, t.function.name])).toEqual(
      BUILTIN_TOOL_NAMES.map((name) => ['function', name]),
    );
    const second = requests[1]?.body as Record<string, unknown>;
    expect(second['messages']).toEqual([
      { role: 'system', content: INSTRUCTIONS },
      { role: 'user', content: INPUT },
      {
        role: 'assistant',
        content: 'I will read the file.',
        tool_calls: [{ id: 'call_read_1', type: 'function', function: { name: 'read_file', arguments: argumentChunks.join('') } }],
      },
      { role: 'tool', tool_call_id: 'call_read_1', content: FILE_CONTENT },
    ]);

    // The outcome, and token usage per cycle and in aggregate.
    expect(result).toMatchObject({
      runId: handle.runId,
      status: 'completed',
      completionReason: 'tool_finish',
      finalOutput: FINAL,
      completionToolName: 'task_finish',
      cycles: 2,
      followUps: [],
      unconsumedSteers: [],
    });
    expect(result.error).toBeUndefined();
    expect(result.tokenUsage.cycles.map((c) => c.usage)).toEqual(testCase.expectedCycles);
    expect(result.tokenUsage).toEqual(testCase.expectedTask);
    const terminal = events.at(-1);
    expect(terminal).toMatchObject({ type: 'run_completed', status: 'completed', completionReason: 'tool_finish', finalOutput: FINAL, cycles: 2 });
    expect(terminal?.type === 'run_completed' ? terminal.tokenUsage : undefined).toEqual(testCase.expectedTask);
    expect(fx.server.pending(fx.path)).toBe(0);
  });
});

// ---------------------------------------------------------------------------------------------
// Anthropic Messages

interface AnthropicCase {
  readonly title: string;
  readonly fragmentBytes?: number;
  readonly startUsage: readonly [Readonly<Record<string, unknown>>, Readonly<Record<string, unknown>>];
  readonly deltaUsage: readonly [Readonly<Record<string, unknown>>, Readonly<Record<string, unknown>>];
  readonly expectedCycles: readonly [ModelCallTokenUsage, ModelCallTokenUsage];
  readonly expectedTask: TaskTokenUsage;
}

// Cycle 1 writes the prompt cache, cycle 2 reads it. message_delta of cycle 2 restates the input side (newer API).
const anthropicStart1 = { input_tokens: 40, cache_creation_input_tokens: 1800, cache_read_input_tokens: 0, output_tokens: 1, service_tier: 'standard' };
const anthropicDelta1 = { output_tokens: 62 };
const anthropicStart2 = { input_tokens: 95, cache_creation_input_tokens: 0, cache_read_input_tokens: 1800, output_tokens: 1, service_tier: 'standard' };
const anthropicDelta2 = { input_tokens: 95, cache_creation_input_tokens: 0, cache_read_input_tokens: 1800, output_tokens: 21 };
const anthropicCycles = [
  // input_tokens = uncached 40 + cache read 0 + cache write 1800.
  callUsage({ input: 1840, output: 62, total: 1902, reasoning: null }, { status: 'provider_reported', read: 0, write: 1800, uncached: 1840 }, { ...anthropicStart1, ...anthropicDelta1 }),
  callUsage({ input: 1895, output: 21, total: 1916, reasoning: null }, { status: 'provider_reported', read: 1800, write: 0, uncached: 95 }, { ...anthropicStart2, ...anthropicDelta2 }),
] as const;

// An Anthropic-compatible gateway that reports no cache fields.
const plainStart1 = { input_tokens: 310, output_tokens: 1 };
const plainDelta1 = { output_tokens: 44 };
const plainStart2 = { input_tokens: 420, output_tokens: 1 };
const plainDelta2 = { output_tokens: 9 };
const plainCycles = [
  callUsage({ input: 310, output: 44, total: 354, reasoning: null }, missing, { ...plainStart1, ...plainDelta1 }),
  callUsage({ input: 420, output: 9, total: 429, reasoning: null }, missing, { ...plainStart2, ...plainDelta2 }),
] as const;

const ANTHROPIC_CASES: readonly AnthropicCase[] = [
  {
    title: 'cache_creation_input_tokens then cache_read_input_tokens',
    startUsage: [anthropicStart1, anthropicStart2],
    deltaUsage: [anthropicDelta1, anthropicDelta2],
    expectedCycles: anthropicCycles,
    expectedTask: taskUsage({ input: 3735, output: 83, total: 3818, reasoning: null }, { status: 'provider_reported', read: 1800, write: 1800, uncached: 1935 }, anthropicCycles),
  },
  {
    title: 'no cache fields -> accounting_missing, wire bytes re-cut into 7-byte pieces',
    fragmentBytes: 7,
    startUsage: [plainStart1, plainStart2],
    deltaUsage: [plainDelta1, plainDelta2],
    expectedCycles: plainCycles,
    expectedTask: taskUsage({ input: 730, output: 53, total: 783, reasoning: null }, missing, plainCycles),
  },
];

describe('agent loop over HTTP: Anthropic Messages', () => {
  it.each(ANTHROPIC_CASES)('streams text + a split read_file tool_use, then task_finish ($title)', async (testCase) => {
    const fx = await httpFixture('anthropic');
    await writeWorkspaceFile(fx.workspace);
    const modelId = BACKENDS.anthropic.modelId;
    const partialJson = ['{"pa', 'th": "no', 'tes/hel', 'lo.txt"', '}'];
    const finishJson = ['{"message": "The file ', 'says hello."}'];
    fx.server.enqueue(
      fx.path,
      {
        kind: 'sse',
        events: anthropicStream({
          model: modelId,
          id: 'msg_cycle1',
          text: ['I will ', 'read the file.'],
          toolUses: [{ id: 'toolu_read_1', name: 'read_file', partialJson }],
          startUsage: testCase.startUsage[0],
          deltaUsage: testCase.deltaUsage[0],
        }),
        ...(testCase.fragmentBytes !== undefined ? { fragmentBytes: testCase.fragmentBytes } : {}),
      },
      {
        kind: 'sse',
        events: anthropicStream({
          model: modelId,
          id: 'msg_cycle2',
          toolUses: [{ id: 'toolu_finish_2', name: 'task_finish', partialJson: finishJson }],
          startUsage: testCase.startUsage[1],
          deltaUsage: testCase.deltaUsage[1],
        }),
        ...(testCase.fragmentBytes !== undefined ? { fragmentBytes: testCase.fragmentBytes } : {}),
      },
    );

    const handle = Runner.start(fx.agent, INPUT, { workspace: fx.workspace });
    const { events, result } = await collect(handle);

    expect(types(events)).toEqual(EXPECTED_TYPES);
    expect(events.map((e) => e.seq)).toEqual(events.map((_, i) => i + 1));
    expect(ofType(events, 'assistant_delta').map((e) => e.text)).toEqual(['I will ', 'read the file.']);
    expect(ofType(events, 'assistant_message')).toEqual([expect.objectContaining({ cycleIndex: 1, text: 'I will read the file.' })]);
    expect(ofType(events, 'tool_call_planned')[0]).toMatchObject({ toolCallId: 'toolu_read_1', toolName: 'read_file', rawArguments: partialJson.join(''), arguments: { path: FILE } });
    const [started, finishStarted] = ofType(events, 'tool_call_started');
    expect(started).toMatchObject({ toolCallId: 'toolu_read_1', toolName: 'read_file', arguments: { path: FILE } });
    expect(finishStarted).toMatchObject({ toolCallId: 'toolu_finish_2', toolName: 'task_finish', arguments: { message: FINAL } });
    const [readDone, finishDone] = ofType(events, 'tool_call_completed');
    expect(readDone).toMatchObject({ toolCallId: 'toolu_read_1', status: 'success', errorCode: null, executionStarted: true, output: FILE_CONTENT });
    expect(finishDone).toMatchObject({ toolCallId: 'toolu_finish_2', status: 'success', directive: 'finish', output: FINAL });
    const calls = ofType(events, 'model_call_completed');
    expect(calls.map((e) => e.finishReason)).toEqual(['tool_calls', 'tool_calls']);
    expect(calls.map((e) => [e.usage?.cacheReadTokens, e.usage?.cacheWriteTokens, e.usage?.cacheStatus])).toEqual(
      testCase.expectedCycles.map((c) => [
        c.cache_usage.read_input_tokens,
        c.cache_usage.status === 'provider_reported' ? c.cache_usage.write_input_tokens : null,
        c.cache_usage.status,
      ]),
    );

    const requests = fx.requests();
    expect(requests).toHaveLength(2);
    for (const request of requests) {
      expect(request.headers['x-api-key']).toBe(API_KEY);
      expect(request.headers['anthropic-version']).toBe('2023-06-01');
      expect(request.headers['authorization']).toBeUndefined();
    }
    const first = requests[0]?.body as Record<string, unknown>;
    // max_tokens comes from the model's max_output_tokens in the settings file.
    expect(first).toMatchObject({ model: modelId, max_tokens: 2048, stream: true, system: INSTRUCTIONS, messages: [{ role: 'user', content: INPUT }] });
    expect((first['tools'] as Array<{ name: string; input_schema: unknown }>).map((t) => t.name)).toEqual(BUILTIN_TOOL_NAMES);
    expect((first['tools'] as Array<{ name: string; input_schema: unknown }>)[2]?.input_schema).toMatchObject({ type: 'object', required: ['path'] });
    const second = requests[1]?.body as Record<string, unknown>;
    expect(second['system']).toBe(INSTRUCTIONS);
    expect(second['messages']).toEqual([
      { role: 'user', content: INPUT },
      {
        role: 'assistant',
        content: [
          { type: 'text', text: 'I will read the file.' },
          { type: 'tool_use', id: 'toolu_read_1', name: 'read_file', input: { path: FILE } },
        ],
      },
      { role: 'user', content: [{ type: 'tool_result', tool_use_id: 'toolu_read_1', content: FILE_CONTENT }] },
    ]);

    expect(result).toMatchObject({ status: 'completed', completionReason: 'tool_finish', finalOutput: FINAL, completionToolName: 'task_finish', cycles: 2 });
    expect(result.tokenUsage.cycles.map((c) => c.usage)).toEqual(testCase.expectedCycles);
    expect(result.tokenUsage).toEqual(testCase.expectedTask);
    const terminal = events.at(-1);
    expect(terminal?.type === 'run_completed' ? terminal.tokenUsage : undefined).toEqual(testCase.expectedTask);
  });
});

describe('agent loop over HTTP: Anthropic usage with explicit nulls in message_delta', () => {
  // Anthropic's message_delta usage restates counts as explicit nulls (`"input_tokens":null, ...`,
  // nullable in its MessageDeltaUsage type); they must not erase message_start's real numbers.
  it('keeps message_start input and cache counts when message_delta restates them as null', async () => {
    const fx = await httpFixture('anthropic');
    fx.server.enqueue(fx.path, {
      kind: 'sse',
      events: anthropicStream({
        text: ['Done.'],
        startUsage: { input_tokens: 50, cache_creation_input_tokens: 0, cache_read_input_tokens: 200, output_tokens: 1 },
        deltaUsage: { input_tokens: null, cache_creation_input_tokens: null, cache_read_input_tokens: null, output_tokens: 15 },
      }),
    });
    const { result } = await collect(Runner.start(fx.agent, 'hi', { workspace: fx.workspace }));
    expect(result).toMatchObject({ status: 'completed', completionReason: 'no_tool_finish', finalOutput: 'Done.' });
    expect(result.tokenUsage).toMatchObject({
      input_tokens: 250,
      output_tokens: 15,
      total_tokens: 265,
      cache_usage: { status: 'provider_reported', read_input_tokens: 200, write_input_tokens: 0, uncached_input_tokens: 50 },
    });
  });
});
