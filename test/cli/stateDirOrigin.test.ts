/**
 * A state directory that is a file is refused with advice that names where the directory came
 * from: `--state-dir`, `$VV_AGENT_HOME`, or the default `~/.vv-agent` (which nobody typed), for
 * every command that opens it, through the built CLI.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli, runJs } from '../support/cli.js';

const work = mkdtempSync(join(tmpdir(), 'vv-state-dir-origin-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const file = join(work, 'a-file');
writeFileSync(file, 'not a directory\n');
/** A home directory whose `.vv-agent` is a file. */
const home = join(work, 'home');
mkdirSync(home);
writeFileSync(join(home, '.vv-agent'), 'not a directory\n');

const NO_SETTINGS = { VV_AGENT_SETTINGS: '', VV_AGENT_BACKEND: '', VV_AGENT_MODEL: '' };
const fromEnv = { ...NO_SETTINGS, VV_AGENT_HOME: file };
const byDefault = { ...NO_SETTINGS, VV_AGENT_HOME: '', HOME: home };

/** Each command that opens the state directory, with `--state-dir` left to the caller. */
const COMMANDS = [
  ['threads', 'list'],
  ['threads', 'show', 'thread_1'],
  ['threads', 'archive', 'thread_1'],
  ['app-server', '--listen', 'stdio'],
  ['debug', 'app-server', 'send-message', '--thread', 'thread_1', 'hello'],
];

const ENV_ADVICE = '(from $VV_AGENT_HOME: set it to another directory or pass --state-dir)';
const DEFAULT_ADVICE = '(the default, ~/.vv-agent: pass --state-dir or set $VV_AGENT_HOME to choose another)';

describe('a state directory that is a file names where it came from', () => {
  it('$VV_AGENT_HOME: the variable is named, not --state-dir, which was never given', async () => {
    for (const command of COMMANDS) {
      const result = await runCli(command, { env: fromEnv });
      expect([command, result.code, result.stdout, result.stderr]).toEqual([command, 2, '', `vv-agent: state directory ${file} is a file, not a directory ${ENV_ADVICE}\n`]);
    }
    const asJson = await runCli(['threads', 'list', '--json'], { env: fromEnv });
    expect([asJson.code, JSON.parse(asJson.stdout)]).toEqual([
      2,
      { error: { code: 'state_dir_invalid', category: 'config', message: `state directory ${file} is a file, not a directory ${ENV_ADVICE}` } },
    ]);
    const under = await runCli(['app-server', '--listen', 'stdio'], { env: { ...fromEnv, VV_AGENT_HOME: join(file, 'state') } });
    expect([under.code, under.stderr]).toEqual([2, `vv-agent: state directory ${join(file, 'state')} cannot be used: ${file} is a file, not a directory ${ENV_ADVICE}\n`]);
  });

  it('the default ~/.vv-agent: says it is the default, and both ways to choose another', async () => {
    const dir = join(home, '.vv-agent');
    for (const command of COMMANDS) {
      const result = await runCli(command, { env: byDefault });
      expect([command, result.code, result.stdout, result.stderr]).toEqual([command, 2, '', `vv-agent: state directory ${dir} is a file, not a directory ${DEFAULT_ADVICE}\n`]);
    }
  });

  it('--state-dir wins over $VV_AGENT_HOME, and its refusal names the flag', async () => {
    const other = join(work, 'another-file');
    writeFileSync(other, 'not a directory\n');
    for (const command of COMMANDS) {
      const result = await runCli([...command, '--state-dir', other], { env: fromEnv });
      expect([command, result.code, result.stderr]).toEqual([command, 2, `vv-agent: state directory ${other} is a file, not a directory (choose another with --state-dir)\n`]);
    }
  });

  it('app-server --ephemeral does not look at the state directory at all', () => {
    const server = spawnSync(process.execPath, [runJs, 'app-server', '--listen', 'stdio', '--ephemeral'], { input: '', env: { ...process.env, ...fromEnv }, encoding: 'utf8' });
    expect([server.status, server.stdout]).toEqual([0, '']);
    expect(server.stderr).toContain('listening on stdio');
  });
});
