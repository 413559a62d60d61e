/**
 * The durable thread store and the process lifecycle (contract section 8): persistence across a
 * restart, recovery after `kill -9` during a turn, stdin EOF and SIGTERM during an active turn.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openThreadStore } from '../../../src/lib/app-server/index.js';
import { AppServerProcess } from '../../support/appServerProcess.js';
import { ModelRouter, reply } from '../../support/appServerModel.js';
import { eventually, expectNoViolations, startThread, startTurn, tempDir, textInput, turnCompleted } from './helpers.js';

let model: ModelRouter;
const processes: AppServerProcess[] = [];

/** Spawns (and initializes) a server on `stateDir`, disposed after the file. */
async function serve(stateDir: string): Promise<AppServerProcess> {
  const server = await AppServerProcess.started({ ...model.serverOptions, stateDir });
  processes.push(server);
  return server;
}

beforeAll(async () => {
  model = await ModelRouter.start();
});

afterAll(async () => {
  for (const p of processes) await p.dispose();
  await model?.close();
});

afterEach(() => {
  for (const p of processes) expectNoViolations(p);
});

describe('persistence (--state-dir)', () => {
  it('threads, turns and items are replayed by thread/read after a restart', async () => {
    const stateDir = tempDir('vv-app-server-state-');
    const first = await serve(stateDir);
    model.script('persist', reply.tool('list_files', {}, { id: 'call_p1' }), reply.finish('persisted answer', ['persisted ', 'answer']));
    const cwd = tempDir();
    const threadId = await startThread(first, { cwd, agentKey: 'default', metadata: { title: 'keep me' } });
    const turnId = await startTurn(first, threadId, '[[persist]] remember this');
    const completed = await turnCompleted(first, turnId);
    expect(completed.status).toBe('completed');
    const archivedId = await startThread(first, { metadata: { title: 'archived one' } });
    await first.call('thread/archive', { threadId: archivedId });
    const before = await first.call('thread/read', { threadId });
    const listBefore = await first.call('thread/list', { includeArchived: true });
    expect(await first.close()).toEqual({ code: 0, signal: null });

    const second = await serve(stateDir);
    const after = await second.call('thread/read', { threadId });
    expect(after).toEqual(before);
    expect(after.turns[0].result).toEqual(completed);
    expect(after.items.map((i: any) => i.type)).toEqual(expect.arrayContaining(['userMessage', 'agentMessage', 'toolCall']));
    expect(await second.call('thread/list', { includeArchived: true })).toEqual(listBefore);
    expect((await second.call('thread/read', { threadId: archivedId })).thread.status).toBe('archived');
    // Ids keep counting: a new thread never reuses a stored id.
    const fresh = await startThread(second);
    expect(listBefore.threads.map((t: any) => t.threadId)).not.toContain(fresh);
    // And the replayed thread takes new turns.
    model.script('persist-2', reply.finish('second life'));
    const next = await startTurn(second, threadId, '[[persist-2]] again');
    expect((await turnCompleted(second, next)).finalOutput).toBe('second life');
    expect(next).not.toBe(turnId);
    expect((await second.call('thread/read', { threadId })).turns.map((t: any) => t.turnId)).toEqual([turnId, next]);
  });

  it('the default state dir is $VV_AGENT_HOME', async () => {
    const home = tempDir('vv-app-server-home-');
    const env = { VV_AGENT_HOME: home };
    const first = AppServerProcess.start({ env, rawArgs: ['--listen', 'stdio', '--settings', model.settingsPath, '--backend', 'local', '--model', 'fake-model'] });
    processes.push(first);
    await first.initialize();
    const threadId = await startThread(first, { metadata: { where: 'home' } });
    expect(await first.close()).toEqual({ code: 0, signal: null });
    const second = AppServerProcess.start({ env, rawArgs: ['--listen', 'stdio', '--settings', model.settingsPath, '--backend', 'local', '--model', 'fake-model'] });
    processes.push(second);
    await second.initialize();
    expect((await second.call('thread/read', { threadId })).thread.metadata).toEqual({ where: 'home' });
  });

  it('--ephemeral keeps nothing', async () => {
    const stateDir = tempDir('vv-app-server-state-');
    const first = AppServerProcess.start({ ...model.serverOptions, ephemeral: true, env: { VV_AGENT_HOME: stateDir } });
    processes.push(first);
    await first.initialize();
    const threadId = await startThread(first);
    expect(await first.close()).toEqual({ code: 0, signal: null });
    const second = AppServerProcess.start({ ...model.serverOptions, ephemeral: true, env: { VV_AGENT_HOME: stateDir } });
    processes.push(second);
    await second.initialize();
    expect(await second.callError('thread/read', { threadId })).toMatchObject({ code: -32020 });
    expect((await second.call('thread/list', { includeArchived: true })).threads).toEqual([]);
  });
});

