import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HttpClient, HttpClientError, type HttpClientOptions, type HttpResponse } from '../../../src/lib/http/index.js';
import { closedPort, dropConnection, error, json, sendJson, startContractServer, type ContractServer, type Responder } from '../agentteam/contractServer.js';

const TOKEN = 'tok_secret_0123456789';
let server: ContractServer;
let clients: HttpClient[];
let waits: number[];

beforeEach(async () => {
  server = await startContractServer();
  clients = [];
  waits = [];
});
afterEach(async () => {
  await Promise.all(clients.map((c) => c.close()));
  await server.close();
});

/** A client whose retry waits are recorded instead of waited, with jitter fixed at the middle. */
function client(options: HttpClientOptions = {}): HttpClient {
  const made = new HttpClient({
    sleep: async (ms) => {
      waits.push(ms);
    },
    random: () => 0.5,
    ...options,
  });
  clients.push(made);
  return made;
}

async function failure(promise: Promise<unknown>): Promise<HttpClientError> {
  const outcome = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(outcome).toBeInstanceOf(HttpClientError);
  return outcome as HttpClientError;
}

async function readAll(response: HttpResponse): Promise<string> {
  const decoder = new TextDecoder();
  let text = '';
  for await (const chunk of response.body) text += decoder.decode(chunk, { stream: true });
  return text + decoder.decode();
}

describe('requestJson', () => {
  it('sends the JSON body with the bearer token and reads the JSON answer', async () => {
    server.queue(json(200, { ok: true, n: 1 }));
    const answer = await client({ userAgent: 'vv-agent-test' }).requestJson({ method: 'POST', url: `${server.url}/api/items?x=1`, json: { a: 'ü' }, bearerToken: TOKEN });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ ok: true, n: 1 });
    const [sent] = server.requests;
    expect([sent?.method, sent?.path, sent?.query.get('x')]).toEqual(['POST', '/api/items', '1']);
    expect(sent?.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(sent?.headers['content-type']).toBe('application/json');
    expect(sent?.headers.accept).toBe('application/json');
    expect(sent?.headers['user-agent']).toBe('vv-agent-test');
    expect(JSON.parse(sent?.body ?? '')).toEqual({ a: 'ü' });
  });

  it('reads an empty 2xx body as undefined', async () => {
    server.queue((_req, res) => {
      res.writeHead(204);
      res.end();
    });
    expect((await client().requestJson({ method: 'DELETE', url: `${server.url}/x` })).body).toBeUndefined();
  });

  it('a 2xx body that is not JSON, or too large, is invalid_response and is not retried', async () => {
    server.queue(
      (_req, res) => {
        res.writeHead(200, { 'content-type': 'text/html' });
        res.end('<html>proxy</html>');
      },
      json(200, { pad: 'x'.repeat(2000) }),
    );
    const c = client();
    expect((await failure(c.requestJson({ method: 'GET', url: `${server.url}/a` }))).code).toBe('invalid_response');
    const tooLarge = await failure(c.requestJson({ method: 'GET', url: `${server.url}/b`, maxResponseBytes: 1000 }));
    expect(tooLarge.code).toBe('invalid_response');
    expect(tooLarge.message).toContain('larger than 1000 bytes');
    expect(server.requests).toHaveLength(2);
  });

  it('a 2xx body cut short is retried like a dropped connection, and is a network error (phase body) at the last attempt', async () => {
    const cutShort: Responder = (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': '100' });
      res.write('{"ok":');
      setTimeout(() => res.socket?.destroy(), 20);
    };
    server.queue(cutShort, json(200, { ok: 1 }));
    expect((await client().requestJson({ method: 'GET', url: `${server.url}/r` })).body).toEqual({ ok: 1 });
    server.queue(cutShort);
    const broken = await failure(client().requestJson({ method: 'GET', url: `${server.url}/r`, maxAttempts: 1 }));
    expect([broken.code, broken.phase]).toEqual(['network', 'body']);
    expect(server.requests).toHaveLength(3);
  });

  it('aborting while the JSON body is read is cancelled', async () => {
    const controller = new AbortController();
    server.queue((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': '100' });
      res.write('{"ok":');
      setTimeout(() => controller.abort(), 20);
    });
    const cancelled = await failure(client().requestJson({ method: 'GET', url: `${server.url}/r`, signal: controller.signal }));
    expect(cancelled.code).toBe('cancelled');
  });
});

