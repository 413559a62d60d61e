import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { STORE_FILE_NAME, openThreadStore } from '../../../../src/lib/app-server/store/index.js';
import { item, openIn, tempDir } from './support.js';

const T0 = 1_780_410_000_000;

describe('thread store persistence', () => {
  it('keeps threads, turns and items across close and reopen', () => {
    const dir = tempDir();
    const first = openIn(dir);
    expect(first.location).toBe(path.join(dir, STORE_FILE_NAME));
    const thread = first.createThread({ agentKey: 'default', cwd: './workspace', metadata: { title: 'Investigate repo' }, now: T0 });
    const turn = first.createTurn({ threadId: thread.threadId, input: [{ type: 'text', text: 'Summarize the workspace' }], startedAt: T0 + 100 });
    first.upsertItem(item({ itemId: first.nextItemId(), threadId: thread.threadId, turnId: turn.turnId, payload: { text: 'The workspace contains...' } }));
    const completed = first.updateTurn(turn.turnId, { runId: 'assistant_run', status: 'completed', completedAt: T0 + 300, result: { finalOutput: 'The workspace contains...' } });
    const idle = first.setThreadStatus(thread.threadId, 'idle', T0 + 300);
    const items = first.listItems(thread.threadId);
    first.close();

    const second = openIn(dir);
    expect(second.getThread(thread.threadId)).toStrictEqual(idle);
    expect(second.listThreads()).toStrictEqual([idle]);
    expect(second.listTurns(thread.threadId)).toStrictEqual([completed]);
    expect(second.listItems(thread.threadId)).toStrictEqual(items);
    expect(items).toHaveLength(1);
  });

  it('continues every id sequence after a reopen', () => {
    const dir = tempDir();
    const first = openIn(dir);
    const thread = first.createThread({ agentKey: 'k', cwd: null, metadata: {}, now: T0 });
    first.createTurn({ threadId: thread.threadId, input: [], startedAt: T0 });
    first.updateTurn('turn_1', { status: 'completed', completedAt: T0 });
    expect([first.nextItemId(), first.nextItemId(), first.nextApprovalId()]).toEqual(['item_1', 'item_2', 'approval_1']);
    first.close();

    const second = openIn(dir);
    expect(second.createThread({ agentKey: 'k', cwd: null, metadata: {}, now: T0 }).threadId).toBe('thread_2');
    expect(second.createTurn({ threadId: thread.threadId, input: [], startedAt: T0 }).turnId).toBe('turn_2');
    expect(second.nextItemId()).toBe('item_3');
    expect(second.nextApprovalId()).toBe('approval_2');
  });

  it('recovers a turn left running by a store that was never told the turn ended', () => {
    const dir = tempDir();
    const crashed = openIn(dir);
    const thread = crashed.createThread({ agentKey: 'k', cwd: null, metadata: {}, now: T0 });
    crashed.setThreadStatus(thread.threadId, 'running', T0 + 1);
    const turn = crashed.createTurn({ threadId: thread.threadId, input: [{ type: 'text', text: 'hi' }], startedAt: T0 + 1 });
    crashed.close();

    const restarted = openIn(dir);
    expect(restarted.getActiveTurn(thread.threadId)).toStrictEqual(turn);
    expect(restarted.recoverAfterCrash(T0 + 5000)).toEqual({ turns: 1 });
    expect(restarted.getTurn(turn.turnId)).toStrictEqual({
      ...turn,
      status: 'failed',
      completedAt: T0 + 5000,
      result: {
        threadId: thread.threadId,
        turnId: turn.turnId,
        status: 'failed',
        completionReason: 'failed',
        error: 'App Server stopped before the turn completed',
      },
    });
    expect(restarted.getActiveTurn(thread.threadId)).toBeNull();
    expect(restarted.getThread(thread.threadId)).toMatchObject({ status: 'idle', updatedAt: T0 + 5000 });
    restarted.close();

    // The recovery itself is durable.
    const again = openIn(dir);
    expect(again.recoverAfterCrash(T0 + 9000)).toEqual({ turns: 0 });
    expect(again.getTurn(turn.turnId)?.completedAt).toBe(T0 + 5000);
  });

  it('lists 10,000 items of one thread in creation order, unmixed with another thread', () => {
    const store = openIn(tempDir());
    const a = store.createThread({ agentKey: 'k', cwd: null, metadata: {}, now: T0 });
    const b = store.createThread({ agentKey: 'k', cwd: null, metadata: {}, now: T0 });
    const turnA = store.createTurn({ threadId: a.threadId, input: [], startedAt: T0 });
    const turnB = store.createTurn({ threadId: b.threadId, input: [], startedAt: T0 });
    const expected: string[] = [];
    for (let n = 0; n < 10_000; n += 1) {
      const itemId = store.nextItemId();
      expected.push(itemId);
      store.upsertItem(item({ itemId, threadId: a.threadId, turnId: turnA.turnId, payload: { text: `chunk ${n}`, n }, createdAt: T0 + n, updatedAt: T0 + n }));
      if (n % 10 === 0) store.upsertItem(item({ itemId: store.nextItemId(), threadId: b.threadId, turnId: turnB.turnId }));
    }
    store.close();

    const reopened = openIn(path.dirname(store.location));
    const items = reopened.listItems(a.threadId);
    expect(items).toHaveLength(10_000);
    expect(items.map((i) => i.itemId)).toEqual(expected);
    expect(items.every((i, n) => i.payload['n'] === n && i.threadId === a.threadId)).toBe(true);
    expect(items[9_999]).toStrictEqual(item({ itemId: expected[9_999]!, threadId: a.threadId, turnId: turnA.turnId, payload: { text: 'chunk 9999', n: 9_999 }, createdAt: T0 + 9_999, updatedAt: T0 + 9_999 }));
    expect(reopened.listItems(a.threadId, { afterItemId: expected[9_989]! }).map((i) => i.itemId)).toEqual(expected.slice(9_990));
    expect(reopened.listItems(b.threadId)).toHaveLength(1_000);
  });

  it('keeps an ephemeral store in memory and writes nothing to disk', () => {
    const parent = tempDir();
    const stateDir = path.join(parent, 'never-created');
    const store = openThreadStore({ ephemeral: true, stateDir });
    const thread = store.createThread({ agentKey: 'k', cwd: null, metadata: { a: 1 }, now: T0 });
    expect(store.location).toBe(':memory:');
    expect(store.getThread(thread.threadId)).toMatchObject({ metadata: { a: 1 } });
    store.close();

    const other = openThreadStore({ ephemeral: true });
    expect(other.listThreads()).toEqual([]);
    expect(other.createThread({ agentKey: 'k', cwd: null, metadata: {}, now: T0 }).threadId).toBe('thread_1');
    other.close();
    expect(existsSync(stateDir)).toBe(false);
    expect(readdirSync(parent)).toEqual([]);
  });
});
