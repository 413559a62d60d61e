import path from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { InMemoryRunEventStore, Runner, RuntimeError, SqliteRunEventStore, type RunEvent } from '../../../src/lib/runtime/index.js';
import { BATCH_EVENTS } from '../../../src/lib/runtime/sqliteRunEventStore.js';
import { call, collect, finish, run, scriptedAgent, tempDir } from './support.js';

/** What another process sees: the bodies a second connection reads from the file, in order. */
function readWithAnotherConnection(file: string, runId: string): RunEvent[] {
  const db = new Database(file, { readonly: true });
  try {
    return (db.prepare('SELECT body FROM run_event_batches WHERE run_id = ? ORDER BY first_seq').pluck().all(runId) as string[]).flatMap((body) => JSON.parse(body) as RunEvent[]);
  } finally {
    db.close();
  }
}

function textAgent(chunks: number) {
  return scriptedAgent([{ steps: Array.from({ length: chunks }, (_, i) => ({ type: 'text' as const, text: `c${i} ` })) }]);
}

function delta(runId: string, seq: number): RunEvent {
  return { v: 1, type: 'assistant_delta', runId, seq, ts: 0, cycleIndex: 1, messageId: `${runId}_msg_1`, text: `d${seq}` };
}

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

  it('a finished run\'s events are all on disk once result() resolves, with the store still open', async () => {
    const dir = await tempDir();
    const file = path.join(dir, 'events.sqlite');
    const store = new SqliteRunEventStore(file);
    try {
      // More than one batch and not a multiple of it, so the last events wait for the run's own flush.
      const { events, result } = await collect(Runner.start(textAgent(BATCH_EVENTS + 50), 'go', { workspace: await tempDir(), eventStore: store, runId: 'run_durable' }));
      expect(result.status).toBe('completed');
      expect(events.length).toBeGreaterThan(BATCH_EVENTS + 50);
      expect(readWithAnotherConnection(file, 'run_durable')).toEqual(events);
    } finally {
      store.close();
    }
  });

  it('commits appends in batches: at most BATCH_EVENTS wait for a commit, the rest go on the next event-loop turn; its own reads see all', async () => {
    const dir = await tempDir();
    const file = path.join(dir, 'events.sqlite');
    const store = new SqliteRunEventStore(file);
    try {
      const appended = Array.from({ length: BATCH_EVENTS + 10 }, (_, i) => delta('run_batch', i + 1));
      for (const event of appended) store.append(event);
      // The bound on what a crash can lose: the first full batch is committed already.
      expect(readWithAnotherConnection(file, 'run_batch')).toEqual(appended.slice(0, BATCH_EVENTS));
      await new Promise((resolve) => setImmediate(resolve));
      expect(readWithAnotherConnection(file, 'run_batch')).toEqual(appended);
      store.append(delta('run_batch', BATCH_EVENTS + 11));
      expect(await store.replay('run_batch')).toHaveLength(BATCH_EVENTS + 11);
    } finally {
      store.close();
    }
  });

  it('a run whose events cannot be stored fails; a run committed in the same batch keeps its events', async () => {
    const dir = await tempDir();
    const file = path.join(dir, 'events.sqlite');
    const workspace = await tempDir();
    const store = new SqliteRunEventStore(file);
    try {
      const first = await run(textAgent(3), 'go', { workspace, eventStore: store, runId: 'run_reused' });
      // Started together, their events share one pending batch; the reused run id cannot be stored.
      const [reused, other] = await Promise.all([
        run(textAgent(3), 'go', { workspace, eventStore: store, runId: 'run_reused' }),
        run(textAgent(3), 'go', { workspace, eventStore: store, runId: 'run_other' }),
      ]);
      expect(reused.result).toMatchObject({ status: 'failed', completionReason: 'failed' });
      expect(reused.result.error).toMatch(/UNIQUE constraint failed/);
      expect(other.result.status).toBe('completed');
      expect(await store.replay('run_other')).toEqual(other.events);
      expect(await store.replay('run_reused')).toEqual(first.events);
    } finally {
      store.close();
    }
  });

  it('replays a file written with one row per event (before batches), and refuses a newer schema untouched', async () => {
    const dir = await tempDir();
    const file = path.join(dir, 'events.sqlite');
    const events = [1, 2, 3].map((seq) => delta('run_old', seq));
    const old = new Database(file);
    old.exec('CREATE TABLE run_events (run_id TEXT NOT NULL, seq INTEGER NOT NULL, ts INTEGER NOT NULL, type TEXT NOT NULL, body TEXT NOT NULL, PRIMARY KEY (run_id, seq)) WITHOUT ROWID');
    const insert = old.prepare('INSERT INTO run_events (run_id, seq, ts, type, body) VALUES (?, ?, ?, ?, ?)');
    for (const event of events) insert.run(event.runId, event.seq, event.ts, event.type, JSON.stringify(event));
    old.close();
    const store = new SqliteRunEventStore(file);
    try {
      expect(await store.replay('run_old')).toEqual(events);
      expect(store.runIds()).toEqual(['run_old']);
    } finally {
      store.close();
    }

    const newer = path.join(dir, 'newer.sqlite');
    const db = new Database(newer);
    db.pragma('user_version = 3');
    db.close();
    expect(() => new SqliteRunEventStore(newer)).toThrow(expect.objectContaining({ code: 'event_store_unsupported' }));
    const reopened = new Database(newer, { readonly: true });
    try {
      expect(reopened.pragma('journal_mode', { simple: true })).toBe('delete');
    } finally {
      reopened.close();
    }
  });

  it('refuses to replay a row that is not a RunEvent v1, and refuses use after close', async () => {
    const dir = await tempDir();
    const file = path.join(dir, 'events.sqlite');
    const store = new SqliteRunEventStore(file);
    const db = new Database(file);
    const insert = db.prepare('INSERT INTO run_event_batches (run_id, first_seq, last_seq, body) VALUES (?, ?, ?, ?)');
    insert.run('r', 1, 1, '[{"v":2}]');
    insert.run('s', 1, 1, '{"v":1}');
    db.close();
    await expect(store.replay('r')).rejects.toSatisfy((e: unknown) => e instanceof RuntimeError && e.code === 'event_store_corrupt');
    await expect(store.replay('s')).rejects.toSatisfy((e: unknown) => e instanceof RuntimeError && e.code === 'event_store_corrupt');
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
