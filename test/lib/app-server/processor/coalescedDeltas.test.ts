/**
 * A client that reads slower than the model streams gets the waiting deltas of a message merged
 * (issue 13): fewer `item/agentMessage/delta`s whose text, concatenated in order, is the message,
 * with item/completed after them; the turn is not held back by a merely slow reader. A client
 * that keeps up gets one delta per chunk (lifecycle.test.ts, test/e2e/app-server/turns.test.ts).
 */
import { PassThrough } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { COALESCED_DELTA_MAX_CHARS } from '../../../../src/lib/app-server/agentMessageDeltas.js';
import { StdioJsonlTransport } from '../../../../src/lib/jsonrpc/index.js';
import { Harness, step } from './harness.js';

type Line = { id?: unknown; method?: string; result?: Record<string, unknown>; params?: Record<string, unknown> };

let harness: Harness | undefined;

afterEach(async () => {
  await harness?.dispose();
  harness = undefined;
});

async function until(check: () => boolean, what: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** A raw JSONL client over a pipe pair whose reading can be paused, like a slow desktop app. */
function pipeClient(h: Harness): { lines: Line[]; send: (message: unknown) => void; pause: () => void; resume: () => void } {
  const toServer = new PassThrough();
  // Small buffers: room for the turn's first notifications, then the server's output backs up as a
  // pipe to a stalled reader does.
  const fromServer = new PassThrough({ highWaterMark: 8 * 1024 });
  h.processor.connect(new StdioJsonlTransport(toServer, fromServer));
  const lines: Line[] = [];
  let partial = '';
  fromServer.on('data', (chunk: Buffer) => {
    const parts = (partial + chunk.toString('utf8')).split('\n');
    partial = parts.pop() as string;
    for (const part of parts) lines.push(JSON.parse(part) as Line);
  });
  return {
    lines,
    send: (message) => toServer.write(`${JSON.stringify(message)}\n`),
    pause: () => fromServer.pause(),
    resume: () => fromServer.resume(),
  };
}

describe('agent message deltas for a slow reader', () => {
  it('are merged while the client is behind: fewer deltas, the same text in order, item/completed after them', async () => {
    const chunks = Array.from({ length: 600 }, (_, n) => `chunk ${n} "quoted" ✓; `);
    const h = (harness = new Harness({ script: { turns: [{ steps: [...chunks.map((c) => step.text(c)), step.finish('done')] }] } }));
    const client = pipeClient(h);
    client.send({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { clientInfo: { name: 'slow' } } });
    client.send({ jsonrpc: '2.0', id: 2, method: 'thread/start', params: { cwd: h.workspace } });
    await until(() => client.lines.some((l) => l.id === 2), 'thread/start is answered');
    const threadId = client.lines.find((l) => l.id === 2)?.result?.['threadId'] as string;

    client.pause();
    client.send({ jsonrpc: '2.0', id: 3, method: 'turn/start', params: { threadId, input: [{ type: 'text', text: 'talk' }] } });
    // The client reads nothing, yet the message streams to its end: its deltas wait for the client
    // merged, instead of holding the model back one by one.
    try {
      await until(
        () => h.store.listItems(threadId).some((i) => i.type === 'agentMessage' && i.status === 'completed'),
        'the message is complete while the client is not reading',
      );
    } finally {
      client.resume();
    }
    await until(() => client.lines.some((l) => l.method === 'turn/completed'), 'turn/completed arrives');

    const deltas = client.lines.filter((l) => l.method === 'item/agentMessage/delta');
    expect(deltas.length).toBeGreaterThan(0);
    expect(deltas.length).toBeLessThan(chunks.length);
    expect(deltas.map((d) => d.params?.['delta']).join('')).toBe(chunks.join(''));
    for (const d of deltas) {
      expect(d.params?.['payload']).toEqual({ text: d.params?.['delta'] });
      expect((d.params?.['delta'] as string).length).toBeLessThanOrEqual(COALESCED_DELTA_MAX_CHARS + chunks[0]!.length);
    }
    const completed = client.lines.findIndex((l) => l.method === 'item/completed' && l.params?.['type'] === 'agentMessage');
    const lastDelta = client.lines.lastIndexOf(deltas.at(-1) as Line);
    expect(completed).toBeGreaterThan(lastDelta);
    expect(client.lines[completed]?.params?.['payload']).toEqual({ text: chunks.join('') });
    expect(new Set(deltas.map((d) => d.params?.['itemId']))).toEqual(new Set([client.lines[completed]?.params?.['itemId']]));
  });
});
