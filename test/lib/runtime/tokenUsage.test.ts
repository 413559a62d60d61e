import { describe, expect, it } from 'vitest';
import type { ModelUsage } from '../../../src/lib/llm/index.js';
import { aggregateTaskTokenUsage, emptyTaskTokenUsage, modelCallTokenUsage } from '../../../src/lib/runtime/index.js';
import { run, scriptedAgent, tempDir } from './support.js';

/** The seed's turn/completed example, byte for byte. */
const SEED_TOKEN_USAGE =
  '{"schema_version":"vv-agent.task-token-usage.v1","input_tokens":10,"output_tokens":4,"total_tokens":14,"reasoning_tokens":null,"cache_usage":{"status":"provider_reported","read_input_tokens":0,"write_input_tokens":null,"uncached_input_tokens":10,"source":"aggregate"},"cycles":[{"cycle_index":1,"usage":{"schema_version":"vv-agent.token-usage.v1","input_tokens":10,"output_tokens":4,"total_tokens":14,"reasoning_tokens":null,"usage_source":"provider_reported","cache_usage":{"status":"provider_reported","read_input_tokens":0,"write_input_tokens":null,"uncached_input_tokens":10,"source":"provider_usage"},"provider_usage":{"prompt_tokens":10,"completion_tokens":4,"total_tokens":14,"prompt_tokens_details":{"cached_tokens":0}}}}]}';

const seedUsage: ModelUsage = {
  inputTokens: 10,
  outputTokens: 4,
  totalTokens: 14,
  reasoningTokens: null,
  cacheReadTokens: 0,
  cacheWriteTokens: null,
  cacheStatus: 'provider_reported',
  providerUsage: { prompt_tokens: 10, completion_tokens: 4, total_tokens: 14, prompt_tokens_details: { cached_tokens: 0 } },
};

const missingCache: ModelUsage = {
  inputTokens: 20,
  outputTokens: 5,
  totalTokens: 25,
  reasoningTokens: null,
  cacheReadTokens: null,
  cacheWriteTokens: null,
  cacheStatus: 'accounting_missing',
  providerUsage: { prompt_tokens: 20, completion_tokens: 5, total_tokens: 25 },
};

describe('token usage', () => {
  it('reproduces the seed turn/completed example exactly (key order included)', () => {
    const usage = aggregateTaskTokenUsage([{ cycle_index: 1, usage: modelCallTokenUsage(seedUsage) }]);
    expect(JSON.stringify(usage)).toBe(SEED_TOKEN_USAGE);
  });

  it('keeps an observed zero cache read as 0 and computes uncached input', () => {
    const usage = modelCallTokenUsage({ ...seedUsage, inputTokens: 100, totalTokens: 104, cacheReadTokens: 30 });
    expect(usage.cache_usage).toEqual({
      status: 'provider_reported',
      read_input_tokens: 30,
      write_input_tokens: null,
      uncached_input_tokens: 70,
      source: 'provider_usage',
    });
    expect(modelCallTokenUsage(seedUsage).cache_usage.read_input_tokens).toBe(0);
  });

  it('reports accounting_missing with null cache counts when one cycle lacks cache accounting', () => {
    const total = aggregateTaskTokenUsage([
      { cycle_index: 1, usage: modelCallTokenUsage(seedUsage) },
      { cycle_index: 2, usage: modelCallTokenUsage(missingCache) },
    ]);
    expect(total.input_tokens).toBe(30);
    expect(total.output_tokens).toBe(9);
    expect(total.total_tokens).toBe(39);
    expect(total.cache_usage).toEqual({
      status: 'accounting_missing',
      read_input_tokens: null,
      write_input_tokens: null,
      uncached_input_tokens: null,
      source: 'aggregate',
    });
    expect(total.cycles.map((c) => c.cycle_index)).toEqual([1, 2]);
    expect(total.cycles[1]?.usage.cache_usage.uncached_input_tokens).toBeNull();
  });

  it('turns a call without usage into null counts, and nulls the aggregate rather than under-counting', () => {
    const none = modelCallTokenUsage(null);
    expect(none).toMatchObject({ input_tokens: null, output_tokens: null, total_tokens: null, usage_source: 'accounting_missing', provider_usage: {} });
    expect(none.cache_usage.status).toBe('accounting_missing');
    const total = aggregateTaskTokenUsage([
      { cycle_index: 1, usage: modelCallTokenUsage(seedUsage) },
      { cycle_index: 2, usage: none },
    ]);
    expect(total.input_tokens).toBeNull();
    expect(total.total_tokens).toBeNull();
  });

  it('marks scripted estimates as estimated with unsupported cache, and aggregates unsupported as unsupported', () => {
    const estimated: ModelUsage = { ...seedUsage, cacheStatus: 'unsupported', cacheReadTokens: null, providerUsage: null };
    const cycle = modelCallTokenUsage(estimated);
    expect(cycle.usage_source).toBe('estimated');
    expect(cycle.provider_usage).toEqual({});
    const total = aggregateTaskTokenUsage([{ cycle_index: 1, usage: cycle }]);
    expect(total.cache_usage.status).toBe('unsupported');
    expect(total.cache_usage.read_input_tokens).toBeNull();
  });

  it('has null totals and accounting_missing before any model call', () => {
    expect(emptyTaskTokenUsage()).toEqual({
      schema_version: 'vv-agent.task-token-usage.v1',
      input_tokens: null,
      output_tokens: null,
      total_tokens: null,
      reasoning_tokens: null,
      cache_usage: { status: 'accounting_missing', read_input_tokens: null, write_input_tokens: null, uncached_input_tokens: null, source: 'aggregate' },
      cycles: [],
    });
  });

  it('aggregates one cycle per model call through the loop, observed zeros and missing accounting included', async () => {
    const workspace = await tempDir();
    const agent = scriptedAgent([
      { steps: [{ type: 'tool_call', name: 'list_files', arguments: {} }], usage: seedUsage },
      { steps: [{ type: 'tool_call', name: 'task_finish', arguments: { message: 'done' } }], usage: missingCache },
    ]);
    const { result, events } = await run(agent, 'go', { workspace });
    expect(result.completionReason).toBe('tool_finish');
    expect(result.tokenUsage.cycles.map((c) => c.cycle_index)).toEqual([1, 2]);
    expect(result.tokenUsage.cycles[0]?.usage.cache_usage.read_input_tokens).toBe(0);
    expect(result.tokenUsage.total_tokens).toBe(39);
    expect(result.tokenUsage.cache_usage.status).toBe('accounting_missing');
    expect(result.tokenUsage.cache_usage.read_input_tokens).toBeNull();
    const modelCalls = events.filter((e) => e.type === 'model_call_completed');
    expect(modelCalls).toHaveLength(2);
    const terminal = events.at(-1);
    expect(terminal?.type === 'run_completed' && terminal.tokenUsage).toEqual(result.tokenUsage);
  });
});
