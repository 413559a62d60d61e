import { randomUUID } from 'node:crypto';
import { createClient } from '@redis/client';
import amqp from 'amqplib';
import { defaultAgentConfig, type AgentConfig } from '../../../../src/lib/actions/loadAgentConfig.js';
import { createQueue, QueueRuntime, type QueueProvider, type QueueRuntimeOptions } from '../../../../src/lib/actions/queue/index.js';
import type { Action } from '../../../../src/lib/actions/Action.js';

export const REDIS_URL = process.env['VV_AGENT_TEST_REDIS_URL'] ?? 'redis://127.0.0.1:6379';
export const AMQP_URL = process.env['VV_AGENT_TEST_AMQP_URL'] ?? 'amqp://guest:guest@127.0.0.1:5672';
export const BROKERS = [
  { kind: 'redis', url: REDIS_URL },
  { kind: 'rabbitmq', url: AMQP_URL },
] as const;

const usedNames = new Set<string>();

/** A topic name of its own for every test, so tests never see each other's messages. */
export function uniqueName(prefix: string): string {
  const name = `vvtest.${prefix}.${randomUUID().slice(0, 8)}`;
  usedNames.add(name);
  return name;
}

/** Deletes every stream, queue and exchange named by `uniqueName` so far (afterAll of each file). */
export async function removeTestNames(): Promise<void> {
  const names = [...usedNames];
  usedNames.clear();
  if (names.length === 0) return;
  const redis = createClient({ url: REDIS_URL });
  await redis.connect();
  await redis.del(names);
  await redis.close();
  const connection = await amqp.connect(AMQP_URL);
  const channel = await connection.createChannel();
  for (const name of names) {
    await channel.deleteQueue(name);
    await channel.deleteExchange(name);
  }
  await connection.close();
}

export function testConfig(overrides: { agent?: Partial<AgentConfig['agent']>; queue?: Partial<AgentConfig['queue']> } = {}): AgentConfig {
  const base = defaultAgentConfig();
  return {
    ...base,
    agent: { ...base.agent, name: uniqueName('agent'), queue_startup_timeout: 10, queue_shutdown_timeout: 5, ...overrides.agent },
    queue: { ...base.queue, consumer_name: uniqueName('consumer'), ...overrides.queue },
  };
}

export async function startRuntime(
  url: string,
  actions: readonly Action[],
  options: Partial<Omit<QueueRuntimeOptions, 'actions'>> & { wrap?: (provider: QueueProvider) => QueueProvider } = {},
): Promise<QueueRuntime> {
  const provider = options.provider ?? createQueue(url);
  const runtime = new QueueRuntime({ config: testConfig(), ...options, provider: options.wrap ? options.wrap(provider) : provider, actions });
  await runtime.start();
  return runtime;
}

/** Resolves when `check` returns a value other than undefined (polling; tests never assert on time). */
export async function eventually<T>(check: () => Promise<T | undefined> | T | undefined, what = 'condition'): Promise<T> {
  for (let i = 0; i < 1500; i++) {
    const value = await check();
    if (value !== undefined) return value;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`timed out waiting for ${what}`);
}

export interface DeadLetter {
  readonly messageId: string;
  readonly attempt: number;
  readonly error: Record<string, unknown>;
  readonly payload: string;
}

/** Raw broker access for assertions: dead letters, reply destinations, publishing raw requests. */
export interface BrokerProbe {
  deadLetters(queue: string): Promise<DeadLetter[]>;
  /** Every message that reached a reply destination (consumed on RabbitMQ). */
  replies(replyTo: string): Promise<Array<{ correlationId: string; action: string; payload: unknown }>>;
  /** Prepares a reply destination nobody consumes (RabbitMQ needs the queue to exist). */
  declareReplyDestination(replyTo: string): Promise<void>;
  close(): Promise<void>;
}

export async function brokerProbe(kind: 'redis' | 'rabbitmq', url: string): Promise<BrokerProbe> {
  if (kind === 'redis') {
    const client = createClient({ url });
    await client.connect();
    return {
      deadLetters: async (queue) =>
        ((await client.xRange(queue, '-', '+')) ?? []).map((e) => ({
          messageId: e.message['message_id']!,
          attempt: Number(e.message['attempt']),
          error: JSON.parse(e.message['error']!) as Record<string, unknown>,
          payload: e.message['payload']!,
        })),
      replies: async (replyTo) =>
        ((await client.xRange(replyTo, '-', '+')) ?? []).map((e) => ({
          correlationId: e.message['correlation_id']!,
          action: e.message['action']!,
          payload: JSON.parse(e.message['payload']!) as unknown,
        })),
      declareReplyDestination: async () => undefined,
      close: async () => void (await client.close()),
    };
  }
  const connection = await amqp.connect(url);
  const channel = await connection.createChannel();
  const drain = async (queue: string): Promise<amqp.GetMessage[]> => {
    await channel.assertQueue(queue, { durable: true });
    const out: amqp.GetMessage[] = [];
    for (;;) {
      const message = await channel.get(queue, { noAck: true });
      if (message === false) return out;
      out.push(message);
    }
  };
  const seen = new Map<string, DeadLetter[]>();
  return {
    deadLetters: async (queue) => {
      const list = seen.get(queue) ?? [];
      for (const m of await drain(queue)) {
        const headers = m.properties.headers as Record<string, unknown>;
        list.push({
          messageId: String(m.properties.messageId),
          attempt: Number(headers['x-attempt']),
          error: JSON.parse(String(headers['x-error'])) as Record<string, unknown>,
          payload: m.content.toString('utf8'),
        });
      }
      seen.set(queue, list);
      return list;
    },
    replies: async (replyTo) =>
      (await drain(replyTo)).map((m) => ({
        correlationId: String(m.properties.correlationId),
        action: String((m.properties.headers as Record<string, unknown>)['action']),
        payload: JSON.parse(m.content.toString('utf8')) as unknown,
      })),
    declareReplyDestination: async (replyTo) => void (await channel.assertQueue(replyTo, { durable: true })),
    close: async () => void (await connection.close()),
  };
}
