/**
 * Several connections on one real AppServerProcessor: turn notifications reach every subscriber,
 * approvals are routed to the turn's owner only (contract sections 4 and 7), and the owner's
 * disconnect resolves its pending approval as `timeout` / `client_disconnected`.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { TurnStartResponse } from '../../../../generated/app-server/types.js';
import type { ScriptTurn } from '../../../../src/lib/llm/index.js';
import { Harness, labels, rpcFailure, settle, step, type Connection } from './harness.js';

let harness: Harness | undefined;

afterEach(async () => {
  await harness?.dispose();
  harness = undefined;
});

/** A harness whose model asks for write_file (approval needed), then finishes. */
function writeThenFinish(file: string, content: string, callId: string, extra: ScriptTurn[] = []): Harness {
  return new Harness({
    script: {
      turns: [{ steps: [step.tool('write_file', { path: file, content }, callId)] }, { steps: [step.finish(`wrote ${file}`)] }, ...extra],
    },
  });
}

/** Owner A starts a thread; watcher B resumes it (subscribes); A starts a turn. */
async function ownerAndWatcher(h: Harness): Promise<{ a: Connection; b: Connection; threadId: string; turnId: string; markA: number; markB: number }> {
  const a = await h.connect('owner');
  const b = await h.connect('watcher');
  const threadId = await h.startThread(a);
  const resumed = await b.client.threadResume({ threadId });
  expect(resumed).toMatchObject({ thread: { threadId, status: 'idle' }, turns: [], items: [] });
  const markA = a.mark();
  const markB = b.mark();
  const turnId = await h.startTurn(a, threadId, 'write the file');
  return { a, b, threadId, turnId, markA, markB };
}

describe('turn notifications and approval routing across connections', () => {
  it('every subscriber gets the same turn notifications; approval/request goes to the owner only', async () => {
    const h = (harness = writeThenFinish('out.txt', 'hello', 'call_w1', [
      { steps: [step.tool('write_file', { path: 'second.txt', content: 'from b' }, 'call_w2')] },
      { steps: [step.finish('wrote second.txt')] },
    ]));
    const { a, b, threadId, turnId, markA, markB } = await ownerAndWatcher(h);

    const request = await a.waitForServerRequest('approval/request', turnId);
    const requestedOnB = await b.waitForNotification('approval/requested', turnId);
    expect(requestedOnB).toEqual(request.params);
    expect(request.id).toBe(requestedOnB.requestId);
    expect(request.params).toMatchObject({ threadId, turnId, toolCallId: 'call_w1', toolName: 'write_file', arguments: { path: 'out.txt', content: 'hello' } });
    expect(existsSync(join(h.workspace, 'out.txt'))).toBe(false);

    a.client.respond(request.id, { decision: 'allow' });
    const completedOnB = await b.turnCompleted(turnId);
    const completedOnA = await a.turnCompleted(turnId);
    expect(completedOnB).toEqual(completedOnA);
    expect(completedOnB).toMatchObject({ threadId, turnId, status: 'completed', completionReason: 'tool_finish', finalOutput: 'wrote out.txt' });
    expect(readFileSync(join(h.workspace, 'out.txt'), 'utf8')).toBe('hello');

    // The watcher saw the whole turn, item by item, exactly as the owner did, minus the server request.
    const onA = a.notifications(markA);
    const onB = b.notifications(markB);
    expect(onB).toEqual(onA);
    expect(labels(onB)).toEqual([
      'thread/status/changed(running)',
      'turn/started',
      'item/started:userMessage',
      'item/completed:userMessage',
      'approval/requested',
      'item/started:approval',
      'approval/resolved',
      'item/completed:approval',
      'item/started:toolCall',
      'item/toolCall/delta:toolCall',
      'item/completed:toolCall',
      'item/started:toolCall',
      'item/toolCall/delta:toolCall',
      'item/completed:toolCall',
      'thread/status/changed(idle)',
      'turn/completed',
    ]);
    expect(labels(a.serverRequests(markA))).toEqual(['request approval/request']);
    expect(b.serverRequests()).toEqual([]);

    // The store already held the final state when turn/completed reached the watcher.
    const read = await b.client.threadRead({ threadId });
    expect(read.thread.status).toBe('idle');
    expect(read.turns).toEqual([expect.objectContaining({ turnId, status: 'completed', completedAt: expect.any(Number), result: completedOnB })]);

    // Ownership is per turn: a turn the watcher starts sends its approval request to the watcher only.
    await h.turnsReleased();
    const markA2 = a.mark();
    const markB2 = b.mark();
    const second = await h.startTurn(b, threadId, 'now you');
    const request2 = await b.waitForServerRequest('approval/request', second, markB2);
    await a.waitForNotification('approval/requested', second, markA2);
    b.client.respond(request2.id, { decision: 'allow' });
    await a.turnCompleted(second);
    await b.turnCompleted(second);
    expect(readFileSync(join(h.workspace, 'second.txt'), 'utf8')).toBe('from b');
    expect(a.serverRequests(markA2)).toEqual([]);
    expect(a.notifications(markA2)).toEqual(b.notifications(markB2));
    h.expectNoClientErrors();
  });

  it('a connection that resumes mid-turn gets the snapshot plus every later item, none lost or repeated', async () => {
    const h = (harness = writeThenFinish('mid.txt', 'mid', 'call_mid'));
    const a = await h.connect('owner');
    const threadId = await h.startThread(a);
    const turnId = await h.startTurn(a, threadId, 'write it');
    const request = await a.waitForServerRequest('approval/request', turnId);

    const late = await h.connect('late');
    const snapshot = await late.client.threadResume({ threadId });
    expect(snapshot.thread.status).toBe('running');
    expect(snapshot.turns).toEqual([expect.objectContaining({ turnId, status: 'running' })]);
    expect(snapshot.items.map((i) => `${i.type}:${i.status}`)).toEqual(['userMessage:completed', 'approval:inProgress']);

    a.client.respond(request.id, { decision: 'allow' });
    await late.turnCompleted(turnId);
    // Snapshot items plus later notifications, folded by itemId, equal the stored history.
    const seen = new Map(snapshot.items.map((i) => [i.itemId, i] as const));
    for (const n of late.notifications()) {
      if (n.method === 'item/started' || n.method === 'item/completed') seen.set(n.params.itemId, n.params);
    }
    const stored = await late.client.threadRead({ threadId });
    expect([...seen.values()]).toEqual(stored.items);
    expect(late.ofMethod('approval/requested')).toEqual([]);
    expect(late.ofMethod('approval/resolved')).toHaveLength(1);
    h.expectNoClientErrors();
  });
});

