import { PassThrough, Writable } from 'node:stream';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import {
  createLinkedTransports,
  JsonRpcConnection,
  JsonRpcError,
  JsonRpcPeerError,
  StdioJsonlTransport,
  type ConnectionHandlers,
  type Transport,
} from '../../../src/lib/jsonrpc/index.js';
import { CORK_LIMIT } from '../../../src/lib/jsonrpc/stdioJsonlTransport.js';

/** A peer that records every raw message it receives. */
function recorder(transport: Transport): { messages: unknown[]; next: (n?: number) => Promise<unknown[]> } {
  const messages: unknown[] = [];
  const waiters: Array<() => void> = [];
  transport.onframe = (frame) => {
    if (frame.kind === 'message') messages.push(frame.value);
    for (const w of waiters.splice(0)) w();
  };
  transport.start();
  return {
    messages,
    next: async (n = 1) => {
      while (messages.length < n) await new Promise<void>((r) => waiters.push(r));
      return messages.splice(0, n);
    },
  };
}

function serverWith(handlers: ConnectionHandlers, options = {}): { peer: Transport; connection: JsonRpcConnection } {
  const [serverSide, peer] = createLinkedTransports();
  const connection = new JsonRpcConnection(serverSide, handlers, options);
  connection.start();
  return { peer, connection };
}

/** Starts `connection`, ends its input with `text`, and parses every line it wrote once it closed and drained. */
async function answersAfterEof(connection: JsonRpcConnection, input: PassThrough, output: PassThrough, text: string): Promise<unknown[]> {
  const closed = new Promise<void>((resolve) => connection.onClose(resolve));
  connection.start();
  input.end(text);
  await closed;
  await connection.drain();
  return (output.read() as Buffer).toString().trimEnd().split('\n').map((l: string) => JSON.parse(l) as unknown);
}

describe('JsonRpcConnection', () => {
  it('answers requests in order and writes after-response notifications after the response', async () => {
    const [serverSide, peer] = createLinkedTransports();
    const connection: JsonRpcConnection = new JsonRpcConnection(serverSide, {
      onRequest: (req, ctx) => {
        ctx.afterResponse(() => connection.notify(`${req.method}/done`, { id: req.id }));
        return { echo: req.params ?? null };
      },
    });
    connection.start();
    const rec = recorder(peer);
    await peer.send({ id: 1, method: 'a', params: { x: 1 } });
    await peer.send({ id: 2, method: 'b' });
    expect(await rec.next(4)).toEqual([
      { jsonrpc: '2.0', id: 1, result: { echo: { x: 1 } } },
      { jsonrpc: '2.0', method: 'a/done', params: { id: 1 } },
      { jsonrpc: '2.0', id: 2, result: { echo: null } },
      { jsonrpc: '2.0', method: 'b/done', params: { id: 2 } },
    ]);
  });

  it('maps JsonRpcError to its code and anything else to -32603 without its internal message', async () => {
    const { peer } = serverWith({
      onRequest: (req) => {
        if (req.method === 'typed') throw new JsonRpcError(-32020, 'Thread not found', { threadId: 't' });
        throw new Error('host exploded');
      },
    });
    const rec = recorder(peer);
    await peer.send({ id: 1, method: 'typed' });
    await peer.send({ id: 2, method: 'other' });
    expect(await rec.next(2)).toEqual([
      { jsonrpc: '2.0', id: 1, error: { code: -32020, message: 'Thread not found', data: { threadId: 't' } } },
      { jsonrpc: '2.0', id: 2, error: { code: -32603, message: 'Internal error' } },
    ]);
  });

  it('answers invalid messages -32600 with id null and keeps serving', async () => {
    const { peer } = serverWith({ onRequest: () => 'ok' });
    const rec = recorder(peer);
    await peer.send([{ id: 1, method: 'a' }, { id: 2, method: 'b' }]);
    await peer.send({ id: 3, method: 'a' });
    const [batch, ok] = await rec.next(2);
    expect(batch).toMatchObject({ jsonrpc: '2.0', id: null, error: { code: -32600, message: 'Invalid Request' } });
    expect(ok).toEqual({ jsonrpc: '2.0', id: 3, result: 'ok' });
  });

  it('answers requests beyond the queue bound with -32001 at once', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((r) => (release = r));
    const { peer } = serverWith(
      {
        onRequest: async (req) => {
          if (req.id === 1) await gate;
          return req.id;
        },
      },
      { maxQueuedRequests: 2 },
    );
    const rec = recorder(peer);
    for (let id = 1; id <= 5; id++) await peer.send({ id, method: 'work' });
    // 1 is being served, 2 and 3 wait, 4 and 5 overflow.
    const overloaded = await rec.next(2);
    expect(overloaded).toEqual([
      { jsonrpc: '2.0', id: 4, error: { code: -32001, message: 'Server overloaded; retry later.' } },
      { jsonrpc: '2.0', id: 5, error: { code: -32001, message: 'Server overloaded; retry later.' } },
    ]);
    release();
    expect((await rec.next(3)).map((m) => (m as { id: number }).id)).toEqual([1, 2, 3]);
  });

  it('correlates outgoing requests with replies, errors, timeouts and disconnects', async () => {
    const { peer, connection } = serverWith({});
    const rec = recorder(peer);
    const answered = connection.request('approval/request', { q: 1 }, { id: 'approval_1' });
    const refused = connection.request('approval/request', { q: 2 }, { id: 'approval_2' });
    const timedOut = connection.request('approval/request', { q: 3 }, { id: 'approval_3', timeoutMs: 30 });
    const [r1, r2] = await rec.next(3);
    expect(r1).toEqual({ jsonrpc: '2.0', id: 'approval_1', method: 'approval/request', params: { q: 1 } });
    expect(r2).toMatchObject({ id: 'approval_2' });
    await peer.send({ id: 'approval_2', error: { code: -1, message: 'user closed the dialog' } });
    await peer.send({ id: 'approval_1', result: { decision: 'allow' } });
    await peer.send({ id: 'nobody', result: {} }); // matches nothing: dropped
    await expect(answered).resolves.toEqual({ decision: 'allow' });
    await expect(refused).rejects.toMatchObject({ name: 'JsonRpcError', code: -1, message: 'user closed the dialog' });
    await expect(timedOut).rejects.toBeInstanceOf(JsonRpcPeerError);
    const orphan = connection.request('approval/request', {}, { id: 'approval_4' });
    await peer.close();
    await expect(orphan).rejects.toMatchObject({ code: 'disconnected' });
  });
});

