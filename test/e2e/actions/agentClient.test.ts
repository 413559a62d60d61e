// `vv-agent agent capabilities` and `vv-agent agent call` against a real `vv-agent agent serve`
// process (HTTP, and MCP over streamable HTTP and SSE), plus peers that are not agents.
import { existsSync, mkdtempSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateCapabilities } from '../../../generated/actions/validators.js';
import { runCli, stopAllProcesses } from '../../support/agentteamProcesses.js';
import { signToken, startAgent, writeConfig, TEST_SECRET } from '../../support/agentProcess.js';

const calculator = fileURLToPath(new URL('../../fixtures/actions/calculator', import.meta.url));
/** No token from the developer's environment leaks into these runs. */
const env = { VV_AGENT_TOKEN: undefined, VV_AGENT__AGENT_CLIENT__TOKEN: undefined, VV_AGENT__AGENT_CLIENT__URL: undefined };
const cli = (args: readonly string[], extraEnv: Record<string, string | undefined> = {}) => runCli(args, { env: { ...env, ...extraEnv } });

afterAll(stopAllProcesses);

function expectOneLineError(result: { code: number | null; stderr: string }, code: number, pattern: RegExp): void {
  expect(result.code, result.stderr).toBe(code);
  expect(result.stderr.trimEnd().split('\n')).toHaveLength(1);
  expect(result.stderr.trimEnd()).toMatch(pattern);
  expect(result.stderr).not.toMatch(/\n\s+at /);
}

