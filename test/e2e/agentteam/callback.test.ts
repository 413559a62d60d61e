/**
 * The callback server (`vv-agent agentteam callback-server`) as a process against the local
 * platform (`vv-agent agentteam dev --transport callback`, also a process). The App's callback URL
 * is a small proxy in the test that forwards to the callback server, so that one test can make
 * the first POST of a delivery answer 500.
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CliProcess,
  TestProxy,
  removeTempDirs,
  runCli,
  startDev,
  stopAllProcesses,
  tempDir,
  waitFor,
  type DevProcess,
} from '../../support/agentteamProcesses.js';
import { lines } from './helpers.js';

let dev: DevProcess;
let devSecrets: string;
let channelId: string;
let proxy: TestProxy;
let callbackServer: CliProcess;
let callbackUrl = '';

beforeAll(async () => {
  const dir = tempDir();
  devSecrets = join(dir, '.env.agentteam');
  proxy = await new TestProxy(() => callbackUrl).start();
  dev = await startDev({ stateDir: join(dir, 'state'), secretsFile: devSecrets, app: 'echo', transport: 'callback', callbackUrl: proxy.url });
  // 256 random bits, base64url, behind the prefix of a callback signing secret.
  expect(dev.secrets['AGENTTEAM_CALLBACK_SIGNING_SECRET']).toMatch(/^atcs_[A-Za-z0-9_-]{43}$/);
  channelId = (await dev.admin.channelByName('dev')).channelId;
  callbackServer = new CliProcess(['agentteam', 'callback-server', '--secrets-file', devSecrets, '--port', '0']);
  callbackUrl = (await callbackServer.waitForStderrMatch(/listening on (http:\/\/\S+)/))[1]!;
});

afterAll(async () => {
  await proxy?.close();
  await stopAllProcesses();
  removeTempDirs();
});

function mentionCli(text: string): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return runCli(['agentteam', 'mention', '--app', 'echo', '--secrets-file', devSecrets, text]);
}

function isEvent(request: { method: string; url: string }): boolean {
  return request.method === 'POST' && request.url === '/events';
}

describe('agentteam callback-server process on the callback transport', () => {
  it('answers echo, progress (every reply visible, in order) and fail through `agentteam mention`', async () => {
    const [echo, progress, fail] = await Promise.all([
      mentionCli('echo hello from the callback'),
      mentionCli('progress 3 all done'),
      mentionCli('fail quota_exceeded no more room'),
    ]);

    expect(echo).toMatchObject({ code: 0 });
    expect(lines(echo.stdout)).toEqual(['hello from the callback']);

    expect(progress).toMatchObject({ code: 0 });
    expect(lines(progress.stdout)).toEqual(['progress 1/3', 'progress 2/3', 'progress 3/3', 'all done']);

    expect(fail.code).toBe(1);
    expect(fail.stdout).toBe('');
    expect(lines(fail.stderr)).toEqual([expect.stringMatching(/^vv-agent: delivery del_\S+ failed: quota_exceeded: no more room$/)]);

    const messages = await dev.admin.messages(channelId);
    const source = messages.find((m) => m.text === '@echo progress 3 all done');
    expect(source).toBeDefined();
    expect(messages.filter((m) => m.replyToMessageId === source.messageId).map((m) => m.text)).toEqual(['progress 1/3', 'progress 2/3', 'progress 3/3', 'all done']);

    // Every delivery went through the proxy as a signed POST /events and was logged once.
    expect(proxy.seen.filter(isEvent).length).toBeGreaterThanOrEqual(3);
    for (const request of proxy.seen.filter(isEvent)) expect(request.headers['agentteam-signature']).toMatch(/^t=\d+,v1=[0-9a-f]{64}/);
    expect(callbackServer.countStderr(/: echo, 1\/1 replies, acked/)).toBe(1);
    expect(callbackServer.countStderr(/: progress, 4\/4 replies, acked/)).toBe(1);
    expect(callbackServer.countStderr(/: fail, 0\/0 replies, failed \(quota_exceeded\)/)).toBe(1);
  });

  it('a callback answered 500 is retried; the late first attempt reaching the server too adds no duplicate reply', async () => {
    const text = 'progress 3 once only';
    let failed: { deliveryId: string; attemptId: string } | undefined;
    let replayStatus: number | undefined;
    proxy.decide = (request) => {
      if (!isEvent(request) || failed !== undefined) return { kind: 'forward' };
      const envelope = JSON.parse(request.body.toString('utf8'));
      if (envelope.payload?.message?.text !== `@echo ${text}`) return { kind: 'forward' };
      failed = { deliveryId: envelope.delivery_id, attemptId: envelope.attempt_id };
      const { deliveryId } = failed;
      return {
        kind: 'answer',
        status: 500,
        // Once the platform has ended that attempt, the callback server gets it after all (late).
        after: async () => {
          await dev.admin.waitForDelivery(deliveryId, (d) => d.attempts[0]?.status === 'ended', 'attempt 1 to end');
          replayStatus = await proxy.replay(request);
        },
      };
    };

    const mention = await mentionCli(text);
    expect(mention).toMatchObject({ code: 0, stderr: '' });
    expect(lines(mention.stdout)).toEqual(['progress 1/3', 'progress 2/3', 'progress 3/3', 'once only']);
    expect(failed).toBeDefined();
    const { deliveryId, attemptId } = failed!;

    // The stale attempt ran on the callback server (and was refused or deduplicated by the platform).
    await waitFor(() => replayStatus, 'the late attempt to be replayed');
    expect(replayStatus).toBeGreaterThanOrEqual(200);
    expect(replayStatus).toBeLessThan(300);
    await callbackServer.waitForStderrMatch(new RegExp(`delivery ${deliveryId} attempt ${attemptId}: `));

    const delivery = await dev.admin.delivery(deliveryId);
    expect(delivery.status).toBe('completed');
    expect(delivery.attempts[0]).toMatchObject({ attemptId, status: 'ended', endReason: 'callback_http_500' });
    expect(delivery.attempts.at(-1)).toMatchObject({ status: 'completed' });
    expect(callbackServer.stderr).toContain(`delivery ${deliveryId} attempt ${delivery.attempts.at(-1).attemptId}: progress, 4/4 replies, acked`);
    expect(await dev.admin.repliesOf(channelId, deliveryId)).toEqual(['progress 1/3', 'progress 2/3', 'progress 3/3', 'once only']);
  });

  it('the callback server exits 0 on SIGTERM', async () => {
    callbackServer.kill('SIGTERM');
    expect(await callbackServer.exit()).toEqual({ code: 0, signal: null });
  });
});
