// A new project's folder name already taken by a file is the user's to fix: exit 2, one line.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from '../../support/cli.js';

const work = mkdtempSync(join(tmpdir(), 'vv-scaffold-file '));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('vv-agent scaffold agent|app onto an existing file', () => {
  for (const args of [['agent', 'taken-agent'], ['app', 'taken-app', '--transport', 'callback']]) {
    it(`scaffold ${args.join(' ')} refuses with exit 2 and one line, keeping the file`, async () => {
      const file = join(work, args[1]!);
      writeFileSync(file, 'mine\n');
      const result = await runCli(['scaffold', ...args, '--dir', work]);
      expect(result.code, result.stderr).toBe(2);
      expect(result.stdout).toBe('');
      expect(result.stderr.trimEnd().split('\n')).toHaveLength(1);
      expect(result.stderr).toBe(`vv-agent: ${file} exists and is not a directory\n`);
      expect(readFileSync(file, 'utf8')).toBe('mine\n');
    });
  }
});

describe('vv-agent scaffold action with a file where its test folder goes', () => {
  it('refuses with exit 2 and one line naming the path, and writes no action file', async () => {
    const project = join(work, 'project');
    const made = await runCli(['scaffold', 'agent', 'project', '--dir', work]);
    expect(made.code, made.stderr).toBe(0);
    rmSync(join(project, 'test'), { recursive: true, force: true });
    writeFileSync(join(project, 'test'), 'mine\n');
    const result = await runCli(['scaffold', 'action', 'notes.add', '--http', '/notes'], { cwd: project });
    expect(result.code, result.stderr).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr.trimEnd().split('\n')).toHaveLength(1);
    expect(result.stderr).toMatch(new RegExp(`^vv-agent: ${join(project, 'test').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} cannot be written: `));
    expect(existsSync(join(project, 'actions', 'notes.add.mjs'))).toBe(false);
    expect(readFileSync(join(project, 'test'), 'utf8')).toBe('mine\n');
  });
});