describe('agent capabilities and agent call over HTTP', () => {
  let url: string;
  beforeAll(async () => {
    const agent = await startAgent(['--config', writeConfig('[server]\nhost = 127.0.0.1\n'), '--actions', calculator, '--mcp', 'none', '--port', '0']);
    url = agent.httpUrl!;
  });

  it('prints a table of actions and their transports', async () => {
    const result = await cli(['agent', 'capabilities', '--url', url]);
    expect(result.code, result.stderr).toBe(0);
    const lines = result.stdout.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^ACTION\s+HTTP\s+MCP TOOL\s+QUEUE TOPIC\s+DESCRIPTION$/);
    expect(lines.find((l) => l.startsWith('calculator.add '))).toMatch(/^calculator\.add\s+POST \/v1\/add\s+add \(off\)\s+-\s+Add two numbers$/);
    expect(lines.find((l) => l.startsWith('items.get '))).toMatch(/GET \/v1\/items\/\{id\}\s+-\s+-\s+Get an item by id$/);
    expect(lines.find((l) => l.startsWith('calculator.mul '))).toMatch(/^calculator\.mul\s+-\s+mul \(off\)\s+fixture\.calculator\.mul \(off\)/);
    // capability: false stays unadvertised.
    expect(result.stdout).not.toContain('agent.settings');
  });

  it('prints the validated document with --json, with a trailing /capabilities in --url accepted', async () => {
    const result = await cli(['agent', 'capabilities', '--url', `${url}/capabilities/`, '--json']);
    expect(result.code, result.stderr).toBe(0);
    const document = JSON.parse(result.stdout) as unknown;
    expect(validateCapabilities(document)).toBe(true);
    expect(document).toEqual(await (await fetch(`${url}/capabilities`)).json());
  });

  it('calls a POST action with a JSON body and prints the result', async () => {
    const result = await cli(['agent', 'call', 'calculator.add', '--url', url, '--input', '{"a": 2, "b": 3}']);
    expect(result.code, result.stderr).toBe(0);
    expect(JSON.parse(result.stdout)).toEqual({ result: 5 });
  });

  it('fills path parameters and sends a GET input as the query (arrays as repeated keys)', async () => {
    const result = await cli(['agent', 'call', 'items.get', '--url', url, '--input', '{"id": 7, "verbose": true, "tags": ["a", "b/c"]}', '--json']);
    expect(result.code, result.stderr).toBe(0);
    expect(JSON.parse(result.stdout)).toEqual({ action: 'items.get', via: 'http', result: { id: 7, verbose: true, tags: ['a', 'b/c'] } });
  });

  it.each([
    [['calculator.add', '--input', '{"a": "x", "b": 1}'], /^vv-agent: calculator\.add failed: validation_failed: .*\(a: .*\) \[POST http:\/\/[^ ]+\/v1\/add: HTTP 400\]$/],
    [['items.get', '--input', '{"id": 404}'], /items\.get failed: not_found: item 404 not found .*HTTP 404/],
    [['broken'], /broken failed: internal_error: internal error \[POST http:\/\/[^ ]+\/v1\/broken: HTTP 500\]$/],
    // Authentication is off here: whoami's guard refuses every caller, and no token would help.
    [['whoami'], /^vv-agent: whoami failed: unauthenticated: authentication required \[GET http:\/\/[^ ]+\/v1\/whoami: HTTP 401\]$/],
    [['nope'], /advertises no action "nope" \(advertised: calculator\.add, items\.get, /],
  ])('an action error %j is its code and message on one line, exit 1', async (args, pattern) => {
    expectOneLineError(await cli(['agent', 'call', ...args, '--url', url]), 1, pattern);
  });

  it('refuses an action not served on the asked transport (exit 1: a fact about the agent), and a missing path parameter (exit 2)', async () => {
    expectOneLineError(await cli(['agent', 'call', 'calculator.add', '--url', url, '--via', 'mcp', '--input', '{"a":1,"b":2}']), 1, /calculator\.add is not available over mcp on this agent \(available: http\)/);
    expectOneLineError(await cli(['agent', 'call', 'items.get', '--url', url]), 2, /needs "id" for its route/);
  });

  it.each([
    [['agent', 'call', 'calculator.add', '--input', '{"a": 1'], /--input is not JSON/],
    [['agent', 'call', 'calculator.add', '--input', '[1]'], /--input must be a JSON object/],
    [['agent', 'call', 'calculator.add', '--via', 'carrier-pigeon'], /Expected --via=carrier-pigeon to be one of: http, mcp/],
    [['agent', 'capabilities', '--url', 'ftp://example.com'], /is not an http\(s\) URL/],
    [['agent', 'capabilities', '--url', 'not a url'], /is not a URL/],
  ])('bad flags %j exit 2 with one line', async (args, pattern) => {
    expectOneLineError(await cli([...args, ...(args.includes('--url') ? [] : ['--url', url])]), 2, pattern);
  });

  it('takes the URL from [agent_client] url of --config when --url is absent, and says so when neither is given', async () => {
    const config = writeConfig(`[agent_client]\nurl = ${url}\n`);
    const result = await cli(['agent', 'call', 'calculator.add', '--config', config, '--input', '{"a": 1, "b": 1}']);
    expect(result.code, result.stderr).toBe(0);
    expect(JSON.parse(result.stdout)).toEqual({ result: 2 });
    expectOneLineError(await cli(['agent', 'capabilities', '--config', writeConfig('[server]\nport = 8000\n')]), 2, /no agent URL: pass --url/);
  });
});

describe('agent capabilities and agent call: errors a user meets', () => {
  let peer: Server;
  let peerUrl: string;
  beforeAll(async () => {
    // Servers that are not agents: an HTML page and a JSON document of another shape.
    peer = createServer((request, response) => {
      if (request.url?.startsWith('/html/')) response.writeHead(200, { 'content-type': 'text/html' }).end('<html>hello</html>');
      else response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ actions: [{ name: 42 }] }));
    });
    await new Promise<void>((resolve) => peer.listen(0, '127.0.0.1', resolve));
    peerUrl = `http://127.0.0.1:${(peer.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => peer.close(() => resolve())));

  it('an unreachable agent', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    expectOneLineError(await cli(['agent', 'capabilities', '--url', `http://127.0.0.1:${port}`]), 1, /GET http:\/\/127\.0\.0\.1:\d+\/capabilities: cannot reach 127\.0\.0\.1:\d+ \(ECONNREFUSED\)/);
  });

  it('an answer that is not JSON', async () => {
    expectOneLineError(await cli(['agent', 'capabilities', '--url', `${peerUrl}/html`]), 1, /\/html\/capabilities: the response is not JSON/);
  });

  it('a JSON answer that is not a capabilities document', async () => {
    expectOneLineError(await cli(['agent', 'capabilities', '--url', peerUrl]), 1, /is not an agent's \/capabilities document: \/actions\/0 /);
    // With --json the error is the JSON document on stdout (oclif's enableJsonFlag), still no stack.
    const json = await cli(['agent', 'capabilities', '--url', peerUrl, '--json']);
    expect(json.code).toBe(1);
    expect(JSON.parse(json.stdout)).toMatchObject({ error: { code: 'invalid_response', category: 'runtime' } });
    expect(json.stdout).not.toMatch(/\n\s+at /);
  });
});