describe('approval/resolve from another connection', () => {
  it('is refused -32602 "Unknown approval request" and changes nothing; the owner then resolves with allow_session', async () => {
    const h = (harness = writeThenFinish('owned.txt', 'by owner', 'call_own'));
    const { a, b, threadId, turnId } = await ownerAndWatcher(h);
    const request = await a.waitForServerRequest('approval/request', turnId);
    const requested = await b.waitForNotification('approval/requested', turnId);
    const params = { threadId, turnId, requestId: requested.requestId as string };

    for (const decision of ['allow', 'allow_session', 'deny', 'timeout'] as const) {
      const refused = await rpcFailure(b.client.approvalResolve({ ...params, decision }));
      expect(refused.code).toBe(-32602);
      expect(refused.message).toBe('Unknown approval request');
    }
    await settle();
    // Still pending: nothing resolved, nothing ran, the turn waits.
    expect(a.ofMethod('approval/resolved')).toEqual([]);
    expect(b.ofMethod('approval/resolved')).toEqual([]);
    expect(existsSync(join(h.workspace, 'owned.txt'))).toBe(false);
    expect(h.processor.activeTurnCount()).toBe(1);
    const pending = await b.client.threadRead({ threadId });
    expect(pending.items.filter((i) => i.type === 'approval').map((i) => i.status)).toEqual(['inProgress']);

    // The owner resolves: the decision is kept as given.
    expect(await a.client.approvalResolve({ ...params, decision: 'allow_session', reason: 'trusted' })).toEqual({});
    // A late reply to the server request is ignored (first answer wins).
    a.client.respond(request.id, { decision: 'deny' });
    await a.turnCompleted(turnId);
    const completed = await b.turnCompleted(turnId);
    expect(completed).toMatchObject({ status: 'completed', finalOutput: 'wrote owned.txt' });
    expect(readFileSync(join(h.workspace, 'owned.txt'), 'utf8')).toBe('by owner');

    const expected = [{ threadId, turnId, requestId: params.requestId, decision: 'allow_session', reason: 'trusted' }];
    expect(a.ofMethod('approval/resolved').map((m) => (m as any).params)).toEqual(expected);
    expect(b.ofMethod('approval/resolved').map((m) => (m as any).params)).toEqual(expected);
    // Once answered, even the owner cannot resolve it again.
    const again = await rpcFailure(a.client.approvalResolve({ ...params, decision: 'deny' }));
    expect([again.code, again.message]).toEqual([-32602, 'Unknown approval request']);

    const stored = await b.client.threadRead({ threadId });
    const approval = stored.items.find((i) => i.type === 'approval');
    expect(approval).toMatchObject({ status: 'completed', payload: { requestId: params.requestId, decision: 'allow_session' } });
    const tool = stored.items.find((i) => i.type === 'toolCall' && i.payload['toolCallId'] === 'call_own');
    expect(tool).toMatchObject({ status: 'completed', payload: { toolName: 'write_file', status: 'success', executionStarted: true } });
    h.expectNoClientErrors();
  });
});

