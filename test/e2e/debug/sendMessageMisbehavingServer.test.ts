import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from '../../support/cli.js';

// `debug app-server send-message --server` against a real child process that gets one thing wrong
// (misbehavingAppServer.mjs), run through bin/run.js as a user would.
const fixture = fileURLToPath(new URL('./misbehavingAppServer.mjs', import.meta.url));
/** The --server value: split on spaces, a backslash keeps a space in an argument. */
const server = (mode: string): string => [process.execPath, fixture, mode].map((arg) => arg.replace(/ /g, '\\ ')).join(' ');
const work = mkdtempSync(join(tmpdir(), 'vv-debug-misbehaving-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const jsonLines = (text: string): Array<Record<string, unknown>> =>
  text
    .trimEnd()
    .split('\n')
    .map((line) => JSON.parse(line) as Record<string, unknown>);
const schemaReports = (stderr: string): string[] => stderr.split('\n').filter((line) => line.includes('does not match the schemas'));

describe('send-message reports replies that break their method\'s schema', () => {
  it('an initialize result with a numeric userAgent is one stderr line naming the method and the problem; stdout stays the transcript', async () => {
    const result = await runCli(['debug', 'app-server', 'send-message', '--json', '--server', server('bad-initialize'), 'hi']);
    expect(result.code).toBe(0);
    expect(schemaReports(result.stderr)).toEqual(['vv-agent: server reply to initialize does not match the schemas: result.userAgent must be a string']);
    const transcript = jsonLines(result.stdout);
    expect(transcript.at(-1)?.['method']).toBe('turn/completed');
  });

  it('a server that keeps to the schemas gets no report (the control)', async () => {
    const result = await runCli(['debug', 'app-server', 'send-message', '--json', '--server', server('good'), 'hi']);
    expect(result.code).toBe(0);
    expect(schemaReports(result.stderr)).toEqual([]);
  });
});

describe('send-message --record keeps a server line that is not JSON', () => {
  const file = join(work, 'not-json.jsonl');

  it('records the line where it came, before the client\'s -32700 reply to it', async () => {
    const result = await runCli(['debug', 'app-server', 'send-message', '--json', '--record', file, '--server', server('not-json'), 'hi']);
    expect(result.code).toBe(0);
    const entries = jsonLines(readFileSync(file, 'utf8')).slice(1);
    const reply = entries.findIndex((e) => (e['message'] as { error?: { code?: number } } | undefined)?.error?.code === -32700);
    expect(reply).toBeGreaterThan(0);
    expect(entries[reply - 1]).toMatchObject({ direction: 'server', unreadable: 'a line from the server is not JSON' });
    expect(typeof entries[reply - 1]?.['ts']).toBe('number');
  });

  it('replays against the same server with no difference', async () => {
    const replay = await runCli(['debug', 'app-server', 'replay', file]);
    expect(replay.stdout).toMatch(/no differences/);
    expect(replay.code).toBe(0);
  });

  it('replayed against a server that writes no such line, names the line as the difference', async () => {
    const replay = await runCli(['debug', 'app-server', 'replay', file, '--server', server('good')]);
    expect(replay.code).toBe(1);
    expect(replay.stdout).toMatch(/^entry \d+: server turn\/started where the recording has a line that is not a message \(a line from the server is not JSON\)/m);
  });
});

describe('send-message --json without a terminal says how approvals are answered', () => {
  it('one stderr line when the first approval is answered by --approve; stdout stays JSON with the denial', async () => {
    const result = await runCli(['debug', 'app-server', 'send-message', '--json', '--server', server('approval'), 'hi']);
    expect(result.code).toBe(0);
    expect(result.stderr.split('\n').filter((l) => l.includes('--approve'))).toEqual(['vv-agent: approvals are answered with --approve deny (not interactive)']);
    const answer = jsonLines(result.stdout).find((m) => m['id'] === 'approval_1' && 'result' in m);
    expect(answer?.['result']).toMatchObject({ decision: 'deny' });
  });
});
