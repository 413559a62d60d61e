// The local AgentTeam's store holds its signing secret: owner only (issue 11, point 19).
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DevStore } from '../../../../src/lib/agentteam/dev/DevStore.js';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('agentteam dev state', () => {
  it('creates its state directory 0700 and its SQLite files 0600', () => {
    const root = mkdtempSync(join(tmpdir(), 'vv-dev-private-'));
    dirs.push(root);
    const stateDir = join(root, 'state');
    const store = DevStore.open(stateDir);
    try {
      expect((statSync(stateDir).mode & 0o777).toString(8)).toBe('700');
      const files = readdirSync(stateDir);
      expect(files.length).toBeGreaterThan(0);
      for (const file of files) expect([file, (statSync(join(stateDir, file)).mode & 0o777).toString(8)]).toEqual([file, '600']);
    } finally {
      store.close();
    }
  });
});
