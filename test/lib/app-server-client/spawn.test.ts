import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { AppServerClient, AppServerClientError } from '../../../src/lib/app-server-client/index.js';

const script = fileURLToPath(new URL('../../support/jsonlAppServer.mjs', import.meta.url));
const clientInfo = { clientInfo: { name: 'test', version: '0.0.0' } };

function spawnServer(mode: string, options: { closeGraceMs?: number } = {}): Promise<AppServerClient> {
  return AppServerClient.spawn([process.execPath, script, mode], { strict: true, requestTimeoutMs: 10_000, ...options });
}

async function failure(promise: Promise<unknown>): Promise<AppServerClientError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(AppServerClientError);
    return error as AppServerClientError;
  }
  throw new Error('expected a rejection');
}

describe('AppServerClient.spawn', () => {
  it('talks JSONL to a server process; close() ends stdin and the server exits 0', async () => {
    const client = await spawnServer('serve');
    expect(client.serverPid).toBeGreaterThan(0);
    const init = await client.initialize(clientInfo);
    expect(init.userAgent).toBe('jsonl-test-server');
    const started = await client.threadStart({ agentKey: 'default' });
    expect(started.threadId).toBe('thread_1');
    expect((await client.nextMessage()).method).toBe('thread/status/changed');
    expect((await client.nextMessage()).method).toBe('thread/started');
    expect(await client.close()).toEqual({ exitCode: 0, signal: null });
  });

  it('rejects a pending call with server_exited when the server dies mid-request, without hanging', async () => {
    const client = await spawnServer('exit-mid-request');
    await client.initialize(clientInfo);
    const started = Date.now();
    const waiting = client.nextMessage({ timeoutMs: 0 });
    const error = await failure(client.threadStart(undefined, { timeoutMs: 0 }));
    expect(error.code).toBe('server_exited');
    expect(error.method).toBe('thread/start');
    expect(error.data).toMatchObject({ exitCode: 3, signal: null });
    expect((error.data as { stderr: string }).stderr).toContain('fatal: cannot serve thread/start');
    expect((await failure(waiting)).code).toBe('server_exited');
    expect((await failure(client.modelList())).code).toBe('server_exited');
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(await client.close()).toEqual({ exitCode: 3, signal: null });
  });

  it('a server Node cannot start (a missing script) is reported by its error line, not Node\'s version line', async () => {
    const client = await AppServerClient.spawn([process.execPath, '/nonexistent/my-server.js'], { strict: true, requestTimeoutMs: 10_000 });
    const error = await failure(client.initialize(clientInfo));
    expect(error.code).toBe('server_exited');
    expect(error.message).toMatch(/^initialize: the server exited \(code 1\): Error: Cannot find module '\/nonexistent\/my-server\.js'/);
    await client.close();
  });

  it('reports a non-JSON stdout line and keeps going', async () => {
    const client = await spawnServer('serve');
    const errors: string[] = [];
    client.onError((error) => errors.push(`${String(error.code)}: ${error.message}`));
    await client.initialize(clientInfo);
    expect(await client.modelList()).toEqual({ models: [] });
    expect(errors).toEqual(['invalid_message: a line from the server is not JSON']);
    await client.close();
  });

  it('kills a server that ignores stdin EOF after the grace period', async () => {
    const client = await spawnServer('ignore-eof', { closeGraceMs: 100 });
    await client.initialize(clientInfo);
    const exit = await client.close();
    expect(exit).toEqual({ exitCode: null, signal: 'SIGTERM' });
  });

  it('accepts the command as one string', async () => {
    const client = await AppServerClient.spawn(`${process.execPath} ${script} serve`, { strict: true });
    expect((await client.initialize(clientInfo)).protocolVersion).toBe('v1');
    expect(await client.close()).toEqual({ exitCode: 0, signal: null });
  });

  it('fails with spawn_failed when the command cannot start', async () => {
    const error = await failure(AppServerClient.spawn(['vv-agent-no-such-command-xyz']));
    expect(error.code).toBe('spawn_failed');
    expect(error.message).toContain('vv-agent-no-such-command-xyz');
  });
});
