/**
 * The runner (`vv-agent agentteam runner`) as a process against the local platform (`vv-agent
 * agentteam dev`, also a process) on the runner stream transport: the echo commands, redelivery
 * after a dropped stream, lease expiry, the concurrency bound and graceful shutdown.
 *
 * One platform for the file; each test that needs its own runner and deliveries creates its own
 * App through the admin API, so that nothing one test leaves behind reaches another.
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CliProcess,
  RawStream,
  TestProxy,
  removeTempDirs,
  runCli,
  startDev,
  stopAllProcesses,
  tempDir,
  waitFor,
  type DevProcess,
} from '../../support/agentteamProcesses.js';
import { lines, startRunner, writeRunnerSecrets } from './helpers.js';

let dev: DevProcess;
let devSecrets: string;
let channelId: string;
const proxies: TestProxy[] = [];

beforeAll(async () => {
  const dir = tempDir();
  devSecrets = join(dir, '.env.agentteam');
  dev = await startDev({ stateDir: join(dir, 'state'), secretsFile: devSecrets, app: 'echo', transport: 'runner_stream' });
  channelId = (await dev.admin.channelByName('dev')).channelId;
});

afterAll(async () => {
  await stopAllProcesses();
  await Promise.all(proxies.map((p) => p.close()));
  removeTempDirs();
});

async function proxyToDev(): Promise<TestProxy> {
  const proxy = await new TestProxy(() => dev.baseUrl).start();
  proxies.push(proxy);
  return proxy;
}

function isReply(request: { method: string; url: string }): boolean {
  return request.method === 'POST' && /\/app-runtime\/deliveries\/[^/]+\/reply$/.test(request.url);
}

function mentionCli(app: string, text: string, extra: readonly string[] = []): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return runCli(['agentteam', 'mention', '--app', app, '--secrets-file', devSecrets, ...extra, text]);
}

describe('agentteam runner process on the runner stream', () => {
  it('answers echo, progress (every reply visible, in order) and fail through `agentteam mention`', async () => {
    const runner = await startRunner(devSecrets);
    const [echo, progress, fail] = await Promise.all([
      mentionCli('echo', 'echo hello from the runner'),
      mentionCli('echo', 'progress 3 all done'),
      mentionCli('echo', 'fail bad_input the input was bad'),
    ]);

    expect(echo).toMatchObject({ code: 0 });
    expect(lines(echo.stdout)).toEqual(['hello from the runner']);

    expect(progress).toMatchObject({ code: 0 });
    expect(lines(progress.stdout)).toEqual(['progress 1/3', 'progress 2/3', 'progress 3/3', 'all done']);

    expect(fail.code).toBe(1);
    expect(fail.stdout).toBe('');
    expect(lines(fail.stderr)).toEqual([expect.stringMatching(/^vv-agent: delivery del_\S+ failed: bad_input: the input was bad$/)]);

    // The channel shows the progress replies once each, in order, as replies to the mention.
    const messages = await dev.admin.messages(channelId);
    const source = messages.find((m) => m.text === '@echo progress 3 all done');
    expect(source).toBeDefined();
    expect(messages.filter((m) => m.replyToMessageId === source.messageId).map((m) => m.text)).toEqual(['progress 1/3', 'progress 2/3', 'progress 3/3', 'all done']);
    const failed = messages.find((m) => m.text === '@echo fail bad_input the input was bad');
    expect(messages.filter((m) => m.replyToMessageId === failed.messageId)).toEqual([]);

    // One log line per delivery on the runner's stderr.
    expect(runner.countStderr(/: echo, 1\/1 replies, acked/)).toBe(1);
    expect(runner.countStderr(/: progress, 4\/4 replies, acked/)).toBe(1);
    expect(runner.countStderr(/: fail, 0\/0 replies, failed \(bad_input\)/)).toBe(1);
    runner.kill('SIGTERM');
    expect(await runner.exit()).toEqual({ code: 0, signal: null });
  });

  it('redelivers after the runner is killed (-9) mid-delivery; a new runner completes it without a duplicate reply', async () => {
    const app = await dev.admin.createApp('dropper', channelId);
    const proxy = await proxyToDev();
    // The first runner talks through the proxy, which holds its third reply forever: the delivery
    // is in flight (two replies visible) when the runner dies.
    let replies = 0;
    let held = false;
    proxy.decide = (request) => {
      if (!isReply(request)) return { kind: 'forward' };
      replies += 1;
      if (replies === 3) {
        held = true;
        return { kind: 'hold' };
      }
      return { kind: 'forward' };
    };
    const first = await startRunner(writeRunnerSecrets(dev, app.runnerToken, proxy.url));
    const { deliveryId } = await dev.admin.mention(channelId, app, 'progress 3 survived');
    await waitFor(() => (held ? true : undefined), 'the third reply to reach the proxy');
    expect(await dev.admin.repliesOf(channelId, deliveryId)).toEqual(['progress 1/3', 'progress 2/3']);

    first.kill('SIGKILL');
    expect((await first.exit()).signal).toBe('SIGKILL');
    // The platform sees the stream drop and ends the attempt.
    await dev.admin.waitForDelivery(deliveryId, (d) => d.attempts[0]?.status === 'ended', 'attempt 1 to end');

    const second = await startRunner(writeRunnerSecrets(dev, app.runnerToken));
    const delivery = await dev.admin.waitForTerminal(deliveryId);
    expect(delivery.status).toBe('completed');
    expect(delivery.attempts).toHaveLength(2);
    expect(delivery.attempts[0]).toMatchObject({ status: 'ended', endReason: 'stream_disconnected' });
    expect(delivery.attempts[1]).toMatchObject({ status: 'completed' });
    expect(await dev.admin.repliesOf(channelId, deliveryId)).toEqual(['progress 1/3', 'progress 2/3', 'progress 3/3', 'survived']);
    expect(second.stderr).toContain(`delivery ${deliveryId} attempt ${delivery.attempts[1].attemptId}: progress, 4/4 replies, acked`);
    second.kill('SIGTERM');
    expect(await second.exit()).toEqual({ code: 0, signal: null });
  });

  it('redelivers to the runner process when a runner holding the delivery lets its lease expire', async () => {
    const app = await dev.admin.createApp('leasy', channelId);
    // A runner that receives and never finishes: the stream read directly, a bound of 1.
    const hog = await RawStream.open(dev.baseUrl, dev.admin.workspaceId, app.runnerToken, 'hog');
    expect(hog.status).toBe(200);
    const heartbeat = await dev.admin.call('POST', `${dev.admin.w}/app-runtime/heartbeat`, { runnerId: 'hog', capabilities: { maxConcurrency: 1 } }, app.runnerToken);
    expect(heartbeat.status).toBe(200);
    try {
      const { deliveryId } = await dev.admin.mention(channelId, app, 'echo after the lease');
      const held = await waitFor(() => hog.deliveries[0], 'the delivery on the hogging stream');
      expect(held.deliveryId).toBe(deliveryId);

      const runner = await startRunner(writeRunnerSecrets(dev, app.runnerToken), ['--max-concurrency', '4']);
      const delivery = await dev.admin.waitForTerminal(deliveryId);
      expect(delivery.status).toBe('completed');
      // Under load the runner process may connect only after a second lease was handed to the
      // still-connected hog; every attempt before the last must then have expired on the hog.
      expect(delivery.attempts.length).toBeGreaterThanOrEqual(2);
      for (const attempt of delivery.attempts.slice(0, -1)) expect(attempt).toMatchObject({ status: 'ended', endReason: 'lease_expired' });
      expect(delivery.attempts[0]).toMatchObject({ attemptId: held.attemptId, status: 'ended', endReason: 'lease_expired' });
      // The platform's own clock: the attempt ended only when its 2 s lease had run out.
      expect(Date.parse(delivery.attempts[0].endedAt) - Date.parse(delivery.attempts[0].startedAt)).toBeGreaterThanOrEqual(2000);
      expect(delivery.attempts.at(-1)).toMatchObject({ status: 'completed' });
      expect(hog.deliveries).toHaveLength(delivery.attempts.length - 1);
      // The runner prints its line once the ack's answer is back, which may be after the platform shows the delivery done.
      const line = `delivery ${deliveryId} attempt ${delivery.attempts.at(-1).attemptId}: echo, 1/1 replies, acked`;
      await runner.waitForStderr((stderr) => stderr.includes(line), 'the runner\'s line for the delivery');

      // The expired attempt can no longer write; the channel has the one reply.
      const late = await dev.admin.call('POST', `${dev.admin.w}/app-runtime/deliveries/${deliveryId}/reply`, { attemptId: held.attemptId, content: 'too late', idempotencyKey: 'hog-1' }, held.deliveryToken);
      expect(late.status).toBe(409);
      // The delivery is over by now (`delivery_terminal`); were it not, the old attempt's lease is gone (`lease_expired`).
      expect(['delivery_terminal', 'lease_expired']).toContain(late.body.error.code);
      expect(await dev.admin.repliesOf(channelId, deliveryId)).toEqual(['after the lease']);
      runner.kill('SIGTERM');
      expect(await runner.exit()).toEqual({ code: 0, signal: null });
    } finally {
      hog.close();
    }
  });

  /** Posts `count` progress mentions at once to a runner with `--max-concurrency max`; answers the attempts. */
  async function runBatch(name: string, max: number, count: number): Promise<{ attempts: any[]; deliveryIds: string[] }> {
    const app = await dev.admin.createApp(name, channelId);
    const proxy = await proxyToDev();
    // Replies are slowed down so that deliveries would overlap if the bound let them.
    proxy.decide = (request) => ({ kind: 'forward', ...(isReply(request) ? { delayMs: 120 } : {}) });
    const runner = await startRunner(writeRunnerSecrets(dev, app.runnerToken, proxy.url), ['--max-concurrency', String(max)]);
    // The platform bounds a runner by its last heartbeat: wait until it arrived.
    await waitFor(() => (proxy.seen.some((r) => r.url.endsWith('/app-runtime/heartbeat')) ? true : undefined), 'the heartbeat');
    const deliveryIds = (await Promise.all(Array.from({ length: count }, (_, i) => dev.admin.mention(channelId, app, `progress 2 job-${i}`)))).map((d) => d.deliveryId);
    const deliveries: any[] = [];
    for (const id of deliveryIds) deliveries.push(await dev.admin.waitForTerminal(id, 30_000));
    for (const delivery of deliveries) expect(delivery.status).toBe('completed');
    for (const [i, id] of deliveryIds.entries()) expect(await dev.admin.repliesOf(channelId, id)).toEqual(['progress 1/2', 'progress 2/2', `job-${i}`]);
    runner.kill('SIGTERM');
    expect(await runner.exit()).toEqual({ code: 0, signal: null });
    const attempts = deliveries.flatMap((d) => d.attempts).sort((a, b) => Date.parse(a.startedAt) - Date.parse(b.startedAt));
    return { attempts, deliveryIds };
  }

  function overlaps(attempts: readonly any[]): number {
    let count = 0;
    for (let i = 1; i < attempts.length; i += 1) if (Date.parse(attempts[i].startedAt) < Date.parse(attempts[i - 1].endedAt)) count += 1;
    return count;
  }

  it('--max-concurrency 1: the platform never has two of the runner\'s deliveries in flight at once', async () => {
    const { attempts, deliveryIds } = await runBatch('serial', 1, 4);
    expect(attempts.length).toBeGreaterThanOrEqual(4);
    for (const attempt of attempts) expect(attempt.endedAt).toEqual(expect.any(String));
    // Each attempt starts only once the one before it ended.
    expect(overlaps(attempts)).toBe(0);
    // And the replies of the deliveries do not interleave in the channel.
    const order = (await dev.admin.messages(channelId)).filter((m) => deliveryIds.includes(m.source?.deliveryId)).map((m) => m.source.deliveryId as string);
    const runs = order.filter((id, i) => i === 0 || order[i - 1] !== id);
    expect(runs).toHaveLength(deliveryIds.length);
  });

  it('the same batch with --max-concurrency 3 does overlap (the check above can fail)', async () => {
    const { attempts } = await runBatch('parallel', 3, 3);
    expect(overlaps(attempts)).toBeGreaterThan(0);
  });

  it('SIGTERM with a delivery in flight: the runner finishes it (the mention completes) and exits 0', async () => {
    const app = await dev.admin.createApp('graceful', channelId);
    const proxy = await proxyToDev();
    proxy.decide = (request) => ({ kind: 'forward', ...(isReply(request) ? { delayMs: 300 } : {}) });
    const runner = await startRunner(writeRunnerSecrets(dev, app.runnerToken, proxy.url));
    const mention = new CliProcess(['agentteam', 'mention', '--app', 'graceful', '--secrets-file', devSecrets, '--wait-seconds', '8', 'progress 3 goodbye']);
    await waitFor(() => (proxy.seen.some(isReply) ? true : undefined), 'the first reply of the delivery');
    runner.kill('SIGTERM');

    const [runnerExit, mentionExit] = await Promise.all([runner.exit(), mention.exit()]);
    const deliveryId = /delivery (del_\S+) attempt/.exec(runner.stderr)?.[1];
    expect(deliveryId, runner.stderr).toMatch(/^del_[0-9a-f]{20}$/);
    const delivery = await dev.admin.delivery(deliveryId!);
    expect({
      mention: { code: mentionExit.code, stdout: lines(mention.stdout), stderr: mention.stderr },
      runner: { exit: runnerExit, acked: /: progress, 4\/4 replies, acked/.test(runner.stderr) },
      attempts: delivery.attempts.map((a: any) => ({ status: a.status, endReason: a.endReason })),
    }).toEqual({
      mention: { code: 0, stdout: ['progress 1/3', 'progress 2/3', 'progress 3/3', 'goodbye'], stderr: '' },
      runner: { exit: { code: 0, signal: null }, acked: true },
      attempts: [{ status: 'completed', endReason: undefined }],
    });
  });
});
