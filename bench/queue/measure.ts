// Rows Q1/Q2 of `npm run bench`: request/reply round trips per second through `QueueClient` + `vv-agent
// agent serve --queue`, against a bare broker client doing the same wire work (Redis: XADD + XREADGROUP +
// XADD reply + XREAD; RabbitMQ: sendToQueue + consume + reply + ack) with the same payloads, alternating
// rounds, each round starting its own server (not timed) and its own topic. Goal >= 0.7x (issue 9).
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { createClient } from '@redis/client';
import amqp from 'amqplib';
import { QueueClient } from '../../src/lib/actions/queue/index.js';
import { alternate, figure, ratioRow, type BenchContext, type RowMeasurement } from '../lib/row.js';

const REDIS_URL = process.env['VV_BENCH_REDIS_URL'] ?? 'redis://127.0.0.1:6379';
const AMQP_URL = process.env['VV_BENCH_AMQP_URL'] ?? 'amqp://guest:guest@127.0.0.1:5672';
const TOTAL = Number(process.env['VV_BENCH_REQUESTS'] ?? 3000);
const CONCURRENCY = 16;
const root = fileURLToPath(new URL('../..', import.meta.url));
let childEnvBase: NodeJS.ProcessEnv = process.env;

function startChild(args: string[], env: Record<string, string>, ready: RegExp): Promise<ChildProcess> {
  const childEnv: NodeJS.ProcessEnv = { ...childEnvBase, ...env };
  const child = spawn(process.execPath, args, { cwd: root, env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] });
  return new Promise((resolve, reject) => {
    let seen = '';
    const onData = (chunk: Buffer): void => {
      seen += chunk.toString();
      if (ready.test(seen)) resolve(child);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`${args.join(' ')} exited (${code}):\n${seen}`)));
  });
}

async function stop(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** Round trips per second with CONCURRENCY requests outstanding. */
async function measure(send: (i: number) => Promise<void>): Promise<number> {
  for (let i = 0; i < 200; i++) await send(i); // warm-up
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < TOTAL) await send(next++);
    }),
  );
  return TOTAL / ((performance.now() - started) / 1000);
}

async function viaAgent(url: string, topic: string): Promise<number> {
  const agent = await startChild(
    ['bin/run.js', 'agent', 'serve', '--queue', url, '--actions', 'bench/queue/actions', '--no-http', '--mcp', 'none'],
    { VV_BENCH_TOPIC: topic, VV_AGENT__AGENT__NAME: `bench-${topic}`, VV_AGENT__LOGGING__LEVEL: 'warn' },
    /queue consuming/,
  );
  const client = await new QueueClient(url).connect();
  try {
    return await measure(async (i) => {
      const reply = await client.request(topic, { a: i, b: 1 }, { timeoutMs: 30_000 });
      if (reply.status !== 'success') throw new Error(`unexpected reply ${JSON.stringify(reply)}`);
    });
  } finally {
    await client.close();
    await stop(agent);
  }
}

/** One entry of an XREAD reply. */
type StreamEntry = { id: string; message: Record<string, string> };

async function bareRedis(topic: string): Promise<number> {
  const server = await startChild(['bench/queue/bareServers.mjs', 'redis', REDIS_URL, topic], {}, /ready/);
  const client = createClient({ url: REDIS_URL });
  await client.connect();
  const reader = client.duplicate();
  await reader.connect();
  const replyTo = `vvbench.replies.${randomUUID()}`;
  const waiters = new Map<string, () => void>();
  let stopped = false;
  const loop = (async () => {
    let lastId = '0-0';
    while (!stopped) {
      const result = await reader.xRead({ key: replyTo, id: lastId }, { COUNT: 500, BLOCK: 200 });
      // This client types the entries as `any`.
      for (const entry of (result?.[0]?.messages ?? []) as StreamEntry[]) {
        lastId = entry.id;
        JSON.parse(entry.message['payload']!);
        waiters.get(entry.message['correlation_id']!)?.();
      }
    }
  })();
  try {
    return await measure(async (i) => {
      const id = randomUUID();
      const done = new Promise<void>((resolve) => waiters.set(id, resolve));
      await client.xAdd(topic, '*', { message_id: id, attempt: '1', headers: JSON.stringify({ reply_to: replyTo, correlation_id: id }), payload: JSON.stringify({ a: i, b: 1 }) });
      await done;
      waiters.delete(id);
    });
  } finally {
    stopped = true;
    await loop;
    await client.del(replyTo);
    reader.destroy();
    await client.close();
    await stop(server);
  }
}

async function bareRabbit(topic: string): Promise<number> {
  const server = await startChild(['bench/queue/bareServers.mjs', 'rabbitmq', AMQP_URL, topic], {}, /ready/);
  const connection = await amqp.connect(AMQP_URL);
  const channel = await connection.createChannel();
  const { queue: replyTo } = await channel.assertQueue('', { exclusive: true });
  const waiters = new Map<string, () => void>();
  await channel.consume(
    replyTo,
    (message) => {
      if (message === null) return;
      JSON.parse(message.content.toString());
      waiters.get(String(message.properties.correlationId))?.();
    },
    { noAck: true },
  );
  try {
    return await measure(async (i) => {
      const id = randomUUID();
      const done = new Promise<void>((resolve) => waiters.set(id, resolve));
      channel.sendToQueue(topic, Buffer.from(JSON.stringify({ a: i, b: 1 })), { messageId: id, correlationId: id, replyTo, persistent: true });
      await done;
      waiters.delete(id);
    });
  } finally {
    await connection.close();
    await stop(server);
  }
}

async function cleanupRabbit(topics: string[]): Promise<void> {
  const connection = await amqp.connect(AMQP_URL);
  const channel = await connection.createChannel();
  for (const topic of topics) await channel.deleteQueue(topic);
  await connection.close();
}

async function cleanupRedis(topics: string[]): Promise<void> {
  const client = createClient({ url: REDIS_URL });
  await client.connect();
  await client.del(topics);
  await client.close();
}

export async function queueRow(ctx: BenchContext, broker: 'redis' | 'rabbitmq'): Promise<RowMeasurement> {
  childEnvBase = ctx.env;
  const url = broker === 'redis' ? REDIS_URL : AMQP_URL;
  const run = randomUUID().slice(0, 8);
  const topics: string[] = [];
  const topic = (side: string, round: number): string => {
    const t = `vvbench.${side}.${run}.${round}`;
    topics.push(t);
    return t;
  };
  try {
    const samples = await alternate(
      ctx.rounds,
      (round) => viaAgent(url, topic('agent', round)),
      (round) => (broker === 'redis' ? bareRedis(topic('bare', round)) : bareRabbit(topic('bare', round))),
    );
    return ratioRow(figure('QueueClient + agent serve', 'round trips/s', samples.ours), figure(`bare ${broker === 'redis' ? '@redis/client' : 'amqplib'} pair`, 'round trips/s', samples.floor), '>=', 0.7);
  } finally {
    await (broker === 'redis' ? cleanupRedis(topics) : cleanupRabbit(topics));
  }
}
