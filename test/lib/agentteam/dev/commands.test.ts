/**
 * `vv-agent agentteam dev` and `vv-agent agentteam mention` as a user runs them: the built CLI
 * (`bin/run.js`, needs `npm run build`) spawned as processes; a minimal in-test runner plays the
 * App with the runner token from the secrets file that `dev --app` wrote.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseSecrets } from '../../../../src/lib/agentteam/index.js';
import { projectRoot, runCli, runJs } from '../../../support/cli.js';
import { Api, MiniRunner, removeTempDirs, tempDir } from './helpers.js';

class DevProcess {
  stderr = '';
  readonly exited: Promise<number | null>;
  private readonly child: ChildProcess;

  constructor(args: readonly string[]) {
    this.child = spawn(process.execPath, [runJs, 'agentteam', 'dev', ...args], { cwd: projectRoot, env: { ...process.env, NO_COLOR: '1' }, stdio: ['ignore', 'pipe', 'pipe'] });
    this.child.stderr!.on('data', (chunk: Buffer) => (this.stderr += chunk.toString('utf8')));
    this.exited = new Promise((resolve) => this.child.on('exit', (code) => resolve(code)));
  }

  /** The URL of the `listening on` line (waits for it, or fails when the process exits first). */
  async listening(timeoutMs = 15_000): Promise<string> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const match = /^listening on (http:\/\/127\.0\.0\.1:\d+)$/m.exec(this.stderr);
      if (match) return match[1]!;
      if (this.child.exitCode !== null) throw new Error(`dev exited with ${this.child.exitCode}: ${this.stderr}`);
      if (Date.now() > deadline) throw new Error(`no listening line: ${this.stderr}`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  async stop(): Promise<number | null> {
    if (this.child.exitCode === null) this.child.kill('SIGTERM');
    return this.exited;
  }
}

const processes: DevProcess[] = [];
function dev(args: readonly string[]): DevProcess {
  const p = new DevProcess(args);
  processes.push(p);
  return p;
}

afterAll(async () => {
  for (const p of processes) await p.stop();
  removeTempDirs();
});

function readSecrets(file: string): Record<string, string> {
  return parseSecrets(readFileSync(file, 'utf8'));
}

