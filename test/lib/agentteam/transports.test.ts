// The echo App's two transports, in process, against a server that speaks the Runtime API's wire
// format over loopback (test/lib/agentteam/contractServer.ts).
import type { ServerResponse } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { AgentTeamRuntimeClient, echoApp, runAppRunner, signCallback, startCallbackServer, type CallbackServer } from '../../../src/lib/agentteam/index.js';
import { closedPort, sendError, sendJson, startContractServer, type ContractServer, type RecordedRequest } from './contractServer.js';
import { callbackEnvelope, mentionPayload, runnerEnvelope } from './helpers.js';

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

async function platform(): Promise<ContractServer> {
  const server = await startContractServer();
  cleanups.push(() => server.close());
  return server;
}

function client(server: ContractServer, token?: string): AgentTeamRuntimeClient {
  const c = new AgentTeamRuntimeClient({ baseUrl: server.url, workspaceId: 'w_1', ...(token ? { token } : {}), retryBaseDelayMs: 1, random: () => 0 });
  cleanups.push(() => c.close());
  return c;
}

const waitFor = async (predicate: () => boolean, ms = 5000): Promise<void> => {
  const end = Date.now() + ms;
  while (!predicate()) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 10));
  }
};

/** Answers reply/ack/fail/heartbeat like the platform; the stream is left to the test. */
function runtimeApi(server: ContractServer, onStream: (req: RecordedRequest, res: ServerResponse) => void, hold?: (req: RecordedRequest) => Promise<void>): void {
  server.fallback = async (req, res) => {
    const action = req.path.split('/').at(-1);
    if (action === 'stream') return onStream(req, res);
    if (hold) await hold(req);
    const body = JSON.parse(req.body || '{}') as Record<string, string>;
    const deliveryId = req.path.split('/').at(-2) ?? '';
    if (action === 'heartbeat') return sendJson(res, 200, { runnerId: body['runnerId'], receivedAt: new Date().toISOString() });
    if (action === 'reply') return sendJson(res, 200, { effectId: 'eff', messageId: 'msg', deliveryId, attemptId: body['attemptId'], idempotencyKey: body['idempotencyKey'], createdAt: new Date().toISOString() });
    if (action === 'ack') return sendJson(res, 200, { deliveryId, attemptId: body['attemptId'], status: 'completed' });
    if (action === 'fail') return sendJson(res, 200, { deliveryId, attemptId: body['attemptId'], status: 'failed' });
    sendError(res, 404, 'not_found', 'no route');
  };
}

function streamOf(...lines: unknown[]): (req: RecordedRequest, res: ServerResponse) => void {
  return (_req, res) => {
    res.writeHead(200, { 'content-type': 'application/x-ndjson' });
    for (const line of lines) res.write(`${JSON.stringify(line)}\n`);
  };
}

const calls = (server: ContractServer, action: string): RecordedRequest[] => server.requests.filter((r) => r.path.endsWith(`/${action}`));

