// A QueueClient whose broker never answers (nothing listening, or credentials refused) must give
// up by the request's own deadline, naming the broker, rather than retrying the connection forever.
import { describe, expect, it } from 'vitest';
import { QueueClient } from '../../../../src/lib/actions/queue/index.js';
import { memoryLogger } from '../../../support/memoryLogger.js';
import { uniqueName } from './helpers.js';

async function requestWithin(url: string, timeoutMs: number): Promise<{ error: unknown; elapsedMs: number }> {
  const client = new QueueClient(url);
  const started = Date.now();
  let error: unknown;
  try {
    await client.request(uniqueName('unreachable'), { text: 'x' }, { timeoutMs });
  } catch (caught) {
    error = caught;
  } finally {
    await client.close();
  }
  return { error, elapsedMs: Date.now() - started };
}

describe('QueueClient against a broker that does not answer', () => {
  it.each([
    ['redis', 'redis://127.0.0.1:9'],
    ['rabbitmq', 'amqp://guest:guest@127.0.0.1:9'],
  ])('connecting counts against timeoutMs and fails with the broker named (%s)', async (_kind, url) => {
    const { error, elapsedMs } = await requestWithin(url, 1_500);
    expect(error).toMatchObject({ code: 'queue_unreachable', category: 'unavailable' });
    expect((error as Error).message).toContain('127.0.0.1:9');
    expect((error as Error).message).not.toContain('guest:guest');
    expect(elapsedMs).toBeLessThan(3_000);
  });

  it('says so at once when RabbitMQ refuses the credentials', async () => {
    const { error, elapsedMs } = await requestWithin('amqp://bad:creds@127.0.0.1:5672', 10_000);
    expect(error).toMatchObject({ code: 'queue_auth_refused', category: 'unauthenticated' });
    expect((error as Error).message).toMatch(/refused the credentials/);
    expect((error as Error).message).not.toContain('creds');
    expect(elapsedMs).toBeLessThan(5_000);
  });

  // 20 s: only the deadline path could take that long, and it would fail with queue_unreachable.
  it('says so at once when Redis refuses the credentials, without the password', async () => {
    const { error } = await requestWithin('redis://nosuchuser:wrong-secret@127.0.0.1:6379', 20_000);
    expect(error).toMatchObject({ code: 'queue_auth_refused', category: 'unauthenticated' });
    expect((error as Error).message).toBe('queue: the broker at redis://nosuchuser:***@127.0.0.1:6379 refused the credentials');
  });

  it.each([
    ['redis', 'redis://127.0.0.1:9'],
    ['rabbitmq', 'amqp://guest:guest@127.0.0.1:9'],
  ])('send (fire-and-forget) gives up connecting by its timeoutMs too (%s)', async (_kind, url) => {
    const client = new QueueClient(url);
    try {
      await expect(client.send(uniqueName('unreachable'), { text: 'x' }, { timeoutMs: 1_000 })).rejects.toMatchObject({ code: 'queue_unreachable' });
    } finally {
      await client.close();
    }
  });

  it('send to Redis with refused credentials fails at once', async () => {
    const client = new QueueClient('redis://nosuchuser:wrong@127.0.0.1:6379');
    try {
      await expect(client.send(uniqueName('refused'), { text: 'x' }, { timeoutMs: 20_000 })).rejects.toMatchObject({ code: 'queue_auth_refused' });
    } finally {
      await client.close();
    }
  });

  it.each([
    ['redis', 'redis://127.0.0.1:9', 'queue: redis connection lost; reconnecting'],
    ['rabbitmq', 'amqp://guest:guest@127.0.0.1:9', 'queue: rabbitmq unreachable; retrying'],
  ])('a dead broker is logged as one line with its reason, no stack (%s)', async (_kind, url, msg) => {
    const { logger, lines } = memoryLogger();
    const client = new QueueClient(url, { logger });
    try {
      await expect(client.send(uniqueName('dead'), { text: 'x' }, { timeoutMs: 1_000 })).rejects.toMatchObject({ code: 'queue_unreachable' });
    } finally {
      await client.close();
    }
    const warnings = lines().filter((l) => l['msg'] === msg);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ code: 'ECONNREFUSED', reason: expect.stringContaining('ECONNREFUSED') });
    expect(warnings[0]).not.toHaveProperty('err');
    expect(JSON.stringify(lines())).not.toContain('    at ');
  });
});
