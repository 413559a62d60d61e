/**
 * Maps an OpenAI-compatible `usage` object to ModelUsage (contract §6 tokenUsage rules): a number
 * the provider sent is kept as sent (an observed 0 stays 0), a number it did not send is null.
 * Cache readings, in the order tried:
 * - OpenAI (and most compatible servers): `prompt_tokens_details.cached_tokens`;
 * - DeepSeek: `prompt_cache_hit_tokens` (with `prompt_cache_miss_tokens`);
 * - Moonshot: a top-level `cached_tokens`.
 * None present -> `accounting_missing` with null cache numbers, never a 0% hit rate. None of these
 * providers report cache writes, so cacheWriteTokens is null.
 */
import type { ModelUsage } from './types.js';

export function mapOpenAiUsage(usage: Readonly<Record<string, unknown>>): ModelUsage {
  const promptDetails = objectAt(usage, 'prompt_tokens_details');
  const completionDetails = objectAt(usage, 'completion_tokens_details');
  const hit = count(usage['prompt_cache_hit_tokens']);
  const miss = count(usage['prompt_cache_miss_tokens']);
  let inputTokens = count(usage['prompt_tokens']);
  if (inputTokens === null && hit !== null && miss !== null) inputTokens = hit + miss;
  const outputTokens = count(usage['completion_tokens']);
  const cacheReadTokens = count(promptDetails?.['cached_tokens']) ?? hit ?? count(usage['cached_tokens']);
  return {
    inputTokens,
    outputTokens,
    totalTokens: count(usage['total_tokens']) ?? (inputTokens !== null && outputTokens !== null ? inputTokens + outputTokens : null),
    reasoningTokens: count(completionDetails?.['reasoning_tokens']),
    cacheReadTokens,
    cacheWriteTokens: null,
    cacheStatus: cacheReadTokens === null ? 'accounting_missing' : 'provider_reported',
    providerUsage: usage,
  };
}

export function count(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : null;
}

export function objectAt(record: Readonly<Record<string, unknown>>, key: string): Readonly<Record<string, unknown>> | undefined {
  const value = record[key];
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
}
