/**
 * The runner process reconnects on its own when the local platform restarts: `agentteam dev` is
 * stopped with SIGTERM and started again on the same state directory and the same port.
 */
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { removeTempDirs, runCli, startDev, stopAllProcesses, tempDir } from '../../support/agentteamProcesses.js';
import { lines, startRunner } from './helpers.js';

afterAll(async () => {
  await stopAllProcesses();
  removeTempDirs();
});

describe('agentteam runner process across a restart of agentteam dev', () => {
  it('reconnects after the platform restarts on the same state dir and port, and answers the next mention', async () => {
    const dir = tempDir();
    const secretsFile = join(dir, '.env.agentteam');
    const options = { stateDir: join(dir, 'state'), secretsFile, app: 'echo', transport: 'runner_stream' as const };
    const mention = (text: string) => runCli(['agentteam', 'mention', '--app', 'echo', '--secrets-file', secretsFile, text]);

    const first = await startDev(options);
    const runner = await startRunner(secretsFile);
    const before = await mention('echo before the restart');
    expect(before).toMatchObject({ code: 0 });
    expect(lines(before.stdout)).toEqual(['before the restart']);

    first.process.kill('SIGTERM');
    expect(await first.process.exit()).toEqual({ code: 0, signal: null });
    await runner.waitForStderrMatch(/runner stream (ended|disconnected)/);

    const second = await startDev({ ...options, port: first.port });
    expect(second.baseUrl).toBe(first.baseUrl);
    expect(second.process.stderr).toMatch(/App echo \(existing; /);
    // The runner says on stderr that it lost the stream, waits, and connects again by itself.
    await runner.waitForStderrMatch(/connected to /, 2, 30_000);
    expect(runner.stderr).toMatch(/reconnecting in \d+(\.\d+)? s/);

    const after = await mention('echo after the restart');
    expect(after).toMatchObject({ code: 0 });
    expect(lines(after.stdout)).toEqual(['after the restart']);
    expect(runner.countStderr(/: echo, 1\/1 replies, acked/)).toBe(2);
    expect(runner.hasExited).toBe(false);

    runner.kill('SIGTERM');
    expect(await runner.exit()).toEqual({ code: 0, signal: null });
    second.process.kill('SIGTERM');
    expect(await second.process.exit()).toEqual({ code: 0, signal: null });
  });
});
