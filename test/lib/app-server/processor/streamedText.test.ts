/**
 * Streamed agent text is durable before the message completes (issue 11, point 20): what the
 * clients were shown reaches the store within STREAMED_TEXT_PERSIST_INTERVAL_MS, so a crash does
 * not leave the item empty; and the store is written at a bounded rate, not once per delta.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppItem } from '../../../../generated/app-server/types.js';
import { STREAMED_TEXT_PERSIST_INTERVAL_MS } from '../../../../src/lib/app-server/activeTurn.js';
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

  it('writes the store at a bounded rate, not once per delta', async () => {
    const chunks = Array.from({ length: 400 }, (_, n) => `${n} `);
    const h = (harness = new Harness({
      script: { turns: [{ chunkDelayMs: 1, steps: [...chunks.map((c) => step.text(c)), step.finish('done')] }] },
    }));
    const writes = vi.spyOn(h.store, 'saveItem');
    const a = await h.connect('a');
    const threadId = await h.startThread(a);
    const started = Date.now();
    const turnId = await h.startTurn(a, threadId, 'go');
    await a.turnCompleted(turnId);
    const elapsed = Date.now() - started;
    const messageWrites = writes.mock.calls.filter(([item]) => item.type === 'agentMessage');
    // item/started, one write per interval at most (plus the first), and the completion.
    expect(messageWrites.length).toBeLessThanOrEqual(3 + Math.ceil(elapsed / STREAMED_TEXT_PERSIST_INTERVAL_MS));
    expect(messageWrites.length).toBeLessThan(chunks.length / 4);
    expect(agentMessages(h, threadId)).toEqual([expect.objectContaining({ status: 'completed', payload: { text: chunks.join('') } })]);
  });
});
