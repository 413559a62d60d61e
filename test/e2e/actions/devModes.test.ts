import { cpSync, mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { stopAllProcesses, waitFor } from '../../support/agentteamProcesses.js';
import { startAgent, writeConfig } from '../../support/agentProcess.js';

// server.workers and server.reload, on a real `agent serve` process.
const calculator = fileURLToPath(new URL('../../fixtures/actions/calculator', import.meta.url));

afterAll(stopAllProcesses);

async function add(url: string): Promise<unknown> {
  const response = await fetch(`${url}/v1/add`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"a":1,"b":2}' });
  return response.json();
}

describe('agent serve development and scaling modes', () => {
  it('server.workers = 2 serves HTTP from two worker processes and stops them all on SIGTERM', async () => {
    const config = writeConfig('[server]\nhost = 127.0.0.1\nport = 0\nworkers = 2\n');
    const agent = await startAgent(['--config', config, '--actions', calculator, '--mcp', 'none']);
    const results = await Promise.all(Array.from({ length: 8 }, () => add(agent.httpUrl!)));
    expect(results).toEqual(Array.from({ length: 8 }, () => ({ result: 3 })));
    expect((await agent.cli.stop(15_000)).code).toBe(0);
    // The workers are gone too: the port no longer answers.
    await expect(fetch(`${agent.httpUrl}/health`)).rejects.toThrow();
  }, 120_000);

  it('server.reload = true restarts the server when an action file changes', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'vv-agent-reload-'));
    cpSync(calculator, join(dir, 'actions'), { recursive: true });
    // The copy resolves vv-agent and zod as an agent project would: from its node_modules.
    const root = fileURLToPath(new URL('../../..', import.meta.url));
    mkdirSync(join(dir, 'node_modules'));
    symlinkSync(root, join(dir, 'node_modules', 'vv-agent'));
    symlinkSync(join(root, 'node_modules', 'zod'), join(dir, 'node_modules', 'zod'));
    const file = join(dir, 'actions', 'add.mjs');
    const config = writeConfig('[server]\nhost = 127.0.0.1\nport = 0\nreload = true\n');
    const agent = await startAgent(['--config', config, '--actions', join(dir, 'actions'), '--mcp', 'none'], { cwd: dir });
    expect(await add(agent.httpUrl!)).toEqual({ result: 3 });
    writeFileSync(file, readFileSync(file, 'utf8').replace('({ result: a + b })', '({ result: a + b + 100 })'));
    await agent.cli.waitForStderrMatch(/reloading: /, 1, 60_000);
    const second = (await agent.cli.waitForStderrMatch(/http listening on (\S+)/, 2, 60_000))[1]!;
    expect(await waitFor(async () => {
      const value = await add(second).catch(() => undefined);
      return (value as { result?: number } | undefined)?.result === 103 ? value : undefined;
    }, 'the reloaded action', 60_000)).toEqual({ result: 103 });
    expect((await agent.cli.stop(15_000)).code).toBe(0);
  }, 180_000);
});