describe('JsonRpcConnection and values it cannot take or write', () => {
  it('a request nested too deep is answered -32600 with its own id, and the next one is served', async () => {
    const input = new PassThrough();
    const output = new PassThrough();
    const seen: string[] = [];
    const connection = new JsonRpcConnection(new StdioJsonlTransport(input, output), { onRequest: (r) => (seen.push(r.method), 'ok') });
    const closed = new Promise<void>((resolve) => connection.onClose(resolve));
    connection.start();
    const deep = `${'['.repeat(5000)}${']'.repeat(5000)}`;
    input.end(`{"id":"deep","method":"thread/start","params":{"metadata":${deep}}}\n{"id":2,"method":"model/list"}\n`);
    await closed;
    await connection.drain();
    const lines = output.read().toString().trimEnd().split('\n').map((l: string) => JSON.parse(l) as unknown);
    expect(lines).toEqual([
      { jsonrpc: '2.0', id: 'deep', error: { code: -32600, message: 'Invalid Request', data: { reason: 'params nested deeper than 128 levels' } } },
      { jsonrpc: '2.0', id: 2, result: 'ok' },
    ]);
    expect(seen).toEqual(['model/list']);
  });

  it('a reply nested too deep settles the request waiting for it, as an error reply', async () => {
    const input = new PassThrough();
    const output = new PassThrough();
    const connection = new JsonRpcConnection(new StdioJsonlTransport(input, output), { onRequest: () => null });
    connection.start();
    const asked = connection.request('approval/request', {}, { id: 'approval_1' });
    input.write(`{"id":"approval_1","result":{"decision":"deny","metadata":${'['.repeat(200)}${']'.repeat(200)}}}\n`);
    await expect(asked).rejects.toMatchObject({ code: -32600, data: { reason: 'result nested deeper than 128 levels' } });
    input.end();
  });

  it('a result that cannot be encoded is answered -32603 (nothing half-written), logged, and the connection goes on', async () => {
    const input = new PassThrough();
    const output = new PassThrough();
    const logged: Array<Record<string, unknown>> = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        logged.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
        callback();
      },
    });
    const cyclic: Record<string, unknown> = {};
    cyclic['self'] = cyclic;
    const connection = new JsonRpcConnection(
      new StdioJsonlTransport(input, output),
      { onRequest: (r) => (r.method === 'bad' ? cyclic : 'fine') },
      { logger: pino({ level: 'info' }, sink) },
    );
    const lines = await answersAfterEof(connection, input, output, '{"id":1,"method":"bad"}\n{"id":2,"method":"good"}\n');
    expect(lines).toEqual([
      { jsonrpc: '2.0', id: 1, error: { code: -32603, message: 'Internal error', data: { code: 'unencodable_message' } } },
      { jsonrpc: '2.0', id: 2, result: 'fine' },
    ]);
    expect(logged.some((l) => l['level'] === 50 && l['msg'] === 'JSON-RPC message not sent: it cannot be encoded')).toBe(true);
  });
});

