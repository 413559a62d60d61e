/**
 * Turns end to end over a real model (OpenAI-compatible fake over loopback HTTP): ordering rules
 * (contract section 4), item projection (section 5), turn results (section 6), steer, follow-up,
 * interrupt and the expectedTurnId guard (section 3).
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AppServerProcess, type WireMessage } from '../../support/appServerProcess.js';
import { FAKE_MODEL_ID, FAKE_MODEL_KEY, gate, ModelRouter, reply, userMessages } from '../../support/appServerModel.js';
import {
  eventually,
  expectNoViolations,
  itemsFromNotifications,
  labels,
  ofThread,
  startThread,
  startTurn,
  tempDir,
  textInput,
  turnCompleted,
} from './helpers.js';

/** The seed's turn/completed tokenUsage for 10 prompt tokens (0 cached) and 4 completion tokens. */
const SEED_TOKEN_USAGE = {
  schema_version: 'vv-agent.task-token-usage.v1',
  input_tokens: 10,
  output_tokens: 4,
  total_tokens: 14,
  reasoning_tokens: null,
  cache_usage: { status: 'provider_reported', read_input_tokens: 0, write_input_tokens: null, uncached_input_tokens: 10, source: 'aggregate' },
  cycles: [
    {
      cycle_index: 1,
      usage: {
        schema_version: 'vv-agent.token-usage.v1',
        input_tokens: 10,
        output_tokens: 4,
        total_tokens: 14,
        reasoning_tokens: null,
        usage_source: 'provider_reported',
        cache_usage: { status: 'provider_reported', read_input_tokens: 0, write_input_tokens: null, uncached_input_tokens: 10, source: 'provider_usage' },
        provider_usage: { prompt_tokens: 10, completion_tokens: 4, total_tokens: 14, prompt_tokens_details: { cached_tokens: 0 } },
      },
    },
  ],
};

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

