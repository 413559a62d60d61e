// `vv-agent threads list|show` while a real App Server holds the state directory: the read-only
// notice is a diagnostic on stderr, and stdout carries the data alone (it is piped and parsed).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppServerProcess, DEFAULT_SETTINGS } from '../support/appServerProcess.js';
import { runCli, type CliResult } from '../support/cli.js';

const work = mkdtempSync(join(tmpdir(), 'vv-threads-notice-'));
const stateDir = join(work, 'state');
const env = { VV_AGENT_HOME: join(work, 'home'), VV_AGENT_SETTINGS: '', VV_AGENT_BACKEND: '', VV_AGENT_MODEL: '' };
const cli = (args: string[]): Promise<CliResult> => runCli(args, { env });

let server: AppServerProcess;
let threadId = '';

beforeAll(async () => {
  const written = await cli(['debug', 'app-server', 'send-message', '--settings', DEFAULT_SETTINGS, '--state-dir', stateDir, 'hello']);
  expect(written.code, written.stderr).toBe(0);
  threadId = (JSON.parse(written.stdout.trimEnd().split('\n').at(-1)!) as { params: { threadId: string } }).params.threadId;
  server = await AppServerProcess.started({ stateDir, env });
});

afterAll(async () => {
  await server?.dispose();
  rmSync(work, { recursive: true, force: true });
});

describe('threads on a directory an App Server holds', () => {
  const notice = (): RegExp => new RegExp(`^\\(read-only: ${stateDir.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} is in use by vv-agent app-server \\(pid ${server.pid} [^\\n]*\\)\\)$`);

  it('list: the notice is the one line on stderr; stdout is the table alone', async () => {
    const result = await cli(['threads', 'list', '--state-dir', stateDir]);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr.trimEnd()).toMatch(notice());
    const lines = result.stdout.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^THREAD\s+STATUS\s+TURNS/);
    expect(lines.slice(1)).toEqual([expect.stringMatching(new RegExp(`^${threadId}\\s+idle\\s+1\\s`))]);
  });

  it('show: the notice is the one line on stderr; stdout starts with the thread', async () => {
    const result = await cli(['threads', 'show', threadId, '--state-dir', stateDir]);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr.trimEnd()).toMatch(notice());
    expect(result.stdout.split('\n')[0]).toMatch(new RegExp(`^${threadId}\\s+idle\\s+agent default`));
    expect(result.stdout).not.toContain('read-only');
  });

  it('--json: stdout is one JSON document that says it was read read-only', async () => {
    for (const args of [['threads', 'list'], ['threads', 'show', threadId]]) {
      const result = await cli([...args, '--state-dir', stateDir, '--json']);
      expect(result.code, result.stderr).toBe(0);
      expect(JSON.parse(result.stdout)).toMatchObject({ stateDir, readOnly: true, heldBy: { pid: server.pid } });
    }
  });
});
