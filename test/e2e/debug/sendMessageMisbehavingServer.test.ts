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

const unreadableLine = 'the server sent a message the client cannot read: a line from the server is not JSON';
/** What the client answers a server line that is not JSON. */
const parseErrorAnswer = { jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } };

describe('send-message fails at a server line that is not JSON', () => {
  // The fixture writes the turn/start reply, the line, turn/started and turn/completed in one write:
  // the client reads them together, with a turn/completed already waiting behind the line.
  it('exits 1 with one stderr line naming the problem; stdout keeps the transcript up to the line and the client\'s -32700 answer', async () => {
    const result = await runCli(['debug', 'app-server', 'send-message', '--server', server('not-json'), 'hi']);
    expect(result.stderr.trimEnd().split('\n')).toEqual([`vv-agent: ${unreadableLine}`]);
    expect(result.code).toBe(1);
    const transcript = jsonLines(result.stdout);
    expect(transcript.at(-2)).toMatchObject({ id: 3, result: { turnId: 'turn_1', status: 'running' } });
    expect(transcript.at(-1)).toEqual(parseErrorAnswer);
    expect(transcript.map((m) => m['method'])).not.toContain('turn/started');
  });

  it('a line before the turn/start reply fails the run at once: the transcript has the request, not the reply', async () => {
    const result = await runCli(['debug', 'app-server', 'send-message', '--server', server('not-json-before-reply'), 'hi']);
    expect(result.stderr.trimEnd().split('\n')).toEqual([`vv-agent: ${unreadableLine}`]);
    expect(result.code).toBe(1);
    expect(jsonLines(result.stdout).filter((m) => m['id'] === 3)).toEqual([expect.objectContaining({ method: 'turn/start' })]);
  });
});

describe('send-message --record keeps a server line that is not JSON', () => {
  const file = join(work, 'not-json.jsonl');

  it('records the line where it came, then the client\'s -32700 answer, last; with --json the error is the last stdout line', async () => {
    const result = await runCli(['debug', 'app-server', 'send-message', '--json', '--record', file, '--server', server('not-json'), 'hi']);
    expect(result.code).toBe(1);
    expect(jsonLines(result.stdout).slice(-2)).toEqual([parseErrorAnswer, { error: { code: 'server_message_unreadable', category: 'runtime', message: unreadableLine } }]);
    const entries = jsonLines(readFileSync(file, 'utf8')).slice(1);
    expect(entries.at(-3)).toMatchObject({ direction: 'server', message: { id: 3, result: { turnId: 'turn_1' } } });
    expect(entries.at(-2)).toMatchObject({ direction: 'server', unreadable: 'a line from the server is not JSON' });
    expect(typeof entries.at(-2)?.['ts']).toBe('number');
    expect(entries.at(-1)).toMatchObject({ direction: 'client', message: parseErrorAnswer });
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

describe('send-message fails at a message of a method the protocol does not have', () => {
  // The fixture writes turn/started, the unknown message and turn/completed in one write: the
  // client reads them together, and only dispatches the unknown one after turn/completed was read.
  it('an unknown notification read with turn/completed: exit 1, one stderr line, the transcript ends with it', async () => {
    const result = await runCli(['debug', 'app-server', 'send-message', '--server', server('unknown-notification'), 'hi']);
    expect(result.stderr.trimEnd().split('\n')).toEqual(['vv-agent: the server sent a message the client cannot read: unknown notification method turn/teleported']);
    expect(result.code).toBe(1);
    expect(jsonLines(result.stdout).at(-1)).toMatchObject({ method: 'turn/teleported' });
  });

  const recordings = { 'unknown-notification': join(work, 'unknown-notification.jsonl'), 'unknown-request': join(work, 'unknown-request.jsonl') };

  it('--record keeps an unknown request and the client\'s -32601 answer last; both recordings replay with no difference', async () => {
    for (const [mode, file] of Object.entries(recordings)) {
      const result = await runCli(['debug', 'app-server', 'send-message', '--json', '--record', file, '--server', server(mode), 'hi']);
      expect(result.code).toBe(1);
    }
    const entries = jsonLines(readFileSync(recordings['unknown-request'], 'utf8')).slice(1);
    expect(entries.slice(-2)).toMatchObject([
      { direction: 'server', message: { id: 'srv_1', method: 'turn/teleport' } },
      { direction: 'client', message: { id: 'srv_1', error: { code: -32601 } } },
    ]);
    for (const file of Object.values(recordings)) {
      const replay = await runCli(['debug', 'app-server', 'replay', file]);
      expect(replay.stdout).toMatch(/no differences/);
      expect(replay.code).toBe(0);
    }
  });
});

describe('send-message fails at a server request that reuses the id of one not answered yet', () => {
  // The fixture writes turn/started, an approval request, a second one with the same id and
  // turn/completed in one write: the client dispatches the second only after turn/completed was read.
  const duplicateLine = 'vv-agent: the server sent a message the client cannot read: server request id approval_1 is already waiting for an answer';
  const file = join(work, 'duplicate-request.jsonl');

  it('exits 1 with one stderr line naming the id; the transcript ends with the second request and the client\'s -32600 answer', async () => {
    const result = await runCli(['debug', 'app-server', 'send-message', '--server', server('duplicate-request'), 'hi']);
    expect(result.stderr.trimEnd().split('\n')).toEqual([duplicateLine]);
    expect(result.code).toBe(1);
    const transcript = jsonLines(result.stdout);
    expect(transcript.at(-2)).toMatchObject({ id: 'approval_1', method: 'approval/request', params: { requestId: 'approval_2' } });
    expect(transcript.at(-1)).toMatchObject({ id: 'approval_1', error: { code: -32600 } });
    expect(transcript.map((m) => m['method'])).not.toContain('turn/completed');
  });

  it('--record keeps it and the answer last; the recording replays against the same server with no difference', async () => {
    const result = await runCli(['debug', 'app-server', 'send-message', '--json', '--record', file, '--server', server('duplicate-request'), 'hi']);
    expect(result.code).toBe(1);
    expect(jsonLines(result.stdout).at(-1)).toMatchObject({ error: { code: 'server_message_unreadable', category: 'runtime' } });
    expect(jsonLines(readFileSync(file, 'utf8')).slice(-2)).toMatchObject([
      { direction: 'server', message: { id: 'approval_1', method: 'approval/request', params: { requestId: 'approval_2' } } },
      { direction: 'client', message: { id: 'approval_1', error: { code: -32600 } } },
    ]);
    const replay = await runCli(['debug', 'app-server', 'replay', file]);
    expect(replay.stdout).toMatch(/no differences/);
    expect(replay.code).toBe(0);
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

describe('another thread\'s turn/completed before the turn\'s own', () => {
  it('the transcript goes on to the turn\'s own turn/completed, and the result is that turn\'s', async () => {
    const result = await runCli(['debug', 'app-server', 'send-message', '--json', '--server', server('other-turn-first'), 'hi']);
    expect(result.code, result.stderr).toBe(0);
    const ends = jsonLines(result.stdout).filter((m) => m['method'] === 'turn/completed');
    // Before: the transcript stopped at the first one, another thread's.
    expect(ends.map((m) => (m['params'] as { turnId: string }).turnId)).toEqual(['turn_9', 'turn_1']);
    expect(jsonLines(result.stdout).at(-1)).toMatchObject({ method: 'turn/completed', params: { turnId: 'turn_1', finalOutput: 'done' } });
  });
});

