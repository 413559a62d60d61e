/**
 * `agentteam runner` given a workspace its token does not belong to (another one, or none at all)
 * says which workspace it was given, not only that the token was refused: the token is usually
 * right and the workspace wrong. The built CLI against `agentteam dev`, both real processes.
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeTempDirs, runCli, startDev, stopAllProcesses, tempDir, type DevProcess } from '../../support/agentteamProcesses.js';
import { stderrLines } from './helpers.js';

let dev: DevProcess;
let secretsFile: string;
let otherWorkspace: string;

beforeAll(async () => {
  const dir = tempDir();
  secretsFile = join(dir, '.env.agentteam');
  dev = await startDev({ stateDir: join(dir, 'state'), secretsFile, app: 'echo', transport: 'runner_stream' });
  otherWorkspace = (await dev.admin.ok<{ workspaceId: string }>('POST', '/api/v1/workspaces', { name: 'other' }, 201)).workspaceId;
});

afterAll(async () => {
  await stopAllProcesses();
  removeTempDirs();
});

function runner(...args: string[]): ReturnType<typeof runCli> {
  return runCli(['agentteam', 'runner', '--secrets-file', secretsFile, ...args]);
}

const wrongWorkspace = (w: string): string =>
  `vv-agent: runner stopped: the runner token is not valid in workspace ${w} (403 not_permitted): it belongs to another workspace, or there is no workspace ${w}; check --workspace or AGENTTEAM_WORKSPACE_ID`;

describe('agentteam runner with a workspace its token is not valid in', () => {
  it('an unknown --workspace: exit 2, one line naming it', async () => {
    const result = await runner('--workspace', 'w_nope');
    expect({ code: result.code, stderr: stderrLines(result.stderr) }).toEqual({ code: 2, stderr: [wrongWorkspace('w_nope')] });
  });

  it('another workspace of the same platform: exit 2, one line naming it', async () => {
    const result = await runner('--workspace', otherWorkspace);
    expect({ code: result.code, stderr: stderrLines(result.stderr) }).toEqual({ code: 2, stderr: [wrongWorkspace(otherWorkspace)] });
  });

  it('the workspace from the environment is named the same way', async () => {
    const result = await runCli(['agentteam', 'runner', '--secrets-file', secretsFile], { env: { AGENTTEAM_WORKSPACE_ID: 'w_from_env' } });
    expect({ code: result.code, stderr: stderrLines(result.stderr) }).toEqual({ code: 2, stderr: [wrongWorkspace('w_from_env')] });
  });

  it('a refused token in its own workspace still says the token was refused', async () => {
    const result = await runner('--token', 'atr_not_a_token');
    expect({ code: result.code, stderr: stderrLines(result.stderr) }).toEqual({ code: 2, stderr: ['vv-agent: runner stopped: the platform refused the runner token (401 invalid_token)'] });
  });
});