describe('turn/start ordering (contract section 4)', () => {
  it('answers, then thread/status/changed(running), turn/started, items, thread/status/changed(idle), turn/completed', async () => {
    model.script('order', reply.finish('The workspace contains...', ['The workspace ', 'contains...']));
    const threadId = await startThread(server);
    const mark = server.mark();
    const turnId = await startTurn(server, threadId, '[[order]] Summarize the workspace');
    const completed = await turnCompleted(server, turnId);
    const log = server.since(mark);

    const responseAt = log.findIndex((m) => m.method === undefined && m.result?.turnId === turnId);
    const own = log.slice(responseAt + 1).filter((m) => m.method !== undefined && (m.params?.threadId === threadId));
    expect(responseAt).toBeGreaterThanOrEqual(0);
    const sequence = labels(own);
    expect(sequence[0]).toBe('thread/status/changed(running)');
    expect(sequence[1]).toBe('turn/started');
    expect(sequence.slice(-2)).toEqual(['thread/status/changed(idle)', 'turn/completed']);
    const middle = sequence.slice(2, -2);
    expect(middle.length).toBeGreaterThan(0);
    for (const label of middle) expect(label).toMatch(/^item\//);
    // Nothing of this thread before the response.
    expect(log.slice(0, responseAt).filter((m) => m.params?.threadId === threadId)).toEqual([]);

    const started = own[1] as WireMessage;
    expect(started.params).toMatchObject({ threadId, turnId });
    expect(completed).toMatchObject({
      threadId,
      turnId,
      runId: started.params.runId,
      status: 'completed',
      completionReason: 'tool_finish',
      completionToolName: 'task_finish',
      finalOutput: 'The workspace contains...',
    });
    expect(completed.tokenUsage).toEqual(SEED_TOKEN_USAGE);
    // Absent optional fields are omitted, never null (contract section 6).
    for (const [key, value] of Object.entries(completed)) expect(value, key).not.toBeNull();
    expect(completed).not.toHaveProperty('error');
  });

  it('thread/read right after turn/completed already shows the final state', async () => {
    model.script('final-state', reply.finish('all done', ['all ', 'done']));
    const threadId = await startThread(server, { metadata: { title: 'final state' } });
    const mark = server.mark();
    const turnId = await startTurn(server, threadId, '[[final-state]] go');
    const completed = await turnCompleted(server, turnId);
    const read = await server.call('thread/read', { threadId });
    expect(read.thread).toMatchObject({ threadId, status: 'idle', metadata: { title: 'final state' }, archivedAt: null });
    expect(read.turns).toHaveLength(1);
    expect(read.turns[0]).toMatchObject({ turnId, threadId, runId: completed.runId, status: 'completed', input: textInput('[[final-state]] go') });
    expect(Number.isInteger(read.turns[0].startedAt)).toBe(true);
    expect(Number.isInteger(read.turns[0].completedAt)).toBe(true);
    expect(read.turns[0].result).toEqual(completed);
    // The store keeps one row per item, in its final state: exactly what the notifications ended with.
    const notified = itemsFromNotifications(ofThread(server.since(mark), threadId));
    expect(read.items).toEqual(notified);
    expect(new Set(read.items.map((i: any) => i.itemId)).size).toBe(read.items.length);
  });

  // Contract section 6: text parts joined with newlines, anything else (non-text objects, a text
  // that is not a string, whatever the type) as the object's JSON, empty parts dropped. The second
  // case was -32602 "params.input.1.text must be string" before (the schema typed text and type).
  it.each([
    [
      'text parts joined with newlines, non-text objects as JSON, empty parts dropped',
      'input-join',
      [{ type: 'text', text: '[[input-join]] first' }, { type: 'text', text: '' }, { type: 'image', url: 'https://example.invalid/x.png' }, { type: 'text', text: 'last' }],
      '[[input-join]] first\n{"type":"image","url":"https://example.invalid/x.png"}\nlast',
    ],
    [
      "an object whose text is not a string counts as its JSON, whatever its type (the reference's InputItem)",
      'input-any',
      [{ type: 'text', text: '[[input-any]] first' }, { type: 'text', text: 5 }, { type: 7, text: 'typed oddly' }, { text: null }],
      '[[input-any]] first\n{"type":"text","text":5}\ntyped oddly\n{"text":null}',
    ],
  ])('turn input: %s (contract section 6)', async (_what, key, input, modelSees) => {
    model.script(key, reply.finish('ok'));
    const threadId = await startThread(server);
    const { turnId } = await server.call('turn/start', { threadId, input });
    await turnCompleted(server, turnId);
    const [request] = model.requests(key);
    expect(userMessages(request!)).toEqual([modelSees]);
    const read = await server.call('thread/read', { threadId });
    expect(read.turns[0].input).toEqual(input);
  });
});

describe('items (contract section 5)', () => {
  it('an agent message has one itemId for item/started, its deltas and item/completed', async () => {
    model.script('deltas', reply.finish('done', ['Hel', 'lo ', 'world']));
    const threadId = await startThread(server);
    const mark = server.mark();
    const turnId = await startTurn(server, threadId, '[[deltas]] hi');
    await turnCompleted(server, turnId);
    const own = ofThread(server.since(mark), threadId);
    const deltas = own.filter((m) => m.method === 'item/agentMessage/delta');
    expect(deltas.map((d) => d.params.delta)).toEqual(['Hel', 'lo ', 'world']);
    expect(deltas.map((d) => d.params.payload)).toEqual([{ text: 'Hel' }, { text: 'lo ' }, { text: 'world' }]);
    const itemId = deltas[0]!.params.itemId;
    for (const d of deltas) expect(d.params).toMatchObject({ itemId, threadId, turnId, type: 'agentMessage', status: 'inProgress' });
    const completions = own.filter((m) => m.method === 'item/completed' && m.params.type === 'agentMessage');
    expect(completions).toHaveLength(1);
    expect(completions[0]!.params).toMatchObject({ itemId, status: 'completed', payload: { text: 'Hello world' } });
    // Timestamps are integer milliseconds.
    for (const m of own.filter((x) => x.method?.startsWith('item/'))) {
      expect(Number.isInteger(m.params.createdAt)).toBe(true);
      expect(Number.isInteger(m.params.updatedAt)).toBe(true);
    }
    const read = await server.call('thread/read', { threadId });
    expect(read.items.filter((i: any) => i.itemId === itemId)).toEqual([completions[0]!.params]);
  });

  it('a tool call: item/started, item/toolCall/delta and item/completed share one itemId and toolCallId', async () => {
    model.script('tool-item', reply.tool('task_finish', { message: 'finished!' }, { id: 'call_finish_1' }));
    const threadId = await startThread(server);
    const mark = server.mark();
    const turnId = await startTurn(server, threadId, '[[tool-item]] finish');
    const completed = await turnCompleted(server, turnId);
    expect(completed).toMatchObject({ status: 'completed', completionReason: 'tool_finish', finalOutput: 'finished!' });
    const tool = ofThread(server.since(mark), threadId).filter((m) => m.params?.type === 'toolCall');
    expect(labels(tool)).toEqual(['item/started:toolCall', 'item/toolCall/delta:toolCall', 'item/completed:toolCall']);
    const itemIds = new Set(tool.map((m) => m.params.itemId));
    expect(itemIds.size).toBe(1);
    for (const m of tool) expect(m.params.payload.toolCallId).toBe('call_finish_1');
    expect(tool[2]!.params.status).toBe('completed');
    expect(tool[2]!.params.payload).toMatchObject({
      toolCallId: 'call_finish_1',
      toolName: 'task_finish',
      status: 'success',
      directive: 'finish',
      errorCode: null,
      executionStarted: true,
      toolMetadata: { sideEffect: 'none', idempotency: 'supported', terminal: true, capabilityTags: ['control.finish'], costDimensions: [] },
    });
    expect(Number.isInteger(tool[2]!.params.payload.durationMs)).toBe(true);
  });

  it('a tool refused before execution gives only a failed item/completed (executionStarted false, durationMs null)', async () => {
    model.script('refused', reply.tool('no_such_tool', { x: 1 }, { id: 'call_refused_1' }), reply.finish('gave up'));
    const threadId = await startThread(server);
    const mark = server.mark();
    const turnId = await startTurn(server, threadId, '[[refused]] try it');
    await turnCompleted(server, turnId);
    const about = ofThread(server.since(mark), threadId).filter((m) => m.params?.payload?.toolCallId === 'call_refused_1');
    expect(labels(about)).toEqual(['item/completed:toolCall']);
    expect(about[0]!.params).toMatchObject({
      status: 'failed',
      payload: { toolCallId: 'call_refused_1', toolName: 'no_such_tool', status: 'error', errorCode: 'tool_not_allowed', executionStarted: false, durationMs: null },
    });
    // The model was told, and the run went on.
    const second = model.requests('refused')[1];
    expect(JSON.stringify(second?.body)).toContain('tool_not_allowed');
  });

  it('tools run in the thread cwd (contract section 5)', async () => {
    const cwd = tempDir();
    writeFileSync(join(cwd, 'marker-file.txt'), 'x');
    model.script('cwd', reply.tool('list_files', {}), reply.finish('listed'));
    const threadId = await startThread(server, { cwd });
    const turnId = await startTurn(server, threadId, '[[cwd]] list');
    const completed = await turnCompleted(server, turnId);
    expect(completed.status).toBe('completed');
    const second = model.requests('cwd')[1];
    const toolMessage = (second?.body as any).messages.find((m: any) => m.role === 'tool');
    expect(toolMessage.content).toContain('marker-file.txt');
  });
});

describe('a thread is one conversation', () => {
  it('a later turn gives the model the earlier turns (answered ones) before its own input', async () => {
    model.script('conv1', reply.finish('first answer'));
    model.script('conv3', reply.finish('third answer'));
    const threadId = await startThread(server);
    expect(await turnCompleted(server, await startTurn(server, threadId, '[[conv1]] first question'))).toMatchObject({ finalOutput: 'first answer' });
    await turnCompleted(server, await startTurn(server, threadId, '[[conv3]] third question'));
    const request = model.requests('conv3')[0]!;
    const conversation = (request.body as { messages: Array<{ role: string; content: unknown }> }).messages.filter((m) => m.role !== 'system');
    expect(conversation.map((m) => [m.role, m.content])).toEqual([
      ['user', '[[conv1]] first question'],
      ['assistant', 'first answer'],
      ['user', '[[conv3]] third question'],
    ]);
    // Another thread starts a conversation of its own.
    const other = await startThread(server);
    model.script('conv4', reply.finish('fresh'));
    await turnCompleted(server, await startTurn(server, other, '[[conv4]] hello'));
    expect(userMessages(model.requests('conv4')[0]!)).toEqual(['[[conv4]] hello']);
  });
});

describe('steer, follow-up, interrupt (contract section 3)', () => {
  it('turn/steer: the steered text reaches the model before its next call', async () => {
    const open = gate();
    model.script('steer', reply.gated(reply.tool('list_files', {}), open.promise), reply.finish('steered ok'));
    const cwd = tempDir();
    const threadId = await startThread(server, { cwd });
    const turnId = await startTurn(server, threadId, '[[steer]] look around');
    await model.waitForRequest('steer', 1);
    const steer = await server.call('turn/steer', { threadId, expectedTurnId: turnId, input: textInput('also read the README') });
    expect(steer).toEqual({ threadId, turnId, queued: true });
    open.open();
    const completed = await turnCompleted(server, turnId);
    expect(completed).toMatchObject({ status: 'completed', finalOutput: 'steered ok' });
    // Two model calls: one usage cycle each, counted from 1, summed in the totals.
    expect(completed.tokenUsage.cycles.map((c: any) => c.cycle_index)).toEqual([1, 2]);
    expect(completed.tokenUsage).toMatchObject({ input_tokens: 20, output_tokens: 8, total_tokens: 28 });
    const requests = model.requests('steer');
    expect(requests).toHaveLength(2);
    expect(userMessages(requests[0]!)).toEqual(['[[steer]] look around']);
    expect(userMessages(requests[1]!)).toEqual(['[[steer]] look around', 'also read the README']);
    const read = await server.call('thread/read', { threadId });
    const users = read.items.filter((i: any) => i.type === 'userMessage').map((i: any) => i.payload.text);
    expect(users).toEqual(['[[steer]] look around', 'also read the README']);
  });

  it('turn/followUp: a new turn starts after the first completes (running, turn/started)', async () => {
    const open = gate();
    model.script('fu-first', reply.gated(reply.finish('first done'), open.promise));
    model.script('fu-second', reply.finish('second done'));
    const threadId = await startThread(server);
    const turnId = await startTurn(server, threadId, '[[fu-first]] one');
    await model.waitForRequest('fu-first', 1);
    const queued = await server.call('turn/followUp', { threadId, expectedTurnId: turnId, input: textInput('[[fu-second]] two') });
    expect(queued).toEqual({ threadId, turnId, queued: true });
    const mark = server.mark();
    open.open();
    const first = await turnCompleted(server, turnId);
    expect(first).toMatchObject({ status: 'completed', finalOutput: 'first done' });
    const secondStarted = await server.waitFor((m) => m.method === 'turn/started' && m.params.threadId === threadId && m.params.turnId !== turnId);
    const secondTurnId = secondStarted.params.turnId as string;
    expect(secondTurnId).not.toBe(turnId);
    const second = await turnCompleted(server, secondTurnId);
    expect(second).toMatchObject({ status: 'completed', finalOutput: 'second done' });

    const sequence = labels(ofThread(server.since(mark), threadId).filter((m) => !m.method?.startsWith('item/')));
    expect(sequence).toEqual([
      'thread/status/changed(idle)',
      'turn/completed',
      'thread/status/changed(running)',
      'turn/started',
      'thread/status/changed(idle)',
      'turn/completed',
    ]);
    const read = await server.call('thread/read', { threadId });
    expect(read.turns.map((t: any) => [t.turnId, t.status, t.input])).toEqual([
      [turnId, 'completed', textInput('[[fu-first]] one')],
      [secondTurnId, 'completed', textInput('[[fu-second]] two')],
    ]);
    expect(read.thread.status).toBe('idle');
  });

  it('turn/interrupt during a stalled model stream: cancelled:true at once, turn failed/cancelled with error', async () => {
    model.script('interrupt', reply.stall(['partial ']));
    const threadId = await startThread(server);
    const turnId = await startTurn(server, threadId, '[[interrupt]] stall please');
    await server.waitForNotification('item/agentMessage/delta', { turnId });
    const mark = server.mark();
    const startedAt = Date.now();
    const response = await server.call('turn/interrupt', { threadId, expectedTurnId: turnId });
    expect(Date.now() - startedAt).toBeLessThan(10_000);
    expect(response).toEqual({ threadId, turnId, cancelled: true });
    const completed = await turnCompleted(server, turnId);
    expect(completed).toMatchObject({ threadId, turnId, status: 'failed', completionReason: 'cancelled' });
    expect(typeof completed.error).toBe('string');
    expect(completed.error.length).toBeGreaterThan(0);
    for (const [key, value] of Object.entries(completed)) expect(value, key).not.toBeNull();
    // The response came before the terminal notifications.
    const log = server.since(mark);
    const responseAt = log.findIndex((m) => m.method === undefined && m.result?.cancelled === true);
    const completedAt = log.findIndex((m) => m.method === 'turn/completed' && m.params.turnId === turnId);
    expect(responseAt).toBeGreaterThanOrEqual(0);
    expect(responseAt).toBeLessThan(completedAt);
    // The HTTP stream to the model was abandoned.
    await eventually(() => model.requests('interrupt')[0]!.clientClosed, 'the model HTTP stream is closed by the server');
    const read = await server.call('thread/read', { threadId });
    expect(read.thread.status).toBe('idle');
    expect(read.turns[0]).toMatchObject({ turnId, status: 'failed', result: completed });
  });

  it('expectedTurnId guard and active-turn errors (-32031, -32030, Thread already has an active turn)', async () => {
    model.script('guard', reply.stall());
    const threadId = await startThread(server);
    const turnId = await startTurn(server, threadId, '[[guard]] wait');
    await model.waitForRequest('guard', 1);

    for (const method of ['turn/steer', 'turn/followUp']) {
      const error = await server.callError(method, { threadId, expectedTurnId: 'turn_nope', input: textInput('x') });
      expect(error).toMatchObject({ code: -32031, message: 'Turn id mismatch' });
    }
    expect(await server.callError('turn/interrupt', { threadId, expectedTurnId: 'turn_nope' })).toMatchObject({ code: -32031, message: 'Turn id mismatch' });
    // An empty or absent expectedTurnId skips the guard.
    expect(await server.call('turn/steer', { threadId, expectedTurnId: '', input: textInput('no guard') })).toEqual({ threadId, turnId, queued: true });
    expect(await server.call('turn/steer', { threadId, input: textInput('no guard either') })).toEqual({ threadId, turnId, queued: true });
    // One active turn per thread.
    expect(await server.callError('turn/start', { threadId, input: textInput('[[guard]] again') })).toMatchObject({
      code: -32602,
      message: 'Thread already has an active turn',
    });

    await server.call('turn/interrupt', { threadId });
    const completed = await turnCompleted(server, turnId);
    expect(completed.completionReason).toBe('cancelled');

    // No active turn any more: -32030 for all three.
    for (const method of ['turn/steer', 'turn/followUp']) {
      expect(await server.callError(method, { threadId, expectedTurnId: turnId, input: textInput('late') })).toMatchObject({
        code: -32030,
        message: 'Active turn not found',
      });
    }
    expect(await server.callError('turn/interrupt', { threadId, expectedTurnId: turnId })).toMatchObject({ code: -32030, message: 'Active turn not found' });
    // Unknown thread: also -32030 for steer/followUp/interrupt (contract section 2).
    expect(await server.callError('turn/interrupt', { threadId: 'thread_does_not_exist' })).toMatchObject({ code: -32030 });
    expect(await server.callError('turn/steer', { threadId: 'thread_does_not_exist', input: textInput('x') })).toMatchObject({ code: -32030 });
    expect(await server.callError('turn/followUp', { threadId: 'thread_does_not_exist', input: textInput('x') })).toMatchObject({ code: -32030 });
  });

  it('a failing model call ends the turn failed with an error item and error (status failed, completionReason failed)', async () => {
    model.script('model-error', { kind: 'status', status: 400, body: { error: { message: 'bad request from fake', type: 'invalid_request_error' } } });
    const threadId = await startThread(server);
    const turnId = await startTurn(server, threadId, '[[model-error]] fail');
    const completed = await turnCompleted(server, turnId);
    expect(completed).toMatchObject({ status: 'failed', completionReason: 'failed' });
    expect(completed.error).toContain('400');
    const read = await server.call('thread/read', { threadId });
    expect(read.items.some((i: any) => i.type === 'error' && i.status === 'failed')).toBe(true);
    expect(read.thread.status).toBe('idle');
  });
});

describe('turn outcomes and subscriptions', () => {
  it('ask_user ends the turn interrupted / wait_user, without error (contract section 6)', async () => {
    model.script('ask', reply.tool('ask_user', { question: 'Which branch?' }));
    const threadId = await startThread(server);
    const turnId = await startTurn(server, threadId, '[[ask]] deploy');
    const completed = await turnCompleted(server, turnId);
    expect(completed).toMatchObject({ status: 'interrupted', completionReason: 'wait_user', completionToolName: 'ask_user' });
    expect(completed).not.toHaveProperty('error');
    const read = await server.call('thread/read', { threadId });
    expect(read.turns[0]).toMatchObject({ status: 'interrupted', result: completed });
    expect(read.thread.status).toBe('idle');
  });

  it('a queued follow-up does not start when the active turn fails', async () => {
    const open = gate();
    model.script('fu-fail', reply.gated({ kind: 'sse', events: ['data: {"error":{"message":"boom mid-stream"}}\n\n'] }, open.promise));
    model.script('fu-never', reply.finish('must not run'));
    const threadId = await startThread(server);
    const turnId = await startTurn(server, threadId, '[[fu-fail]] one');
    await model.waitForRequest('fu-fail', 1);
    await server.call('turn/followUp', { threadId, expectedTurnId: turnId, input: textInput('[[fu-never]] two') });
    open.open();
    const completed = await turnCompleted(server, turnId);
    expect(completed.status).toBe('failed');
    // A round trip later, still no second turn.
    const read = await server.call('thread/read', { threadId });
    expect(read.turns).toHaveLength(1);
    expect(server.log.filter((m) => m.method === 'turn/started' && m.params.threadId === threadId)).toHaveLength(1);
    expect(model.requests('fu-never')).toHaveLength(0);
  });

  it('thread/unsubscribe during an active turn: closed false and no thread/closed; a new turn clears closed', async () => {
    model.script('unsub', reply.stall());
    const threadId = await startThread(server);
    const turnId = await startTurn(server, threadId, '[[unsub]] wait');
    await model.waitForRequest('unsub', 1);
    const mark = server.mark();
    expect(await server.call('thread/unsubscribe', { threadId })).toEqual({ threadId, subscribed: false, closed: false });
    await server.call('turn/interrupt', { threadId, expectedTurnId: turnId });
    // Wait until the turn is over (this connection no longer follows the thread, so poll the store).
    await eventually(async () => (await server.call('thread/read', { threadId })).turns[0].status !== 'running', 'the turn ends');
    expect(server.since(mark).filter((m) => m.method === 'thread/closed')).toEqual([]);
    expect((await server.call('thread/read', { threadId })).thread.status).not.toBe('closed');

    // Closed by an unsubscribe with nothing running, then cleared by a new turn.
    await server.call('thread/unsubscribe', { threadId });
    expect((await server.call('thread/read', { threadId })).thread.status).toBe('closed');
    model.script('unsub-2', reply.finish('back'));
    const next = await startTurn(server, threadId, '[[unsub-2]] again');
    expect((await turnCompleted(server, next)).finalOutput).toBe('back');
    expect((await server.call('thread/read', { threadId })).thread.status).toBe('idle');
  });

  it('a client that reads slowly loses nothing: every delta arrives, in order (contract section 8)', async () => {
    const chunks = Array.from({ length: 3000 }, (_, i) => `chunk-${String(i).padStart(4, '0')}-${'z'.repeat(40)} `);
    model.script('slow-reader', reply.finish('read it all', chunks));
    const threadId = await startThread(server);
    const mark = server.mark();
    server.pauseReading();
    try {
      const id = 'slow-turn';
      await server.send({ jsonrpc: '2.0', id, method: 'turn/start', params: { threadId, input: textInput('[[slow-reader]] talk a lot') } });
      // Let the server run into a full pipe.
      await model.waitForRequest('slow-reader', 1);
      await new Promise((resolve) => setTimeout(resolve, 500));
    } finally {
      server.resumeReading();
    }
    const response = await server.waitFor((m) => m.id === 'slow-turn');
    const turnId: string = response.result.turnId;
    const completed = await turnCompleted(server, turnId);
    expect(completed.finalOutput).toBe('read it all');
    const seen = server.since(mark);
    const deltas = seen.filter((m) => m.method === 'item/agentMessage/delta' && m.params.turnId === turnId);
    // Deltas that waited for the slow client arrive merged (issue 13): nothing lost, the same text in order.
    expect(deltas.map((d) => d.params.delta).join('')).toBe(chunks.join(''));
    expect(deltas.length).toBeLessThanOrEqual(chunks.length);
    for (const d of deltas) expect(d.params.payload).toEqual({ text: d.params.delta });
    const message = seen.find((m) => m.method === 'item/completed' && m.params.turnId === turnId && m.params.type === 'agentMessage');
    expect(message?.params.payload.text).toBe(chunks.join(''));
    expect(seen.indexOf(message as (typeof seen)[number])).toBeGreaterThan(seen.indexOf(deltas.at(-1) as (typeof seen)[number]));
  });
});

describe('notification opt-out and model selection by provider id', () => {
  let optOut: AppServerProcess | undefined;
  afterAll(async () => {
    await optOut?.dispose();
  });

  it('optOutNotificationMethods drops exactly those methods for the connection', async () => {
    optOut = await AppServerProcess.started(
      { ...model.serverOptions, model: FAKE_MODEL_ID, ephemeral: true },
      { experimentalApi: false, optOutNotificationMethods: ['item/agentMessage/delta', 'turn/started'] },
    );
    model.script('optout', reply.finish('quiet', ['qu', 'iet']));
    const threadId = await startThread(optOut);
    const turnId = await startTurn(optOut, threadId, '[[optout]] hi');
    const completed = await turnCompleted(optOut, turnId);
    expect(completed.status).toBe('completed');
    const methods = new Set(optOut.log.map((m) => m.method));
    expect(methods.has('item/agentMessage/delta')).toBe(false);
    expect(methods.has('turn/started')).toBe(false);
    expect(methods.has('thread/status/changed')).toBe(true);
    expect(methods.has('item/completed')).toBe(true);
    const agent = optOut.log.find((m) => m.method === 'item/completed' && m.params.type === 'agentMessage');
    expect(agent?.params.payload.text).toBe('quiet');
    // Started with the provider id: model/list still reports the key as displayName.
    const { models } = await optOut.call('model/list', {});
    expect(models).toEqual([
      expect.objectContaining({ id: FAKE_MODEL_ID, provider: 'local', displayName: FAKE_MODEL_KEY, metadata: { requestedModel: FAKE_MODEL_ID } }),
    ]);
    expectNoViolations(optOut);
  });
});

