// The legacy HTTP+SSE transport, driven by its real peer: SDK 1.32.2's SSEClientTransport.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { SSEClientTransport } from '@modelcontextprotocol/sdk/client/sse.js';
import { describe, expect, it } from 'vitest';
import { ADD_SCHEMA } from '../../fixtures/actions/mcp/fixtureActions.js';
import { mcpServerPerTest, rawRequest, textJson, token, unsignedToken } from './mcpSupport.js';

const mcp = mcpServerPerTest('sse');
const start = (auth = false): Promise<string> => mcp.start({ auth });

async function connect(url: string, bearer?: string): Promise<{ client: Client; transport: SSEClientTransport }> {
  const client = new Client({ name: 'mcp-sse-test', version: '1.0.0' });
  const transport = new SSEClientTransport(new URL(url), bearer === undefined ? {} : { requestInit: { headers: { authorization: `Bearer ${bearer}` } } });
  await mcp.track(client).connect(transport);
  return { client, transport };
}

/** Opens a raw `GET /sse` stream and returns the endpoint its first event announces. */
async function openStream(url: string, headers: Record<string, string> = {}): Promise<{ endpoint: string; close: () => void }> {
  const abort = new AbortController();
  const response = await fetch(url, { headers: { ...headers, accept: 'text/event-stream' }, signal: abort.signal });
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let text = '';
  while (!/event: endpoint\ndata: (.*)\n\n/.test(text)) {
    const { value, done } = await reader.read();
    if (done) throw new Error(`stream ended before the endpoint event: ${text}`);
    text += value;
  }
  const endpoint = new URL(/event: endpoint\ndata: (.*)\n\n/.exec(text)![1]!, url).href;
  return { endpoint, close: () => abort.abort() };
}

const TOOLS_LIST = JSON.stringify({ jsonrpc: '2.0', id: 9, method: 'tools/list', params: {} });

describe('MCP over legacy HTTP+SSE (SDK 1.32.2 SSEClientTransport)', () => {
  it('lists tools with the 2020-12 schema unchanged and calls them', async () => {
    const url = await start();
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/sse$/);
    const { client } = await connect(url);
    const { tools } = await client.listTools();
    expect(tools.find((t) => t.name === 'add')!.inputSchema).toEqual(ADD_SCHEMA);
    expect(await client.callTool({ name: 'add', arguments: { a: 1, b: 2 } })).toEqual({ content: [{ type: 'text', text: '{"sum":3}' }], structuredContent: { sum: 3 } });
    const invalid = await client.callTool({ name: 'add', arguments: { a: 1 } });
    expect(invalid.isError).toBe(true);
    expect(textJson(invalid)).toEqual({ error: { code: 'validation_failed', message: 'input does not match the action schema', details: [{ field: 'b', message: 'is required' }] } });
    expect(textJson(await client.callTool({ name: 'whoami', arguments: {} }))).toEqual({ error: { code: 'unauthenticated', message: 'authentication required' } });
    await expect(client.callTool({ name: 'nope', arguments: {} })).rejects.toThrow(/Tool nope not found/);
  });

  it('answers a POST for an unknown session with 404 and a body that is not JSON-RPC with 400', async () => {
    const url = await start();
    const stream = await openStream(url);
    expect(stream.endpoint).toMatch(/\/messages\?sessionId=[0-9a-f-]{36}$/);
    const base = new URL(url).origin;
    const unknown = await rawRequest(`${base}/messages?sessionId=nope`, { headers: { 'content-type': 'application/json' }, body: TOOLS_LIST });
    expect(unknown.status).toBe(404);
    expect(JSON.parse(unknown.body).error.code).toBe('not_found');
    const garbage = await rawRequest(stream.endpoint, { headers: { 'content-type': 'application/json' }, body: '{"hello":1}' });
    expect(garbage.status).toBe(400);
    expect(JSON.parse(garbage.body).error).toEqual({ code: 'validation_failed', message: 'request body is not a JSON-RPC message' });
    stream.close();
  });

  describe('with auth on', () => {
    it('refuses the stream and the messages without a valid token (401, WWW-Authenticate)', async () => {
      const url = await start(true);
      const base = new URL(url).origin;
      await expect(connect(url)).rejects.toThrow(/401|unauthenticated/);
      for (const [bearer, message] of [
        [undefined, 'missing bearer token'],
        [await token('alice', { expiresIn: Math.floor(Date.now() / 1000) - 60 }), 'token expired'],
        [unsignedToken({ sub: 'root', roles: ['admin'], exp: Math.floor(Date.now() / 1000) + 300 }), 'token algorithm not allowed'],
        [await token('alice', { secret: 'a-different-secret-of-32-bytes-or-more' }), 'token signature is invalid'],
      ] as const) {
        const headers: Record<string, string> = bearer === undefined ? {} : { authorization: `Bearer ${bearer}` };
        const stream = await rawRequest(url, { method: 'GET', headers: { ...headers, accept: 'text/event-stream' } });
        expect(stream.status, message).toBe(401);
        expect(stream.headers['www-authenticate']).toBe('Bearer');
        expect(JSON.parse(stream.body)).toEqual({ error: { code: 'unauthenticated', message } });
        const post = await rawRequest(`${base}/messages?sessionId=x`, { headers: { ...headers, 'content-type': 'application/json' }, body: TOOLS_LIST });
        expect(post.status).toBe(401);
      }
    });

    it('runs guards with the caller of each POST, and binds the session to its subject', async () => {
      const url = await start(true);
      const alice = await token('alice', { roles: ['user'] });
      const { client } = await connect(url, alice);
      expect((await client.callTool({ name: 'whoami', arguments: {} })).structuredContent).toEqual({ subject: 'alice', roles: ['user'], fromContext: 'alice' });
      expect(textJson(await client.callTool({ name: 'admin_reset', arguments: {} }))).toEqual({ error: { code: 'forbidden', message: 'requires one of the roles: admin' } });
      const stream = await openStream(url, { authorization: `Bearer ${alice}` });
      const asBob = await rawRequest(stream.endpoint, {
        headers: { 'content-type': 'application/json', authorization: `Bearer ${await token('bob', { roles: ['admin'] })}` },
        body: TOOLS_LIST,
      });
      expect(asBob.status).toBe(403);
      const asAlice = await rawRequest(stream.endpoint, { headers: { 'content-type': 'application/json', authorization: `Bearer ${alice}` }, body: TOOLS_LIST });
      expect(asAlice.status).toBe(202);
      stream.close();
      const { client: admin } = await connect(url, await token('root', { roles: ['admin'] }));
      expect((await admin.callTool({ name: 'admin_reset', arguments: {} })).structuredContent).toEqual({ reset: true });
    });
  });

  it('refuses a foreign Host or Origin with 403 on both routes', async () => {
    const url = await start();
    const base = new URL(url);
    const stream = await rawRequest(url, { method: 'GET', headers: { host: `evil.example.com:${base.port}`, accept: 'text/event-stream' } });
    expect(stream.status).toBe(403);
    const post = await rawRequest(`${base.origin}/messages?sessionId=x`, { headers: { 'content-type': 'application/json', origin: 'http://evil.example.com' }, body: TOOLS_LIST });
    expect(post.status).toBe(403);
    expect(JSON.parse(post.body).error.code).toBe('forbidden');
  });

  it('closes promptly while a client holds its stream open', async () => {
    const url = await start();
    await connect(url);
    const started = Date.now();
    await mcp.server.close(5_000);
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});
