import { afterAll, describe, expect, it } from 'vitest';
import { CliProcess, stopAllProcesses } from '../../support/agentteamProcesses.js';
import { fileURLToPath } from 'node:url';
import { projectRoot } from '../../support/cli.js';
import { AMQP_URL } from '../../lib/actions/queue/helpers.js';

// `vv-agent queue request` against a broker it cannot use: one line on stderr and exit 1 by
// --timeout-seconds (connecting counts against it), never a hang or a stack trace.
afterAll(stopAllProcesses);

async function request(url: string, timeoutSeconds: number): Promise<{ code: number | null; stderr: string; stdout: string; elapsedMs: number }> {
  const started = Date.now();
  const cli = new CliProcess(['queue', 'request', 'reports.requests', '--payload', '{"text":"x"}', '--queue', url, '--timeout-seconds', String(timeoutSeconds)]);
  const { code } = await cli.exit(20_000);
  return { code, stderr: cli.stderr, stdout: cli.stdout, elapsedMs: Date.now() - started };
}

const badCredentials = (() => {
  const url = new URL(AMQP_URL);
  url.username = 'bad';
  url.password = 'creds';
  return url.toString();
})();

describe('queue request to a broker it cannot use', () => {
  it.each([
    ['redis://127.0.0.1:9', /^vv-agent: queue: broker unreachable at redis:\/\/127\.0\.0\.1:9: no answer within 3 s$/],
    ['amqp://guest:guest@127.0.0.1:9', /^vv-agent: queue: broker unreachable at amqp:\/\/guest:\*\*\*@127\.0\.0\.1:9: no answer within 3 s$/],
  ])('%s: exit 1 within --timeout-seconds, one line', async (url, line) => {
    const result = await request(url, 3);
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr.trim()).toMatch(line);
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
    expect(result.elapsedMs).toBeLessThan(10_000);
  });

  it('refused credentials: exit 1 at once, one line without the password', async () => {
    const result = await request(badCredentials, 10);
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toMatch(/^vv-agent: queue: the broker at amqp:\/\/bad:\*\*\*@127\.0\.0\.1:5672 refused the credentials$/);
    expect(result.elapsedMs).toBeLessThan(8_000);
  });

  // --timeout-seconds 30: only the deadline path could take that long (and it says "no answer").
  it('refused Redis credentials: exit 1 at once, one line without the password', async () => {
    const result = await request('redis://nosuchuser:wrong-pass@127.0.0.1:6379', 30);
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr.trim()).toBe('vv-agent: queue: the broker at redis://nosuchuser:***@127.0.0.1:6379 refused the credentials');
  });

  it('agent serve with refused Redis credentials: exit 1, one line, nothing left running', async () => {
    const agent = new CliProcess(
      ['agent', 'serve', '--queue', 'redis://nosuchuser:wrong-pass@127.0.0.1:6379', '--actions', fileURLToPath(new URL('../../fixtures/queue-agent', import.meta.url)), '--no-http', '--mcp', 'none'],
      { cwd: projectRoot, env: { VV_TEST_QUEUE_TOPIC: 'refused.requests', VV_AGENT__AGENT__NAME: 'refused-credentials', VV_AGENT__AGENT__QUEUE_STARTUP_TIMEOUT: '30' } },
    );
    const { code } = await agent.exit(20_000);
    expect(code).toBe(1);
    expect(agent.stderr.trim()).toBe('vv-agent: queue: the broker at redis://nosuchuser:***@127.0.0.1:6379 refused the credentials');
  });
});
