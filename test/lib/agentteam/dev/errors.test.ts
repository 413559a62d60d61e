/**
 * Every error family of the contract, each with its status, code and the `{"error": ...}` body:
 * 401 invalid_token/token_expired/token_disabled, 403 not_permitted/target_not_allowed, 404,
 * 409 lease/state/idempotency, 400 validation_failed with details, 405, 429 with Retry-After.
 * Also: reply idempotency and repeated ack/fail.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateErrorBody } from '../../../../generated/agentteam/validators.js';
import type { DeliveryEnvelope } from '../../../../generated/agentteam/types.js';
import { createApp, createWorld, deliveryOf, mention, removeTempDirs, runtimePath, startTestPlatform, StreamReader, type ApiResponse, type TestApp, type TestPlatform, type World } from './helpers.js';

let t: TestPlatform;
let world: World;
let app: TestApp;
let stream: StreamReader;
let skewMs = 0;

beforeAll(async () => {
  t = await startTestPlatform({ clock: () => Date.now() + skewMs });
  world = await createWorld(t.api);
  app = await createApp(t.api, world, 'errs');
  await t.api.post(`${world.w}/app-runtime/heartbeat`, app.runnerToken, { runnerId: 'r', capabilities: { maxConcurrency: 20 } });
  stream = await StreamReader.open(t.platform.baseUrl, world.workspaceId, app.runnerToken!, 'r');
});

afterAll(async () => {
  stream?.close();
  await t?.platform.close();
  removeTempDirs();
});

/** A new mention of the App and its delivery line. */
async function delivered(text = 'work'): Promise<DeliveryEnvelope> {
  const posted = await mention(t.api, world, app, text);
  return stream.deliveryOf(posted.deliveries[0].deliveryId);
}

function expectError(response: ApiResponse, status: number, code: string): void {
  expect({ status: response.status, code: response.body?.error?.code }).toEqual({ status, code });
  expect(validateErrorBody(response.body)).toBe(true);
}

describe('401 authentication', () => {
  it('invalid_token: no header, a malformed header, an unknown token, a user token on the Runtime API', async () => {
    const envelope = await delivered();
    const path = runtimePath(world, envelope.deliveryId, 'reply');
    const body = { attemptId: envelope.attemptId, content: 'x', idempotencyKey: 'k' };
    expectError(await t.api.call('POST', path, { body }), 401, 'invalid_token');
    expectError(await t.api.post(path, 'nonsense-token', body), 401, 'invalid_token');
    expectError(await t.api.call('POST', path, { body, token: '' }), 401, 'invalid_token');
    expectError(await t.api.post(path, world.ownerToken, body), 401, 'invalid_token');
    expectError(await t.api.get('/api/v1/users/me', app.runnerToken), 401, 'invalid_token');
  });

  // Moving the clock a day ahead also expires every lease; the deliveries of other tests are then
  // redelivered, which is why delivered() looks its delivery up by id.
  it('token_expired: a user token past its expiry; a delivery token past its lifetime', async () => {
    const short = await t.api.post('/api/v1/users/me/tokens', world.ownerToken, { expiresInSeconds: 60 });
    expect(short.status).toBe(201);
    expect((await t.api.get('/api/v1/users/me', short.body.token)).status).toBe(200);
    const envelope = await delivered();
    skewMs = 25 * 3600 * 1000;
    try {
      expectError(await t.api.get('/api/v1/users/me', short.body.token), 401, 'token_expired');
      expectError(await t.api.post(runtimePath(world, envelope.deliveryId, 'ack'), envelope.deliveryToken, { attemptId: envelope.attemptId }), 401, 'token_expired');
    } finally {
      skewMs = 0;
    }
  });

  it('token_disabled: the runner token replaced by a rotation', async () => {
    const other = await createApp(t.api, world, 'rotated');
    await t.api.post(`${world.w}/app-installations/${other.installationId}/runner-token/rotate`, world.ownerToken);
    expectError(await t.api.get(`${world.w}/app-runtime/stream`, other.runnerToken), 401, 'token_disabled');
  });
});

