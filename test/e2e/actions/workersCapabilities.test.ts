// server.workers > 1: the HTTP workers serve /capabilities while MCP runs in the primary. What
// they report about MCP must be what a one-process agent reports (contract §4), or clients that
// pick a transport from /capabilities cannot use MCP at all.
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli, stopAllProcesses } from '../../support/agentteamProcesses.js';
import { startAgent, writeConfig } from '../../support/agentProcess.js';

const calculator = fileURLToPath(new URL('../../fixtures/actions/calculator', import.meta.url));

afterAll(stopAllProcesses);

describe('agent serve with server.workers = 2 and MCP', () => {
  it('/capabilities from the workers shows MCP available at its URL, and a call over MCP works', async () => {
    const config = writeConfig('[server]\nhost = 127.0.0.1\nport = 0\nworkers = 2\n[agent]\nhost = 127.0.0.1\nport = 0\n');
    const agent = await startAgent(['--config', config, '--actions', calculator, '--mcp', 'streamable-http'], { expectMcp: true });
    expect(agent.mcpUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/mcp$/);

    // Several requests: each may land on either worker.
    for (let i = 0; i < 4; i++) {
      const capabilities = (await (await fetch(`${agent.httpUrl}/capabilities`)).json()) as { actions: Array<Record<string, any>> };
      const add = capabilities.actions.find((a) => a.name === 'calculator.add')!;
      expect(add.available_transports).toEqual(['http', 'mcp']);
      expect(add.transports.mcp).toEqual({ available: true, name: 'add', description: 'Add two numbers', transport: 'streamable-http', url: agent.mcpUrl });
    }

    const called = await runCli(['agent', 'call', 'calculator.add', '--url', agent.httpUrl!, '--via', 'mcp', '--input', '{"a":2,"b":5}']);
    expect(called.code, called.stderr).toBe(0);
    // Exit 0 with --via mcp: before, it refused ("not available over mcp on this agent") with 2.
    expect(JSON.parse(called.stdout)).toEqual({ result: 7 });
    expect((await agent.cli.stop(15_000)).code).toBe(0);
  }, 120_000);
});
