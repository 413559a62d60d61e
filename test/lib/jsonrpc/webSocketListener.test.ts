// listenWebSocket in process: real loopback sockets, the `ws` client as the peer.
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { listenWebSocket, parseWebSocketAddress, type WebSocketListener, type WebSocketTransport } from '../../../src/lib/jsonrpc/index.js';

const TOKEN = 'listener-test-token-0001';
const listeners: WebSocketListener[] = [];
afterEach(async () => {
  for (const listener of listeners.splice(0)) await listener.close();
});

async function listen(heartbeatMs = 0, maxConnections?: number): Promise<{ listener: WebSocketListener; accepted: WebSocketTransport[] }> {
  const accepted: WebSocketTransport[] = [];
  const listener = await listenWebSocket({
    address: parseWebSocketAddress('ws://127.0.0.1:0'),
    token: TOKEN,
    heartbeatMs,
    ...(maxConnections !== undefined ? { maxConnections } : {}),
    onConnection: (transport) => {
      transport.start();
      accepted.push(transport);
    },
  });
  listeners.push(listener);
  return { listener, accepted };
}

async function dial(url: string): Promise<WebSocket> {
  const socket = new WebSocket(url, { headers: { authorization: `Bearer ${TOKEN}` } });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  return socket;
}

describe('listenWebSocket', () => {
  it('drops a peer that stops answering pings, and keeps one that answers', async () => {
    const { listener, accepted } = await listen(250);
    const silent = await dial(listener.url);
    const lively = await dial(listener.url);
    await expect.poll(() => accepted.length).toBe(2);
    // A paused socket reads nothing, so it answers no ping: like a peer that vanished.
    silent.pause();
    await accepted[0]?.closed;
    expect(accepted[0]?.closeInfo?.code).toBe(1006);
    expect(accepted[1]?.closeInfo).toBeNull();
    expect(listener.connectionCount).toBe(1);
    silent.terminate();
    lively.close();
  });

  it('close() ends every connection with 1001 and refuses new ones', async () => {
    const { listener, accepted } = await listen();
    const peer = await dial(listener.url);
    await expect.poll(() => accepted.length).toBe(1);
    const closed = new Promise<number>((resolve) => peer.once('close', (code: number) => resolve(code)));
    await listener.close();
    expect(await closed).toBe(1001);
    expect(listener.connectionCount).toBe(0);
    await expect(dial(listener.url)).rejects.toThrow();
  });

  it('dropCongested() drops a peer that is not reading what it was sent, at once, and keeps one that reads', async () => {
    const { listener, accepted } = await listen();
    const stalled = await dial(listener.url);
    const reading = await dial(listener.url);
    await expect.poll(() => accepted.length).toBe(2);
    stalled.pause();
    const [toStalled, toReading] = accepted as [WebSocketTransport, WebSocketTransport];
    // More than the 1 MiB high-water mark, in pieces, so that the stalled peer's buffers fill up.
    const piece = 'x'.repeat(256 * 1024);
    const pending = Array.from({ length: 64 }, () => toStalled.send(piece).catch((error: unknown) => error));
    await expect.poll(() => toStalled.congested).toBe(true);
    await toReading.send(piece);
    expect(toReading.congested).toBe(false);
    expect(listener.dropCongested()).toBe(1);
    await toStalled.closed;
    expect(toStalled.closeInfo?.code).toBe(1006);
    // Nothing waits for the dropped peer any more.
    await Promise.all(pending);
    expect(toReading.closeInfo).toBeNull();
    expect(listener.connectionCount).toBe(1);
    stalled.terminate();
    reading.close();
  });

  it('refuses a connection over the cap with 503 (after the token check), and takes one again once a slot frees', async () => {
    const { listener, accepted } = await listen(0, 2);
    const first = await dial(listener.url);
    await dial(listener.url);
    await expect.poll(() => accepted.length).toBe(2);
    const refused = new Promise<number>((resolve, reject) => {
      const socket = new WebSocket(listener.url, { headers: { authorization: `Bearer ${TOKEN}` } });
      socket.once('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
      socket.once('open', () => reject(new Error('a third connection was accepted')));
    });
    expect(await refused).toBe(503);
    // A wrong token still hears 401, not that the server is full.
    const unauthorized = new Promise<number>((resolve) => {
      const socket = new WebSocket(listener.url, { headers: { authorization: 'Bearer wrong-token-0000000000' } });
      socket.once('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
    });
    expect(await unauthorized).toBe(401);
    first.close();
    await expect.poll(() => listener.connectionCount).toBe(1);
    await dial(listener.url);
    await expect.poll(() => listener.connectionCount).toBe(2);
  });

  it('answers plain HTTP with 426', async () => {
    const { listener } = await listen();
    const response = await fetch(listener.url.replace('ws://', 'http://'));
    expect(response.status).toBe(426);
    expect(await response.text()).toMatch(/WebSocket endpoint/);
  });
});
