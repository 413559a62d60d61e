import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { Agent, fetch as undiciFetch, WebSocket } from 'undici';
import { z } from 'zod';
import {
  ActionRegistry,
  AgentServer,
  clearLifecycleHooks,
  controller,
  defaultAgentConfig,
  defineAction,
  get,
  HttpServerFactory,
  NotFoundError,
  onShutdown,
  onStartup,
  post,
  type AgentConfig,
  type RunningAgent,
} from '../../../src/lib/actions/index.js';
import { silentLogger } from '../../../src/lib/shared/logger.js';

// AgentServer as a library user embeds it, over real loopback HTTP.
const running: RunningAgent[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((r) => r.close()));
  ActionRegistry.clear();
  clearLifecycleHooks();
});

function config(overrides: { server?: Partial<AgentConfig['server']>; agent?: Partial<AgentConfig['agent']> } = {}): AgentConfig {
  const base = defaultAgentConfig();
  return { ...base, server: { ...base.server, host: '127.0.0.1', port: 0, ...overrides.server }, agent: { ...base.agent, ...overrides.agent } };
}

async function start(server: AgentServer): Promise<RunningAgent> {
  const r = await server.run({ handleSignals: false });
  running.push(r);
  return r;
}

describe('AgentServer', () => {
  it('refuses http:null with mcp:null, unknown server kinds (naming the known ones), and auth without an authenticator', async () => {
    await expect(AgentServer.create(config(), { http: null, mcp: null })).rejects.toThrow(/needs an HTTP or an MCP server/);
    await expect(AgentServer.create(config(), { http: 'express' })).rejects.toThrow(/unknown HTTP server "express" \(registered: fastify/);
    await expect(AgentServer.create(config(), { mcp: 'fastmcp' })).rejects.toThrow(/unknown MCP server "fastmcp"/);
    await expect(AgentServer.create(config({ agent: { enable_auth: true } }))).rejects.toThrow(/pass an authenticator/);
    expect(HttpServerFactory.keys()).toContain('fastify');
  });

  it('throws from HTTP-only methods when HTTP is not configured, and from .mcp without MCP', async () => {
    const server = await AgentServer.create(config(), { logger: silentLogger() });
    expect(() => server.mcp).toThrow(/no MCP server is configured/);
    // The default HTTP server is fastify, and getApp hands out its instance.
    expect(typeof server.getApp().inject).toBe('function');
    const mcpOnly = await AgentServer.create(config(), { http: null, mcp: 'mcp-sdk', logger: silentLogger() });
    expect(() => mcpOnly.getApp()).toThrow(/getApp\(\) needs an HTTP server \(http is null\)/);
  });

  it('serves plain controllers declared with decorators, routers, SSE and WebSocket routes next to the actions', async () => {
    // vitest's transformer cannot lower TC39 decorators, so they are applied here as TypeScript's
    // emit applies them (the syntax itself is typechecked in typeInference.typecheck.ts).
    class AdminController {
      constructor(private readonly greeting: string) {}
      hello(request: { params: { name: string } }): unknown {
        return { text: `${this.greeting}, ${request.params.name}` };
      }
      fail(): never {
        throw new NotFoundError('nothing to fail');
      }
    }
    const method = (name: string) => ({ kind: 'method', name, static: false, private: false }) as unknown as ClassMethodDecoratorContext;
    /* eslint-disable @typescript-eslint/unbound-method -- applied by hand the way TypeScript applies a method decorator */
    get('/hello/{name}')(AdminController.prototype.hello, method('hello'));
    post('/fail')(AdminController.prototype.fail, method('fail'));
    /* eslint-enable @typescript-eslint/unbound-method */
    controller('/admin')(AdminController, { kind: 'class', name: 'AdminController' } as unknown as ClassDecoratorContext);
    defineAction({ name: 'add', description: 'Add', http: { url: '/v1/add' }, input: z.object({ a: z.number(), b: z.number() }) }, ({ a, b }) => ({ result: a + b }));
    const server = (await AgentServer.create(config(), { logger: silentLogger() }))
      .addActions()
      .addController(new AdminController('hi'))
      .addRouter(async (app: { get: (path: string, handler: () => unknown) => void }) => app.get('/ping', () => ({ pong: true })), { prefix: '/raw' })
      .addSse('/events', async function* () {
        yield { n: 1 };
        yield { n: 2 };
      })
      .addWebSocket('/ws', (socket: { on(event: 'message', fn: (data: Buffer) => void): void; send(text: string): void }) =>
        socket.on('message', (data) => socket.send(`echo:${data.toString()}`)),
      );
    const { httpUrl } = await start(server);
    expect(await (await fetch(`${httpUrl}/admin/hello/bob`)).json()).toEqual({ text: 'hi, bob' });
    const failed = await fetch(`${httpUrl}/admin/fail`, { method: 'POST' });
    expect([failed.status, await failed.json()]).toEqual([404, { error: { code: 'not_found', message: 'nothing to fail' } }]);
    expect(await (await fetch(`${httpUrl}/raw/ping`)).json()).toEqual({ pong: true });
    const sse = await fetch(`${httpUrl}/events`);
    expect(sse.headers.get('content-type')).toBe('text/event-stream');
    expect(await sse.text()).toBe('data: {"n":1}\n\ndata: {"n":2}\n\n');
    const socket = new WebSocket(`${httpUrl!.replace('http', 'ws')}/ws`);
    const reply = await new Promise<string>((resolve, reject) => {
      socket.addEventListener('open', () => socket.send('ping'));
      socket.addEventListener('message', (event) => resolve(String(event.data)));
      socket.addEventListener('error', () => reject(new Error('websocket failed')));
    });
    socket.close();
    expect(reply).toBe('echo:ping');
    expect((await fetch(`${httpUrl}/v1/add`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"a":1,"b":2}' }).then((r) => r.json()))).toEqual({ result: 3 });
  });

  it('runs startup hooks before serving and shutdown hooks after closing', async () => {
    const events: string[] = [];
    onStartup(() => void events.push('startup'));
    onShutdown(async () => void events.push('shutdown'));
    const r = await start(await AgentServer.create(config(), { logger: silentLogger() }));
    events.push(`serving:${(await fetch(`${r.httpUrl}/health`)).status}`);
    await r.close();
    await r.closed;
    expect(events).toEqual(['startup', 'serving:200', 'shutdown']);
  });

  it('answers CORS preflights for the configured origins only', async () => {
    const { httpUrl } = await start(await AgentServer.create(config({ server: { cors_origins: 'https://app.example' } }), { logger: silentLogger() }));
    const allowed = await fetch(`${httpUrl}/health`, { method: 'OPTIONS', headers: { origin: 'https://app.example', 'access-control-request-method': 'GET' } });
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://app.example');
    const other = await fetch(`${httpUrl}/health`, { method: 'OPTIONS', headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' } });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('serves HTTPS from server.ssl_certfile and ssl_keyfile', async () => {
    const tls = (name: string): string => fileURLToPath(new URL(`../../fixtures/tls/${name}`, import.meta.url));
    const { httpUrl } = await start(await AgentServer.create(config({ server: { ssl_certfile: tls('cert.pem'), ssl_keyfile: tls('key.pem') } }), { logger: silentLogger() }));
    expect(httpUrl).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
    const dispatcher = new Agent({ connect: { rejectUnauthorized: false } });
    const response = await undiciFetch(`${httpUrl}/health`, { dispatcher });
    expect(await response.json()).toEqual({ status: 'ok' });
    await dispatcher.close();
    await expect(AgentServer.create(config({ server: { ssl_certfile: tls('cert.pem') } }), { logger: silentLogger() })).rejects.toThrow(/must be set together/);
  });
});
