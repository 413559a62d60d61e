// MCP servers as agent tools, against real servers: the official SDK's low-level Server over
// Streamable HTTP on loopback (in this process), and stdio servers (child processes) that die or hang.
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { NodeStreamableHTTPServerTransport } from '@modelcontextprotocol/node';
import { ProtocolError, ProtocolErrorCode, Server, type Tool as McpTool } from '@modelcontextprotocol/server';
import { afterEach, describe, expect, it } from 'vitest';
import type { McpServerSpec } from '../../../src/lib/mcp-tools/index.js';
import { McpToolset, resultText } from '../../../src/lib/mcp-tools/mcpToolset.js';
import { isToolError, type Tool, type ToolContext } from '../../../src/lib/runtime/index.js';
import { memoryLogger } from '../../support/memoryLogger.js';

const TOKEN = 's3cret-token-for-mcp';
const EXITING_SERVER = fileURLToPath(new URL('../../fixtures/mcp-tools/exitingServer.mjs', import.meta.url));
const SILENT_TOOLS_SERVER = fileURLToPath(new URL('../../fixtures/mcp-tools/silentToolsServer.mjs', import.meta.url));

const LOOKUP_SCHEMA = { type: 'object' as const, properties: { item: { type: 'string' } }, required: ['item'], additionalProperties: false };

/** A stateful Streamable HTTP MCP server with a few tools, requiring a bearer token. */
class FixtureMcpServer {
  readonly tools: McpTool[] = [
    { name: 'lookup', description: 'How many are in stock', inputSchema: LOOKUP_SCHEMA, annotations: { readOnlyHint: true } },
    { name: 'change.it', title: 'Change it', inputSchema: { type: 'object' }, annotations: { idempotentHint: true } },
    { name: 'fail', description: 'Always fails', inputSchema: { type: 'object' } },
    { name: 'picture', description: 'An image and a caption', inputSchema: { type: 'object' }, annotations: { readOnlyHint: true } },
    { name: 'slow', description: 'Reports progress, then waits until cancelled', inputSchema: { type: 'object' }, annotations: { readOnlyHint: true } },
  ];
  readonly aborted: string[] = [];
  readonly #servers = new Set<Server>();
  readonly #sessions = new Map<string, NodeStreamableHTTPServerTransport>();

  private constructor(readonly http: HttpServer) {}

  static async start(): Promise<FixtureMcpServer> {
    let fixture: FixtureMcpServer | undefined;
    const http = createServer((req, res) => void fixture!.handle(req, res));
    fixture = new FixtureMcpServer(http);
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    return fixture;
  }

  get url(): string {
    return `http://127.0.0.1:${(this.http.address() as AddressInfo).port}/mcp`;
  }