describe('crash recovery', () => {
  it('after kill -9 during a stalled turn, a restart marks the turn failed (server stopped) and the thread idle', async () => {
    const stateDir = tempDir('vv-app-server-state-');
    const first = await serve(stateDir);
    model.script('crash', reply.stall(['thinking...']));
    const threadId = await startThread(first);
    const turnId = await startTurn(first, threadId, '[[crash]] take forever');
    await first.waitForNotification('item/agentMessage/delta', { turnId });
    const running = await first.call('thread/read', { threadId });
    expect(running.thread.status).toBe('running');
    // AppTurn: completedAt is null until known; runId is known once the runner started.
    expect(running.turns[0]).toMatchObject({ turnId, status: 'running', completedAt: null, runId: expect.any(String) });
    // The text the client was shown is stored while the message still streams (at a bounded rate).
    const storedText = async (server: AppServerProcess): Promise<unknown> =>
      (await server.call('thread/read', { threadId })).items.find((i: any) => i.type === 'agentMessage')?.payload.text;
    await eventually(async () => (await storedText(first)) === 'thinking...', 'the streamed text is stored');
    const exit = await first.kill('SIGKILL');
    expect(exit.signal).toBe('SIGKILL');

    const second = await serve(stateDir);
    const read = await second.call('thread/read', { threadId });
    expect(read.thread.status).toBe('idle');
    expect(read.turns).toHaveLength(1);
    const turn = read.turns[0];
    expect(turn).toMatchObject({ turnId, status: 'failed', input: textInput('[[crash]] take forever') });
    expect(Number.isInteger(turn.completedAt)).toBe(true);
    expect(turn.result).toMatchObject({ threadId, turnId, status: 'failed' });
    expect(turn.result.error).toMatch(/server stopped/i);
    expect((await second.call('thread/list', {})).threads.find((t: any) => t.threadId === threadId).status).toBe('idle');
    // What the client saw streamed survived the kill.
    expect(await storedText(second)).toBe('thinking...');
    // The thread is usable again.
    model.script('crash-after', reply.finish('recovered'));
    const next = await startTurn(second, threadId, '[[crash-after]] again');
    expect((await turnCompleted(second, next)).finalOutput).toBe('recovered');
  });
});

describe('one server per state directory (a lock)', () => {
  it('a second server on the same state dir refuses to start, naming the holder; the first keeps its live turn', async () => {
    const stateDir = tempDir('vv-app-server-state-');
    const first = await serve(stateDir);
    model.script('locked', reply.stall(['still going']));
    const threadId = await startThread(first);
    const turnId = await startTurn(first, threadId, '[[locked]] run long');
    await first.waitForNotification('item/agentMessage/delta', { turnId });

    const second = AppServerProcess.start({ ...model.serverOptions, stateDir });
    processes.push(second);
    const exit = await second.waitExit();
    expect(exit.code, second.stderr).toBe(2);
    const lines = second.stderr.split('\n').filter((l) => l.trim() !== '');
    expect(lines, second.stderr).toHaveLength(1);
    expect(lines[0]).toContain(stateDir);
    expect(lines[0]).toContain(`pid ${first.pid}`);
    expect(second.log).toEqual([]);

    // The refused server touched nothing: the first one's turn is still running, not recovered as failed.
    const read = await first.call('thread/read', { threadId });
    expect(read.thread.status).toBe('running');
    expect(read.turns[0]).toMatchObject({ turnId, status: 'running' });
    await first.call('turn/interrupt', { threadId });
    await turnCompleted(first, turnId);
    expect(await first.close()).toEqual({ code: 0, signal: null });

    // Released on exit: the next server starts.
    const third = await serve(stateDir);
    expect((await third.call('thread/read', { threadId })).turns[0]).toMatchObject({ turnId, status: 'failed' });
  });

  it('a server killed with -9 leaves no stale lock', async () => {
    const stateDir = tempDir('vv-app-server-state-');
    const first = await serve(stateDir);
    await startThread(first);
    await first.kill('SIGKILL');
    const second = await serve(stateDir);
    expect((await second.call('thread/list', {})).threads).toHaveLength(1);
  });
});

