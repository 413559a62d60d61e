/**
 * The protocol surface end to end: handshake, envelope rules (contract section 1), error codes and
 * the order of checks (section 2), and every non-turn method's happy path and errors (section 3).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { exportBundle } from '../../../generated/app-server/export-bundle.js';
import { AppServerProcess } from '../../support/appServerProcess.js';
import { FAKE_CONTEXT_LENGTH, FAKE_MODEL_ID, FAKE_MODEL_KEY, ModelRouter, reply } from '../../support/appServerModel.js';
import { expectNoViolations, labels, startThread, startTurn, textInput, turnCompleted } from './helpers.js';

/** The seed's initialize response, exactly. */
const INITIALIZE_RESULT = {
  userAgent: 'vv-agent-app-server',
  protocolVersion: 'v1',
  capabilities: { modelList: true, threadLifecycle: true, notificationOptOut: true, schemaExport: true, approvalResolve: true },
};

const CLIENT_INFO = { clientInfo: { name: 'v-claw', version: '0.1.0' }, capabilities: { experimentalApi: false, optOutNotificationMethods: [] } };

let model: ModelRouter;

beforeAll(async () => {
  model = await ModelRouter.start();
});

afterAll(async () => {
  await model?.close();
});

describe('handshake and the order of checks before initialize (contract section 2)', () => {
  let server: AppServerProcess;
  beforeAll(() => {
    server = AppServerProcess.start({ ...model.serverOptions, ephemeral: true });
  });
  afterAll(async () => {
    await server?.dispose();
  });
  afterEach(() => expectNoViolations(server));

  it('answers -32010 before initialize, even for unknown methods and bad params', async () => {
    expect(await server.callError('model/list', {})).toEqual({ code: -32010, message: 'Not initialized' });
    expect(await server.callError('thread/start', {})).toMatchObject({ code: -32010, message: 'Not initialized' });
    expect(await server.callError('no/such/method', {})).toMatchObject({ code: -32010, message: 'Not initialized' });
    expect(await server.callError('thread/read', { threadId: 42 })).toMatchObject({ code: -32010 });
    expect(await server.callError('thread/read')).toMatchObject({ code: -32010 });
    expect(await server.callError('initialized')).toMatchObject({ code: -32010 });
  });

  it('a bad initialize is -32602 and leaves the connection uninitialized', async () => {
    expect(await server.callError('initialize')).toMatchObject({ code: -32602, message: 'Missing params' });
    expect(await server.callError('initialize', null)).toMatchObject({ code: -32602, message: 'Missing params' });
    expect(await server.callError('initialize', { clientInfo: { name: '', version: '1' } })).toMatchObject({ code: -32602 });
    // Whitespace only is as empty as '' (contract section 2).
    for (const name of [' ', '  \t', '\n', '\u00a0']) {
      expect(await server.callError('initialize', { clientInfo: { name, version: '1' } }), JSON.stringify(name)).toMatchObject({ code: -32602 });
    }
    expect(await server.callError('initialize', { clientInfo: 'v-claw' })).toMatchObject({ code: -32602 });
    expect(await server.callError('initialize', {})).toMatchObject({ code: -32602 });
    expect(await server.callError('model/list', {})).toMatchObject({ code: -32010 });
  });

  it('initialize answers the seed response; again it is -32011 (checked before params); initialized is idempotent', async () => {
    const mark = server.mark();
    expect(await server.call('initialize', CLIENT_INFO)).toEqual(INITIALIZE_RESULT);
    await server.notify('initialized');
    await server.notify('initialized');
    expect(await server.callError('initialize', CLIENT_INFO)).toEqual({ code: -32011, message: 'Already initialized' });
    expect(await server.callError('initialize', { clientInfo: 5 })).toMatchObject({ code: -32011 });
    expect(await server.callError('initialize')).toMatchObject({ code: -32011 });
    await server.notify('initialized');
    const { models } = await server.call('model/list', {});
    expect(models).toHaveLength(1);
    // The notifications produced no replies: only the five responses arrived.
    expect(server.since(mark).filter((m) => m.method === undefined)).toHaveLength(5);
    expect(server.since(mark).filter((m) => m.method !== undefined)).toEqual([]);
  });

  it('initialized sent with an id after initialization is an unknown method (-32601)', async () => {
    expect(await server.callError('initialized')).toEqual({ code: -32601, message: 'Method not found: initialized', data: { method: 'initialized' } });
    expect(await server.callError('initialized', {})).toMatchObject({ code: -32601, data: { method: 'initialized' } });
  });
});

