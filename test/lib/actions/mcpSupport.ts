// Shared by the MCP transport tests: real servers on loopback port 0, real tokens.
import { afterEach } from 'vitest';
import { ActionRegistry, BearerTokenAuthenticator, defaultAgentConfig, JwtProvider, type AgentConfig, type Authenticator } from '../../../src/lib/actions/index.js';
import { createSdkMcpServer, type SdkMcpActionServer, type SdkMcpServerOptions } from '../../../src/lib/actions/mcp/SdkMcpServer.js';
import { silentLogger } from '../../../src/lib/shared/logger.js';
import { defineMcpFixtureActions } from '../../fixtures/actions/mcp/fixtureActions.js';
import { signToken, TEST_SECRET, unsignedToken } from '../../support/agentProcess.js';

export { unsignedToken };

export const SECRET = TEST_SECRET;

export interface TokenOptions {
  readonly roles?: readonly string[];
  readonly expiresIn?: string | number;
  readonly secret?: string;
}

/** An HS256 token for `subject` (5 minutes unless told otherwise). */
export function token(subject: string, options: TokenOptions = {}): Promise<string> {
  return signToken({ sub: subject, roles: [...(options.roles ?? [])] }, { expiresIn: options.expiresIn ?? '5m', ...(options.secret ? { secret: options.secret } : {}) });
}

export interface StartOptions {
  readonly transport: 'streamable-http' | 'sse';
  readonly auth?: boolean;
  readonly host?: string;
  readonly allowedHosts?: string;
  readonly options?: SdkMcpServerOptions;
  /** Instead of bearer JWTs (implies auth on). */
  readonly authenticator?: Authenticator;
}

/** The fixture actions served over MCP HTTP on 127.0.0.1 (port 0), auth on when asked. */
export async function startMcpServer(start: StartOptions): Promise<SdkMcpActionServer> {
  ActionRegistry.clear();
  const defaults = defaultAgentConfig();
  const config: AgentConfig = {
    ...defaults,
    agent: { ...defaults.agent, host: start.host ?? '127.0.0.1', port: 0, enable_auth: start.auth ?? false, allowed_hosts: start.allowedHosts ?? '' },
  };
  const server = await createSdkMcpServer({
    config,
    transport: start.transport,
    logger: silentLogger(),
    authenticator: start.authenticator ?? (start.auth ? new BearerTokenAuthenticator(new JwtProvider({ secretKey: SECRET })) : null),
    ...(start.options ? { options: start.options } : {}),
  });
  server.addActions(defineMcpFixtureActions().filter((a) => a.mcp !== null));
  await server.start();
  return server;
}

/** A fresh MCP server per test on `transport`, closed after each test together with the clients it tracks. */
export function mcpServerPerTest(transport: StartOptions['transport']): {
  // A function, not a method: it uses no `this`, so callers may take it off the object.
  readonly start: (options?: Omit<StartOptions, 'transport'>) => Promise<string>;
  readonly server: SdkMcpActionServer;
  track<C extends { close(): Promise<void> }>(client: C): C;
} {
  let current: SdkMcpActionServer | undefined;
  const clients: Array<{ close(): Promise<void> }> = [];
  afterEach(async () => {
    await Promise.allSettled(clients.splice(0).map((client) => client.close()));
    await current?.close(500);
    current = undefined;
    ActionRegistry.clear();
  });
  return {
    async start(options = {}) {
      current = await startMcpServer({ transport, ...options });
      return current.url()!;
    },
    get server() {
      if (current === undefined) throw new Error('start() the server first');
      return current;
    },
    track(client) {
      clients.push(client);
      return client;
    },
  };
}

/** The text of a tool result's first content block, parsed as JSON. */
export function textJson(result: object): unknown {
  const first = ((result as { content?: unknown }).content as Array<{ type: string; text?: string }> | undefined)?.[0];
  if (first?.type !== 'text' || first.text === undefined) throw new Error(`no text content in ${JSON.stringify(result)}`);
  return JSON.parse(first.text) as unknown;
}

export interface RawResponse {
  readonly status: number;
  readonly headers: Record<string, string | string[] | undefined>;
  readonly body: string;
}

/**
 * One HTTP request through node:http, which (unlike fetch) lets a test send any Host header, as a
 * DNS-rebinding attacker's browser would.
 */
export async function rawRequest(url: string, options: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<RawResponse> {
  const { request } = await import('node:http');
  return new Promise((resolve, reject) => {
    const req = request(url, { method: options.method ?? 'POST', headers: options.headers ?? {} }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(options.body);
  });
}

/** A JSON-RPC `initialize` as a client's first POST. */
export const INITIALIZE_BODY = JSON.stringify({
  jsonrpc: '2.0',
  id: 1,
  method: 'initialize',
  params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'raw', version: '1' } },
});
export const MCP_POST_HEADERS = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' } as const;
