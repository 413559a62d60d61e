// The `next:` line of `scaffold agent` and `scaffold app` is a command to paste into a shell: it
// must keep a folder with a space or a quote in its name one argument, and install what the
// project depends on (an agent: this vv-agent from its folder, as it is not on the registry; an
// App: a plain install, its dependency being this vv-agent by `file:` path). It runs here under
// sh with an `npm` of our own on PATH that records where it ran and with what.
import { execFile } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { projectRoot, runCli } from '../../support/cli.js';

const run = promisify(execFile);
const work = mkdtempSync(join(tmpdir(), 'vv-scaffold-next-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const bin = join(work, 'bin');
mkdirSync(bin);
writeFileSync(join(bin, 'npm'), '#!/bin/sh\n{ printf "%s\\n" "$PWD"; for a in "$@"; do printf "  %s\\n" "$a"; done; } >> "$NPM_LOG"\n');
chmodSync(join(bin, 'npm'), 0o755);

/** Runs the command of the `next:` line under sh; each npm call as [cwd, ...args]. */
async function runNextLine(stdout: string, log: string): Promise<string[][]> {
  const line = stdout.split('\n').find((l) => l.startsWith('next: '));
  expect(line, stdout).toBeDefined();
  await run('sh', ['-c', line!.slice('next: '.length)], { cwd: work, env: { ...process.env, PATH: `${bin}${delimiter}${process.env['PATH'] ?? ''}`, NPM_LOG: log } });
  const calls: string[][] = [];
  for (const l of readFileSync(log, 'utf8').trimEnd().split('\n')) {
    if (l.startsWith('  ')) calls.at(-1)!.push(l.slice(2));
    else calls.push([l]);
  }
  return calls;
}

describe('the next: line of scaffold agent|app, under a folder named with a space and a quote', () => {
  const parent = join(work, "it's my dir");

  it('scaffold agent: cd into the project, install this vv-agent from its folder (--no-save, --ignore-scripts), npm test', async () => {
    const result = await runCli(['scaffold', 'agent', 'spaced-agent', '--dir', parent]);
    expect(result.code, result.stderr).toBe(0);
    const target = join(parent, 'spaced-agent');
    expect(await runNextLine(result.stdout, join(work, 'agent.log'))).toEqual([
      // --ignore-scripts: without it npm runs this vv-agent's `prepare`, a rebuild of it in place.
      [target, 'install', '--no-save', '--ignore-scripts', resolve(projectRoot)],
      [target, 'test'],
    ]);
  });

  it('scaffold app: cd into the project, npm install --ignore-scripts, npm test', async () => {
    const result = await runCli(['scaffold', 'app', 'spaced-app', '--transport', 'callback', '--dir', parent]);
    expect(result.code, result.stderr).toBe(0);
    const target = join(parent, 'spaced-app');
    expect(await runNextLine(result.stdout, join(work, 'app.log'))).toEqual([
      [target, 'install', '--ignore-scripts'],
      [target, 'test'],
    ]);
  });
});

describe('scaffold agent|app --json, and an empty --dir', () => {
  it('--json carries the same next command as the text view', async () => {
    for (const args of [
      ['scaffold', 'agent', 'json-agent', '--dir', work],
      ['scaffold', 'app', 'json-app', '--transport', 'runner_stream', '--dir', work],
    ]) {
      const text = await runCli([...args.slice(0, 2), `${args[2]}-text`, ...args.slice(3)]);
      const json = await runCli([...args, '--json']);
      expect(json.code, json.stderr).toBe(0);
      const parsed = JSON.parse(json.stdout) as { dir: string; files: string[]; next: string };
      // Before: {dir, files} only; the next: line was text-only.
      const textNext = text.stdout.split('\n').find((l) => l.startsWith('next: '))!.slice('next: '.length);
      expect(parsed.next).toBe(textNext.replace(`${args[2]}-text`, args[2]!));
    }
  });

  it('an empty --dir is refused (exit 2, one line), as an empty --out is, and nothing is written', async () => {
    const cwd = mkdtempSync(join(tmpdir(), 'vv-scaffold-emptydir-'));
    try {
      for (const args of [['scaffold', 'agent', 'x2', '--dir', ''], ['scaffold', 'app', 'y2', '--transport', 'callback', '--dir', '']]) {
        const result = await runCli(args, { cwd });
        expect(result.code, args.join(' ')).toBe(2);
        expect(result.stderr).toBe('vv-agent: --dir must not be empty (leave it out for the current directory)\n');
      }
      expect(readdirSync(cwd)).toEqual([]);
    } finally {
      rmSync(cwd, { recursive: true, force: true });
    }
  });
});
