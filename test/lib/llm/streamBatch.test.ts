import { describe, expect, it } from 'vitest';
import { StreamBatch } from '../../../src/lib/llm/streamBatch.js';

describe('StreamBatch', () => {
  it('merges consecutive text deltas of one read and keeps tool-call deltas in their place', () => {
    const batch = new StreamBatch();
    batch.text('a');
    batch.text('b');
    batch.push({ type: 'tool_call_delta', index: 0, argumentsDelta: '{' });
    batch.text('c');
    expect(batch.take()).toEqual([
      { type: 'text_delta', text: 'ab' },
      { type: 'tool_call_delta', index: 0, argumentsDelta: '{' },
      { type: 'text_delta', text: 'c' },
    ]);
    expect(batch.take()).toEqual([]);
    batch.text('d');
    expect(batch.take()).toEqual([{ type: 'text_delta', text: 'd' }]);
  });
});
