import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { CRASH_RECOVERY_ERROR, ThreadStoreError, type ThreadStore } from '../../../../src/lib/app-server/store/index.js';
import { SQL } from '../../../../src/lib/app-server/store/statements.js';
import { EncodedJsonString } from '../../../../src/lib/shared/encodedJson.js';
import { item, openIn, tempDir } from './support.js';

const T0 = 1_780_410_000_000;

function codeOf(fn: () => unknown): string | undefined {
  try {
    fn();
  } catch (error) {
    if (error instanceof ThreadStoreError) return error.code;
    throw error;
  }
  return undefined;
}

function threads(store: ThreadStore, count: number): string[] {
  return Array.from({ length: count }, (_, n) => store.createThread({ agentKey: 'default', cwd: null, metadata: { n }, now: T0 + n }).threadId);
}

describe('SqliteThreadStore threads', () => {
  it('creates, reads and lists a thread with the exact wire shape', () => {
    const store = openIn(tempDir());
    const created = store.createThread({ agentKey: 'default', cwd: './workspace', metadata: { title: 'Investigate repo' }, now: T0 });
    const expected = {
      threadId: 'thread_1',
      agentKey: 'default',
      cwd: './workspace',
      createdAt: T0,
      updatedAt: T0,
      archivedAt: null,
      status: 'idle',
      metadata: { title: 'Investigate repo' },
    };
    expect(created).toStrictEqual(expected);
    expect(store.getThread('thread_1')).toStrictEqual(expected);
    expect(store.listThreads()).toStrictEqual([expected]);
    // Key order follows contract section 5, so serialized output reads like the seed.
    expect(Object.keys(created)).toEqual(['threadId', 'agentKey', 'cwd', 'createdAt', 'updatedAt', 'archivedAt', 'status', 'metadata']);
  });

  it('keeps a null cwd as null and returns null for an unknown thread', () => {
    const store = openIn(tempDir());
    const created = store.createThread({ agentKey: 'k', cwd: null, metadata: {}, now: T0 });
    expect(store.getThread(created.threadId)?.cwd).toBeNull();
    expect(store.getThread('thread_999')).toBeNull();
  });

  it('sets the status and updatedAt, refusing archived, closed and unknown threads', () => {
    const store = openIn(tempDir());
    const [id] = threads(store, 1) as [string];
    expect(store.setThreadStatus(id, 'running', T0 + 10)).toMatchObject({ status: 'running', updatedAt: T0 + 10, createdAt: T0 });
    expect(store.getThread(id)).toMatchObject({ status: 'running', updatedAt: T0 + 10 });
    expect(codeOf(() => store.setThreadStatus(id, 'closed' as 'idle', T0 + 11))).toBe('invalid_status');
    expect(codeOf(() => store.setThreadStatus(id, 'archived' as 'idle', T0 + 11))).toBe('invalid_status');
    expect(codeOf(() => store.setThreadStatus('thread_404', 'idle', T0 + 11))).toBe('thread_not_found');
    expect(store.getThread(id)?.status).toBe('running');
  });

  it('archives a thread once; later status changes leave it archived', () => {
    const store = openIn(tempDir());
    const [id] = threads(store, 1) as [string];
    const archived = store.archiveThread(id, T0 + 50);
    expect(archived).toMatchObject({ status: 'archived', archivedAt: T0 + 50, updatedAt: T0 + 50 });
    expect(store.archiveThread(id, T0 + 60)).toStrictEqual(archived);
    expect(store.setThreadStatus(id, 'idle', T0 + 70)).toStrictEqual(archived);
    expect(codeOf(() => store.archiveThread('thread_404', T0))).toBe('thread_not_found');
  });

  it('lists in creation order with includeArchived, archived, offset and limit', () => {
    const store = openIn(tempDir());
    const ids = threads(store, 6);
    store.archiveThread(ids[1]!, T0 + 100);
    store.archiveThread(ids[4]!, T0 + 100);
    // Creation order, not updatedAt: touching the first thread must not move it.
    store.setThreadStatus(ids[0]!, 'running', T0 + 200);
    const list = (options?: Parameters<ThreadStore['listThreads']>[0]) => store.listThreads(options).map((t) => t.threadId);

    expect(list()).toEqual([ids[0], ids[2], ids[3], ids[5]]);
    expect(list({ includeArchived: false })).toEqual([ids[0], ids[2], ids[3], ids[5]]);
    expect(list({ includeArchived: true })).toEqual(ids);
    expect(list({ archived: true })).toEqual([ids[1], ids[4]]);
    expect(list({ archived: false, includeArchived: true })).toEqual([ids[0], ids[2], ids[3], ids[5]]);
    expect(list({ offset: 1, limit: 2 })).toEqual([ids[2], ids[3]]);
    expect(list({ includeArchived: true, offset: 4 })).toEqual([ids[4], ids[5]]);
    expect(list({ includeArchived: true, limit: 0 })).toEqual([]);
    expect(list({ archived: true, offset: 5 })).toEqual([]);
  });

  it('serves thread/list from indexes, never from turns or items', () => {
    const store = openIn(tempDir());
    threads(store, 3);
    const db = new Database(store.location, { readonly: true });
    const plan = (sql: string, ...params: unknown[]) =>
      db
        .prepare<unknown[], { detail: string }>(`EXPLAIN QUERY PLAN ${sql}`)
        .all(...params)
        .map((row) => row.detail)
        .join('\n');
    const all = plan(SQL.listAllThreads, -1, 0);
    const byArchived = plan(SQL.listThreadsByArchived, 0, -1, 0);
    db.close();
    expect(all).toBe('SCAN threads');
    expect(byArchived).toMatch(/^SEARCH threads USING INDEX threads_by_archived/);
    // Neither needs a sort nor touches the history tables.
    expect(`${all}\n${byArchived}`).not.toMatch(/TEMP B-TREE|turns|items/);
  });
});

