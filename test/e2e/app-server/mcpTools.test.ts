/**
 * Actions as agent tools, end to end (issue 15, point 2): a real `vv-agent agent serve` serves
 * the fixture actions over MCP; an App Server (`bin/run.js app-server --mcp-config`) whose
 * scripted model calls them as `SERVER__tool`; a client that answers approvals. Read-only tools
 * run without asking, the others ask; results and errors are toolCall items; an interrupt aborts
 * a running MCP call in the action itself.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAgent, writeConfig } from '../../support/agentProcess.js';
import { stopAllProcesses } from '../../support/agentteamProcesses.js';
import { AppServerProcess, type WireMessage } from '../../support/appServerProcess.js';
import { runCli, runJs } from '../../support/cli.js';
import { eventually, expectNoViolations, startThread, startTurn, tempDir, turnCompleted } from './helpers.js';

const ACTIONS = fileURLToPath(new URL('../../fixtures/actions/agent-tools', import.meta.url));

type ScriptTurn = { tool_calls: Array<{ name: string; arguments: Record<string, unknown>; id?: string }> };

/** A vv-llm settings file whose scripted model `mcp-script` plays `turns`, one per model call. */
function scriptedSettings(dir: string, turns: readonly ScriptTurn[]): string {
  const file = join(dir, 'settings.json');
  const model = { id: 'mcp-script', context_length: 128000, function_call_available: true, script: { repeat: false, turns } };
  writeFileSync(file, JSON.stringify({ VERSION: '2', endpoints: [], backends: { scripted: { models: { 'mcp-script': model } } } }));
  return file;
}

function call(name: string, args: Record<string, unknown>, id: string): ScriptTurn {
  return { tool_calls: [{ name, arguments: args, id }] };
}

function finish(message: string, id: string): ScriptTurn {
  return call('task_finish', { message }, id);
}

function writeMcpConfig(dir: string, servers: Record<string, unknown>): string {
  const file = join(dir, 'mcp.json');
  writeFileSync(file, JSON.stringify({ mcpServers: servers }, null, 2));
  return file;
}

/** The last state of the toolCall item of `toolCallId` (its item/completed). */
function completedTool(server: AppServerProcess, toolCallId: string): any {
  const done = server.log.filter((m) => m.method === 'item/completed' && m.params?.type === 'toolCall' && m.params?.payload?.toolCallId === toolCallId);
  expect(done, `one item/completed for ${toolCallId}`).toHaveLength(1);
  return done[0]!.params;
}

function approvalRequests(server: AppServerProcess, since: number): WireMessage[] {
  return server.since(since).filter((m) => m.method === 'approval/request');
}

afterAll(stopAllProcesses);