describe('agent capabilities and agent call with authentication on', () => {
  let url: string;
  beforeAll(async () => {
    const config = writeConfig(`[server]\nhost = 127.0.0.1\n[agent]\nenable_auth = true\n[auth]\nsecret_key = ${TEST_SECRET}\n`);
    const agent = await startAgent(['--config', config, '--actions', calculator, '--mcp', 'none', '--port', '0']);
    url = agent.httpUrl!;
  });

  it('says the token is missing, or rejected, in one line (exit 1)', async () => {
    expectOneLineError(await cli(['agent', 'capabilities', '--url', url]), 1, /HTTP 401, no token was sent.*pass --token, set \[agent_client\] token in config\.ini, or set VV_AGENT_TOKEN/);
    const forged = await signToken({ sub: 'mallory' }, { secret: 'another-secret-that-is-at-least-32-bytes' });
    const rejected = await cli(['agent', 'capabilities', '--url', url, '--token', forged]);
    expectOneLineError(rejected, 1, /HTTP 401, the token was rejected/);
    expect(rejected.stderr).not.toContain(forged);
  });

  it('sends --token, else [agent_client] token of --config, else VV_AGENT_TOKEN', async () => {
    const alice = await signToken({ sub: 'alice', roles: ['user'] });
    const viaFlag = await cli(['agent', 'call', 'whoami', '--url', url, '--token', alice]);
    expect(viaFlag.code, viaFlag.stderr).toBe(0);
    expect(JSON.parse(viaFlag.stdout)).toMatchObject({ subject: 'alice', roles: ['user'] });

    const bob = await signToken({ sub: 'bob' });
    const viaConfig = await cli(['agent', 'call', 'whoami', '--url', url, '--config', writeConfig(`[agent_client]\ntoken = ${bob}\n`)]);
    expect(viaConfig.code, viaConfig.stderr).toBe(0);
    expect(JSON.parse(viaConfig.stdout)).toMatchObject({ subject: 'bob' });

    const carol = await signToken({ sub: 'carol' });
    const viaEnv = await cli(['agent', 'capabilities', '--url', url, '--json'], { VV_AGENT_TOKEN: carol });
    expect(viaEnv.code, viaEnv.stderr).toBe(0);
    const viaEnvCall = await cli(['agent', 'call', 'whoami', '--url', url], { VV_AGENT_TOKEN: carol });
    expect(JSON.parse(viaEnvCall.stdout)).toMatchObject({ subject: 'carol' });
  });

  it('generate-client takes its token the same way: [agent_client] token of --config', async () => {
    const out = join(mkdtempSync(join(tmpdir(), 'vv-gen-token-')), 'client');
    const bob = await signToken({ sub: 'bob' });
    const generated = await cli(['agent', 'generate-client', '--url', url, '--out', out, '--config', writeConfig(`[agent_client]\ntoken = ${bob}\n`)]);
    expect(generated.code, generated.stderr).toBe(0);
    expect(existsSync(join(out, 'client.ts'))).toBe(true);
  });

  it('a guard refusing the caller is the action error forbidden (exit 1)', async () => {
    const alice = await signToken({ sub: 'alice', roles: ['user'] });
    expectOneLineError(await cli(['agent', 'call', 'admin.reset', '--url', url, '--token', alice]), 1, /admin\.reset failed: forbidden: .*HTTP 403/);
  });
});

