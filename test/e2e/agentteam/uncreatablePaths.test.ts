// A folder that cannot be made (under /proc, under a regular file) ends `agentteam dev` and
// `agentteam runner --agent` at once with exit 2 and one line naming the flag; before, a secrets
// file under /proc/x spun at 100% CPU with no output (Node 20's recursive mkdir never returns there).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CliProcess } from '../../support/agentteamProcesses.js';
import { runCli } from '../../support/cli.js';

const work = mkdtempSync(join(tmpdir(), 'vv-agentteam-uncreatable-'));
writeFileSync(join(work, 'afile'), '');
afterAll(() => rmSync(work, { recursive: true, force: true }));

const dev = ['agentteam', 'dev', '--port', '0', '--state-dir', join(work, 's'), '--app', 'echo', '--transport', 'runner_stream'];

describe('agentteam commands with a folder that cannot be created', () => {
  for (const [args, pattern] of [
    [[...dev, '--secrets-file', '/proc/x/y.env'], /^vv-agent: --secrets-file \/proc\/x\/y\.env: cannot write secrets file \/proc\/x\/y\.env \(ENOENT\)$/],
    [[...dev, '--secrets-file', './afile/y.env'], /^vv-agent: --secrets-file \.\/afile\/y\.env: .*\(ENOTDIR\)$/],
    [['agentteam', 'dev', '--port', '0', '--state-dir', '/proc/x'], /^vv-agent: state directory \/proc\/x cannot be created \(choose another with --state-dir\): ENOENT/],
    [['agentteam', 'runner', '--agent', '--state-dir', '/proc/x'], /^vv-agent: state directory \/proc\/x cannot be created \(choose another with --state-dir\): ENOENT/],
  ] as const) {
    it(`${args.slice(1).join(' ')}: exit 2, one line`, { timeout: 15_000 }, async () => {
      const result = await runCli(args, { cwd: work });
      expect(result.code, result.stderr).toBe(2);
      expect(result.stderr.trimEnd().split('\n')).toHaveLength(1);
      expect(result.stderr.trimEnd()).toMatch(pattern);
    });
  }
});

describe('agentteam dev --app with a secrets file that cannot be written', () => {
  it('leaves no App behind: the next start with a usable file creates it', { timeout: 30_000 }, async () => {
    const stateDir = join(work, 'state-of-failed-setup');
    const args = ['agentteam', 'dev', '--port', '0', '--state-dir', stateDir, '--app', 'echo', '--transport', 'runner_stream', '--secrets-file'];
    const failed = await runCli([...args, './afile/y.env'], { cwd: work });
    expect(failed.code, failed.stderr).toBe(2);
    expect(failed.stderr.trimEnd()).toMatch(/^vv-agent: --secrets-file \.\/afile\/y\.env: .*\(ENOTDIR\)$/);

    const dev = new CliProcess([...args, join(work, 'good.env')], { cwd: work });
    try {
      await dev.waitForStderrMatch(/listening on /);
      expect(dev.stderr).toMatch(/^App echo \(created; /m);
    } finally {
      dev.kill('SIGTERM');
      await dev.exited;
    }
  });
});
