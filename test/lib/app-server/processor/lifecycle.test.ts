/**
 * Lifecycle of the real AppServerProcessor across connections: shutdown with active turns
 * (contract section 8), per-connection notification opt-outs (section 4), and what a client may
 * do as soon as turn/completed arrives (sections 3 and 4).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { ModelRequest, ScriptTurn } from '../../../../src/lib/llm/index.js';
import { Harness, labels, rpcFailure, settle, step, textInput } from './harness.js';

let harness: Harness | undefined;

afterEach(async () => {
  await harness?.dispose();
  harness = undefined;
});

function lastUserText(request: ModelRequest): string {
  const users = request.messages.filter((m) => m.role === 'user');
  return users.at(-1)?.content ?? '';
}

describe('processor.shutdown()', () => {
  it('cancels active turns (a stalled stream, a pending approval): each ends failed/cancelled, stored, announced', async () => {
    // The answer depends on the turn's input, so two threads can run side by side.
    const h = (harness = new Harness({
      script: {
        repeat: true,
        turns: [
          (request: ModelRequest): ScriptTurn =>
            lastUserText(request).includes('stall')
              ? { steps: [step.text('thinking about it'), step.stall()] }
              : { steps: [step.tool('write_file', { path: 'shutdown.txt', content: 'no' }, 'call_sd')] },
        ],
      },
    }));
    const a = await h.connect('owner');
    const b = await h.connect('watcher');
    const stalled = await h.startThread(a);
    await b.client.threadResume({ threadId: stalled });
    const approving = await h.startThread(b);
    const stalledTurn = await h.startTurn(a, stalled, 'please stall');
    await b.waitForNotification('item/agentMessage/delta', stalledTurn);
    const approvingTurn = await h.startTurn(b, approving, 'please write');
    await b.waitForServerRequest('approval/request', approvingTurn);
    expect(h.processor.activeTurnCount()).toBe(2);

    await h.processor.shutdown('server stopping');
    expect(h.processor.activeTurnCount()).toBe(0);

    const onA = await a.turnCompleted(stalledTurn);
    const onB = await b.turnCompleted(stalledTurn);
    expect(onB).toEqual(onA);
    expect(onA).toMatchObject({ threadId: stalled, turnId: stalledTurn, runId: expect.any(String), status: 'failed', completionReason: 'cancelled', error: expect.any(String) });
    const approvingDone = await b.turnCompleted(approvingTurn);
    expect(approvingDone).toMatchObject({ status: 'failed', completionReason: 'cancelled', error: expect.any(String) });
    expect(await b.waitForNotification('approval/resolved', approvingTurn)).toMatchObject({ decision: 'timeout' });
    expect(existsSync(join(h.workspace, 'shutdown.txt'))).toBe(false);
    // Terminal order on every subscriber: status idle, then turn/completed.
    for (const connection of [a, b]) {
      const tail = labels(connection.notifications().filter((n) => (n.params as any)?.threadId === stalled)).slice(-2);
      expect(tail).toEqual(['thread/status/changed(idle)', 'turn/completed']);
    }

    // A new connection reads the stored terminal state.
    const c = await h.connect('after');
    const read = await c.client.threadRead({ threadId: stalled });
    expect(read.thread.status).toBe('idle');
    expect(read.turns).toEqual([expect.objectContaining({ turnId: stalledTurn, status: 'failed', completedAt: expect.any(Number), result: onA })]);
    expect(read.items.map((i) => `${i.type}:${i.status}`)).toEqual(['userMessage:completed', 'agentMessage:failed', 'error:failed']);
    expect(read.items[1]?.payload).toEqual({ text: 'thinking about it' });
    const other = await c.client.threadRead({ threadId: approving });
    expect(other.thread.status).toBe('idle');
    expect(other.turns.map((t) => [t.turnId, t.status, t.result['completionReason']])).toEqual([[approvingTurn, 'failed', 'cancelled']]);
    expect(other.items.find((i) => i.type === 'approval')).toMatchObject({ status: 'completed', payload: { decision: 'timeout' } });
    h.expectNoClientErrors();
  });

  it('with no active turn returns at once and leaves connections usable', async () => {
    const h = (harness = new Harness());
    const a = await h.connect('a');
    await h.processor.shutdown();
    const threadId = await h.startThread(a);
    expect((await a.client.threadRead({ threadId })).thread.status).toBe('idle');
    h.expectNoClientErrors();
  });
});

describe('optOutNotificationMethods', () => {
  it('drops the named methods for that connection only', async () => {
    const h = (harness = new Harness({
      script: { turns: [{ steps: [step.text('Hel'), step.text('lo'), step.finish('said hello')] }] },
    }));
    const a = await h.connect('quiet', { optOutNotificationMethods: ['item/agentMessage/delta', 'thread/status/changed', 'turn/completed'] });
    const b = await h.connect('loud', { optOutNotificationMethods: ['item/started'] });
    const c = await h.connect('everything');
    const threadId = await h.startThread(a);
    await b.client.threadResume({ threadId });
    await c.client.threadResume({ threadId });
    const turnId = await h.startTurn(a, threadId, 'say hello');
    await b.turnCompleted(turnId);
    await c.turnCompleted(turnId);
    await a.waitForNotification('item/completed', turnId);
    await settle();

    const methodsOf = (conn: typeof a): string[] => conn.notifications().filter((n) => (n.params as any)?.turnId === turnId || n.method === 'thread/status/changed').map((n) => n.method);
    const onA = methodsOf(a);
    const onB = methodsOf(b);
    const onC = methodsOf(c);

    for (const dropped of ['item/agentMessage/delta', 'thread/status/changed', 'turn/completed']) expect(onA).not.toContain(dropped);
    expect(onA).toContain('item/started');
    expect(onA).toContain('turn/started');

    expect(onB).not.toContain('item/started');
    expect(onB.filter((m) => m === 'item/agentMessage/delta')).toHaveLength(2);
    expect(onB.filter((m) => m === 'thread/status/changed')).toHaveLength(2);
    expect(onB).toContain('turn/completed');

    // The unfiltered connection sees the union, and each filtered view is exactly it minus its opt-outs.
    expect(onC.filter((m) => m === 'item/agentMessage/delta')).toHaveLength(2);
    expect(onA).toEqual(onC.filter((m) => !['item/agentMessage/delta', 'thread/status/changed', 'turn/completed'].includes(m)));
    expect(onB).toEqual(onC.filter((m) => m !== 'item/started'));
    h.expectNoClientErrors();
  });
});

describe('after turn/completed', () => {
  // Contract section 4: `thread/status/changed(idle)` then `turn/completed` end a turn, and the
  // store holds the final state when turn/completed is written. A client that reacts to
  // turn/completed at once must find the thread idle, not still holding the finished turn.
  it('a turn/start sent as soon as turn/completed arrives is accepted', async () => {
    const h = (harness = new Harness());
    const a = await h.connect('a');
    const threadId = await h.startThread(a);
    let next: Promise<unknown> | undefined;
    a.client.on('turn/completed', (params) => {
      if (next === undefined && params.threadId === threadId) next = a.client.turnStart({ threadId, input: textInput('next') });
    });
    const first = await h.startTurn(a, threadId, 'first');
    await a.waitForNotification('turn/completed', first);
    expect(next).toBeDefined();
    const started = (await next) as { turnId: string };
    expect(started).toEqual({ threadId, turnId: expect.any(String), status: 'running' });
    expect(started.turnId).not.toBe(first);
    await a.waitForNotification('turn/completed', started.turnId);
    h.expectNoClientErrors();
  });

  it('a turn/interrupt sent as soon as turn/completed arrives finds no active turn (-32030)', async () => {
    const h = (harness = new Harness());
    const a = await h.connect('a');
    const threadId = await h.startThread(a);
    let interrupt: Promise<unknown> | undefined;
    a.client.on('turn/completed', (params) => {
      if (interrupt === undefined && params.threadId === threadId) interrupt = a.client.turnInterrupt({ threadId });
    });
    const first = await h.startTurn(a, threadId, 'first');
    await a.waitForNotification('turn/completed', first);
    expect(interrupt).toBeDefined();
    const error = await rpcFailure(interrupt!);
    expect([error.code, error.message]).toEqual([-32030, 'Active turn not found']);
    h.expectNoClientErrors();
  });
});
