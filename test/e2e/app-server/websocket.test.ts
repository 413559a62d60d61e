// The App Server over WebSocket, end to end through `bin/run.js app-server --listen ws://...`
// (scripted backend, no keys): the handshake rules, several clients on one server, the protocol's
// error replies for unreadable frames, and what WebSocket itself refuses. Needs `npm run build`.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { AppServerClient, AppServerClientError, type ServerMessage } from '../../../src/lib/app-server-client/index.js';
import { runCli } from '../../support/cli.js';
import { DEFAULT_SETTINGS, DEFAULT_WAIT_MS } from '../../support/appServerProcess.js';
import { WebSocketAppServerProcess } from '../../support/webSocketAppServer.js';

const TOKEN = 'test-token-0123456789abcdef';
const ALLOWED = 'http://app.localhost:5173';

/** A bare WebSocket peer: what it receives, in order, and how it was closed. */
class RawPeer {
  readonly received: unknown[] = [];
  readonly closed: Promise<{ code: number; reason: string }>;
  private waiters: Array<() => void> = [];

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (data: Buffer) => {
      this.received.push(JSON.parse(data.toString('utf8')));
      for (const wake of this.waiters.splice(0)) wake();
    });
    this.closed = new Promise((resolve) => socket.on('close', (code: number, reason: Buffer) => resolve({ code, reason: reason.toString() })));
  }

  static async open(url: string, options: { token?: string; origin?: string; protocols?: string[] } = {}): Promise<RawPeer> {
    const socket = new WebSocket(url, options.protocols ?? [], {
      ...(options.token !== undefined ? { headers: { authorization: `Bearer ${options.token}` } } : {}),
      ...(options.origin !== undefined ? { origin: options.origin } : {}),
    });
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    return new RawPeer(socket);
  }

  /** The next message after the first `count` received. */
  async nth(index: number): Promise<unknown> {
    const deadline = Date.now() + DEFAULT_WAIT_MS;
    while (this.received.length <= index) {
      if (Date.now() > deadline) throw new Error(`message ${index} never came; got ${JSON.stringify(this.received)}`);
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve);
        setTimeout(resolve, 200);
      });
    }
    return this.received[index];
  }
}