describe('SqliteThreadStore turns', () => {
  it('creates a running turn and completes it with updateTurn', () => {
    const store = openIn(tempDir());
    const [threadId] = threads(store, 1) as [string];
    const input = [{ type: 'text', text: 'Summarize the workspace' }];
    const turn = store.createTurn({ threadId, input, startedAt: T0 + 100 });
    expect(turn).toStrictEqual({
      turnId: 'turn_1',
      threadId,
      runId: null,
      status: 'running',
      startedAt: T0 + 100,
      completedAt: null,
      input,
      result: {},
    });
    expect(store.getActiveTurn(threadId)).toStrictEqual(turn);

    expect(store.updateTurn('turn_1', { runId: 'assistant_run' })).toMatchObject({ runId: 'assistant_run', status: 'running', completedAt: null, result: {} });
    const result = { threadId, turnId: 'turn_1', runId: 'assistant_run', status: 'completed' as const, finalOutput: 'The workspace contains...' };
    const done = store.updateTurn('turn_1', { status: 'completed', completedAt: T0 + 300, result });
    const expected = { ...turn, runId: 'assistant_run', status: 'completed', completedAt: T0 + 300, result };
    expect(done).toStrictEqual(expected);
    expect(store.getTurn('turn_1')).toStrictEqual(expected);
    expect(store.getActiveTurn(threadId)).toBeNull();
    expect(codeOf(() => store.updateTurn('turn_404', { status: 'failed' }))).toBe('turn_not_found');
    expect(store.getTurn('turn_404')).toBeNull();
  });

  it('lists turns in start order and allows one running turn per thread', () => {
    const store = openIn(tempDir());
    const [a, b] = threads(store, 2) as [string, string];
    store.createTurn({ threadId: a, input: [], startedAt: T0 + 1 });
    store.createTurn({ threadId: b, input: [], startedAt: T0 + 2 });
    expect(codeOf(() => store.createTurn({ threadId: a, input: [], startedAt: T0 + 3 }))).toBe('turn_already_active');
    store.updateTurn('turn_1', { status: 'completed', completedAt: T0 + 4 });
    const third = store.createTurn({ threadId: a, input: [{ type: 'text', text: 'again' }], startedAt: T0 + 5 });
    // The refused turn consumed no id.
    expect(third.turnId).toBe('turn_3');
    expect(store.listTurns(a).map((t) => [t.turnId, t.status])).toEqual([
      ['turn_1', 'completed'],
      ['turn_3', 'running'],
    ]);
    expect(store.listTurns(b).map((t) => t.turnId)).toEqual(['turn_2']);
    expect(codeOf(() => store.updateTurn('turn_1', { status: 'running' }))).toBe('turn_already_active');
    expect(codeOf(() => store.createTurn({ threadId: 'thread_404', input: [], startedAt: T0 }))).toBe('thread_not_found');
  });
});

