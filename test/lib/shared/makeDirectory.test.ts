import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { makeDirectory } from '../../../src/lib/shared/makeDirectory.js';

const work = mkdtempSync(join(tmpdir(), 'vv-mkdir-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('makeDirectory', () => {
  it('creates every missing level with the mode given and accepts an existing directory', () => {
    const dir = join(work, 'a', 'b', 'c');
    makeDirectory(dir, 0o700);
    expect(statSync(dir).isDirectory()).toBe(true);
    expect(statSync(join(work, 'a')).mode & 0o777).toBe(0o700);
    expect(() => makeDirectory(dir)).not.toThrow();
  });

  it('fails at once under /proc, where a recursive mkdirSync never returns', () => {
    expect(() => makeDirectory('/proc/x/y')).toThrow(/ENOENT/);
  });

  it('fails when a file stands where a directory should be', () => {
    const file = join(work, 'file');
    writeFileSync(file, '');
    expect(() => makeDirectory(file)).toThrow(/EEXIST|ENOTDIR/);
    expect(() => makeDirectory(join(file, 'sub'))).toThrow(/ENOTDIR/);
  });
});
