// `agentteam dev` on a port another program holds fails (exit 1, one line). The platform opens its
// store before it listens, so such a start used to leave a new --state-dir behind, holding an
// empty, migrated agentteam-dev.sqlite. It now removes what it created, and only that.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_STORE_FILE } from '../../../src/lib/agentteam/dev/index.js';
import { CliProcess } from '../../support/agentteamProcesses.js';
import { runCli } from '../../support/cli.js';

const work = mkdtempSync(join(tmpdir(), 'vv-agentteam-port-taken-'));
let blocker: Server;
let port: number;

beforeAll(async () => {
  blocker = createServer();
  await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
  port = (blocker.address() as { port: number }).port;
});
afterAll(async () => {
  await new Promise<void>((resolve) => blocker.close(() => resolve()));
  rmSync(work, { recursive: true, force: true });
});

async function startOnTakenPort(stateDir: string): Promise<void> {
  const failed = await runCli(['agentteam', 'dev', '--port', String(port), '--state-dir', stateDir], { cwd: work });
  expect(failed.code, failed.stderr).toBe(1);
  expect(failed.stderr.trimEnd().split('\n')).toEqual([`vv-agent: cannot listen on 127.0.0.1:${port}: listen EADDRINUSE: address already in use 127.0.0.1:${port}`]);
}

describe('agentteam dev on a port in use', () => {
  it('a new --state-dir (and the folders above it that it made) is not left behind', { timeout: 30_000 }, async () => {
    const parent = mkdtempSync(join(work, 'parent-'));
    await startOnTakenPort(join(parent, 'new', 'nested', 'state'));
    expect(readdirSync(parent)).toEqual([]);
  });

  it('an existing, empty --state-dir stays, and holds no store file', { timeout: 30_000 }, async () => {
    const stateDir = join(work, 'empty');
    mkdirSync(stateDir);
    await startOnTakenPort(stateDir);
    expect(readdirSync(stateDir)).toEqual([]);
  });

  it('an existing store stays as it was', { timeout: 30_000 }, async () => {
    const stateDir = join(work, 'used');
    const dev = new CliProcess(['agentteam', 'dev', '--port', '0', '--state-dir', stateDir, '--app', 'echo', '--transport', 'runner_stream', '--secrets-file', join(work, 'echo.env')], { cwd: work });
    try {
      await dev.waitForStderrMatch(/listening on /);
    } finally {
      dev.kill('SIGTERM');
      await dev.exited;
    }
    const store = join(stateDir, DEV_STORE_FILE);
    const before = readFileSync(store);
    await startOnTakenPort(stateDir);
    expect(existsSync(store)).toBe(true);
    expect(readFileSync(store).equals(before)).toBe(true);
  });
});