describe('403 authorization', () => {
  it('not_permitted: another delivery\'s token, another App\'s runner token, a delivery token on the stream', async () => {
    const a = await delivered('a');
    const b = await delivered('b');
    const reply = await t.api.post(runtimePath(world, a.deliveryId, 'reply'), b.deliveryToken, { attemptId: a.attemptId, content: 'x', idempotencyKey: 'k' });
    expectError(reply, 403, 'not_permitted');
    expect((await deliveryOf(t.api, world, a.deliveryId)).status).toBe('delivered');
    const otherApp = await createApp(t.api, world, 'other-app');
    expectError(await t.api.post(runtimePath(world, a.deliveryId, 'ack'), otherApp.runnerToken, { attemptId: a.attemptId }), 403, 'not_permitted');
    expectError(await t.api.get(`${world.w}/app-runtime/stream`, a.deliveryToken), 403, 'not_permitted');
    // A token of this workspace used on another workspace's path.
    const elsewhere = await t.api.post('/api/v1/workspaces', world.ownerToken, { name: 'elsewhere' });
    expectError(await t.api.post(`/api/v1/workspaces/${elsewhere.body.workspaceId}/app-runtime/heartbeat`, app.runnerToken, { runnerId: 'r' }), 403, 'not_permitted');
  });

  it('target_not_allowed: the App was removed from the channel', async () => {
    const removed = await createApp(t.api, world, 'removed');
    const own = await StreamReader.open(t.platform.baseUrl, world.workspaceId, removed.runnerToken!);
    await mention(t.api, world, removed, 'hi');
    const envelope = await own.delivery(1);
    const removal = await t.api.call('DELETE', `${world.w}/channels/${world.channelId}/apps/${removed.installationId}`, { token: world.ownerToken });
    expect(removal.body.member).toBe(false);
    expectError(await t.api.post(runtimePath(world, envelope.deliveryId, 'reply'), removed.runnerToken, { attemptId: envelope.attemptId, content: 'x', idempotencyKey: 'k' }), 403, 'target_not_allowed');
    own.close();
  });
});

describe('404', () => {
  it('delivery_not_found, installation_not_found, not_found', async () => {
    expectError(await t.api.post(runtimePath(world, 'del_missing', 'ack'), app.runnerToken, { attemptId: 'att_x' }), 404, 'delivery_not_found');
    expectError(await t.api.get(`${world.w}/deliveries/del_missing`, world.ownerToken), 404, 'delivery_not_found');
    expectError(await t.api.get(`${world.w}/app-installations/svcinst_missing/initial-credentials`, world.ownerToken), 404, 'installation_not_found');
    expectError(await t.api.get('/api/v1/workspaces/w_missing', world.ownerToken), 404, 'not_found');
    expectError(await t.api.get('/api/v1/nothing-here'), 404, 'not_found');
  });
});

describe('409 lease, state and idempotency', () => {
  it('attempt_not_current for an attempt of another delivery or an unknown one', async () => {
    const a = await delivered();
    const b = await delivered();
    expectError(await t.api.post(runtimePath(world, a.deliveryId, 'ack'), app.runnerToken, { attemptId: b.attemptId }), 409, 'attempt_not_current');
    expectError(await t.api.post(runtimePath(world, a.deliveryId, 'ack'), app.runnerToken, { attemptId: 'att_unknown' }), 409, 'attempt_not_current');
  });

  it('reply idempotency: the same key twice is one message; other content is idempotency_conflict', async () => {
    const envelope = await delivered();
    const path = runtimePath(world, envelope.deliveryId, 'reply');
    const first = await t.api.post(path, app.runnerToken, { attemptId: envelope.attemptId, content: 'once', idempotencyKey: 'same' });
    const again = await t.api.post(path, envelope.deliveryToken, { attemptId: envelope.attemptId, content: 'once', idempotencyKey: 'same' });
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expectError(await t.api.post(path, app.runnerToken, { attemptId: envelope.attemptId, content: 'different', idempotencyKey: 'same' }), 409, 'idempotency_conflict');
    const messages = await t.api.get(`${world.w}/channels/${world.channelId}/messages?limit=500`, world.ownerToken);
    expect(messages.body.messages.filter((m: { source?: { deliveryId: string } }) => m.source?.deliveryId === envelope.deliveryId)).toHaveLength(1);
  });

  it('ack and fail are terminal and repeatable; later replies are delivery_terminal', async () => {
    const envelope = await delivered();
    const ack = runtimePath(world, envelope.deliveryId, 'ack');
    const fail = runtimePath(world, envelope.deliveryId, 'fail');
    const first = await t.api.post(ack, app.runnerToken, { attemptId: envelope.attemptId, result: { n: 1 } });
    expect(first.body).toEqual({ deliveryId: envelope.deliveryId, attemptId: envelope.attemptId, status: 'completed' });
    expect((await t.api.post(ack, app.runnerToken, { attemptId: envelope.attemptId })).body).toEqual(first.body);
    const lateFail = await t.api.post(fail, app.runnerToken, { attemptId: envelope.attemptId, code: 'late', message: 'too late' });
    expect(lateFail.status).toBe(200);
    expect(lateFail.body.status).toBe('completed');
    expectError(await t.api.post(runtimePath(world, envelope.deliveryId, 'reply'), app.runnerToken, { attemptId: envelope.attemptId, content: 'after', idempotencyKey: 'after' }), 409, 'delivery_terminal');

    const failing = await delivered();
    const failPath = runtimePath(world, failing.deliveryId, 'fail');
    const failed = await t.api.post(failPath, failing.deliveryToken, { attemptId: failing.attemptId, code: 'command_failed', message: 'command execution failed', result: { exitCode: 1 } });
    expect(failed.body).toEqual({ deliveryId: failing.deliveryId, attemptId: failing.attemptId, status: 'failed' });
    expect((await t.api.post(failPath, failing.deliveryToken, { attemptId: failing.attemptId, code: 'command_failed', message: 'again' })).body.status).toBe('failed');
    expect(await deliveryOf(t.api, world, failing.deliveryId)).toMatchObject({ status: 'failed', failure: { code: 'command_failed', message: 'command execution failed' }, result: { exitCode: 1 } });
  });

  it('delivery_canceled after an owner cancels the delivery', async () => {
    const envelope = await delivered();
    const canceled = await t.api.post(`${world.w}/deliveries/${envelope.deliveryId}/cancel`, world.ownerToken);
    expect(canceled.body).toMatchObject({ status: 'canceled', attempts: [expect.objectContaining({ status: 'canceled' })] });
    expectError(await t.api.post(runtimePath(world, envelope.deliveryId, 'reply'), app.runnerToken, { attemptId: envelope.attemptId, content: 'x', idempotencyKey: 'x' }), 409, 'delivery_canceled');
    expectError(await t.api.post(runtimePath(world, envelope.deliveryId, 'ack'), app.runnerToken, { attemptId: envelope.attemptId }), 409, 'delivery_canceled');
  });
});

