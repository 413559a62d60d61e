/**
 * `agentteam credentials claim` never replaces a different secret already in the secrets file
 * ("bad input loses nothing"): the platform keeps only a hash of a runner token, so a replaced
 * token is gone for good. A claim cannot be repeated (409 credential_already_claimed), so the
 * check runs before the claim request: a refused claim leaves the installation claimable.
 */
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminApi, readSecrets, removeTempDirs, runCli, stopAllProcesses, tempDir, type DevProcess } from '../../support/agentteamProcesses.js';
import { lines, startDevWithMember } from './helpers.js';

let dev: DevProcess;
let member: AdminApi;
/** The file `agentteam dev` wrote: the echo App's live runner token and the owner's user token. */
let devSecretsFile: string;

beforeAll(async () => {
  ({ dev, member, secretsFile: devSecretsFile } = await startDevWithMember('Noa'));
});

afterAll(async () => {
  await stopAllProcesses();
  removeTempDirs();
});

/** A member's App request, approved: ready to claim. */
async function approvedApp(name: string, transports: string[], callbackUrl?: string): Promise<string> {
  const requested = await member.call('POST', `${member.w}/apps`, { name, transports, ...(callbackUrl !== undefined ? { callbackUrl } : {}) });
  expect(requested.status).toBe(202);
  const installationId = requested.body.app.installationId as string;
  await dev.admin.ok('POST', `${dev.admin.w}/app-installations/${installationId}/approve`);
  return installationId;
}

function claim(installationId: string, file: string, extra: readonly string[] = []) {
  return runCli(['agentteam', 'credentials', 'claim', '--installation', installationId, '--secrets-file', file, ...extra]);
}

describe('agentteam credentials claim into a file that holds another secret', () => {
  it('refuses (exit 2, one line naming file and key) before claiming: the file is unchanged and the installation still claimable', async () => {
    const installationId = await approvedApp('second-runner', ['runner_stream']);
    const before = readFileSync(devSecretsFile);
    const liveToken = readSecrets(devSecretsFile)['AGENTTEAM_RUNNER_TOKEN'];
    expect(liveToken).toMatch(/\S{16,}/);

    const refused = await claim(installationId, devSecretsFile);
    expect(refused.code).toBe(2);
    expect(refused.stdout).toBe('');
    expect(lines(refused.stderr)).toEqual([
      expect.stringMatching(new RegExp(`^vv-agent: .*${devSecretsFile.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}.*AGENTTEAM_RUNNER_TOKEN.*--secrets-file.*--force`)),
    ]);
    expect(refused.stderr).not.toContain(liveToken!);
    expect(readFileSync(devSecretsFile).equals(before)).toBe(true);
    // The old token still works.
    expect((await dev.admin.call('POST', `${dev.admin.w}/app-runtime/heartbeat`, { runnerId: 'old' }, liveToken)).status).toBe(200);

    // Nothing was consumed: the installation is still ready to claim, and claims into another file.
    const status = await runCli(['agentteam', 'credentials', 'status', '--installation', installationId, '--secrets-file', devSecretsFile, '--json']);
    expect(status.code).toBe(0);
    expect(JSON.parse(status.stdout)).toMatchObject({ installationId, state: 'ready_to_claim' });
    const other = join(tempDir('vv-agentteam-other-'), 'app.env');
    const claimed = await runCli(['agentteam', 'credentials', 'claim', '--installation', installationId, '--secrets-file', other], {
      env: { AGENTTEAM_BASE_URL: dev.baseUrl, AGENTTEAM_WORKSPACE_ID: dev.admin.workspaceId, AGENTTEAM_USER_TOKEN: member.token },
    });
    expect({ code: claimed.code, stderr: claimed.stderr }).toEqual({ code: 0, stderr: expect.stringContaining(`installation ${installationId}`) });
    const token = readSecrets(other)['AGENTTEAM_RUNNER_TOKEN'];
    expect(token).toMatch(/\S{16,}/);
    expect(token).not.toBe(liveToken);
    expect(statSync(other).mode & 0o777).toBe(0o600);
  });

  it('a secrets file that cannot be written is refused (exit 2, one line) before claiming: the credential is not lost', async () => {
    const installationId = await approvedApp('unwritable-file', ['runner_stream']);
    const env = { AGENTTEAM_BASE_URL: dev.baseUrl, AGENTTEAM_WORKSPACE_ID: dev.admin.workspaceId, AGENTTEAM_USER_TOKEN: member.token };
    for (const force of [[], ['--force']]) {
      const refused = await runCli(['agentteam', 'credentials', 'claim', '--installation', installationId, '--secrets-file', '/proc/x/y.env', ...force], { env });
      expect({ code: refused.code, stdout: refused.stdout, stderr: lines(refused.stderr) }).toEqual({
        code: 2,
        stdout: '',
        stderr: ['vv-agent: cannot write secrets file /proc/x/y.env (ENOENT); nothing was claimed'],
      });
    }
    const status = await runCli(['agentteam', 'credentials', 'status', '--installation', installationId, '--json'], { env });
    expect(JSON.parse(status.stdout)).toMatchObject({ installationId, state: 'ready_to_claim' });
  });

  it('--force replaces the secret; a file without the key (other keys kept) is written as before', async () => {
    const forced = await approvedApp('forced-runner', ['runner_stream']);
    const file = join(tempDir('vv-agentteam-force-'), '.env.agentteam');
    const { writeFileSync } = await import('node:fs');
    writeFileSync(file, `AGENTTEAM_BASE_URL=${dev.baseUrl}\nAGENTTEAM_WORKSPACE_ID=${dev.admin.workspaceId}\nAGENTTEAM_USER_TOKEN=${member.token}\nAGENTTEAM_RUNNER_TOKEN=old_token_value_123456\n`, { mode: 0o600 });
    const replaced = await claim(forced, file, ['--force']);
    expect(replaced.code).toBe(0);
    const token = readSecrets(file)['AGENTTEAM_RUNNER_TOKEN'];
    expect(token).toMatch(/\S{16,}/);
    expect(token).not.toBe('old_token_value_123456');

    // A callback App writes only the signing secret: the runner token already in the file is no conflict.
    const callback = await approvedApp('callback-next-to-runner', ['callback'], 'http://127.0.0.1:9/');
    const added = await claim(callback, file);
    expect(added.code).toBe(0);
    const saved = readSecrets(file);
    expect(saved['AGENTTEAM_RUNNER_TOKEN']).toBe(token);
    expect(saved['AGENTTEAM_CALLBACK_SIGNING_SECRET']).toMatch(/\S{16,}/);
    expect(saved['AGENTTEAM_USER_TOKEN']).toBe(member.token);
  });
});
