// Usage errors of `agentteam dev --app` are found before the dev store changes.
// - `--transport callback` with no --callback-url (and no App that already has one) used to be
//   found only after the owner, workspace and channel had been stored, so a failed start left
//   them (and a user token nobody had) behind.
// - `--callback-url` that is not an http(s) URL was refused only with `--transport callback`; with
//   runner_stream it was stored, and a later `--transport callback` start crashed the platform with
//   a stack trace at the first delivery.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
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
  it('exits 2 with one line naming the flag and stores nothing; the next good start creates everything', { timeout: 30_000 }, async () => {
    const stateDir = join(work, 'state');
    const args = ['agentteam', 'dev', '--port', '0', '--state-dir', stateDir, '--app', 'hook', '--transport', 'callback', '--secrets-file', join(work, 'hook.env')];
    const failed = await runCli(args, { cwd: work });
    expect(failed.code, failed.stderr).toBe(2);
    expect(failed.stderr.trimEnd().split('\n')).toEqual(['vv-agent: --transport callback needs --callback-url']);

    const counts = rowCounts(stateDir);
    expect(Object.keys(counts)).toEqual(expect.arrayContaining(['dev_settings', 'users', 'tokens', 'workspaces', 'channels', 'apps']));
    expect(Object.entries(counts).filter(([, n]) => n > 0)).toEqual([]);

    const dev = new CliProcess([...args, '--callback-url', 'http://127.0.0.1:9'], { cwd: work });
    try {
      await dev.waitForStderrMatch(/listening on /);
      expect(dev.stderr).toMatch(/^App hook \(created; /m);
    } finally {
      dev.kill('SIGTERM');
      await dev.exited;
    }
    expect(rowCounts(stateDir)).toMatchObject({ dev_settings: 3, users: 1, workspaces: 1, channels: 1, apps: 1 });
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
  it.each([['bad name'], ['-dash-first']])('%j: exits 2 with one line naming the flag and stores nothing', { timeout: 30_000 }, async (name) => {
    const stateDir = join(work, `state-of-${name.replace(/\W/g, '_')}`);
    const failed = await runCli(['agentteam', 'dev', '--port', '0', '--state-dir', stateDir, '--app', name, '--transport', 'runner_stream', '--secrets-file', join(work, 'named.env')], { cwd: work });
    expect(failed.code, failed.stderr).toBe(2);
    expect(failed.stderr.trimEnd().split('\n')).toEqual([`vv-agent: --app must be 1-64 letters, digits, '_', '.' or '-', starting with a letter or digit; got ${JSON.stringify(name)}`]);
    expect(Object.entries(rowCounts(stateDir)).filter(([, n]) => n > 0)).toEqual([]);
  });
});