describe('retries', () => {
  it('retries 429 after Retry-After, re-sending the identical bytes', async () => {
    server.queue(error(429, 'rate_limited', 'slow down', { 'retry-after': '2' }), json(200, { ok: true }));
    const answer = await client().requestJson({ method: 'POST', url: `${server.url}/r`, json: { key: 'k1' }, idempotent: false });
    expect(answer.body).toEqual({ ok: true });
    expect(waits).toEqual([2000]);
    expect(server.requests).toHaveLength(2);
    expect(server.requests[1]?.body).toBe(server.requests[0]?.body);
  });

  it('retries 5xx with full-jitter exponential backoff and gives up after maxAttempts with the last answer', async () => {
    server.queue(error(500, 'internal', 'one'), error(502, 'internal', 'two'), error(503, 'internal', 'three'));
    const failed = await failure(client({ maxAttempts: 3, retryBaseDelayMs: 1000 }).requestJson({ method: 'GET', url: `${server.url}/r` }));
    expect([failed.code, failed.status]).toEqual(['http_status', 503]);
    expect(failed.message).toContain('three');
    // random() = 0.5: half of 1000, then half of 2000.
    expect(waits).toEqual([500, 1000]);
    expect(server.requests).toHaveLength(3);
  });

  it('uses a Retry-After on a 5xx too, and an HTTP date against the clock', async () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    server.queue(error(503, 'busy', 'busy', { 'retry-after': 'Thu, 01 Jan 2026 00:00:07 GMT' }), json(200, {}));
    await client({ now: () => now }).requestJson({ method: 'GET', url: `${server.url}/r` });
    expect(waits).toEqual([7000]);
  });

  it('a Retry-After beyond the cap gives up at once, or waits the cap with wait_max', async () => {
    server.queue(error(429, 'quota', 'quota', { 'retry-after': '3600' }));
    const failed = await failure(client().requestJson({ method: 'GET', url: `${server.url}/r` }));
    expect([failed.status, failed.retryAfterMs]).toEqual([429, 3_600_000]);
    expect(waits).toEqual([]);
    server.queue(error(429, 'quota', 'quota', { 'retry-after': '3600' }), json(200, {}));
    await client({ longRetryAfter: 'wait_max', maxRetryAfterMs: 60_000 }).requestJson({ method: 'GET', url: `${server.url}/r` });
    expect(waits).toEqual([60_000]);
  });

  it('never retries another 4xx', async () => {
    server.queue(error(400, 'validation_failed'), error(404, 'not_found'));
    expect((await failure(client().requestJson({ method: 'GET', url: `${server.url}/a` }))).status).toBe(400);
    expect((await failure(client().requestJson({ method: 'GET', url: `${server.url}/b` }))).status).toBe(404);
    expect(server.requests).toHaveLength(2);
    expect(waits).toEqual([]);
  });

  it('retries extra statuses named by retryStatus', async () => {
    server.queue(error(408, 'timeout'), json(200, {}));
    await client({ retryStatus: (status) => status === 408 || status >= 500 }).requestJson({ method: 'GET', url: `${server.url}/r` });
    expect(server.requests).toHaveLength(2);
  });

  it('retries a dropped connection for an idempotent call, but not for one that must not run twice', async () => {
    server.queue(dropConnection, json(200, { ok: 1 }));
    expect((await client().requestJson({ method: 'GET', url: `${server.url}/r` })).body).toEqual({ ok: 1 });
    expect(server.requests).toHaveLength(2);
    server.queue(dropConnection);
    const dropped = await failure(client().requestJson({ method: 'POST', url: `${server.url}/claim`, json: {}, idempotent: false }));
    expect([dropped.code, dropped.phase]).toEqual(['network', 'headers']);
    server.queue(error(500, 'internal'));
    expect((await failure(client().requestJson({ method: 'POST', url: `${server.url}/claim`, json: {}, idempotent: false }))).status).toBe(500);
    expect(server.requests).toHaveLength(4);
  });

  it('retries a refused connection even for a call that must not run twice (nothing was sent)', async () => {
    const port = await closedPort();
    const refused = await failure(client({ maxAttempts: 2 }).requestJson({ method: 'POST', url: `http://127.0.0.1:${port}/claim`, json: {}, idempotent: false }));
    expect([refused.code, refused.phase, refused.transportCode]).toEqual(['network', 'connect', 'ECONNREFUSED']);
    expect(refused.message).toContain(`cannot reach 127.0.0.1:${port} (ECONNREFUSED)`);
    expect(waits).toHaveLength(1);
  });

  it('a request may ask for a single attempt', async () => {
    server.queue(error(503, 'busy'), json(200, {}));
    expect((await failure(client().requestJson({ method: 'GET', url: `${server.url}/r`, maxAttempts: 1 }))).status).toBe(503);
    expect(server.requests).toHaveLength(1);
  });
});