describe('an action served over MCP stdio, spawned by the App Server from mcp.json', () => {
  let dir: string;
  let marks: string;
  let server: AppServerProcess;

  beforeAll(async () => {
    dir = tempDir('vv-mcp-tools-');
    marks = join(dir, 'marks');
    mkdirSync(marks);
    const settings = scriptedSettings(dir, [
      // Turn 1: a read-only tool, then one that needs approval (allowed), then finish.
      call('inventory__lookup', { item: 'apple' }, 'call_lookup'),
      call('inventory__add', { a: 2, b: 3 }, 'call_add'),
      finish('added', 'call_finish_1'),
      // Turn 2: approval denied, then an action that fails.
      call('inventory__add', { a: 1, b: 1 }, 'call_add_denied'),
      call('inventory__lookup', { item: 'kiwi' }, 'call_lookup_missing'),
      finish('reported', 'call_finish_2'),
      // Turn 3: a call that runs until the turn is interrupted.
      call('inventory__wait', {}, 'call_wait'),
      finish('not reached', 'call_finish_3'),
    ]);
    const config = writeMcpConfig(dir, {
      inventory: { command: process.execPath, args: [runJs, 'agent', 'serve', '--actions', ACTIONS, '--mcp', 'stdio', '--no-http'], env: { VV_FIXTURE_MARKS: marks } },
      broken: { command: join(dir, 'no-such-mcp-server') },
    });
    server = await AppServerProcess.started({ settings, model: 'mcp-script', ephemeral: true, extraArgs: ['--mcp-config', config] });
  });

  afterAll(async () => {
    await server?.dispose();
  });

  it('runs a readOnlyHint tool without approval and asks for the other; the results are toolCall items', async () => {
    const threadId = await startThread(server, { cwd: dir });
    const mark = server.mark();
    const turnId = await startTurn(server, threadId, 'check the stock and add 2 and 3');
    const request = await server.waitForServerRequest('approval/request', { turnId });
    expect(request.params).toMatchObject({ toolCallId: 'call_add', toolName: 'inventory__add', arguments: { a: 2, b: 3 }, preview: 'add on MCP server inventory {"a":2,"b":3}' });
    await server.answer(request.id, { decision: 'allow' });
    const completed = await turnCompleted(server, turnId);
    expect(completed).toMatchObject({ status: 'completed', completionReason: 'tool_finish', finalOutput: 'added' });

    // Only the tool without readOnlyHint was asked about.
    expect(approvalRequests(server, mark).map((m) => m.params.toolName)).toEqual(['inventory__add']);
    expect(completedTool(server, 'call_lookup')).toMatchObject({
      status: 'completed',
      payload: {
        toolName: 'inventory__lookup',
        arguments: { item: 'apple' },
        status: 'success',
        errorCode: null,
        executionStarted: true,
        output: '{"item":"apple","inStock":42}',
        toolMetadata: { sideEffect: 'read', capabilityTags: ['mcp', 'mcp.server:inventory'] },
      },
    });
    expect(completedTool(server, 'call_add')).toMatchObject({
      status: 'completed',
      payload: { toolName: 'inventory__add', status: 'success', output: '{"result":5}', toolMetadata: { sideEffect: 'external' } },
    });
    // The dead server did not take the App Server down: a warning on stderr says why.
    expect(server.stderr).toContain('2 MCP server(s) from');
    expect(server.stderr).toMatch(/MCP server broken is not available, its tools are left out: spawn \S*no-such-mcp-server ENOENT/);
    expect(server.stderr).toContain('MCP server inventory: connected, 3 tool(s)');
    expectNoViolations(server);
  });

  it('a denied approval and a failing action are failed toolCall items; the turn goes on', async () => {
    const threadId = await startThread(server, { cwd: dir });
    const turnId = await startTurn(server, threadId, 'add 1 and 1, then look up a kiwi');
    const request = await server.waitForServerRequest('approval/request', { turnId });
    expect(request.params).toMatchObject({ toolCallId: 'call_add_denied', toolName: 'inventory__add' });
    await server.answer(request.id, { decision: 'deny' });
    expect(await turnCompleted(server, turnId)).toMatchObject({ status: 'completed', finalOutput: 'reported' });
    expect(completedTool(server, 'call_add_denied')).toMatchObject({
      status: 'failed',
      payload: { status: 'error', errorCode: 'tool_approval_denied', executionStarted: false, durationMs: null },
    });
    const missing = completedTool(server, 'call_lookup_missing');
    expect(missing).toMatchObject({ status: 'failed', payload: { status: 'error', errorCode: 'tool_failed', executionStarted: true } });
    expect(missing.payload.output).toBe('error [tool_failed]: {"error":{"code":"not_found","message":"no item called kiwi"}}');
    expectNoViolations(server);
  });

  it('turn/interrupt aborts a running MCP call: the action sees its signal aborted', async () => {
    const threadId = await startThread(server, { cwd: dir });
    const turnId = await startTurn(server, threadId, 'wait for it');
    await server.waitFor((m) => m.method === 'item/started' && m.params?.payload?.toolCallId === 'call_wait', { what: 'the wait tool started' });
    await eventually(() => existsSync(join(marks, 'wait-started')), 'the action started');
    expect(await server.call('turn/interrupt', { threadId, expectedTurnId: turnId })).toEqual({ threadId, turnId, cancelled: true });
    expect(await turnCompleted(server, turnId)).toMatchObject({ status: 'failed', completionReason: 'cancelled' });
    expect(completedTool(server, 'call_wait')).toMatchObject({ status: 'failed', payload: { errorCode: 'cancelled', executionStarted: true } });
    await eventually(() => existsSync(join(marks, 'wait-aborted')), 'the action saw its call cancelled');
    expectNoViolations(server);
  });
});