describe('StdioJsonlTransport', () => {
  it('answers every request read before EOF, then reports the close', async () => {
    const input = new PassThrough();
    const output = new PassThrough();
    const connection = new JsonRpcConnection(new StdioJsonlTransport(input, output), { onRequest: (r) => r.method });
    const lines = await answersAfterEof(connection, input, output, '{"id":1,"method":"one"}\nnot json\n{"id":2,"method":"two"}');
    expect(lines).toEqual([
      { jsonrpc: '2.0', id: 1, result: 'one' },
      { jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } },
      { jsonrpc: '2.0', id: 2, result: 'two' },
    ]);
  });

  it('stops reading while the peer does not read its output (bounded memory)', async () => {
    const input = new PassThrough();
    const output = new PassThrough({ highWaterMark: 1024 });
    const transport = new StdioJsonlTransport(input, output);
    const connection = new JsonRpcConnection(transport, { onRequest: () => 'x'.repeat(4096) });
    connection.start();
    for (let id = 1; id <= 50; id++) input.write(`{"id":${id},"method":"big"}\n`);
    await new Promise((r) => setTimeout(r, 50));
    expect(input.isPaused()).toBe(true);
    // Our output buffer holds about one response: the rest waits in the peer's pipe, not in us.
    expect(output.readableLength).toBeLessThan(3 * 4096 + 200);
    let received = 0;
    output.on('data', (chunk: Buffer) => (received += chunk.toString().split('\n').length - 1));
    await new Promise((r) => setTimeout(r, 100));
    expect(received).toBe(50);
  });

  it('writes the replies to a burst of pipelined requests in writes of CORK_LIMIT replies, in order', async () => {
    const input = new PassThrough();
    const writes: string[][] = [];
    const output = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        writes.push([chunk.toString()]);
        callback();
      },
      writev(chunks, callback) {
        writes.push(chunks.map((c) => String(c.chunk)));
        callback();
      },
    });
    const connection = new JsonRpcConnection(new StdioJsonlTransport(input, output), { onRequest: (r) => r.id });
    connection.start();
    const burst = 2 * CORK_LIMIT + 3;
    input.write(Array.from({ length: burst }, (_, n) => `{"id":${n + 1},"method":"m"}\n`).join(''));
    await connection.drain();
    // A few system calls for the burst, not one per reply, and not one for all of it (the peer
    // starts on the first replies while the rest are written); the replies keep their order.
    const lines = writes.map((chunks) => chunks.join('').split('\n').slice(0, -1));
    expect(lines.map((batch) => batch.length)).toEqual([CORK_LIMIT, CORK_LIMIT, 3]);
    expect(lines.flat().map((line) => (JSON.parse(line) as { id: number }).id)).toEqual(Array.from({ length: burst }, (_, n) => n + 1));
  });
});

describe('JsonRpcConnection: transport errors in the log', () => {
  async function logged(error: Error): Promise<Record<string, unknown>> {
    const { pino } = await import('pino');
    const lines: string[] = [];
    const sink = new Writable({ write: (chunk: Buffer, _encoding, done) => void (lines.push(chunk.toString('utf8')), done()) });
    const [ours] = createLinkedTransports();
    new JsonRpcConnection(ours, { onRequest: async () => null, onNotification: () => undefined }, { logger: pino({ level: 'info' }, sink) });
    ours.onerror?.(error);
    await new Promise((resolve) => setImmediate(resolve));
    expect(lines).toHaveLength(1);
    return JSON.parse(lines[0]!) as Record<string, unknown>;
  }

  it('a coded error (a peer\'s bad frame) is its code and message, without a stack', async () => {
    const line = await logged(Object.assign(new RangeError('Invalid WebSocket frame: invalid UTF-8 sequence'), { code: 'WS_ERR_INVALID_UTF8' }));
    expect(line).toMatchObject({ level: 40, msg: 'JSON-RPC transport error', code: 'WS_ERR_INVALID_UTF8', reason: 'Invalid WebSocket frame: invalid UTF-8 sequence' });
    expect(JSON.stringify(line)).not.toContain('    at ');
  });

  it('an error without a code keeps its stack', async () => {
    const line = await logged(new Error('something unexpected'));
    expect((line['err'] as { stack?: string }).stack).toContain('something unexpected');
  });
});
