// The shared HTTP layer against real sockets: a client that stalls mid-request or says nothing is
// cut off by the server's own timeouts, close always ends after its grace period, and a JSON body
// that is not valid UTF-8 is refused rather than decoded into U+FFFD.
import { connect, type Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { closeHttpServer, createHttpServer, listen, type HttpServerOptions } from '../../../src/lib/http/index.js';

const servers: FastifyInstance[] = [];
const sockets: Socket[] = [];
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy();
  for (const app of servers.splice(0)) await closeHttpServer(app, 0);
});

async function server(options: HttpServerOptions = {}): Promise<{ app: FastifyInstance; url: URL }> {
  const app = await createHttpServer(options);
  app.post('/echo', async (request) => ({ body: request.body }));
  servers.push(app);
  return { app, url: new URL(await listen(app, '127.0.0.1', 0)) };
}

/** A raw connection that sends `text` and then nothing; resolves with what came back once the server closed it. */
function stall(url: URL, text: string): { socket: Socket; closed: Promise<{ received: string; afterMs: number }> } {
  const started = Date.now();
  const socket = connect(Number(url.port), url.hostname);
  sockets.push(socket);
  let received = '';
  socket.setEncoding('utf8').on('data', (chunk: string) => (received += chunk));
  socket.on('error', () => undefined);
  socket.write(text);
  const closed = new Promise<{ received: string; afterMs: number }>((resolve) => socket.once('close', () => resolve({ received, afterMs: Date.now() - started })));
  return { socket, closed };
}

const PARTIAL_POST = 'POST /echo HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{';

describe('createHttpServer timeouts', () => {
  it('answers 408 and closes a request whose body stalls after one byte', async () => {
    const { url } = await server({ requestTimeoutMs: 300 });
    const { received, afterMs } = await stall(url, PARTIAL_POST).closed;
    expect(received).toMatch(/^HTTP\/1\.1 408 /);
    expect(afterMs).toBeLessThan(5_000);
  });

  it('closes a connection that sends nothing at all', async () => {
    const { url } = await server({ idleTimeoutMs: 300 });
    const { afterMs } = await stall(url, '').closed;
    expect(afterMs).toBeLessThan(5_000);
  });

  it('has request and idle timeouts by default (fastify has none)', async () => {
    const { app } = await server();
    expect(app.server.requestTimeout).toBeGreaterThan(0);
    expect(app.server.headersTimeout).toBeLessThanOrEqual(app.server.requestTimeout);
    expect(app.server.timeout).toBeGreaterThan(0);
    expect(app.server.keepAliveTimeout).toBeGreaterThan(0);
  });

  it('closeHttpServer ends after the grace period even with a stalled request open', async () => {
    const { app, url } = await server();
    const { closed } = stall(url, PARTIAL_POST);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const started = Date.now();
    await closeHttpServer(app, 200);
    expect(Date.now() - started).toBeLessThan(3_000);
    await closed;
  });
});

describe('createHttpServer JSON bodies', () => {
  it('refuses invalid UTF-8 with 400 validation_failed instead of decoding it as U+FFFD', async () => {
    const { url } = await server();
    const body = Buffer.concat([Buffer.from('{"text":"a'), Buffer.from([0xff, 0xfe]), Buffer.from('b"}')]);
    const response = await fetch(new URL('/echo', url), { method: 'POST', body, headers: { 'content-type': 'application/json' } });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('validation_failed');
    const valid = await fetch(new URL('/echo', url), { method: 'POST', body: JSON.stringify({ text: 'é ✓' }), headers: { 'content-type': 'application/json' } });
    expect(await valid.json()).toEqual({ body: { text: 'é ✓' } });
  });
});
