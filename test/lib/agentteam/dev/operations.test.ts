/**
 * The operation tables (schemas/agentteam/operations.json, schemas/agentteam-dev/operations.json)
 * are the one declaration of the AgentTeam HTTP APIs: the dev platform's routes and both clients'
 * methods are generated from them. These tests fail when the route table, the platform and the
 * clients disagree: every operation is served by the platform at the declared method and path,
 * with the declared authentication, and is callable through a client method of the declared
 * arity whose answer is checked with the declared (generated) response validator.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentTeamRuntimeApiOperations, agentTeamRuntimeApiClientScope, type OperationSpec } from '../../../../generated/agentteam/operations.js';
import * as runtimeValidators from '../../../../generated/agentteam/validators.js';
import { agentTeamAdminApiOperations, agentTeamAdminApiClientScope } from '../../../../generated/agentteam-dev/operations.js';
import * as adminValidators from '../../../../generated/agentteam-dev/validators.js';
import { AgentTeamApiError, AgentTeamRuntimeClient, type RunnerStreamItem } from '../../../../src/lib/agentteam/index.js';
import { AgentTeamAdminClient, DEV_ERROR_CATEGORY } from '../../../../src/lib/agentteam/dev/index.js';
import { devOperations, devRoutes } from '../../../../src/lib/agentteam/dev/devRoutes.js';
import type { DevPlatformCore } from '../../../../src/lib/agentteam/dev/DevPlatformCore.js';
import type { DeliveryDispatcher } from '../../../../src/lib/agentteam/dev/DeliveryDispatcher.js';
import { loadOperations } from '../../../../src/lib/schema/operations.js';
import { projectRoot } from '../../../support/cli.js';
import { removeTempDirs, startTestPlatform, type TestPlatform } from './helpers.js';

type Table = Readonly<Record<string, OperationSpec>>;
const tables: ReadonlyArray<{ readonly pkg: string; readonly table: Table; readonly scope: readonly string[]; readonly validators: Readonly<Record<string, unknown>> }> = [
  { pkg: 'agentteam', table: agentTeamRuntimeApiOperations, scope: agentTeamRuntimeApiClientScope, validators: runtimeValidators },
  { pkg: 'agentteam-dev', table: agentTeamAdminApiOperations, scope: agentTeamAdminApiClientScope, validators: adminValidators },
];

/** How many arguments the generated client method takes: path parameters outside the scope, query, body, options. */
function arity(spec: OperationSpec, scope: readonly string[]): number {
  return spec.pathParams.filter((p) => !scope.includes(p)).length + (spec.query.length > 0 ? 1 : 0) + (spec.request === null ? 0 : 1) + 1;
}

/** Placeholder arguments for a call that is expected to stop at authentication. */
function placeholderArgs(spec: OperationSpec, scope: readonly string[]): unknown[] {
  return [
    ...spec.pathParams.filter((p) => !scope.includes(p)).map((p) => `${p}_x`),
    ...(spec.query.length > 0 ? [Object.fromEntries(spec.query.filter((q) => q.required).map((q) => [q.name, 'x']))] : []),
    ...(spec.request === null ? [] : [{}]),
  ];
}

function methodOf(client: object, name: string): (...args: unknown[]) => Promise<unknown> {
  const method: unknown = (client as Record<string, unknown>)[name];
  if (typeof method !== 'function') throw new Error(`the client has no method ${name}`);
  return (method as (...args: unknown[]) => Promise<unknown>).bind(client);
}

