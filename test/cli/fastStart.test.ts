/**
 * The fast start path (lib/cli/fastStart.ts: `--version`, `version` and `app-server` start without
 * oclif) answers every command line exactly as oclif's path does: same exit code, same stdout, same
 * stderr. Each case runs through bin/run.js and through dist/src/runOclif.js directly (oclif only).
 */
import { execFile, spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { StateDirLock } from '../../src/lib/app-server/store/index.js';
import { projectRoot, runCli, type CliResult } from '../support/cli.js';

const work = mkdtempSync(join(tmpdir(), 'vv-fast-start-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));
const env = { VV_AGENT_HOME: work };

const runOclifUrl = pathToFileURL(join(projectRoot, 'dist', 'src', 'runOclif.js')).href;

/** The same command line through oclif alone (what bin/run.js did before the fast path). */
function runThroughOclif(args: readonly string[]): Promise<CliResult> {
  const script = `const { runOclif } = await import(${JSON.stringify(runOclifUrl)}); await runOclif(JSON.parse(process.env.VV_TEST_ARGV));`;
  return new Promise((resolve) => {
    const child = execFile(
      process.execPath,
      ['--input-type=module', '-e', script],
      { cwd: projectRoot, env: { ...process.env, NO_COLOR: '1', ...env, VV_TEST_ARGV: JSON.stringify(args) }, timeout: 30_000 },
      (error, stdout, stderr) => resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stdout, stderr }),
    );
    child.stdin?.end();
  });
}

async function bothWays(args: readonly string[]): Promise<{ fast: CliResult; oclif: CliResult }> {
  const [fast, oclif] = await Promise.all([runCli(args, { env }), runThroughOclif(args)]);
  return { fast, oclif };
}

const settings = join(projectRoot, 'config', 'settings.example.json');
const GOOD = ['app-server', '--listen', 'stdio', '--settings', settings, '--backend', 'scripted', '--model', 'scripted-default'];

describe('the fast start path answers as oclif does', () => {
  it.each([[['--version']], [['version']], [['-v']], [['version', '--bogus']]])('vv-agent %j', async (args) => {
    const { fast, oclif } = await bothWays(args);
    expect(fast).toEqual(oclif);
    if (args.length === 1 && args[0] !== '-v') expect(fast.stdout).toMatch(/^vv-agent\/\S+ \S+-\S+ node-v\S+\n$/);
  });

  // Mistakes the fast path leaves to oclif (lib/cli/flagSpec.ts) and those it reports itself,
  // found after parsing (a bad value, a missing file, an unknown backend or model, a bad --listen).
  const mistakes: string[][] = [
    [...GOOD, '--bogus'],
    [...GOOD, '--listen', 'stdio'],
    [...GOOD, '--timeout-seconds'],
    [...GOOD, '--state-dir', work, '--ephemeral'],
    [...GOOD, '--ephemeral=yes'],
    [...GOOD, 'stdio'],
    ['app-server', '--settings', '--model', 'x'],
    [...GOOD, '--timeout-seconds', 'abc'],
    [...GOOD, '--approval-timeout-seconds', '0'],
    ['app-server', '--settings', join(work, 'missing.json')],
    ['app-server', '--settings', settings, '--backend', 'no-such-backend'],
    ['app-server', '--settings', settings, '--backend', 'scripted', '--model', 'no-such-model'],
    ['app-server', '--listen', 'tcp', '--settings', settings],
    ['app-server', '--listen', 'ws://example.com:1', '--settings', settings],
  ];
  it.each(mistakes.map((args) => [args]))('%j', async (args) => {
    const { fast, oclif } = await bothWays(args);
    expect(fast).toEqual(oclif);
    expect(fast.code).toBe(2);
    expect(fast.stdout).toBe('');
    expect(fast.stderr.trim().split('\n')).toHaveLength(1);
  });

  it('a state directory another server holds', async () => {
    const stateDir = mkdtempSync(join(work, 'locked-'));
    const lock = StateDirLock.acquire(stateDir);
    try {
      const { fast, oclif } = await bothWays([...GOOD, '--state-dir', stateDir]);
      expect(fast).toEqual(oclif);
      expect(fast.code).toBe(2);
      expect(fast.stderr).toMatch(/state directory .* is in use/);
    } finally {
      lock.release();
    }
  });

  it('a reader that closed stdout before the output was written is no crash, on the fast path and through oclif (exit 0)', async () => {
    for (const args of [['--version'], ['version'], ['--help'], ['doctor', '--help'], ['app-server', '--help']]) {
      const child = spawn(process.execPath, [join(projectRoot, 'bin', 'run.js'), ...args], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
      // Closed at once, long before the child has started: its write fails with EPIPE.
      child.stdout.destroy();
      let stderr = '';
      child.stderr.setEncoding('utf8').on('data', (s: string) => (stderr += s));
      const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
      expect({ args, code, stderr }).toEqual({ args, code: 0, stderr: '' });
    }
  });

  it('a bundle older than dist/src (a bare tsc after the build) is not run: oclif answers, and stderr says why', async () => {
    // A copy of the built tree, so that the project's own dist stays as every other test needs it.
    const copy = join(work, 'stale-tree');
    mkdirSync(copy);
    cpSync(join(projectRoot, 'bin'), join(copy, 'bin'), { recursive: true });
    cpSync(join(projectRoot, 'dist'), join(copy, 'dist'), { recursive: true });
    cpSync(join(projectRoot, 'package.json'), join(copy, 'package.json'));
    for (const shared of ['node_modules', 'schemas', 'config']) symlinkSync(join(projectRoot, shared), join(copy, shared));
    const run = (args: readonly string[]): Promise<CliResult> =>
      new Promise((resolve) => {
        execFile(process.execPath, [join(copy, 'bin', 'run.js'), ...args], { env: { ...process.env, ...env }, timeout: 30_000 }, (error, stdout, stderr) =>
          resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stdout, stderr }),
        );
      });
    const current = await run(['--version']);
    expect(current).toMatchObject({ code: 0, stderr: '' });
    const later = new Date(Date.now() + 60_000);
    utimesSync(join(copy, 'dist', 'src', 'lib', 'cli', 'fastStart.js'), later, later);
    const stale = await run(['--version']);
    expect(stale.code).toBe(0);
    expect(stale.stdout).toBe(current.stdout);
    expect(stale.stderr).toMatch(/^vv-agent: dist\/fast is older than dist\/src .* `npm run build` restores the fast start\.\n$/);
    rmSync(join(copy, 'dist', 'fast'), { recursive: true });
    expect(await run(['--version'])).toMatchObject({ code: 0, stdout: current.stdout });
  });

  it('help still comes from oclif', async () => {
    const { fast, oclif } = await bothWays(['app-server', '--help']);
    expect(fast).toEqual(oclif);
    expect(fast.stdout).toContain('--state-dir');
  });
});