describe('agentteam dev --app (runner_stream) and agentteam mention', () => {
  it('sets up the App, writes the secrets file, serves mentions, stops on SIGTERM, and keeps the App on restart', async () => {
    const stateDir = tempDir();
    const secretsFile = join(tempDir(), '.env.agentteam');
    const first = dev(['--port', '0', '--state-dir', stateDir, '--app', 'echo', '--transport', 'runner_stream', '--secrets-file', secretsFile]);
    const baseUrl = await first.listening();
    expect(first.stderr).toMatch(/App echo \(created; installation svcinst_\w+, transport runner_stream\) in #dev/);

    expect(statSync(secretsFile).mode & 0o777).toBe(0o600);
    const secrets = readSecrets(secretsFile);
    expect(Object.keys(secrets).sort()).toEqual(['AGENTTEAM_BASE_URL', 'AGENTTEAM_RUNNER_TOKEN', 'AGENTTEAM_USER_TOKEN', 'AGENTTEAM_WORKSPACE_ID']);
    expect(secrets['AGENTTEAM_BASE_URL']).toBe(baseUrl);
    // Secrets never reach the log.
    expect(first.stderr).not.toContain(secrets['AGENTTEAM_RUNNER_TOKEN']);
    expect(first.stderr).not.toContain(secrets['AGENTTEAM_USER_TOKEN']);

    const runner = await new MiniRunner(baseUrl, secrets['AGENTTEAM_WORKSPACE_ID']!, secrets['AGENTTEAM_RUNNER_TOKEN']!).start();
    try {
      const ok = await runCli(['agentteam', 'mention', '--app', 'echo', '--secrets-file', secretsFile, 'progress 2']);
      expect({ code: ok.code, stdout: ok.stdout }).toEqual({ code: 0, stdout: 'progress 1/2\nprogress 2/2\ndone\n' });

      const failed = await runCli(['agentteam', 'mention', '--app', 'echo', '--secrets-file', secretsFile, 'fail command_failed it broke']);
      expect(failed.code).toBe(1);
      expect(failed.stdout).toBe('');
      expect(failed.stderr.trim().split('\n')).toEqual([expect.stringMatching(/^vv-agent: delivery del_\w+ failed: command_failed: it broke$/)]);

      const slow = await runCli(['agentteam', 'mention', '--app', 'echo', '--secrets-file', secretsFile, '--wait-seconds', '1', 'hang']);
      expect(slow.code).toBe(1);
      expect(slow.stderr).toMatch(/did not finish within 1 s \(status delivered; attempt 1 \(runner_stream\) still running, leased until /);
    } finally {
      runner.stop();
    }
    // One log line per request on stderr.
    expect(first.stderr).toMatch(/^POST \/api\/v1\/workspaces\/w_\w+\/channels\/ch_\w+\/messages 201$/m);
    expect(await first.stop()).toBe(0);

    const second = dev(['--port', '0', '--state-dir', stateDir, '--app', 'echo', '--transport', 'runner_stream', '--secrets-file', secretsFile]);
    const secondUrl = await second.listening();
    expect(second.stderr).toMatch(/App echo \(existing; installation svcinst_\w+/);
    const kept = readSecrets(secretsFile);
    expect(kept['AGENTTEAM_RUNNER_TOKEN']).toBe(secrets['AGENTTEAM_RUNNER_TOKEN']);
    expect(kept['AGENTTEAM_BASE_URL']).toBe(secondUrl);
    const api = new Api(secondUrl);
    const apps = await api.get(`/api/v1/workspaces/${kept['AGENTTEAM_WORKSPACE_ID']}/apps?name=echo`, kept['AGENTTEAM_USER_TOKEN']);
    expect(apps.body.apps).toHaveLength(1);
    const messages = await api.get(`/api/v1/workspaces/${kept['AGENTTEAM_WORKSPACE_ID']}/channels/${apps.body.apps[0].channelIds[0]}/messages`, kept['AGENTTEAM_USER_TOKEN']);
    expect(messages.body.messages.map((m: { text: string }) => m.text)).toContain('@echo progress 2');
    expect(await second.stop()).toBe(0);
  });
});

describe('agentteam dev --app (callback)', () => {
  it('writes the callback signing secret instead of a runner token', async () => {
    const secretsFile = join(tempDir(), '.env.agentteam');
    const p = dev(['--port', '0', '--state-dir', tempDir(), '--app', 'hook', '--transport', 'callback', '--callback-url', 'http://127.0.0.1:9', '--secrets-file', secretsFile]);
    await p.listening();
    const secrets = readSecrets(secretsFile);
    expect(Object.keys(secrets).sort()).toEqual(['AGENTTEAM_BASE_URL', 'AGENTTEAM_CALLBACK_SIGNING_SECRET', 'AGENTTEAM_USER_TOKEN', 'AGENTTEAM_WORKSPACE_ID']);
    expect(secrets['AGENTTEAM_CALLBACK_SIGNING_SECRET']).toMatch(/^atcs_/);
    expect(await p.stop()).toBe(0);
  });
});

describe('usage errors', () => {
  it('exit 2 with one line: missing companions of --app, callback without --callback-url, mention without settings', async () => {
    const missing = await runCli(['agentteam', 'dev', '--app', 'x']);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/--transport/);
    const noUrl = await runCli(['agentteam', 'dev', '--port', '0', '--state-dir', tempDir(), '--app', 'x', '--transport', 'callback', '--secrets-file', join(tempDir(), 'f')]);
    expect(noUrl.code).toBe(2);
    expect(noUrl.stderr.trim()).toBe('vv-agent: --transport callback needs --callback-url');
    const bare = await runCli(['agentteam', 'mention', '--app', 'echo', '--secrets-file', join(tempDir(), 'missing.env'), 'hi'], { env: { AGENTTEAM_BASE_URL: '', AGENTTEAM_WORKSPACE_ID: '', AGENTTEAM_USER_TOKEN: '' } });
    expect(bare.code).toBe(2);
    expect(bare.stderr.trim().split('\n')).toHaveLength(1);
  });

  it('exit 1 with one line when the port is taken', async () => {
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const port = (blocker.address() as { port: number }).port;
    try {
      const taken = await runCli(['agentteam', 'dev', '--port', String(port), '--state-dir', tempDir()]);
      expect(taken.code).toBe(1);
      expect(taken.stderr.trim().split('\n')).toEqual([expect.stringMatching(new RegExp(`^vv-agent: cannot listen on 127\\.0\\.0\\.1:${port}: `))]);
    } finally {
      blocker.close();
    }
  });
});