describe('stdin EOF', () => {
  it('during an active turn: the turn ends failed/cancelled, is persisted, and the server exits 0', async () => {
    const stateDir = tempDir('vv-app-server-state-');
    const first = await serve(stateDir);
    model.script('eof', reply.stall(['working']));
    const threadId = await startThread(first);
    const turnId = await startTurn(first, threadId, '[[eof]] long job');
    await first.waitForNotification('item/agentMessage/delta', { turnId });
    const startedAt = Date.now();
    expect(await first.close()).toEqual({ code: 0, signal: null });
    expect(Date.now() - startedAt).toBeLessThan(15_000);

    const second = await serve(stateDir);
    const read = await second.call('thread/read', { threadId });
    expect(read.thread.status).toBe('idle');
    expect(read.turns[0]).toMatchObject({ turnId, status: 'failed', result: { turnId, status: 'failed', completionReason: 'cancelled' } });
    expect(typeof read.turns[0].result.error).toBe('string');
  });

  it('answers every request read before EOF, then exits 0', async () => {
    const server = AppServerProcess.start({ ...model.serverOptions, ephemeral: true });
    processes.push(server);
    const lines = [
      { jsonrpc: '2.0', id: 1, method: 'initialize', params: { clientInfo: { name: 'eof', version: '1' } } },
      { jsonrpc: '2.0', method: 'initialized' },
      { jsonrpc: '2.0', id: 2, method: 'thread/start', params: {} },
      { jsonrpc: '2.0', id: 3, method: 'model/list', params: {} },
      { jsonrpc: '2.0', id: 4, method: 'schema/export', params: {} },
    ];
    // The last line has no newline: it still counts at EOF.
    await server.sendRaw(lines.map((l) => JSON.stringify(l)).join('\n'));
    expect(await server.close()).toEqual({ code: 0, signal: null });
    const ids = server.log.filter((m) => m.method === undefined).map((m) => m.id);
    expect(ids).toEqual([1, 2, 3, 4]);
    expect(server.log.filter((m) => 'error' in m)).toEqual([]);
    expect(server.log.some((m) => m.method === 'thread/started')).toBe(true);
  });
});

describe('SIGTERM', () => {
  it('while a turn waits for approval: the stored approval, like the turn, says the server shut down', async () => {
    const stateDir = tempDir('vv-app-server-state-');
    const server = await serve(stateDir);
    model.script('sigterm-approval', reply.tool('write_file', { path: 'never.txt', content: 'no' }, { id: 'call_sigterm_1' }), reply.finish('not reached'));
    const threadId = await startThread(server, { cwd: tempDir() });
    const turnId = await startTurn(server, threadId, '[[sigterm-approval]] write it');
    const request = await server.waitForServerRequest('approval/request', { turnId });
    expect(await server.kill('SIGTERM')).toEqual({ code: 0, signal: null });

    const store = openThreadStore({ stateDir });
    try {
      expect(store.getTurn(turnId)).toMatchObject({ status: 'failed', result: { completionReason: 'cancelled', error: 'run cancelled: App Server shutting down' } });
      const approval = store.listItems(threadId).find((i) => i.type === 'approval');
      expect(approval).toMatchObject({ status: 'completed', payload: { requestId: request.id, decision: 'timeout', reason: 'App Server shutting down' } });
      const tool = store.listItems(threadId).find((i) => i.type === 'toolCall' && i.payload['toolCallId'] === 'call_sigterm_1');
      expect(tool?.payload).toMatchObject({ executionStarted: false, output: expect.stringContaining('App Server shutting down') });
    } finally {
      store.close();
    }
  });
});
