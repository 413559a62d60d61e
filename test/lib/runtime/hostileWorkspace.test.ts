// Workspace tools against a hostile workspace, with real files: FIFOs, sockets and hard links are
// refused without being opened, a catastrophic regular expression cannot freeze the process, and a
// tool that never returns cannot keep a cancelled run alive.
import { execFileSync } from 'node:child_process';
import { link, readFile, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ApprovalBroker, builtinTools, createSearchFilesTool, type Tool } from '../../../src/lib/runtime/index.js';
import { call, finish, ofType, run, scriptedAgent, tempDir } from './support.js';

/** Nothing here should take long; a wedged tool would hit vitest's own timeout instead. */
const PROMPT_BOUND_MS = 5_000;

const servers: Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) await new Promise((resolve) => server.close(resolve));
});

const allow = (): ApprovalBroker => new ApprovalBroker({ requester: (_request, respond) => void respond('allow') });

async function workspaceWithSpecialFiles(): Promise<string> {
  const workspace = await tempDir();
  await writeFile(path.join(workspace, 'plain.txt'), 'needle in a file\n');
  execFileSync('mkfifo', [path.join(workspace, 'pipe')]);
  const server = createServer();
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(path.join(workspace, 'sock'), resolve));
  return workspace;
}

describe('non-regular files', () => {
  it('read_file, write_file and search_files refuse a FIFO and a socket without opening them; other reads still work', async () => {
    const workspace = await workspaceWithSpecialFiles();
    // More FIFO opens than libuv has file-I/O threads (4): had any blocked, the last read would hang.
    const agent = scriptedAgent([
      call('read_file', { path: 'pipe' }, 'r1'),
      call('read_file', { path: 'pipe' }, 'r2'),
      call('search_files', { pattern: 'x', path: 'pipe' }, 's1'),
      call('search_files', { pattern: 'x', path: 'pipe', literal: true }, 's2'),
      call('write_file', { path: 'pipe', content: 'x' }, 'w1'),
      call('read_file', { path: 'sock' }, 'r3'),
      call('write_file', { path: 'sock', content: 'x' }, 'w2'),
      call('search_files', { pattern: 'needle' }, 'dir'),
      call('read_file', { path: 'plain.txt' }, 'ok'),
      finish('done'),
    ]);
    const started = Date.now();
    const { events, result } = await run(agent, 'go', { workspace, approvalBroker: allow() });
    expect(Date.now() - started).toBeLessThan(PROMPT_BOUND_MS);
    expect(result.status).toBe('completed');
    const completed = Object.fromEntries(ofType(events, 'tool_call_completed').map((e) => [e.toolCallId, e]));
    for (const id of ['r1', 'r2', 's1', 's2', 'w1', 'r3', 'w2']) {
      expect(completed[id], id).toMatchObject({ status: 'error', errorCode: 'not_a_file' });
      expect(completed[id]?.output, id).toMatch(/is a (FIFO|socket), not a regular file/);
    }
    expect(completed['dir']).toMatchObject({ status: 'success', output: 'plain.txt:1: needle in a file' });
    expect(completed['ok']).toMatchObject({ status: 'success', output: 'needle in a file\n' });
  });

  it('write_file refuses a target with more than one hard link and leaves the other name untouched', async () => {
    const root = await tempDir();
    const workspace = path.join(root, 'ws');
    execFileSync('mkdir', [workspace]);
    const outside = path.join(root, 'outside.txt');
    await writeFile(outside, 'original');
    await link(outside, path.join(workspace, 'linked.txt'));
    const agent = scriptedAgent([call('write_file', { path: 'linked.txt', content: 'overwritten' }, 'w'), finish('done')]);
    const { events } = await run(agent, 'go', { workspace, approvalBroker: allow() });
    expect(ofType(events, 'tool_call_completed')[0]).toMatchObject({ status: 'error', errorCode: 'path_outside_workspace' });
    expect(ofType(events, 'tool_call_completed')[0]?.output).toContain('2 hard links');
    expect(await readFile(outside, 'utf8')).toBe('original');
  });
});

describe('search_files with a catastrophic pattern', () => {
  it('^(a+)+$ against many a and a ! fails with command_timeout and never blocks the event loop', async () => {
    const workspace = await tempDir();
    await writeFile(path.join(workspace, 'evil.txt'), `${'a'.repeat(40)}!\n`);
    const tools = builtinTools().map((tool) => (tool.name === 'search_files' ? createSearchFilesTool({ timeLimitMs: 1_000 }) : tool));
    const agent = scriptedAgent([call('search_files', { pattern: '^(a+)+$' }, 's'), call('search_files', { pattern: 'a!$' }, 'fine'), finish('done')], { tools });
    let last = Date.now();
    let worstGapMs = 0;
    const ticker = setInterval(() => {
      worstGapMs = Math.max(worstGapMs, Date.now() - last);
      last = Date.now();
    }, 10);
    const started = Date.now();
    try {
      const { events } = await run(agent, 'go', { workspace });
      const completed = Object.fromEntries(ofType(events, 'tool_call_completed').map((e) => [e.toolCallId, e]));
      expect(completed['s']).toMatchObject({ status: 'error', errorCode: 'command_timeout' });
      expect(completed['fine']).toMatchObject({ status: 'success', output: `evil.txt:1: ${'a'.repeat(40)}!` });
    } finally {
      clearInterval(ticker);
    }
    expect(Date.now() - started).toBeLessThan(PROMPT_BOUND_MS);
    // 40 a's would take V8 days on the main thread; a worker thread keeps the loop free.
    expect(worstGapMs).toBeLessThan(500);
  });

  it('a cancel stops a slow search at once', async () => {
    const workspace = await tempDir();
    await writeFile(path.join(workspace, 'evil.txt'), `${'a'.repeat(40)}!\n`);
    const agent = scriptedAgent([call('search_files', { pattern: '^(a+)+$' }, 's'), finish('done')]);
    let cancelledAt = 0;
    const { events, result } = await run(agent, 'go', { workspace }, (event, handle) => {
      if (event.type === 'tool_call_started') {
        setTimeout(() => {
          cancelledAt = Date.now();
          handle.cancel();
        }, 200);
      }
    });
    expect(Date.now() - cancelledAt).toBeLessThan(1_000);
    expect(result).toMatchObject({ status: 'failed', completionReason: 'cancelled' });
    expect(ofType(events, 'tool_call_completed')[0]).toMatchObject({ errorCode: 'cancelled' });
  });
});

describe('a tool that never returns', () => {
  it('does not keep a cancelled run alive: the call is abandoned after the grace and the run ends cancelled', async () => {
    const workspace = await tempDir();
    const stuck: Tool = {
      name: 'stuck',
      description: 'Never returns and ignores cancellation, like a read blocked in the kernel.',
      parameters: { type: 'object', properties: {} },
      requiresApproval: false,
      execute: () => new Promise(() => undefined),
    };
    const agent = scriptedAgent([call('stuck', {}, 'x'), finish('done')], { tools: [...builtinTools(), stuck] });
    let cancelledAt = 0;
    const { events, result } = await run(agent, 'go', { workspace }, (event, handle) => {
      if (event.type === 'tool_call_started') {
        cancelledAt = Date.now();
        handle.cancel('interrupted');
      }
    });
    expect(Date.now() - cancelledAt).toBeLessThan(PROMPT_BOUND_MS);
    expect(result).toMatchObject({ status: 'failed', completionReason: 'cancelled' });
    expect(ofType(events, 'tool_call_completed')[0]).toMatchObject({ toolCallId: 'x', status: 'error', errorCode: 'cancelled', executionStarted: true });
  });
});