describe('the generated operation tables', () => {
  it('pair each operation with the generated validators of the types its declaration names', () => {
    for (const { pkg, table, validators } of tables) {
      const dir = join(projectRoot, 'schemas', pkg);
      const declared = loadOperations(dir, new Set(Object.keys(validators).filter((k) => k.startsWith('validate')).map((k) => k.slice('validate'.length))));
      expect(declared?.operations.map((o) => o.operationId)).toEqual(Object.keys(table));
      for (const o of declared?.operations ?? []) {
        const spec = table[o.operationId]!;
        expect(spec.response, o.operationId).toBe(validators[`validate${o.response}`]);
        expect(spec.request, o.operationId).toBe(o.request === null ? null : validators[`validate${o.request}`]);
      }
    }
    expect(agentTeamRuntimeApiOperations.reply.request).toBe(runtimeValidators.validateReplyRequest);
    expect(agentTeamRuntimeApiOperations.ack.response).toBe(runtimeValidators.validateDeliveryStateResponse);
    expect(agentTeamAdminApiOperations.postMessage.request).toBe(adminValidators.validatePostMessageRequest);
  });

  it('name only error codes the platform and the contract know', () => {
    const contractCodes = runtimeValidators.validateErrorCode;
    for (const spec of Object.values(agentTeamRuntimeApiOperations)) {
      for (const code of spec.errors) expect(contractCodes(code), `${spec.operationId}: ${code}`).toBe(true);
    }
    const platformCodes = new Set([...Object.keys(DEV_ERROR_CATEGORY), 'rate_limited']);
    for (const spec of Object.values(agentTeamAdminApiOperations)) {
      for (const code of spec.errors) expect(platformCodes.has(code), `${spec.operationId}: ${code}`).toBe(true);
    }
  });

  it('are what docs/agentteam.md lists for the Runtime API', () => {
    const doc = readFileSync(join(projectRoot, 'docs', 'agentteam.md'), 'utf8');
    const rows = doc.split('\n').filter((l) => /^\| `[a-zA-Z]+`( \(`\w+`\))? \| `(GET|POST|DELETE) /.test(l));
    const documented = rows.map((l) => {
      const [, id, method, path, auth] = /^\| `(\w+)`[^|]*\| `(\w+) ([^`]+)` \| (\w+) \|$/.exec(l) ?? [];
      return { id, method, path: path?.replace('.../{w}', '/api/v1/workspaces/{workspaceId}'), auth };
    });
    expect(documented).toEqual(Object.values(agentTeamRuntimeApiOperations).map((s) => ({ id: s.operationId, method: s.method, path: s.path, auth: s.auth })));
  });

  it('give the dev platform one route per operation, at its method and path', () => {
    const deps = { core: {} as DevPlatformCore, dispatcher: {} as DeliveryDispatcher, limiter: undefined, log: () => undefined };
    const routes = devRoutes(deps).map((r) => `${r.method} ${r.url}`);
    const declared = tables.flatMap(({ table }) => Object.values(table).map((s) => `${s.method} ${s.path.replace(/\{(\w+)\}/g, ':$1')}`));
    expect(routes.sort()).toEqual(declared.sort());
    expect(Object.keys(devOperations).sort()).toEqual(tables.flatMap(({ table }) => Object.keys(table)).sort());
  });

  it('give each client one method per JSON operation, taking the declared arguments', () => {
    const runtime = new AgentTeamRuntimeClient({ baseUrl: 'http://127.0.0.1:1', workspaceId: 'ws' });
    const admin = new AgentTeamAdminClient({ baseUrl: 'http://127.0.0.1:1', workspaceId: 'ws' });
    for (const [{ table, scope }, client] of [[tables[0]!, runtime], [tables[1]!, admin]] as const) {
      for (const spec of Object.values(table)) {
        if (spec.contentType !== 'application/json') continue;
        expect(methodOf(client, spec.operationId).length, spec.operationId).toBe(arity(spec, scope));
      }
    }
    // The one stream is read by a hand-written method at the declared path.
    expect(runtime.streamUrl()).toBe('http://127.0.0.1:1/api/v1/workspaces/ws/app-runtime/stream');
  });
});

describe('the dev platform serves every operation the clients call', () => {
  let t: TestPlatform;
  let workspaceId: string;

  beforeAll(async () => {
    t = await startTestPlatform();
    const owner = await new AgentTeamAdminClient({ baseUrl: t.platform.baseUrl }).createUser({ name: 'Owner' });
    const workspace = await new AgentTeamAdminClient({ baseUrl: t.platform.baseUrl, userToken: owner.token }).createWorkspace({ name: 'acme' });
    workspaceId = workspace.workspaceId;
  });

  afterAll(async () => {
    await t?.platform.close();
    removeTempDirs();
  });

  it('answers each authenticated operation, at the path the client builds, with 401 invalid_token for a bad token', async () => {
    const runtime = new AgentTeamRuntimeClient({ baseUrl: t.platform.baseUrl, workspaceId, token: 'bad', maxAttempts: 1 });
    const admin = new AgentTeamAdminClient({ baseUrl: t.platform.baseUrl, workspaceId, userToken: 'bad' });
    const probed: string[] = [];
    for (const [{ table, scope }, client] of [[tables[0]!, runtime], [tables[1]!, admin]] as const) {
      for (const spec of Object.values(table)) {
        if (spec.auth === 'none') continue;
        const call = spec.contentType === 'application/json' ? methodOf(client, spec.operationId)(...placeholderArgs(spec, scope), { userToken: 'bad' }) : runtime.openStream();
        const error = await call.then(
          () => undefined,
          (e: unknown) => e,
        );
        expect(error, spec.operationId).toBeInstanceOf(AgentTeamApiError);
        // A 404 or 405 here would mean the client and the platform disagree on the route.
        expect({ id: spec.operationId, status: (error as AgentTeamApiError).status, code: (error as AgentTeamApiError).code }).toEqual({ id: spec.operationId, status: 401, code: 'invalid_token' });
        probed.push(spec.operationId);
      }
    }
    await Promise.all([runtime.close(), admin.close()]);
    expect(probed.length).toBe(Object.keys(devOperations).filter((id) => devOperations[id as keyof typeof devOperations].auth !== 'none').length);
  });

  it('walks every operation through the clients; each answer passes its generated validator', async () => {
    const base = t.platform.baseUrl;
    const called = new Set<string>();
    const step = async <T>(id: string, run: () => Promise<T>): Promise<T> => {
      called.add(id);
      return run();
    };
    const open = new AgentTeamAdminClient({ baseUrl: base });
    expect(await step('health', () => open.health())).toEqual({ status: 'ok' });
    const owner = await step('createUser', () => open.createUser({ name: 'Alice' }));
    const member = await open.createUser({ name: 'Bob' });
    const admin = new AgentTeamAdminClient({ baseUrl: base, userToken: owner.token });
    expect((await step('currentUser', () => admin.currentUser())).user.name).toBe('Alice');
    expect((await step('createToken', () => admin.createToken({}))).token).toMatch(/\S/);
    const ws = await step('createWorkspace', () => admin.createWorkspace({ name: 'walk' }));
    const own = new AgentTeamAdminClient({ baseUrl: base, workspaceId: ws.workspaceId, userToken: owner.token });
    const bob = new AgentTeamAdminClient({ baseUrl: base, workspaceId: ws.workspaceId, userToken: member.token });
    expect((await step('getWorkspace', () => own.getWorkspace())).role).toBe('owner');
    await step('addMember', () => own.addMember({ userId: member.user.userId, role: 'member' }));
    expect((await step('listMembers', () => own.listMembers())).members).toHaveLength(2);
    const channel = await step('createChannel', () => own.createChannel({ name: 'ops' }));
    expect((await step('listChannels', () => own.listChannels())).channels.map((c) => c.name)).toEqual(['ops']);

    const created = await step('createApp', () => own.createApp({ name: 'bot', transports: ['runner_stream'] }));
    expect((await step('listApps', () => own.listApps({ name: 'bot' }))).apps).toHaveLength(1);
    expect((await step('getApp', () => own.getApp(created.app.installationId))).name).toBe('bot');
    const { runnerToken } = await step('rotateRunnerToken', () => own.rotateRunnerToken(created.app.installationId));
    await step('addChannelApp', () => own.addChannelApp(channel.channelId, { installationId: created.app.installationId }));

    // A member's App request: pending, approved, then claimed once; another is rejected.
    const users = new AgentTeamRuntimeClient({ baseUrl: base, workspaceId: ws.workspaceId, token: owner.token });
    const pending = await bob.createApp({ name: 'asked', transports: ['runner_stream'] });
    expect(pending.credentials).toBeUndefined();
    expect((await step('approveApp', () => own.approveApp(pending.app.installationId))).credentialState).toBe('ready_to_claim');
    expect((await step('credentialStatus', () => users.credentialStatus(pending.app.installationId))).state).toBe('ready_to_claim');
    expect((await step('claimCredentials', () => users.claimCredentials(pending.app.installationId))).runnerToken).toMatch(/\S/);
    const refused = await bob.createApp({ name: 'refused', transports: ['runner_stream'] });
    expect((await step('rejectApp', () => own.rejectApp(refused.app.installationId))).status).toBe('rejected');

    // The runner side: stream, heartbeat, reply, context, ack, fail.
    const runner = new AgentTeamRuntimeClient({ baseUrl: base, workspaceId: ws.workspaceId, token: runnerToken });
    const stream = await step('stream', () => runner.openStream());
    const lines = stream[Symbol.asyncIterator]();
    const nextDelivery = async (): Promise<Extract<RunnerStreamItem, { type: 'delivery' }>['envelope']> => {
      for (;;) {
        const item = await lines.next();
        if (item.done === true) throw new Error('the stream ended');
        if (item.value.type === 'delivery') return item.value.envelope;
        expect(item.value.type).toBe('ping');
      }
    };
    expect((await step('heartbeat', () => runner.heartbeat({ runnerId: 'r1', capabilities: { maxConcurrency: 1 } }))).runnerId).toBe('r1');
    const mention = (text: string) =>
      own.postMessage(channel.channelId, { text: `@bot ${text}`, mentions: [{ type: 'service', serviceMemberId: created.app.serviceMemberId, range: { start: 0, end: 4 } }] });
    const first = await step('postMessage', () => mention('one'));
    const envelope = await nextDelivery();
    expect(envelope.deliveryId).toBe(first.deliveries[0]?.deliveryId);
    const call = { deliveryToken: envelope.deliveryToken };
    await step('reply', () => runner.reply(envelope.deliveryId, { attemptId: envelope.attemptId, content: 'hi', idempotencyKey: 'k1' }, call));
    expect((await step('context', () => runner.context(envelope.deliveryId, { attemptId: envelope.attemptId }, call))).pinned).toBeDefined();
    expect((await step('ack', () => runner.ack(envelope.deliveryId, { attemptId: envelope.attemptId }, call))).status).toBe('completed');
    expect((await step('getDelivery', () => own.getDelivery(envelope.deliveryId))).status).toBe('completed');
    const messages = await step('listMessages', () => own.listMessages(channel.channelId, { afterSeq: first.message.seq }));
    expect(messages.messages.map((m) => m.text)).toEqual(['hi']);

    await mention('two');
    const second = await nextDelivery();
    expect((await step('fail', () => runner.fail(second.deliveryId, { attemptId: second.attemptId, code: 'broke', message: 'it broke' }))).status).toBe('failed');
    await mention('three');
    const third = await nextDelivery();
    expect((await step('cancelDelivery', () => own.cancelDelivery(third.deliveryId))).status).toBe('canceled');
    expect((await step('removeChannelApp', () => own.removeChannelApp(channel.channelId, created.app.installationId))).member).toBe(false);

    stream.close();
    await Promise.all([open, admin, own, bob, users, runner].map((c) => c.close()));
    // Adding an operation to a table without walking it here fails this test.
    expect([...called].sort()).toEqual(Object.keys(devOperations).sort());
  });

  it('checks request bodies with the generated validator of the operation', async () => {
    const admin = new AgentTeamAdminClient({ baseUrl: t.platform.baseUrl });
    const bad = { name: 42 } as unknown as { name: string };
    const error = await admin.createUser(bad).then(
      () => undefined,
      (e: unknown) => e,
    );
    const validate = agentTeamAdminApiOperations.createUser.request;
    expect(validate(bad)).toBe(false);
    expect(error).toBeInstanceOf(AgentTeamApiError);
    expect((error as AgentTeamApiError).status).toBe(400);
    expect((error as AgentTeamApiError).code).toBe('validation_failed');
    expect((error as AgentTeamApiError).details).toEqual([{ field: validate.errors?.[0]?.instancePath, message: validate.errors?.[0]?.message }]);
    await admin.close();
  });
});
