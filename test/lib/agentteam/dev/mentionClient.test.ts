/**
 * The mention client (`agentteam mention`'s library) against the platform with a minimal runner:
 * replies reported in order as they appear, completed / failed / timed out outcomes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mentionApp, MentionError, type MentionReply } from '../../../../src/lib/agentteam/dev/index.js';
import { createApp, createWorld, MiniRunner, removeTempDirs, startTestPlatform, type TestApp, type TestPlatform, type World } from './helpers.js';

let t: TestPlatform;
let world: World;
let app: TestApp;
let runner: MiniRunner;

beforeAll(async () => {
  t = await startTestPlatform();
  world = await createWorld(t.api);
  app = await createApp(t.api, world, 'echo');
  runner = await new MiniRunner(t.platform.baseUrl, world.workspaceId, app.runnerToken!).start();
});

afterAll(async () => {
  runner?.stop();
  await t?.platform.close();
  removeTempDirs();
});

function input(text: string, extra: Partial<Parameters<typeof mentionApp>[0]> = {}) {
  return { baseUrl: t.platform.baseUrl, workspaceId: world.workspaceId, userToken: world.ownerToken, appName: 'echo', text, timeoutMs: 10_000, pollIntervalMs: 30, ...extra };
}

describe('mentionApp', () => {
  it('posts @NAME text with the mention range and reports each reply until the delivery completes', async () => {
    const seen: MentionReply[] = [];
    const outcome = await mentionApp(input('progress 3', { onReply: (r) => seen.push(r) }));
    expect(outcome.status).toBe('completed');
    expect(outcome.replies.map((r) => r.text)).toEqual(['progress 1/3', 'progress 2/3', 'progress 3/3', 'done']);
    expect(seen).toEqual(outcome.replies);
    const messages = await t.api.get(`${world.w}/channels/${world.channelId}/messages`, world.ownerToken);
    const posted = messages.body.messages.find((m: { messageId: string }) => m.messageId === outcome.messageId);
    expect(posted).toMatchObject({ text: '@echo progress 3', mentions: [{ type: 'service', serviceMemberId: app.serviceMemberId, range: { start: 0, end: 5 } }] });
  });

  it('counts the mention range in code points for non-ASCII App names', async () => {
    // '@ü𝒳' is 3 code points but 4 UTF-16 units.
    const other = await createApp(t.api, world, 'ü𝒳');
    const outcome = await mentionApp(input('hello', { appName: 'ü𝒳', timeoutMs: 300 }));
    expect(outcome.status).toBe('timed_out');
    const messages = await t.api.get(`${world.w}/channels/${world.channelId}/messages`, world.ownerToken);
    const posted = messages.body.messages.find((m: { messageId: string }) => m.messageId === outcome.messageId);
    expect(posted.mentions[0]).toEqual({ type: 'service', serviceMemberId: other.serviceMemberId, range: { start: 0, end: 3 } });
  });

  it('reports a failed delivery with its code', async () => {
    const outcome = await mentionApp(input('fail command_failed it broke'));
    expect(outcome).toMatchObject({ status: 'failed', failure: { code: 'command_failed', message: 'it broke' }, replies: [] });
  });

  it('times out while the App does not finish', async () => {
    const started = Date.now();
    const outcome = await mentionApp(input('hang', { timeoutMs: 400 }));
    expect(outcome).toMatchObject({ status: 'timed_out', lastStatus: 'delivered' });
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('fails clearly for an unknown App or a bad token', async () => {
    await expect(mentionApp(input('x', { appName: 'nobody' }))).rejects.toMatchObject({ code: 'app_not_found' });
    const error = await mentionApp(input('x', { userToken: 'wrong' })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MentionError);
    expect((error as MentionError).code).toBe('invalid_token');
    expect((error as MentionError).message).not.toContain('wrong');
  });
});
