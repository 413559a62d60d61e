/**
 * serveStdio's two ends of a session with a turn in progress (contract section 8): the client
 * closing stdin is a disconnect; `stop()` (the CLI's SIGINT/SIGTERM handler) is the server
 * shutting down, and the stored turn must say which of the two happened.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { openThreadStore, prepareAppServer, serveStdio } from '../../../src/lib/app-server/index.js';

const dirs: string[] = [];

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A stdio server on the scripted-tools model, its turn waiting for the write_file approval. */
async function serverWithTurnInProgress(): Promise<{ stateDir: string; stdin: PassThrough; server: Awaited<ReturnType<typeof serveStdio>> }> {
  const stateDir = mkdtempSync(join(tmpdir(), 'vv-stdio-stop-'));
  const workspace = mkdtempSync(join(tmpdir(), 'vv-stdio-stop-ws-'));
  dirs.push(stateDir, workspace);
  const prepared = await prepareAppServer({
    listen: 'stdio',
    settings: 'config/settings.example.json',
    backend: 'scripted',
    model: 'scripted-tools',
    stateDir,
    env: { VV_AGENT_HOME: stateDir, VV_AGENT_LOG_LEVEL: 'silent' },
  });
  const stdin = new PassThrough();
  const stdout = new PassThrough();
  const lines: Array<Record<string, any>> = [];
  let waiting: (() => void) | undefined;
  let buffered = '';
  stdout.on('data', (chunk: Buffer) => {
    buffered += chunk.toString('utf8');
    const parts = buffered.split('\n');
    buffered = parts.pop() ?? '';
    for (const part of parts) if (part.trim() !== '') lines.push(JSON.parse(part) as Record<string, any>);
    waiting?.();
  });
  const server = await serveStdio(prepared, { stdin, stdout });
  const send = (message: unknown): void => void stdin.write(`${JSON.stringify(message)}\n`);
  send({ id: 1, method: 'initialize', params: { clientInfo: { name: 'me' } } });
  send({ id: 2, method: 'thread/start', params: { cwd: workspace } });
  send({ id: 3, method: 'turn/start', params: { threadId: 'thread_1', input: [{ type: 'text', text: 'try tools' }] } });
  const deadline = Date.now() + 10_000;
  while (!lines.some((l) => l['method'] === 'approval/request')) {
    if (Date.now() > deadline) throw new Error(`no approval/request; got ${JSON.stringify(lines.map((l) => l['method'] ?? l['id']))}`);
    await new Promise<void>((resolve) => {
      waiting = resolve;
      setTimeout(resolve, 100);
    });
  }
  return { stateDir, stdin, server };
}

function storedTurn(stateDir: string): { status: string; result: Record<string, unknown> | null } {
  const store = openThreadStore({ stateDir });
  try {
    const turn = store.getTurn('turn_1');
    if (turn === null) throw new Error('turn_1 not stored');
    return { status: turn.status, result: turn.result as Record<string, unknown> | null };
  } finally {
    store.close();
  }
}

describe('serveStdio with a turn in progress', () => {
  it('stop() (SIGINT/SIGTERM) stores the turn cancelled because the server shut down, not a client disconnect', async () => {
    const { stateDir, server } = await serverWithTurnInProgress();
    server.stop();
    await server.done;
    const turn = storedTurn(stateDir);
    expect(turn.status).toBe('failed');
    expect(turn.result).toMatchObject({ completionReason: 'cancelled', error: 'run cancelled: App Server shutting down' });
  });

  it('stdin EOF stores the turn cancelled because the client disconnected', async () => {
    const { stateDir, stdin, server } = await serverWithTurnInProgress();
    stdin.end();
    await server.done;
    const turn = storedTurn(stateDir);
    expect(turn.status).toBe('failed');
    expect(turn.result).toMatchObject({ completionReason: 'cancelled', error: 'run cancelled: client disconnected' });
  });
});

describe('serveStdio stopped while its client is not reading', () => {
  it('stops writing to it after shutdownGraceMs: done resolves, the turn is stored cancelled by the shutdown', async () => {
    const stateDir = mkdtempSync(join(tmpdir(), 'vv-stdio-stop-'));
    dirs.push(stateDir);
    const settings = join(stateDir, 'settings.json');
    // More text than any pipe holds, with no delay, then a model that never finishes: writes back
    // up as soon as nobody reads, and only the stop ends the turn.
    const text = Array.from({ length: 200 }, () => ({ type: 'text', text: `${'x'.repeat(8000)} ` }));
    const flood = { id: 'flood', context_length: 128000, function_call_available: true, script: { turns: [{ steps: [...text, { type: 'stall' }] }] } };
    writeFileSync(settings, JSON.stringify({ VERSION: '2', endpoints: [], backends: { scripted: { models: { flood } } } }));
    const prepared = await prepareAppServer({ listen: 'stdio', settings, backend: 'scripted', model: 'flood', stateDir, env: { VV_AGENT_HOME: stateDir, VV_AGENT_LOG_LEVEL: 'silent' } });
    const stdin = new PassThrough();
    // Nobody reads this: once its buffers are full, every write waits.
    const stdout = new PassThrough();
    const server = await serveStdio(prepared, { stdin, stdout }, { shutdownGraceMs: 200 });
    const send = (message: unknown): void => void stdin.write(`${JSON.stringify(message)}\n`);
    send({ id: 1, method: 'initialize', params: { clientInfo: { name: 'me' } } });
    send({ id: 2, method: 'thread/start', params: {} });
    send({ id: 3, method: 'turn/start', params: { threadId: 'thread_1', input: [{ type: 'text', text: 'flood' }] } });
    const deadline = Date.now() + 10_000;
    while (!stdout.writableNeedDrain) {
      if (Date.now() > deadline) throw new Error('the output never backed up');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    server.stop();
    await server.done;
    const turn = storedTurn(stateDir);
    expect(turn.status).toBe('failed');
    expect(turn.result).toMatchObject({ completionReason: 'cancelled', error: 'run cancelled: App Server shutting down' });
  });
});
