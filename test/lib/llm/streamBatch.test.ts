import { describe, expect, it } from 'vitest';
import { BACKLOG_READ_EVENTS, StreamBatch } from '../../../src/lib/llm/streamBatch.js';

describe('StreamBatch', () => {
  it('keeps every text chunk of a read that shows no backlog as its own delta', () => {
    const batch = new StreamBatch();
    batch.startRead(3);
    batch.text('a');
    batch.text('b');
    batch.text('c');
    expect(batch.take()).toEqual([
      { type: 'text_delta', text: 'a' },
      { type: 'text_delta', text: 'b' },
      { type: 'text_delta', text: 'c' },
    ]);
  });

  it('merges consecutive text deltas of a backlogged read and keeps tool-call deltas in their place', () => {
    const batch = new StreamBatch();
    batch.startRead(BACKLOG_READ_EVENTS + 1);
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
    // The next read decides for itself.
    batch.startRead(BACKLOG_READ_EVENTS);
    batch.text('d');
    batch.text('e');
    expect(batch.take()).toEqual([
      { type: 'text_delta', text: 'd' },
      { type: 'text_delta', text: 'e' },
    ]);
  });
});
