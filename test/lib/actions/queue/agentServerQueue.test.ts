import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ActionRegistry, AgentServer, createQueue, defineAction, QueueClient, type RunningAgent } from '../../../../src/lib/actions/index.js';
import { validateCapabilities } from '../../../../generated/actions/validators.js';
import { silentLogger } from '../../../../src/lib/shared/logger.js';
import { BROKERS, removeTestNames, testConfig, uniqueName } from './helpers.js';

afterAll(() => removeTestNames());

const running: RunningAgent[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((r) => r.close()));
  ActionRegistry.clear();
});

function calcAction(topic: string) {
  return defineAction(
    { name: uniqueName('calc'), description: 'add', http: { url: `/${uniqueName('add')}` }, queue: { listen: topic }, input: z.object({ a: z.number(), b: z.number() }) },
    ({ a, b }) => ({ result: a + b }),
  );
}

describe.each(BROKERS)('AgentServer with a $kind queue', ({ url }) => {
  it('consumes the queue actions and reports queue availability in /capabilities', async () => {
    ActionRegistry.clear();
    const topic = uniqueName('server');
    calcAction(topic);
    const base = testConfig();
    const config = { ...base, server: { ...base.server, host: '127.0.0.1', port: 0 } };
    const server = await AgentServer.create(config, { queue: createQueue(url), logger: silentLogger() });
    const agent = await server.addActions().run({ handleSignals: false });
    running.push(agent);
    expect(agent.queueTopics).toEqual([topic]);

    const capabilities = (await (await fetch(`${agent.httpUrl}/capabilities`)).json()) as { actions: Array<Record<string, any>> };
    expect(validateCapabilities(capabilities)).toBe(true);
    expect(capabilities.actions[0]).toMatchObject({
      queue_topic: topic,
      available_transports: ['http', 'queue'],
      transports: { queue: { available: true, topic, reply_required: true, reply_to_header: 'reply_to', correlation_id_header: 'correlation_id' } },
    });

    const client = await new QueueClient(url).connect();
    try {
      expect(await client.request(topic, { a: 2, b: 3 }, { timeoutMs: 20_000 })).toEqual({ status: 'success', result: { result: 5 } });
    } finally {
      await client.close();
    }
  });
});

describe('AgentServer queue rules', () => {
  it('runs a queue-only agent (http and mcp null) and reports the queue unavailable without one', async () => {
    ActionRegistry.clear();
    const topic = uniqueName('only');
    calcAction(topic);
    const queueOnly = await AgentServer.create(testConfig(), { http: null, mcp: null, queue: createQueue(BROKERS[0].url), logger: silentLogger() });
    const agent = await queueOnly.run({ handleSignals: false });
    running.push(agent);
    expect(agent).toMatchObject({ httpUrl: null, queueTopics: [topic] });

    const base = testConfig();
    const httpOnly = await AgentServer.create({ ...base, server: { ...base.server, host: '127.0.0.1', port: 0 } }, { logger: silentLogger() });
    const plain = await httpOnly.run({ handleSignals: false });
    running.push(plain);
    const capabilities = (await (await fetch(`${plain.httpUrl}/capabilities`)).json()) as { actions: Array<Record<string, any>> };
    expect(capabilities.actions[0]).toMatchObject({ available_transports: ['http'], transports: { queue: { available: false, topic } } });
  });

  it('requires a queueReplyGuard when authentication is on', async () => {
    const config = testConfig({ agent: { enable_auth: true } });
    const authenticator = { authenticate: async () => ({ subject: 's', roles: [], claims: {}, metadata: {} }) };
    await expect(AgentServer.create(config, { queue: createQueue(BROKERS[0].url), authenticator, logger: silentLogger() })).rejects.toThrow(/queueReplyGuard/);
  });
});
