import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { inspectThreadStore, openThreadStore, ThreadStoreError } from '../../../../src/lib/app-server/store/index.js';
import { openIn, tempDir } from './support.js';

describe('inspectThreadStore (vv-agent threads, issue 12 point 16)', () => {
  it('a directory without a store: null, and nothing is created', () => {
    const dir = tempDir();
    expect(inspectThreadStore(dir)).toBeNull();
    expect(readdirSync(dir)).toEqual([]);
    expect(inspectThreadStore(path.join(dir, 'absent'))).toBeNull();
    expect(existsSync(path.join(dir, 'absent'))).toBe(false);
  });

  it('held by a live store: read-only, sees committed writes, writes nothing; a free directory: read-write, holding the lock', () => {
    const dir = tempDir();
    const server = openIn(dir);
    const thread = server.createThread({ agentKey: 'default', cwd: null, metadata: {}, now: 1 });
    const held = inspectThreadStore(dir)!;
    try {
      expect(held.readOnly).toBe(true);
      expect(held.store.listThreads().map((t) => t.threadId)).toEqual([thread.threadId]);
      // A write after the look started is visible to the next read (WAL, no stale snapshot).
      server.createThread({ agentKey: 'default', cwd: null, metadata: {}, now: 2 });
      expect(held.store.listThreads()).toHaveLength(2);
      expect(() => held.store.archiveThread(thread.threadId, 3)).toThrow(ThreadStoreError);
    } finally {
      held.store.close();
    }
    expect(server.getThread(thread.threadId)?.archivedAt).toBeNull();
    server.close();

    const free = inspectThreadStore(dir)!;
    try {
      expect(free.readOnly).toBe(false);
      expect(free.store.archiveThread(thread.threadId, 4).status).toBe('archived');
      // It holds the directory like a server would: a server cannot start meanwhile.
      expect(() => openThreadStore({ stateDir: dir })).toThrow(/in use by/);
    } finally {
      free.store.close();
    }
    openThreadStore({ stateDir: dir }).close();
  });
});
