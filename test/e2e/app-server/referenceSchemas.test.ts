/**
 * Interop with the reference implementation (contract section 3): a client generated from its
 * published, closed schemas must accept every message this server writes. `AppServerProcess`
 * checks every line every end-to-end suite receives against them (`violations`); this file keeps
 * the fixture equal to the published schemas, proves the check rejects what such a client
 * rejects, and drives one session through every method and notification with 0 violations.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppServerProcess } from '../../support/appServerProcess.js';
import { gate, ModelRouter, reply } from '../../support/appServerModel.js';
import { referenceFixture, referenceProblems, referenceSchemaDir } from '../../support/referenceSchemas.js';
import { startThread, startTurn, tempDir, textInput, turnCompleted } from './helpers.js';

describe('the reference schemas', () => {
  it.skipIf(!existsSync(referenceSchemaDir))('the fixture is the published JsonRpcMessage.json', () => {
    expect(JSON.parse(readFileSync(referenceFixture, 'utf8'))).toEqual(JSON.parse(readFileSync(join(referenceSchemaDir, 'JsonRpcMessage.json'), 'utf8')));
  });

  it('reject extra keys, non-string schema texts and a non-empty approval/resolve result', () => {
    const thread = { threadId: 'thread_1', agentKey: 'default', cwd: null, status: 'idle' };
    expect(referenceProblems({ jsonrpc: '2.0', method: 'thread/started', params: thread })).toEqual([]);
    expect(referenceProblems({ jsonrpc: '2.0', method: 'thread/started', params: { ...thread, createdAt: 1 } })).not.toEqual([]);
    expect(referenceProblems({ jsonrpc: '2.0', id: 2, result: thread }, 'thread/start')).toEqual([]);
    expect(referenceProblems({ jsonrpc: '2.0', id: 2, result: { ...thread, metadata: {} } }, 'thread/start')).not.toEqual([]);
    expect(referenceProblems({ jsonrpc: '2.0', id: 5, result: {} }, 'approval/resolve')).toEqual([]);
    expect(referenceProblems({ jsonrpc: '2.0', id: 5, result: { requestId: 'a', decision: 'allow' } }, 'approval/resolve')).not.toEqual([]);
    expect(referenceProblems({ jsonrpc: '2.0', id: 6, result: { jsonSchema: { A: '{}' }, typescript: {} } }, 'schema/export')).toEqual([]);
    expect(referenceProblems({ jsonrpc: '2.0', id: 6, result: { jsonSchema: { A: {} }, typescript: {} } }, 'schema/export')).not.toEqual([]);
    const snapshot = { thread: { ...thread, createdAt: 1, updatedAt: 1, archivedAt: null, metadata: {} }, turns: [], items: [] };
    expect(referenceProblems({ jsonrpc: '2.0', id: 4, result: snapshot }, 'thread/resume')).toEqual([]);
    expect(referenceProblems({ jsonrpc: '2.0', id: 4, result: { ...snapshot, subscribed: true } }, 'thread/resume')).not.toEqual([]);
    expect(referenceProblems({ jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } })).toEqual([]);
  });
});

describe('one session through every method and notification', () => {
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

  it('every message validates against the reference schemas (0 violations)', async () => {
    const cwd = tempDir();
    const threadId = await startThread(server, { agentKey: 'default', cwd, metadata: { title: 'reference' } });

    // A turn with streamed text, an approved tool call, a steer and a follow-up.
    const open = gate();
    model.script(
      'ref',
      reply.gated(reply.tool('write_file', { path: 'ref.txt', content: 'ok' }, { text: ['Writing ', 'the file.'] }), open.promise),
      reply.finish('written', ['Done', '.']),
    );
    model.script('ref-follow', reply.finish('followed'));
    const turnId = await startTurn(server, threadId, '[[ref]] write it');
    await model.waitForRequest('ref', 1);
    await server.call('turn/steer', { threadId, expectedTurnId: turnId, input: textInput('steered') });
    await server.call('turn/followUp', { threadId, expectedTurnId: turnId, input: textInput('[[ref-follow]] again') });
    open.open();
    const request = await server.waitForServerRequest('approval/request', { turnId });
    await server.call('approval/resolve', { threadId, turnId, requestId: request.id, decision: 'allow' });
    await turnCompleted(server, turnId);
    const followUp = await server.waitFor((m) => m.method === 'turn/started' && m.params?.threadId === threadId && m.params?.turnId !== turnId);
    await turnCompleted(server, followUp.params.turnId as string);

    // An interrupted turn, a warning-free archive, and every other method.
    model.script('stalled', reply.stall(['partial']));
    const second = await startThread(server);
    const stalledTurn = await startTurn(server, second, '[[stalled]] wait');
    await server.waitForNotification('item/agentMessage/delta', { turnId: stalledTurn });
    await server.call('turn/interrupt', { threadId: second, expectedTurnId: stalledTurn });
    await turnCompleted(server, stalledTurn);

    await server.call('thread/read', { threadId });
    await server.call('thread/resume', { threadId });
    await server.call('thread/unsubscribe', { threadId });
    await server.waitForNotification('thread/closed', { threadId });
    await server.call('thread/resume', { threadId, subscribe: false });
    await server.call('thread/list', { includeArchived: true, offset: 0, limit: 10 });
    await server.call('thread/archive', { threadId: second });
    await server.waitForNotification('thread/archived', { threadId: second });
    await server.call('model/list', {});
    await server.call('schema/export', {});
    await server.callError('thread/read', { threadId: 'thread_missing' });
    await server.sendRaw('not json\n');
    await server.waitFor((m) => m.id === null && m.error?.code === -32700);

    const seen = new Set(server.log.map((m) => (typeof m.method === 'string' ? m.method : 'error' in m ? 'error' : 'result')));
    for (const kind of [
      'result',
      'error',
      'thread/started',
      'thread/status/changed',
      'thread/archived',
      'thread/closed',
      'turn/started',
      'turn/completed',
      'item/started',
      'item/completed',
      'item/agentMessage/delta',
      'item/toolCall/delta',
      'approval/requested',
      'approval/request',
      'approval/resolved',
    ]) {
      expect(seen, kind).toContain(kind);
    }
    expect(server.violations).toEqual([]);
  });
});
