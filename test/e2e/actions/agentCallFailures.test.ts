// How `vv-agent agent call` reports an action it cannot call, and an action's own 401, against a
// real `vv-agent agent serve` (HTTP, and MCP over streamable HTTP through the official client).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli, stopAllProcesses } from '../../support/agentteamProcesses.js';
import { signToken, startAgent, writeConfig } from '../../support/agentProcess.js';

const calculator = fileURLToPath(new URL('../../fixtures/actions/calculator', import.meta.url));
/** No token from the developer's environment leaks into these runs. */
const env = { VV_AGENT_TOKEN: undefined, VV_AGENT__AGENT_CLIENT__TOKEN: undefined, VV_AGENT__AGENT_CLIENT__URL: undefined };
const cli = (args: readonly string[]) => runCli(args, { env });

interface JsonError {
  error: { code: string; category: string; message: string };
}

const work = mkdtempSync(join(tmpdir(), 'vv-agent-call-failures-'));
afterAll(async () => {
  await stopAllProcesses();
  rmSync(work, { recursive: true, force: true });
});

// Authentication off (the default): the agent ignores tokens, and guards run with no caller.
let url: string;
beforeAll(async () => {
  const config = writeConfig('[server]\nhost = 127.0.0.1\n[agent]\nhost = 127.0.0.1\n');
  const agent = await startAgent(['--config', config, '--actions', calculator, '--mcp', 'streamable-http', '--port', '0', '--mcp-port', '0'], { expectMcp: true });
  url = agent.httpUrl!;
});

describe('an action agent call cannot call is unknown_action, the same on both transports', () => {
  // items.get is served over HTTP only, calculator.mul over MCP only (its queue is not consumed).
  it.each([
    ['not advertised, --via http', ['nope', '--via', 'http'], /advertises no action "nope"/],
    ['not advertised, --via mcp', ['nope', '--via', 'mcp'], /advertises no action "nope"/],
    ['served over HTTP only, --via mcp', ['items.get', '--via', 'mcp', '--input', '{"id": 1}'], /items\.get is not available over mcp on this agent \(available: http\)/],
    ['served over MCP only, --via http', ['calculator.mul', '--via', 'http', '--input', '{"a": 1, "b": 2}'], /calculator\.mul is not available over http on this agent \(available: mcp\)/],
  ])('%s: {code: unknown_action, category: not_found}, exit 1', async (_case, args, message) => {
    const result = await cli(['agent', 'call', ...args, '--url', url, '--json']);
    expect(result.code, result.stderr).toBe(1);
    const printed = JSON.parse(result.stdout) as JsonError;
    expect(printed.error).toMatchObject({ code: 'unknown_action', category: 'not_found' });
    expect(printed.error.message).toMatch(message);
  });
});

describe("an action's own 401 on an agent with authentication off is the action's failure, not a token problem", () => {
  it.each([
    ['no token', false],
    ['a valid token, which the agent does not look at', true],
  ])('over HTTP and MCP alike (%s)', async (_case, withToken) => {
    const token = withToken ? ['--token', await signToken({ sub: 'alice', roles: ['user'] })] : [];
    const overHttp = await cli(['agent', 'call', 'whoami', '--url', url, '--via', 'http', ...token]);
    const overMcp = await cli(['agent', 'call', 'whoami', '--url', url, '--via', 'mcp', ...token]);
    for (const result of [overHttp, overMcp]) {
      expect(result.code, result.stderr).toBe(1);
      expect(result.stderr.trimEnd().split('\n')).toHaveLength(1);
      // Sending a token cannot help here: the message must not say one is missing or was rejected.
      expect(result.stderr).not.toMatch(/token/i);
    }
    expect(overHttp.stderr.trimEnd()).toMatch(/^vv-agent: whoami failed: unauthenticated: authentication required \[GET http:\/\/127\.0\.0\.1:\d+\/v1\/whoami: HTTP 401\]$/);
    expect(overMcp.stderr.trimEnd()).toMatch(/^vv-agent: whoami failed: unauthenticated: authentication required \[MCP tool whoami at http:\/\/127\.0\.0\.1:\d+\/mcp\]$/);
  });

  it('agent capabilities and agent generate-client, with or without a token, say nothing about tokens', async () => {
    const token = await signToken({ sub: 'alice' });
    for (const [i, tokenArgs] of [[], ['--token', token]].entries()) {
      const capabilities = await cli(['agent', 'capabilities', '--url', url, ...tokenArgs]);
      expect(capabilities.code, capabilities.stderr).toBe(0);
      expect(capabilities.stderr).toBe('');
      const out = join(work, `client-${i}`);
      const generated = await cli(['agent', 'generate-client', '--url', url, '--out', out, ...tokenArgs]);
      expect(generated.code, generated.stderr).toBe(0);
      expect(generated.stderr).not.toMatch(/token/i);
    }
  });
});

describe('a URL that is not an agent (its /capabilities answers 404 with a page)', () => {
  it('agent capabilities, call and generate-client say invalid_response with the status, not action_failed with the page', async () => {
    const { createServer } = await import('node:http');
    const page = `<!DOCTYPE HTML><html><body>${'<p>Nothing matches the given URI</p>'.repeat(50)}</body></html>`;
    const server = createServer((_req, res) => res.writeHead(404, { 'content-type': 'text/html' }).end(page));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const notAgent = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
    try {
      for (const args of [
        ['agent', 'capabilities', '--url', notAgent, '--json'],
        ['agent', 'call', 'add', '--url', notAgent, '--json'],
        ['agent', 'generate-client', '--url', notAgent, '--out', join(work, 'never'), '--json'],
      ]) {
        const result = await cli(args);
        expect(result.code, args.join(' ')).toBe(1);
        const { error } = JSON.parse(result.stdout) as JsonError;
        // Before: {"code":"action_failed", "message": "... failed with HTTP 404: <!DOCTYPE HTML> ..."}.
        expect(error).toMatchObject({ code: 'invalid_response', category: 'not_found' });
        expect(error.message).toBe(`GET ${notAgent}/capabilities: HTTP 404; not an agent's /capabilities: is the URL the address "agent serve" prints as "http listening on"?`);
      }
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
