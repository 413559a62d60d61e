/**
 * `agentteam runner --agent` and `agentteam callback-server --agent` hold their state directory
 * under their own command's name: another command refused meanwhile (`threads archive`, an App
 * Server) is told which command to look for and stop, not "AgentTeam App agent".
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../support/cli.js';
import { CliProcess, removeTempDirs, runCli, startDev, stopAllProcesses, tempDir, type DevProcess } from '../../support/agentteamProcesses.js';
import { freePort } from '../../support/freePort.js';
import { startRunner, writeRunnerSecrets } from './helpers.js';

const SETTINGS = join(projectRoot, 'config/settings.example.json');

let dev: DevProcess;
let channelId: string;

beforeAll(async () => {
  const dir = tempDir();
  dev = await startDev({ stateDir: join(dir, 'state'), secretsFile: join(dir, '.env.agentteam'), app: 'echo', transport: 'runner_stream' });
  channelId = (await dev.admin.channelByName('dev')).channelId;
});

afterAll(async () => {
  await stopAllProcesses();
  removeTempDirs();
});

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** What a command refused on `stateDir` while `holder` holds it: the holder's command and pid. */
async function expectRefusalsName(stateDir: string, command: string, holder: CliProcess): Promise<void> {
  const named = `is in use by ${escape(command)} \\(pid ${holder.pid} on [^\\n]*\\)`;
  const server = await runCli(['app-server', '--listen', 'stdio', '--settings', SETTINGS, '--state-dir', stateDir]);
  expect([server.code, server.stdout]).toEqual([2, '']);
  expect(server.stderr).toMatch(new RegExp(`^vv-agent: state directory ${escape(stateDir)} ${named}; stop it or choose another --state-dir\n$`));
  const list = await runCli(['threads', 'list', '--state-dir', stateDir]);
  expect(list.code, list.stderr).toBe(0);
  expect(list.stderr).toMatch(new RegExp(`^\\(read-only: ${escape(stateDir)} ${named}\\)\n$`));
}

describe('an agentteam --agent command holds its state directory under its own name', () => {
  it('runner: an App Server and threads archive are told `vv-agent agentteam runner`', async () => {
    const app = await dev.admin.createApp('holder-runner', channelId);
    const stateDir = tempDir();
    const runner = await startRunner(writeRunnerSecrets(dev, app.runnerToken), ['--agent', '--settings', SETTINGS, '--state-dir', stateDir]);
    const posted = await dev.admin.mention(channelId, app, 'hello');
    expect((await dev.admin.waitForTerminal(posted.deliveryId)).status).toBe('completed');
    const threadId = (JSON.parse(readFileSync(join(stateDir, 'agentteam-agent-threads.json'), 'utf8')) as Record<string, string>)['#dev']!;

    await expectRefusalsName(stateDir, 'vv-agent agentteam runner', runner);
    const archive = await runCli(['threads', 'archive', threadId, '--state-dir', stateDir]);
    expect([archive.code, archive.stdout]).toEqual([2, '']);
    expect(archive.stderr).toMatch(
      new RegExp(`^vv-agent: cannot archive ${threadId}: state directory ${escape(stateDir)} is in use by vv-agent agentteam runner \\(pid ${runner.pid} on [^\\n]*\\); stop it first\n$`),
    );

    runner.kill('SIGTERM');
    expect((await runner.exit()).code).toBe(0);
  });

  it('callback-server: an App Server is told `vv-agent agentteam callback-server`', async () => {
    const port = await freePort();
    const app = await dev.admin.createApp('holder-hook', channelId, ['callback'], `http://127.0.0.1:${port}`);
    const secretFile = join(tempDir(), 'secret.txt');
    writeFileSync(secretFile, app.callbackSigningSecret, { mode: 0o600 });
    const stateDir = tempDir();
    const server = new CliProcess([
      'agentteam', 'callback-server', '--agent', '--settings', SETTINGS, '--state-dir', stateDir,
      '--signing-secret-file', secretFile, '--base-url', dev.baseUrl, '--workspace', dev.admin.workspaceId, '--port', String(port),
    ]);
    await server.waitForStderrMatch(/listening on http/);

    await expectRefusalsName(stateDir, 'vv-agent agentteam callback-server', server);

    server.kill('SIGTERM');
    expect((await server.exit()).code).toBe(0);
  });
});