describe('SqliteThreadStore items', () => {
  it('upserts one row per item, keeping its position and createdAt', () => {
    const store = openIn(tempDir());
    const [threadId] = threads(store, 1) as [string];
    const { turnId } = store.createTurn({ threadId, input: [], startedAt: T0 });
    const first = store.upsertItem(item({ itemId: 'item_a', threadId, turnId, status: 'inProgress', payload: { text: 'The work' }, createdAt: T0 + 1, updatedAt: T0 + 1 }));
    store.upsertItem(item({ itemId: 'item_b', threadId, turnId, type: 'toolCall', payload: { toolCallId: 'call_1' }, createdAt: T0 + 2, updatedAt: T0 + 2 }));
    const updated = store.upsertItem(
      item({ itemId: 'item_a', threadId, turnId, status: 'completed', payload: { text: 'The workspace contains...' }, createdAt: T0 + 9, updatedAt: T0 + 3 }),
    );
    expect(first.createdAt).toBe(T0 + 1);
    expect(updated).toStrictEqual({
      itemId: 'item_a',
      threadId,
      turnId,
      type: 'agentMessage',
      status: 'completed',
      payload: { text: 'The workspace contains...' },
      createdAt: T0 + 1,
      updatedAt: T0 + 3,
    });
    const items = store.listItems(threadId);
    expect(items.map((i) => i.itemId)).toEqual(['item_a', 'item_b']);
    expect(items[0]).toStrictEqual(updated);
  });

  it('stores a text encoded once (EncodedJsonString) as the text it encodes, in an item and a turn result', () => {
    const store = openIn(tempDir());
    const [threadId] = threads(store, 1) as [string];
    const { turnId } = store.createTurn({ threadId, input: [], startedAt: T0 });
    const text = 'a "long" answer → 数据 😀\n'.repeat(1000);
    const encoded = EncodedJsonString.of(text);
    store.saveItem(item({ itemId: 'item_a', threadId, turnId, payload: { text: encoded } }));
    store.saveTurn(turnId, { status: 'completed', completedAt: T0 + 1, result: { threadId, turnId, status: 'completed', finalOutput: encoded as unknown as string } });
    expect(store.listItems(threadId)[0]?.payload).toStrictEqual({ text });
    expect(store.getTurn(turnId)?.result).toStrictEqual({ threadId, turnId, status: 'completed', finalOutput: text });
    // Stored as TEXT, as a string would be: SQLite's own JSON functions read it.
    const db = new Database(store.location, { readonly: true });
    expect(db.prepare('SELECT typeof(payload) AS t, json_extract(payload, \'$.text\') AS text FROM items').get()).toStrictEqual({ t: 'text', text });
    db.close();
  });

  it('stores a streamed text in appended parts and reads it back as one payload', () => {
    const store = openIn(tempDir());
    const [threadId] = threads(store, 1) as [string];
    const { turnId } = store.createTurn({ threadId, input: [], startedAt: T0 });
    const streamed = item({ itemId: 'item_a', threadId, turnId, status: 'inProgress', payload: { text: '' }, createdAt: T0 + 1, updatedAt: T0 + 1 });
    store.saveItem(streamed);
    const parts = ['a "quoted" ', 'answer → 数据 😀', '\n and more'];
    const body = (text: string) => Buffer.from(JSON.stringify(text).slice(1, -1));
    store.appendItemText({ ...streamed, updatedAt: T0 + 2 }, [body(parts[0] as string), body(parts[1] as string)]);
    expect(store.listItems(threadId)).toStrictEqual([{ ...streamed, payload: { text: parts[0] + (parts[1] as string) }, updatedAt: T0 + 2 }]);
    store.appendItemText({ ...streamed, status: 'completed', updatedAt: T0 + 3 }, [body(parts[2] as string), Buffer.alloc(0)]);
    expect(store.listItems(threadId)).toStrictEqual([{ ...streamed, status: 'completed', payload: { text: parts.join('') }, updatedAt: T0 + 3 }]);
    const db = new Database(store.location, { readonly: true });
    const rows = () => db.prepare<[], { json: string }>('SELECT json FROM item_text_parts ORDER BY seq').all();
    // Each write added its own bytes: nothing stored earlier was written again.
    expect(rows().map((r) => r.json)).toEqual(parts.map((p) => JSON.stringify(p).slice(1, -1)));
    // A whole payload written later replaces the parts, which are dropped.
    store.saveItem({ ...streamed, status: 'completed', payload: { text: 'replaced' }, updatedAt: T0 + 4 });
    expect(store.listItems(threadId)[0]?.payload).toStrictEqual({ text: 'replaced' });
    expect(rows()).toEqual([]);
    db.close();
    expect(codeOf(() => store.appendItemText({ ...streamed, type: 'toolCall' }, [body('x')]))).toBe('item_conflict');
    expect(store.listItems(threadId)[0]?.payload).toStrictEqual({ text: 'replaced' });
  });

  it('stores a turn result that repeats a message once, reading it back in place', () => {
    const store = openIn(tempDir());
    const [threadId] = threads(store, 1) as [string];
    const { turnId } = store.createTurn({ threadId, input: [], startedAt: T0 });
    // A lone surrogate too: it comes back as it was (SQLite's JSON functions would change it).
    const text = `${'the "answer" → 数据 😀\n'.repeat(100)}\ud83d`;
    const streamed = item({ itemId: 'item_a', threadId, turnId, status: 'completed', payload: { text: '' } });
    store.saveItem(streamed);
    store.appendItemText(streamed, [Buffer.from(JSON.stringify(text).slice(1, -1))]);
    store.saveItem(item({ itemId: 'item_b', threadId, turnId, payload: { text: 'not streamed' } }));
    const result = { threadId, turnId, runId: 'run_1', status: 'completed' as const, completionReason: 'no_tool_finish' as const, finalOutput: text, error: 'none' };
    store.saveTurn(turnId, { status: 'completed', completedAt: T0 + 1, result, outputItem: { key: 'finalOutput', itemId: 'item_a' } });
    const read = store.getTurn(turnId)?.result;
    expect(read).toStrictEqual(result);
    // The field keeps its place, so the stored result serialises as turn/completed did.
    expect(JSON.stringify(read)).toBe(JSON.stringify(result));
    expect(store.listTurns(threadId)[0]?.result).toStrictEqual(result);
    const db = new Database(store.location, { readonly: true });
    const storedResult = () => db.prepare<[], string>('SELECT result FROM turns').pluck().get() as string;
    expect(storedResult().length).toBeLessThan(200);
    // A message stored whole serves as well; a partial output too.
    const partial = { threadId, turnId, status: 'interrupted' as const, partialOutput: 'not streamed' };
    store.saveTurn(turnId, { status: 'interrupted', result: partial, outputItem: { key: 'partialOutput', itemId: 'item_b' } });
    expect(store.getTurn(turnId)?.result).toStrictEqual(partial);
    // A result written without a reference holds its own text again.
    const plain = { threadId, turnId, status: 'completed' as const, finalOutput: 'own text' };
    expect(store.updateTurn(turnId, { result: plain }).result).toStrictEqual(plain);
    expect(JSON.parse(storedResult())).toStrictEqual(plain);
    db.close();
    // A reference to a message that is gone is a damaged file, not a result without its output.
    store.saveTurn(turnId, { result, outputItem: { key: 'finalOutput', itemId: 'item_gone' } });
    expect(codeOf(() => store.getTurn(turnId))).toBe('store_corrupt');
  });

  it('refuses an item id reused for another thread, turn or type, and items of unknown threads', () => {
    const store = openIn(tempDir());
    const [a, b] = threads(store, 2) as [string, string];
    const { turnId } = store.createTurn({ threadId: a, input: [], startedAt: T0 });
    store.upsertItem(item({ itemId: 'item_1', threadId: a, turnId }));
    expect(codeOf(() => store.upsertItem(item({ itemId: 'item_1', threadId: b, turnId })))).toBe('item_conflict');
    expect(codeOf(() => store.upsertItem(item({ itemId: 'item_1', threadId: a, turnId, type: 'toolCall' })))).toBe('item_conflict');
    expect(codeOf(() => store.upsertItem(item({ itemId: 'item_2', threadId: 'thread_404', turnId })))).toBe('thread_not_found');
    expect(store.listItems(a)).toHaveLength(1);
    expect(store.listItems(b)).toEqual([]);
  });

  it('returns the items after a known afterItemId and all items for an unknown one', () => {
    const store = openIn(tempDir());
    const [a, b] = threads(store, 2) as [string, string];
    const { turnId } = store.createTurn({ threadId: a, input: [], startedAt: T0 });
    const other = store.createTurn({ threadId: b, input: [], startedAt: T0 });
    for (const itemId of ['i1', 'i2', 'i3']) store.upsertItem(item({ itemId, threadId: a, turnId }));
    store.upsertItem(item({ itemId: 'elsewhere', threadId: b, turnId: other.turnId }));
    // Updating i1 later must not move it after i2.
    store.upsertItem(item({ itemId: 'i1', threadId: a, turnId, updatedAt: T0 + 999 }));
    const ids = (afterItemId?: string) => store.listItems(a, afterItemId === undefined ? {} : { afterItemId }).map((i) => i.itemId);
    expect(ids()).toEqual(['i1', 'i2', 'i3']);
    expect(ids('i1')).toEqual(['i2', 'i3']);
    expect(ids('i3')).toEqual([]);
    expect(ids('unknown')).toEqual(['i1', 'i2', 'i3']);
    // An item of another thread is unknown in this one.
    expect(ids('elsewhere')).toEqual(['i1', 'i2', 'i3']);
  });

  it('hands out item and approval ids from their own sequences', () => {
    const store = openIn(tempDir());
    expect([store.nextItemId(), store.nextItemId(), store.nextApprovalId(), store.nextItemId()]).toEqual(['item_1', 'item_2', 'approval_1', 'item_3']);
  });
});

