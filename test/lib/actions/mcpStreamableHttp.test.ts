import { Client, ProtocolError, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { describe, expect, it } from 'vitest';
import { ADD_SCHEMA } from '../../fixtures/actions/mcp/fixtureActions.js';
import { INITIALIZE_BODY, MCP_POST_HEADERS, mcpServerPerTest, rawRequest, textJson, token, unsignedToken } from './mcpSupport.js';

const mcp = mcpServerPerTest('streamable-http');
const start = mcp.start;

/** The official v2 client over Streamable HTTP, with a bearer token when given. */
async function connect(url: string, bearer?: string): Promise<{ client: Client; transport: StreamableHTTPClientTransport }> {
  const client = new Client({ name: 'mcp-test', version: '1.0.0' });
  const transport = new StreamableHTTPClientTransport(new URL(url), bearer === undefined ? {} : { requestInit: { headers: { authorization: `Bearer ${bearer}` } } });
  await mcp.track(client).connect(transport);
  return { client, transport };
}

describe('MCP over Streamable HTTP (SDK v2 client)', () => {
  it('lists the MCP actions as tools with their 2020-12 input schema unchanged', async () => {
    const { client } = await connect(await start());
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name)).toEqual(['add', 'calculator.square', 'whoami', 'admin_reset', 'refuse', 'broken', 'touch']);
    const add = tools.find((t) => t.name === 'add')!;
    expect(add.inputSchema).toEqual(ADD_SCHEMA);
    expect(add.description).toBe('Add two numbers');
    expect(add.annotations).toEqual({ readOnlyHint: true });
    // No input schema -> an open object.
    expect(tools.find((t) => t.name === 'whoami')!.inputSchema).toEqual({ type: 'object' });
    expect(mcp.server.url()).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/mcp$/);
  });

  it('calls a tool: JSON text plus structuredContent (non-objects wrapped as {result})', async () => {
    const { client } = await connect(await start());
    expect(await client.callTool({ name: 'add', arguments: { a: 2, b: 40 } })).toEqual({
      content: [{ type: 'text', text: '{"sum":42}' }],
      structuredContent: { sum: 42 },
    });
    const square = await client.callTool({ name: 'calculator.square', arguments: { x: 3 } });
    expect(square.structuredContent).toEqual({ result: 9 });
    expect(textJson(square)).toBe(9);
  });

  it('reports invalid input, refusals and failures as isError results, never a stack', async () => {
    const { client } = await connect(await start());
    const invalid = await client.callTool({ name: 'add', arguments: { a: 'x' } });
    expect(invalid.isError).toBe(true);
    expect(textJson(invalid)).toEqual({
      error: {
        code: 'validation_failed',
        message: 'input does not match the action schema',
        details: [
          { field: 'b', message: 'is required' },
          { field: 'a', message: 'must be number' },
        ],
      },
    });
    const refused = await client.callTool({ name: 'refuse', arguments: {} });
    expect(textJson(refused)).toEqual({ error: { code: 'bad_request', message: 'refused on purpose', details: [{ field: 'why', message: 'always' }] } });
    const broken = await client.callTool({ name: 'broken', arguments: {} });
    expect(broken.isError).toBe(true);
    expect(textJson(broken)).toEqual({ error: { code: 'internal_error', message: 'internal error' } });
    expect(JSON.stringify(broken)).not.toMatch(/secret internal detail|at .*\.ts/);
  });

  it('answers an unknown tool with the SDK error, and logging/setLevel with {}', async () => {
    const { client } = await connect(await start());
    const error = await client.callTool({ name: 'nope', arguments: {} }).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ProtocolError);
    expect((error as ProtocolError).code).toBe(-32602);
    expect((error as Error).message).toMatch(/Tool nope not found/);
    expect(await client.setLoggingLevel('info')).toEqual({});
  });

  it('still runs guards without auth: requireRoles() refuses an anonymous caller with 401 as a tool error', async () => {
    const { client } = await connect(await start());
    const result = await client.callTool({ name: 'whoami', arguments: {} });
    expect(result.isError).toBe(true);
    expect(textJson(result)).toEqual({ error: { code: 'unauthenticated', message: 'authentication required' } });
  });

  describe('with auth on', () => {
    it('refuses a request without a valid token with a plain 401 before the SDK sees it', async () => {
      const url = await start({ auth: true });
      const cases: Array<[string | undefined, string]> = [
        [undefined, 'missing bearer token'],
        [await token('alice', { secret: 'another-secret-of-at-least-32-bytes!!' }), 'token signature is invalid'],
        [await token('alice', { expiresIn: Math.floor(Date.now() / 1000) - 60 }), 'token expired'],
        [unsignedToken({ sub: 'root', roles: ['admin'], exp: Math.floor(Date.now() / 1000) + 300 }), 'token algorithm not allowed'],
        ['not.a.jwt', 'token is malformed or invalid'],
      ];
      for (const [bearer, message] of cases) {
        const response = await rawRequest(url, { headers: { ...MCP_POST_HEADERS, ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) }, body: INITIALIZE_BODY });
        expect(response.status, message).toBe(401);
        expect(response.headers['www-authenticate']).toBe('Bearer');
        expect(JSON.parse(response.body)).toEqual({ error: { code: 'unauthenticated', message } });
      }
      await expect(connect(url)).rejects.toThrow(/unauthenticated/);
      // The server keeps serving.
      const { client } = await connect(url, await token('alice', { roles: ['user'] }));
      expect((await client.listTools()).tools.length).toBe(7);
    });

    it('passes the caller to invoke: guards see roles; getAuthContext works inside the handler', async () => {
      const url = await start({ auth: true });
      const { client } = await connect(url, await token('alice', { roles: ['user'] }));
      expect((await client.callTool({ name: 'whoami', arguments: {} })).structuredContent).toEqual({ subject: 'alice', roles: ['user'], fromContext: 'alice' });
      const forbidden = await client.callTool({ name: 'admin_reset', arguments: {} });
      expect(forbidden.isError).toBe(true);
      expect(textJson(forbidden)).toEqual({ error: { code: 'forbidden', message: 'requires one of the roles: admin' } });
      const { client: admin } = await connect(url, await token('root', { roles: ['admin'] }));
      expect((await admin.callTool({ name: 'admin_reset', arguments: {} })).structuredContent).toEqual({ reset: true });
    });

    it('answers an authenticator that fails unexpectedly with 500 internal_error, no details', async () => {
      const url = await start({ authenticator: { authenticate: () => Promise.reject(new Error('directory at ldap://10.0.0.1 is down')) } });
      const response = await rawRequest(url, { headers: MCP_POST_HEADERS, body: INITIALIZE_BODY });
      expect(response.status).toBe(500);
      expect(JSON.parse(response.body)).toEqual({ error: { code: 'internal_error', message: 'internal error' } });
    });

    it('binds a session to the subject that opened it', async () => {
      const url = await start({ auth: true });
      const { transport } = await connect(url, await token('alice', { roles: ['user'] }));
      const sessionId = transport.sessionId!;
      const call = JSON.stringify({ jsonrpc: '2.0', id: 7, method: 'tools/list', params: {} });
      const headers = { ...MCP_POST_HEADERS, 'mcp-session-id': sessionId, 'mcp-protocol-version': '2025-06-18' };
      const asBob = await rawRequest(url, { headers: { ...headers, authorization: `Bearer ${await token('bob', { roles: ['user'] })}` }, body: call });
      expect(asBob.status).toBe(403);
      expect(JSON.parse(asBob.body)).toEqual({ error: { code: 'forbidden', message: 'this MCP session belongs to another caller' } });
      const asAlice = await rawRequest(url, { headers: { ...headers, authorization: `Bearer ${await token('alice')}` }, body: call });
      expect(asAlice.status).toBe(200);
    });
  });

  describe('DNS-rebinding protection', () => {
    it('refuses a foreign Host or Origin with 403, before authentication', async () => {
      const url = await start({ auth: true });
      const port = new URL(url).port;
      for (const headers of [{ host: `evil.example.com:${port}` }, { origin: 'http://evil.example.com' }] as Array<Record<string, string>>) {
        const response = await rawRequest(url, { headers: { ...MCP_POST_HEADERS, ...headers }, body: INITIALIZE_BODY });
        expect(response.status).toBe(403);
        expect(JSON.parse(response.body).error.code).toBe('forbidden');
      }
      for (const host of ['localhost', '127.0.0.1', '[::1]']) {
        const response = await rawRequest(url, { headers: { ...MCP_POST_HEADERS, host: `${host}:${port}`, origin: `http://${host}:${port}` }, body: INITIALIZE_BODY });
        expect(response.status, host).toBe(401);
      }
    });

    it('accepts the names listed in agent.allowed_hosts', async () => {
      const url = await start({ allowedHosts: ' agent.internal , other.example ' });
      const port = new URL(url).port;
      const allowed = await rawRequest(url, { headers: { ...MCP_POST_HEADERS, host: `agent.internal:${port}`, origin: 'https://other.example' }, body: INITIALIZE_BODY });
      expect(allowed.status).toBe(200);
      const refused = await rawRequest(url, { headers: { ...MCP_POST_HEADERS, host: `evil.example:${port}` }, body: INITIALIZE_BODY });
      expect(refused.status).toBe(403);
    });
  });

  it('applies sdkServer.configure to the SDK server of every session', async () => {
    const url = await start();
    mcp.server.sdkServer.configure((sdk) => sdk.registerCapabilities({ experimental: { 'vv-agent/test': {} } }));
    const { client } = await connect(url);
    expect(client.getServerCapabilities()?.experimental).toEqual({ 'vv-agent/test': {} });
    expect(mcp.server.sdkServer.app).not.toBeNull();
  });

  it('shows a wildcard bind as localhost in url()', async () => {
    const url = await start({ host: '0.0.0.0' });
    expect(url).toMatch(/^http:\/\/localhost:\d+\/mcp$/);
    const { client } = await connect(url);
    expect((await client.listTools()).tools.length).toBe(7);
  });

  it('closes sessions idle for sessionIdleMs (no request open): their id is then unknown (404)', async () => {
    const url = await start({ options: { sessionIdleMs: 150 } });
    // A raw client that opens no standalone GET stream (an open stream keeps a session alive).
    const opened = await rawRequest(url, { headers: MCP_POST_HEADERS, body: INITIALIZE_BODY });
    const sessionId = opened.headers['mcp-session-id'] as string;
    const list = async (): Promise<number> =>
      (
        await rawRequest(url, {
          headers: { ...MCP_POST_HEADERS, 'mcp-session-id': sessionId, 'mcp-protocol-version': '2025-06-18' },
          body: JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'tools/list', params: {} }),
        })
      ).status;
    expect(await list()).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await list()).toBe(404);
  });

  it('ends a session on DELETE and closes promptly with a client still connected', async () => {
    const url = await start();
    const { transport } = await connect(url);
    const sessionId = transport.sessionId!;
    await transport.terminateSession();
    const after = await rawRequest(url, { method: 'DELETE', headers: { 'mcp-session-id': sessionId, 'mcp-protocol-version': '2025-06-18' } });
    expect(after.status).toBe(404);
    await connect(url);
    const started = Date.now();
    await mcp.server.close(5_000);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(mcp.server.url()).toBeNull();
  });
});
