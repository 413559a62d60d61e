/**
 * Callback dispatch to a tiny node:http receiver that checks every request with the core
 * library's verifyCallbackRequest: signed POST /events, then reply/ack with the delivery token;
 * a 500 or a timeout ends the attempt and the next one has a new attemptId.
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallbackEnvelope } from '../../../../generated/agentteam/types.js';
import { verifyCallbackRequest } from '../../../../src/lib/agentteam/index.js';
import { createApp, createWorld, StreamReader, deliveryOf, mention, removeTempDirs, runtimePath, startTestPlatform, waitFor, waitForDeliveryStatus, type TestPlatform, type World } from './helpers.js';

interface Received {
  readonly path: string;
  readonly headers: IncomingHttpHeaders;
  readonly verified: boolean;
  readonly rejection?: string;
  readonly envelope?: CallbackEnvelope;
}

/** Answers each request with the next scripted behaviour (default 200). */
class Receiver {
  readonly received: Received[] = [];
  readonly script: ('ok' | 'error' | 'hang')[] = [];
  secret = '';
  private server!: Server;
  url = '';

  async start(): Promise<void> {
    this.server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (c: Buffer) => chunks.push(c));
      request.on('end', () => {
        const rawBody = Buffer.concat(chunks);
        const check = verifyCallbackRequest({ secret: this.secret, headers: request.headers, rawBody });
        this.received.push({
          path: request.url ?? '',
          headers: request.headers,
          verified: check.ok,
          ...(check.ok ? { envelope: check.envelope } : { rejection: check.code }),
        });
        const behaviour = this.script.shift() ?? 'ok';
        if (behaviour === 'hang') return;
        response.writeHead(behaviour === 'ok' ? 200 : 500, { 'content-type': 'application/json' });
        response.end(JSON.stringify(behaviour === 'ok' ? { received: true } : { error: 'boom' }));
      });
    });
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  forDelivery(deliveryId: string): Received[] {
    return this.received.filter((r) => r.envelope?.delivery_id === deliveryId);
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
  }
}

let t: TestPlatform;
let world: World;
const receiver = new Receiver();

beforeAll(async () => {
  await receiver.start();
  t = await startTestPlatform({ callbackTimeoutMs: 400 });
  world = await createWorld(t.api);
});

afterAll(async () => {
  await t?.platform.close();
  await receiver.stop();
  removeTempDirs();
});

