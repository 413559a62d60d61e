/**
 * A snapshot answer comes before what happened after it (contract section 3: snapshot and
 * subscription are taken together). thread/resume takes its snapshot and subscribes in one
 * synchronous step, but its answer is written a few microtasks later: a notification of the thread
 * emitted in between (a delta from a turn that was already running) must still follow the answer,
 * or a client that applies the snapshot on its answer loses what came first.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { InboundFrame, Transport } from '../../../../src/lib/jsonrpc/index.js';
import { Harness } from './harness.js';

/** A transport whose `deliver` runs the request's handler before it returns (when the connection is idle). */
class DirectTransport implements Transport {
  onframe?: (frame: InboundFrame) => void;
  onclose?: () => void;
  onerror?: (error: Error) => void;
  readonly sent: Array<Record<string, any>> = [];

  start(): void {}

  async send(message: unknown): Promise<void> {
    this.sent.push(JSON.parse(JSON.stringify(message)) as Record<string, any>);
  }

  async close(): Promise<void> {
    this.onclose?.();
  }

  deliver(message: unknown): void {
    this.onframe?.({ kind: 'message', value: message });
  }

  /** Delivers a request and waits for its response and a quiet connection. */
  async call(id: number, method: string, params: unknown): Promise<Record<string, any>> {
    this.deliver({ jsonrpc: '2.0', id, method, params });
    await until(() => this.sent.some((m) => m['id'] === id));
    await new Promise((resolve) => setTimeout(resolve, 0));
    return this.sent.find((m) => m['id'] === id) as Record<string, any>;
  }
}

async function until(check: () => boolean): Promise<void> {
  const deadline = Date.now() + 5_000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
}

function labels(sent: ReadonlyArray<Record<string, any>>): string[] {
  return sent.map((m) => (typeof m['method'] === 'string' ? m['method'] : `response ${String(m['id'])}`));
}

let harness: Harness | undefined;

afterEach(async () => {
  await harness?.dispose();
  harness = undefined;
});

describe('a snapshot answer and the notifications after it', () => {
  for (const method of ['thread/resume', 'thread/read'] as const) {
    it(`${method}: a notification emitted between the snapshot and its answer is written after the answer`, async () => {
      const h = (harness = new Harness());
      const owner = await h.connect('owner');
      const threadId = await h.startThread(owner);
      // The client under test is then the thread's only subscriber: notified first, without a wait.
      await owner.client.threadUnsubscribe({ threadId });
      const transport = new DirectTransport();
      h.processor.connect(transport);
      await transport.call(1, 'initialize', { clientInfo: { name: 'direct' } });
      // thread/read answers a snapshot of a thread the client follows only after a resume.
      if (method === 'thread/read') await transport.call(2, 'thread/resume', { threadId });
      const before = transport.sent.length;

      transport.deliver({ jsonrpc: '2.0', id: 3, method, params: { threadId } });
      // The handler has run: the snapshot is taken, the answer not yet written.
      void h.processor.emitToThread(threadId, 'error/warning', { message: 'after the snapshot', code: 'test' });
      await until(() => transport.sent.some((m) => m['method'] === 'error/warning'));

      expect(labels(transport.sent.slice(before))).toEqual(['response 3', 'error/warning']);
      // Once the answer is out, notifications go straight through again.
      void h.processor.emitToThread(threadId, 'error/warning', { message: 'later', code: 'test' });
      await until(() => transport.sent.filter((m) => m['method'] === 'error/warning').length === 2);
      expect(labels(transport.sent.slice(before))).toEqual(['response 3', 'error/warning', 'error/warning']);
    });
  }
});
