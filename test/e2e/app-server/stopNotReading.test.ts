/**
 * SIGTERM on the stdio App Server while its client has stopped reading stdout (contract section
 * 8; docs/app-server.md, Lifecycle): writes to the pipe wait for a reader that never comes, and
 * with them the turn and the shutdown. After the shutdown grace (5 s, as over WebSocket) the
 * server stops writing to that client; the turn's cancellation is stored and the process exits 0.
 * Real server (`bin/run.js`, scripted backend); needs `npm run build`.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppServerProcess } from '../../support/appServerProcess.js';
import { runCli } from '../../support/cli.js';
import { startThread, startTurn } from './helpers.js';

let dir: string;
let settings: string;
const processes: AppServerProcess[] = [];

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'vv-stop-not-reading-'));
  settings = join(dir, 'settings.json');
  // Megabytes of text with no delay, then a model that never finishes: the pipe backs up long
  // before the text is out, and only the shutdown ends the turn.
  const text = Array.from({ length: 2000 }, () => ({ type: 'text', text: `${'x'.repeat(8000)} ` }));
  const flood = { id: 'flood', context_length: 128000, max_output_tokens: 4096, function_call_available: true, script: { turns: [{ steps: [...text, { type: 'stall' }] }] } };
  writeFileSync(settings, JSON.stringify({ VERSION: '2', endpoints: [], backends: { scripted: { models: { flood } } } }));
});

afterAll(async () => {
  for (const p of processes) await p.dispose();
  rmSync(dir, { recursive: true, force: true });
});

describe('SIGTERM while the stdio client is not reading', () => {
  it('stops writing to it after the grace, stores the turn as cancelled by the shutdown, and exits 0', async () => {
    const stateDir = join(dir, 'state');
    const server = await AppServerProcess.started({ settings, backend: 'scripted', model: 'flood', stateDir });
    processes.push(server);
    const threadId = await startThread(server);
    const turnId = await startTurn(server, threadId, 'flood');
    await server.waitForNotification('item/agentMessage/delta', { turnId });
    // From now on nothing is read: what the server writes piles up in the pipe until it is full.
    server.pauseReading();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    // kill() waits for the exit (20 s at most, then the test fails).
    expect(await server.kill('SIGTERM')).toEqual({ code: 0, signal: null });
    expect(server.stderr).toMatch(/not reading what it was sent/);

    const shown = await runCli(['threads', 'show', threadId, '--state-dir', stateDir, '--json']);
    expect(shown.code, shown.stderr).toBe(0);
    const detail = JSON.parse(shown.stdout) as { thread: { status: string }; turns: Array<Record<string, any>>; items: Array<Record<string, any>> };
    expect(detail.thread.status).toBe('idle');
    expect(detail.turns).toEqual([
      expect.objectContaining({
        turnId,
        status: 'failed',
        result: expect.objectContaining({ status: 'failed', completionReason: 'cancelled', error: 'run cancelled: App Server shutting down' }),
      }),
    ]);
    // The message cut by the shutdown is stored failed, with the text it had.
    const message = detail.items.find((i) => i['type'] === 'agentMessage');
    expect(message?.['status']).toBe('failed');
    expect(String(message?.['payload'].text)).toMatch(/^x{8000} /);
  }, 60_000);
});
