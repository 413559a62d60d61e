/**
 * `vv-agent threads list|show|archive` and `send-message --thread` (issue 12, point 16), on a
 * state directory written by real `debug app-server send-message` runs, through the built CLI.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inspectThreadStore, openThreadStore } from '../../src/lib/app-server/store/index.js';
import { AppServerProcess } from '../support/appServerProcess.js';
import { runCli, type CliResult } from '../support/cli.js';

const work = mkdtempSync(join(tmpdir(), 'vv-threads-'));
const stateDir = join(work, 'state');
const env = { VV_AGENT_HOME: join(work, 'home'), VV_AGENT_SETTINGS: '', VV_AGENT_BACKEND: '', VV_AGENT_MODEL: '' };
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A scripted model that answers each model call with the next text and finishes. */
const settings = join(work, 'settings.json');
writeFileSync(
  settings,
  JSON.stringify({
    VERSION: '2',
    backends: {
      scripted: {
        models: {
          remember: {
            function_call_available: true,
            script: {
              turns: [
                { tool_calls: [{ name: 'task_finish', arguments: { message: 'noted: seven' } }] },
                { tool_calls: [{ name: 'task_finish', arguments: { message: 'second answer' } }] },
              ],
            },
          },
        },
      },
    },
  }),
);

const cli = (args: string[]): Promise<CliResult> => runCli(args, { env });
const json = <T>(result: CliResult): T => {
  expect(result.code, result.stderr).toBe(0);
  return JSON.parse(result.stdout) as T;
};
const lastLine = (stdout: string): { method: string; params: { threadId: string; turnId: string; status: string } } =>
  JSON.parse(stdout.trimEnd().split('\n').at(-1)!) as never;

interface Detail {
  readOnly: boolean;
  thread: { threadId: string; status: string };
  turns: Array<{ turnId: string; status: string }>;
  items: Array<{ type: string; turnId: string; payload: Record<string, unknown> }>;
}

let threadId = '';

beforeAll(async () => {
  const first = await cli(['debug', 'app-server', 'send-message', '--settings', settings, '--state-dir', stateDir, 'remember the number seven']);
  expect(first.code, first.stderr).toBe(0);
  threadId = lastLine(first.stdout).params.threadId;
});

