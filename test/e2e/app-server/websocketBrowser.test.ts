// A real browser as the App Server's client: headless Debian chromium (through playwright-core)
// loads a page served on loopback, which opens a WebSocket to `bin/run.js app-server --listen
// ws://...` with the token as a subprotocol (a browser cannot set headers) and runs initialize,
// thread/start and turn/start with the scripted model. Chromium is installed with apt-get when
// missing; the test is skipped, with the reason, only where that cannot be done.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_PATH, chromiumArgs, ensureChromium } from '../../support/chromium.js';
import { WebSocketAppServerProcess } from '../../support/webSocketAppServer.js';

const TOKEN = 'browser-token-0123456789';

/** The page: plain browser JavaScript, no library, as a web front end would talk to the server. */
const PAGE = `<!doctype html>
<html><head><meta charset="utf-8"><title>vv-agent over WebSocket</title></head>
<body><pre id="log"></pre><script>
window.runTurn = (url, token) => new Promise((resolve, reject) => {
  const socket = new WebSocket(url, ['vv-agent.app-server', 'vv-agent.bearer.' + token]);
  const pending = new Map();
  let nextId = 1;
  let text = '';
  let turnId = null;
  const methods = [];
  const call = (method, params) => new Promise((ok, fail) => {
    const id = nextId++;
    pending.set(id, { ok, fail });
    socket.send(JSON.stringify({ jsonrpc: '2.0', id, method, params }));
  });
  socket.onerror = () => reject(new Error('WebSocket error'));
  socket.onclose = (event) => reject(new Error('closed ' + event.code + ' ' + event.reason));
  socket.onmessage = (event) => {
    const message = JSON.parse(event.data);
    if (message.id !== undefined && pending.has(message.id)) {
      const { ok, fail } = pending.get(message.id);
      pending.delete(message.id);
      if (message.error) fail(new Error(message.error.message)); else ok(message.result);
      return;
    }
    methods.push(message.method);
    if (message.method === 'item/agentMessage/delta') text += message.params.delta;
    if (message.method === 'turn/completed' && message.params.turnId === turnId) {
      socket.onclose = null;
      socket.close(1000);
      resolve({ protocol: socket.protocol, text, completed: message.params, methods });
    }
  };
  socket.onopen = async () => {
    try {
      await call('initialize', { clientInfo: { name: 'chromium-page', version: '1.0.0' } });
      socket.send(JSON.stringify({ jsonrpc: '2.0', method: 'initialized' }));
      const thread = await call('thread/start', { metadata: { title: 'from the browser' } });
      const turn = await call('turn/start', { threadId: thread.threadId, input: [{ type: 'text', text: 'hello' }] });
      turnId = turn.turnId;
    } catch (error) {
      reject(error);
    }
  };
});
window.tryConnect = (url, protocols) => new Promise((resolve) => {
  const socket = new WebSocket(url, protocols);
  socket.onopen = () => { socket.close(1000); resolve('open'); };
  socket.onerror = () => resolve('refused');
});
</script></body></html>`;

interface TurnOutcome {
  readonly protocol: string;
  readonly text: string;
  readonly completed: { status: string; finalOutput?: string };
  readonly methods: string[];
}

const skipReason = ensureChromium();
if (skipReason) console.warn(`skipping the browser test: ${skipReason}`);

describe.skipIf(skipReason !== null)(`app-server over WebSocket from headless chromium (${CHROMIUM_PATH})`, () => {
  let page: Server;
  let origin: string;
  let server: WebSocketAppServerProcess;
  let browser: BrowserContext;
  const profile = mkdtempSync(join(tmpdir(), 'vv-chromium-profile-'));

  beforeAll(async () => {
    page = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(PAGE);
    });
    await new Promise<void>((resolve) => page.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(page.address() as AddressInfo).port}`;
    server = await WebSocketAppServerProcess.start({ token: TOKEN, allowedOrigins: [origin] });
    browser = await chromium.launchPersistentContext(profile, { executablePath: CHROMIUM_PATH, args: chromiumArgs(), headless: true });
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await new Promise<void>((resolve) => (page ? page.close(() => resolve()) : resolve()));
    rmSync(profile, { recursive: true, force: true });
  });

  it('runs initialize, thread/start and turn/start from the page, and the turn completes with text', async () => {
    const tab = await browser.newPage();
    await tab.goto(`${origin}/`);
    const outcome = await tab.evaluate(([url, token]) => (window as unknown as { runTurn(u: string, t: string): Promise<TurnOutcome> }).runTurn(url, token), [server.url, TOKEN] as const);
    expect(outcome.protocol).toBe('vv-agent.app-server');
    expect(outcome.completed.status).toBe('completed');
    expect(outcome.text.length).toBeGreaterThan(0);
    expect(outcome.completed.finalOutput).toMatch(/\S/);
    expect(outcome.methods).toContain('turn/started');
    await tab.close();
  });

  it('is refused without the token, and from a page whose origin is not allowed', async () => {
    const tab = await browser.newPage();
    await tab.goto(`${origin}/`);
    const tryConnect = (protocols: string[]) =>
      tab.evaluate(([url, p]) => (window as unknown as { tryConnect(u: string, p: string[]): Promise<string> }).tryConnect(url, p), [server.url, protocols] as const);
    expect(await tryConnect(['vv-agent.app-server'])).toBe('refused');
    expect(await tryConnect(['vv-agent.app-server', `vv-agent.bearer.${TOKEN}`])).toBe('open');
    // The same page under another origin (localhost is not 127.0.0.1 to a browser).
    await tab.goto(origin.replace('127.0.0.1', 'localhost') + '/');
    expect(await tryConnect(['vv-agent.app-server', `vv-agent.bearer.${TOKEN}`])).toBe('refused');
    expect(server.stderr).toMatch(/origin http:\/\/localhost:\d+ is not allowed/);
    await tab.close();
  });
});