describe('400, 405', () => {
  it('validation_failed names the fields', async () => {
    const envelope = await delivered();
    const reply = await t.api.post(runtimePath(world, envelope.deliveryId, 'reply'), app.runnerToken, { attemptId: envelope.attemptId, idempotencyKey: 'k' });
    expectError(reply, 400, 'validation_failed');
    expect(reply.body.error.details).toEqual([{ field: '/content', message: expect.any(String) }]);
    const badCode = await t.api.post(runtimePath(world, envelope.deliveryId, 'fail'), app.runnerToken, { attemptId: envelope.attemptId, code: 'Not A Code', message: 'm' });
    expectError(badCode, 400, 'validation_failed');
    expect(badCode.body.error.details[0].field).toBe('/code');
    expectError(await t.api.call('POST', runtimePath(world, envelope.deliveryId, 'ack'), { token: app.runnerToken, rawBody: '{not json' }), 400, 'validation_failed');
    const context = await t.api.get(runtimePath(world, envelope.deliveryId, 'context'), app.runnerToken);
    expectError(context, 400, 'validation_failed');
    expect(context.body.error.details).toEqual([{ field: 'attemptId', message: 'is required' }]);
    const mentionOutOfRange = await t.api.post(`${world.w}/channels/${world.channelId}/messages`, world.ownerToken, {
      text: '@errs',
      mentions: [{ type: 'service', serviceMemberId: app.serviceMemberId, range: { start: 0, end: 6 } }],
    });
    expectError(mentionOutOfRange, 400, 'validation_failed');
    expect(mentionOutOfRange.body.error.details[0].field).toBe('/mentions/0/range');
  });

  it('method_not_allowed on a known path, with Allow', async () => {
    const response = await t.api.call('DELETE', runtimePath(world, 'del_x', 'reply'), { token: app.runnerToken });
    expectError(response, 405, 'method_not_allowed');
    expect(response.headers.get('allow')).toBe('POST');
    const get = await t.api.call('POST', `${world.w}/app-runtime/stream`, { token: app.runnerToken });
    expectError(get, 405, 'method_not_allowed');
    expect(get.headers.get('allow')).toContain('GET');
  });
});

describe('429', () => {
  let limited: TestPlatform;

  afterAll(async () => {
    await limited?.platform.close();
  });

  it('rate_limited with Retry-After once a token exceeds its limit; other tokens are unaffected', async () => {
    limited = await startTestPlatform({ rateLimit: { requests: 3, windowMs: 60_000 } });
    const one = await limited.api.post('/api/v1/users', undefined, { name: 'one' });
    const two = await limited.api.post('/api/v1/users', undefined, { name: 'two' });
    for (let i = 0; i < 3; i += 1) expect((await limited.api.get('/api/v1/users/me', one.body.token)).status).toBe(200);
    const over = await limited.api.get('/api/v1/users/me', one.body.token);
    expectError(over, 429, 'rate_limited');
    const retryAfter = Number(over.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect((await limited.api.get('/api/v1/users/me', two.body.token)).status).toBe(200);
  });
});
