import path from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { InMemoryRunEventStore, Runner, RuntimeError, SqliteRunEventStore, type RunEvent } from '../../../src/lib/runtime/index.js';
import { call, finish, run, scriptedAgent, tempDir } from './support.js';

describe('SqliteRunEventStore', () => {
  it('keeps a run\'s events across closing and reopening the file, in order', async () => {
    const dir = await tempDir();
    const file = path.join(dir, 'events.sqlite');
    const workspace = await tempDir();
    const store = new SqliteRunEventStore(file);
    const agent = scriptedAgent([
      { steps: [{ type: 'text', text: 'looking' }, { type: 'tool_call', name: 'list_files', arguments: {} }] },
      call('ask_user', { question: 'which file?' }),
    ]);
    const { events, result } = await run(agent, 'go', { workspace, eventStore: store, runId: 'run_persist' });
    store.close();
    expect(result.completionReason).toBe('wait_user');

    const reopened = new SqliteRunEventStore(file);
    try {
      const replayed = await reopened.replay('run_persist');
      expect(replayed).toEqual(events);
      expect(replayed.at(-1)?.type).toBe('run_completed');
      expect(reopened.runIds()).toEqual(['run_persist']);
      expect(await reopened.replay('unknown_run')).toEqual([]);
    } finally {
      reopened.close();
    }
    const db = new Database(file, { readonly: true });
    try {
      expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    } finally {
      db.close();
    }
  });

  it('stores each event before the consumer sees it', async () => {
    const dir = await tempDir();
    const workspace = await tempDir();
    const store = new SqliteRunEventStore(path.join(dir, 'events.sqlite'));
    const handle = Runner.start(scriptedAgent([call('list_files', {}), finish('ok')]), 'go', { workspace, eventStore: store });
    const lagging: number[] = [];
    for await (const event of handle.events()) {
      const stored = await store.replay(event.runId);
      if (stored.length < event.seq) lagging.push(event.seq);
    }
    expect(lagging).toEqual([]);
    store.close();
  });

  it('refuses to replay a row that is not a RunEvent v1, and refuses use after close', async () => {
    const dir = await tempDir();
    const file = path.join(dir, 'events.sqlite');
    const store = new SqliteRunEventStore(file);
    const db = new Database(file);
    db.prepare('INSERT INTO run_events (run_id, seq, ts, type, body) VALUES (?, ?, ?, ?, ?)').run('r', 1, 0, 'run_started', '{"v":2}');
    db.close();
    await expect(store.replay('r')).rejects.toSatisfy((e: unknown) => e instanceof RuntimeError && e.code === 'event_store_corrupt');
    store.close();
    await expect(store.replay('r')).rejects.toSatisfy((e: unknown) => e instanceof RuntimeError && e.code === 'event_store_closed');
  });
});

describe('InMemoryRunEventStore', () => {
  it('replays per run, in order, as copies', async () => {
    const store = new InMemoryRunEventStore();
    const workspace = await tempDir();
    const a = await run(scriptedAgent([finish('a')]), 'a', { workspace, eventStore: store, runId: 'run_a' });
    const b = await run(scriptedAgent([{ steps: [{ type: 'text', text: 'b' }] }]), 'b', { workspace, eventStore: store, runId: 'run_b' });
    expect(await store.replay('run_a')).toEqual(a.events);
    expect(await store.replay('run_b')).toEqual(b.events);
    const copy = (await store.replay('run_a')) as RunEvent[];
    copy.length = 0;
    expect((await store.replay('run_a')).length).toBe(a.events.length);
  });

  it('a store that rejects an append fails the run instead of delivering unstored events', async () => {
    const workspace = await tempDir();
    let appended = 0;
    const failing = {
      append: async (): Promise<void> => {
        appended += 1;
        if (appended === 3) throw new Error('disk full');
      },
      replay: async (): Promise<readonly RunEvent[]> => [],
    };
    const { events, result } = await run(scriptedAgent([{ steps: [{ type: 'text', text: 'a' }, { type: 'text', text: 'b' }, { type: 'text', text: 'c' }] }]), 'x', {
      workspace,
      eventStore: failing,
    });
    expect(result).toMatchObject({ status: 'failed', completionReason: 'failed' });
    expect(result.error).toContain('disk full');
    expect(events.map((e) => e.seq)).toEqual([1, 2, 3]);
    expect(events.map((e) => e.type)).toEqual(['run_started', 'assistant_delta', 'run_failed']);
  });
});
