/**
 * Token accounting in the contract's wire shape (contract §6, the seed's `turn/completed` example):
 * snake_case, one `vv-agent.token-usage.v1` object per model call, aggregated into a
 * `vv-agent.task-token-usage.v1` object. A count nobody reported is null, never 0; an observed 0
 * stays 0; an aggregate is null as soon as one cycle lacks that count, so a partial sum is never
 * passed off as a total.
 */
import type { CacheStatus, ModelUsage } from '../llm/index.js';

export const TOKEN_USAGE_SCHEMA_VERSION = 'vv-agent.token-usage.v1';
export const TASK_TOKEN_USAGE_SCHEMA_VERSION = 'vv-agent.task-token-usage.v1';

/** `estimated` marks numbers a backend computed itself (the scripted backend) rather than read from a provider. */
export type UsageSource = 'provider_reported' | 'estimated' | 'accounting_missing';

export interface CacheUsage {
  readonly status: CacheStatus;
  readonly read_input_tokens: number | null;
  readonly write_input_tokens: number | null;
  readonly uncached_input_tokens: number | null;
  /** `provider_usage` for one model call, `aggregate` for a run's total. */
  readonly source: 'provider_usage' | 'aggregate';
}

export interface ModelCallTokenUsage {
  readonly schema_version: typeof TOKEN_USAGE_SCHEMA_VERSION;
  readonly input_tokens: number | null;
  readonly output_tokens: number | null;
  readonly total_tokens: number | null;
  readonly reasoning_tokens: number | null;
  readonly usage_source: UsageSource;
  readonly cache_usage: CacheUsage;
  readonly provider_usage: Readonly<Record<string, unknown>>;
}

export interface TokenUsageCycle {
  /** Counts from 1, one entry per model call. */
  readonly cycle_index: number;
  readonly usage: ModelCallTokenUsage;
}

export interface TaskTokenUsage {
  readonly schema_version: typeof TASK_TOKEN_USAGE_SCHEMA_VERSION;
  readonly input_tokens: number | null;
  readonly output_tokens: number | null;
  readonly total_tokens: number | null;
  readonly reasoning_tokens: number | null;
  readonly cache_usage: CacheUsage;
  readonly cycles: readonly TokenUsageCycle[];
}

/**
 * Maps one model call's normalised usage to the wire object. `null` usage (the provider said
 * nothing) gives all-null counts with `accounting_missing`. ModelUsage has no source field, so a
 * usage without a provider object (`providerUsage: null`, which only the scripted backend
 * produces) is reported as `estimated`.
 */
export function modelCallTokenUsage(usage: ModelUsage | null): ModelCallTokenUsage {
  if (usage === null) {
    return {
      schema_version: TOKEN_USAGE_SCHEMA_VERSION,
      input_tokens: null,
      output_tokens: null,
      total_tokens: null,
      reasoning_tokens: null,
      usage_source: 'accounting_missing',
      cache_usage: {
        status: 'accounting_missing',
        read_input_tokens: null,
        write_input_tokens: null,
        uncached_input_tokens: null,
        source: 'provider_usage',
      },
      provider_usage: {},
    };
  }
  const reported = usage.cacheStatus === 'provider_reported';
  const read = reported ? usage.cacheReadTokens : null;
  const write = reported ? usage.cacheWriteTokens : null;
  return {
    schema_version: TOKEN_USAGE_SCHEMA_VERSION,
    input_tokens: usage.inputTokens,
    output_tokens: usage.outputTokens,
    total_tokens: usage.totalTokens,
    reasoning_tokens: usage.reasoningTokens,
    usage_source: usage.providerUsage === null ? 'estimated' : 'provider_reported',
    cache_usage: {
      status: usage.cacheStatus,
      read_input_tokens: read,
      write_input_tokens: write,
      // Input tokens include cached ones (the LLM layer normalises Anthropic's split counts), so
      // the uncached part is the difference; unknown when either side is unknown.
      uncached_input_tokens: usage.inputTokens !== null && read !== null ? Math.max(0, usage.inputTokens - read) : null,
      source: 'provider_usage',
    },
    provider_usage: usage.providerUsage ?? {},
  };
}

export function emptyTaskTokenUsage(): TaskTokenUsage {
  return aggregateTaskTokenUsage([]);
}

export function aggregateTaskTokenUsage(cycles: readonly TokenUsageCycle[]): TaskTokenUsage {
  return {
    schema_version: TASK_TOKEN_USAGE_SCHEMA_VERSION,
    input_tokens: completeSum(cycles, (u) => u.input_tokens),
    output_tokens: completeSum(cycles, (u) => u.output_tokens),
    total_tokens: completeSum(cycles, (u) => u.total_tokens),
    reasoning_tokens: completeSum(cycles, (u) => u.reasoning_tokens),
    cache_usage: aggregateCacheUsage(cycles),
    cycles: [...cycles],
  };
}

function completeSum(
  cycles: readonly TokenUsageCycle[],
  read: (usage: ModelCallTokenUsage) => number | null,
): number | null {
  if (cycles.length === 0) return null;
  let total = 0;
  for (const cycle of cycles) {
    const value = read(cycle.usage);
    if (value === null) return null;
    total += value;
  }
  return total;
}

function aggregateCacheUsage(cycles: readonly TokenUsageCycle[]): CacheUsage {
  let status: CacheStatus = 'accounting_missing';
  if (cycles.length > 0) {
    if (cycles.every((c) => c.usage.cache_usage.status === 'provider_reported')) status = 'provider_reported';
    else if (cycles.every((c) => c.usage.cache_usage.status === 'unsupported')) status = 'unsupported';
  }
  // Cache totals exist only when every cycle measured them; a mix is reported as missing
  // accounting rather than as a misleadingly low hit rate.
  const cacheSum = (read: (cache: CacheUsage) => number | null): number | null =>
    status === 'provider_reported' ? completeSum(cycles, (u) => read(u.cache_usage)) : null;
  return {
    status,
    read_input_tokens: cacheSum((c) => c.read_input_tokens),
    write_input_tokens: cacheSum((c) => c.write_input_tokens),
    uncached_input_tokens: cacheSum((c) => c.uncached_input_tokens),
    source: 'aggregate',
  };
}

/** Collects one entry per model call during a run. */
export class TokenUsageAccumulator {
  private readonly cycles: TokenUsageCycle[] = [];

  add(cycleIndex: number, usage: ModelUsage | null): TokenUsageCycle {
    const cycle: TokenUsageCycle = { cycle_index: cycleIndex, usage: modelCallTokenUsage(usage) };
    this.cycles.push(cycle);
    return cycle;
  }

  /** Tokens counted so far for budget purposes: a call without a total counts its input plus output when both are known. */
  usedTokens(): { readonly used: number; readonly complete: boolean } {
    let used = 0;
    let complete = true;
    for (const { usage } of this.cycles) {
      if (usage.total_tokens !== null) used += usage.total_tokens;
      else if (usage.input_tokens !== null && usage.output_tokens !== null) used += usage.input_tokens + usage.output_tokens;
      else complete = false;
    }
    return { used, complete };
  }

  snapshot(): TaskTokenUsage {
    return aggregateTaskTokenUsage(this.cycles);
  }
}
