/**
 * The host provider boundary of the real AppServerProcessor (seed: Host Provider; contract
 * section 8): what the host is asked on every turn, what a failing host does to turn/start and to
 * a follow-up, and a processor without a host.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { Harness, rpcFailure, settle, step, textInput } from './harness.js';

let harness: Harness | undefined;

afterEach(async () => {
  await harness?.dispose();
  harness = undefined;
});

describe('host calls on turn/start', () => {
  it('a throwing resolveAgent or buildRunConfig is -32603 with the host message and leaves no turn', async () => {
    const h = (harness = new Harness());
    const host = h.host!;
    const a = await h.connect('a');
    const threadId = await h.startThread(a, { agentKey: 'coder', metadata: { tenant: 'acme', title: 'Investigate' } });
    const mark = a.mark();

    host.failResolveAgent = 'tenant acme is suspended';
    const noAgent = await rpcFailure(a.client.turnStart({ threadId, input: textInput('hello'), metadata: { title: 'per turn' } }));
    expect([noAgent.code, noAgent.message]).toEqual([-32603, 'tenant acme is suspended']);
    expect(host.calls.map((c) => c.method)).toEqual(['resolveAgent']);

    host.failResolveAgent = null;
    host.failBuildRunConfig = 'no credentials for acme';
    const noConfig = await rpcFailure(a.client.turnStart({ threadId, input: textInput('hello') }));
    expect([noConfig.code, noConfig.message]).toEqual([-32603, 'no credentials for acme']);
    expect(host.calls.map((c) => c.method)).toEqual(['resolveAgent', 'resolveAgent', 'buildRunConfig']);

    await settle();
    const read = await a.client.threadRead({ threadId });
    expect(read.turns).toEqual([]);
    expect(read.items).toEqual([]);
    expect(read.thread.status).toBe('idle');
    // Nothing was announced either: no status change, no turn/started.
    expect(a.notifications(mark)).toEqual([]);
    expect(h.processor.activeTurnCount()).toBe(0);

    // The thread is not wedged: the next turn/start works.
    host.failBuildRunConfig = null;
    const turnId = await h.startTurn(a, threadId, 'hello again');
    expect(await a.turnCompleted(turnId)).toMatchObject({ status: 'completed', finalOutput: 'done' });
    expect((await a.client.threadRead({ threadId })).turns.map((t) => t.turnId)).toEqual([turnId]);
    h.expectNoClientErrors();
  });

  it('the host gets {threadId, agentKey, cwd, metadata} with turn metadata over thread metadata, on every turn', async () => {
    const h = (harness = new Harness());
    const host = h.host!;
    const a = await h.connect('a');
    const threadId = await h.startThread(a, { agentKey: 'coder', metadata: { tenant: 'acme', title: 'Investigate', nested: { keep: true } } });

    const first = await h.startTurn(a, threadId, 'one', { metadata: { title: 'per turn', model: 'big' } });
    await a.turnCompleted(first);
    await h.turnsReleased();
    const second = await h.startTurn(a, threadId, 'two');
    await a.turnCompleted(second);
    await h.turnsReleased();
    const third = await h.startTurn(a, threadId, 'three', { metadata: { nested: { keep: false } } });
    await a.turnCompleted(third);

    const base = { threadId, agentKey: 'coder', cwd: h.workspace };
    const firstRequest = { ...base, metadata: { tenant: 'acme', title: 'per turn', nested: { keep: true }, model: 'big' } };
    const secondRequest = { ...base, metadata: { tenant: 'acme', title: 'Investigate', nested: { keep: true } } };
    const thirdRequest = { ...base, metadata: { tenant: 'acme', title: 'Investigate', nested: { keep: false } } };
    expect(host.calls).toEqual([
      { method: 'resolveAgent', request: firstRequest },
      { method: 'buildRunConfig', request: firstRequest },
      { method: 'resolveAgent', request: secondRequest },
      { method: 'buildRunConfig', request: secondRequest },
      { method: 'resolveAgent', request: thirdRequest },
      { method: 'buildRunConfig', request: thirdRequest },
    ]);
    // Turn metadata is for that turn only: the stored thread keeps its own.
    expect((await a.client.threadRead({ threadId })).thread.metadata).toEqual({ tenant: 'acme', title: 'Investigate', nested: { keep: true } });
    h.expectNoClientErrors();
  });

  it('a thread without cwd is asked with cwd null', async () => {
    const h = (harness = new Harness());
    const a = await h.connect('a');
    const thread = await a.client.threadStart({});
    expect(thread.cwd).toBeNull();
    const turnId = await h.startTurn(a, thread.threadId, 'hi');
    await a.turnCompleted(turnId);
    expect(h.host!.calls.map((c) => c.request)).toEqual([
      { threadId: thread.threadId, agentKey: 'default', cwd: null, metadata: {} },
      { threadId: thread.threadId, agentKey: 'default', cwd: null, metadata: {} },
    ]);
    h.expectNoClientErrors();
  });
});

describe('a follow-up whose host call fails', () => {
  it('emits error/warning (follow_up_failed) and leaves the thread idle with no new turn', async () => {
    const h = (harness = new Harness({
      script: {
        turns: [
          { steps: [step.tool('write_file', { path: 'f.txt', content: 'f' }, 'call_f')] },
          { steps: [step.finish('first done')] },
          { steps: [step.finish('later done')] },
        ],
      },
    }));
    const host = h.host!;
    const a = await h.connect('owner');
    const b = await h.connect('watcher');
    const threadId = await h.startThread(a, { metadata: { tenant: 'acme' } });
    await b.client.threadResume({ threadId });
    const turnId = await h.startTurn(a, threadId, 'first', { metadata: { once: true } });
    const request = await a.waitForServerRequest('approval/request', turnId);

    expect(await a.client.turnFollowUp({ threadId, expectedTurnId: turnId, input: textInput('then this') })).toEqual({ threadId, turnId, queued: true });
    host.failBuildRunConfig = 'quota exceeded for acme';
    const markA = a.mark();
    a.client.respond(request.id, { decision: 'allow' });

    expect(await a.turnCompleted(turnId)).toMatchObject({ status: 'completed', finalOutput: 'first done' });
    const warning = await a.waitForNotification('error/warning', undefined, markA);
    expect(warning.code).toBe('follow_up_failed');
    expect(warning.message).toContain('quota exceeded for acme');
    expect(await b.waitForNotification('error/warning')).toEqual(warning);

    // The host was asked for the follow-up, with the thread's metadata (not the first turn's).
    expect(host.calls.map((c) => c.method)).toEqual(['resolveAgent', 'buildRunConfig', 'resolveAgent', 'buildRunConfig']);
    expect(host.calls[2]!.request).toEqual({ threadId, agentKey: 'default', cwd: h.workspace, metadata: { tenant: 'acme' } });

    await settle();
    const read = await a.client.threadRead({ threadId });
    expect(read.thread.status).toBe('idle');
    expect(read.turns.map((t) => [t.turnId, t.status])).toEqual([[turnId, 'completed']]);
    expect(a.ofMethod('turn/started', markA)).toEqual([]);
    expect(a.notifications(markA).at(-1)?.method).toBe('error/warning');
    expect(h.processor.activeTurnCount()).toBe(0);

    // Idle for real: a new turn starts and runs.
    host.failBuildRunConfig = null;
    const next = await h.startTurn(a, threadId, 'again');
    expect(await a.turnCompleted(next)).toMatchObject({ status: 'completed', finalOutput: 'later done' });
    h.expectNoClientErrors();
  });
});

describe('a processor without a host', () => {
  it('says threadLifecycle false, refuses lifecycle methods with -32603, serves model/list and schema/export', async () => {
    const h = (harness = new Harness({ host: false }));
    const a = await h.connect('a', { initialize: false });
    const init = await a.client.initialize({ clientInfo: { name: 'catalog-only', version: '1' } });
    expect(init).toEqual({
      userAgent: 'vv-agent-app-server',
      protocolVersion: 'v1',
      capabilities: { modelList: true, threadLifecycle: false, notificationOptOut: true, schemaExport: true, approvalResolve: true },
    });

    const refused = await rpcFailure(a.client.threadStart({ cwd: h.workspace }));
    expect([refused.code, refused.message]).toEqual([-32603, 'App Server runtime is not configured']);
    for (const call of [
      () => a.client.threadList(),
      () => a.client.threadRead({ threadId: 'thread_1' }),
      () => a.client.turnStart({ threadId: 'thread_1', input: textInput('x') }),
    ]) {
      const error = await rpcFailure(call());
      expect([error.code, error.message]).toEqual([-32603, 'App Server runtime is not configured']);
    }
    // Params are still checked first (contract section 2, order of checks).
    const badParams = await rpcFailure(a.client.rawRequest('thread/read', {}));
    expect(badParams.code).toBe(-32602);

    expect(await a.client.modelList()).toEqual({ models: [] });
    expect(await a.client.modelList({})).toEqual({ models: [] });

    const exported = await a.client.schemaExport({});
    expect(Object.keys(exported.jsonSchema).length).toBeGreaterThan(0);
    expect(exported.jsonSchema).toHaveProperty('ClientRequest');
    expect(JSON.parse(exported.jsonSchema['ClientRequest'] as string)).toMatchObject({ title: 'ClientRequest' });
    const tsFiles = Object.keys(exported.typescript);
    expect(tsFiles.length).toBeGreaterThan(0);
    for (const file of tsFiles) {
      expect(file).toMatch(/\.ts$/);
      expect(typeof exported.typescript[file]).toBe('string');
    }
    expect(await a.client.schemaExport()).toEqual(exported);
    expect(h.store.listThreads({})).toEqual([]);
    h.expectNoClientErrors();
  });
});
