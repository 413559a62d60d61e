import { describe, expect, it } from 'vitest';
import { backoffDelayMs, mapAnthropicUsage, mapOpenAiUsage, parseRetryAfterMs } from '../../../src/lib/llm/index.js';

describe('parseRetryAfterMs', () => {
  const now = Date.parse('2026-01-01T00:00:00Z');
  it('reads delta-seconds, HTTP dates and retry-after-ms', () => {
    expect(parseRetryAfterMs({ 'retry-after': '3' }, now)).toBe(3000);
    expect(parseRetryAfterMs({ 'retry-after': '0.5' }, now)).toBe(500);
    expect(parseRetryAfterMs({ 'retry-after': 'Thu, 01 Jan 2026 00:00:07 GMT' }, now)).toBe(7000);
    expect(parseRetryAfterMs({ 'retry-after': 'Wed, 31 Dec 2025 23:59:00 GMT' }, now)).toBe(0);
    expect(parseRetryAfterMs({ 'retry-after-ms': '1234', 'retry-after': '2' }, now)).toBe(1234);
  });
  it('ignores absent and unparseable values', () => {
    expect(parseRetryAfterMs({}, now)).toBeNull();
    expect(parseRetryAfterMs({ 'retry-after': 'soon' }, now)).toBeNull();
  });
});

describe('backoffDelayMs', () => {
  it('is a uniform draw below an exponentially growing, capped bound', () => {
    const options = { baseDelayMs: 500, maxDelayMs: 3000, random: () => 0.999 };
    expect([1, 2, 3, 4, 5].map((attempt) => backoffDelayMs(attempt, options))).toEqual([499, 999, 1998, 2997, 2997]);
    expect(backoffDelayMs(3, { ...options, random: () => 0 })).toBe(0);
  });
});

describe('usage mapping', () => {
  it('OpenAI-compatible usage without any count keeps nulls', () => {
    expect(mapOpenAiUsage({})).toEqual({
      inputTokens: null,
      outputTokens: null,
      totalTokens: null,
      reasoningTokens: null,
      cacheReadTokens: null,
      cacheWriteTokens: null,
      cacheStatus: 'accounting_missing',
      providerUsage: {},
    });
  });
  it('DeepSeek hit + miss stand in for a missing prompt_tokens', () => {
    expect(mapOpenAiUsage({ prompt_cache_hit_tokens: 0, prompt_cache_miss_tokens: 7, completion_tokens: 2 })).toMatchObject({
      inputTokens: 7,
      outputTokens: 2,
      totalTokens: 9,
      cacheReadTokens: 0,
      cacheStatus: 'provider_reported',
    });
  });
  it('Anthropic cache creation without a cache read count is accounting_missing', () => {
    expect(mapAnthropicUsage({ input_tokens: 5, cache_creation_input_tokens: 100, output_tokens: 1 })).toMatchObject({
      inputTokens: 105,
      cacheReadTokens: null,
      cacheWriteTokens: 100,
      cacheStatus: 'accounting_missing',
    });
  });
});