describe('callback transport', () => {
  it('POSTs a signed snake_case envelope to <callbackUrl>/events; reply and ack complete it', async () => {
    const app = await createApp(t.api, world, 'cb-echo', ['callback'], receiver.url);
    receiver.secret = app.callbackSigningSecret!;
    const posted = await mention(t.api, world, app, 'echo hi');
    const deliveryId = posted.deliveries[0].deliveryId;
    const [got] = await waitFor(() => (receiver.forDelivery(deliveryId).length > 0 ? receiver.forDelivery(deliveryId) : undefined));
    expect(got!.verified).toBe(true);
    expect(got!.path).toBe('/events');
    const envelope = got!.envelope!;
    expect(got!.headers['agentteam-delivery-id']).toBe(deliveryId);
    expect(got!.headers['agentteam-attempt-id']).toBe(envelope.attempt_id);
    expect(got!.headers['agentteam-event-type']).toBe('agentteam.message.mention');
    expect(got!.headers['authorization']).toBe(`Bearer ${envelope.delivery_token}`);
    expect(got!.headers['agentteam-signature']).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(envelope.payload.message.text).toBe('@cb-echo echo hi');
    expect(envelope.payload.app?.service_member_id).toBe(app.serviceMemberId);

    // A 2xx only confirms receipt: the delivery stays leased until the App acks.
    expect((await deliveryOf(t.api, world, deliveryId)).status).toBe('delivered');
    const reply = await t.api.post(runtimePath(world, deliveryId, 'reply'), envelope.delivery_token, { attemptId: envelope.attempt_id, content: 'hi', idempotencyKey: `${deliveryId}:1` });
    expect(reply.status).toBe(200);
    const ack = await t.api.post(runtimePath(world, deliveryId, 'ack'), envelope.delivery_token, { attemptId: envelope.attempt_id, result: { status: 'success' } });
    expect(ack.body.status).toBe('completed');
    expect(await deliveryOf(t.api, world, deliveryId)).toMatchObject({ status: 'completed', attempts: [expect.objectContaining({ transport: 'callback', status: 'completed' })] });
  });

  it('a signature made with another secret does not verify at the receiver', async () => {
    const app = await createApp(t.api, world, 'cb-wrong-secret', ['callback'], receiver.url);
    receiver.secret = 'atcs_not-the-secret';
    const posted = await mention(t.api, world, app, 'x');
    const [got] = await waitFor(() => {
      const r = receiver.received.filter((x) => !x.verified);
      return r.length > 0 ? r : undefined;
    });
    expect(got!.rejection).toBe('invalid_signature');
    await t.api.post(`${world.w}/deliveries/${posted.deliveries[0].deliveryId}/cancel`, world.ownerToken);
  });

  it('redelivers after a 500 with a new attemptId', async () => {
    const app = await createApp(t.api, world, 'cb-500', ['callback'], `${receiver.url}/events`);
    receiver.secret = app.callbackSigningSecret!;
    receiver.script.push('error');
    const posted = await mention(t.api, world, app, 'again');
    const deliveryId = posted.deliveries[0].deliveryId;
    const both = await waitFor(() => (receiver.forDelivery(deliveryId).length >= 2 ? receiver.forDelivery(deliveryId) : undefined));
    expect(both.every((r) => r.verified && r.path === '/events')).toBe(true);
    const [first, second] = both.map((r) => r.envelope!);
    expect(second!.attempt_id).not.toBe(first!.attempt_id);
    expect(second!.delivery_id).toBe(first!.delivery_id);
    expect(second!.delivery_token).not.toBe(first!.delivery_token);
    const delivery = await deliveryOf(t.api, world, deliveryId);
    expect(delivery.attempts[0]).toMatchObject({ attemptId: first!.attempt_id, status: 'ended', endReason: 'callback_http_500' });
    expect(delivery.currentAttemptId).toBe(second!.attempt_id);
    const stale = await t.api.post(runtimePath(world, deliveryId, 'ack'), first!.delivery_token, { attemptId: first!.attempt_id });
    expect(stale.body.error.code).toBe('attempt_not_current');
    const ack = await t.api.post(runtimePath(world, deliveryId, 'ack'), second!.delivery_token, { attemptId: second!.attempt_id });
    expect(ack.body.status).toBe('completed');
  });

  it('a callback that does not answer in time ends its attempt (callback_timeout) and is retried', async () => {
    const app = await createApp(t.api, world, 'cb-slow', ['callback'], receiver.url);
    receiver.secret = app.callbackSigningSecret!;
    receiver.script.push('hang');
    const posted = await mention(t.api, world, app, 'slow');
    const deliveryId = posted.deliveries[0].deliveryId;
    await waitFor(() => (receiver.forDelivery(deliveryId).length >= 2 ? true : undefined));
    const delivery = await deliveryOf(t.api, world, deliveryId);
    expect(delivery.attempts[0]).toMatchObject({ status: 'ended', endReason: 'callback_timeout' });
    expect(delivery.attempts).toHaveLength(2);
    const second = receiver.forDelivery(deliveryId)[1]!.envelope!;
    await t.api.post(runtimePath(world, deliveryId, 'fail'), second.delivery_token, { attemptId: second.attempt_id, code: 'gave_up', message: 'stop' });
    await waitForDeliveryStatus(t.api, world, deliveryId, 'failed');
  });

  it('a stored callback URL that is not a URL ends each attempt as callback_unreachable; the platform stays up', async () => {
    const app = await createApp(t.api, world, 'cb-bad-url', ['callback'], receiver.url);
    // As a store written by an older build may hold it: this build's API and CLI refuse such a URL.
    t.platform.core.configureAppRuntime(app.installationId, ['callback'], 'notaurl');
    const posted = await mention(t.api, world, app, 'anyone?');
    const failed = await waitForDeliveryStatus(t.api, world, posted.deliveries[0].deliveryId, 'failed');
    expect(failed.failure.code).toBe('attempts_exhausted');
    expect(failed.attempts.map((a: { endReason: string }) => a.endReason)).toEqual(Array(failed.attempts.length).fill('callback_unreachable'));
    expect(t.logs.some((line) => line.includes('callback URL notaurl is not a URL'))).toBe(true);
  });

  it('an unreachable callback service exhausts the attempts', async () => {
    const app = await createApp(t.api, world, 'cb-down', ['callback'], 'http://127.0.0.1:9');
    const posted = await mention(t.api, world, app, 'nobody home');
    const failed = await waitForDeliveryStatus(t.api, world, posted.deliveries[0].deliveryId, 'failed');
    expect(failed.failure.code).toBe('attempts_exhausted');
    expect(failed.attempts).toHaveLength(5);
    expect(failed.attempts.map((a: { endReason: string }) => a.endReason)).toEqual(Array(5).fill('callback_unreachable'));
  });

  it('an App with both transports uses its runner stream while one is open, else the callback', async () => {
    const app = await createApp(t.api, world, 'cb-both', ['runner_stream', 'callback'], receiver.url);
    receiver.secret = app.callbackSigningSecret!;
    const viaCallback = await mention(t.api, world, app, 'no runner yet');
    const [got] = await waitFor(() => (receiver.forDelivery(viaCallback.deliveries[0].deliveryId).length > 0 ? receiver.forDelivery(viaCallback.deliveries[0].deliveryId) : undefined));
    expect(got!.verified).toBe(true);
    await t.api.post(runtimePath(world, got!.envelope!.delivery_id, 'ack'), got!.envelope!.delivery_token, { attemptId: got!.envelope!.attempt_id });

    const stream = await StreamReader.open(t.platform.baseUrl, world.workspaceId, app.runnerToken!);
    const viaStream = await mention(t.api, world, app, 'runner connected');
    const envelope = await stream.deliveryOf(viaStream.deliveries[0].deliveryId);
    expect(envelope.payload.message.text).toBe('@cb-both runner connected');
    expect(receiver.forDelivery(viaStream.deliveries[0].deliveryId)).toEqual([]);
    stream.close();
  });
});