describe('an action served by a running `agent serve` over Streamable HTTP', () => {
  it('the App Server connects by URL; the model calls the action; its result is in the toolCall item', async () => {
    const dir = tempDir('vv-mcp-tools-http-');
    const agent = await startAgent(['--config', writeConfig('[agent]\nhost = 127.0.0.1\nport = 0\n'), '--actions', ACTIONS, '--no-http', '--mcp', 'streamable-http'], { expectMcp: true });
    expect(agent.mcpUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/mcp$/);
    const settings = scriptedSettings(dir, [call('shop__add', { a: 20, b: 22 }, 'call_http_add'), call('shop__lookup', { item: 'pear' }, 'call_http_lookup'), finish('sum done', 'call_http_finish')]);
    const config = writeMcpConfig(dir, { shop: { url: agent.mcpUrl } });
    const server = await AppServerProcess.started({ settings, model: 'mcp-script', ephemeral: true, extraArgs: ['--mcp-config', config] });
    try {
      const threadId = await startThread(server, { cwd: dir });
      const mark = server.mark();
      const turnId = await startTurn(server, threadId, 'add 20 and 22');
      const request = await server.waitForServerRequest('approval/request', { turnId });
      await server.answer(request.id, { decision: 'allow' });
      expect(await turnCompleted(server, turnId)).toMatchObject({ status: 'completed', finalOutput: 'sum done' });
      expect(approvalRequests(server, mark).map((m) => m.params.toolCallId)).toEqual(['call_http_add']);
      expect(completedTool(server, 'call_http_add').payload).toMatchObject({ toolName: 'shop__add', status: 'success', output: '{"result":42}' });
      expect(completedTool(server, 'call_http_lookup').payload).toMatchObject({ toolName: 'shop__lookup', status: 'success', output: '{"item":"pear","inStock":7}' });
      expectNoViolations(server);
    } finally {
      await server.dispose();
    }
  });
});

describe('--mcp-config on the command line', () => {
  it('app-server: a named file that is missing or invalid is one line and exit 2; so is an invalid default file', async () => {
    const dir = tempDir('vv-mcp-tools-cli-');
    const base = ['app-server', '--listen', 'stdio', '--settings', join(fileURLToPath(new URL('../../..', import.meta.url)), 'config', 'settings.example.json'), '--backend', 'scripted', '--model', 'scripted-default', '--ephemeral'];
    const missing = await runCli([...base, '--mcp-config', join(dir, 'missing.json')], { env: { VV_AGENT_HOME: dir } });
    expect(missing.code).toBe(2);
    expect(missing.stderr).toBe(`vv-agent: MCP config ${join(dir, 'missing.json')}: no such file\n`);
    expect(missing.stdout).toBe('');

    const invalid = writeMcpConfig(dir, { bad: { command: 'x', url: 'http://127.0.0.1:9/mcp' } });
    const refused = await runCli([...base, '--mcp-config', invalid], { env: { VV_AGENT_HOME: dir } });
    expect(refused.code).toBe(2);
    expect(refused.stderr).toBe(`vv-agent: MCP config ${invalid}: mcpServers.bad: mixes stdio keys (command) with HTTP keys (url)\n`);

    // The same file as $VV_AGENT_HOME/mcp.json is read without the flag, and refused the same way.
    const byDefault = await runCli(base, { env: { VV_AGENT_HOME: dir } });
    expect(byDefault.code).toBe(2);
    expect(byDefault.stderr).toBe(`vv-agent: MCP config ${invalid}: mcpServers.bad: mixes stdio keys (command) with HTTP keys (url)\n`);
  });

  it('debug app-server send-message: checked before any output; with a good file the transcript shows the action\'s result', async () => {
    const dir = tempDir('vv-mcp-tools-debug-');
    const missing = await runCli(['debug', 'app-server', 'send-message', '--json', '--mcp-config', join(dir, 'missing.json'), 'hello'], { env: { VV_AGENT_HOME: dir } });
    expect(missing.code).toBe(2);
    expect(missing.stdout).toBe(`${JSON.stringify({ error: { code: 'mcp_config_not_found', category: 'config', message: `MCP config ${join(dir, 'missing.json')}: no such file` } })}\n`);

    const settings = scriptedSettings(dir, [call('calc__add', { a: 4, b: 5 }, 'call_debug_add'), finish('nine', 'call_debug_finish')]);
    const config = writeMcpConfig(dir, { calc: { command: process.execPath, args: [runJs, 'agent', 'serve', '--actions', ACTIONS, '--mcp', 'stdio', '--no-http'] } });
    const run = await runCli(['debug', 'app-server', 'send-message', '--json', '--settings', settings, '--model', 'mcp-script', '--mcp-config', config, '--approve', 'allow', 'add 4 and 5'], {
      env: { VV_AGENT_HOME: dir },
    });
    expect(run.code, run.stderr).toBe(0);
    const messages = run.stdout.trim().split('\n').map((line) => JSON.parse(line) as WireMessage);
    const added = messages.find((m) => m.method === 'item/completed' && m.params?.type === 'toolCall' && m.params?.payload?.toolCallId === 'call_debug_add');
    expect(added?.params.payload).toMatchObject({ toolName: 'calc__add', status: 'success', output: '{"result":9}' });
    expect(messages.at(-1)).toMatchObject({ method: 'turn/completed', params: { status: 'completed', finalOutput: 'nine' } });
  });
});
