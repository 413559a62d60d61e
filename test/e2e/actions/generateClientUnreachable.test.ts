// `agent generate-client --url` meets an agent through the same AgentClient as `agent capabilities`
// and `agent call`, and fails the same way. It used to turn every such failure into a usage error:
// an agent that could not be reached (a runtime failure, exit 1 for `agent call`) exited 2, as if
// the command line were wrong.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../support/freePort.js';
import { runCli } from '../../support/cli.js';

/** No token or URL from the developer's environment leaks into these runs. */
const env = { VV_AGENT_TOKEN: undefined, VV_AGENT__AGENT_CLIENT__TOKEN: undefined, VV_AGENT__AGENT_CLIENT__URL: undefined };
const cli = (args: readonly string[]) => runCli(args, { env });
const work = mkdtempSync(join(tmpdir(), 'vv-genclient-unreachable-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** The three commands that read an agent's /capabilities, against `url`; generate-client writes to `out`. */
function commands(url: string, out: string): Record<string, string[]> {
  return {
    'generate-client': ['agent', 'generate-client', '--url', url, '--out', out],
    capabilities: ['agent', 'capabilities', '--url', url],
    call: ['agent', 'call', 'calculator.add', '--url', url],
  };
}

describe('agent generate-client against a closed loopback port', () => {
  it('exits 1 with the one line agent call and agent capabilities print, and writes nothing', { timeout: 60_000 }, async () => {
    // Free a moment ago, so nothing listens there: the connection is refused.
    const url = `http://127.0.0.1:${await freePort()}`;
    const out = join(work, 'closed-port-client');
    const results = Object.fromEntries(await Promise.all(Object.entries(commands(url, out)).map(async ([name, args]) => [name, await cli(args)] as const)));
    for (const [name, result] of Object.entries(results)) {
      expect({ name, code: result.code }, result.stderr).toEqual({ name, code: 1 });
      expect(result.stderr.trimEnd().split('\n'), name).toEqual([`vv-agent: GET ${url}/capabilities: cannot reach ${url.slice('http://'.length)} (ECONNREFUSED)`]);
    }
    expect(existsSync(out)).toBe(false);
  });

  it('with --json prints the same error object as agent call, and exits 1', { timeout: 60_000 }, async () => {
    const url = `http://127.0.0.1:${await freePort()}`;
    const { 'generate-client': generateArgs, call: callArgs } = commands(url, join(work, 'closed-port-json'));
    const [generated, called] = await Promise.all([cli([...generateArgs!, '--json']), cli([...callArgs!, '--json'])]);
    expect([generated.code, called.code]).toEqual([1, 1]);
    const error = JSON.parse(generated.stdout) as unknown;
    expect(error).toMatchObject({ error: { code: 'agent_unreachable', category: 'unavailable' } });
    expect(error).toEqual(JSON.parse(called.stdout));
  });
});

describe('agent generate-client against a peer that is not an agent', () => {
  let peer: Server;
  let url: string;
  beforeAll(async () => {
    peer = createServer((_request, response) => response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ actions: [{ name: 42 }] })));
    await new Promise<void>((resolve) => peer.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(peer.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => peer.close(() => resolve())));

  it('exits 1 with invalid_response, as agent capabilities does', { timeout: 60_000 }, async () => {
    const { 'generate-client': generateArgs, capabilities: capabilitiesArgs } = commands(url, join(work, 'peer-client'));
    const [generated, read] = await Promise.all([cli(generateArgs!), cli(capabilitiesArgs!)]);
    expect([generated.code, read.code], generated.stderr).toEqual([1, 1]);
    expect(generated.stderr).toBe(read.stderr);
    expect(generated.stderr.trimEnd()).toMatch(/^vv-agent: GET http:\/\/127\.0\.0\.1:\d+\/capabilities: the answer is not an agent's \/capabilities document: \/actions\/0 /);
    const json = await cli([...generateArgs!, '--json']);
    expect(json.code).toBe(1);
    expect(JSON.parse(json.stdout)).toMatchObject({ error: { code: 'invalid_response', category: 'runtime' } });
  });
});
