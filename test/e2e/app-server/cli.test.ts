/**
 * `vv-agent app-server` options (contract section 9): usage and configuration errors exit 2 with
 * one line on stderr and nothing on stdout, before stdin is read (stdin stays open here, so a
 * server that waited for input would never exit); options in any order and `--key=value`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppServerProcess, DEFAULT_SETTINGS } from '../../support/appServerProcess.js';
import { expectNoViolations } from './helpers.js';

const S = DEFAULT_SETTINGS;
const GOOD = ['--listen', 'stdio', '--settings', S, '--backend', 'scripted', '--model', 'scripted-default'];

const spawned: AppServerProcess[] = [];

afterAll(async () => {
  for (const p of spawned) await p.dispose();
});

interface Outcome {
  readonly code: number | null;
  readonly stdoutMessages: number;
  readonly stderr: string;
}

/** Spawns with `args`, never writes or closes stdin, and waits for the exit. */
async function runWithOpenStdin(args: readonly string[]): Promise<Outcome> {
  const server = AppServerProcess.start({ rawArgs: args });
  spawned.push(server);
  const { code } = await server.waitExit(20_000);
  return { code, stdoutMessages: server.log.length + server.violations.length, stderr: server.stderr };
}

function expectUsageError(outcome: Outcome, pattern: RegExp): void {
  expect(outcome.code, outcome.stderr).toBe(2);
  expect(outcome.stdoutMessages).toBe(0);
  const lines = outcome.stderr.split('\n').filter((l) => l.trim() !== '');
  expect(lines, outcome.stderr).toHaveLength(1);
  expect(lines[0]).toMatch(pattern);
}

describe('app-server CLI errors: exit 2, one stderr line, nothing on stdout, before reading stdin', () => {
  it('needs no options: --listen defaults to stdio, settings, backend and model are discovered (issue 12, points 12 and 17)', async () => {
    // VV_AGENT_HOME is the process's own temp home: no settings there, so the shipped example wins.
    const server = AppServerProcess.start({ rawArgs: ['--ephemeral'] });
    spawned.push(server);
    const init = await server.call('initialize', { clientInfo: { name: 't', version: '0' } });
    expect(init).toMatchObject({ protocolVersion: 'v1' });
    expect(server.stderr).toMatch(/listening on stdio \(scripted\/scripted-default, settings .*settings\.example\.json/);
  });

  it('rejects a duplicated option (--key value and --key=value forms)', async () => {
    const cases: Array<[string[], RegExp]> = [
      [[...GOOD, '--listen', 'stdio'], /listen/],
      [[...GOOD, '--timeout-seconds=5', '--timeout-seconds', '6'], /timeout-seconds/],
      [[...GOOD, '--model=scripted-default'], /model/],
      // A boolean too (oclif alone let it through).
      [[...GOOD, '--ephemeral', '--ephemeral'], /^vv-agent: Flag --ephemeral can only be specified once$/],
    ];
    const outcomes = await Promise.all(cases.map(([args]) => runWithOpenStdin(args)));
    // All cases at once, so that a failure names each one.
    expect(outcomes.map((o, i) => [cases[i]![0].slice(GOOD.length).join(' '), o.code, o.stdoutMessages])).toEqual(
      cases.map(([args]) => [args.slice(GOOD.length).join(' '), 2, 0]),
    );
    outcomes.forEach((o, i) => expectUsageError(o, cases[i]![1]));
  });

  it('rejects an option given without its value', async () => {
    // oclif reports these as plain CLIErrors; they are usage errors all the same.
    expectUsageError(await runWithOpenStdin([...GOOD, '--timeout-seconds']), /timeout-seconds/);
    expectUsageError(await runWithOpenStdin(['--timeout-seconds']), /timeout-seconds/);
    expectUsageError(await runWithOpenStdin(['--listen', 'stdio', '--settings', S, '--backend', 'scripted', '--model']), /model/);
  });

  it('rejects an unknown option', async () => {
    expectUsageError(await runWithOpenStdin([...GOOD, '--bogus']), /bogus/);
    expectUsageError(await runWithOpenStdin([...GOOD, '--bogus=1']), /bogus/);
  });

  it('rejects --timeout-seconds that is not a finite number > 0', async () => {
    const values = ['0', 'abc', '-1', 'Infinity', ''];
    const outcomes = await Promise.all(values.map((value) => runWithOpenStdin([...GOOD, '--timeout-seconds', value])));
    for (const outcome of outcomes) expectUsageError(outcome, /timeout-seconds/);
  });

  it('rejects a missing settings file, an unknown backend and an unknown model', async () => {
    expectUsageError(await runWithOpenStdin(['--listen', 'stdio', '--settings', '/nonexistent/settings.json', '--backend', 'scripted', '--model', 'scripted-default']), /settings/);
    expectUsageError(await runWithOpenStdin(['--listen', 'stdio', '--settings', S, '--backend', 'no-such-backend', '--model', 'scripted-default']), /no-such-backend/);
    expectUsageError(await runWithOpenStdin(['--listen', 'stdio', '--settings', S, '--backend', 'scripted', '--model', 'no-such-model']), /no-such-model/);
  });

  it('rejects an unsupported --listen and --state-dir together with --ephemeral', async () => {
    expectUsageError(await runWithOpenStdin(['--listen', 'tcp', '--settings', S, '--backend', 'scripted', '--model', 'scripted-default']), /listen/);
    expectUsageError(await runWithOpenStdin([...GOOD, '--state-dir', '/tmp/x', '--ephemeral']), /ephemeral|state-dir/);
  });
});

describe('app-server CLI options that work', () => {
  let server: AppServerProcess;
  beforeAll(() => {
    // Reversed order, --key=value syntax, a fractional timeout.
    server = AppServerProcess.start({
      rawArgs: ['--ephemeral', '--timeout-seconds=0.5', '--model=scripted-default', '--backend=scripted', `--settings=${S}`, '--listen=stdio'],
    });
    spawned.push(server);
  });

  it('accepts the options in any order and in --key=value form; stdout is protocol only', async () => {
    await server.initialize();
    const { models } = await server.call('model/list', {});
    expect(models).toEqual([
      { id: 'scripted-default', provider: 'scripted', displayName: 'scripted-default', contextLength: 128000, supportsTools: true, metadata: { requestedModel: 'scripted-default' } },
    ]);
    expect(await server.close()).toEqual({ code: 0, signal: null });
    expectNoViolations(server);
    // Diagnostics went to stderr.
    expect(server.stderr).toContain('app-server');
  });
});
