/**
 * Shared pieces of the AgentTeam end-to-end tests (processes: see test/support/agentteamProcesses.ts).
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import { CliProcess, startDev, tempDir, type AdminApi, type DevProcess } from '../../support/agentteamProcesses.js';

/** A secrets file for one App: the platform's address and workspace, and the App's runner token. */
export function writeRunnerSecrets(dev: DevProcess, runnerToken: string, baseUrl = dev.baseUrl): string {
  const file = join(tempDir('vv-agentteam-app-'), '.env.agentteam');
  writeFileSync(file, `AGENTTEAM_BASE_URL=${baseUrl}\nAGENTTEAM_WORKSPACE_ID=${dev.admin.workspaceId}\nAGENTTEAM_RUNNER_TOKEN=${runnerToken}\n`, { mode: 0o600 });
  return file;
}

/** `agentteam runner --secrets-file F [extra]`, connected (its "connected to" line seen). */
export async function startRunner(secretsFile: string, extra: readonly string[] = []): Promise<CliProcess> {
  const runner = new CliProcess(['agentteam', 'runner', '--secrets-file', secretsFile, ...extra]);
  await runner.waitForStderrMatch(/connected to /);
  return runner;
}

/** The lines a command printed on stdout. */
export function lines(text: string): string[] {
  return text.split('\n').filter((line) => line !== '');
}

/** The lines a command printed on stderr. */
export const stderrLines = lines;

/**
 * `agentteam dev` with the echo App (runner stream) and one more user, `name`, a plain member of
 * its workspace: who asks for Apps in the credential tests. `secretsFile` is the file dev wrote.
 */
export async function startDevWithMember(name: string): Promise<{ dev: DevProcess; member: AdminApi; secretsFile: string }> {
  const dir = tempDir();
  const secretsFile = join(dir, '.env.agentteam');
  const dev = await startDev({ stateDir: join(dir, 'state'), secretsFile, app: 'echo', transport: 'runner_stream' });
  const created = await dev.admin.call('POST', '/api/v1/users', { name }, undefined);
  expect(created.status).toBe(201);
  const added = await dev.admin.call('POST', `${dev.admin.w}/members`, { userId: created.body.user.userId, role: 'member' });
  expect(added.status).toBeLessThan(300);
  return { dev, member: dev.admin.withToken(created.body.token), secretsFile };
}