describe('callback concurrency', () => {
  it('sends an App at most callbackConcurrency callbacks at a time; the rest wait pending, without an attempt, until one ends', async () => {
    const bounded = await startTestPlatform({ callbackConcurrency: 2 });
    try {
      const w = await createWorld(bounded.api);
      const app = await createApp(bounded.api, w, 'cb-bounded', ['callback'], receiver.url);
      receiver.secret = app.callbackSigningSecret!;
      const ids: string[] = [];
      for (let i = 0; i < 5; i += 1) ids.push((await mention(bounded.api, w, app, `m${i}`)).deliveries[0].deliveryId);
      const sent = (): CallbackEnvelope[] => receiver.received.flatMap((r) => (r.envelope !== undefined && ids.includes(r.envelope.delivery_id) ? [r.envelope] : []));
      await waitFor(() => (sent().length >= 2 ? true : undefined));
      // Ten dispatch ticks later, still two: the others wait (a 200 only confirms receipt, so
      // both attempts stay active until ack).
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(sent()).toHaveLength(2);
      const waiting = ids.filter((id) => !sent().some((e) => e.delivery_id === id));
      expect(waiting).toHaveLength(3);
      expect(await deliveryOf(bounded.api, w, waiting[0]!)).toMatchObject({ status: 'pending', attempts: [] });
      const first = sent()[0]!;
      const ack = await bounded.api.post(runtimePath(w, first.delivery_id, 'ack'), first.delivery_token, { attemptId: first.attempt_id, result: { status: 'success' } });
      expect(ack.body.status).toBe('completed');
      await waitFor(() => (sent().length >= 3 ? true : undefined));
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(sent()).toHaveLength(3);
    } finally {
      await bounded.platform.close();
    }
  });
});