async function refusal(url: string, options: { token?: string; origin?: string }): Promise<AppServerClientError> {
  const error = await AppServerClient.connectWebSocket(url, options).then(
    async (client) => {
      await client.close();
      return null;
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppServerClientError);
  return error as AppServerClientError;
}

async function initialized(url: string, name: string): Promise<AppServerClient> {
  const client = await AppServerClient.connectWebSocket(url, { token: TOKEN, strict: true, requestTimeoutMs: DEFAULT_WAIT_MS });
  await client.initialize({ clientInfo: { name, version: '0.0.0' } });
  await client.initialized();
  return client;
}

/** Messages until (and with) the turn's turn/completed. */
async function untilCompleted(client: AppServerClient, turnId: string): Promise<ServerMessage[]> {
  const seen: ServerMessage[] = [];
  for (;;) {
    const message = await client.nextMessage();
    seen.push(message);
    if (message.method === 'turn/completed' && message.params.turnId === turnId) return seen;
  }
}

describe('app-server --listen ws://', () => {
  let server: WebSocketAppServerProcess;

  beforeAll(async () => {
    server = await WebSocketAppServerProcess.start({ token: TOKEN, allowedOrigins: [ALLOWED] });
  });

  afterAll(async () => {
    await server?.stop();
  });

  it('binds loopback on the port it was given (0: a free one) and prints the actual URL', () => {
    expect(server.url).toMatch(/^ws:\/\/127\.0\.0\.1:\d+\/$/);
    expect(server.url).not.toMatch(/:0\/$/);
    // The token was given, so it is not printed.
    expect(server.printedToken).toBeNull();
    expect(server.stderr).not.toContain(TOKEN);
  });

  it('refuses a connection without a token, with a wrong one, or with the token in the URL (401)', async () => {
    const missing = await refusal(server.url, {});
    expect(missing.code).toBe('connect_failed');
    expect(missing.data).toMatchObject({ status: 401 });
    expect(missing.message).toMatch(/token is required/);

    const wrong = await refusal(server.url, { token: `${TOKEN}x` });
    expect(wrong.data).toMatchObject({ status: 401, reason: 'invalid token' });

    const inUrl = await refusal(`${server.url}?token=${TOKEN}`, {});
    expect(inUrl.data).toMatchObject({ status: 401 });
    expect(inUrl.message).toMatch(/not accepted/);
    // Each refusal is logged, the token never.
    expect(server.stderr).toMatch(/WebSocket connection refused/);
    expect(server.stderr).not.toContain(TOKEN);
  });

  it('refuses an Origin not on the list (403) and accepts one that is', async () => {
    const refused = await refusal(server.url, { token: TOKEN, origin: 'http://evil.localhost' });
    expect(refused.data).toMatchObject({ status: 403 });
    expect(refused.message).toMatch(/origin http:\/\/evil\.localhost is not allowed/);

    const client = await AppServerClient.connectWebSocket(server.url, { token: TOKEN, origin: ALLOWED, strict: true });
    const init = await client.initialize({ clientInfo: { name: 'allowed-origin', version: '0.0.0' } });
    expect(init.protocolVersion).toBe('v1');
    await client.close();
  });

  it('takes the token as a subprotocol (what a browser can send) and answers with the other protocol offered', async () => {
    const peer = await RawPeer.open(server.url, { protocols: ['vv-agent.app-server', `vv-agent.bearer.${TOKEN}`] });
    expect(peer.socket.protocol).toBe('vv-agent.app-server');
    peer.socket.send(JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { clientInfo: { name: 'subprotocol' } } }));
    expect(await peer.nth(0)).toMatchObject({ id: 1, result: { protocolVersion: 'v1' } });
    peer.socket.close();
    await peer.closed;
  });

  it('runs a full turn with the scripted model through the typed client, every message on-schema', async () => {
    const client = await initialized(server.url, 'ws-turn');
    const errors: AppServerClientError[] = [];
    client.onError((e) => errors.push(e));
    const thread = await client.threadStart({ metadata: { title: 'over ws' } });
    const turn = await client.turnStart({ threadId: thread.threadId, input: [{ type: 'text', text: 'hello' }] });
    const seen = await untilCompleted(client, turn.turnId);
    const methods = seen.map((m) => m.method);
    expect(methods.indexOf('thread/started')).toBeLessThan(methods.indexOf('turn/started'));
    const text = seen.flatMap((m) => (m.method === 'item/agentMessage/delta' ? [m.params.delta] : [])).join('');
    expect(text.length).toBeGreaterThan(0);
    const completed = seen.at(-1);
    expect(completed?.method === 'turn/completed' ? completed.params : null).toMatchObject({ status: 'completed', finalOutput: expect.stringMatching(/\S/) });
    expect(errors).toEqual([]);
    await client.close();
  });

  it('serves two connections at once on one processor: the second sees and follows the first one\'s thread', async () => {
    const first = await initialized(server.url, 'first');
    const second = await initialized(server.url, 'second');
    const thread = await first.threadStart({ metadata: { title: 'shared' } });
    const listed = await second.threadList();
    expect(listed.threads.map((t) => t.threadId)).toContain(thread.threadId);
    // Subscribes the second connection to the thread's notifications.
    await second.threadResume({ threadId: thread.threadId });

    const turn = await first.turnStart({ threadId: thread.threadId, input: [{ type: 'text', text: 'hello' }] });
    const [ownerSaw, followerSaw] = await Promise.all([untilCompleted(first, turn.turnId), untilCompleted(second, turn.turnId)]);
    const final = (messages: ServerMessage[]) => {
      const last = messages.at(-1);
      return last?.method === 'turn/completed' ? last.params.finalOutput : undefined;
    };
    expect(final(followerSaw)).toBe(final(ownerSaw));
    expect(followerSaw.some((m) => m.method === 'item/agentMessage/delta')).toBe(true);

    // One client leaving does not disturb the other.
    await first.close();
    expect((await second.threadRead({ threadId: thread.threadId })).turns.map((t) => t.turnId)).toEqual([turn.turnId]);
    await second.close();
  });

  it('asks only the connection that started the turn for approvals; a follower sees them resolved', async () => {
    const tools = await WebSocketAppServerProcess.start({ token: TOKEN, model: 'scripted-tools' });
    const owner = await initialized(tools.url, 'owner');
    const follower = await initialized(tools.url, 'follower');
    const asked: string[] = [];
    // Deny everything: the scripted tools model would otherwise write into the server's cwd.
    owner.onApprovalRequest((params) => {
      asked.push(params.toolName);
      return { decision: 'deny' };
    });
    let followerAsked = 0;
    follower.onApprovalRequest(() => {
      followerAsked++;
      return { decision: 'allow' };
    });
    const thread = await owner.threadStart({});
    await follower.threadResume({ threadId: thread.threadId });
    const turn = await owner.turnStart({ threadId: thread.threadId, input: [{ type: 'text', text: 'try the tools' }] });
    const followerSaw = await untilCompleted(follower, turn.turnId);
    await untilCompleted(owner, turn.turnId);
    expect(asked.length).toBeGreaterThan(0);
    expect(followerAsked).toBe(0);
    const resolved = followerSaw.filter((m) => m.method === 'approval/resolved');
    expect(resolved.length).toBe(asked.length);
    for (const m of resolved) expect(m.method === 'approval/resolved' && m.params.decision).toBe('deny');
    await owner.close();
    await follower.close();
    await tools.stop();
  });

  it('answers unreadable frames with the same errors as stdio and keeps the connection', async () => {
    const peer = await RawPeer.open(server.url, { token: TOKEN });
    peer.socket.send('{"jsonrpc":"2.0","id":1,"method":');
    expect(await peer.nth(0)).toEqual({ jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } });
    peer.socket.send('   ');
    expect(await peer.nth(1)).toEqual({ jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } });
    peer.socket.send('[{"jsonrpc":"2.0","id":2,"method":"initialize"}]');
    expect(await peer.nth(2)).toMatchObject({ id: null, error: { code: -32600, data: { reason: 'batch requests are not supported' } } });
    peer.socket.send('{"jsonrpc":"2.0","id":3,"method":"thread/list"}');
    expect(await peer.nth(3)).toMatchObject({ id: 3, error: { code: -32010 } });
    peer.socket.send(JSON.stringify({ jsonrpc: '2.0', id: 4, method: 'initialize', params: { clientInfo: { name: 'raw' } } }));
    expect(await peer.nth(4)).toMatchObject({ id: 4, result: { protocolVersion: 'v1' } });
    peer.socket.close();
    await peer.closed;
  });

  it('closes with 1003 on a binary frame, and the typed client names why', async () => {
    const peer = await RawPeer.open(server.url, { token: TOKEN });
    peer.socket.send(Buffer.from(JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { clientInfo: { name: 'binary' } } })), { binary: true });
    const closed = await peer.closed;
    expect(closed.code).toBe(1003);
    expect(closed.reason).toMatch(/binary frames are not supported/);
    expect(peer.received).toEqual([]);
  });

  it('closes with 1009 on a frame over the 16 MiB cap (refused from its header, never buffered)', async () => {
    const client = await AppServerClient.connectWebSocket(server.url, { token: TOKEN, requestTimeoutMs: DEFAULT_WAIT_MS });
    const reason = new Promise<AppServerClientError>((resolve) => client.onClose(resolve));
    const huge = 'x'.repeat(16 * 1024 * 1024 + 1);
    const call = client.initialize({ clientInfo: { name: huge } });
    await expect(call).rejects.toMatchObject({ code: 'disconnected' });
    const why = await reason;
    expect(why.data).toMatchObject({ closeCode: 1009 });
    expect(why.message).toMatch(/WebSocket close 1009/);
  });
});