describe('runAppRunner (the echo App)', () => {
  it('connects, heartbeats, handles a delivery with its token, and stops gracefully', async () => {
    const server = await platform();
    runtimeApi(server, streamOf({ type: 'ping' }, { type: 'delivery', envelope: runnerEnvelope({ payload: mentionPayload('@echo progress 2 fin') }) }));
    const stop = new AbortController();
    const lines: string[] = [];
    const running = runAppRunner({ app: echoApp, client: client(server, 'runner-token'), runnerId: 'r-1', maxConcurrency: 3, signal: stop.signal, log: (l) => lines.push(l) });
    await waitFor(() => calls(server, 'ack').length === 1);
    stop.abort();
    const summary = await running;
    expect(summary).toMatchObject({ handled: 1, connections: 1, abandoned: 0 });
    const heartbeat = JSON.parse(calls(server, 'heartbeat')[0]!.body) as Record<string, unknown>;
    expect(heartbeat).toMatchObject({ runnerId: 'r-1', capabilities: { 'agentteam.message.mention': true, maxConcurrency: 3 } });
    expect(calls(server, 'stream')[0]!.headers.authorization).toBe('Bearer runner-token');
    expect(calls(server, 'reply').map((r) => (JSON.parse(r.body) as { content: string }).content)).toEqual(['progress 1/2', 'progress 2/2', 'fin']);
    expect(calls(server, 'reply').every((r) => r.headers.authorization === 'Bearer dtok_456')).toBe(true);
    expect(lines.some((l) => l.includes('delivery del_456') && l.includes('acked'))).toBe(true);
    expect(lines.join('\n')).not.toContain('runner-token');
  });

  it('reconnects after the stream ends, with backoff, and keeps handling deliveries', async () => {
    const server = await platform();
    let connects = 0;
    runtimeApi(server, (_req, res) => {
      connects++;
      res.writeHead(200, { 'content-type': 'application/x-ndjson' });
      if (connects === 1) res.end(`${JSON.stringify({ type: 'ping' })}\n`);
      else res.write(`${JSON.stringify({ type: 'delivery', envelope: runnerEnvelope({ deliveryId: 'del_after', attemptId: 'att_after' }) })}\n`);
    });
    const stop = new AbortController();
    const lines: string[] = [];
    const running = runAppRunner({ app: echoApp, client: client(server, 't'), runnerId: 'r', signal: stop.signal, log: (l) => lines.push(l), reconnectBaseMs: 5, random: () => 0.5 });
    await waitFor(() => calls(server, 'ack').some((r) => r.path.includes('del_after')));
    stop.abort();
    expect((await running).connections).toBe(2);
    // One line per lost connection, saying what happened and when the next try is.
    expect(lines.filter((l) => l.includes('reconnecting'))).toEqual([expect.stringMatching(/^runner stream ended; reconnecting in \d+\.\d s$/)]);
    expect(lines).not.toContain('runner stream ended');
    // A heartbeat right after each connect.
    expect(calls(server, 'heartbeat').length).toBeGreaterThanOrEqual(2);
  });

  it('stops with a clear error on 401 instead of reconnecting', async () => {
    const server = await platform();
    server.fallback = (_req, res) => sendError(res, 401, 'invalid_token', 'bad token');
    const stop = new AbortController();
    await expect(runAppRunner({ app: echoApp, client: client(server, 'nope'), runnerId: 'r', signal: stop.signal, log: () => undefined, reconnectBaseMs: 1 })).rejects.toMatchObject({
      code: 'invalid_token',
      category: 'config',
    });
    expect(calls(server, 'stream')).toHaveLength(1);
  });

  it('a platform that does not answer: one line per try, naming the cause once', async () => {
    const port = await closedPort();
    const dead = new AgentTeamRuntimeClient({ baseUrl: `http://127.0.0.1:${port}`, workspaceId: 'w_1', token: 't' });
    cleanups.push(() => dead.close());
    const stop = new AbortController();
    const lines: string[] = [];
    const running = runAppRunner({ app: echoApp, client: dead, runnerId: 'r', signal: stop.signal, log: (l) => lines.push(l), reconnectBaseMs: 5, reconnectMaxMs: 5 });
    await waitFor(() => lines.length >= 2);
    stop.abort();
    await running;
    expect(lines.length).toBeGreaterThanOrEqual(2);
    for (const line of lines) expect(line).toMatch(new RegExp(`^runner stream: cannot reach 127\\.0\\.0\\.1:${port} \\(ECONNREFUSED\\); reconnecting in \\d+\\.\\d s$`));
  });

  it('stops with the clear error when a later heartbeat is refused (token rotated), after the delivery in flight is done', async () => {
    const server = await platform();
    let heartbeats = 0;
    let release: () => void = () => undefined;
    const gate = new Promise<void>((r) => (release = r));
    runtimeApi(server, streamOf({ type: 'delivery', envelope: runnerEnvelope() }), async (req) => {
      if (req.path.endsWith('/reply')) await gate;
    });
    const answer = server.fallback;
    server.fallback = async (req, res) => {
      if (req.path.endsWith('/heartbeat') && ++heartbeats > 1) {
        sendError(res, 401, 'token_disabled', 'the bearer token has been disabled');
        setTimeout(release, 50);
        return;
      }
      await answer(req, res);
    };
    const stop = new AbortController();
    cleanups.push(async () => stop.abort());
    const lines: string[] = [];
    const running = runAppRunner({ app: echoApp, client: client(server, 't'), runnerId: 'r', heartbeatSeconds: 0.05, signal: stop.signal, log: (l) => lines.push(l) });
    const outcome = await Promise.race([running.then(() => 'resolved', (e: unknown) => e), new Promise((r) => setTimeout(() => r('still running after 3 s'), 3000))]);
    expect(outcome).toMatchObject({ code: 'token_disabled', category: 'config', message: 'runner stopped: the platform refused the runner token (401 token_disabled)' });
    expect(heartbeats).toBe(2);
    expect(calls(server, 'stream')).toHaveLength(1);
    expect(calls(server, 'ack')).toHaveLength(1);
    expect(lines.filter((l) => l.includes('heartbeat'))).toEqual([]);
  });

  it('bounds concurrency: the next delivery waits for a free slot', async () => {
    const server = await platform();
    let release: () => void = () => undefined;
    const gate = new Promise<void>((r) => (release = r));
    runtimeApi(
      server,
      streamOf({ type: 'delivery', envelope: runnerEnvelope({ deliveryId: 'd1', attemptId: 'a1' }) }, { type: 'delivery', envelope: runnerEnvelope({ deliveryId: 'd2', attemptId: 'a2' }) }),
      async (req) => {
        if (req.path.includes('/d1/reply')) await gate;
      },
    );
    const stop = new AbortController();
    const running = runAppRunner({ app: echoApp, client: client(server, 't'), runnerId: 'r', maxConcurrency: 1, signal: stop.signal, log: () => undefined });
    await waitFor(() => calls(server, 'reply').length === 1);
    await new Promise((r) => setTimeout(r, 100));
    expect(calls(server, 'reply').map((r) => r.path.split('/').at(-2))).toEqual(['d1']);
    release();
    await waitFor(() => calls(server, 'ack').length === 2);
    stop.abort();
    expect((await running).handled).toBe(2);
  });

  it('on shutdown, work still running at the deadline is left undone, never acked', async () => {
    const server = await platform();
    runtimeApi(server, streamOf({ type: 'delivery', envelope: runnerEnvelope() }), (req) => (req.path.endsWith('/reply') ? new Promise(() => undefined) : Promise.resolve()));
    const stop = new AbortController();
    const running = runAppRunner({ app: echoApp, client: client(server, 't'), runnerId: 'r', shutdownGraceSeconds: 0.2, signal: stop.signal, log: () => undefined });
    await waitFor(() => calls(server, 'reply').length === 1);
    stop.abort();
    expect((await running).abandoned).toBe(1);
    expect(calls(server, 'ack')).toHaveLength(0);
  });
});

