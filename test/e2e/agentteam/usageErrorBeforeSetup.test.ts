// Usage errors of `agentteam dev --app` are found before the dev store changes.
// - `--transport callback` with no --callback-url (and no App that already has one) used to be
//   found only after the owner, workspace and channel had been stored, so a failed start left
//   them (and a user token nobody had) behind.
// - Those errors, a refused App name and a secrets file that cannot be used were then found after
//   the platform had opened its store: a failed start in a new state directory still left it
//   behind, with an empty, migrated agentteam-dev.sqlite.
// - `--callback-url` that is not an http(s) URL was refused only with `--transport callback`; with
//   runner_stream it was stored, and a later `--transport callback` start crashed the platform with
//   a stack trace at the first delivery.
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { DEV_STORE_FILE } from '../../../src/lib/agentteam/dev/index.js';
import { CliProcess } from '../../support/agentteamProcesses.js';
import { runCli } from '../../support/cli.js';

const work = mkdtempSync(join(tmpdir(), 'vv-agentteam-usage-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** The number of rows of every table of the dev store, read from its file. */
function rowCounts(stateDir: string): Record<string, number> {
  const db = new Database(join(stateDir, DEV_STORE_FILE), { readonly: true, fileMustExist: true });
  try {
    const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'").all() as { name: string }[];
    return Object.fromEntries(tables.map(({ name }) => [name, (db.prepare(`SELECT count(*) AS n FROM "${name}"`).get() as { n: number }).n]));
  } finally {
    db.close();
  }
}

describe('agentteam dev --transport callback without --callback-url', () => {
  it('exits 2 with one line naming the flag and leaves a new state dir as it was; the next good start creates everything', { timeout: 30_000 }, async () => {
    const stateDir = join(work, 'state');
    const args = ['agentteam', 'dev', '--port', '0', '--state-dir', stateDir, '--transport', 'callback', '--secrets-file', join(work, 'hook.env')];
    const failed = await runCli([...args, '--app', 'hook'], { cwd: work });
    expect(failed.code, failed.stderr).toBe(2);
    expect(failed.stderr.trimEnd().split('\n')).toEqual(['vv-agent: --transport callback needs --callback-url']);
    expect(existsSync(stateDir)).toBe(false);

    const dev = new CliProcess([...args, '--app', 'hook', '--callback-url', 'http://127.0.0.1:9'], { cwd: work });
    try {
      await dev.waitForStderrMatch(/listening on /);
      expect(dev.stderr).toMatch(/^App hook \(created; /m);
    } finally {
      dev.kill('SIGTERM');
      await dev.exited;
    }
    const stored = rowCounts(stateDir);
    expect(stored).toMatchObject({ dev_settings: 3, users: 1, workspaces: 1, channels: 1, apps: 1 });

    // In a store that exists the check needs what it holds (an App found keeps its URL): a new App
    // with no URL is still refused before anything changes.
    const again = await runCli([...args, '--app', 'other'], { cwd: work });
    expect(again.code, again.stderr).toBe(2);
    expect(again.stderr.trimEnd().split('\n')).toEqual(['vv-agent: --transport callback needs --callback-url']);
    expect(rowCounts(stateDir)).toEqual(stored);
  });
});

describe('agentteam dev --transport runner_stream --callback-url that is not a URL', () => {
  it('exits 2 with one line naming the flag, before the platform starts', { timeout: 30_000 }, async () => {
    const stateDir = join(work, 'state-of-bad-url');
    const dev = new CliProcess(
      ['agentteam', 'dev', '--port', '0', '--state-dir', stateDir, '--app', 'echo', '--transport', 'runner_stream', '--callback-url', 'notaurl', '--secrets-file', join(work, 'echo.env')],
      { cwd: work },
    );
    // Ends at the error line or, when the flag is accepted, at the platform's `listening on`.
    await dev.waitForStderr((text) => /^(vv-agent: |listening on )/m.test(text), 'an error or the platform listening');
    if (/^listening on /m.test(dev.stderr)) dev.kill('SIGTERM');
    const status = await dev.exited;
    expect(status.code, dev.stderr).toBe(2);
    expect(dev.stderr.trimEnd().split('\n')).toEqual(['vv-agent: --callback-url must be an http(s) URL, got notaurl']);
    expect(existsSync(stateDir)).toBe(false);
  });
});

describe('agentteam dev --app with a name the admin API refuses', () => {
  it.each([['bad name'], ['-dash-first']])('%j: exits 2 with one line naming the flag and leaves a new state dir as it was', { timeout: 30_000 }, async (name) => {
    const stateDir = join(work, `state-of-${name.replace(/\W/g, '_')}`);
    const failed = await runCli(['agentteam', 'dev', '--port', '0', '--state-dir', stateDir, '--app', name, '--transport', 'runner_stream', '--secrets-file', join(work, 'named.env')], { cwd: work });
    expect(failed.code, failed.stderr).toBe(2);
    expect(failed.stderr.trimEnd().split('\n')).toEqual([`vv-agent: --app must be 1-64 letters, digits, '_', '.' or '-', starting with a letter or digit; got ${JSON.stringify(name)}`]);
    expect(existsSync(stateDir)).toBe(false);
  });
});

describe('agentteam dev --app with a secrets file it cannot use', () => {
  it.each([
    ['malformed', /line 1 is not KEY=value/],
    ['readable by others', /is accessible by group or others \(mode 0644\)/],
    ['a directory', /is not a regular file/],
  ])('%s: exits 2 with one line naming the flag, and a new, empty state dir holds no store file', { timeout: 30_000 }, async (kind, reason) => {
    const dir = mkdtempSync(join(work, 'secrets-'));
    const secretsFile = join(dir, 'app.env');
    if (kind === 'a directory') mkdirSync(secretsFile);
    else writeFileSync(secretsFile, kind === 'malformed' ? 'not a setting\n' : 'KEY=value\n', { mode: 0o600 });
    if (kind === 'readable by others') chmodSync(secretsFile, 0o644);
    const stateDir = join(dir, 'state');
    mkdirSync(stateDir);
    const failed = await runCli(['agentteam', 'dev', '--port', '0', '--state-dir', stateDir, '--app', 'echo', '--transport', 'runner_stream', '--secrets-file', secretsFile], { cwd: work });
    expect(failed.code, failed.stderr).toBe(2);
    const stderr = failed.stderr.trimEnd().split('\n');
    expect(stderr).toHaveLength(1);
    expect(stderr[0]?.startsWith(`vv-agent: --secrets-file ${secretsFile}: `), stderr[0]).toBe(true);
    expect(stderr[0]).toMatch(reason);
    expect(readdirSync(stateDir)).toEqual([]);
  });
});
