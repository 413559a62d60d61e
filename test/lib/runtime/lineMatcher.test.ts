import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { regexMatcher } from '../../../src/lib/runtime/tools/lineMatcher.js';

describe('regexMatcher time budget', () => {
  it('counts matching time only: time between calls (reading the next file) does not use it up', async () => {
    const matcher = regexMatcher(/b$/, { timeLimitMs: 1_000, signal: new AbortController().signal, toolName: 'search_files' });
    try {
      expect(await matcher.matchingLines('a\nb\nab', 10)).toEqual([1, 2]);
      await sleep(1_200);
      expect(await matcher.matchingLines('b\nc', 10)).toEqual([0]);
    } finally {
      await matcher.close();
    }
  });

  it('a pattern that backtracks past the budget fails with command_timeout', async () => {
    const matcher = regexMatcher(/^(a+)+$/, { timeLimitMs: 300, signal: new AbortController().signal, toolName: 'search_files' });
    try {
      await expect(matcher.matchingLines(`${'a'.repeat(40)}!`, 1)).rejects.toMatchObject({ code: 'command_timeout' });
    } finally {
      await matcher.close();
    }
  });
});