describe('startCallbackServer', () => {
  const secret = 'whsec_test_secret';

  async function receiver(server: ContractServer, now?: () => number): Promise<CallbackServer> {
    runtimeApi(server, streamOf());
    const cb = await startCallbackServer({ app: echoApp, signingSecret: secret, client: client(server), port: 0, log: () => undefined, ...(now ? { now } : {}) });
    cleanups.push(() => cb.close(1000));
    return cb;
  }

  function post(cb: CallbackServer, body: string, headers: Record<string, string>): Promise<Response> {
    return fetch(`${cb.url}/events`, { method: 'POST', body, headers: { 'content-type': 'application/json', ...headers } });
  }

  function signed(envelope = callbackEnvelope(), t = Math.floor(Date.now() / 1000)): { body: string; headers: Record<string, string> } {
    const body = JSON.stringify(envelope);
    return {
      body,
      headers: {
        authorization: `Bearer ${envelope.delivery_token}`,
        'agentteam-signature': signCallback(secret, body, t),
        'agentteam-delivery-id': envelope.delivery_id,
        'agentteam-attempt-id': envelope.attempt_id,
        'agentteam-event-type': envelope.event_type,
      },
    };
  }

  it('accepts a signed delivery at once, then replies and acks with the delivery token', async () => {
    const server = await platform();
    const cb = await receiver(server);
    const { body, headers } = signed();
    const response = await post(cb, body, headers);
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ received: true });
    await waitFor(() => calls(server, 'ack').length === 1);
    expect(calls(server, 'reply').map((r) => [r.headers.authorization, (JSON.parse(r.body) as { content: string }).content])).toEqual([['Bearer dtok_123', 'hi']]);
    expect((await fetch(`${cb.url}/healthz`)).status).toBe(200);
  });

  it('answers a repeated attempt without running it twice; a new attempt runs with the same keys', async () => {
    const server = await platform();
    const cb = await receiver(server);
    const first = signed();
    expect((await post(cb, first.body, first.headers)).status).toBe(202);
    await waitFor(() => calls(server, 'ack').length === 1);
    const again = await post(cb, first.body, first.headers);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ received: true, duplicate: true });
    const retry = signed(callbackEnvelope({ attempt_id: 'att_124' }));
    expect((await post(cb, retry.body, retry.headers)).status).toBe(202);
    await waitFor(() => calls(server, 'ack').length === 2);
    const keys = calls(server, 'reply').map((r) => (JSON.parse(r.body) as { idempotencyKey: string }).idempotencyKey);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });

  it.each([
    ['a wrong signature', (s: ReturnType<typeof signed>) => ({ ...s, headers: { ...s.headers, 'agentteam-signature': signCallback('other-secret', s.body, Math.floor(Date.now() / 1000)) } }), 401, 'invalid_signature'],
    ['a signature over other bytes', (s: ReturnType<typeof signed>) => ({ ...s, body: s.body.replace('echo hi', 'echo HI') }), 401, 'invalid_signature'],
    ['a stale timestamp', () => signed(callbackEnvelope(), Math.floor(Date.now() / 1000) - 310), 401, 'timestamp_out_of_range'],
    ['a future timestamp', () => signed(callbackEnvelope(), Math.floor(Date.now() / 1000) + 310), 401, 'timestamp_out_of_range'],
    ['a header that disagrees with the body', (s: ReturnType<typeof signed>) => ({ ...s, headers: { ...s.headers, 'agentteam-attempt-id': 'att_other' } }), 401, 'header_mismatch'],
    ['a wrong bearer', (s: ReturnType<typeof signed>) => ({ ...s, headers: { ...s.headers, authorization: 'Bearer dtok_other' } }), 401, 'invalid_token'],
    ['a 1 MiB junk body', (s: ReturnType<typeof signed>) => ({ ...s, body: 'x'.repeat(1024 * 1024 + 1) }), 413, 'payload_too_large'],
  ] as const)('rejects %s with its code and processes nothing', async (_name, mutate, status, code) => {
    const server = await platform();
    const cb = await receiver(server);
    const request = mutate(signed());
    const response = await post(cb, request.body, request.headers);
    expect(response.status).toBe(status);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe(code);
    await new Promise((r) => setTimeout(r, 50));
    expect(calls(server, 'reply')).toHaveLength(0);
  });

  it.each([
    ['a 1 MiB junk body with a made-up signature', 'x'.repeat(1024 * 1024), { 'content-type': 'application/json', 'agentteam-signature': `t=${Math.floor(Date.now() / 1000)},v1=${'ab'.repeat(32)}` }],
    ['an unsigned non-JSON body', 'hello there', { 'content-type': 'text/plain' }],
    ['an unsigned body of no content type', 'hello there', {}],
  ] as const)('checks the signature before parsing or the content type: %s is 401', async (_name, body, headers) => {
    const server = await platform();
    const cb = await receiver(server);
    const response = await fetch(`${cb.url}/events`, { method: 'POST', body: Buffer.from(body), headers: { ...headers } });
    expect(response.status).toBe(401);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('invalid_signature');
  });

  /** A callback server whose Runtime API holds every answer until `release()`, and a signed delivery per id. */
  async function heldReceiver(queue: { maxConcurrency: number; maxQueued: number; admissionWaitMs: number }, ids: string[]) {
    const server = await platform();
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    runtimeApi(server, streamOf(), () => released);
    const cb = await startCallbackServer({ app: echoApp, signingSecret: secret, client: client(server), port: 0, log: () => undefined, ...queue });
    cleanups.push(() => cb.close(1000));
    const deliveries = ids.map((id) => signed(callbackEnvelope({ delivery_id: id, attempt_id: `att_${id}`, delivery_token: `dtok_${id}` })));
    return { server, cb, release, deliveries };
  }

  it('a delivery answered 429 is not marked seen: its retry is accepted and processed', async () => {
    const { server, cb, release, deliveries } = await heldReceiver({ maxConcurrency: 1, maxQueued: 1, admissionWaitMs: 0 }, ['del_1', 'del_2', 'del_3']);
    const [running, waiting, refused] = deliveries;
    expect((await post(cb, running!.body, running!.headers)).status).toBe(202);
    await waitFor(() => calls(server, 'reply').length === 1);
    expect((await post(cb, waiting!.body, waiting!.headers)).status).toBe(202);
    const overloaded = await post(cb, refused!.body, refused!.headers);
    expect(overloaded.status).toBe(429);
    expect(overloaded.headers.get('retry-after')).toBe('1');
    release();
    await waitFor(() => calls(server, 'ack').length === 2);
    // The platform's retry of the refused attempt: the same delivery and attempt, run this time.
    const retried = await post(cb, refused!.body, refused!.headers);
    expect(retried.status).toBe(202);
    expect(await retried.json()).toEqual({ received: true });
    await waitFor(() => calls(server, 'ack').length === 3);
    expect(calls(server, 'ack').map((r) => r.path.split('/').at(-2))).toEqual(['del_1', 'del_2', 'del_3']);
  });

  it('under overload every delivery ends handled exactly once: 429s are retried and run, repeats of accepted attempts are not', async () => {
    const server = await platform();
    // A slow Runtime API keeps the small queue full, so that the server has to refuse some.
    runtimeApi(server, streamOf(), () => new Promise((resolve) => setTimeout(resolve, 5)));
    const cb = await startCallbackServer({ app: echoApp, signingSecret: secret, client: client(server), port: 0, log: () => undefined, maxConcurrency: 2, maxQueued: 3, admissionWaitMs: 10 });
    cleanups.push(() => cb.close(1000));
    const total = 40;
    const deliveries = Array.from({ length: total }, (_, i) => signed(callbackEnvelope({ delivery_id: `del_${i}`, attempt_id: `att_${i}`, delivery_token: `dtok_${i}` })));
    const statuses: number[] = [];
    let next = 0;
    // Like the platform: 8 in flight; a 429 is sent again (the same attempt, sooner than its
    // Retry-After to keep the test short), and every accepted attempt is sent once more, as after
    // an answer lost on the way back.
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        while (next < total) {
          const delivery = deliveries[next++]!;
          for (;;) {
            const response = await post(cb, delivery.body, delivery.headers);
            statuses.push(response.status);
            if (response.status !== 429) break;
            await new Promise((resolve) => setTimeout(resolve, 5));
          }
          expect((await post(cb, delivery.body, delivery.headers)).status).toBe(200);
        }
      }),
    );
    await waitFor(() => calls(server, 'ack').length >= total, 20_000);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(statuses).toContain(429);
    const acked = calls(server, 'ack').map((r) => r.path.split('/').at(-2)).sort();
    expect(acked).toEqual(deliveries.map((_, i) => `del_${i}`).sort());
    expect(calls(server, 'reply')).toHaveLength(total);
  });

  it('a delivery that finds the queue full waits for room instead of a 429; its repeat meanwhile gets the same answer', async () => {
    const { server, cb, release, deliveries } = await heldReceiver({ maxConcurrency: 1, maxQueued: 0, admissionWaitMs: 20_000 }, ['del_1', 'del_2']);
    const [first, second] = deliveries;
    expect((await post(cb, first!.body, first!.headers)).status).toBe(202);
    await waitFor(() => calls(server, 'reply').length === 1);
    const held = post(cb, second!.body, second!.headers);
    const repeat = post(cb, second!.body, second!.headers);
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    expect((await held).status).toBe(202);
    const repeated = await repeat;
    expect(repeated.status).toBe(200);
    expect(await repeated.json()).toEqual({ received: true, duplicate: true });
    await waitFor(() => calls(server, 'ack').length === 2);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls(server, 'ack').map((r) => r.path.split('/').at(-2))).toEqual(['del_1', 'del_2']);
  });

  it('a port in use is one error saying where it could not listen', async () => {
    const server = await platform();
    const first = await receiver(server);
    const port = Number(new URL(first.url).port);
    await expect(startCallbackServer({ app: echoApp, signingSecret: secret, client: client(server), port, log: () => undefined })).rejects.toMatchObject({
      code: 'listen_failed',
      message: `cannot listen on 127.0.0.1:${port}: listen EADDRINUSE: address already in use 127.0.0.1:${port}`,
    });
  });

  it('refuses to start without a signing secret', async () => {
    const server = await platform();
    await expect(startCallbackServer({ app: echoApp, signingSecret: '  ', client: client(server), port: 0, log: () => undefined })).rejects.toMatchObject({ category: 'config' });
  });
});
