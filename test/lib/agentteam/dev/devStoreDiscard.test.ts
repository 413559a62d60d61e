// DevStore.discard: what a start that fails before it serves (agentteam dev on a port in use) does
// with the store it opened. It removes what DevStore.open created and nothing else.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DevStore } from '../../../../src/lib/agentteam/dev/DevStore.js';
import { DEV_STORE_FILE } from '../../../../src/lib/agentteam/dev/migrations.js';

const work = mkdtempSync(join(tmpdir(), 'vv-dev-store-discard-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('DevStore.discard', () => {
  it('removes the store file and the folders open made, up to the first that was there', () => {
    const parent = mkdtempSync(join(work, 'new-'));
    DevStore.open(join(parent, 'a', 'b')).discard();
    expect(readdirSync(parent)).toEqual([]);
  });

  it('in a folder that was there, removes only the store file', () => {
    const stateDir = mkdtempSync(join(work, 'existing-'));
    DevStore.open(stateDir).discard();
    expect(readdirSync(stateDir)).toEqual([]);
  });

  it('keeps a store that was there before', () => {
    const stateDir = join(work, 'kept');
    DevStore.open(stateDir).close();
    DevStore.open(stateDir).discard();
    expect(existsSync(join(stateDir, DEV_STORE_FILE))).toBe(true);
  });

  it('keeps a store it created that another start opened meanwhile', () => {
    const stateDir = join(work, 'shared');
    const first = DevStore.open(stateDir);
    const second = DevStore.open(stateDir);
    try {
      first.discard();
      expect(existsSync(join(stateDir, DEV_STORE_FILE))).toBe(true);
      second.insertUser({ user_id: 'usr_1', name: 'still here', created_at: 0 });
      expect(second.getUser('usr_1')?.name).toBe('still here');
    } finally {
      second.close();
    }
    expect(existsSync(join(stateDir, DEV_STORE_FILE))).toBe(true);
  });

  it('a state directory that cannot be made: the one error says so, and nothing about removing', () => {
    expect(() => DevStore.open('/proc/x/y')).toThrow(/^state directory \/proc\/x\/y cannot be created \(choose another with --state-dir\): ENOENT: no such file or directory, mkdir '\/proc\/x'$/);
  });

  it('keeps a folder something else was put in meanwhile', () => {
    const parent = mkdtempSync(join(work, 'busy-'));
    const stateDir = join(parent, 'state');
    const store = DevStore.open(stateDir);
    mkdirSync(join(stateDir, 'other'));
    store.discard();
    expect(readdirSync(stateDir)).toEqual(['other']);
  });
});
