import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { writePrivateFileAtomically } from '../../../src/lib/shared/privateState.js';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'vv-private-state-'));
  dirs.push(dir);
  return dir;
}

describe('writePrivateFileAtomically', () => {
  it('replaces the file whole, readable by its owner only', () => {
    const dir = tempDir();
    const file = join(dir, 'state.json');
    writePrivateFileAtomically(file, 'first\n');
    writePrivateFileAtomically(file, 'second\n');
    expect(readFileSync(file, 'utf8')).toBe('second\n');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readdirSync(dir)).toEqual(['state.json']);
  });

  it('leaves no temporary file behind when the write cannot complete', () => {
    const dir = tempDir();
    // A directory where the file should go: the rename fails.
    const file = join(dir, 'state.json');
    mkdirSync(file);
    expect(() => writePrivateFileAtomically(file, 'text\n')).toThrow();
    expect(readdirSync(dir)).toEqual(['state.json']);
    expect(statSync(file).isDirectory()).toBe(true);
  });
});