describe('an initialized connection', () => {
  let server: AppServerProcess;
  beforeAll(async () => {
    server = await AppServerProcess.started({ ...model.serverOptions, ephemeral: true });
  });
  afterAll(async () => {
    await server?.dispose();
  });
  afterEach(() => {
    expectNoViolations(server);
    server.discardBacklog();
  });

  /** Sends `line` raw, then a probe request, and returns every message in between plus the probe's answer. */
  async function answersTo(line: string | Buffer): Promise<any[]> {
    const mark = server.mark();
    await server.sendRaw(line);
    const probe = await server.request('model/list', {});
    const between = server.since(mark);
    expect(between.at(-1)).toBe(probe);
    expect(probe).toHaveProperty('result');
    return between.slice(0, -1);
  }

  describe('envelope (contract section 1)', () => {
    it('not JSON: -32700 with id null, and the server keeps reading', async () => {
      for (const line of ['{"id":1,"method":"model/list"\n', 'hello\n', '{"id":1,\n', "{'id':1}\n"]) {
        expect(await answersTo(line)).toEqual([{ jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } }]);
      }
    });

    it('bytes that are not valid UTF-8 are a parse error', async () => {
      const line = Buffer.concat([Buffer.from('{"id":1,"method":"model/list","params":{"x":"'), Buffer.from([0xc3, 0x28, 0xff]), Buffer.from('"}}\n')]);
      expect(await answersTo(line)).toEqual([{ jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } }]);
    });

    it('JSON that is not a valid message: exactly one -32600 with id null', async () => {
      const invalid = [
        '[{"jsonrpc":"2.0","id":1,"method":"model/list"},{"jsonrpc":"2.0","id":2,"method":"model/list"}]',
        '[]',
        '5',
        '"model/list"',
        'null',
        'true',
        '{"jsonrpc":"1.0","id":1,"method":"model/list"}',
        '{"jsonrpc":2,"id":1,"method":"model/list"}',
        '{"id":1,"method":""}',
        '{"id":1,"method":7}',
        '{"id":1,"method":"model/list","extra":true}',
        '{"id":null,"method":"model/list"}',
        '{"id":true,"method":"model/list"}',
        '{"id":1.5,"method":"model/list"}',
        '{"id":[1],"method":"model/list"}',
        '{"id":{"a":1},"method":"model/list"}',
        '{"id":null,"result":{}}',
        '{"id":1,"method":"model/list","result":{}}',
        '{"id":1,"result":{},"error":{"code":1,"message":"x"}}',
        '{}',
        '{"id":1}',
        '{"params":{}}',
      ];
      for (const line of invalid) {
        const answers = await answersTo(`${line}\n`);
        expect(answers, line).toHaveLength(1);
        expect(answers[0], line).toMatchObject({ jsonrpc: '2.0', id: null, error: { code: -32600, message: 'Invalid Request' } });
      }
    });

    it('accepts requests without "jsonrpc", a trailing \\r, and ignores blank lines', async () => {
      expect(await answersTo('\n   \n\r\n')).toEqual([]);
      const mark = server.mark();
      await server.sendRaw('{"id":"no-version","method":"model/list","params":{}}\r\n');
      const response = await server.waitFor((m) => m.id === 'no-version');
      expect(response).toMatchObject({ jsonrpc: '2.0', id: 'no-version', result: { models: expect.any(Array) } });
      expect(server.since(mark)).toHaveLength(1);
    });

    it('string and integer ids are echoed exactly', async () => {
      expect(await server.request('model/list', {}, { id: 'abc-1' })).toMatchObject({ id: 'abc-1', result: expect.any(Object) });
      expect(await server.request('model/list', {}, { id: 0 })).toMatchObject({ id: 0, result: expect.any(Object) });
      expect(await server.request('model/list', {}, { id: -7 })).toMatchObject({ id: -7, result: expect.any(Object) });
      expect(await server.request('model/list', {}, { id: Number.MAX_SAFE_INTEGER })).toMatchObject({ id: Number.MAX_SAFE_INTEGER });
    });

    it('drops unknown notifications and replies that match no pending server request', async () => {
      expect(await answersTo('{"jsonrpc":"2.0","method":"no/such/notification","params":{}}\n')).toEqual([]);
      expect(await answersTo('{"jsonrpc":"2.0","id":"approval_999","result":{"decision":"allow"}}\n')).toEqual([]);
      expect(await answersTo('{"jsonrpc":"2.0","id":"approval_999","error":{"code":-1,"message":"no"}}\n')).toEqual([]);
      expect(await answersTo('{"jsonrpc":"2.0","id":null,"error":{"code":-1,"message":"no"}}\n')).toEqual([]);
    });

    it('ignores unknown keys inside params', async () => {
      const thread = await server.call('thread/start', { agentKey: 'default', futureOption: { x: 1 } });
      expect(thread).toMatchObject({ agentKey: 'default', status: 'idle' });
      expect(await server.call('model/list', { somethingNew: true })).toHaveProperty('models');
    });
  });

  describe('error codes and the order of checks (contract section 2)', () => {
    it('-32601 for an unknown method, with data.method; before params are looked at', async () => {
      expect(await server.callError('thread/explode', { threadId: 'x' })).toEqual({
        code: -32601,
        message: 'Method not found: thread/explode',
        data: { method: 'thread/explode' },
      });
      expect(await server.callError('approval/request', 5)).toMatchObject({ code: -32601, data: { method: 'approval/request' } });
    });

    it('-32602 variants: Missing params, field errors, input lists, empty params', async () => {
      for (const method of ['thread/read', 'thread/resume', 'thread/archive', 'thread/unsubscribe', 'turn/start', 'turn/steer', 'turn/followUp', 'turn/interrupt', 'approval/resolve']) {
        expect(await server.callError(method), method).toMatchObject({ code: -32602, message: 'Missing params' });
        expect(await server.callError(method, null), method).toMatchObject({ code: -32602, message: 'Missing params' });
      }
      const fieldError = await server.callError('thread/read', { threadId: 42 });
      expect(fieldError.code).toBe(-32602);
      expect(fieldError.message).toMatch(/threadId/);
      expect(await server.callError('thread/read', {})).toMatchObject({ code: -32602 });
      expect(await server.callError('thread/start', { cwd: 5 })).toMatchObject({ code: -32602 });
      expect(await server.callError('thread/list', { limit: 'ten' })).toMatchObject({ code: -32602 });
      // Numbers the store cannot take are invalid params, not an internal error.
      for (const params of [{ limit: 1e308 }, { offset: 1e308 }, { limit: 2 ** 63 }, { offset: 2 ** 53 }, { limit: -1 }]) {
        expect(await server.callError('thread/list', params), JSON.stringify(params)).toMatchObject({ code: -32602 });
      }
      expect(await server.call('thread/list', { offset: Number.MAX_SAFE_INTEGER, limit: Number.MAX_SAFE_INTEGER })).toEqual({ threads: [] });
      expect(await server.callError('thread/read', [1, 2])).toMatchObject({ code: -32602 });
      for (const input of ['text', [1], [null], [[]], ['a'], { type: 'text' }]) {
        expect(await server.callError('turn/start', { threadId: 'thread_1', input }), JSON.stringify(input)).toMatchObject({
          code: -32602,
          message: 'input must be a list of objects',
        });
        expect(await server.callError('turn/steer', { threadId: 'thread_1', input })).toMatchObject({ code: -32602, message: 'input must be a list of objects' });
        expect(await server.callError('turn/followUp', { threadId: 'thread_1', input })).toMatchObject({
          code: -32602,
          message: 'input must be a list of objects',
        });
      }
      for (const params of [{ a: 1 }, [], 5, 'x']) {
        expect(await server.callError('schema/export', params), JSON.stringify(params)).toMatchObject({
          code: -32602,
          message: 'params must be an empty object',
        });
      }
      expect(
        await server.callError('approval/resolve', { threadId: 'thread_x', turnId: 'turn_x', requestId: 'approval_x', decision: 'allow' }),
      ).toMatchObject({ code: -32602, message: 'Unknown approval request' });
      expect(
        await server.callError('approval/resolve', { threadId: 'thread_x', turnId: 'turn_x', requestId: 'approval_x', decision: 'Allow' }),
      ).toMatchObject({ code: -32602 });
    });

    it('params are checked before the method-specific checks', async () => {
      // Bad params on an unknown thread: -32602, not -32020 / -32030.
      expect(await server.callError('thread/read', { threadId: 7 })).toMatchObject({ code: -32602 });
      expect(await server.callError('turn/start', { threadId: 'thread_missing', input: 'x' })).toMatchObject({ code: -32602 });
      expect(await server.callError('turn/steer', { threadId: 'thread_missing', input: [5] })).toMatchObject({ code: -32602 });
    });

    it('-32020 Thread not found for every thread method', async () => {
      const threadId = 'thread_does_not_exist';
      for (const [method, params] of [
        ['thread/read', { threadId }],
        ['thread/resume', { threadId }],
        ['thread/archive', { threadId }],
        ['thread/unsubscribe', { threadId }],
        ['turn/start', { threadId, input: textInput('x') }],
      ] as const) {
        expect(await server.callError(method, params), method).toMatchObject({ code: -32020, message: 'Thread not found' });
      }
    });

    it('-32030 Active turn not found on an idle thread', async () => {
      const threadId = await startThread(server);
      expect(await server.callError('turn/steer', { threadId, input: textInput('x') })).toMatchObject({ code: -32030, message: 'Active turn not found' });
      expect(await server.callError('turn/followUp', { threadId, input: textInput('x') })).toMatchObject({ code: -32030 });
      expect(await server.callError('turn/interrupt', { threadId })).toMatchObject({ code: -32030 });
    });
  });

  describe('load (contract section 8)', () => {
    it('requests queued beyond the bound are answered -32001 at once; each request gets exactly one answer', async () => {
      const ids = Array.from({ length: 1000 }, (_, i) => `load-${i}`);
      const mark = server.mark();
      await server.sendRaw(`${ids.map((id) => JSON.stringify({ jsonrpc: '2.0', id, method: 'thread/list', params: { limit: 1 } })).join('\n')}\n`);
      const seen = new Set<string>();
      while (seen.size < ids.length) {
        const m = await server.waitFor((x) => typeof x.id === 'string' && x.id.startsWith('load-') && !seen.has(x.id));
        seen.add(m.id as string);
      }
      const answers = server.since(mark).filter((m) => typeof m.id === 'string' && m.id.startsWith('load-'));
      expect(answers).toHaveLength(ids.length);
      const overloaded = answers.filter((m) => 'error' in m);
      for (const m of overloaded) expect(m.error).toEqual({ code: -32001, message: 'Server overloaded; retry later.' });
      expect(overloaded.length).toBeGreaterThan(0);
      expect(answers.length - overloaded.length).toBeGreaterThanOrEqual(128);
      expect((await server.call('model/list', {})).models).toHaveLength(1);
    });
  });

  describe('catalog methods', () => {
    it('model/list reports the startup model', async () => {
      const { models } = await server.call('model/list', {});
      expect(models).toEqual([
        {
          id: FAKE_MODEL_ID,
          provider: 'local',
          displayName: FAKE_MODEL_KEY,
          contextLength: FAKE_CONTEXT_LENGTH,
          supportsTools: true,
          metadata: { requestedModel: FAKE_MODEL_KEY },
        },
      ]);
      expect(await server.call('model/list')).toEqual({ models });
      expect(await server.call('model/list', null)).toEqual({ models });
      expect(await server.call('model/list', { provider: 'local' })).toEqual({ models });
      expect(await server.call('model/list', { provider: 'moonshot' })).toEqual({ models: [] });
    });

    it('schema/export returns the committed bundles as strings (absent, null or {} params)', async () => {
      const exported = await server.call('schema/export', {});
      // Every value a string, as the reference's SchemaExportResponse: schema JSON text, TypeScript source.
      expect(Object.keys(exported.jsonSchema).sort()).toEqual(Object.keys(exportBundle.jsonSchema).sort());
      for (const [name, text] of Object.entries(exported.jsonSchema)) {
        expect(typeof text, name).toBe('string');
        expect(JSON.parse(text as string), name).toEqual(exportBundle.jsonSchema[name]);
      }
      expect(exported.typescript).toEqual(exportBundle.typescript);
      expect(Object.keys(exported).sort()).toEqual(['jsonSchema', 'typescript']);
      expect(await server.call('schema/export')).toEqual(exported);
      expect(await server.call('schema/export', null)).toEqual(exported);
    });
  });

  describe('threads (contract section 3)', () => {
    it('thread/start: response, then thread/started with equal params; cwd null when not given', async () => {
      const mark = server.mark();
      const result = await server.call('thread/start', {});
      const started = await server.waitForNotification('thread/started', { threadId: result.threadId });
      expect(started.params).toEqual(result);
      // Exactly the seed's four keys (contract sections 3 and 4).
      expect(result).toEqual({ threadId: expect.any(String), agentKey: 'default', cwd: null, status: 'idle' });
      expect(labels(server.since(mark))).toEqual(['result', 'thread/started']);

      const withAll = await server.call('thread/start', { agentKey: 'reviewer', cwd: './workspace', metadata: { title: 'Investigate repo' } });
      const startedAll = await server.waitForNotification('thread/started', { threadId: withAll.threadId });
      expect(startedAll.params).toEqual(withAll);
      expect(withAll).toEqual({ threadId: expect.any(String), agentKey: 'reviewer', cwd: './workspace', status: 'idle' });
      expect(withAll.threadId).not.toBe(result.threadId);
      // The whole thread, with its metadata, is what thread/read shows.
      expect((await server.call('thread/read', { threadId: withAll.threadId })).thread).toMatchObject({ metadata: { title: 'Investigate repo' }, archivedAt: null });
    });

    it('thread/list: creation order, offset/limit, archived filters', async () => {
      const ids = [await startThread(server), await startThread(server), await startThread(server)];
      const all = (await server.call('thread/list', {})).threads.map((t: any) => t.threadId);
      expect(all.slice(-3)).toEqual(ids);
      const total = all.length;
      expect((await server.call('thread/list', { offset: total - 3, limit: 2 })).threads.map((t: any) => t.threadId)).toEqual(ids.slice(0, 2));
      expect((await server.call('thread/list', { offset: total - 1 })).threads.map((t: any) => t.threadId)).toEqual([ids[2]]);
      expect((await server.call('thread/list', { offset: total })).threads).toEqual([]);
      expect((await server.call('thread/list')).threads.map((t: any) => t.threadId)).toEqual(all);

      await server.call('thread/archive', { threadId: ids[1] });
      const active = (await server.call('thread/list', {})).threads.map((t: any) => t.threadId);
      expect(active).not.toContain(ids[1]);
      expect(active.slice(-2)).toEqual([ids[0], ids[2]]);
      const archived = (await server.call('thread/list', { archived: true })).threads;
      expect(archived.map((t: any) => t.threadId)).toContain(ids[1]);
      for (const t of archived) expect(t.status).toBe('archived');
      // AppThread: cwd and archivedAt are always present (null when unset).
      for (const t of (await server.call('thread/list', { includeArchived: true })).threads) {
        expect(t).toHaveProperty('cwd');
        expect(t).toHaveProperty('archivedAt');
        expect(t.archivedAt === null).toBe(t.status !== 'archived');
      }
      const everything = (await server.call('thread/list', { includeArchived: true })).threads.map((t: any) => t.threadId);
      expect(everything.slice(-3)).toEqual(ids);
      expect((await server.call('thread/list', { archived: false })).threads.map((t: any) => t.threadId)).toEqual(active);
    });

    it('thread/archive: result, thread/archived, thread/status/changed(archived); turn/start is then -32021', async () => {
      const threadId = await startThread(server);
      const mark = server.mark();
      expect(await server.call('thread/archive', { threadId })).toEqual({ threadId, archived: true });
      await server.waitForNotification('thread/status/changed', { threadId, status: 'archived' });
      const seq = server.since(mark);
      expect(labels(seq)).toEqual(['result', 'thread/archived', 'thread/status/changed(archived)']);
      expect(seq[1]!.params).toEqual({ threadId, archived: true });
      const read = await server.call('thread/read', { threadId });
      expect(read.thread.status).toBe('archived');
      expect(Number.isInteger(read.thread.archivedAt)).toBe(true);
      expect(await server.callError('turn/start', { threadId, input: textInput('x') })).toMatchObject({ code: -32021, message: 'Thread archived' });
    });

    it('thread/unsubscribe: closed true, thread/closed + thread/status/changed(closed); read/list show closed; resume clears it', async () => {
      const threadId = await startThread(server);
      const mark = server.mark();
      expect(await server.call('thread/unsubscribe', { threadId })).toEqual({ threadId, subscribed: false, closed: true });
      await server.waitForNotification('thread/status/changed', { threadId, status: 'closed' });
      expect(labels(server.since(mark))).toEqual(['result', 'thread/closed', 'thread/status/changed(closed)']);
      expect(server.since(mark)[1]!.params).toEqual({ threadId });
      expect((await server.call('thread/read', { threadId })).thread.status).toBe('closed');
      const listed = (await server.call('thread/list', {})).threads.find((t: any) => t.threadId === threadId);
      expect(listed.status).toBe('closed');
      const resumed = await server.call('thread/resume', { threadId });
      expect(resumed.thread.status).toBe('idle');
      expect((await server.call('thread/read', { threadId })).thread.status).toBe('idle');
    });

    it('thread/resume with subscribe:false also clears closed (contract section 3)', async () => {
      const threadId = await startThread(server);
      expect(await server.call('thread/unsubscribe', { threadId })).toEqual({ threadId, subscribed: false, closed: true });
      await server.waitForNotification('thread/status/changed', { threadId, status: 'closed' });
      const resumed = await server.call('thread/resume', { threadId, subscribe: false });
      expect(resumed.thread.status).toBe('idle');
      expect((await server.call('thread/read', { threadId })).thread.status).toBe('idle');
      expect((await server.call('thread/list', {})).threads.find((t: any) => t.threadId === threadId).status).toBe('idle');
    });

    it('thread/resume returns the thread/read snapshot and subscribes; thread/read afterItemId', async () => {
      model.script('replay', reply.finish('replayed', ['re', 'played']));
      const threadId = await startThread(server, { metadata: { title: 'replay' } });
      const turnId = await startTurn(server, threadId, '[[replay]] go');
      await turnCompleted(server, turnId);
      const read = await server.call('thread/read', { threadId });
      expect(read.turns).toHaveLength(1);
      expect(read.items.length).toBeGreaterThanOrEqual(3);
      const resumed = await server.call('thread/resume', { threadId });
      // What thread/read returns, nothing more (contract section 3).
      expect(resumed).toEqual({ thread: read.thread, turns: read.turns, items: read.items });
      const itemIds = read.items.map((i: any) => i.itemId);
      const after = await server.call('thread/read', { threadId, afterItemId: itemIds[1] });
      expect(after.items).toEqual(read.items.slice(2));
      expect(after.turns).toEqual(read.turns);
      expect((await server.call('thread/read', { threadId, afterItemId: itemIds.at(-1) })).items).toEqual([]);
      // An unknown item id gives all items.
      expect((await server.call('thread/read', { threadId, afterItemId: 'item_unknown' })).items).toEqual(read.items);
      // Subscribed: unsubscribing closes it again and says so.
      expect(await server.call('thread/unsubscribe', { threadId })).toEqual({ threadId, subscribed: false, closed: true });
      await server.waitForNotification('thread/closed', { threadId });
      const notSubscribed = await server.call('thread/resume', { threadId, subscribe: false });
      expect(notSubscribed.items).toEqual(read.items);
    });
  });
});