describe('threads on a state directory from a real send-message run', () => {
  it('list shows the thread with its title; --json has the same data', async () => {
    const human = await cli(['threads', 'list', '--state-dir', stateDir]);
    expect(human.code).toBe(0);
    expect(human.stdout).toMatch(new RegExp(`^${threadId}\\s+idle\\s+1\\s+.*remember the number seven$`, 'm'));
    const listing = json<{ stateDir: string; storeExists: boolean; readOnly: boolean; threads: Array<{ threadId: string; turns: number; title: string }> }>(
      await cli(['threads', 'list', '--state-dir', stateDir, '--json']),
    );
    expect(listing).toMatchObject({ stateDir, storeExists: true, readOnly: false });
    expect(listing.threads).toEqual([expect.objectContaining({ threadId, turns: 1, title: 'remember the number seven' })]);
  });

  it('show prints turns and items; --json is thread/read\'s shape', async () => {
    const human = await cli(['threads', 'show', threadId, '--state-dir', stateDir]);
    expect(human.code).toBe(0);
    expect(human.stdout).toContain('user      remember the number seven');
    expect(human.stdout).toMatch(/tool +task_finish \{"message":"noted: seven"\} -> success/);
    const detail = json<Detail>(await cli(['threads', 'show', threadId, '--state-dir', stateDir, '--json']));
    expect(detail.thread.threadId).toBe(threadId);
    expect(detail.turns).toHaveLength(1);
    expect(detail.items.map((i) => i.type)).toContain('userMessage');
  });

  it('an unknown thread id is the user\'s mistake: one line naming the id and the directory, exit 2 (--json: the error object, exit 2)', async () => {
    const message = `thread thread_999 not found: not in ${stateDir} (vv-agent threads list --state-dir ${stateDir})`;
    for (const command of ['show', 'archive']) {
      const unknown = await cli(['threads', command, 'thread_999', '--state-dir', stateDir]);
      expect([command, unknown.code, unknown.stdout, unknown.stderr]).toEqual([command, 2, '', `vv-agent: ${message}\n`]);
      const asJson = await cli(['threads', command, 'thread_999', '--state-dir', stateDir, '--json']);
      expect([command, asJson.code, JSON.parse(asJson.stdout)]).toEqual([command, 2, { error: { code: 'thread_not_found', category: 'usage', message } }]);
    }
    const noStore = await cli(['threads', 'show', 'thread_1', '--state-dir', join(work, 'nothing-here')]);
    expect([noStore.code, noStore.stderr]).toEqual([2, `vv-agent: thread thread_1 not found: ${join(work, 'nothing-here')} has no thread store (vv-agent threads list --state-dir ${join(work, 'nothing-here')})\n`]);
    const empty = json<{ storeExists: boolean; threads: unknown[] }>(await cli(['threads', 'list', '--state-dir', join(work, 'nothing-here'), '--json']));
    expect(empty).toMatchObject({ storeExists: false, threads: [] });
  });

  it('send-message --thread continues the stored thread (thread/resume): same thread, a second turn, more items', async () => {
    const before = json<Detail>(await cli(['threads', 'show', threadId, '--state-dir', stateDir, '--json']));
    const next = await cli(['debug', 'app-server', 'send-message', '--settings', settings, '--state-dir', stateDir, '--thread', threadId, 'which number?']);
    expect(next.code, next.stderr).toBe(0);
    expect(next.stdout).toContain('"method":"thread/resume"');
    expect(next.stdout).not.toContain('"method":"thread/start"');
    // The resume result carries the earlier turn: the client sees the thread's history.
    const resumed = next.stdout.split('\n').find((l) => l.includes('"id":2,"result"'));
    expect(resumed).toContain('remember the number seven');
    const completed = lastLine(next.stdout);
    expect(completed.params).toMatchObject({ threadId, status: 'completed' });
    expect(completed.params.turnId).not.toBe(before.turns[0]!.turnId);

    const after = json<Detail>(await cli(['threads', 'show', threadId, '--state-dir', stateDir, '--json']));
    expect(after.turns.map((t) => t.status)).toEqual(['completed', 'completed']);
    expect(after.items.length).toBeGreaterThan(before.items.length);
    expect(after.items.filter((i) => i.type === 'userMessage').map((i) => i.payload['text'])).toEqual(['remember the number seven', 'which number?']);

    const missing = await cli(['debug', 'app-server', 'send-message', '--settings', settings, '--state-dir', stateDir, '--thread', 'thread_999', 'hi']);
    expect(missing.code).toBe(2);
    expect(missing.stdout).toBe('');
    expect(missing.stderr).toContain(`thread thread_999 not found: not in ${stateDir}`);
  });

  it('while an App Server holds the directory: list and show read it read-only, archive is refused (exit 2)', async () => {
    const server = await AppServerProcess.started({ settings, model: 'remember', stateDir, env });
    try {
      const listing = json<{ readOnly: boolean; heldBy: { pid: number } | null; threads: unknown[] }>(await cli(['threads', 'list', '--state-dir', stateDir, '--json']));
      expect(listing.readOnly).toBe(true);
      expect(listing.heldBy?.pid).toBe(server.pid);
      expect(listing.threads).toHaveLength(1);
      const human = await cli(['threads', 'show', threadId, '--state-dir', stateDir]);
      // The notice is a diagnostic (stderr); stdout stays the data.
      expect(human.stderr).toMatch(new RegExp(`^\\(read-only: .* in use by vv-agent app-server \\(pid ${server.pid} `));
      expect(human.stdout.split('\n')[0]).toMatch(new RegExp(`^${threadId}  idle`));
      const refused = await cli(['threads', 'archive', threadId, '--state-dir', stateDir]);
      expect(refused.code).toBe(2);
      expect(refused.stderr.trim().split('\n')).toHaveLength(1);
      expect(refused.stderr).toMatch(new RegExp(`cannot archive ${threadId}: state directory .* is in use by .*pid ${server.pid}`));
      const busy = await cli(['debug', 'app-server', 'send-message', '--settings', settings, '--state-dir', stateDir, '--thread', threadId, 'hi']);
      expect(busy.code).toBe(2);
      expect(busy.stdout).toBe('');
      expect(busy.stderr).toMatch(new RegExp(`^vv-agent: cannot continue ${threadId}: state directory .* is in use by .*pid ${server.pid}`));
    } finally {
      await server.dispose();
    }
    const stillThere = json<{ threads: Array<{ status: string }> }>(await cli(['threads', 'list', '--state-dir', stateDir, '--json']));
    expect(stillThere.threads.map((t) => t.status)).toEqual(['idle']);
  });

  it('archive (once the server is gone) hides the thread from list unless --all; archiving again changes nothing', async () => {
    const archived = json<{ threadId: string; archived: boolean; changed: boolean }>(await cli(['threads', 'archive', threadId, '--state-dir', stateDir, '--json']));
    expect(archived).toMatchObject({ threadId, archived: true, changed: true });
    expect((await cli(['threads', 'archive', threadId, '--state-dir', stateDir])).stdout.trim()).toBe(`${threadId} was already archived`);
    expect(json<{ threads: unknown[]; archivedHidden: number }>(await cli(['threads', 'list', '--state-dir', stateDir, '--json']))).toMatchObject({ threads: [], archivedHidden: 1 });
    // The text view says why the list is empty, and how to see them.
    expect((await cli(['threads', 'list', '--state-dir', stateDir])).stdout.trim()).toBe(`no threads in ${stateDir} (1 archived thread(s) not shown; --all lists them)`);
    const all = json<{ threads: Array<{ threadId: string; status: string }> }>(await cli(['threads', 'list', '--state-dir', stateDir, '--all', '--json']));
    expect(all.threads).toEqual([expect.objectContaining({ threadId, status: 'archived' })]);
    expect(all).toMatchObject({ archivedHidden: 0 });
  });

  it('--state-dir naming a file: one line that says so, exit 2, for threads list/show/archive and app-server alike', async () => {
    const file = join(work, 'a-file');
    writeFileSync(file, 'not a directory\n');
    const message = `state directory ${file} is a file, not a directory (choose another with --state-dir)`;
    const commands = [['threads', 'list'], ['threads', 'show', 'thread_1'], ['threads', 'archive', 'thread_1']];
    for (const command of commands) {
      const human = await cli([...command, '--state-dir', file]);
      expect([command, human.code, human.stdout, human.stderr]).toEqual([command, 2, '', `vv-agent: ${message}\n`]);
      const asJson = await cli([...command, '--state-dir', file, '--json']);
      expect([command, asJson.code, JSON.parse(asJson.stdout)]).toEqual([command, 2, { error: { code: 'state_dir_invalid', category: 'config', message } }]);
    }
    const server = await cli(['app-server', '--listen', 'stdio', '--settings', settings, '--state-dir', file]);
    expect([server.code, server.stdout, server.stderr]).toEqual([2, '', `vv-agent: ${message}\n`]);
    const under = await cli(['app-server', '--listen', 'stdio', '--settings', settings, '--state-dir', join(file, 'state')]);
    expect([under.code, under.stderr]).toEqual([2, `vv-agent: state directory ${join(file, 'state')} cannot be used: ${file} is a file, not a directory (choose another with --state-dir)\n`]);
  });

  it('an App Server that starts while a threads command holds the directory is told which command holds it', async () => {
    // This process takes the lock as `vv-agent threads archive` does, for as long as the check takes.
    const look = inspectThreadStore(stateDir, 'vv-agent threads archive');
    expect(look?.readOnly).toBe(false);
    try {
      const server = await cli(['app-server', '--listen', 'stdio', '--settings', settings, '--state-dir', stateDir]);
      expect([server.code, server.stdout]).toEqual([2, '']);
      expect(server.stderr).toMatch(
        new RegExp(`^vv-agent: state directory ${stateDir.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} is in use by vv-agent threads archive \\(pid ${process.pid} on [^\n]*\\); wait for it to finish or choose another --state-dir\n$`),
      );
    } finally {
      look?.store.close();
    }
  });

  it('a lock record that cannot be written (a directory in its place): one line naming it, exit 2, for threads and app-server alike', async () => {
    const held = join(work, 'record-is-a-directory');
    openThreadStore({ stateDir: held }).close();
    const record = join(held, 'app-server.lock.json');
    mkdirSync(record);
    const message = `state directory ${held} cannot be used: cannot write its lock record ${record} (EISDIR); remove it or choose another --state-dir`;
    const human = await cli(['threads', 'list', '--state-dir', held]);
    expect([human.code, human.stdout, human.stderr]).toEqual([2, '', `vv-agent: ${message}\n`]);
    const asJson = await cli(['threads', 'list', '--state-dir', held, '--json']);
    expect([asJson.code, JSON.parse(asJson.stdout)]).toEqual([2, { error: { code: 'state_dir_invalid', category: 'config', message } }]);
    const server = await cli(['app-server', '--listen', 'stdio', '--settings', settings, '--state-dir', held]);
    expect([server.code, server.stdout, server.stderr]).toEqual([2, '', `vv-agent: ${message}\n`]);
  });
});
