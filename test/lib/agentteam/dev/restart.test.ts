/**
 * State survives a restart with the same state directory: users, tokens, Apps, messages and
 * deliveries; a delivery left pending (or leased on a stream that died with the process) is
 * delivered after the restart; `setUpDevApp` finds the same App and keeps valid credentials.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DEV_STORE_FILE, setUpDevApp } from '../../../../src/lib/agentteam/dev/index.js';
import { parseSecrets } from '../../../../src/lib/agentteam/index.js';
import { createApp, createWorld, deliveryOf, mention, removeTempDirs, runtimePath, startTestPlatform, StreamReader, tempDir, waitFor, type TestPlatform } from './helpers.js';

const running: TestPlatform[] = [];

async function start(stateDir: string): Promise<TestPlatform> {
  const t = await startTestPlatform({ stateDir });
  running.push(t);
  return t;
}

afterEach(async () => {
  for (const t of running.splice(0)) await t.platform.close();
  removeTempDirs();
});

describe('restart with the same state directory', () => {
  it('keeps users, tokens, Apps, messages and deliveries, and delivers what was left over', async () => {
    const stateDir = tempDir();
    const first = await start(stateDir);
    expect(existsSync(join(stateDir, DEV_STORE_FILE))).toBe(true);
    const world = await createWorld(first.api);
    const app = await createApp(first.api, world, 'durable');
    const stream = await StreamReader.open(first.platform.baseUrl, world.workspaceId, app.runnerToken!);
    const leased = await mention(first.api, world, app, 'leased before restart');
    const envelope = await stream.delivery(1);
    stream.close();
    await waitFor(async () => ((await deliveryOf(first.api, world, leased.deliveries[0].deliveryId)).status === 'pending' ? true : undefined));
    const pending = await mention(first.api, world, app, 'posted while no runner is connected');
    await first.platform.close();
    running.splice(0);

    const second = await start(stateDir);
    expect(second.platform.baseUrl).not.toBe('');
    expect((await second.api.get('/api/v1/users/me', world.ownerToken)).body.workspaces).toEqual([{ workspaceId: world.workspaceId, name: 'acme', role: 'owner' }]);
    const apps = await second.api.get(`${world.w}/apps?name=durable`, world.ownerToken);
    expect(apps.body.apps[0]).toMatchObject({ installationId: app.installationId, channelIds: [world.channelId] });
    const messages = await second.api.get(`${world.w}/channels/${world.channelId}/messages`, world.ownerToken);
    expect(messages.body.messages.map((m: { messageId: string }) => m.messageId)).toEqual([leased.message.messageId, pending.message.messageId]);

    const again = await StreamReader.open(second.platform.baseUrl, world.workspaceId, app.runnerToken!);
    await again.until((events) => events.filter((e) => e.type === 'delivery').length >= 1);
    await t2Heartbeat(second, world.w, app.runnerToken!);
    const ids = new Set([(await again.delivery(1)).deliveryId, (await again.delivery(2)).deliveryId]);
    expect(ids).toEqual(new Set([leased.deliveries[0].deliveryId, pending.deliveries[0].deliveryId]));
    const redelivered = again.deliveries.find((d) => d.deliveryId === leased.deliveries[0].deliveryId)!;
    expect(redelivered.attemptId).not.toBe(envelope.attemptId);
    const ack = await second.api.post(runtimePath(world, redelivered.deliveryId, 'ack'), app.runnerToken, { attemptId: redelivered.attemptId });
    expect(ack.body.status).toBe('completed');
    again.close();
  });

  it('ends the attempts of streams that were open when the process stopped', async () => {
    const stateDir = tempDir();
    const first = await start(stateDir);
    const world = await createWorld(first.api);
    const app = await createApp(first.api, world, 'cut');
    const stream = await StreamReader.open(first.platform.baseUrl, world.workspaceId, app.runnerToken!);
    const posted = await mention(first.api, world, app, 'in flight');
    const envelope = await stream.delivery(1);
    await first.platform.close();
    running.splice(0);
    stream.close();

    const second = await start(stateDir);
    const delivery = await deliveryOf(second.api, world, posted.deliveries[0].deliveryId);
    expect(delivery.attempts[0]).toMatchObject({ attemptId: envelope.attemptId, status: 'ended', endReason: 'stream_disconnected' });
    const stale = await second.api.post(runtimePath(world, envelope.deliveryId, 'ack'), app.runnerToken, { attemptId: envelope.attemptId });
    expect(stale.body.error.code).toBe('attempt_not_current');
  });
});

async function t2Heartbeat(t: TestPlatform, w: string, token: string): Promise<void> {
  const response = await t.api.post(`${w}/app-runtime/heartbeat`, token, { runnerId: 'after-restart', capabilities: { maxConcurrency: 4 } });
  expect(response.status).toBe(200);
}

describe('setUpDevApp (agentteam dev --app)', () => {
  it('creates the App once, writes a 0600 secrets file, and keeps valid credentials on a restart', async () => {
    const stateDir = tempDir();
    const secretsFile = join(tempDir(), 'nested', '.env.agentteam');
    const first = await start(stateDir);
    const setup = await setUpDevApp(first.platform, { appName: 'echo', transport: 'runner_stream', secretsFile });
    expect(setup.appCreated).toBe(true);
    expect(statSync(secretsFile).mode & 0o777).toBe(0o600);
    const secrets = parseSecrets(readFileSync(secretsFile, 'utf8'));
    expect(Object.keys(secrets).sort()).toEqual(['AGENTTEAM_BASE_URL', 'AGENTTEAM_RUNNER_TOKEN', 'AGENTTEAM_USER_TOKEN', 'AGENTTEAM_WORKSPACE_ID']);
    expect(secrets['AGENTTEAM_BASE_URL']).toBe(first.platform.baseUrl);
    expect(secrets['AGENTTEAM_WORKSPACE_ID']).toBe(setup.workspaceId);
    // The user token is an owner's, and the App is in #dev.
    const me = await first.api.get('/api/v1/users/me', secrets['AGENTTEAM_USER_TOKEN']);
    expect(me.body.workspaces).toEqual([{ workspaceId: setup.workspaceId, name: 'dev', role: 'owner' }]);
    const apps = await first.api.get(`/api/v1/workspaces/${setup.workspaceId}/apps?name=echo`, secrets['AGENTTEAM_USER_TOKEN']);
    expect(apps.body.apps[0]).toMatchObject({ installationId: setup.installationId, channelIds: [setup.channelId], credentialState: 'claimed' });
    await first.platform.close();
    running.splice(0);

    const second = await start(stateDir);
    const again = await setUpDevApp(second.platform, { appName: 'echo', transport: 'runner_stream', secretsFile });
    expect(again).toMatchObject({ appCreated: false, installationId: setup.installationId, workspaceId: setup.workspaceId, channelId: setup.channelId, issued: [] });
    const kept = parseSecrets(readFileSync(secretsFile, 'utf8'));
    expect(kept['AGENTTEAM_RUNNER_TOKEN']).toBe(secrets['AGENTTEAM_RUNNER_TOKEN']);
    expect(kept['AGENTTEAM_USER_TOKEN']).toBe(secrets['AGENTTEAM_USER_TOKEN']);
    expect(kept['AGENTTEAM_BASE_URL']).toBe(second.platform.baseUrl);
    const stream = await StreamReader.open(second.platform.baseUrl, setup.workspaceId, kept['AGENTTEAM_RUNNER_TOKEN']!);
    expect(stream.status).toBe(200);
    stream.close();

    // A secrets file that lost its tokens gets fresh ones; the old runner token is disabled.
    const otherFile = join(tempDir(), '.env.agentteam');
    const fresh = await setUpDevApp(second.platform, { appName: 'echo', transport: 'runner_stream', secretsFile: otherFile });
    expect(fresh.issued).toEqual(['user token', 'runner token']);
    const old = await second.api.post(`/api/v1/workspaces/${setup.workspaceId}/app-runtime/heartbeat`, kept['AGENTTEAM_RUNNER_TOKEN'], { runnerId: 'r' });
    expect(old.body.error.code).toBe('token_disabled');

    // Switching the App to callback writes the stored signing secret, the same on every run.
    const callbackFile = join(tempDir(), '.env.agentteam');
    await setUpDevApp(second.platform, { appName: 'echo', transport: 'callback', callbackUrl: 'http://127.0.0.1:9', secretsFile: callbackFile });
    const first1 = parseSecrets(readFileSync(callbackFile, 'utf8'))['AGENTTEAM_CALLBACK_SIGNING_SECRET'];
    await setUpDevApp(second.platform, { appName: 'echo', transport: 'callback', secretsFile: callbackFile });
    expect(first1).toMatch(/^atcs_/);
    expect(parseSecrets(readFileSync(callbackFile, 'utf8'))['AGENTTEAM_CALLBACK_SIGNING_SECRET']).toBe(first1);
  });
});
