import { describe, expect, it } from 'vitest';
import { createLinkedTransports, JsonRpcConnection } from '../../../src/lib/jsonrpc/index.js';

describe('JsonRpcConnection concurrentRequests', () => {
  it('keeps delivering notifications while an inbound request is unanswered', async () => {
    const [a, b] = createLinkedTransports();
    const events: string[] = [];
    let answer: (value: unknown) => void = () => undefined;
    const receiver = new JsonRpcConnection(
      a,
      {
        onRequest: (request) => {
          events.push(`request ${request.method}`);
          return new Promise((resolve) => (answer = resolve));
        },
        onNotification: (notification) => {
          events.push(notification.method);
        },
      },
      { concurrentRequests: true },
    );
    receiver.start();
    const sender = new JsonRpcConnection(b, {});
    sender.start();
    const reply = sender.request('ask', {});
    await sender.notify('after');
    await expect.poll(() => events).toEqual(['request ask', 'after']);
    answer({ ok: true });
    expect(await reply).toEqual({ ok: true });
    await sender.close();
  });
});
