/**
 * Runner stream dispatch end to end over HTTP: mention -> durable delivery -> NDJSON delivery line
 * -> reply (visible message) -> ack -> completed; concurrency from the heartbeat; redelivery
 * after a dropped stream or a rotated runner token; lease expiry and renewal; retries exhausted.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateContextResponse, validateDeliveryStateResponse, validateHeartbeatResponse, validateReplyResponse } from '../../../../generated/agentteam/validators.js';
import { validateDelivery, validateMessageList, validatePostMessageResponse } from '../../../../generated/agentteam-dev/validators.js';
import { createApp, createWorld, deliveryOf, mention, removeTempDirs, runtimePath, startTestPlatform, StreamReader, waitFor, waitForDeliveryStatus, type TestPlatform, type World } from './helpers.js';

let t: TestPlatform;
let world: World;

beforeAll(async () => {
  t = await startTestPlatform({ pingIntervalMs: 100 });
  world = await createWorld(t.api);
});

afterAll(async () => {
  await t?.platform.close();
  removeTempDirs();
});

describe('runner stream: the happy path', () => {
  it('delivers a mention on the stream, shows the reply in the channel and completes on ack', async () => {
    const app = await createApp(t.api, world, 'echo');
    const stream = await StreamReader.open(t.platform.baseUrl, world.workspaceId, app.runnerToken!);
    expect(stream.status).toBe(200);
    expect(stream.contentType).toContain('application/x-ndjson');

    const posted = await mention(t.api, world, app, 'echo hi');
    expect(validatePostMessageResponse(posted)).toBe(true);
    expect(posted.deliveries).toHaveLength(1);
    const deliveryId = posted.deliveries[0].deliveryId;

    const envelope = await stream.delivery(1);
    expect(stream.invalid).toEqual([]);
    expect(envelope).toMatchObject({ deliveryId, eventType: 'agentteam.message.mention', leaseSeconds: 30 });
    expect(envelope.attemptId).toMatch(/^att_/);
    expect(envelope.deliveryToken).toMatch(/^atd_/);
    // The payload is the snake_case event payload with the code point mention range.
    expect(envelope.payload.message).toMatchObject({ id: posted.message.messageId, text: '@echo echo hi' });
    expect(envelope.payload.message.mentions).toEqual([{ type: 'service', service_member_id: app.serviceMemberId, range: { start: 0, end: 5 } }]);
    expect(envelope.payload.app).toMatchObject({ installation_id: app.installationId, service_member_id: app.serviceMemberId });
    expect(envelope.payload.target).toEqual({ kind: 'scope', ref: '#ops' });
    expect(envelope.payload.reply).toEqual({ default_target: '#ops', reply_to_message_id: posted.message.messageId });
    expect((await deliveryOf(t.api, world, deliveryId)).status).toBe('delivered');

    const heartbeat = await t.api.post(`${world.w}/app-runtime/heartbeat`, app.runnerToken, { runnerId: 'host-1', capabilities: { 'agentteam.message.mention': true, maxConcurrency: 2 } });
    expect(heartbeat.status).toBe(200);
    expect(validateHeartbeatResponse(heartbeat.body)).toBe(true);
    expect(heartbeat.body.runnerId).toBe('host-1');

    const reply = await t.api.post(runtimePath(world, deliveryId, 'reply'), app.runnerToken, { attemptId: envelope.attemptId, content: 'hi', idempotencyKey: `${deliveryId}:1` });
    expect(reply.status).toBe(200);
    expect(validateReplyResponse(reply.body)).toBe(true);
    expect(reply.body).toMatchObject({ deliveryId, attemptId: envelope.attemptId, idempotencyKey: `${deliveryId}:1` });

    const messages = await t.api.get(`${world.w}/channels/${world.channelId}/messages?afterSeq=${posted.message.seq}`, world.ownerToken);
    expect(validateMessageList(messages.body)).toBe(true);
    expect(messages.body.messages).toHaveLength(1);
    expect(messages.body.messages[0]).toMatchObject({
      messageId: reply.body.messageId,
      text: 'hi',
      author: { type: 'service', id: app.serviceMemberId, displayName: 'echo' },
      replyToMessageId: posted.message.messageId,
      source: { deliveryId, attemptId: envelope.attemptId, effectId: reply.body.effectId },
    });

    const context = await t.api.get(`${runtimePath(world, deliveryId, 'context')}?attemptId=${envelope.attemptId}&limit=50`, envelope.deliveryToken);
    expect(context.status).toBe(200);
    expect(validateContextResponse(context.body)).toBe(true);
    expect(context.body.pinned.map((m: { id: string }) => m.id)).toEqual([posted.message.messageId]);
    // History of the target, newest last, the pinned source message not repeated.
    expect(context.body.messages.map((m: { id: string }) => m.id)).toEqual([reply.body.messageId]);

    const ack = await t.api.post(runtimePath(world, deliveryId, 'ack'), envelope.deliveryToken, { attemptId: envelope.attemptId, result: { status: 'success' } });
    expect(ack.status).toBe(200);
    expect(validateDeliveryStateResponse(ack.body)).toBe(true);
    expect(ack.body).toEqual({ deliveryId, attemptId: envelope.attemptId, status: 'completed' });
    const delivery = await deliveryOf(t.api, world, deliveryId);
    expect(validateDelivery(delivery)).toBe(true);
    expect(delivery).toMatchObject({ status: 'completed', attemptCount: 1, result: { status: 'success' } });
    expect(delivery.attempts).toEqual([expect.objectContaining({ attemptId: envelope.attemptId, status: 'completed', transport: 'runner_stream' })]);

    // Keepalive pings arrive on the stream (interval 100 ms in this test).
    await stream.until((events) => events.some((e) => e.type === 'ping'));
    stream.close();
  });

  it('mentions in a thread inherit the channel membership and reply into the thread', async () => {
    const app = await createApp(t.api, world, 'threader');
    const root = await t.api.post(`${world.w}/channels/${world.channelId}/messages`, world.ownerToken, { text: 'thread root' });
    const stream = await StreamReader.open(t.platform.baseUrl, world.workspaceId, app.runnerToken!);
    const posted = await mention(t.api, world, app, 'in thread', { threadId: root.body.message.messageId });
    const envelope = await stream.delivery(1);
    expect(envelope.payload.target).toEqual({ kind: 'scope', ref: `#ops:${root.body.message.messageId}` });
    const reply = await t.api.post(runtimePath(world, envelope.deliveryId, 'reply'), app.runnerToken, { attemptId: envelope.attemptId, content: 'threaded', idempotencyKey: 'k1' });
    const thread = await t.api.get(`${world.w}/channels/${world.channelId}/messages?threadId=${root.body.message.messageId}`, world.ownerToken);
    expect(thread.body.messages.map((m: { messageId: string }) => m.messageId)).toEqual([root.body.message.messageId, posted.message.messageId, reply.body.messageId]);
    stream.close();
  });

  it('creates no delivery for an App that is not in the channel, and one per App otherwise', async () => {
    const inChannel = await createApp(t.api, world, 'member-app');
    const outside = await t.api.post(`${world.w}/apps`, world.ownerToken, { name: 'outsider', transports: ['runner_stream'] });
    const text = '@member-app @outsider @member-app go';
    const response = await t.api.post(`${world.w}/channels/${world.channelId}/messages`, world.ownerToken, {
      text,
      mentions: [
        { type: 'service', serviceMemberId: inChannel.serviceMemberId, range: { start: 0, end: 11 } },
        { type: 'service', appName: 'outsider', range: { start: 12, end: 21 } },
        { type: 'service', serviceMemberId: inChannel.serviceMemberId, range: { start: 22, end: 33 } },
      ],
    });
    expect(response.status).toBe(201);
    expect(response.body.deliveries).toEqual([expect.objectContaining({ installationId: inChannel.installationId, appName: 'member-app', status: 'pending' })]);
    expect(response.body.skippedMentions).toEqual([{ serviceMemberId: outside.body.app.serviceMemberId, appName: 'outsider', reason: 'not_in_channel' }]);
  });
});

describe('runner stream: concurrency, redelivery, leases', () => {
  it('pushes at most the maxConcurrency of the last heartbeat', async () => {
    const app = await createApp(t.api, world, 'bounded');
    await t.api.post(`${world.w}/app-runtime/heartbeat`, app.runnerToken, { runnerId: 'r1', capabilities: { maxConcurrency: 1 } });
    const stream = await StreamReader.open(t.platform.baseUrl, world.workspaceId, app.runnerToken!, 'r1');
    const first = await mention(t.api, world, app, 'one');
    const second = await mention(t.api, world, app, 'two');
    const envelope = await stream.delivery(1);
    expect(envelope.deliveryId).toBe(first.deliveries[0].deliveryId);
    // The second waits while the first is unfinished.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(stream.deliveries).toHaveLength(1);
    expect((await deliveryOf(t.api, world, second.deliveries[0].deliveryId)).status).toBe('pending');
    await t.api.post(runtimePath(world, envelope.deliveryId, 'ack'), app.runnerToken, { attemptId: envelope.attemptId });
    const next = await stream.delivery(2);
    expect(next.deliveryId).toBe(second.deliveries[0].deliveryId);

    // A heartbeat with a higher bound lets more through at once.
    await t.api.post(`${world.w}/app-runtime/heartbeat`, app.runnerToken, { runnerId: 'r1', capabilities: { maxConcurrency: 3 } });
    await mention(t.api, world, app, 'three');
    await mention(t.api, world, app, 'four');
    await stream.delivery(4);
    expect(stream.deliveries).toHaveLength(4);
    stream.close();
  });

  it('redelivers after a dropped stream with a new attempt, and the same idempotency key posts no duplicate', async () => {
    const app = await createApp(t.api, world, 'dropper');
    const first = await StreamReader.open(t.platform.baseUrl, world.workspaceId, app.runnerToken!);
    const posted = await mention(t.api, world, app, 'work');
    const deliveryId = posted.deliveries[0].deliveryId;
    const attempt1 = await first.delivery(1);
    const reply1 = await t.api.post(runtimePath(world, deliveryId, 'reply'), app.runnerToken, { attemptId: attempt1.attemptId, content: 'progress 1/1', idempotencyKey: `${deliveryId}:1` });
    expect(reply1.status).toBe(200);
    first.close();

    const ended = await waitFor(async () => {
      const d = await deliveryOf(t.api, world, deliveryId);
      return d.attempts[0].status === 'ended' ? d : undefined;
    });
    expect(ended.attempts[0]).toMatchObject({ attemptId: attempt1.attemptId, endReason: 'stream_disconnected' });

    const second = await StreamReader.open(t.platform.baseUrl, world.workspaceId, app.runnerToken!);
    const attempt2 = await second.delivery(1);
    expect(attempt2.deliveryId).toBe(deliveryId);
    expect(attempt2.attemptId).not.toBe(attempt1.attemptId);
    expect(attempt2.envelopeId).toBe(attempt1.envelopeId);

    // The old attempt is no longer current.
    const stale = await t.api.post(runtimePath(world, deliveryId, 'ack'), app.runnerToken, { attemptId: attempt1.attemptId });
    expect(stale.status).toBe(409);
    expect(stale.body.error.code).toBe('attempt_not_current');

    // Re-running the work with the same key returns the first effect: one visible message.
    const again = await t.api.post(runtimePath(world, deliveryId, 'reply'), attempt2.deliveryToken, { attemptId: attempt2.attemptId, content: 'progress 1/1', idempotencyKey: `${deliveryId}:1` });
    expect(again.status).toBe(200);
    expect(again.body.effectId).toBe(reply1.body.effectId);
    expect(again.body.messageId).toBe(reply1.body.messageId);
    const ack = await t.api.post(runtimePath(world, deliveryId, 'ack'), attempt2.deliveryToken, { attemptId: attempt2.attemptId });
    expect(ack.body.status).toBe('completed');
    const messages = await t.api.get(`${world.w}/channels/${world.channelId}/messages?afterSeq=${posted.message.seq}`, world.ownerToken);
    expect(messages.body.messages.filter((m: { source?: { deliveryId: string } }) => m.source?.deliveryId === deliveryId)).toHaveLength(1);
    second.close();
  });

  it('fails the delivery with attempts_exhausted after 5 attempts', async () => {
    const app = await createApp(t.api, world, 'flaky');
    const posted = await mention(t.api, world, app, 'never finishes');
    const deliveryId = posted.deliveries[0].deliveryId;
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const stream = await StreamReader.open(t.platform.baseUrl, world.workspaceId, app.runnerToken!);
      const envelope = await stream.delivery(1);
      expect(envelope.deliveryId).toBe(deliveryId);
      stream.close();
      await waitFor(async () => ((await deliveryOf(t.api, world, deliveryId)).attemptCount === attempt && (await deliveryOf(t.api, world, deliveryId)).status !== 'delivered' ? true : undefined));
    }
    const failed = await waitForDeliveryStatus(t.api, world, deliveryId, 'failed');
    expect(failed.failure.code).toBe('attempts_exhausted');
    expect(failed.attempts).toHaveLength(5);
    expect(failed.attempts.every((a: { endReason?: string }) => a.endReason === 'stream_disconnected')).toBe(true);
  });
});

describe('runner stream: its runner token stops being valid', () => {
  it('a rotated token closes its stream at once; the unacknowledged delivery is pending again and goes to the new token\'s stream', async () => {
    const app = await createApp(t.api, world, 'rotated-stream');
    const old = await StreamReader.open(t.platform.baseUrl, world.workspaceId, app.runnerToken!, 'r-old');
    const posted = await mention(t.api, world, app, 'hang');
    const deliveryId = posted.deliveries[0].deliveryId;
    const first = await old.delivery(1);

    const rotated = await t.api.post(`${world.w}/app-installations/${app.installationId}/runner-token/rotate`, world.ownerToken);
    expect(rotated.status).toBe(200);
    // Well before any heartbeat of the runner could notice (none is sent here at all).
    await waitFor(() => (old.isEnded ? true : undefined), 2_000, 'the old token\'s stream to end');
    expect(t.platform.openStreamCount(app.installationId)).toBe(0);
    const pending = await deliveryOf(t.api, world, deliveryId);
    expect(pending.status).toBe('pending');
    expect(pending.attempts).toEqual([
      expect.objectContaining({ attemptId: first.attemptId, status: 'ended', endReason: 'stream_disconnected', endDetail: 'its runner token is no longer valid' }),
    ]);
    expect(t.logs).toContain(`delivery ${deliveryId} attempt 1 ended: stream_disconnected; retry in 30 ms`);
    expect(t.logs.some((l) => /^runner stream stream_\w+ closed: its runner token is no longer valid$/.test(l))).toBe(true);

    // The old token cannot open another; the new one gets the delivery as attempt 2.
    const again = await StreamReader.open(t.platform.baseUrl, world.workspaceId, app.runnerToken!, 'r-old');
    expect(again.status).toBe(401);
    const fresh = await StreamReader.open(t.platform.baseUrl, world.workspaceId, rotated.body.runnerToken, 'r-new');
    const second = await fresh.delivery(1);
    expect(second).toMatchObject({ deliveryId });
    expect(second.attemptId).not.toBe(first.attemptId);
    expect(old.deliveries).toHaveLength(1);
    const ack = await t.api.post(runtimePath(world, deliveryId, 'ack'), second.deliveryToken, { attemptId: second.attemptId });
    expect(ack.body.status).toBe('completed');
    fresh.close();
  });
});

describe('leases', () => {
  let short: TestPlatform;
  let shortWorld: World;

  beforeAll(async () => {
    short = await startTestPlatform({ leaseSeconds: 2 });
    shortWorld = await createWorld(short.api);
  });

  afterAll(async () => {
    await short?.platform.close();
  });

  it('ends an attempt whose lease expired and redelivers it; the old attempt is told lease_expired', async () => {
    const app = await createApp(short.api, shortWorld, 'slow');
    await short.api.post(`${shortWorld.w}/app-runtime/heartbeat`, app.runnerToken, { runnerId: 'r', capabilities: { maxConcurrency: 2 } });
    const stream = await StreamReader.open(short.platform.baseUrl, shortWorld.workspaceId, app.runnerToken!, 'r');
    const posted = await mention(short.api, shortWorld, app, 'slow work');
    const first = await stream.delivery(1);
    expect(first.leaseSeconds).toBe(2);
    const second = await stream.delivery(2, 5_000);
    expect(second.deliveryId).toBe(posted.deliveries[0].deliveryId);
    expect(second.attemptId).not.toBe(first.attemptId);
    const late = await short.api.post(runtimePath(shortWorld, first.deliveryId, 'reply'), app.runnerToken, { attemptId: first.attemptId, content: 'late', idempotencyKey: 'late' });
    expect(late.status).toBe(409);
    expect(late.body.error.code).toBe('lease_expired');
    const delivery = await deliveryOf(short.api, shortWorld, first.deliveryId);
    expect(delivery.attempts[0]).toMatchObject({ status: 'ended', endReason: 'lease_expired' });
    stream.close();
  });

  it('renews the lease on every reply, so progress replies keep long work alive', async () => {
    const app = await createApp(short.api, shortWorld, 'progress');
    const stream = await StreamReader.open(short.platform.baseUrl, shortWorld.workspaceId, app.runnerToken!);
    await mention(short.api, shortWorld, app, 'long');
    const envelope = await stream.delivery(1);
    // 3 s of work with a 2 s lease, a reply every 500 ms.
    for (let i = 1; i <= 6; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      const reply = await short.api.post(runtimePath(shortWorld, envelope.deliveryId, 'reply'), app.runnerToken, { attemptId: envelope.attemptId, content: `progress ${i}/6`, idempotencyKey: `p${i}` });
      expect(reply.status).toBe(200);
    }
    const ack = await short.api.post(runtimePath(shortWorld, envelope.deliveryId, 'ack'), app.runnerToken, { attemptId: envelope.attemptId });
    expect(ack.body.status).toBe('completed');
    expect(stream.deliveries).toHaveLength(1);
    stream.close();
  });
});
