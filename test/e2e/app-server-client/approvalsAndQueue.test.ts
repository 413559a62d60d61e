// The typed client against the real server for what the lifecycle test does not reach: an
// approval answered by the handler, approval/resolve, steer, follow-up and unsubscribe.
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { AppServerClient, type AppServerClientError, type ServerMessage } from '../../../src/lib/app-server-client/index.js';
import { runJs } from '../../support/cli.js';

const dirs: string[] = [];
const clients: AppServerClient[] = [];
afterEach(async () => {
  for (const c of clients.splice(0)) await c.close();
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

/** A real server whose scripted model plays `turns` (settings-file script form). */
async function serverWithScript(turns: unknown[], chunkDelayMs = 0): Promise<{ client: AppServerClient; workspace: string; errors: AppServerClientError[] }> {
  const dir = mkdtempSync(join(tmpdir(), 'vv-client-e2e-'));
  dirs.push(dir);
  const workspace = join(dir, 'ws');
  const settings = join(dir, 'settings.json');
  writeFileSync(
    settings,
    JSON.stringify({
      VERSION: '2',
      endpoints: [],
      backends: { scripted: { models: { m: { id: 'm', context_length: 10000, function_call_available: true, script: { chunk_delay_ms: chunkDelayMs, turns } } } } },
    }),
  );
  const { mkdirSync } = await import('node:fs');
  mkdirSync(workspace);
  const client = await AppServerClient.spawn(
    [process.execPath, runJs, 'app-server', '--listen', 'stdio', '--settings', settings, '--backend', 'scripted', '--model', 'm', '--ephemeral'],
    { strict: true, requestTimeoutMs: 20_000, env: { VV_AGENT_HOME: dir, NODE_EXTRA_CA_CERTS: undefined } },
  );
  clients.push(client);
  const errors: AppServerClientError[] = [];
  client.onError((e) => errors.push(e));
  await client.initialize({ clientInfo: { name: 'client-e2e' } });
  return { client, workspace, errors };
}

async function until(client: AppServerClient, predicate: (m: ServerMessage) => boolean): Promise<ServerMessage[]> {
  const seen: ServerMessage[] = [];
  for (;;) {
    const m = await client.nextMessage();
    seen.push(m);
    if (predicate(m)) return seen;
  }
}

const writeThenFinish = [
  { tool_calls: [{ name: 'write_file', arguments: { path: 'note.txt', content: 'approved' } }] },
  { tool_calls: [{ name: 'task_finish', arguments: { message: 'done' } }] },
];

describe('AppServerClient against the real server: approvals', () => {
  it('an approval handler answers approval/request and the tool runs', async () => {
    const { client, workspace, errors } = await serverWithScript(writeThenFinish);
    const asked: string[] = [];
    client.onApprovalRequest((params) => {
      asked.push(params.toolName);
      return { decision: 'allow_session' };
    });
    const thread = await client.threadStart({ cwd: workspace });
    await client.turnStart({ threadId: thread.threadId, input: [{ type: 'text', text: 'write it' }] });
    const seen = await until(client, (m) => m.method === 'turn/completed');
    expect(asked).toEqual(['write_file']);
    const resolved = seen.filter((m) => m.method === 'approval/resolved');
    expect(resolved).toHaveLength(1);
    expect(resolved[0]?.method === 'approval/resolved' && resolved[0].params.decision).toBe('allow_session');
    expect(existsSync(join(workspace, 'note.txt'))).toBe(true);
    expect(errors).toEqual([]);
  });

  it('approval/resolve answers a request left in the backlog; a deny keeps the tool from running', async () => {
    const { client, workspace, errors } = await serverWithScript(writeThenFinish);
    const thread = await client.threadStart({ cwd: workspace });
    const turn = await client.turnStart({ threadId: thread.threadId, input: [{ type: 'text', text: 'write it' }] });
    const [request] = (await until(client, (m) => m.method === 'approval/request')).slice(-1);
    if (request?.method !== 'approval/request') throw new Error('no approval request');
    const answer = await client.approvalResolve({ threadId: thread.threadId, turnId: turn.turnId, requestId: request.params.requestId, decision: 'deny', reason: 'not now' });
    expect(answer).toEqual({});
    const seen = await until(client, (m) => m.method === 'turn/completed');
    const failed = seen.find((m) => m.method === 'item/completed' && m.params.type === 'toolCall' && m.params.payload['toolName'] === 'write_file');
    expect(failed?.method === 'item/completed' && failed.params.payload).toMatchObject({ executionStarted: false, errorCode: 'tool_approval_denied' });
    expect(existsSync(join(workspace, 'note.txt'))).toBe(false);
    // A second answer to the same request is refused.
    await expect(client.approvalResolve({ threadId: thread.threadId, turnId: turn.turnId, requestId: request.params.requestId, decision: 'allow' })).rejects.toMatchObject({ code: -32602 });
    expect(errors).toEqual([]);
  });
});

describe('AppServerClient against the real server: steer, follow-up, unsubscribe', () => {
  it('turnSteer and turnFollowUp queue input; the follow-up runs as a second turn', async () => {
    const slowText = { text: Array.from({ length: 40 }, () => 'word ') };
    const { client, errors } = await serverWithScript([slowText, { text: ['second turn'] }, { text: ['third'] }], 25);
    const thread = await client.threadStart();
    const first = await client.turnStart({ threadId: thread.threadId, input: [{ type: 'text', text: 'go' }] });
    await until(client, (m) => m.method === 'item/agentMessage/delta');
    expect(await client.turnSteer({ threadId: thread.threadId, expectedTurnId: first.turnId, input: [{ type: 'text', text: 'also this' }] })).toEqual({ threadId: thread.threadId, turnId: first.turnId, queued: true });
    expect(await client.turnFollowUp({ threadId: thread.threadId, input: [{ type: 'text', text: 'then that' }] })).toEqual({ threadId: thread.threadId, turnId: first.turnId, queued: true });
    const seen = await until(client, (m) => m.method === 'turn/started' && m.params.turnId !== first.turnId);
    const completedFirst = seen.findIndex((m) => m.method === 'turn/completed' && m.params.turnId === first.turnId);
    expect(completedFirst).toBeGreaterThanOrEqual(0);
    const rest = await until(client, (m) => m.method === 'turn/completed');
    expect(rest.at(-1)?.method === 'turn/completed' && rest.at(-1)?.params).toMatchObject({ status: 'completed' });
    const read = await client.threadRead({ threadId: thread.threadId });
    expect(read.turns).toHaveLength(2);
    expect(read.turns[1]?.input).toEqual([{ type: 'text', text: 'then that' }]);
    // The steered text is part of the first turn's history as a user message.
    expect(read.items.some((i) => i.type === 'userMessage' && i.turnId === first.turnId && i.payload['text'] === 'also this')).toBe(true);
    expect(errors).toEqual([]);
  });

  it('threadUnsubscribe closes an idle thread', async () => {
    const { client } = await serverWithScript([{ text: ['hi'] }]);
    const thread = await client.threadStart();
    await until(client, (m) => m.method === 'thread/started');
    expect(await client.threadUnsubscribe({ threadId: thread.threadId })).toEqual({ threadId: thread.threadId, subscribed: false, closed: true });
    const after = await until(client, (m) => m.method === 'thread/status/changed');
    expect(after.map((m) => m.method)).toEqual(['thread/closed', 'thread/status/changed']);
    expect((await client.threadRead({ threadId: thread.threadId })).thread.status).toBe('closed');
  });
});
