/**
 * Queued follow-ups of a turn that does not complete successfully (contract section 3: "a
 * follow-up starts as a new turn (same owner) after the active turn completes successfully"):
 * they do not start, and every subscriber is told with one `error/warning` after turn/completed
 * (docs/app-server.md: `error/warning` for "a follow-up that could not start").
 */
import { afterEach, describe, expect, it } from 'vitest';
import { Harness, labels, settle, step, textInput } from './harness.js';

let harness: Harness | undefined;

afterEach(async () => {
  await harness?.dispose();
  harness = undefined;
});

describe('turn/followUp, then turn/interrupt', () => {
  it('the turn ends failed/cancelled, no follow-up starts, and subscribers get error/warning follow_up_dropped', async () => {
    const h = (harness = new Harness({
      script: { repeat: true, turns: [{ steps: [step.text('thinking about it'), step.stall()] }] },
    }));
    const a = await h.connect('owner');
    const b = await h.connect('watcher');
    const threadId = await h.startThread(a);
    await b.client.threadResume({ threadId });
    const turnId = await h.startTurn(a, threadId, 'please stall');
    await a.waitForNotification('item/agentMessage/delta', turnId);

    expect(await a.client.turnFollowUp({ threadId, expectedTurnId: turnId, input: textInput('then this') })).toEqual({ threadId, turnId, queued: true });
    expect(await a.client.turnFollowUp({ threadId, input: textInput('and this') })).toEqual({ threadId, turnId, queued: true });
    expect(await a.client.turnInterrupt({ threadId, expectedTurnId: turnId })).toEqual({ threadId, turnId, cancelled: true });

    expect(await a.turnCompleted(turnId)).toMatchObject({ status: 'failed', completionReason: 'cancelled', error: expect.any(String) });
    for (const connection of [a, b]) {
      const warning = await connection.waitForNotification('error/warning');
      expect(warning).toEqual({ code: 'follow_up_dropped', message: expect.stringContaining('2 queued follow-up') });
      expect(warning.message).toContain(turnId);
      // The warning comes after the turn's terminal notifications.
      const tail = labels(connection.notifications().filter((n) => (n.params as any)?.threadId === threadId || n.method === 'error/warning')).slice(-3);
      expect(tail).toEqual(['thread/status/changed(idle)', 'turn/completed', 'error/warning']);
    }
    await h.turnsReleased();
    await settle(20);
    expect(a.ofMethod('turn/started').map((m) => (m as any).params.turnId)).toEqual([turnId]);
    const read = await a.client.threadRead({ threadId });
    expect(read.thread.status).toBe('idle');
    expect(read.turns.map((t) => [t.turnId, t.status])).toEqual([[turnId, 'failed']]);
    h.expectNoClientErrors();
  });

  it('a turn that fails drops its queued follow-up the same way (ended failed (failed))', async () => {
    const h = (harness = new Harness({
      script: {
        turns: [
          { steps: [step.tool('write_file', { path: 'never.txt', content: 'no' }, 'call_fail')] },
          { steps: [{ type: 'error', code: 'http_error', message: 'boom' }] },
        ],
      },
    }));
    const a = await h.connect('owner');
    const threadId = await h.startThread(a);
    const turnId = await h.startTurn(a, threadId, 'write it');
    const request = await a.waitForServerRequest('approval/request', turnId);
    await a.client.turnFollowUp({ threadId, input: textInput('then this') });
    a.client.respond(request.id, { decision: 'deny' });
    expect(await a.turnCompleted(turnId)).toMatchObject({ status: 'failed', completionReason: 'failed' });
    const warning = await a.waitForNotification('error/warning');
    expect(warning).toEqual({ code: 'follow_up_dropped', message: `1 queued follow-up of ${turnId} dropped: the turn ended failed (failed)` });
    await h.turnsReleased();
    await settle(20);
    expect(a.ofMethod('turn/started')).toHaveLength(1);
    h.expectNoClientErrors();
  });

  it('an interrupt with nothing queued sends no error/warning', async () => {
    const h = (harness = new Harness({
      script: { repeat: true, turns: [{ steps: [step.text('thinking about it'), step.stall()] }] },
    }));
    const a = await h.connect('owner');
    const threadId = await h.startThread(a);
    const turnId = await h.startTurn(a, threadId, 'please stall');
    await a.waitForNotification('item/agentMessage/delta', turnId);
    await a.client.turnInterrupt({ threadId });
    await a.turnCompleted(turnId);
    await h.turnsReleased();
    await settle(20);
    expect(a.ofMethod('error/warning')).toEqual([]);
    h.expectNoClientErrors();
  });
});
