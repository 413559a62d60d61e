import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ApprovalBroker, Runner, type ApprovalRequest } from '../../../src/lib/runtime/index.js';
import { call, collect, finish, ofType, run, scriptedAgent, tempDir } from './support.js';

const write = (file: string, id: string) => call('write_file', { path: file, content: `content of ${file}` }, id);

async function exists(file: string): Promise<boolean> {
  return readFile(file).then(
    () => true,
    () => false,
  );
}

describe('approvals', () => {
  it('allow: approval_requested, approval_resolved, then the tool runs', async () => {
    const workspace = await tempDir();
    const agent = scriptedAgent([write('a.txt', 'w1'), finish('ok')]);
    const { events, result } = await run(agent, 'write', { workspace }, (event, handle) => {
      if (event.type === 'approval_requested') expect(handle.approve(event.requestId, 'allow', { reason: 'looks fine', metadata: { by: 'tester' } })).toBe(true);
    });
    expect(result.completionReason).toBe('tool_finish');
    expect(await readFile(path.join(workspace, 'a.txt'), 'utf8')).toBe('content of a.txt');
    const types = events.filter((e) => e.type.startsWith('tool_call') || e.type.startsWith('approval')).map((e) => e.type);
    expect(types.slice(0, 5)).toEqual(['tool_call_planned', 'approval_requested', 'approval_resolved', 'tool_call_started', 'tool_call_completed']);
    const requested = ofType(events, 'approval_requested')[0];
    expect(requested).toMatchObject({ toolCallId: 'w1', toolName: 'write_file', preview: 'Write 16 bytes to a.txt', arguments: { path: 'a.txt', content: 'content of a.txt' } });
    expect(ofType(events, 'approval_resolved')).toEqual([
      expect.objectContaining({ requestId: requested?.requestId, decision: 'allow', reason: 'looks fine', metadata: { by: 'tester' } }),
    ]);
    expect(ofType(events, 'tool_call_completed')[0]).toMatchObject({ status: 'success', executionStarted: true, toolMetadata: { sideEffect: 'write' } });
  });

  it('first answer wins: a second approve() is refused and approval_resolved is emitted once', async () => {
    const workspace = await tempDir();
    const agent = scriptedAgent([write('a.txt', 'w1'), finish('ok')]);
    const answers: boolean[] = [];
    const { events } = await run(agent, 'write', { workspace }, (event, handle) => {
      if (event.type === 'approval_requested') {
        answers.push(handle.approve(event.requestId, 'allow'));
        answers.push(handle.approve(event.requestId, 'deny'));
      }
    });
    expect(answers).toEqual([true, false]);
    expect(ofType(events, 'approval_resolved').map((e) => e.decision)).toEqual(['allow']);
    expect(await exists(path.join(workspace, 'a.txt'))).toBe(true);
  });

  it('allow_session: the second call of the same tool skips approval; another tool still asks', async () => {
    const workspace = await tempDir();
    const agent = scriptedAgent([write('a.txt', 'w1'), write('b.txt', 'w2'), call('bash', { cmd: 'echo hi > c.txt' }, 'b1'), finish('ok')]);
    const decisions: string[] = [];
    const { events } = await run(agent, 'write twice', { workspace }, (event, handle) => {
      if (event.type === 'approval_requested') {
        const decision = event.toolName === 'write_file' ? 'allow_session' : 'deny';
        decisions.push(`${event.toolCallId}:${decision}`);
        handle.approve(event.requestId, decision);
      }
    });
    expect(decisions).toEqual(['w1:allow_session', 'b1:deny']);
    // The decision is kept as given, not collapsed to allow.
    expect(ofType(events, 'approval_resolved').map((e) => e.decision)).toEqual(['allow_session', 'deny']);
    expect(await exists(path.join(workspace, 'a.txt'))).toBe(true);
    expect(await exists(path.join(workspace, 'b.txt'))).toBe(true);
    expect(await exists(path.join(workspace, 'c.txt'))).toBe(false);
  });

  it('deny: the tool never runs and completes failed with tool_approval_denied, no started event', async () => {
    const workspace = await tempDir();
    const agent = scriptedAgent([write('denied.txt', 'w1'), finish('gave up')]);
    const { events, result } = await run(agent, 'write', { workspace }, (event, handle) => {
      if (event.type === 'approval_requested') handle.approve(event.requestId, 'deny', { reason: 'not today' });
    });
    expect(result.completionReason).toBe('tool_finish');
    expect(await exists(path.join(workspace, 'denied.txt'))).toBe(false);
    expect(ofType(events, 'tool_call_started').some((e) => e.toolCallId === 'w1')).toBe(false);
    const completed = ofType(events, 'tool_call_completed').find((e) => e.toolCallId === 'w1');
    expect(completed).toMatchObject({ status: 'error', errorCode: 'tool_approval_denied', executionStarted: false, durationMs: null, directive: 'continue' });
    expect(completed?.output).toContain('not today');
  });

  it('timeout: with no answer in the configured time the tool never runs (tool_approval_timeout)', async () => {
    const workspace = await tempDir();
    const agent = scriptedAgent([call('bash', { cmd: 'touch ran.marker' }, 'b1'), finish('ok')]);
    const { events, result } = await run(agent, 'run', { workspace, approvalTimeoutMs: 50 });
    expect(result.completionReason).toBe('tool_finish');
    expect(await exists(path.join(workspace, 'ran.marker'))).toBe(false);
    expect(ofType(events, 'approval_resolved')).toEqual([expect.objectContaining({ decision: 'timeout', reason: 'approval timed out' })]);
    expect(ofType(events, 'tool_call_started').map((e) => e.toolName)).toEqual(['task_finish']);
    expect(ofType(events, 'tool_call_completed')[0]).toMatchObject({ toolCallId: 'b1', errorCode: 'tool_approval_timeout', executionStarted: false, durationMs: null });
  });

  it('a pluggable requester receives the request and may answer; a throwing requester counts as timeout', async () => {
    const workspace = await tempDir();
    const seen: ApprovalRequest[] = [];
    const broker = new ApprovalBroker({
      timeoutMs: 10_000,
      requester: (request, respond) => {
        seen.push(request);
        if (request.toolCallId === 'w1') respond('allow');
        else throw new Error('client went away');
      },
    });
    const agent = scriptedAgent([write('ok.txt', 'w1'), write('no.txt', 'w2'), finish('done')]);
    const { events } = await run(agent, 'write', { workspace, approvalBroker: broker });
    expect(seen.map((r) => [r.toolCallId, r.toolName, r.preview])).toEqual([
      ['w1', 'write_file', 'Write 17 bytes to ok.txt'],
      ['w2', 'write_file', 'Write 17 bytes to no.txt'],
    ]);
    expect(seen.every((r) => r.runId === seen[0]?.runId)).toBe(true);
    expect(ofType(events, 'approval_resolved').map((e) => [e.decision, e.reason])).toEqual([
      ['allow', undefined],
      ['timeout', 'client went away'],
    ]);
    expect(await exists(path.join(workspace, 'ok.txt'))).toBe(true);
    expect(await exists(path.join(workspace, 'no.txt'))).toBe(false);
  });

  it('state() lists the pending approval; approve() refuses unknown ids and ids of other runs', async () => {
    const workspace = await tempDir();
    const broker = new ApprovalBroker();
    const first = Runner.start(scriptedAgent([write('one.txt', 'w1'), finish('ok')]), 'a', { workspace, approvalBroker: broker, runId: 'run_a' });
    const second = Runner.start(scriptedAgent([write('two.txt', 'w2'), finish('ok')]), 'b', { workspace, approvalBroker: broker, runId: 'run_b' });
    const ids: Record<string, string> = {};
    const onEvent = (event: { type: string; runId: string; requestId?: string }): void => {
      if (event.type === 'approval_requested' && event.requestId !== undefined) ids[event.runId] = event.requestId;
    };
    const both = Promise.all([collect(first, onEvent), collect(second, onEvent)]);
    while (ids['run_a'] === undefined || ids['run_b'] === undefined) await new Promise((resolve) => setTimeout(resolve, 5));
    expect(first.state().pendingApprovals.map((r) => r.requestId)).toEqual([ids['run_a']]);
    expect(first.state().phase).toBe('awaiting_approval');
    expect(first.approve('approval_does_not_exist', 'allow')).toBe(false);
    expect(first.approve(ids['run_b'], 'allow')).toBe(false);
    expect(first.approve(ids['run_a'], 'allow')).toBe(true);
    expect(second.approve(ids['run_b'], 'deny')).toBe(true);
    const [a, b] = await both;
    expect(a.result.completionReason).toBe('tool_finish');
    expect(b.result.completionReason).toBe('tool_finish');
    expect(await exists(path.join(workspace, 'one.txt'))).toBe(true);
    expect(await exists(path.join(workspace, 'two.txt'))).toBe(false);
  });
});
