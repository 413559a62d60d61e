// MCP over stdio against a real child process (test/fixtures/actions/mcp/stdioServer.ts): the
// official v2 client, and raw JSON lines where the wire itself is the point.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Client, ProtocolError } from '@modelcontextprotocol/client';
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import { afterEach, describe, expect, it } from 'vitest';
import { ADD_SCHEMA } from '../../fixtures/actions/mcp/fixtureActions.js';
import { SECRET, textJson, token, unsignedToken } from './mcpSupport.js';

const ROOT = resolve(import.meta.dirname, '../../..');
const SERVER = join(ROOT, 'test/fixtures/actions/mcp/stdioServer.ts');
const clients: Client[] = [];

afterEach(async () => {
  await Promise.allSettled(clients.splice(0).map((c) => c.close()));
});

/** Env of the fixture server: auth on when a token (or `null`: none set) is given. */
function serverEnv(auth: { token: string | null } | undefined): Record<string, string> {
  const env: Record<string, string> = { PATH: process.env['PATH'] ?? '', MCP_FIXTURE_LOG_LEVEL: 'debug' };
  if (auth !== undefined) env['MCP_FIXTURE_SECRET'] = SECRET;
  if (auth?.token) env['VV_AGENT_TOKEN'] = auth.token;
  return env;
}

async function connect(auth?: { token: string | null }): Promise<Client> {
  const client = new Client({ name: 'mcp-stdio-test', version: '1.0.0' });
  const transport = new StdioClientTransport({ command: process.execPath, args: ['--import', 'tsx', SERVER], cwd: ROOT, env: serverEnv(auth), stderr: 'ignore' });
  clients.push(client);
  await client.connect(transport);
  return client;
}

/** Sends JSON lines to a fresh server and collects every stdout line until `count` responses came back. */
async function exchange(lines: readonly object[], count: number, auth?: { token: string | null }): Promise<{ stdout: string[]; stderr: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER], { cwd: ROOT, env: serverEnv(auth), stdio: ['pipe', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  const done = new Promise<void>((resolvePromise, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString('utf8');
      if (stdout.split('\n').filter((l) => l.trim() !== '').length >= count) resolvePromise();
    });
    child.on('exit', (code) => reject(new Error(`server exited (${code}) before answering: ${stdout} ${stderr}`)));
  });
  for (const line of lines) child.stdin.write(`${JSON.stringify(line)}\n`);
  await done;
  child.stdin.end();
  await new Promise((r) => child.once('exit', r));
  return { stdout: stdout.split('\n').filter((l) => l.trim() !== ''), stderr };
}

const initialize = { jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'raw', version: '1' } } };

describe('MCP over stdio', () => {
  it('lists tools with the 2020-12 schema unchanged, calls them, and reports errors as isError', async () => {
    const client = await connect();
    const { tools } = await client.listTools();
    expect(tools.find((t) => t.name === 'add')!.inputSchema).toEqual(ADD_SCHEMA);
    expect((await client.callTool({ name: 'add', arguments: { a: 20, b: 22 } })).structuredContent).toEqual({ sum: 42 });
    const invalid = await client.callTool({ name: 'add', arguments: { a: 1, b: 'two' } });
    expect(invalid.isError).toBe(true);
    expect(textJson(invalid)).toEqual({ error: { code: 'validation_failed', message: 'input does not match the action schema', details: [{ field: 'b', message: 'must be number' }] } });
    // No auth configured: guards still run, with no caller.
    expect(textJson(await client.callTool({ name: 'whoami', arguments: {} }))).toEqual({ error: { code: 'unauthenticated', message: 'authentication required' } });
  });

  it('with auth on, authenticates each request from VV_AGENT_TOKEN and passes the caller to guards', async () => {
    const client = await connect({ token: await token('alice', { roles: ['user'] }) });
    expect((await client.callTool({ name: 'whoami', arguments: {} })).structuredContent).toEqual({ subject: 'alice', roles: ['user'], fromContext: 'alice' });
    const forbidden = await client.callTool({ name: 'admin_reset', arguments: {} });
    expect(forbidden.isError).toBe(true);
    expect(textJson(forbidden)).toEqual({ error: { code: 'forbidden', message: 'requires one of the roles: admin' } });
    const admin = await connect({ token: await token('root', { roles: ['admin'] }) });
    expect((await admin.callTool({ name: 'admin_reset', arguments: {} })).structuredContent).toEqual({ reset: true });
  });

  // An expired token: the raw exchange below.
  it('refuses every request with JSON-RPC -32002 when the env token is missing, forged or alg:none', async () => {
    const cases: Array<[string | null, string]> = [
      [null, 'Unauthorized: no token in VV_AGENT_TOKEN'],
      [await token('alice', { secret: 'another-secret-that-is-32-bytes-long!' }), 'Unauthorized: token signature is invalid'],
      [unsignedToken({ sub: 'root', roles: ['admin'], exp: Math.floor(Date.now() / 1000) + 300 }), 'Unauthorized: token algorithm not allowed'],
    ];
    for (const [bearer, message] of cases) {
      const error = await connect({ token: bearer }).then(
        () => null,
        (e: unknown) => e,
      );
      expect(error, message).toBeInstanceOf(ProtocolError);
      expect((error as ProtocolError).code).toBe(-32002);
      expect((error as ProtocolError).message).toContain(message);
    }
  });

  it('never runs the tool of a refused request; stdout carries only JSON-RPC', async () => {
    const marker = join(mkdtempSync(join(tmpdir(), 'mcp-stdio-')), 'ran.txt');
    const call = { jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: 'touch', arguments: { path: marker } } };
    const refused = await exchange([initialize, call], 2, { token: await token('alice', { expiresIn: Math.floor(Date.now() / 1000) - 60 }) });
    const replies = refused.stdout.map((line) => JSON.parse(line) as { id: number; error?: unknown });
    expect(replies).toEqual([
      { jsonrpc: '2.0', id: 1, error: { code: -32002, message: 'Unauthorized: token expired', data: { status_code: 401 } } },
      { jsonrpc: '2.0', id: 2, error: { code: -32002, message: 'Unauthorized: token expired', data: { status_code: 401 } } },
    ]);
    expect(existsSync(marker)).toBe(false);

    // The same exchange with a valid token runs the tool; logs (debug level) went to stderr only.
    const initialized = { jsonrpc: '2.0', method: 'notifications/initialized' };
    const allowed = await exchange([initialize, initialized, call], 2, { token: await token('alice') });
    expect(allowed.stdout.map((line) => (JSON.parse(line) as { jsonrpc: string }).jsonrpc)).toEqual(['2.0', '2.0']);
    expect((JSON.parse(allowed.stdout[1]!) as { result: { structuredContent: unknown } }).result.structuredContent).toEqual({ touched: marker });
    expect(readFileSync(marker, 'utf8')).toBe('ran\n');
  });
});
