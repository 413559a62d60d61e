import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineAction, QueueClient, type QueueRuntime } from '../../../../src/lib/actions/index.js';
import { BROKERS, removeTestNames, startRuntime, uniqueName } from './helpers.js';

// Contract §7: a reused message id with the same payload/headers replays the cached result. A
// retry is typically a new process (a new client) that sets neither reply_to nor anything else.
afterAll(() => removeTestNames());

const runtimes: QueueRuntime[] = [];
const clients: QueueClient[] = [];
afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.close()));
  await Promise.all(runtimes.splice(0).map((r) => r.close()));
});

describe.each(BROKERS)('an idempotent retry over $kind', ({ url }) => {
  it('two clients sending the same message id without reply_to get the same result; the handler runs once', async () => {
    const topic = uniqueName('idem');
    let runs = 0;
    const action = defineAction(
      { name: uniqueName('idem'), description: 'count', queue: { listen: topic }, input: z.object({ text: z.string() }) },
      ({ text }) => ({ text, run: ++runs }),
    );
    runtimes.push(await startRuntime(url, [action]));
    const messageId = uniqueName('msg');

    const first = new QueueClient(url);
    clients.push(first);
    const one = await first.request(topic, { text: 'zz' }, { messageId, timeoutMs: 15_000 });
    await first.close();
    clients.splice(clients.indexOf(first), 1);

    const second = new QueueClient(url);
    clients.push(second);
    const two = await second.request(topic, { text: 'zz' }, { messageId, timeoutMs: 15_000 });

    expect(one).toEqual({ status: 'success', result: { text: 'zz', run: 1 } });
    expect(two).toEqual(one);
    expect(runs).toBe(1);
  });

  it('other content under a used message id is still a conflict (409 duplicate_message)', async () => {
    const topic = uniqueName('idem');
    const action = defineAction(
      { name: uniqueName('idem'), description: 'echo', queue: { listen: topic }, input: z.object({ text: z.string() }) },
      ({ text }) => ({ text }),
    );
    runtimes.push(await startRuntime(url, [action]));
    const messageId = uniqueName('msg');
    const client = new QueueClient(url);
    clients.push(client);
    expect(await client.request(topic, { text: 'a' }, { messageId, timeoutMs: 15_000 })).toMatchObject({ status: 'success' });
    const other = new QueueClient(url);
    clients.push(other);
    expect(await other.request(topic, { text: 'b' }, { messageId, timeoutMs: 15_000 })).toMatchObject({
      status: 'error',
      error: { code: 'duplicate_message', status_code: 409 },
    });
  });
});
