// WebSocketTransport over real loopback sockets (`ws` on both ends), in process.
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket, WebSocketServer } from 'ws';
import { WebSocketTransport, type InboundFrame } from '../../../src/lib/jsonrpc/index.js';

const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A connected pair: `server` wraps the accepted socket in a transport (with `options`), `client` is raw. */
async function pair(options: ConstructorParameters<typeof WebSocketTransport>[1] = {}, maxPayload?: number): Promise<{ server: WebSocketTransport; client: WebSocket }> {
  const wss = new WebSocketServer({ host: '127.0.0.1', port: 0, ...(maxPayload !== undefined ? { maxPayload } : {}) });
  await new Promise<void>((resolve) => wss.once('listening', resolve));
  cleanups.push(() => new Promise<void>((resolve) => wss.close(() => resolve())));
  const accepted = new Promise<WebSocketTransport>((resolve) => wss.once('connection', (socket) => resolve(new WebSocketTransport(socket, options))));
  const { port } = wss.address() as { port: number };
  const client = new WebSocket(`ws://127.0.0.1:${port}`);
  cleanups.push(() => client.terminate());
  await new Promise<void>((resolve) => client.once('open', () => resolve()));
  return { server: await accepted, client };
}

function frames(transport: WebSocketTransport): InboundFrame[] {
  const seen: InboundFrame[] = [];
  transport.onframe = (frame) => seen.push(frame);
  transport.start();
  return seen;
}

function closeOf(client: WebSocket): Promise<{ code: number; reason: string }> {
  return new Promise((resolve) => client.once('close', (code: number, reason: Buffer) => resolve({ code, reason: reason.toString() })));
}

describe('WebSocketTransport', () => {
  it('keeps what arrives before start and delivers it in order, one message per text frame', async () => {
    const { server, client } = await pair();
    client.send('{"a":1}');
    client.send('not json');
    client.send('{"b":2}');
    await new Promise((resolve) => setTimeout(resolve, 50));
    const seen = frames(server);
    await expect.poll(() => seen.length).toBe(3);
    expect(seen).toEqual([{ kind: 'message', value: { a: 1 } }, { kind: 'parse_error' }, { kind: 'message', value: { b: 2 } }]);
  });

  it('enforces its own cap with 1009 when the socket allows more', async () => {
    const { server, client } = await pair({ maxMessageBytes: 10 }, 1024);
    const seen = frames(server);
    const closed = closeOf(client);
    client.send('{"x":"01234567890"}');
    expect(await closed).toEqual({ code: 1009, reason: 'message larger than 10 bytes' });
    expect(seen).toEqual([]);
    await server.closed;
    expect(server.closeInfo).toMatchObject({ code: 1009 });
  });

  it('stops resolving sends while the peer does not read, and goes on once it does', async () => {
    const { server, client } = await pair({ highWaterMark: 64 * 1024 });
    frames(server);
    let received = 0;
    client.on('message', () => received++);
    client.pause();
    const chunk = 'x'.repeat(256 * 1024);
    const total = 64;
    let resolved = 0;
    const writer = (async () => {
      for (let i = 0; i < total; i++) {
        await server.send({ i, chunk });
        resolved++;
      }
    })();
    // Wait until the writer makes no more progress: the kernel's buffers are full.
    let last = -1;
    while (last !== resolved) {
      last = resolved;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(resolved).toBeLessThan(total);
    expect(received).toBe(0);
    client.resume();
    await writer;
    await expect.poll(() => received, { timeout: 20_000 }).toBe(total);
  });

  it('rejects sends after the peer closed, and reports the close once', async () => {
    const { server, client } = await pair();
    let closes = 0;
    server.onclose = () => closes++;
    server.start();
    client.close(4000, 'bye');
    await server.closed;
    expect(server.closeInfo).toEqual({ code: 4000, reason: 'bye' });
    await expect(server.send({ late: true })).rejects.toThrow(/closed/);
    await server.close();
    expect(closes).toBe(1);
  });
});