describe('SqliteThreadStore lifecycle', () => {
  it('recovers running turns as failed and their threads as idle', () => {
    const store = openIn(tempDir());
    const [a, b, c] = threads(store, 3) as [string, string, string];
    store.setThreadStatus(a, 'running', T0 + 1);
    store.createTurn({ threadId: a, input: [], startedAt: T0 + 1 });
    store.updateTurn('turn_1', { runId: 'run_a' });
    store.createTurn({ threadId: b, input: [], startedAt: T0 + 2 });
    store.updateTurn('turn_2', { status: 'completed', completedAt: T0 + 3, result: { status: 'completed' } });
    // A thread left running without a turn row is stale too.
    store.setThreadStatus(c, 'running', T0 + 4);

    expect(store.recoverAfterCrash(T0 + 1000)).toEqual({ turns: 1 });
    expect(store.getTurn('turn_1')).toMatchObject({ status: 'failed', completedAt: T0 + 1000, runId: 'run_a' });
    expect(store.getTurn('turn_1')?.result).toStrictEqual({
      threadId: a,
      turnId: 'turn_1',
      runId: 'run_a',
      status: 'failed',
      completionReason: 'failed',
      error: CRASH_RECOVERY_ERROR,
    });
    expect(store.getTurn('turn_2')).toMatchObject({ status: 'completed', completedAt: T0 + 3, result: { status: 'completed' } });
    expect(store.getThread(a)).toMatchObject({ status: 'idle', updatedAt: T0 + 1000 });
    expect(store.getThread(c)).toMatchObject({ status: 'idle', updatedAt: T0 + 1000 });
    expect(store.recoverAfterCrash(T0 + 2000)).toEqual({ turns: 0 });
  });

  it('refuses calls after close with store_closed', () => {
    const store = openIn(tempDir());
    store.close();
    store.close();
    expect(codeOf(() => store.listThreads())).toBe('store_closed');
    expect(codeOf(() => store.nextItemId())).toBe('store_closed');
  });
});
