/**
 * The initial-credential lifecycle through the CLI (`vv-agent agentteam credentials status|claim`)
 * against the local platform process: an App requested by a normal member is pending approval,
 * cannot be claimed before approval, is approved through the admin API, is claimed once into a
 * 0600 secrets file without the secret reaching the terminal, and cannot be claimed again.
 */
import { statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminApi, readSecrets, removeTempDirs, runCli, stopAllProcesses, tempDir, type DevProcess } from '../../support/agentteamProcesses.js';
import { lines, startDevWithMember } from './helpers.js';

let dev: DevProcess;
let member: AdminApi;

beforeAll(async () => {
  ({ dev, member } = await startDevWithMember('Mia'));
});

afterAll(async () => {
  await stopAllProcesses();
  removeTempDirs();
});

/** An App a member asks for: 202, pending, and no credential in the answer. */
async function requestApp(name: string, transports: string[], callbackUrl?: string): Promise<string> {
  const requested = await member.call('POST', `${member.w}/apps`, { name, transports, ...(callbackUrl !== undefined ? { callbackUrl } : {}) });
  expect(requested.status).toBe(202);
  expect(requested.body.credentials).toBeUndefined();
  expect(JSON.stringify(requested.body)).not.toMatch(/runnerToken|callbackSigningSecret/);
  return requested.body.app.installationId as string;
}

/** The member's settings file: where the platform is, who they are, and a key of their own. */
function memberSecretsFile(mode: number): string {
  const file = join(tempDir('vv-agentteam-member-'), '.env.agentteam');
  writeFileSync(file, `AGENTTEAM_BASE_URL=${dev.baseUrl}\nAGENTTEAM_WORKSPACE_ID=${dev.admin.workspaceId}\nAGENTTEAM_USER_TOKEN=${member.token}\nMY_OWN_KEY=kept\n`, { mode });
  return file;
}

function credentials(action: 'status' | 'claim', installationId: string, file: string, extra: readonly string[] = []) {
  return runCli(['agentteam', 'credentials', action, '--installation', installationId, '--secrets-file', file, ...extra]);
}

describe('agentteam credentials status|claim processes', () => {
  it('pending_approval -> claim refused -> approved -> claimed once into a 0600 file, secret not printed -> second claim refused', async () => {
    const installationId = await requestApp('requested', ['runner_stream']);
    // 0600: a secrets file open to group or others is refused (test/lib/shared/secretsFile.test.ts).
    const file = memberSecretsFile(0o600);

    const pending = await credentials('status', installationId, file);
    expect(pending.code).toBe(0);
    expect(lines(pending.stdout)).toEqual([expect.stringMatching(new RegExp(`^installation ${installationId} \\(app \\S+\\): pending_approval; transports runner_stream$`))]);

    const early = await credentials('claim', installationId, file);
    expect(early.code).not.toBe(0);
    expect(early.stdout).toBe('');
    expect(lines(early.stderr)).toEqual([expect.stringMatching(/^vv-agent: .*409.*credential_not_ready/)]);
    expect(readSecrets(file)['AGENTTEAM_RUNNER_TOKEN']).toBeUndefined();

    await dev.admin.ok('POST', `${dev.admin.w}/app-installations/${installationId}/approve`);
    const ready = await credentials('status', installationId, file, ['--json']);
    expect(ready.code).toBe(0);
    expect(JSON.parse(ready.stdout)).toMatchObject({ installationId, state: 'ready_to_claim', transports: ['runner_stream'] });

    const claim = await credentials('claim', installationId, file);
    expect(claim.code).toBe(0);
    const saved = readSecrets(file);
    const token = saved['AGENTTEAM_RUNNER_TOKEN'];
    expect(token).toMatch(/\S{16,}/);
    expect(saved['MY_OWN_KEY']).toBe('kept');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(claim.stdout).not.toContain(token!);
    expect(claim.stderr).not.toContain(token!);
    expect(lines(claim.stderr)).toEqual([expect.stringContaining(`installation ${installationId}`)]);

    // The claimed token is the App's runner credential.
    const heartbeat = await dev.admin.call('POST', `${dev.admin.w}/app-runtime/heartbeat`, { runnerId: 'claimed' }, token);
    expect(heartbeat.status).toBe(200);

    const claimed = await credentials('status', installationId, file, ['--json']);
    expect(claimed.code).toBe(0);
    expect(JSON.parse(claimed.stdout)).toMatchObject({ installationId, state: 'claimed', claimedAt: expect.any(String) });
    expect(claimed.stdout).not.toContain(token!);

    const again = await credentials('claim', installationId, file);
    expect(again.code).not.toBe(0);
    expect(again.stdout).toBe('');
    expect(lines(again.stderr)).toEqual([expect.stringMatching(/^vv-agent: .*409.*credential_already_claimed/)]);
    expect(readSecrets(file)['AGENTTEAM_RUNNER_TOKEN']).toBe(token);
  });

  /** Settings from the environment, as on a fresh runtime host. */
  function memberEnv(): Record<string, string> {
    return { AGENTTEAM_BASE_URL: dev.baseUrl, AGENTTEAM_WORKSPACE_ID: dev.admin.workspaceId, AGENTTEAM_USER_TOKEN: member.token };
  }

  it('--print-secret prints the claimed callback signing secret; the default .env.agentteam is created with mode 0600', async () => {
    const installationId = await requestApp('requested-callback', ['callback'], 'http://127.0.0.1:9/');
    await dev.admin.ok('POST', `${dev.admin.w}/app-installations/${installationId}/approve`);
    const cwd = tempDir('vv-agentteam-host-');
    const claim = await runCli(['agentteam', 'credentials', 'claim', '--installation', installationId, '--print-secret'], { cwd, env: memberEnv() });
    expect(claim.code).toBe(0);
    const file = join(cwd, '.env.agentteam');
    const secret = readSecrets(file)['AGENTTEAM_CALLBACK_SIGNING_SECRET'];
    expect(secret).toMatch(/\S{16,}/);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(lines(claim.stdout)).toEqual([`AGENTTEAM_CALLBACK_SIGNING_SECRET=${secret}`]);
    expect(claim.stderr).not.toContain(secret!);
  });

  it('claim --secrets-file F creates F (mode 0600) when it does not exist yet', async () => {
    const installationId = await requestApp('requested-fresh-file', ['runner_stream']);
    await dev.admin.ok('POST', `${dev.admin.w}/app-installations/${installationId}/approve`);
    const file = join(tempDir('vv-agentteam-host-'), 'secrets', 'app.env');
    const claim = await runCli(['agentteam', 'credentials', 'claim', '--installation', installationId, '--secrets-file', file], { env: memberEnv() });
    expect({ code: claim.code, stderr: claim.stderr }).toEqual({ code: 0, stderr: expect.stringContaining(`installation ${installationId}`) });
    const token = readSecrets(file)['AGENTTEAM_RUNNER_TOKEN'];
    expect(token).toMatch(/\S{16,}/);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(claim.stdout).not.toContain(token!);
  });
});
