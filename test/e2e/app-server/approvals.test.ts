/**
 * Approvals end to end (contract section 7): a real model asks for `write_file` / `bash` in a
 * temporary workspace; the client answers the `approval/request` server request (or uses
 * `approval/resolve`), and the outcome is checked on disk and in the stream.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AppServerProcess, type WireMessage } from '../../support/appServerProcess.js';
import { ModelRouter, reply } from '../../support/appServerModel.js';
import { expectNoViolations, labels, ofThread, startThread, startTurn, tempDir, turnCompleted } from './helpers.js';

let model: ModelRouter;
let server: AppServerProcess;

beforeAll(async () => {
  model = await ModelRouter.start();
  server = await AppServerProcess.started({ ...model.serverOptions, ephemeral: true });
});

afterAll(async () => {
  await server?.dispose();
  await model?.close();
});

afterEach(() => {
  expectNoViolations(server);
  server.discardBacklog();
});

interface Pending {
  readonly threadId: string;
  readonly turnId: string;
  readonly cwd: string;
  readonly requested: WireMessage;
  readonly request: WireMessage;
  readonly mark: number;
}

/** A thread in a fresh workspace, a turn whose model asks for a tool, and its approval request. */
async function turnAwaitingApproval(target: AppServerProcess, tag: string): Promise<Pending> {
  const cwd = tempDir();
  const threadId = await startThread(target, { cwd });
  const mark = target.mark();
  const turnId = await startTurn(target, threadId, `[[${tag}]] please`);
  const requested = await target.waitForNotification('approval/requested', { turnId });
  const request = await target.waitForServerRequest('approval/request', { turnId });
  return { threadId, turnId, cwd, requested, request, mark };
}

function resolvedOf(target: AppServerProcess, requestId: string): WireMessage[] {
  return target.log.filter((m) => m.method === 'approval/resolved' && m.params.requestId === requestId);
}

function toolItems(target: AppServerProcess, mark: number, threadId: string, toolCallId: string): WireMessage[] {
  return ofThread(target.since(mark), threadId).filter((m) => m.params?.type === 'toolCall' && m.params?.payload?.toolCallId === toolCallId);
}

