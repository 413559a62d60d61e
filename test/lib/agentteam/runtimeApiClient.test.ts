import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { VvAgentError } from '../../../src/lib/shared/errors.js';
import {
  AgentTeamApiError,
  AgentTeamRuntimeClient,
  type AgentTeamRuntimeClientOptions,
  type RunnerStreamItem,
} from '../../../src/lib/agentteam/index.js';
import { closedPort, dropConnection, error, json, sendError, startContractServer, type ContractServer } from './contractServer.js';
import { runnerEnvelope } from './helpers.js';

const TOKEN = 'rt_runner_token_abcdef';
const W = 'w_123';
let server: ContractServer;
let delays: number[];
let clients: AgentTeamRuntimeClient[];

beforeEach(async () => {
  server = await startContractServer();
  delays = [];
  clients = [];
});
afterEach(async () => {
  await Promise.all(clients.map((c) => c.close()));
  await server.close();
});

function client(options: Partial<AgentTeamRuntimeClientOptions> = {}): AgentTeamRuntimeClient {
  const made = new AgentTeamRuntimeClient({
    baseUrl: server.url,
    workspaceId: W,
    token: TOKEN,
    userAgent: 'vv-agent-test/1',
    // Record the waits instead of waiting; jitter fixed at the middle of the range.
    sleep: async (ms) => {
      delays.push(ms);
    },
    random: () => 0.5,
    ...options,
  });
  clients.push(made);
  return made;
}

const replyResponse = {
  effectId: 'eff_1',
  messageId: 'msg_9',
  deliveryId: 'del_1',
  attemptId: 'att_1',
  idempotencyKey: 'k1',
  createdAt: '2026-06-01T05:30:01Z',
};
const replyRequest = { attemptId: 'att_1', content: 'hello', idempotencyKey: 'k1', metadata: { phase: 'final' } };

async function caught(promise: Promise<unknown>): Promise<AgentTeamApiError> {
  try {
    await promise;
  } catch (e) {
    expect(e).toBeInstanceOf(AgentTeamApiError);
    return e as AgentTeamApiError;
  }
  throw new Error('expected the call to fail');
}

