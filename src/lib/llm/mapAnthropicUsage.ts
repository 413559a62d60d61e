/**
 * Maps an Anthropic Messages `usage` object to ModelUsage. Anthropic's `input_tokens` counts only
 * the uncached part of the prompt, so the prompt size is input_tokens + cache_read_input_tokens +
 * cache_creation_input_tokens (what OpenAI would call prompt_tokens); that makes
 * `uncached_input_tokens = input - cache read` come out the same for both providers.
 * A missing `cache_read_input_tokens` is `accounting_missing`, never a reported 0.
 */
import { count } from './mapOpenAiUsage.js';
import type { ModelUsage } from './types.js';

export function mapAnthropicUsage(usage: Readonly<Record<string, unknown>>): ModelUsage {
  const uncached = count(usage['input_tokens']);
  const cacheReadTokens = count(usage['cache_read_input_tokens']);
  const cacheWriteTokens = count(usage['cache_creation_input_tokens']);
  const inputTokens = uncached === null ? null : uncached + (cacheReadTokens ?? 0) + (cacheWriteTokens ?? 0);
  const outputTokens = count(usage['output_tokens']);
  return {
    inputTokens,
    outputTokens,
    totalTokens: inputTokens !== null && outputTokens !== null ? inputTokens + outputTokens : null,
    // Anthropic bills thinking as output and reports no separate count.
    reasoningTokens: null,
    cacheReadTokens,
    cacheWriteTokens,
    cacheStatus: cacheReadTokens === null ? 'accounting_missing' : 'provider_reported',
    providerUsage: usage,
  };
}
