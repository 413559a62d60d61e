/**
 * `vv-agent threads` through the library: each command names itself in the lock record while it
 * holds the state directory, and an unknown thread id is the user's mistake (exit 2).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { openThreadStore } from '../../../src/lib/app-server/store/index.js';
import { exitCodeFor } from '../../../src/lib/cli/reportCliError.js';
import { archiveStoredThread, listStoredThreads, showStoredThread } from '../../../src/lib/threads/index.js';

/** What an App Server starting in the middle of each look was told. */
const refusals = vi.hoisted((): string[] => []);

vi.mock('../../../src/lib/app-server/index.js', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../src/lib/app-server/index.js')>();
  return {
    ...actual,
    inspectThreadStore: (...args: Parameters<typeof actual.inspectThreadStore>) => {
      const inspected = actual.inspectThreadStore(...args);
      try {
        actual.openThreadStore({ stateDir: args[0] }).close();
        refusals.push('(not refused)');
      } catch (error) {
        refusals.push((error as Error).message);
      }
      return inspected;
    },
  };
});

const work = mkdtempSync(join(tmpdir(), 'vv-stored-threads-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

function storeWithOneThread(name: string): { stateDir: string; threadId: string } {
  const stateDir = join(work, name);
  const store = openThreadStore({ stateDir });
  try {
    return { stateDir, threadId: store.createThread({ agentKey: 'default', cwd: null, metadata: {}, now: Date.now() }).threadId };
  } finally {
    store.close();
  }
}

describe('storedThreads', () => {
  it('while a threads command holds the directory, a server that starts is told which command holds it, not "app-server"', () => {
    const { stateDir, threadId } = storeWithOneThread('held');
    refusals.length = 0;
    listStoredThreads({ stateDir });
    showStoredThread({ stateDir }, threadId);
    archiveStoredThread({ stateDir }, threadId);
    const holder = (command: string): string =>
      `state directory ${stateDir} is in use by ${command} (pid ${process.pid} on ${hostname()}, started `;
    expect(refusals).toEqual([
      expect.stringContaining(holder('vv-agent threads list')),
      expect.stringContaining(holder('vv-agent threads show')),
      expect.stringContaining(holder('vv-agent threads archive')),
    ]);
    for (const refusal of refusals) expect(refusal).toMatch(/\); wait for it to finish or choose another --state-dir$/);
  });

  it('an unknown thread id, or a directory without a store: thread_not_found, a usage error (exit 2)', () => {
    const { stateDir } = storeWithOneThread('unknown');
    const empty = join(work, 'no-store');
    const cases: Array<[() => unknown, string]> = [
      [() => showStoredThread({ stateDir }, 'thread_999'), `thread thread_999 not found: not in ${stateDir} (vv-agent threads list --state-dir ${stateDir})`],
      [() => archiveStoredThread({ stateDir }, 'thread_999'), `thread thread_999 not found: not in ${stateDir} (vv-agent threads list --state-dir ${stateDir})`],
      [() => showStoredThread({ stateDir: empty }, 'thread_1'), `thread thread_1 not found: ${empty} has no thread store (vv-agent threads list --state-dir ${empty})`],
    ];
    for (const [run, message] of cases) {
      let failure: unknown;
      try {
        run();
      } catch (error) {
        failure = error;
      }
      expect(failure).toMatchObject({ code: 'thread_not_found', category: 'usage', message });
      expect(exitCodeFor(failure)).toBe(2);
    }
  });

  it('the threads list command an unknown id suggests can be pasted when the directory has a space in its name', () => {
    const { stateDir } = storeWithOneThread("my state's dir");
    expect(() => showStoredThread({ stateDir }, 'thread_999')).toThrow(
      `thread thread_999 not found: not in ${stateDir} (vv-agent threads list --state-dir '${stateDir.replace("'", `'\\''`)}')`,
    );
  });
});

