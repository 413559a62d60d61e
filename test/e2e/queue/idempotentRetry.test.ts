import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { projectRoot, runCli } from '../../support/cli.js';
import { CliProcess } from '../../support/agentteamProcesses.js';
import { BROKERS, removeTestNames, uniqueName } from '../../lib/actions/queue/helpers.js';

// `queue request --message-id ID` run twice with identical flags is an idempotent retry (its
// help says so): the second run gets the cached reply instead of 409 duplicate_message.
const fixtureActions = fileURLToPath(new URL('../../fixtures/queue-agent', import.meta.url));

afterAll(() => removeTestNames());
const agents: CliProcess[] = [];
afterEach(async () => {
  await Promise.all(agents.splice(0).map((a) => a.stop()));
});

describe.each(BROKERS)('queue request --message-id retried over $kind', ({ url }) => {
  it('both runs exit 0 with the same reply; the action ran once', async () => {
    const topic = uniqueName('retry');
    const agent = new CliProcess(['agent', 'serve', '--queue', url, '--actions', fixtureActions, '--no-http', '--mcp', 'none'], {
      cwd: projectRoot,
      env: { VV_TEST_QUEUE_TOPIC: topic, VV_AGENT__AGENT__NAME: `agent-${topic}` },
    });
    agents.push(agent);
    await agent.waitForStderrMatch(/^queue consuming /m);
    const messageId = uniqueName('idem');
    const args = ['queue', 'request', topic, '--payload', '{"a":1,"b":2}', '--queue', url, '--message-id', messageId];

    const first = await runCli(args);
    const second = await runCli(args);
    expect(first.code, first.stdout + first.stderr).toBe(0);
    expect(second.code, second.stdout + second.stderr).toBe(0);
    expect(JSON.parse(first.stdout)).toMatchObject({ status: 'success', result: { result: 3 } });
    expect(JSON.parse(second.stdout)).toEqual(JSON.parse(first.stdout));
    expect(agent.stderr.match(new RegExp(`^started ${messageId} `, 'gm'))).toHaveLength(1);
  });
});