describe('open (streaming)', () => {
  it('retries before the answer starts, then hands out the body as it arrives', async () => {
    server.queue(error(503, 'busy'), (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.write('one,');
      setTimeout(() => res.end('two'), 20);
    });
    const response = await client().open({ method: 'POST', url: `${server.url}/s`, json: { q: 1 }, idempotent: true });
    expect(response.status).toBe(200);
    expect(await readAll(response)).toBe('one,two');
    expect(server.requests).toHaveLength(2);
  });

  it('does not retry once the first byte was handed out: a broken body is a network error', async () => {
    server.queue(
      (_req, res) => {
        res.writeHead(200, { 'content-type': 'text/plain' });
        res.write('partial', () => setTimeout(() => res.socket?.destroy(), 20));
      },
      json(200, { never: true }),
    );
    const response = await client().open({ method: 'GET', url: `${server.url}/s` });
    const seen: string[] = [];
    const broken = await failure(
      (async () => {
        for await (const chunk of response.body) seen.push(Buffer.from(chunk).toString());
      })(),
    );
    expect([broken.code, broken.phase]).toEqual(['network', 'body']);
    expect(seen).toEqual(['partial']);
    expect(server.requests).toHaveLength(1);
    expect(waits).toEqual([]);
  });

  it('times out on silence, not on the length of the whole answer', async () => {
    server.queue((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/plain' });
      let n = 0;
      const timer = setInterval(() => {
        n += 1;
        if (n === 8) {
          clearInterval(timer);
          res.end('.');
        } else res.write('.');
      }, 100);
    });
    const c = client({ timeoutSeconds: 0.3 });
    const started = Date.now();
    // 800 ms in all, never silent for 300 ms.
    expect(await readAll(await c.open({ method: 'GET', url: `${server.url}/slow` }))).toBe('........');
    expect(Date.now() - started).toBeGreaterThan(600);

    server.queue((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.write('first');
    });
    const stalled = await c.open({ method: 'GET', url: `${server.url}/stall` });
    const silent = await failure(readAll(stalled));
    expect([silent.code, silent.phase]).toEqual(['timeout', 'body']);
    expect(silent.message).toContain('sent nothing for 0.3 s');
  });

  it('a per-request idle limit bounds the silence of that body only', async () => {
    server.queue((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.write('x');
    });
    const started = Date.now();
    const stalled = await client({ timeoutSeconds: 30 }).open({ method: 'GET', url: `${server.url}/stall`, idleTimeoutSeconds: 0.2 });
    expect((await failure(readAll(stalled))).message).toContain('sent nothing for 0.2 s');
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('a missing answer is a timeout and is not retried by default', async () => {
    server.queue(() => undefined, () => undefined);
    const hung = await failure(client({ timeoutSeconds: 0.3 }).open({ method: 'GET', url: `${server.url}/hang` }));
    expect([hung.code, hung.phase]).toEqual(['timeout', 'headers']);
    expect(hung.message).toContain('no response within 0.3 s');
    expect(server.requests).toHaveLength(1);
  });

  it('retries a timeout with retryTimeouts', async () => {
    server.queue(() => undefined, json(200, { late: false }));
    const answer = await client({ timeoutSeconds: 0.3, retryTimeouts: true }).requestJson({ method: 'GET', url: `${server.url}/hang` });
    expect(answer.body).toEqual({ late: false });
    expect(server.requests).toHaveLength(2);
  });

  it('close() ends the iteration quietly and drops the connection', async () => {
    server.queue((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.write('first');
    });
    const response = await client().open({ method: 'GET', url: `${server.url}/s` });
    const seen: string[] = [];
    for await (const chunk of response.body) {
      seen.push(Buffer.from(chunk).toString());
      response.close();
    }
    expect(seen).toEqual(['first']);
  });
});

describe('error bodies', () => {
  it('are capped and scrubbed of the bearer token, other secrets and credential-shaped text', async () => {
    const quoted = `token ${TOKEN} and key sk-abcdef123456 and Bearer abcdefgh and other_secret_1 rejected`;
    const c = client({ maxErrorBodyBytes: 4096 });
    const request = { method: 'GET', url: `${server.url}/me`, bearerToken: TOKEN, secrets: ['other_secret_1'] } as const;
    server.queue((_req, res) => sendJson(res, 401, { error: { code: 'invalid_token', message: quoted } }));
    const failed = await failure(c.requestJson(request));
    expect(failed.status).toBe(401);
    expect(failed.category).toBe('config');
    // The message quotes the server's own words (its JSON `message`).
    expect(failed.message).toMatch(/^GET http:\/\/127\.0\.0\.1:\d+\/me failed with HTTP 401: token \[redacted\] and key sk-\[redacted\]/);

    server.queue((_req, res) => {
      res.writeHead(500, { 'content-type': 'text/plain' });
      res.end(`${quoted}\n${'y'.repeat(100_000)}`);
    });
    const capped = await failure(c.requestJson({ ...request, maxAttempts: 1 }));
    expect(capped.body?.length).toBeLessThanOrEqual(4096);
    expect(capped.body?.length).toBeGreaterThan(3000);
    // A quote in a message stays short.
    expect(capped.message.length).toBeLessThan(400);
    for (const text of [failed.message, failed.body ?? '', capped.message, capped.body ?? '']) {
      expect(text).not.toContain(TOKEN);
      expect(text).not.toContain('abcdef123456');
      expect(text).not.toContain('abcdefgh');
      expect(text).not.toContain('other_secret_1');
      expect(text).toContain('[redacted]');
    }
  });

  it('a message never shows the query string, which may hold a secret', async () => {
    server.queue(error(400, 'bad'));
    const failed = await failure(client().requestJson({ method: 'GET', url: `${server.url}/q?key=${TOKEN}` }));
    expect(failed.message).not.toContain(TOKEN);
  });
});

describe('cancellation', () => {
  it('an already aborted signal sends nothing', async () => {
    const controller = new AbortController();
    controller.abort();
    expect((await failure(client().requestJson({ method: 'GET', url: `${server.url}/x`, signal: controller.signal }))).code).toBe('cancelled');
    expect(server.requests).toHaveLength(0);
  });

  it('aborts while waiting for the answer, promptly', async () => {
    server.queue(() => undefined);
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 50);
    const started = Date.now();
    expect((await failure(client().open({ method: 'GET', url: `${server.url}/hang`, signal: controller.signal }))).code).toBe('cancelled');
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('aborts a real retry wait promptly', async () => {
    server.queue(error(429, 'slow', 'slow', { 'retry-after': '30' }));
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 100);
    const started = Date.now();
    const c = new HttpClient();
    clients.push(c);
    expect((await failure(c.requestJson({ method: 'GET', url: `${server.url}/r`, signal: controller.signal }))).code).toBe('cancelled');
    expect(Date.now() - started).toBeLessThan(1000);
    expect(server.requests).toHaveLength(1);
  });

  it('aborts a body being read', async () => {
    server.queue((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.write('first');
    });
    const controller = new AbortController();
    const response = await client().open({ method: 'GET', url: `${server.url}/s`, signal: controller.signal });
    const cancelled = await failure(
      (async () => {
        for await (const _chunk of response.body) controller.abort();
      })(),
    );
    expect(cancelled.code).toBe('cancelled');
  });
});
