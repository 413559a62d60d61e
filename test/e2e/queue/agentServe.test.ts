import { fileURLToPath } from 'node:url';
import { createClient } from '@redis/client';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { QueueClient } from '../../../src/lib/actions/queue/index.js';
import { projectRoot, runCli } from '../../support/cli.js';
import { BROKERS, REDIS_URL, eventually, removeTestNames, uniqueName } from '../../lib/actions/queue/helpers.js';
import { CliProcess } from '../../support/agentteamProcesses.js';

const fixtureActions = fileURLToPath(new URL('../../fixtures/queue-agent', import.meta.url));

afterAll(() => removeTestNames());

const agents: CliProcess[] = [];
afterEach(async () => {
  await Promise.all(agents.splice(0).map((a) => a.stop()));
});

/** `vv-agent agent serve --queue URL` on the fixture's action, as a user runs it. */
function start(url: string, topic: string, env: Record<string, string> = {}): CliProcess {
  const agent = new CliProcess(['agent', 'serve', '--queue', url, '--actions', fixtureActions, '--no-http', '--mcp', 'none'], {
    cwd: projectRoot,
    env: { VV_TEST_QUEUE_TOPIC: topic, VV_AGENT__AGENT__NAME: `agent-${topic}`, ...env },
  });
  agents.push(agent);
  return agent;
}

/** The first stderr line matching `pattern` (a whole line). */
async function line(agent: CliProcess, pattern: RegExp): Promise<string> {
  return (await agent.waitForStderrMatch(new RegExp(pattern.source, 'm')))[0];
}

describe.each(BROKERS)('agent serve --queue $kind + vv-agent queue request', ({ url }) => {
  it('answers over the queue: exit 0 with the success envelope, 1 with the final error, 2 on bad JSON', async () => {
    const topic = uniqueName('serve');
    const agent = start(url, topic);
    expect(await line(agent, /^queue consuming .*$/)).toBe(`queue consuming ${topic}`);

    const ok = await runCli(['queue', 'request', topic, '--payload', '{"a":1,"b":2}', '--queue', url, '--message-id', 'm-cli', '--header', 'x-trace=1']);
    expect(ok.code, ok.stderr).toBe(0);
    expect(JSON.parse(ok.stdout)).toMatchObject({ status: 'success', result: { result: 3 } });

    const failed = await runCli(['queue', 'request', topic, '--payload', '{"a":1,"b":2,"fail":true}', '--queue', url]);
    expect(failed.code).toBe(1);
    expect(JSON.parse(failed.stdout)).toMatchObject({ status: 'error', error: { code: 'internal_error', status_code: 500, attempt: 2, retryable: false } });
    expect(failed.stderr).toContain('internal_error (500)');

    const usage = await runCli(['queue', 'request', topic, '--payload', '{nope', '--queue', url]);
    expect(usage.code).toBe(2);
    const badHeader = await runCli(['queue', 'request', topic, '--payload', '{}', '--queue', url, '--header', 'novalue']);
    expect(badHeader.code).toBe(2);
  });
});

describe('queue request without a consumer', () => {
  it('exits 1 when no final reply arrives within --timeout-seconds', async () => {
    const result = await runCli(['queue', 'request', uniqueName('nobody'), '--payload', '{}', '--queue', REDIS_URL, '--timeout-seconds', '1']);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/no final reply/);
  });
});

describe('kill -9 of a consumer mid-action (Redis)', () => {
  it('another consumer reclaims the delivery and the caller gets exactly one final reply', async () => {
    const topic = uniqueName('kill');
    const env = { VV_AGENT__QUEUE__CLAIM_IDLE_MS: '500' };
    const first = start(REDIS_URL, topic, { ...env, VV_AGENT__QUEUE__CONSUMER_NAME: 'consumer-a' });
    await line(first, /^queue consuming /);
    const replyTo = uniqueName('kill.replies');
    const caller = await new QueueClient(REDIS_URL, { replyTo }).connect();
    try {
      const reply = caller.request(topic, { a: 20, b: 22, sleepMs: 600_000 }, { messageId: 'm-kill', timeoutMs: 50_000 });
      await line(first, /^started m-kill 1$/);
      first.kill('SIGKILL');
      await first.exited;

      const second = start(REDIS_URL, topic, { ...env, VV_AGENT__QUEUE__CONSUMER_NAME: 'consumer-b', VV_TEST_NO_SLEEP: '1' });
      await line(second, /^queue consuming /);
      const outcome = await reply;
      expect(outcome).toMatchObject({ status: 'success', result: { result: 42 } });
      expect((outcome as { result: { pid: number } }).result.pid).toBe(second.pid);

      const redis = createClient({ url: REDIS_URL });
      await redis.connect();
      try {
        // Settled: nothing pending in the agent's group, and one reply on the caller's stream.
        await eventually(async () => ((await redis.xPending(topic, `agent-${topic}`)).pending === 0 ? true : undefined), 'no pending entry');
        const replies = ((await redis.xRange(replyTo, '-', '+')) ?? []).filter((e) => e.message['correlation_id'] === 'm-kill');
        expect(replies).toHaveLength(1);
      } finally {
        await redis.del(replyTo);
        await redis.close();
      }
    } finally {
      await caller.close();
    }
  });
});
