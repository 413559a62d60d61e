// The App extension point against the local platform (in process, real HTTP over loopback): an App
// whose handler throws fails that delivery with `app_error`, and the same App goes on to answer
// the next delivery, on both transports.
import { describe, expect, it } from 'vitest';
import { AgentTeamRuntimeClient, defineApp, replyKey, runAppRunner, startCallbackServer, type App } from '../../../src/lib/agentteam/index.js';
import { memoryLogger } from '../../support/memoryLogger.js';
import { createApp, mention, usePlatformPerFile, waitForDeliveryStatus } from './dev/helpers.js';
import { freePort } from '../../support/freePort.js';

const fixture = usePlatformPerFile();
const { cleanups } = fixture;

/** Throws on `boom`, fails with its own code on `refuse`, and otherwise answers with progress then a reply. */
const moody: App = defineApp({
  name: 'moody',
  handle: async (delivery, ctx) => {
    if (delivery.text === 'boom') throw new Error('the App has a bug');
    if (delivery.text === 'refuse') return ctx.fail('not_today', 'no');
    await ctx.progress('thinking');
    await ctx.reply(`got: ${delivery.text} in ${delivery.conversation}`);
  },
});

async function repliesTo(messageSeq: number): Promise<string[]> {
  const list = await fixture.t.api.get(`${fixture.world.w}/channels/${fixture.world.channelId}/messages?afterSeq=${messageSeq}`, fixture.world.ownerToken);
  return (list.body.messages as Array<{ text: string }>).map((m) => m.text);
}


/** A throwing delivery, then a good one and one the App fails itself. */
async function throwThenServe(appName: string, installation: Awaited<ReturnType<typeof createApp>>, lines: string[], errors: () => unknown[]): Promise<void> {
  const bad = await mention(fixture.t.api, fixture.world, installation, 'boom');
  const failed = await waitForDeliveryStatus(fixture.t.api, fixture.world, bad.deliveries[0].deliveryId, 'failed');
  expect(failed.failure).toMatchObject({ code: 'app_error' });
  expect(failed.failure.message).not.toContain('bug');
  expect(errors()).toHaveLength(1);

  const good = await mention(fixture.t.api, fixture.world, installation, 'hello');
  await waitForDeliveryStatus(fixture.t.api, fixture.world, good.deliveries[0].deliveryId, 'completed');
  expect(await repliesTo(good.message.seq)).toEqual(['thinking', 'got: hello in #ops']);

  const refused = await mention(fixture.t.api, fixture.world, installation, 'refuse');
  const refusedDelivery = await waitForDeliveryStatus(fixture.t.api, fixture.world, refused.deliveries[0].deliveryId, 'failed');
  expect(refusedDelivery.failure).toMatchObject({ code: 'not_today', message: 'no' });

  expect(lines.some((l) => l.includes(bad.deliveries[0].deliveryId) && l.endsWith(`${appName}, 0 replies, failed (app_error)`))).toBe(true);
  expect(lines.some((l) => l.includes(good.deliveries[0].deliveryId) && l.endsWith('2 replies, acked'))).toBe(true);
}

describe('defineApp on the local platform', () => {
  it('runner stream: a handler that throws fails its delivery with app_error, and the next is answered', async () => {
    const installation = await createApp(fixture.t.api, fixture.world, 'moody');
    const client = new AgentTeamRuntimeClient({ baseUrl: fixture.t.platform.baseUrl, workspaceId: fixture.world.workspaceId, token: installation.runnerToken });
    const stop = new AbortController();
    const lines: string[] = [];
    const logger = memoryLogger();
    const running = runAppRunner({ app: moody, client, runnerId: 'r-moody', signal: stop.signal, log: (l) => lines.push(l), logger: logger.logger });
    cleanups.push(async () => {
      stop.abort();
      await running;
      await client.close();
    });
    await throwThenServe('moody', installation, lines, () => logger.lines().filter((e) => e['msg'] === 'the App failed on a delivery'));
  });

  it('callback: a handler that throws fails its delivery with app_error, and the next is answered', async () => {
    const port = await freePort();
    const installation = await createApp(fixture.t.api, fixture.world, 'moody-hook', ['callback'], `http://127.0.0.1:${port}`);
    const client = new AgentTeamRuntimeClient({ baseUrl: fixture.t.platform.baseUrl, workspaceId: fixture.world.workspaceId });
    const lines: string[] = [];
    const logger = memoryLogger();
    const server = await startCallbackServer({
      app: moody,
      signingSecret: installation.callbackSigningSecret!,
      client,
      port,
      log: (l) => lines.push(l),
      logger: logger.logger,
    });
    cleanups.push(async () => {
      await server.close(1000);
      await client.close();
    });
    await throwThenServe('moody', installation, lines, () => logger.lines().filter((e) => e['msg'] === 'the App failed on a delivery'));
  });
});

describe('replyKey', () => {
  it('is derived from the App, the delivery and the reply, not fixed to one App', () => {
    expect(replyKey('moody', 'del_1', 1)).toBe('moody:del_1:reply-1');
    expect(replyKey('moody', 'del_1', 'final')).toBe('moody:del_1:final');
    expect(replyKey('echo', 'del_1', 1)).not.toBe(replyKey('moody', 'del_1', 1));
  });
});

describe('defineApp', () => {
  it('refuses a bad name and a missing handler with a usage error', () => {
    expect(() => defineApp({ name: 'has space', handle: async () => undefined })).toThrow(/App name/);
    expect(() => defineApp({ handle: undefined as unknown as App['handle'] })).toThrow(/no handle/);
  });
});