describe('approval/request answered by the client', () => {
  it('allow: approval/requested then approval/request (id = requestId, owner only); the tool runs', async () => {
    model.script('allow', reply.tool('write_file', { path: 'out.txt', content: 'hello' }, { id: 'call_allow_1' }), reply.finish('wrote it'));
    const p = await turnAwaitingApproval(server, 'allow');
    expect(p.requested.params).toEqual({
      requestId: expect.any(String),
      threadId: p.threadId,
      turnId: p.turnId,
      toolCallId: 'call_allow_1',
      toolName: 'write_file',
      preview: 'Write 5 bytes to out.txt',
      arguments: { path: 'out.txt', content: 'hello' },
    });
    expect(p.request.id).toBe(p.requested.params.requestId);
    expect(p.request.params).toEqual(p.requested.params);
    expect(server.log.indexOf(p.requested)).toBeLessThan(server.log.indexOf(p.request));
    // Nothing ran yet.
    expect(existsSync(join(p.cwd, 'out.txt'))).toBe(false);

    await server.answer(p.request.id, { decision: 'allow' });
    const completed = await turnCompleted(server, p.turnId);
    expect(completed).toMatchObject({ status: 'completed', finalOutput: 'wrote it' });
    expect(readFileSync(join(p.cwd, 'out.txt'), 'utf8')).toBe('hello');
    const resolved = resolvedOf(server, p.request.id as string);
    expect(resolved.map((m) => m.params)).toEqual([{ threadId: p.threadId, turnId: p.turnId, requestId: p.request.id, decision: 'allow' }]);
    const tool = toolItems(server, p.mark, p.threadId, 'call_allow_1');
    expect(labels(tool)).toEqual(['item/started:toolCall', 'item/toolCall/delta:toolCall', 'item/completed:toolCall']);
    expect(tool[2]!.params.payload).toMatchObject({ status: 'success', executionStarted: true, errorCode: null });
    // The resolution comes before the tool starts.
    expect(server.log.indexOf(resolved[0]!)).toBeLessThan(server.log.indexOf(tool[0]!));
  });

  it('allow_session: the second call of the same tool needs no approval; the decision is not collapsed', async () => {
    model.script(
      'session',
      reply.tool('bash', { cmd: 'echo one > one.txt' }, { id: 'call_s1' }),
      reply.tool('bash', { cmd: 'echo two > two.txt' }, { id: 'call_s2' }),
      reply.finish('both'),
    );
    const p = await turnAwaitingApproval(server, 'session');
    expect(p.request.params).toMatchObject({ toolName: 'bash', preview: 'Run echo one > one.txt', arguments: { cmd: 'echo one > one.txt' } });
    await server.answer(p.request.id, { decision: 'allow_session' });
    const completed = await turnCompleted(server, p.turnId);
    expect(completed).toMatchObject({ status: 'completed', finalOutput: 'both' });
    expect(readFileSync(join(p.cwd, 'one.txt'), 'utf8')).toBe('one\n');
    expect(readFileSync(join(p.cwd, 'two.txt'), 'utf8')).toBe('two\n');
    const requests = server.since(p.mark).filter((m) => m.method === 'approval/request');
    expect(requests).toHaveLength(1);
    expect(resolvedOf(server, p.request.id as string).map((m) => m.params.decision)).toEqual(['allow_session']);

    // Only for the rest of that turn: the next turn asks again.
    model.script('session-2', reply.tool('bash', { cmd: 'echo three > three.txt' }, { id: 'call_s3' }), reply.finish('three'));
    const next = await startTurn(server, p.threadId, '[[session-2]] again');
    const again = await server.waitForServerRequest('approval/request', { turnId: next });
    await server.answer(again.id, { decision: 'allow' });
    await turnCompleted(server, next);
    expect(existsSync(join(p.cwd, 'three.txt'))).toBe(true);
  });

  it('deny: the tool does not run; only a failed item/completed (executionStarted false, durationMs null)', async () => {
    model.script('deny', reply.tool('write_file', { path: 'denied.txt', content: 'no' }, { id: 'call_deny_1' }), reply.finish('ok, not writing'));
    const p = await turnAwaitingApproval(server, 'deny');
    await server.answer(p.request.id, { decision: 'deny', reason: 'not today', metadata: { by: 'e2e' } });
    const completed = await turnCompleted(server, p.turnId);
    expect(completed.status).toBe('completed');
    expect(existsSync(join(p.cwd, 'denied.txt'))).toBe(false);
    expect(resolvedOf(server, p.request.id as string).map((m) => m.params)).toEqual([
      { threadId: p.threadId, turnId: p.turnId, requestId: p.request.id, decision: 'deny', reason: 'not today', metadata: { by: 'e2e' } },
    ]);
    const tool = toolItems(server, p.mark, p.threadId, 'call_deny_1');
    expect(labels(tool)).toEqual(['item/completed:toolCall']);
    expect(tool[0]!.params).toMatchObject({
      status: 'failed',
      payload: { toolName: 'write_file', arguments: { path: 'denied.txt', content: 'no' }, status: 'error', errorCode: 'tool_approval_denied', executionStarted: false, durationMs: null },
    });
  });

  it('a JSON-RPC error reply resolves as timeout with the error message as reason', async () => {
    model.script('error-reply', reply.tool('write_file', { path: 'err.txt', content: 'x' }, { id: 'call_err_1' }), reply.finish('fine'));
    const p = await turnAwaitingApproval(server, 'error-reply');
    await server.answerError(p.request.id, -32000, 'the dialog was closed');
    await turnCompleted(server, p.turnId);
    expect(existsSync(join(p.cwd, 'err.txt'))).toBe(false);
    expect(resolvedOf(server, p.request.id as string).map((m) => m.params)).toEqual([
      { threadId: p.threadId, turnId: p.turnId, requestId: p.request.id, decision: 'timeout', reason: 'the dialog was closed' },
    ]);
    expect(toolItems(server, p.mark, p.threadId, 'call_err_1').map((m) => m.params.payload.errorCode)).toEqual(['tool_approval_timeout']);
  });

  it('an unknown or missing decision in the reply counts as deny with reason "invalid approval response"', async () => {
    for (const [tag, result] of [
      ['invalid-a', { decision: 'ALLOW' }],
      ['invalid-b', {}],
    ] as const) {
      model.script(tag, reply.tool('write_file', { path: 'inv.txt', content: 'x' }), reply.finish('fine'));
      const p = await turnAwaitingApproval(server, tag);
      await server.answer(p.request.id, result);
      await turnCompleted(server, p.turnId);
      expect(existsSync(join(p.cwd, 'inv.txt'))).toBe(false);
      expect(resolvedOf(server, p.request.id as string).map((m) => [m.params.decision, m.params.reason])).toEqual([['deny', 'invalid approval response']]);
    }
  });
});