describe('owner disconnect with a pending approval', () => {
  it('resolves the approval as timeout / client_disconnected; the turn runs to its end for the other subscriber; the tool does not run', async () => {
    const h = (harness = writeThenFinish('never.txt', 'x', 'call_gone'));
    const { a, b, threadId, turnId } = await ownerAndWatcher(h);
    const request = await a.waitForServerRequest('approval/request', turnId);
    await b.waitForNotification('approval/requested', turnId);

    await a.client.close();
    await a.serverClosed;

    const resolved = await b.waitForNotification('approval/resolved', turnId);
    expect(resolved).toEqual({ threadId, turnId, requestId: request.id, decision: 'timeout', reason: 'client_disconnected' });
    const completed = await b.turnCompleted(turnId);
    expect(completed).toMatchObject({ threadId, turnId, status: 'completed', completionReason: 'tool_finish', finalOutput: 'wrote never.txt' });
    expect(existsSync(join(h.workspace, 'never.txt'))).toBe(false);
    expect(b.ofMethod('approval/resolved')).toHaveLength(1);

    const toolItems = b
      .notifications()
      .filter((n) => (n.method === 'item/started' || n.method === 'item/completed') && (n.params as any).type === 'toolCall' && (n.params as any).payload?.toolCallId === 'call_gone');
    expect(labels(toolItems)).toEqual(['item/completed:toolCall']);
    expect((toolItems[0] as any).params).toMatchObject({
      status: 'failed',
      payload: { toolName: 'write_file', status: 'error', errorCode: 'tool_approval_timeout', executionStarted: false, durationMs: null },
    });

    const stored = await b.client.threadRead({ threadId });
    expect(stored.thread.status).toBe('idle');
    expect(stored.turns).toEqual([expect.objectContaining({ turnId, status: 'completed' })]);
    expect(stored.items.find((i) => i.type === 'approval')).toMatchObject({
      status: 'completed',
      payload: { decision: 'timeout', reason: 'client_disconnected' },
    });
    expect(h.processor.activeTurnCount()).toBe(0);
    h.expectNoClientErrors();
  });
});

describe('more than one connection on one thread', () => {
  it('concurrent turn/start from two connections: exactly one turn runs, the other is -32602', async () => {
    const h = (harness = new Harness({ script: { turns: [{ steps: [step.finish('only one')] }] } }));
    const a = await h.connect('a');
    const b = await h.connect('b');
    const threadId = await h.startThread(a);
    await b.client.threadResume({ threadId });
    const results = await Promise.allSettled([
      a.client.turnStart({ threadId, input: [{ type: 'text', text: 'from a' }] }),
      b.client.turnStart({ threadId, input: [{ type: 'text', text: 'from b' }] }),
    ]);
    const won = results.filter((r): r is PromiseFulfilledResult<TurnStartResponse> => r.status === 'fulfilled');
    const lost = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    expect([lost[0]!.reason.code, lost[0]!.reason.message]).toEqual([-32602, 'Thread already has an active turn']);
    const turnId = won[0]!.value.turnId;
    expect(await a.turnCompleted(turnId)).toMatchObject({ status: 'completed', finalOutput: 'only one' });
    await b.turnCompleted(turnId);
    const read = await a.client.threadRead({ threadId });
    expect(read.turns.map((t) => t.turnId)).toEqual([turnId]);
    // The losing run never reached the model.
    expect(h.model.turnsConsumed).toBe(1);
    h.expectNoClientErrors();
  });

  it('a follow-up queued by a watcher runs as a turn of the original owner: its approval/request goes to the owner', async () => {
    const h = (harness = writeThenFinish('first.txt', '1', 'call_f1', [
      { steps: [step.tool('write_file', { path: 'second.txt', content: '2' }, 'call_f2')] },
      { steps: [step.finish('wrote second.txt')] },
    ]));
    const { a, b, threadId, turnId } = await ownerAndWatcher(h);
    const first = await a.waitForServerRequest('approval/request', turnId);
    expect(await b.client.turnFollowUp({ threadId, expectedTurnId: turnId, input: [{ type: 'text', text: 'and the second' }] })).toEqual({
      threadId,
      turnId,
      queued: true,
    });
    a.client.respond(first.id, { decision: 'allow' });
    await b.turnCompleted(turnId);
    const started = await b.waitFor('the follow-up turn/started', (m) => m.method === 'turn/started' && (m as any).params.turnId !== turnId);
    const followUp = (started as any).params.turnId as string;
    const second = await a.waitForServerRequest('approval/request', followUp);
    a.client.respond(second.id, { decision: 'allow' });
    expect(await b.turnCompleted(followUp)).toMatchObject({ status: 'completed', finalOutput: 'wrote second.txt' });
    expect(b.serverRequests()).toEqual([]);
    expect(readFileSync(join(h.workspace, 'second.txt'), 'utf8')).toBe('2');
    h.expectNoClientErrors();
  });
});

