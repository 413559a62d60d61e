import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { PrivateJsonMap } from '../../../src/lib/agentteam/privateJsonMap.js';

const isString = (value: unknown): value is string => typeof value === 'string';
const dirs: string[] = [];
const tempFile = (): string => {
  const dir = mkdtempSync(join(tmpdir(), 'private-json-map-'));
  dirs.push(dir);
  return join(dir, 'map.json');
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('PrivateJsonMap', () => {
  it('starts empty without a file; a change is written whole, owner-only, and read back by a new instance', () => {
    const file = tempFile();
    const map = new PrivateJsonMap(file, isString);
    expect(map.get('a')).toBeUndefined();
    map.set('a', 'one');
    map.set('b', 'two');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readdirSync(join(file, '..'))).toEqual(['map.json']);
    const again = new PrivateJsonMap(file, isString);
    expect([again.get('a'), again.get('b')]).toEqual(['one', 'two']);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ a: 'one', b: 'two' });
  });

  it('drops entries of another shape (also from the file it writes next) and never reads inherited keys', () => {
    const file = tempFile();
    writeFileSync(file, JSON.stringify({ good: 'yes', bad: 42, worse: { nested: true } }));
    const map = new PrivateJsonMap(file, isString);
    expect(map.get('good')).toBe('yes');
    map.set('more', 'also');
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ good: 'yes', more: 'also' });
    expect(map.get('toString')).toBeUndefined();
    expect(map.get('bad')).toBeUndefined();
  });

  it('a file that is not JSON is a typed state_unreadable error naming the file', () => {
    const file = tempFile();
    writeFileSync(file, '{ not json');
    expect(() => new PrivateJsonMap(file, isString).get('a')).toThrow(expect.objectContaining({ code: 'state_unreadable', message: expect.stringContaining(file) }));
    expect(readFileSync(file, 'utf8')).toBe('{ not json');
  });
});