describe('typed methods', () => {
  it('reply POSTs the camelCase body to the delivery path with the runner token and returns the effect', async () => {
    server.queue(json(200, replyResponse));
    const result = await client().reply('del_1', replyRequest);
    expect(result).toEqual(replyResponse);
    const [request] = server.requests;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe(`/api/v1/workspaces/${W}/app-runtime/deliveries/del_1/reply`);
    expect(request?.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(request?.headers['content-type']).toBe('application/json');
    expect(request?.headers['user-agent']).toBe('vv-agent-test/1');
    expect(JSON.parse(request?.body ?? '')).toEqual(replyRequest);
  });

  it('authenticates with the delivery token when one is given', async () => {
    server.queue(json(200, replyResponse));
    await client().reply('del_1', replyRequest, { deliveryToken: 'dtok_1' });
    expect(server.requests[0]?.headers.authorization).toBe('Bearer dtok_1');
  });

  it('asks the token provider when there is one', async () => {
    server.queue(json(200, { runnerId: 'host-1', receivedAt: 'now' }));
    await client({ token: undefined, tokenProvider: async () => 'rt_from_provider' }).heartbeat({ runnerId: 'host-1' });
    expect(server.requests[0]?.headers.authorization).toBe('Bearer rt_from_provider');
  });

  it('heartbeat, ack, fail and context use their paths and bodies', async () => {
    const c = client();
    server.queue(
      json(200, { runnerId: 'host-1', receivedAt: '2026-06-01T05:30:00Z' }),
      json(200, { deliveryId: 'del_1', attemptId: 'att_1', status: 'completed' }),
      json(200, { deliveryId: 'del_2', attemptId: 'att_2', status: 'failed' }),
      json(200, { messages: [{ id: 'm1', text: 'hi', seq: 1 }], pinned: [{ id: 'm0', text: '@echo hi' }] }),
    );
    const heartbeat = { runnerId: 'host-1', runnerVersion: '1.0.0', capabilities: { 'agentteam.message.mention': true, maxConcurrency: 2 } };
    expect(await c.heartbeat(heartbeat)).toEqual({ runnerId: 'host-1', receivedAt: '2026-06-01T05:30:00Z' });
    expect((await c.ack('del_1', { attemptId: 'att_1', result: { status: 'success' } })).status).toBe('completed');
    expect((await c.fail('del_2', { attemptId: 'att_2', code: 'command_failed', message: 'boom' })).status).toBe('failed');
    const context = await c.context('del 3/x', { attemptId: 'att_3', limit: 50, beforeSeq: 0 });
    expect(context.pinned[0]?.id).toBe('m0');

    const [hb, ack, fail, ctx] = server.requests;
    expect([hb?.method, hb?.path]).toEqual(['POST', `/api/v1/workspaces/${W}/app-runtime/heartbeat`]);
    expect(JSON.parse(hb?.body ?? '')).toEqual(heartbeat);
    expect(ack?.path).toBe(`/api/v1/workspaces/${W}/app-runtime/deliveries/del_1/ack`);
    expect(JSON.parse(ack?.body ?? '')).toEqual({ attemptId: 'att_1', result: { status: 'success' } });
    expect(fail?.path).toBe(`/api/v1/workspaces/${W}/app-runtime/deliveries/del_2/fail`);
    expect(JSON.parse(fail?.body ?? '')).toEqual({ attemptId: 'att_2', code: 'command_failed', message: 'boom' });
    expect(ctx?.method).toBe('GET');
    // Ids are path segments: escaped, never able to change the path.
    expect(ctx?.path).toBe(`/api/v1/workspaces/${W}/app-runtime/deliveries/del%203%2Fx/context`);
    expect(Object.fromEntries(ctx?.query ?? [])).toEqual({ attemptId: 'att_3', limit: '50', beforeSeq: '0' });
  });

  it('credential status and claim use the installation paths with a user token', async () => {
    const c = client({ token: undefined });
    server.queue(
      json(200, { installationId: 'inst_1', appId: 'app_1', state: 'ready_to_claim', transports: ['runner_stream'] }),
      json(200, { runnerToken: 'rt_claimed_once' }, { 'cache-control': 'no-store' }),
    );
    const status = await c.credentialStatus('inst_1', { userToken: 'ut_owner' });
    expect(status.state).toBe('ready_to_claim');
    const claim = await c.claimCredentials('inst_1', { userToken: 'ut_owner' });
    expect(claim.runnerToken).toBe('rt_claimed_once');
    const [get, post] = server.requests;
    expect([get?.method, get?.path]).toEqual(['GET', `/api/v1/workspaces/${W}/app-installations/inst_1/initial-credentials`]);
    expect([post?.method, post?.path]).toEqual(['POST', `/api/v1/workspaces/${W}/app-installations/inst_1/initial-credentials/claim`]);
    expect(get?.headers.authorization).toBe('Bearer ut_owner');
    expect(post?.headers.authorization).toBe('Bearer ut_owner');
    // The contract's claim request has an empty body (not `{}`), so no JSON content type either.
    expect(post?.body).toBe('');
    expect(post?.headers['content-type']).toBeUndefined();
  });

  it('streamUrl is the workspace stream endpoint, keeping a base path prefix', () => {
    expect(client().streamUrl()).toBe(`${server.url}/api/v1/workspaces/${W}/app-runtime/stream`);
    expect(client({ baseUrl: `${server.url}/prefix/` }).streamUrl()).toBe(`${server.url}/prefix/api/v1/workspaces/${W}/app-runtime/stream`);
  });

  it('a call without any token is a config error and sends nothing', async () => {
    const error = await client({ token: undefined }).ack('del_1', { attemptId: 'att_1' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(VvAgentError);
    expect((error as VvAgentError).category).toBe('config');
    expect(server.requests).toHaveLength(0);
  });

  it('rejects a bad base URL at construction', () => {
    expect(() => new AgentTeamRuntimeClient({ baseUrl: 'not a url', workspaceId: W })).toThrow(VvAgentError);
    expect(() => new AgentTeamRuntimeClient({ baseUrl: 'ftp://x', workspaceId: W })).toThrow(/http or https/);
  });
});

describe('retries', () => {
  it('retries 429 after Retry-After seconds and re-sends the identical body', async () => {
    server.queue(error(429, 'rate_limited', 'slow down', { 'retry-after': '2' }), json(200, replyResponse));
    expect(await client().reply('del_1', replyRequest)).toEqual(replyResponse);
    expect(server.requests).toHaveLength(2);
    expect(server.requests[1]?.body).toBe(server.requests[0]?.body);
    expect(JSON.parse(server.requests[1]?.body ?? '').idempotencyKey).toBe('k1');
    expect(delays).toEqual([2000]);
  });

  it('caps a long Retry-After at 60 s', async () => {
    server.queue(error(429, 'rate_limited', 'slow down', { 'retry-after': '3600' }), json(200, replyResponse));
    await client().reply('del_1', replyRequest);
    expect(delays).toEqual([60_000]);
  });

  it('retries 5xx with exponential backoff and full jitter, same body each time', async () => {
    server.queue(error(500, 'internal_error'), error(503, 'internal_error'), json(200, replyResponse));
    await client({ retryBaseDelayMs: 1000, retryMaxDelayMs: 30_000 }).reply('del_1', replyRequest);
    expect(server.requests).toHaveLength(3);
    expect(new Set(server.requests.map((r) => r.body)).size).toBe(1);
    // random() = 0.5: half of 1000, then half of 2000.
    expect(delays).toEqual([500, 1000]);
  });

  it('retries a dropped connection (network error) with the same body', async () => {
    server.queue(dropConnection, dropConnection, json(200, replyResponse));
    expect(await client().reply('del_1', replyRequest)).toEqual(replyResponse);
    expect(server.requests).toHaveLength(3);
    expect(new Set(server.requests.map((r) => r.body)).size).toBe(1);
    expect(delays).toHaveLength(2);
  });

  it('gives up after maxAttempts with the last error', async () => {
    server.fallback = (_req, res) => sendError(res, 502, 'internal_error', 'bad gateway');
    const failure = await caught(client({ maxAttempts: 3 }).ack('del_1', { attemptId: 'att_1' }));
    expect(server.requests).toHaveLength(3);
    expect(failure.status).toBe(502);
    expect(failure.family).toBe('server');
  });

  it.each([
    [400, 'validation_failed', 'validation'],
    [409, 'attempt_not_current', 'lease'],
    [409, 'idempotency_conflict', 'conflict'],
    [401, 'invalid_token', 'authentication'],
    [404, 'delivery_not_found', 'not_found'],
  ])('never retries %i %s', async (status, code, family) => {
    server.queue(error(status, code));
    const failure = await caught(client().reply('del_1', replyRequest));
    expect(server.requests).toHaveLength(1);
    expect(delays).toEqual([]);
    expect([failure.status, failure.code, failure.family]).toEqual([status, code, family]);
  });

  it('does not retry a claim that may have reached the server (5xx, dropped), but does retry 429', async () => {
    server.queue(error(500, 'internal_error'));
    expect((await caught(client().claimCredentials('inst_1'))).status).toBe(500);
    expect(server.requests).toHaveLength(1);
    server.queue(dropConnection);
    expect((await caught(client().claimCredentials('inst_1'))).family).toBe('network');
    expect(server.requests).toHaveLength(2);
    server.queue(error(429, 'rate_limited', 'wait', { 'retry-after': '1' }), json(200, { callbackSigningSecret: 'whsec_1' }));
    expect(await client().claimCredentials('inst_1')).toEqual({ callbackSigningSecret: 'whsec_1' });
    expect(server.requests).toHaveLength(4);
  });

  it('stops waiting and reports cancelled when the signal aborts during a retry wait', async () => {
    const controller = new AbortController();
    server.queue(error(503, 'internal_error'));
    const c = client({
      sleep: (_ms, signal) => {
        controller.abort();
        return Promise.reject(signal?.reason);
      },
    });
    const failure = await caught(c.ack('del_1', { attemptId: 'att_1' }, { signal: controller.signal }));
    expect(failure.code).toBe('cancelled');
    expect(server.requests).toHaveLength(1);
  });
});

describe('errors', () => {
  it.each([
    [401, 'token_expired', 'authentication'],
    [403, 'not_permitted', 'authorization'],
    [403, 'target_not_allowed', 'authorization'],
    [404, 'installation_not_found', 'not_found'],
    [409, 'attempt_not_current', 'lease'],
    [409, 'lease_expired', 'lease'],
    [409, 'delivery_terminal', 'delivery_state'],
    [409, 'delivery_canceled', 'delivery_state'],
    [409, 'credential_already_claimed', 'conflict'],
    [400, 'validation_failed', 'validation'],
    [405, 'method_not_allowed', 'validation'],
    [429, 'rate_limited', 'rate_limit'],
    [500, 'internal_error', 'server'],
  ])('%i %s is family %s', async (status, code, family) => {
    server.queue(error(status, code, 'short text'));
    const failure = await caught(client({ maxAttempts: 1 }).ack('del_1', { attemptId: 'att_1' }));
    expect(failure.status).toBe(status);
    expect(failure.code).toBe(code);
    expect(failure.family).toBe(family);
    expect(failure.message).toContain('short text');
  });

  it('keeps the error body details', async () => {
    server.queue((_req, res) => sendError(res, 400, 'validation_failed', 'bad', { details: [{ field: 'attemptId', message: 'is required' }] }));
    const failure = await caught(client().ack('del_1', { attemptId: 'att_1' }));
    expect(failure.details).toEqual([{ field: 'attemptId', message: 'is required' }]);
  });

  it('an unreachable platform is a network error', async () => {
    const port = await closedPort();
    const failure = await caught(client({ baseUrl: `http://127.0.0.1:${port}`, maxAttempts: 2 }).heartbeat({ runnerId: 'r' }));
    expect(failure.family).toBe('network');
    expect(failure.status).toBeUndefined();
    expect(delays).toHaveLength(1);
  });

  it('a non-contract error body keeps the status as its code', async () => {
    server.queue((_req, res) => {
      res.writeHead(502, { 'content-type': 'text/html' });
      res.end('<html>bad gateway</html>');
    });
    const failure = await caught(client({ maxAttempts: 1 }).ack('del_1', { attemptId: 'att_1' }));
    expect([failure.code, failure.family]).toEqual(['http_502', 'server']);
  });

  it('a 2xx answer that is not the contract DTO is invalid_response and is not retried', async () => {
    server.queue(json(200, { unexpected: true }));
    const failure = await caught(client().reply('del_1', replyRequest));
    expect(failure.code).toBe('invalid_response');
    expect(server.requests).toHaveLength(1);
  });

  it('never puts a token into an error message, even when the server quotes it', async () => {
    server.queue(error(401, 'invalid_token', `token ${TOKEN} is not valid; also dtok_delivery_1 and Bearer abcdefgh`));
    const failure = await caught(client().reply('del_1', replyRequest, { deliveryToken: 'dtok_delivery_1' }));
    expect(failure.message).not.toContain(TOKEN);
    expect(failure.message).not.toContain('dtok_delivery_1');
    expect(failure.message).not.toContain('abcdefgh');
    expect(failure.message).toContain('[redacted]');
    expect(failure.category).toBe('config');
  });
});

describe('openStream', () => {
  async function collect(stream: AsyncIterable<RunnerStreamItem>): Promise<RunnerStreamItem[]> {
    const items: RunnerStreamItem[] = [];
    for await (const item of stream) items.push(item);
    return items;
  }

  it('yields validated events from NDJSON split across writes, reporting invalid lines', async () => {
    const delivery = JSON.stringify({ type: 'delivery', envelope: runnerEnvelope() });
    server.queue(async (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/x-ndjson' });
      const parts = [
        '{"type":"ping"}\n{"type":"deli',
        delivery.slice('{"type":"deli'.length, 40),
        `${delivery.slice(40)}\r\n\n`,
        'not json\n',
        '{"type":"shutdown"}\n',
        '{"type":"delivery","envelope":{"deliveryId":"x"}}\n',
        '{"type":"ping"}',
      ];
      for (const part of parts) {
        res.write(part);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      res.end();
    });
    const items = await collect(await client().openStream());
    expect(server.requests[0]?.path).toBe(`/api/v1/workspaces/${W}/app-runtime/stream`);
    expect(server.requests[0]?.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(items.map((item) => (item.type === 'invalid_line' ? `invalid:${item.code}` : item.type))).toEqual([
      'ping',
      'delivery',
      'invalid:invalid_json',
      'invalid:validation_failed',
      'invalid:validation_failed',
      'ping',
    ]);
    expect(items[1]).toEqual({ type: 'delivery', envelope: runnerEnvelope() });
  });

  it('an invalid line never quotes the line (it may carry a delivery token)', async () => {
    server.queue((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/x-ndjson' });
      res.end('{"type":"delivery","envelope":{"deliveryToken":"dtok_secret_1"}}\n{broken dtok_secret_2\n');
    });
    const items = await collect(await client().openStream());
    expect(items).toHaveLength(2);
    expect(JSON.stringify(items)).not.toMatch(/dtok_secret/);
  });

  it('skips a line longer than the cap and goes on', async () => {
    server.queue((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/x-ndjson' });
      res.end(`{"type":"ping","pad":"${'x'.repeat(500)}"}\n{"type":"ping"}\n`);
    });
    const items = await collect(await client({ maxStreamLineChars: 100 }).openStream());
    expect(items.map((item) => (item.type === 'invalid_line' ? item.code : item.type))).toEqual(['line_too_long', 'ping']);
  });

  it('throws a typed error on connect for 401 and 403 (the runner stops on these)', async () => {
    server.queue(error(401, 'invalid_token'), error(403, 'not_permitted'));
    expect((await caught(client().openStream())).family).toBe('authentication');
    expect((await caught(client().openStream())).family).toBe('authorization');
    expect(server.requests).toHaveLength(2);
  });

  it('ends quietly when the signal aborts mid-stream', async () => {
    server.queue((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/x-ndjson' });
      res.write('{"type":"ping"}\n');
      // Stays open, as a real stream does between pings.
    });
    const controller = new AbortController();
    const seen: string[] = [];
    for await (const item of await client().openStream(controller.signal)) {
      seen.push(item.type);
      controller.abort();
    }
    expect(seen).toEqual(['ping']);
  });

  it('ends quietly after close()', async () => {
    server.queue((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/x-ndjson' });
      res.write('{"type":"ping"}\n');
    });
    const stream = await client().openStream();
    const seen: string[] = [];
    for await (const item of stream) {
      seen.push(item.type);
      stream.close();
    }
    expect(seen).toEqual(['ping']);
  });

  it('reports a stream that stays silent past the idle limit as a network error', async () => {
    server.queue((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/x-ndjson' });
      res.write('{"type":"ping"}\n');
    });
    const stream = await client({ streamIdleSeconds: 0.2 }).openStream();
    const failure = await caught(collect(stream));
    expect(failure.code).toBe('stream_idle');
    expect(failure.family).toBe('network');
  });

  it('reports a connection broken mid-stream as a network error', async () => {
    server.queue((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/x-ndjson' });
      res.write('{"type":"ping"}\n', () => setTimeout(() => res.socket?.destroy(), 20));
    });
    const stream = await client().openStream();
    const failure = await caught(collect(stream));
    expect(failure.family).toBe('network');
  });
});