describe('app-server --listen ws:// startup', () => {
  const work = mkdtempSync(join(tmpdir(), 'vv-ws-startup-'));
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('generates a token when none is given, prints it on stderr, and accepts it', async () => {
    const server = await WebSocketAppServerProcess.start({});
    try {
      const token = server.printedToken;
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const client = await AppServerClient.connectWebSocket(server.url, { token: token ?? '' });
      expect((await client.initialize({ clientInfo: { name: 'generated' } })).protocolVersion).toBe('v1');
      await client.close();
    } finally {
      expect(await server.stop()).toEqual({ code: 0, signal: null });
    }
  });

  it('takes the token from VV_AGENT_WS_TOKEN; with no --allowed-origin it refuses every browser origin', async () => {
    const token = 'from-the-environment-1234';
    const server = await WebSocketAppServerProcess.start({ env: { VV_AGENT_WS_TOKEN: token } });
    try {
      expect(server.printedToken).toBeNull();
      expect((await refusal(server.url, { token, origin: 'http://127.0.0.1' })).data).toMatchObject({ status: 403 });
      const client = await AppServerClient.connectWebSocket(server.url, { token });
      expect((await client.initialize({ clientInfo: { name: 'env' } })).protocolVersion).toBe('v1');
      await client.close();
    } finally {
      await server.stop();
    }
  });

  it('on SIGTERM ends the turn in progress, closes every connection with 1001 and exits 0', async () => {
    // A model that says a word and then waits until the turn is cancelled.
    const settings = join(work, 'stalling-settings.json');
    const stalling = { id: 'stalling', context_length: 8000, function_call_available: true, script: { turns: [{ steps: [{ type: 'text', text: 'Thinking' }, { type: 'stall' }] }] } };
    writeFileSync(settings, JSON.stringify({ VERSION: '2', endpoints: [], backends: { scripted: { models: { stalling } } } }));
    const server = await WebSocketAppServerProcess.start({ token: TOKEN, settings, model: 'stalling' });
    const client = await initialized(server.url, 'sigterm');
    const reason = new Promise<AppServerClientError>((resolve) => client.onClose(resolve));
    const thread = await client.threadStart({});
    const turn = await client.turnStart({ threadId: thread.threadId, input: [{ type: 'text', text: 'take your time' }] });
    await client.nextNotification('item/agentMessage/delta');
    const status = server.stop();
    const completed = await client.nextNotification('turn/completed');
    // As at stdin EOF on stdio (contract section 8).
    expect(completed.params).toMatchObject({ turnId: turn.turnId, status: 'failed', completionReason: 'cancelled' });
    expect((await reason).data).toMatchObject({ closeCode: 1001 });
    expect(await status).toEqual({ code: 0, signal: null });
  });

  it('on SIGTERM drops a client that stopped reading instead of waiting for it forever; the others get the end and 1001', async () => {
    // Megabytes of text: the starter's socket backs up long before the turn could end.
    const settings = join(work, 'flood-settings.json');
    const flood = { id: 'flood', context_length: 8000, function_call_available: true, script: { turns: [{ text: Array.from({ length: 2000 }, () => `${'x'.repeat(8000)} `) }] } };
    writeFileSync(settings, JSON.stringify({ VERSION: '2', endpoints: [], backends: { scripted: { models: { flood } } } }));
    const server = await WebSocketAppServerProcess.start({ token: TOKEN, settings, model: 'flood' });
    try {
      const starter = await RawPeer.open(server.url, { token: TOKEN });
      const follower = await RawPeer.open(server.url, { token: TOKEN });
      starter.socket.send(JSON.stringify({ id: 1, method: 'initialize', params: { clientInfo: { name: 'starter' } } }));
      follower.socket.send(JSON.stringify({ id: 1, method: 'initialize', params: { clientInfo: { name: 'follower' } } }));
      starter.socket.send(JSON.stringify({ id: 2, method: 'thread/start', params: {} }));
      await starter.nth(2);
      follower.socket.send(JSON.stringify({ id: 2, method: 'thread/resume', params: { threadId: 'thread_1' } }));
      await follower.nth(1);
      starter.socket.send(JSON.stringify({ id: 3, method: 'turn/start', params: { threadId: 'thread_1', input: [{ type: 'text', text: 'flood' }] } }));
      await starter.nth(3);
      // The starter reads nothing more: what the server writes to it piles up.
      starter.socket.pause();
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const exit = server.stop();
      const within = await Promise.race([exit, new Promise<'still running'>((resolve) => setTimeout(() => resolve('still running'), 15_000))]);
      expect(within).toEqual({ code: 0, signal: null });
      expect(server.stderr).toMatch(/not reading/);
      const completed = follower.received.find((m) => (m as { method?: string }).method === 'turn/completed') as { params: unknown } | undefined;
      expect(completed?.params).toMatchObject({ turnId: 'turn_1', status: 'failed', completionReason: 'cancelled' });
      expect((await follower.closed).code).toBe(1001);
      starter.socket.terminate();
    } finally {
      await server.stop();
    }
  }, 40_000);

  it('binds beyond loopback only when --listen names the address, and says so', async () => {
    const server = await WebSocketAppServerProcess.start({ listen: 'ws://0.0.0.0:0', token: TOKEN });
    try {
      expect(server.url).toMatch(/^ws:\/\/0\.0\.0\.0:\d+\/$/);
      expect(server.stderr).toMatch(/warning: .* is reachable beyond this machine/);
    } finally {
      await server.stop();
    }
  });

  it.each([
    [['--listen', 'ws://example.com:8080'], /not a host name/],
    [['--listen', 'ws://127.0.0.1'], /names no port/],
    [['--listen', 'ws://127.0.0.1:00080'], /port 00080 has a leading zero; write it as 80$/m],
    [['--listen', 'wss://127.0.0.1:0'], /wss:\/\/ is not served/],
    [['--listen', 'ws://127.0.0.1:0', '--ws-token', 'short'], /--ws-token must be at least 16/],
    [['--listen', 'ws://127.0.0.1:0', '--allowed-origin', 'http://a.test/path'], /is not an origin/],
    [['--listen', 'ws://127.0.0.1:0', '--allowed-origin', 'null'], /null is not accepted/],
    [['--listen', 'stdio', '--ws-token', TOKEN], /apply to --listen ws:\/\/HOST:PORT only/],
    [['--listen', 'stdio', '--ws-max-connections', '4'], /apply to --listen ws:\/\/HOST:PORT only/],
    [['--listen', 'ws://127.0.0.1:0', '--ws-max-connections', '0'], /--ws-max-connections 0 is not a whole number from 1 to 10000/],
    [['--listen', 'ws://127.0.0.1:0', '--ws-max-connections', '2.5'], /--ws-max-connections 2.5 is not a whole number/],
  ])('refuses %j with a one-line usage error (exit 2)', async (flags, message) => {
    const result = await runCli(['app-server', ...flags, '--settings', DEFAULT_SETTINGS, '--backend', 'scripted', '--model', 'scripted-default', '--ephemeral']);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(message);
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
    expect(result.stdout).toBe('');
  });

  it('fails with exit 2 when the port is taken', async () => {
    const server = await WebSocketAppServerProcess.start({ token: TOKEN });
    try {
      const result = await runCli(['app-server', '--listen', server.url, '--ws-token', TOKEN, '--settings', DEFAULT_SETTINGS, '--backend', 'scripted', '--model', 'scripted-default', '--ephemeral']);
      expect(result.code).toBe(2);
      expect(result.stderr).toMatch(/cannot listen on ws:\/\/127\.0\.0\.1:\d+\/: .*EADDRINUSE/);
    } finally {
      await server.stop();
    }
  });
});
