/**
 * MCP servers still connecting do not hold `turn/start` back (docs/app-server.md, "Connecting"):
 * the turn exists at once and waits for them inside, before its first model call. The MCP server
 * is a real stdio child (test/fixtures/mcp-tools/heldServer.mjs) that holds back its answer to
 * `initialize` until the test lets it go, so every assertion is about what happened before it
 * answered, never about how long anything took.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { AppServerProcess } from '../../support/appServerProcess.js';
import { eventually, expectNoViolations, startThread, tempDir, textInput, turnCompleted } from './helpers.js';

const HELD_SERVER = fileURLToPath(new URL('../../fixtures/mcp-tools/heldServer.mjs', import.meta.url));
/** Far below the 30 s MCP connect timeout: a turn/start held until then fails the test here. */
const ANSWER_WITHIN_MS = 10_000;

type ScriptTurn = { tool_calls: Array<{ name: string; arguments: Record<string, unknown>; id: string }> };

/** A vv-llm settings file whose scripted model `held-script` plays `turns`, one per model call. */
function scriptedSettings(dir: string, turns: readonly ScriptTurn[]): string {
  const file = join(dir, 'settings.json');
  const model = { id: 'held-script', context_length: 128000, function_call_available: true, script: { repeat: false, turns } };
  writeFileSync(file, JSON.stringify({ VERSION: '2', endpoints: [], backends: { scripted: { models: { 'held-script': model } } } }));
  return file;
}

/** An App Server whose one MCP server is the held fixture, and that fixture's marks folder. */
async function serverWithHeldMcp(turns: readonly ScriptTurn[]): Promise<{ server: AppServerProcess; dir: string; marks: string }> {
  const dir = tempDir('vv-mcp-connecting-');
  const marks = join(dir, 'marks');
  mkdirSync(marks);
  const config = join(dir, 'mcp.json');
  writeFileSync(config, JSON.stringify({ mcpServers: { held: { command: process.execPath, args: [HELD_SERVER, marks] } } }));
  const server = await AppServerProcess.started({ settings: scriptedSettings(dir, turns), model: 'held-script', ephemeral: true, extraArgs: ['--mcp-config', config] });
  servers.push(server);
  // The App Server has asked the MCP server to initialize, and the MCP server holds its answer.
  await eventually(() => existsSync(join(marks, 'initialize')), 'the MCP server received initialize');
  return { server, dir, marks };
}

/** The held MCP server is still running and has never answered `initialize`. */
function expectStillHeld(marks: string): void {
  expect(existsSync(join(marks, 'answered')), 'the MCP server has not answered').toBe(false);
  const pid = Number(readFileSync(join(marks, 'initialize'), 'utf8'));
  expect(() => process.kill(pid, 0), 'the MCP server is still running').not.toThrow();
}

const servers: AppServerProcess[] = [];

afterEach(async () => {
  // The held server exits when its stdin ends, which the App Server's exit brings about.
  for (const server of servers.splice(0)) await server.dispose();
});

describe('turn/start while an MCP server has not answered initialize', () => {
  it('is answered at once; turn/interrupt ends the waiting turn; a second turn/start is refused meanwhile', async () => {
    const { server, dir, marks } = await serverWithHeldMcp([{ tool_calls: [{ name: 'task_finish', arguments: { message: 'not reached' }, id: 'call_unreached' }] }]);
    const threadId = await startThread(server, { cwd: dir });
    const started = await server.call('turn/start', { threadId, input: textInput('ping the held server') }, { timeoutMs: ANSWER_WITHIN_MS });
    expect(started).toEqual({ threadId, turnId: expect.any(String), status: 'running' });
    const turnId = started.turnId as string;
    await server.waitForNotification('thread/status/changed', { threadId, status: 'running' }, { timeoutMs: ANSWER_WITHIN_MS });
    await server.waitForNotification('turn/started', { threadId, turnId }, { timeoutMs: ANSWER_WITHIN_MS });
    expectStillHeld(marks);

    const second = await server.callError('turn/start', { threadId, input: textInput('again') }, { timeoutMs: ANSWER_WITHIN_MS });
    expect(second).toMatchObject({ code: -32602, message: 'Thread already has an active turn' });

    expect(await server.call('turn/interrupt', { threadId, expectedTurnId: turnId })).toEqual({ threadId, turnId, cancelled: true });
    const completed = await server.waitForNotification('turn/completed', { turnId }, { timeoutMs: ANSWER_WITHIN_MS });
    expect(completed.params).toMatchObject({ status: 'failed', completionReason: 'cancelled', error: 'run cancelled: turn interrupted' });
    // The model was never called: the turn was still waiting for its tools.
    expect(completed.params.tokenUsage.cycles).toEqual([]);
    expectStillHeld(marks);
    expectNoViolations(server);
  });

  it('waits inside the turn: once the server connects, its tool is offered to that first turn', async () => {
    const { server, dir, marks } = await serverWithHeldMcp([
      { tool_calls: [{ name: 'held__ping', arguments: {}, id: 'call_ping' }] },
      { tool_calls: [{ name: 'task_finish', arguments: { message: 'pinged' }, id: 'call_finish' }] },
    ]);
    const threadId = await startThread(server, { cwd: dir });
    const started = await server.call('turn/start', { threadId, input: textInput('ping the held server') }, { timeoutMs: ANSWER_WITHIN_MS });
    const turnId = started.turnId as string;
    await server.waitForNotification('turn/started', { threadId, turnId }, { timeoutMs: ANSWER_WITHIN_MS });
    expectStillHeld(marks);

    writeFileSync(join(marks, 'go'), '');
    expect(await turnCompleted(server, turnId)).toMatchObject({ status: 'completed', completionReason: 'tool_finish', finalOutput: 'pinged' });
    const ping = server.log.find((m) => m.method === 'item/completed' && m.params?.payload?.toolCallId === 'call_ping');
    expect(ping?.params.payload).toMatchObject({ toolName: 'held__ping', status: 'success', output: 'pong', executionStarted: true });
    expect(server.stderr).toContain('MCP server held: connected, 1 tool(s)');
    expectNoViolations(server);
  });
});
