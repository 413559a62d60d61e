import { mkdtempSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach } from 'vitest';
import type { AppItem } from '../../../../generated/app-server/types.js';
import { openThreadStore, type SqliteThreadStore } from '../../../../src/lib/app-server/store/index.js';

const cleanups: Array<() => void> = [];

afterEach(() => {
  for (const cleanup of cleanups.splice(0).reverse()) cleanup();
});

/** A fresh directory under the OS temp dir, removed (with any store in it closed) after the test. */
export function tempDir(): string {
  const dir = realpathSync(mkdtempSync(path.join(tmpdir(), 'vv-thread-store-')));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** Opens a file store in `dir`, closed after the test if the test did not close it. */
export function openIn(dir: string): SqliteThreadStore {
  const store = openThreadStore({ stateDir: dir });
  cleanups.push(() => store.close());
  return store;
}

export function item(overrides: Partial<AppItem> & Pick<AppItem, 'itemId' | 'threadId' | 'turnId'>): AppItem {
  return {
    type: 'agentMessage',
    status: 'completed',
    payload: { text: 'hello' },
    createdAt: 1_780_410_000_101,
    updatedAt: 1_780_410_000_101,
    ...overrides,
  };
}