  async addTool(tool: McpTool): Promise<void> {
    this.tools.push(tool);
    await Promise.all([...this.#servers].map((s) => s.sendToolListChanged()));
  }

  async close(): Promise<void> {
    await Promise.allSettled([...this.#servers].map((s) => s.close()));
    this.http.closeAllConnections();
    await new Promise<void>((resolve) => this.http.close(() => resolve()));
  }

  private async handle(req: IncomingMessage, res: import('node:http').ServerResponse): Promise<void> {
    if (req.headers.authorization !== `Bearer ${TOKEN}`) {
      res.writeHead(401, { 'content-type': 'application/json', 'www-authenticate': 'Bearer' }).end('{"error":{"code":"unauthenticated","message":"bad token"}}');
      return;
    }
    let body: unknown;
    if (req.method === 'POST') {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    }
    const sessionId = req.headers['mcp-session-id'];
    let transport = typeof sessionId === 'string' ? this.#sessions.get(sessionId) : undefined;
    if (transport === undefined) {
      const created: NodeStreamableHTTPServerTransport = new NodeStreamableHTTPServerTransport({
        sessionIdGenerator: () => randomUUID(),
        onsessioninitialized: (id) => void this.#sessions.set(id, created),
      });
      transport = created;
      const server = this.#server();
      this.#servers.add(server);
      await server.connect(transport);
    }
    await transport.handleRequest(req, res, body);
  }

  #server(): Server {
    const server = new Server({ name: 'fixture', version: '1.0.0' }, { capabilities: { tools: { listChanged: true } } });
    server.setRequestHandler('tools/list', () => ({ tools: this.tools }));
    server.setRequestHandler('tools/call', async (request, ctx) => {
      const args = request.params.arguments ?? {};
      switch (request.params.name) {
        case 'lookup':
          if (typeof args['item'] !== 'string') throw new ProtocolError(ProtocolErrorCode.InvalidParams, 'item must be a string');
          return { content: [{ type: 'text', text: `${args['item']}: 42 in stock` }] };
        case 'change.it':
          return { content: [], structuredContent: { changed: true } };
        case 'fail':
          return { isError: true, content: [{ type: 'text', text: 'out of stock' }] };
        case 'picture':
          return { content: [{ type: 'image', data: Buffer.from('not really a png').toString('base64'), mimeType: 'image/png' }, { type: 'text', text: 'a caption' }] };
        case 'slow': {
          const token = ctx.mcpReq._meta?.progressToken;
          if (token !== undefined) await ctx.mcpReq.notify({ method: 'notifications/progress', params: { progressToken: token, progress: 1, total: 2, message: 'halfway' } });
          await new Promise<void>((resolve) => ctx.mcpReq.signal.addEventListener('abort', () => resolve(), { once: true }));
          this.aborted.push('slow');
          return { content: [{ type: 'text', text: 'too late' }] };
        }
        case 'added':
          return { content: [{ type: 'text', text: 'new tool ran' }] };
        default:
          throw new ProtocolError(ProtocolErrorCode.InvalidParams, `Tool ${request.params.name} not found`);
      }
    });
    return server;
  }
}

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function fixtureServer(): Promise<FixtureMcpServer> {
  const server = await FixtureMcpServer.start();
  cleanups.push(() => server.close());
  return server;
}

function toolset(servers: readonly McpServerSpec[], reservedNames: readonly string[] = []): { set: McpToolset; lines: () => Array<Record<string, unknown>> } {
  const { logger, lines } = memoryLogger();
  const set = new McpToolset(servers, { logger, reservedNames, connectTimeoutMs: 20_000 });
  cleanups.push(() => set.close());
  return { set, lines };
}

/** A loopback URL nothing listens on (a port just released; fetch refuses well-known bad ports such as 1). */
async function refusedUrl(): Promise<string> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return `http://127.0.0.1:${port}/mcp`;
}

function http(name: string, url: string, token = TOKEN): McpServerSpec {
  return { name, transport: 'streamable-http', url, headers: { Authorization: `Bearer ${token}` } };
}

function context(signal = new AbortController().signal, progress: string[] = []): ToolContext {
  return {
    workspace: process.cwd(),
    runId: 'run_test',
    toolCallId: 'call_test',
    signal,
    progress: async (message) => void progress.push(message),
  };
}

function byName(tools: readonly Tool[], name: string): Tool {
  const tool = tools.find((t) => t.name === name);
  if (tool === undefined) throw new Error(`no tool ${name} among ${tools.map((t) => t.name).join(', ')}`);
  return tool;
}

async function failure(work: Promise<unknown>): Promise<{ code: string; message: string }> {
  try {
    await work;
  } catch (error) {
    if (!isToolError(error)) throw error;
    return { code: error.code, message: error.message };
  }
  throw new Error('expected the call to fail');
}

describe('MCP servers as agent tools', () => {
  it('offers each tool as SERVER__tool with its schema; readOnlyHint decides approval', async () => {
    const server = await fixtureServer();
    const { set } = toolset([http('my shop', server.url)]);
    await set.ready;
    const tools = set.tools();
    expect(tools.map((t) => t.name)).toEqual(['my_shop__lookup', 'my_shop__change_it', 'my_shop__fail', 'my_shop__picture', 'my_shop__slow']);
    const lookup = byName(tools, 'my_shop__lookup');
    expect(lookup).toMatchObject({ description: 'How many are in stock', parameters: LOOKUP_SCHEMA, requiresApproval: false });
    expect(lookup.metadata).toEqual({ sideEffect: 'read', idempotency: 'unknown', terminal: false, capabilityTags: ['mcp', 'mcp.server:my shop'], costDimensions: [] });
    const change = byName(tools, 'my_shop__change_it');
    expect(change).toMatchObject({ description: 'Change it', requiresApproval: true });
    expect(change.metadata).toMatchObject({ sideEffect: 'external', idempotency: 'supported' });
    expect(byName(tools, 'my_shop__fail').requiresApproval).toBe(true);
    expect(change.preview?.({ x: 1 })).toBe('change.it on MCP server my shop {"x":1}');
    expect(set.status()).toEqual([{ name: 'my shop', state: 'connected', tools: tools.map((t) => t.name) }]);
  });

  it('calls tools: text, structured content, images as a note; isError and invalid params become ToolErrors', async () => {
    const server = await fixtureServer();
    const { set } = toolset([http('shop', server.url)]);
    await set.ready;
    const tools = set.tools();
    expect(await byName(tools, 'shop__lookup').execute({ item: 'apple' }, context())).toEqual({ output: 'apple: 42 in stock' });
    expect(await byName(tools, 'shop__change_it').execute({}, context())).toEqual({ output: '{"changed":true}' });
    expect(await byName(tools, 'shop__picture').execute({}, context())).toEqual({ output: '[image image/png, 16 bytes]\na caption' });
    expect(await failure(byName(tools, 'shop__fail').execute({}, context()))).toEqual({ code: 'tool_failed', message: 'out of stock' });
    expect(await failure(byName(tools, 'shop__lookup').execute({ item: 3 }, context()))).toMatchObject({ code: 'invalid_arguments', message: expect.stringContaining('item must be a string') });
  });

  it('passes progress on and aborts a running call when the run is cancelled', async () => {
    const server = await fixtureServer();
    const { set } = toolset([http('shop', server.url)]);
    await set.ready;
    const controller = new AbortController();
    const progress: string[] = [];
    const call = byName(set.tools(), 'shop__slow').execute({}, context(controller.signal, progress));
    const outcome = failure(call);
    await expect.poll(() => progress).toEqual(['1/2 halfway']);
    controller.abort('turn interrupted');
    expect(await outcome).toEqual({ code: 'cancelled', message: 'the call to slow was cancelled' });
    // The server saw the cancellation: its handler's signal was aborted.
    await expect.poll(() => server.aborted).toEqual(['slow']);
  });

  it('follows tools/list_changed: a tool added later is offered to later turns', async () => {
    const server = await fixtureServer();
    const { set } = toolset([http('shop', server.url)]);
    await set.ready;
    expect(set.tools().map((t) => t.name)).not.toContain('shop__added');
    await server.addTool({ name: 'added', description: 'Added later', inputSchema: { type: 'object' }, annotations: { readOnlyHint: true } });
    await expect.poll(() => set.tools().map((t) => t.name), { timeout: 10_000 }).toContain('shop__added');
    expect(await byName(set.tools(), 'shop__added').execute({}, context())).toEqual({ output: 'new tool ran' });
  });

  it('a server that cannot be reached is logged and left out; the others still work; no token in the log', async () => {
    const server = await fixtureServer();
    const { set, lines } = toolset([
      http('refused', await refusedUrl()),
      { name: 'missing', transport: 'stdio', command: '/nonexistent/mcp-server', args: [], env: {} },
      http('wrongtoken', server.url, 'wrong-token-value'),
      http('shop', server.url),
    ]);
    await set.ready;
    expect(set.tools().map((t) => t.name)).toEqual(['shop__lookup', 'shop__change_it', 'shop__fail', 'shop__picture', 'shop__slow']);
    const states = Object.fromEntries(set.status().map((s) => [s.name, s.state]));
    expect(states).toEqual({ refused: 'failed', missing: 'failed', wrongtoken: 'failed', shop: 'connected' });
    const warnings = lines().filter((l) => l['level'] === 40).map((l) => String(l['msg']));
    // One line per server, in the order they failed.
    expect(warnings).toHaveLength(3);
    expect(warnings).toEqual(
      expect.arrayContaining([
        'MCP server refused is not available, its tools are left out: fetch failed (ECONNREFUSED)',
        'MCP server missing is not available, its tools are left out: spawn /nonexistent/mcp-server ENOENT',
        expect.stringMatching(/^MCP server wrongtoken is not available, its tools are left out: .*bad token/),
      ]),
    );
    expect(JSON.stringify(lines())).not.toContain('wrong-token-value');
  });

  it('leaves out a tool whose name another tool already has', async () => {
    const server = await fixtureServer();
    const { set, lines } = toolset([http('shop', server.url)], ['shop__fail']);
    await set.ready;
    expect(set.tools().map((t) => t.name)).not.toContain('shop__fail');
    expect(lines().some((l) => l['msg'] === 'MCP tool shop__fail is left out: another tool already has that name')).toBe(true);
  });

  it('a stdio server that dies mid-call: tool_unavailable with its last stderr lines, then its tools are gone', async () => {
    const { set, lines } = toolset([{ name: 'crashy', transport: 'stdio', command: process.execPath, args: [EXITING_SERVER], env: {} }]);
    await set.ready;
    const tools = set.tools();
    expect(tools.map((t) => [t.name, t.requiresApproval])).toEqual([
      ['crashy__echo', false],
      ['crashy__exit', true],
    ]);
    expect(await byName(tools, 'crashy__echo').execute({ text: 'hi' }, context())).toEqual({ output: 'hi' });
    const dead = await failure(byName(tools, 'crashy__exit').execute({}, context()));
    expect(dead.code).toBe('tool_unavailable');
    expect(dead.message).toContain('goodbye from the fixture');
    await expect.poll(() => set.tools()).toEqual([]);
    expect(set.status()[0]).toMatchObject({ name: 'crashy', state: 'closed', tools: [] });
    expect(lines().some((l) => l['level'] === 40 && String(l['msg']).startsWith('MCP server crashy went away'))).toBe(true);
    // A model that still names the tool gets the same code, not a hang.
    expect(await failure(byName(tools, 'crashy__echo').execute({ text: 'again' }, context()))).toMatchObject({ code: 'tool_unavailable' });
  });

  it('one deadline covers connect, initialize and tools/list; a failed server is not waited for again', async () => {
    const marks = mkdtempSync(join(tmpdir(), 'vv-mcp-silent-'));
    cleanups.push(async () => rmSync(marks, { recursive: true, force: true }));
    // Half the deadline goes to initialize: a second, whole deadline for tools/list would show.
    const deadlineMs = 4_000;
    const { logger, lines } = memoryLogger();
    const began = performance.now();
    const set = new McpToolset([{ name: 'silent', transport: 'stdio', command: process.execPath, args: [SILENT_TOOLS_SERVER, marks, String(deadlineMs / 2)], env: {} }], {
      logger,
      connectTimeoutMs: deadlineMs,
    });
    cleanups.push(() => set.close());
    await set.ready;
    const waited = performance.now() - began;
    expect(existsSync(join(marks, 'tools-list')), 'the server connected and was asked tools/list').toBe(true);
    // Given up at the deadline: neither initialize's time plus a whole deadline for tools/list, nor
    // a wait for the hung child to exit.
    expect(waited).toBeGreaterThanOrEqual(deadlineMs - 100);
    expect(waited).toBeLessThan(1.5 * deadlineMs);
    const reason = 'did not connect and list its tools within 4 s';
    expect(set.status()).toEqual([{ name: 'silent', state: 'failed', tools: [], error: reason }]);
    expect(lines().filter((l) => l['level'] === 40).map((l) => l['msg'])).toEqual([`MCP server silent is not available, its tools are left out: ${reason}`]);

    // A later turn: ready has settled for good, the server is not retried, its tools stay out.
    const later = await Promise.race([set.ready.then(() => 'settled'), new Promise((resolve) => setImmediate(() => resolve('waiting')))]);
    expect(later).toBe('settled');
    expect(set.tools()).toEqual([]);

    // The hung child (it ignores the end of its stdin) is still stopped, by close() at the latest.
    const pid = Number(readFileSync(join(marks, 'tools-list'), 'utf8'));
    await set.close();
    expect(() => process.kill(pid, 0)).toThrow();
  });

  it('close() stops the clients: later calls are refused', async () => {
    const server = await fixtureServer();
    const { set } = toolset([http('shop', server.url)]);
    await set.ready;
    const lookup = byName(set.tools(), 'shop__lookup');
    await set.close();
    expect(set.tools()).toEqual([]);
    expect(await failure(lookup.execute({ item: 'apple' }, context()))).toMatchObject({ code: 'tool_unavailable' });
  });
});

describe('resultText', () => {
  it('shows resources and links as short notes, and structured content only without other content', () => {
    expect(
      resultText({
        content: [
          { type: 'resource', resource: { uri: 'file:///a.txt', text: 'inline text' } },
          { type: 'resource', resource: { uri: 'file:///b.bin', blob: 'AAAA', mimeType: 'application/octet-stream' } },
          { type: 'resource_link', uri: 'file:///c', name: 'c' },
        ],
        structuredContent: { ignored: true },
      }),
    ).toBe('inline text\n[resource file:///b.bin application/octet-stream]\n[resource link file:///c (c)]');
    expect(resultText({ content: [] })).toBe('');
  });
});