describe('agent call over MCP (the official MCP client against agent serve)', () => {
  const localConfig = (extra = ''): string => writeConfig(`[server]\nhost = 127.0.0.1\n[agent]\nhost = 127.0.0.1\n${extra}`);
  let url: string;
  let mcpUrl: string;
  beforeAll(async () => {
    const agent = await startAgent(['--config', localConfig(), '--actions', calculator, '--mcp', 'streamable-http', '--port', '0', '--mcp-port', '0'], { expectMcp: true });
    url = agent.httpUrl!;
    mcpUrl = agent.mcpUrl!;
  });

  it('lists the MCP endpoint under the table', async () => {
    const result = await cli(['agent', 'capabilities', '--url', url]);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toMatch(/^calculator\.add\s+POST \/v1\/add\s+add\s+-\s+Add two numbers$/m);
    expect(result.stdout.trimEnd().split('\n').at(-1)).toBe(`mcp: streamable-http ${mcpUrl}`);
  });

  it('calls the tool with --via mcp, and by default when the action has no HTTP route', async () => {
    const add = await cli(['agent', 'call', 'calculator.add', '--url', url, '--via', 'mcp', '--input', '{"a": 2, "b": 40}']);
    expect(add.code, add.stderr).toBe(0);
    expect(JSON.parse(add.stdout)).toEqual({ result: 42 });
    const mul = await cli(['agent', 'call', 'calculator.mul', '--url', url, '--input', '{"a": 6, "b": 7}', '--json']);
    expect(mul.code, mul.stderr).toBe(0);
    expect(JSON.parse(mul.stdout)).toEqual({ action: 'calculator.mul', via: 'mcp', result: { result: 42 } });
  });

  it.each([
    [['calculator.add', '--input', '{"a": "x", "b": 1}'], /^vv-agent: calculator\.add failed: validation_failed: .*\(a: [^)]*\) \[MCP tool add at http:\/\/127\.0\.0\.1:\d+\/mcp\]$/],
    [['broken'], /^vv-agent: broken failed: internal_error: internal error \[MCP tool broken at /],
    [['whoami'], /^vv-agent: whoami failed: unauthenticated: /],
  ])('a failing tool %j is the action error on one line, exit 1', async (args, pattern) => {
    expectOneLineError(await cli(['agent', 'call', ...args, '--url', url, '--via', 'mcp']), 1, pattern);
  });

  it('speaks the legacy SSE transport when the agent advertises it', async () => {
    const sse = await startAgent(['--config', localConfig(), '--actions', calculator, '--mcp', 'sse', '--port', '0', '--mcp-port', '0'], { expectMcp: true });
    expect(sse.mcpUrl).toMatch(/\/sse$/);
    const result = await cli(['agent', 'call', 'calculator.add', '--url', sse.httpUrl!, '--via', 'mcp', '--input', '{"a": 1, "b": 2}']);
    expect(result.code, result.stderr).toBe(0);
    expect(JSON.parse(result.stdout)).toEqual({ result: 3 });
  });

  it('sends the bearer token to the MCP server, and says when it is missing', async () => {
    const config = localConfig(`enable_auth = true\n[auth]\nsecret_key = ${TEST_SECRET}\n`);
    const agent = await startAgent(['--config', config, '--actions', calculator, '--mcp', 'streamable-http', '--port', '0', '--mcp-port', '0'], { expectMcp: true });
    const alice = await signToken({ sub: 'alice', roles: ['user'] });
    const result = await cli(['agent', 'call', 'whoami', '--url', agent.httpUrl!, '--via', 'mcp', '--token', alice]);
    expect(result.code, result.stderr).toBe(0);
    expect(JSON.parse(result.stdout)).toMatchObject({ subject: 'alice', roles: ['user'] });
    // /capabilities itself needs the token: the 401 comes from there first.
    expectOneLineError(await cli(['agent', 'call', 'whoami', '--url', agent.httpUrl!, '--via', 'mcp']), 1, /HTTP 401, no token was sent/);
  });
});
