// A new project's folder name already taken by a file is the user's to fix: exit 2, one line.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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
