// A real `vv-agent agent serve` process with auth on, driven over each MCP transport by its real
// client: SDK v2 over Streamable HTTP and stdio, SDK 1.32.2's SSEClientTransport over legacy SSE.
import { fileURLToPath } from 'node:url';
import { Client as ClientV2, ProtocolError, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import { Client as ClientV1 } from '@modelcontextprotocol/sdk/client/index.js';
import { SSEClientTransport } from '@modelcontextprotocol/sdk/client/sse.js';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { stopAllProcesses } from '../../support/agentteamProcesses.js';
import { runJs, projectRoot } from '../../support/cli.js';
import { signToken, startAgent, TEST_SECRET, writeConfig } from '../../support/agentProcess.js';

const calculator = fileURLToPath(new URL('../../fixtures/actions/calculator', import.meta.url));
const config = writeConfig('[agent]\nhost = 127.0.0.1\nport = 0\nenable_auth = true\n[auth]\nalgorithm = HS256\n');
const env = { VV_AGENT__AUTH__SECRET_KEY: TEST_SECRET };
const closers: Array<() => Promise<void>> = [];

afterEach(async () => {
  await Promise.allSettled(closers.splice(0).map((close) => close()));
});
afterAll(stopAllProcesses);

const user = (): Promise<string> => signToken({ sub: 'alice', roles: ['user'] }, { expiresIn: '5m' });
const admin = (): Promise<string> => signToken({ sub: 'root', roles: ['admin'] }, { expiresIn: '5m' });
type AnyClient = { callTool(request: { name: string; arguments: Record<string, unknown> }): Promise<unknown>; close(): Promise<void> };

/** What every transport must show with auth on: a call, the caller reaching guards, a 403 as isError. */
async function expectGuardedCalls(asUser: AnyClient, asAdmin: AnyClient): Promise<void> {
  expect(await asUser.callTool({ name: 'add', arguments: { a: 2, b: 3 } })).toMatchObject({ structuredContent: { result: 5 } });
  expect(await asUser.callTool({ name: 'whoami', arguments: {} })).toMatchObject({ structuredContent: { subject: 'alice', roles: ['user'], fromContext: 'alice' } });
  const forbidden = (await asUser.callTool({ name: 'admin_reset', arguments: {} })) as { isError?: boolean; content: Array<{ text: string }> };
  expect(forbidden.isError).toBe(true);
  expect(JSON.parse(forbidden.content[0]!.text)).toEqual({ error: { code: 'forbidden', message: 'requires one of the roles: admin' } });
  expect(await asAdmin.callTool({ name: 'admin_reset', arguments: {} })).toMatchObject({ structuredContent: { reset: true } });
}

describe('agent serve over MCP with enable_auth', () => {
  it('streamable-http: bearer per request, 401 without a token, guards with the caller', async () => {
    const agent = await startAgent(['--config', config, '--actions', calculator, '--no-http', '--mcp', 'streamable-http'], { env, expectMcp: true });
    const connect = async (token?: string): Promise<ClientV2> => {
      const client = new ClientV2({ name: 'e2e', version: '1.0.0' });
      await client.connect(new StreamableHTTPClientTransport(new URL(agent.mcpUrl!), token ? { requestInit: { headers: { authorization: `Bearer ${token}` } } } : {}));
      closers.push(() => client.close());
      return client;
    };
    await expect(connect()).rejects.toThrow(/unauthenticated/);
    await expectGuardedCalls(await connect(await user()), await connect(await admin()));
  });

  it('sse: the legacy transport with the same auth and guards', async () => {
    const agent = await startAgent(['--config', config, '--actions', calculator, '--no-http', '--mcp', 'sse'], { env, expectMcp: true });
    expect(agent.mcpUrl).toMatch(/\/sse$/);
    const connect = async (token?: string): Promise<ClientV1> => {
      const client = new ClientV1({ name: 'e2e', version: '1.0.0' });
      await client.connect(new SSEClientTransport(new URL(agent.mcpUrl!), token ? { requestInit: { headers: { authorization: `Bearer ${token}` } } } : {}));
      closers.push(() => client.close());
      return client;
    };
    await expect(connect()).rejects.toThrow(/401/);
    await expectGuardedCalls(await connect(await user()), await connect(await admin()));
  });

  it('stdio: the token from VV_AGENT_TOKEN before each request; -32002 without one', async () => {
    const connect = async (token?: string): Promise<ClientV2> => {
      const client = new ClientV2({ name: 'e2e', version: '1.0.0' });
      closers.push(() => client.close());
      await client.connect(
        new StdioClientTransport({
          command: process.execPath,
          args: [runJs, 'agent', 'serve', '--config', config, '--actions', calculator, '--no-http', '--mcp', 'stdio'],
          cwd: projectRoot,
          env: { PATH: process.env['PATH'] ?? '', ...env, ...(token ? { VV_AGENT_TOKEN: token } : {}) },
          stderr: 'ignore',
        }),
      );
      return client;
    };
    const refused = await connect().then(
      () => null,
      (e: unknown) => e,
    );
    expect(refused).toBeInstanceOf(ProtocolError);
    expect((refused as ProtocolError).code).toBe(-32002);
    await expectGuardedCalls(await connect(await user()), await connect(await admin()));
  });
});
