import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { freePort } from '../../../support/freePort.js';
import { defineAction } from '../../../../src/lib/actions/defineAction.js';
import { getQueueRequest } from '../../../../src/lib/actions/context.js';
import { createQueue, QueueClient, type QueueReplyMessage } from '../../../../src/lib/actions/queue/index.js';
import { BROKERS, brokerProbe, eventually, removeTestNames, startRuntime, testConfig, uniqueName } from './helpers.js';

afterAll(() => removeTestNames());

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => undefined);
});

/** A private redis-server (AOF on every write, so a restart keeps what it acknowledged). */
async function startRedis(port: number, dir: string): Promise<ChildProcess> {
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--save', '', '--appendonly', 'yes', '--appendfsync', 'always'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  await new Promise<void>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('Ready to accept connections')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`redis-server exited (${code}): ${out}`)));
  });
  return child;
}

async function stopRedis(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM'); // redis-server shuts down cleanly on SIGTERM (fsyncs the AOF)
  await exited;
}

describe('broker restart (own redis-server)', () => {
  it('consumers and callers reconnect and every request gets its final reply', async () => {
    const port = await freePort();
    const dir = mkdtempSync(join(tmpdir(), 'vv-queue-redis-'));
    cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));
    let redis = await startRedis(port, dir);
    cleanups.push(() => stopRedis(redis));
    const url = `redis://127.0.0.1:${port}`;

    const topic = uniqueName('restart');
    const runs = new Map<string, number>();
    const action = defineAction(
      { name: uniqueName('restart.add'), description: 'slow add', queue: { listen: topic, retryBackoffSeconds: 0.05, maxRetries: 5 }, input: z.object({ a: z.number(), b: z.number() }) },
      async ({ a, b }) => {
        const id = getQueueRequest()!.messageId;
        runs.set(id, (runs.get(id) ?? 0) + 1);
        await sleep(100);
        return { result: a + b };
      },
    );
    for (const consumer of ['c1', 'c2']) {
      const runtime = await startRuntime(url, [action], { config: testConfig({ agent: { name: 'restart-agent' }, queue: { consumer_name: consumer } }), concurrency: 4 });
      cleanups.push(() => runtime.close());
    }
    const caller = await new QueueClient(url).connect();
    cleanups.push(() => caller.close());

    const first = Array.from({ length: 40 }, (_, i) => caller.request(topic, { a: i, b: 1 }, { messageId: `before-${i}`, timeoutMs: 50_000 }));
    await eventually(() => (runs.size >= 4 ? true : undefined), 'handlers in flight');
    await stopRedis(redis);
    redis = await startRedis(port, dir);
    const second = Array.from({ length: 40 }, (_, i) => caller.request(topic, { a: i, b: 2 }, { messageId: `after-${i}`, timeoutMs: 50_000 }));

    const replies = await Promise.all([...first, ...second]);
    expect(replies.slice(0, 40)).toEqual(Array.from({ length: 40 }, (_, i) => ({ status: 'success', result: { result: i + 1 } })));
    expect(replies.slice(40)).toEqual(Array.from({ length: 40 }, (_, i) => ({ status: 'success', result: { result: i + 2 } })));
  });
});

describe.each(BROKERS)('1,000 requests with 30 % injected handler failures on $kind', ({ kind, url }) => {
  it('every request has exactly one final outcome, every failed one is dead-lettered, none is lost', async () => {
    const topic = uniqueName('thousand');
    const dead = uniqueName('thousand.dead');
    const action = defineAction(
      {
        name: uniqueName('thousand.work'),
        description: 'fails for 30 % of the inputs',
        queue: { listen: topic, maxRetries: 1, retryBackoffSeconds: 0, deadLetterQueue: dead },
        input: z.object({ i: z.number().int() }),
      },
      ({ i }) => {
        if (i % 10 < 3) throw new Error('injected failure');
        return { i };
      },
    );
    const config = testConfig();
    for (const consumer of ['c1', 'c2']) {
      const runtime = await startRuntime(url, [action], { config: { ...config, queue: { ...config.queue, consumer_name: consumer } }, concurrency: 32 });
      cleanups.push(() => runtime.close());
    }
    // A raw caller: it sees every reply, retryable notices and finals alike, so duplicates would show.
    const provider = createQueue(url);
    await provider.connect();
    cleanups.push(() => provider.close());
    const finals = new Map<string, QueueReplyMessage[]>();
    let notices = 0;
    const replies = await provider.openReplies(null, (reply) => {
      if (reply.payload.status === 'error' && reply.payload.error.retryable) notices += 1;
      else finals.set(reply.correlationId, [...(finals.get(reply.correlationId) ?? []), reply]);
    });
    cleanups.push(() => replies.stop());

    const total = 1000;
    for (let i = 0; i < total; i += 100) {
      await Promise.all(
        Array.from({ length: 100 }, (_, k) =>
          provider.publish(topic, { messageId: `m-${i + k}`, attempt: 1, headers: { reply_to: replies.replyTo }, payload: JSON.stringify({ i: i + k }) }),
        ),
      );
    }
    const probe = await brokerProbe(kind, url);
    cleanups.push(() => probe.close());
    await eventually(() => (finals.size === total ? true : undefined), 'a final reply to every request');
    const letters = await eventually(async () => {
      const l = await probe.deadLetters(dead);
      return l.length >= 300 ? l : undefined;
    }, 'every dead letter');

    const failed = Array.from({ length: total }, (_, i) => i).filter((i) => i % 10 < 3);
    expect([...finals.values()].every((list) => list.length === 1)).toBe(true);
    const outcomes = [...finals.entries()].map(([id, [reply]]) => [id, reply!.payload.status]);
    expect(outcomes.filter(([, s]) => s === 'success')).toHaveLength(700);
    expect(new Set(outcomes.filter(([, s]) => s === 'error').map(([id]) => id))).toEqual(new Set(failed.map((i) => `m-${i}`)));
    expect(notices).toBe(300);
    expect(letters).toHaveLength(300);
    expect(new Set(letters.map((l) => l.messageId))).toEqual(new Set(failed.map((i) => `m-${i}`)));
    expect(letters.every((l) => l.attempt === 2 && l.error['reason'] === 'failed')).toBe(true);
  });
});
