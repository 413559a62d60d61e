/**
 * An `--installation` or `--workspace` the platform does not know is the user's mistake, said as
 * an unknown `--channel` is: exit 2 and one line naming the ones that can be used (`--json`:
 * category usage). The built CLI against `agentteam dev`, both real processes.
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeTempDirs, runCli, startDev, stopAllProcesses, tempDir, type DevProcess } from '../../support/agentteamProcesses.js';
import { lines } from './helpers.js';

let dev: DevProcess;
let secretsFile: string;
let installationId: string;

beforeAll(async () => {
  const dir = tempDir();
  secretsFile = join(dir, '.env.agentteam');
  dev = await startDev({ stateDir: join(dir, 'state'), secretsFile, app: 'echo', transport: 'runner_stream' });
  installationId = (await dev.admin.appByName('echo')).installationId as string;
});

afterAll(async () => {
  await stopAllProcesses();
  removeTempDirs();
});

function cli(...args: string[]): ReturnType<typeof runCli> {
  return runCli(['agentteam', ...args, '--secrets-file', secretsFile]);
}

describe('an unknown --installation', () => {
  it.each([['status'], ['claim']])('credentials %s: exit 2, one line naming the known installations', async (command) => {
    const result = await cli('credentials', command, '--installation', 'svcinst_nope');
    expect({ code: result.code, stderr: lines(result.stderr) }).toEqual({
      code: 2,
      stderr: [`vv-agent: no App installation svcinst_nope in workspace ${dev.admin.workspaceId}; known installations: ${installationId} (echo)`],
    });
  });

  it('--json: category usage', async () => {
    const result = await cli('credentials', 'status', '--installation', 'svcinst_nope', '--json');
    expect(result.code).toBe(2);
    expect(JSON.parse(result.stdout)).toMatchObject({ error: { code: 'installation_not_found', category: 'usage' } });
  });
});

describe('an unknown --workspace', () => {
  const named = (): string[] => [`vv-agent: no workspace w_nope on ${dev.baseUrl}; your workspaces: ${dev.admin.workspaceId} (dev)`];

  it.each([
    ['credentials status', ['credentials', 'status', '--installation', 'svcinst_any']],
    ['credentials claim', ['credentials', 'claim', '--installation', 'svcinst_any']],
    ['mention', ['mention', '--app', 'echo', 'echo hi']],
    ['trigger', ['trigger', 'echo', '--app', 'echo']],
  ])('%s: exit 2, one line naming the user\'s workspaces', async (_name, args) => {
    const result = await cli(...args, '--workspace', 'w_nope');
    expect({ code: result.code, stderr: lines(result.stderr) }).toEqual({ code: 2, stderr: named() });
  });

  it('--json: category usage', async () => {
    const result = await cli('mention', '--app', 'echo', '--workspace', 'w_nope', '--json', 'echo hi');
    expect(result.code).toBe(2);
    expect(JSON.parse(result.stdout)).toMatchObject({ error: { code: 'workspace_not_found', category: 'usage' } });
  });
});
