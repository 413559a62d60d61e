import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineAction } from '../../../../src/lib/actions/defineAction.js';
import { createQueue, QueueClient, QueueRuntime, QueueStartupError } from '../../../../src/lib/actions/queue/index.js';
import { BROKERS, eventually, removeTestNames, startRuntime, testConfig, uniqueName } from './helpers.js';

afterAll(() => removeTestNames());

function slowAction(topic: string, state: { running: number; max: number; aborted: number; release?: () => void }) {
  return defineAction(
    { name: uniqueName('slow'), description: 'slow', queue: { listen: topic }, input: z.object({ i: z.number() }) },
    async ({ i }, ctx) => {
      state.running += 1;
      state.max = Math.max(state.max, state.running);
      try {
        await new Promise<void>((resolve, reject) => {
          const timer = setTimeout(resolve, i < 0 ? 600_000 : 50);
          ctx.signal.addEventListener('abort', () => {
            clearTimeout(timer);
            state.aborted += 1;
            reject(new Error('aborted'));
          });
        });
        return { i };
      } finally {
        state.running -= 1;
      }
    },
  );
}

describe('queue runtime limits', () => {
  it('fails start() within agent.queue_startup_timeout when the broker does not answer', async () => {
    const action = defineAction({ name: uniqueName('never'), description: 'x', queue: { listen: uniqueName('never') } }, () => ({}));
    const runtime = new QueueRuntime({
      provider: createQueue('amqp://guest:guest@127.0.0.1:1'),
      actions: [action],
      config: testConfig({ agent: { queue_startup_timeout: 1 } }),
    });
    await expect(runtime.start()).rejects.toBeInstanceOf(QueueStartupError);
  });

  it.each(BROKERS)('bounds the deliveries in flight per consumer ($kind)', async ({ url }) => {
    const topic = uniqueName('bounded');
    const state = { running: 0, max: 0, aborted: 0 };
    const runtime = await startRuntime(url, [slowAction(topic, state)], { concurrency: 2 });
    const client = await new QueueClient(url).connect();
    try {
      const replies = await Promise.all(Array.from({ length: 8 }, (_, i) => client.request(topic, { i }, { timeoutMs: 30_000 })));
      expect(replies.every((r) => r.status === 'success')).toBe(true);
      expect(state.max).toBe(2);
    } finally {
      await client.close();
      await runtime.close();
    }
  });

  it('close() waits agent.queue_shutdown_timeout for deliveries in flight, then aborts them and leaves them unacked', async () => {
    const topic = uniqueName('shutdown');
    const state = { running: 0, max: 0, aborted: 0 };
    const config = testConfig({ agent: { queue_shutdown_timeout: 1 } });
    const runtime = await startRuntime(BROKERS[0].url, [slowAction(topic, state)], { config });
    const client = await new QueueClient(BROKERS[0].url).connect();
    try {
      void client.request(topic, { i: -1 }, { messageId: 'm-stuck', timeoutMs: 60_000 }).catch(() => undefined);
      await eventually(() => (state.running === 1 ? true : undefined), 'the handler running');
      await runtime.close();
      expect(state.aborted).toBe(1);
      // Unacked: a restarted consumer of the same name replays it from its own pending list.
      const pending = await eventually(async () => {
        const { createClient } = await import('@redis/client');
        const redis = createClient({ url: BROKERS[0].url });
        await redis.connect();
        const summary = await redis.xPending(topic, config.agent.name);
        await redis.close();
        return summary.pending === 1 ? summary : undefined;
      }, 'the pending entry');
      expect(pending.consumers).toEqual([{ name: config.queue.consumer_name, deliveriesCounter: 1 }]);
    } finally {
      await client.close();
    }
  });
});
