// A QueueClient whose broker never answers (nothing listening, or credentials refused) must give
// up by the request's own deadline, naming the broker, rather than retrying the connection forever.
import { describe, expect, it } from 'vitest';
import { QueueClient } from '../../../../src/lib/actions/queue/index.js';
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
});
