/**
 * `agentteam trigger KIND` and what `agentteam mention` says when a delivery does not finish, as a
 * user runs them: the built CLI against `agentteam dev` and the echo App (`agentteam runner`, and
 * `agentteam callback-server` behind a proxy for the callback transport), all real processes.
 * Also: `agentteam dev` keeps polling GETs out of its default log and never edits a tracked
 * .gitignore.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CliProcess, TestProxy, removeTempDirs, runCli, startDev, stopAllProcesses, tempDir, type DevProcess } from '../../support/agentteamProcesses.js';
import { lines, startRunner } from './helpers.js';

let dev: DevProcess;
let devSecrets: string;
let channelId: string;

beforeAll(async () => {
  const dir = tempDir();
  devSecrets = join(dir, '.env.agentteam');
  dev = await startDev({ stateDir: join(dir, 'state'), secretsFile: devSecrets, app: 'echo', transport: 'runner_stream' });
  channelId = (await dev.admin.channelByName('dev')).channelId;
  await startRunner(devSecrets);
});

afterAll(async () => {
  await stopAllProcesses();
  removeTempDirs();
});

function trigger(kind: string, extra: readonly string[] = [], secrets = devSecrets): ReturnType<typeof runCli> {
  return runCli(['agentteam', 'trigger', kind, '--app', 'echo', '--secrets-file', secrets, ...extra]);
}

describe('agentteam trigger on a runner_stream App', () => {
  it('echo, progress and fail end as their kind expects (exit 0) and say how', async () => {
    const [echo, progress, fail] = await Promise.all([trigger('echo'), trigger('progress'), trigger('fail')]);
    expect(echo.code).toBe(0);
    expect(lines(echo.stdout)).toEqual([
      'triggered echo on App echo: a mention asking for one reply',
      expect.stringMatching(/^delivery del_\w+: "@echo echo triggered by vv-agent agentteam trigger"$/),
      'attempt 1 (runner_stream): completed',
      'reply: triggered by vv-agent agentteam trigger',
      'ended: completed as expected',
    ]);
    expect(progress.code).toBe(0);
    expect(lines(progress.stdout).filter((l) => l.startsWith('reply: '))).toEqual(['reply: progress 1/3', 'reply: progress 2/3', 'reply: progress 3/3', 'reply: done']);
    expect(fail.code).toBe(0);
    expect(lines(fail.stdout).slice(-2)).toEqual(['attempt 1 (runner_stream): failed', 'ended: failed (triggered_failure) as expected']);
  });

  it('redelivery: attempt 1 is lost (its lease expires), attempt 2 completes; --json gives the attempts', async () => {
    const result = await trigger('redelivery', ['--json']);
    expect(result.code).toBe(0);
    const body = JSON.parse(result.stdout);
    expect(body).toMatchObject({ kind: 'redelivery', expected: true, outcome: { status: 'completed', replies: [{ text: 'redelivery triggered by vv-agent agentteam trigger' }] } });
    expect(body.outcome.attempts.map((a: { status: string; endReason?: string }) => a.endReason ?? a.status)).toEqual(['lease_expired', 'completed']);
  });

  it('callback-timeout on an App without the callback transport is a usage error (exit 2, one line)', async () => {
    const result = await trigger('callback-timeout');
    expect(result.code).toBe(2);
    expect(lines(result.stderr)).toEqual(['vv-agent: trigger callback-timeout needs an App on the callback transport; App echo uses runner_stream']);
  });

  it('exit 1 when the delivery does not end as the kind expects', async () => {
    // An App with no runner: the delivery never starts.
    await dev.admin.createApp('idle', channelId);
    const result = await runCli(['agentteam', 'trigger', 'echo', '--app', 'idle', '--secrets-file', devSecrets, '--wait-seconds', '1']);
    expect(result.code).toBe(1);
    expect(lines(result.stdout).at(-1)).toBe('ended: not finished (status pending)');
    expect(lines(result.stderr)).toEqual([expect.stringMatching(/^vv-agent: trigger echo: expected the delivery to complete, but it did not finish \(status pending; no attempt yet: /)]);
  });
});

describe('agentteam trigger callback-timeout on a callback App', () => {
  it('attempt 1 ends with callback_timeout (the App still receives it), the retry completes', async () => {
    const dir = tempDir();
    const secrets = join(dir, '.env.agentteam');
    let callbackUrl = '';
    const proxy = await new TestProxy(() => callbackUrl).start();
    try {
      const hookDev = await startDev({ stateDir: join(dir, 'state'), secretsFile: secrets, app: 'echo', transport: 'callback', callbackUrl: proxy.url });
      const server = new CliProcess(['agentteam', 'callback-server', '--secrets-file', secrets, '--port', '0']);
      callbackUrl = (await server.waitForStderrMatch(/listening on (http:\/\/\S+)/))[1]!;
      const result = await trigger('callback-timeout', [], secrets);
      expect(result.code).toBe(0);
      const attempts = lines(result.stdout).filter((l) => l.startsWith('attempt '));
      expect(attempts[0]).toBe('attempt 1 (callback): callback_timeout: simulated by agentteam trigger: the answer counts as too late');
      // Usually attempt 2; on a loaded machine a real 3 s callback timeout may add one.
      expect(attempts.at(-1)).toMatch(/^attempt [2-5] \(callback\): completed$/);
      // The App was sent every attempt, the first one too; its work on that one was refused by the platform.
      expect(proxy.seen.filter((r) => r.method === 'POST' && r.url === '/events')).toHaveLength(attempts.length);
      await server.waitForStderrMatch(/stopped: attempt_not_current/);
      await hookDev.process.stop();
    } finally {
      await proxy.close();
    }
  });
});

describe('agentteam mention says why a delivery did not finish', () => {
  it('an unreachable callback: the last attempt\'s error', async () => {
    await dev.admin.createApp('gone', channelId, ['callback'], 'http://127.0.0.1:9');
    const result = await runCli(['agentteam', 'mention', '--app', 'gone', '--secrets-file', devSecrets, '--wait-seconds', '30', 'echo hi']);
    expect(result.code).toBe(1);
    expect(lines(result.stderr)).toEqual([
      expect.stringMatching(/^vv-agent: delivery del_\w+ failed: attempts_exhausted: 5 attempts failed; the last one ended with callback_unreachable: .*ECONNREFUSED/),
    ]);
    const delivery = await dev.admin.delivery(/del_\w+/.exec(result.stderr)![0]);
    expect(delivery.attempts[0]).toMatchObject({ endReason: 'callback_unreachable', endDetail: expect.stringMatching(/ECONNREFUSED/) });
  });

  it('an unknown App is a usage error naming the known ones (exit 2, one line)', async () => {
    const result = await runCli(['agentteam', 'mention', '--app', 'ecko', '--secrets-file', devSecrets, 'echo hi']);
    expect(result.code).toBe(2);
    expect(lines(result.stderr)).toEqual([expect.stringMatching(/^vv-agent: no App named ecko in workspace w_\w+; known Apps: echo(, \w+)*$/)]);
  });

  it('a platform that is not running: how to start it', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as { port: number }).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const result = await runCli(['agentteam', 'mention', '--app', 'echo', '--secrets-file', devSecrets, '--base-url', `http://127.0.0.1:${port}`, 'echo hi']);
    expect(result.code).toBe(1);
    expect(lines(result.stderr)).toEqual([
      expect.stringMatching(/^vv-agent: cannot reach http:\/\/127\.0\.0\.1:\d+ .*start it with: vv-agent agentteam dev --app echo --transport runner_stream --secrets-file \.env\.agentteam$/),
    ]);
  });

  it('the platform\'s default log leaves out mention\'s polling GETs', async () => {
    const ok = await runCli(['agentteam', 'mention', '--app', 'echo', '--secrets-file', devSecrets, 'echo logged']);
    expect(ok.code).toBe(0);
    expect(dev.process.stderr).toMatch(/^POST \/api\/v1\/workspaces\/w_\w+\/channels\/ch_\w+\/messages 201$/m);
    // The runner stream's opening is an event and stays; reads of deliveries and messages do not.
    expect(lines(dev.process.stderr).filter((l) => l.startsWith('GET ') && !l.includes('(stream '))).toEqual([]);
    expect(lines(dev.process.stderr).filter((l) => l.startsWith('GET ') && l.includes('(stream '))).toHaveLength(1);
  });

  it('an unknown --channel is a usage error naming the known channels (exit 2, one line)', async () => {
    const result = await runCli(['agentteam', 'mention', '--app', 'echo', '--channel', 'nochan', '--secrets-file', devSecrets, 'echo hi']);
    expect({ code: result.code, stderr: lines(result.stderr) }).toEqual({
      code: 2,
      stderr: [expect.stringMatching(/^vv-agent: no channel nochan in workspace w_\w+; known channels: #dev(, #[\w-]+)*$/)],
    });
  });

  it('a --channel the App is not in is a usage error (exit 2, one line), and nothing is posted there', async () => {
    const other = await dev.admin.ok<{ channelId: string }>('POST', `${dev.admin.w}/channels`, { name: 'no-echo-here' }, 201);
    const result = await runCli(['agentteam', 'mention', '--app', 'echo', '--channel', 'no-echo-here', '--secrets-file', devSecrets, 'echo hi']);
    expect({ code: result.code, stderr: lines(result.stderr) }).toEqual({ code: 2, stderr: ['vv-agent: App echo is not a member of #no-echo-here; its channels: #dev'] });
    expect(await dev.admin.messages(other.channelId)).toEqual([]);
  });

  // After the log test above: a refused token's GET is logged (it is no routine read).
  it('a refused user token is a configuration error (exit 2, one line; --json says category config)', async () => {
    for (const json of [[], ['--json']]) {
      const result = await runCli(['agentteam', 'mention', '--app', 'echo', '--secrets-file', devSecrets, '--user-token', 'atu_not_a_token', ...json, 'echo hi']);
      expect(result.code).toBe(2);
      if (json.length > 0) expect(JSON.parse(result.stdout)).toMatchObject({ error: { code: 'invalid_token', category: 'config' } });
      else expect(lines(result.stderr)).toEqual([expect.stringMatching(/^vv-agent: .*HTTP 401 \(invalid_token\)/)]);
    }
  });
});

describe('agentteam dev --log-level debug', () => {
  it('logs successful GETs too', async () => {
    const p = new CliProcess(['agentteam', 'dev', '--port', '0', '--state-dir', join(tempDir(), 'state'), '--log-level', 'debug']);
    const baseUrl = (await p.waitForStderrMatch(/listening on (http:\/\/\S+)/))[1]!;
    expect((await fetch(`${baseUrl}/healthz`)).status).toBe(200);
    await p.waitForStderrMatch(/^GET \/healthz 200$/m);
    await p.stop();
  });
});

describe('agentteam dev and .gitignore', () => {
  const git = (cwd: string, ...args: string[]): string => execFileSync('git', ['-c', 'user.email=t@example.com', '-c', 'user.name=t', ...args], { cwd, encoding: 'utf8' });

  async function devIn(cwd: string): Promise<CliProcess> {
    const p = new CliProcess(['agentteam', 'dev', '--port', '0', '--state-dir', join(tempDir(), 'state'), '--app', 'echo', '--transport', 'runner_stream', '--secrets-file', '.env.agentteam'], { cwd });
    await p.waitForStderrMatch(/listening on /);
    return p;
  }

  it('a tracked .gitignore is left alone, with a warning saying which line to add', async () => {
    const repo = tempDir('vv-agentteam-git-');
    git(repo, 'init', '-q');
    writeFileSync(join(repo, '.gitignore'), 'node_modules\n');
    git(repo, 'add', '.gitignore');
    git(repo, 'commit', '-qm', 'init');
    const p = await devIn(repo);
    expect(p.stderr).toMatch(/^warning: \S+\.gitignore is tracked by git, so it was not edited; add \/\.env\.agentteam to it/m);
    expect(readFileSync(join(repo, '.gitignore'), 'utf8')).toBe('node_modules\n');
    await p.stop();
  });

  it('an untracked .gitignore gets the line, and stderr says so', async () => {
    const repo = tempDir('vv-agentteam-git-');
    git(repo, 'init', '-q');
    const p = await devIn(repo);
    expect(p.stderr).toMatch(/^added \/\.env\.agentteam to \S+\.gitignore/m);
    expect(readFileSync(join(repo, '.gitignore'), 'utf8')).toBe('/.env.agentteam\n');
    await p.stop();
  });
});