describe('approval/resolve', () => {
  it('resolves instead of the reply; later answers are ignored; approval/resolved is emitted once', async () => {
    model.script('resolve', reply.tool('write_file', { path: 'resolved.txt', content: 'via resolve' }, { id: 'call_res_1' }), reply.finish('done'));
    const p = await turnAwaitingApproval(server, 'resolve');
    const params = { threadId: p.threadId, turnId: p.turnId, requestId: p.request.id, decision: 'allow_session' };
    expect(await server.call('approval/resolve', params)).toEqual({});
    // First answer wins: the late reply to the server request and a second resolve are ignored / refused.
    await server.answer(p.request.id, { decision: 'deny' });
    await turnCompleted(server, p.turnId);
    expect(await server.callError('approval/resolve', { ...params, decision: 'deny' })).toMatchObject({ code: -32602, message: 'Unknown approval request' });
    expect(readFileSync(join(p.cwd, 'resolved.txt'), 'utf8')).toBe('via resolve');
    expect(resolvedOf(server, p.request.id as string).map((m) => m.params)).toEqual([
      { threadId: p.threadId, turnId: p.turnId, requestId: p.request.id, decision: 'allow_session' },
    ]);
  });

  it('wrong requestId, turnId or threadId, or an unknown decision, is -32602; the request stays pending', async () => {
    model.script('wrong-ids', reply.tool('write_file', { path: 'w.txt', content: 'w' }, { id: 'call_wrong_1' }), reply.finish('done'));
    const p = await turnAwaitingApproval(server, 'wrong-ids');
    const good = { threadId: p.threadId, turnId: p.turnId, requestId: p.request.id as string, decision: 'allow' };
    for (const bad of [
      { ...good, requestId: 'approval_does_not_exist' },
      { ...good, turnId: 'turn_does_not_exist' },
      { ...good, threadId: 'thread_does_not_exist' },
    ]) {
      expect(await server.callError('approval/resolve', bad), JSON.stringify(bad)).toMatchObject({ code: -32602, message: 'Unknown approval request' });
    }
    for (const decision of ['maybe', 'Allow', '']) {
      expect(await server.callError('approval/resolve', { ...good, decision })).toMatchObject({ code: -32602 });
    }
    expect(await server.callError('approval/resolve', { threadId: p.threadId, turnId: p.turnId, requestId: p.request.id })).toMatchObject({ code: -32602 });
    expect(resolvedOf(server, p.request.id as string)).toEqual([]);
    expect(await server.call('approval/resolve', good)).toEqual({});
    await turnCompleted(server, p.turnId);
    expect(existsSync(join(p.cwd, 'w.txt'))).toBe(true);
    expect(resolvedOf(server, p.request.id as string)).toHaveLength(1);
  });

  it('turn/interrupt with a pending approval: timeout with reason "turn interrupted"; the turn ends cancelled', async () => {
    model.script('interrupt-approval', reply.tool('write_file', { path: 'never.txt', content: 'x' }), reply.finish('not reached'));
    const p = await turnAwaitingApproval(server, 'interrupt-approval');
    expect(await server.call('turn/interrupt', { threadId: p.threadId, expectedTurnId: p.turnId })).toEqual({
      threadId: p.threadId,
      turnId: p.turnId,
      cancelled: true,
    });
    const completed = await turnCompleted(server, p.turnId);
    expect(completed).toMatchObject({ status: 'failed', completionReason: 'cancelled' });
    expect(typeof completed.error).toBe('string');
    expect(resolvedOf(server, p.request.id as string).map((m) => [m.params.decision, m.params.reason])).toEqual([['timeout', 'turn interrupted']]);
    expect(existsSync(join(p.cwd, 'never.txt'))).toBe(false);
  });
});

