import { parse } from '@oclif/core/parser';
import { describe, expect, it } from 'vitest';
import AppServer from '../../../src/commands/app-server/index.js';
import { APP_SERVER_FLAGS } from '../../../src/lib/cli/appServerFlags.js';
import { parsePlainArgv, type FlagSpecs } from '../../../src/lib/cli/flagSpec.js';
import { toOclifFlags } from '../../../src/lib/cli/oclifFlags.js';

/** oclif's parse of `argv` for `vv-agent app-server`, as its Command.parse calls it: the flags, or the error. */
async function oclifParse(argv: string[]): Promise<{ flags: Record<string, unknown> } | { error: string }> {
  try {
    const out = await parse(argv, { flags: AppServer.flags, baseFlags: AppServer.baseFlags, args: AppServer.args, strict: AppServer.strict, context: undefined });
    return { flags: out.flags };
  } catch (error) {
    return { error: (error as Error).message };
  }
}

// Good command lines (the fast path takes these), and mistakes of every kind oclif reports.
const ACCEPTED: string[][] = [
  [],
  ['--listen', 'stdio'],
  ['--listen=stdio', '--settings=/s.json', '--backend', 'scripted', '--model=m', '--ephemeral'],
  ['--state-dir', '/tmp/x', '--timeout-seconds', '0.5', '--approval-timeout-seconds=3', '--mcp-config', 'mcp.json'],
  ['--listen', 'ws://127.0.0.1:0', '--ws-token', 'abcdefghijklmnop', '--allowed-origin', 'http://a', '--allowed-origin=http://b'],
  ['--timeout-seconds', 'abc'],
  ['--settings', 'has=equals.json'],
  ['--settings=a=b'],
];
const MISTAKES: string[][] = [
  ['--bogus'],
  ['--bogus=1'],
  ['--listen', 'stdio', '--listen', 'stdio'],
  ['--timeout-seconds=5', '--timeout-seconds', '6'],
  ['--timeout-seconds'],
  ['--model'],
  ['--settings', '--model', 'x'],
  ['--settings=--model'],
  ['--state-dir', '/tmp/x', '--ephemeral'],
  ['--ephemeral', '--state-dir=/tmp/x'],
  ['stdio'],
  ['generate'],
  ['--listen', 'stdio', 'extra'],
  ['--', '--listen', 'stdio'],
  ['-h'],
  ['--help'],
  ['--version'],
  ['--no-ephemeral'],
  ['--ephemeral=true'],
];
// Legal for oclif, but not plain: the fast path leaves them to oclif too (it only has to be right when it answers).
const NOT_PLAIN: string[][] = [
  ['--ephemeral', '--ephemeral'],
  ['--settings', ''],
  ['--settings', '-'],
  ['--allowed-origin', 'http://a', 'http://b'],
];

describe('parsePlainArgv (the fast start path) against oclif', () => {
  it('the command hands oclif exactly the declared flags', () => {
    expect(Object.keys(AppServer.flags)).toEqual(Object.keys(APP_SERVER_FLAGS));
    expect(AppServer.flags['state-dir'].exclusive).toEqual(['ephemeral']);
    expect(AppServer.flags['allowed-origin'].multiple).toBe(true);
  });

  it.each(ACCEPTED.map((argv) => [argv]))('accepts %j with the flags oclif parses', async (argv) => {
    const oclif = await oclifParse(argv);
    expect(oclif).toHaveProperty('flags');
    expect(parsePlainArgv(argv, APP_SERVER_FLAGS)).toEqual((oclif as { flags: unknown }).flags);
  });

  it.each(MISTAKES.map((argv) => [argv]))('leaves %j to oclif, which rejects it', async (argv) => {
    expect(parsePlainArgv(argv, APP_SERVER_FLAGS)).toBeUndefined();
    // -h, --help and --version are caught by oclif before parsing; the parser rejects them as flags.
    expect(await oclifParse(argv)).toHaveProperty('error');
  });

  it.each(NOT_PLAIN.map((argv) => [argv]))('leaves %j to oclif, which accepts it', async (argv) => {
    expect(parsePlainArgv(argv, APP_SERVER_FLAGS)).toBeUndefined();
    expect(await oclifParse(argv)).toHaveProperty('flags');
  });

  it('applies defaults as oclif does: a string default, false for a boolean, nothing for the rest', async () => {
    const specs = {
      a: { kind: 'string', description: 'a', default: 'x' },
      b: { kind: 'string', description: 'b', helpDefault: 'shown only' },
      c: { kind: 'boolean', description: 'c' },
      d: { kind: 'string', description: 'd', multiple: true },
    } as const satisfies FlagSpecs;
    const oclif = await parse([], { flags: toOclifFlags(specs), baseFlags: {}, args: {}, strict: true, context: undefined });
    expect(parsePlainArgv([], specs)).toEqual(oclif.flags);
    expect(parsePlainArgv([], specs)).toEqual({ a: 'x', c: false });
  });

  it('does not take a flag name from the object prototype', () => {
    expect(parsePlainArgv(['--constructor', 'x'], APP_SERVER_FLAGS)).toBeUndefined();
    expect(parsePlainArgv(['--toString'], APP_SERVER_FLAGS)).toBeUndefined();
  });
});