describe('disconnects of other connections', () => {
  it('a watcher disconnecting does not touch the pending approval; the owner still decides', async () => {
    const h = (harness = writeThenFinish('kept.txt', 'kept', 'call_kept'));
    const { a, b, threadId, turnId } = await ownerAndWatcher(h);
    const request = await a.waitForServerRequest('approval/request', turnId);
    await b.waitForNotification('approval/requested', turnId);
    await b.client.close();
    await b.serverClosed;
    await settle();
    expect(a.ofMethod('approval/resolved')).toEqual([]);
    a.client.respond(request.id, { decision: 'allow' });
    expect(await a.waitForNotification('approval/resolved', turnId)).toEqual({ threadId, turnId, requestId: request.id, decision: 'allow' });
    await a.turnCompleted(turnId);
    expect(readFileSync(join(h.workspace, 'kept.txt'), 'utf8')).toBe('kept');
    h.expectNoClientErrors();
  });

  it('after the owner left, a later approval of the same turn resolves client_disconnected at once', async () => {
    const h = (harness = new Harness({
      script: {
        turns: [
          { steps: [step.tool('write_file', { path: 'one.txt', content: '1' }, 'call_o1')] },
          { steps: [step.tool('write_file', { path: 'two.txt', content: '2' }, 'call_o2')] },
          { steps: [step.finish('gave up')] },
        ],
      },
    }));
    const { a, b, threadId, turnId } = await ownerAndWatcher(h);
    await a.waitForServerRequest('approval/request', turnId);
    await a.client.close();
    const completed = await b.turnCompleted(turnId);
    expect(completed).toMatchObject({ status: 'completed', finalOutput: 'gave up' });
    const resolved = b.ofMethod('approval/resolved').map((m) => (m as any).params);
    expect(resolved).toHaveLength(2);
    for (const r of resolved) expect(r).toMatchObject({ threadId, turnId, decision: 'timeout', reason: 'client_disconnected' });
    expect(existsSync(join(h.workspace, 'one.txt'))).toBe(false);
    expect(existsSync(join(h.workspace, 'two.txt'))).toBe(false);
    h.expectNoClientErrors();
  });

  // Contract section 3: thread/unsubscribe -> closed is true only when no subscriber and no active
  // turn remain. A follow-up that starts after its owner left must not leave the gone connection
  // behind as a subscriber.
  it('a follow-up that starts after its owner left does not keep the thread subscribed', async () => {
    const h = (harness = new Harness({
      script: {
        turns: [
          { steps: [step.tool('write_file', { path: 'x.txt', content: 'x' }, 'call_x')] },
          { steps: [step.finish('first')] },
          { steps: [step.finish('second')] },
        ],
      },
    }));
    const { a, b, threadId, turnId } = await ownerAndWatcher(h);
    await a.waitForServerRequest('approval/request', turnId);
    await a.client.turnFollowUp({ threadId, input: [{ type: 'text', text: 'then this' }] });
    await a.client.close();
    await a.serverClosed;
    await b.turnCompleted(turnId);
    const started = await b.waitFor('the follow-up turn/started', (m) => m.method === 'turn/started' && (m as any).params.turnId !== turnId);
    const followUp = (started as any).params.turnId as string;
    expect(await b.turnCompleted(followUp)).toMatchObject({ status: 'completed', finalOutput: 'second' });
    await h.turnsReleased();

    // b is the only live subscriber and no turn is active: unsubscribing closes the thread.
    expect(await b.client.threadUnsubscribe({ threadId })).toEqual({ threadId, subscribed: false, closed: true });
    await b.waitForNotification('thread/closed');
    expect((await b.client.threadRead({ threadId })).thread.status).toBe('closed');
    h.expectNoClientErrors();
  });
});
