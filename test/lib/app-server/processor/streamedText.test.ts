/**
 * Streamed agent text is durable before the message completes (issue 11, point 20): what the
 * clients were shown reaches the store within STREAMED_TEXT_PERSIST_INTERVAL_MS, so a crash does
 * not leave the item empty; and the store is written at a bounded rate, not once per delta.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppItem } from '../../../../generated/app-server/types.js';
import { STREAMED_TEXT_PERSIST_COST_FACTOR, STREAMED_TEXT_PERSIST_INTERVAL_MS } from '../../../../src/lib/app-server/activeTurn.js';
import { Harness, step } from './harness.js';

let harness: Harness | undefined;

afterEach(async () => {
  await harness?.dispose();
  harness = undefined;
});

function agentMessages(h: Harness, threadId: string): AppItem[] {
  return h.store.listItems(threadId).filter((i) => i.type === 'agentMessage');
}

async function until(check: () => boolean, what: string, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('streamed agent text in the store', () => {
  it('a message still streaming is stored with the text shown so far', async () => {
    const h = (harness = new Harness({ script: { turns: [{ steps: [step.text('half '), step.text('an answer'), step.stall()] }] } }));
    const a = await h.connect('a');
    const threadId = await h.startThread(a);
    const turnId = await h.startTurn(a, threadId, 'go');
    await a.waitForNotification('item/agentMessage/delta', turnId);
    await until(() => agentMessages(h, threadId)[0]?.payload['text'] === 'half an answer', 'the streamed text is stored');
    const [stored] = agentMessages(h, threadId);
    expect(stored).toMatchObject({ status: 'inProgress', payload: { text: 'half an answer' } });
    // The turn is still running: nothing completed the message.
    expect(h.processor.activeTurnCount()).toBe(1);
    await a.client.turnInterrupt({ threadId });
    await a.turnCompleted(turnId);
    expect(agentMessages(h, threadId)).toEqual([expect.objectContaining({ status: 'failed', payload: { text: 'half an answer' } })]);
  });

  it('completes a message with the final text of the model client, also when its chunks said otherwise', async () => {
    const h = (harness = new Harness({ script: { turns: [{ steps: [step.text('a draft '), step.text('answer')] }] } }));
    // A client whose final text is not its chunks joined (ours never do that): the streamed JSON
    // cannot stand for it, the final text must.
    const stream = h.model.stream.bind(h.model);
    vi.spyOn(h.model, 'stream').mockImplementation((request) =>
      (async function* () {
        for await (const event of stream(request)) yield event.type === 'completed' ? { ...event, text: 'the final answer' } : event;
      })(),
    );
    const a = await h.connect('a');
    const threadId = await h.startThread(a);
    const turnId = await h.startTurn(a, threadId, 'go');
    const done = await a.turnCompleted(turnId);
    const completed = a.notifications().find((m) => m.method === 'item/completed' && m.params.type === 'agentMessage');
    expect((completed?.params as AppItem).payload).toEqual({ text: 'the final answer' });
    expect(done.finalOutput).toBe('the final answer');
    expect(agentMessages(h, threadId)[0]?.payload).toEqual({ text: 'the final answer' });
  });

  it('stores the turn result that repeats the message without its text again, and reads it back whole', async () => {
    const h = (harness = new Harness({ script: { turns: [{ steps: [step.text('a "streamed" '), step.text('answer → 😀')] }] } }));
    const saveTurn = vi.spyOn(h.store, 'saveTurn');
    const a = await h.connect('a');
    const threadId = await h.startThread(a);
    const turnId = await h.startTurn(a, threadId, 'go');
    const done = await a.turnCompleted(turnId);
    expect(done.finalOutput).toBe('a "streamed" answer → 😀');
    const [message] = agentMessages(h, threadId);
    const terminal = saveTurn.mock.calls.find(([, update]) => update.result !== undefined)?.[1];
    expect(terminal?.outputItem).toEqual({ key: 'finalOutput', itemId: message?.itemId });
    // What thread/read returns is what turn/completed said, key order included.
    const stored = h.store.getTurn(turnId)?.result;
    expect(stored).toStrictEqual(done);
    expect(JSON.stringify(stored)).toBe(JSON.stringify(done));
  });

  it('writes the store at a bounded rate, not once per delta', async () => {
    const chunks = Array.from({ length: 400 }, (_, n) => `${n} `);
    const h = (harness = new Harness({
      script: { turns: [{ chunkDelayMs: 1, steps: [...chunks.map((c) => step.text(c)), step.finish('done')] }] },
    }));
    const writes = vi.spyOn(h.store, 'saveItem');
    const appends = vi.spyOn(h.store, 'appendItemText');
    const a = await h.connect('a');
    const threadId = await h.startThread(a);
    const started = Date.now();
    const turnId = await h.startTurn(a, threadId, 'go');
    await a.turnCompleted(turnId);
    const elapsed = Date.now() - started;
    const messageWrites = [...writes.mock.calls, ...appends.mock.calls].filter(([item]) => item.type === 'agentMessage');
    // item/started, one write per interval at most (plus the first), and the completion.
    expect(messageWrites.length).toBeLessThanOrEqual(3 + Math.ceil(elapsed / STREAMED_TEXT_PERSIST_INTERVAL_MS));
    expect(messageWrites.length).toBeLessThan(chunks.length / 4);
    expect(appends.mock.calls.length).toBeGreaterThanOrEqual(2);
    // Each write appends what the text gained: over the stream the text's JSON is written once.
    const appended = appends.mock.calls.flatMap(([, json]) => json);
    expect(Buffer.concat(appended).toString('utf8')).toBe(JSON.stringify(chunks.join('')).slice(1, -1));
    expect(agentMessages(h, threadId)).toEqual([expect.objectContaining({ status: 'completed', payload: { text: chunks.join('') } })]);
  });

  it('waits longer between writes when a write is slow', async () => {
    const chunks = Array.from({ length: 500 }, (_, n) => `${n} `);
    const h = (harness = new Harness({
      script: { turns: [{ chunkDelayMs: 2, steps: [...chunks.map((c) => step.text(c)), step.finish('done')] }] },
    }));
    // Every write of streamed text costs 30 ms, as on a slow disk.
    const costMs = 30;
    const streamedWrites: Array<{ start: number; end: number }> = [];
    const append = h.store.appendItemText.bind(h.store);
    vi.spyOn(h.store, 'appendItemText').mockImplementation((item, json) => {
      const start = Date.now();
      append(item, json);
      if (item.status !== 'inProgress') return;
      while (Date.now() - start < costMs);
      streamedWrites.push({ start, end: Date.now() });
    });
    const a = await h.connect('a');
    const threadId = await h.startThread(a);
    await a.turnCompleted(await h.startTurn(a, threadId, 'go'));
    expect(streamedWrites.length).toBeGreaterThanOrEqual(2);
    for (let i = 1; i < streamedWrites.length; i++) {
      const previous = streamedWrites[i - 1] as { start: number; end: number };
      // Timers may fire a millisecond early; never ten times the write's cost early.
      expect((streamedWrites[i] as { start: number }).start - previous.end).toBeGreaterThanOrEqual(STREAMED_TEXT_PERSIST_COST_FACTOR * (previous.end - previous.start) - 2);
    }
    expect(agentMessages(h, threadId)).toEqual([expect.objectContaining({ status: 'completed', payload: { text: chunks.join('') } })]);
  });
});