describe('approval timeout (VV_AGENT_APPROVAL_TIMEOUT_MS=300)', () => {
  let quick: AppServerProcess | undefined;
  afterAll(async () => {
    await quick?.dispose();
  });

  it('no answer: timeout with reason "server request timed out"; the tool does not run; a late answer is ignored', async () => {
    quick = await AppServerProcess.started({ ...model.serverOptions, ephemeral: true, env: { VV_AGENT_APPROVAL_TIMEOUT_MS: '300' } });
    model.script('timeout', reply.tool('write_file', { path: 'late.txt', content: 'x' }, { id: 'call_to_1' }), reply.finish('gave up waiting'));
    const p = await turnAwaitingApproval(quick, 'timeout');
    const resolved = await quick.waitForNotification('approval/resolved', { requestId: p.request.id });
    expect(resolved.params).toEqual({ threadId: p.threadId, turnId: p.turnId, requestId: p.request.id, decision: 'timeout', reason: 'server request timed out' });
    const completed = await turnCompleted(quick, p.turnId);
    expect(completed).toMatchObject({ status: 'completed', finalOutput: 'gave up waiting' });
    await quick.answer(p.request.id, { decision: 'allow' });
    // A round trip after the late answer: nothing was produced by it.
    const mark = quick.mark();
    await quick.call('model/list', {});
    expect(quick.since(mark)).toHaveLength(1);
    expect(existsSync(join(p.cwd, 'late.txt'))).toBe(false);
    expect(resolvedOf(quick, p.request.id as string)).toHaveLength(1);
    expect(toolItems(quick, p.mark, p.threadId, 'call_to_1').map((m) => [m.method, m.params.payload.errorCode])).toEqual([
      ['item/completed', 'tool_approval_timeout'],
    ]);
    expectNoViolations(quick);
  });
});

describe('owner disconnect (stdin EOF) with a pending approval', () => {
  let first: AppServerProcess | undefined;
  let second: AppServerProcess | undefined;
  afterAll(async () => {
    await first?.dispose();
    await second?.dispose();
  });

  it('resolves as timeout / client_disconnected; the tool does not run; the server exits 0 and the turn is stored', async () => {
    const stateDir = tempDir('vv-app-server-state-');
    first = await AppServerProcess.started({ ...model.serverOptions, stateDir });
    // After the refusal the model would be asked again: make that call stall so only cancellation ends the turn.
    model.script('disconnect', reply.tool('write_file', { path: 'gone.txt', content: 'x' }), reply.stall());
    const p = await turnAwaitingApproval(first, 'disconnect');
    expect(await first.close()).toEqual({ code: 0, signal: null });
    expectNoViolations(first);
    expect(existsSync(join(p.cwd, 'gone.txt'))).toBe(false);

    second = await AppServerProcess.started({ ...model.serverOptions, stateDir });
    const read = await second.call('thread/read', { threadId: p.threadId });
    expect(read.thread.status).toBe('idle');
    expect(read.turns).toHaveLength(1);
    expect(read.turns[0]).toMatchObject({ turnId: p.turnId, status: 'failed', result: { status: 'failed', completionReason: 'cancelled' } });
    const approval = read.items.find((i: any) => i.type === 'approval');
    expect(approval?.payload).toMatchObject({ requestId: p.request.id, decision: 'timeout', reason: 'client_disconnected' });
    expectNoViolations(second);
  });
});
