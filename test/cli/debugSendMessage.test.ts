import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { validateJsonRpcMessage, validateServerNotification } from '../../generated/app-server/validators.js';
import { projectRoot, runCli } from '../support/cli.js';

const work = mkdtempSync(join(tmpdir(), 'vv-debug-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const lines = (stdout: string): Array<Record<string, unknown>> =>
  stdout
    .trimEnd()
    .split('\n')
    .map((l) => JSON.parse(l) as Record<string, unknown>);

/** A settings file whose scripted model says something else: a "changed server". */
function altSettings(text: string): string {
  const file = join(work, `alt-${text.replace(/\W/g, '')}.json`);
  writeFileSync(
    file,
    JSON.stringify({
      VERSION: '2',
      endpoints: [],
      backends: {
        scripted: {
          models: {
            'scripted-default': {
              id: 'scripted-default',
              context_length: 1000,
              function_call_available: true,
              script: { turns: [{ text: [text], tool_calls: [{ name: 'task_finish', arguments: { message: text } }] }] },
            },
          },
        },
      },
    }),
  );
  return file;
}

describe('vv-agent debug app-server send-message (no terminal: JSONL transcript)', () => {
  it('prints debug/input, then every message in both directions up to turn/completed, and exits 0', async () => {
    const result = await runCli(['debug', 'app-server', 'send-message', 'hello', 'there']);
    expect(result.code, result.stderr).toBe(0);
    const out = lines(result.stdout);
    expect(out[0]).toMatchObject({ method: 'debug/input', params: { text: 'hello there' } });
    const wire = out.slice(1);
    expect(wire.filter((m) => 'method' in m && 'id' in m).map((m) => m['method'])).toEqual(['initialize', 'thread/start', 'turn/start']);
    expect(wire.some((m) => m['method'] === 'initialized')).toBe(true);
    expect(wire.at(-1)).toMatchObject({ method: 'turn/completed', params: { status: 'completed', completionReason: 'tool_finish' } });
    for (const m of wire) expect(validateJsonRpcMessage(m), JSON.stringify(m)).toBe(true);
    for (const m of wire.filter((m) => 'method' in m && !('id' in m) && m['method'] !== 'initialized')) expect(validateServerNotification(m)).toBe(true);
    const text = wire.filter((m) => m['method'] === 'item/agentMessage/delta').map((m) => (m['params'] as { delta: string }).delta).join('');
    expect(text).toBe('Hello! I am the scripted model of vv-agent.');
    expect(result.stderr).not.toMatch(/does not match the schemas/);
  });

  it('--server drives another App Server command', async () => {
    const server = `${process.execPath} ${join(projectRoot, 'bin/run.js')} app-server --listen stdio --ephemeral --backend scripted --model scripted-default --settings ${altSettings('Other server.')}`;
    const result = await runCli(['debug', 'app-server', 'send-message', '--server', server, 'hi']);
    expect(result.code, result.stderr).toBe(0);
    expect(lines(result.stdout).at(-1)).toMatchObject({ method: 'turn/completed', params: { finalOutput: 'Other server.' } });
  });

  it('a server that cannot start is one line on stderr and a non-zero exit', async () => {
    const result = await runCli(['debug', 'app-server', 'send-message', '--settings', join(work, 'missing.json'), '--backend', 'scripted', '--model', 'scripted-default', 'hi']);
    expect(result.code).not.toBe(0);
    expect(result.stderr.trimEnd().split('\n').filter((l) => l.startsWith('vv-agent:'))).toHaveLength(1);
  });

  it('not interactive: approvals answered by --approve are said once on stderr, the transcript stays on stdout', async () => {
    const result = await runCli(['debug', 'app-server', 'send-message', '--model', 'scripted-tools', '--approve', 'deny', 'try the tools']);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr.split('\n').filter((l) => l.includes('--approve'))).toEqual(['vv-agent: approvals are answered with --approve deny (not interactive)']);
    expect(lines(result.stdout).filter((m) => m['method'] === 'approval/request').length).toBeGreaterThan(0);
  });

  it('mistakes the built-in server would find are one line before any output, exit 2', async () => {
    const held = join(work, 'held-state');
    const cases: Array<[string[], RegExp]> = [
      [['--timeout-seconds', 'abc'], /^vv-agent: --timeout-seconds must be a finite number greater than 0\n$/],
      [['--timeout-seconds', '0'], /^vv-agent: --timeout-seconds must be a finite number greater than 0\n$/],
      [['--state-dir', '/proc/x'], /^vv-agent: .*\/proc\/x.*\n$/],
      [['--record', '/proc/x/y.jsonl'], /^vv-agent: cannot create transcript \/proc\/x\/y\.jsonl \(ENOENT\)\n$/],
    ];
    for (const [args, stderr] of cases) {
      const result = await runCli(['debug', 'app-server', 'send-message', ...args, 'hi']);
      expect([args, result.code, result.stdout, result.stderr]).toEqual([args, 2, '', expect.stringMatching(stderr)]);
    }
    // A state directory another server holds: refused the same way, naming the holder.
    const holder = spawn(process.execPath, [join(projectRoot, 'bin/run.js'), 'app-server', '--listen', 'stdio', '--state-dir', held, '--settings', join(projectRoot, 'config/settings.example.json')], { cwd: projectRoot });
    try {
      await once(holder.stderr, 'data');
      const result = await runCli(['debug', 'app-server', 'send-message', '--state-dir', held, 'hi']);
      expect([result.code, result.stdout]).toEqual([2, '']);
      expect(result.stderr).toMatch(new RegExp(`^vv-agent: .*in use by .*pid ${holder.pid}.*\n$`));
    } finally {
      holder.kill();
      await once(holder, 'exit');
    }
  });
});

describe('record and replay', () => {
  it('replay against a server that cannot start says why (its own error line), not that responses are missing', async () => {
    const missing = join(work, 'no-such-settings.json');
    const replay = await runCli(['debug', 'app-server', 'replay', join(projectRoot, 'test/fixtures/transcripts/hello.jsonl'), '--settings', missing]);
    expect(replay.code).toBe(1);
    expect(replay.stdout).toBe('');
    expect(replay.stderr).toMatch(new RegExp(`^vv-agent: the server exited \\(code 2\\): vv-agent: .*${missing.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}.*\n$`));
  });

  it('--record saves both directions with timestamps; replaying it against the same server finds no difference', async () => {
    const file = join(work, 'hello.jsonl');
    const sent = await runCli(['debug', 'app-server', 'send-message', '--record', file, 'hello']);
    expect(sent.code, sent.stderr).toBe(0);
    const recorded = readFileSync(file, 'utf8').trimEnd().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(recorded[0]).toMatchObject({ type: 'vv-agent.transcript', version: 1, input: { text: 'hello' } });
    const entries = recorded.slice(1);
    expect(new Set(entries.map((e) => e['direction']))).toEqual(new Set(['client', 'server']));
    expect(entries.every((e) => typeof e['ts'] === 'number')).toBe(true);
    // The recording holds exactly what was printed, minus the debug/input line.
    expect(entries.map((e) => e['message'])).toEqual(lines(sent.stdout).slice(1));

    const replay = await runCli(['debug', 'app-server', 'replay', file]);
    expect(replay.code, replay.stdout + replay.stderr).toBe(0);
    expect(replay.stdout).toContain('no differences');
  });

  it('the committed fixture transcript replays against the current server (regression guard)', async () => {
    const replay = await runCli(['debug', 'app-server', 'replay', join(projectRoot, 'test/fixtures/transcripts/hello.jsonl'), '--json']);
    expect(replay.code, replay.stdout).toBe(0);
    const report = JSON.parse(replay.stdout) as { differences: unknown[]; serverMessages: number };
    expect(report.differences).toEqual([]);
    expect(report.serverMessages).toBeGreaterThan(10);
  });

  it('detects a changed server and exits 1, naming the difference', async () => {
    const replay = await runCli([
      'debug', 'app-server', 'replay', join(projectRoot, 'test/fixtures/transcripts/hello.jsonl'),
      '--settings', altSettings('Changed.'), '--backend', 'scripted', '--model', 'scripted-default',
    ]);
    expect(replay.code).toBe(1);
    expect(replay.stdout).toMatch(/expected "Hello!", got "Changed\."/);
    expect(replay.stdout).toMatch(/\d+ difference\(s\)/);
  });

  it('replays against the server recorded in the header (here: other settings), unless told otherwise', async () => {
    const file = join(work, 'recorded-server.jsonl');
    const settings = altSettings('Recorded server.');
    const sent = await runCli(['debug', 'app-server', 'send-message', '--record', file, '--settings', settings, 'hello']);
    expect(sent.code, sent.stderr).toBe(0);
    // The built-in default would answer "Hello!": no difference means the recorded server ran.
    const replay = await runCli(['debug', 'app-server', 'replay', file, '--json']);
    expect(replay.code, replay.stdout + replay.stderr).toBe(0);
    const report = JSON.parse(replay.stdout) as { server: string[]; differences: unknown[] };
    expect(report.differences).toEqual([]);
    expect(report.server).toContain(settings);
    // --settings picks the built-in server with those settings instead.
    const other = await runCli(['debug', 'app-server', 'replay', file, '--settings', join(projectRoot, 'config/settings.example.json')]);
    expect(other.code).toBe(1);
    expect(other.stdout).toMatch(/expected "Recorded server\.", got "Hello!"/);
  });

  it('a recorded server that is not on this machine is a usage error naming --server', async () => {
    const file = join(work, 'elsewhere.jsonl');
    const [header, ...rest] = readFileSync(join(projectRoot, 'test/fixtures/transcripts/hello.jsonl'), 'utf8').trimEnd().split('\n');
    writeFileSync(file, [JSON.stringify({ ...(JSON.parse(header!) as object), server: ['/opt/nowhere/app-server', '--stdio'] }), ...rest].join('\n') + '\n');
    const replay = await runCli(['debug', 'app-server', 'replay', file]);
    expect(replay.code).toBe(2);
    expect(replay.stderr.trimEnd().split('\n')).toHaveLength(1);
    expect(replay.stderr).toMatch(/recorded server \/opt\/nowhere\/app-server is not on this machine; pass --server/);
  });

  it('a file that is not a transcript is a usage error', async () => {
    const file = join(work, 'not-a-transcript.jsonl');
    writeFileSync(file, '{"hello":1}\n');
    const replay = await runCli(['debug', 'app-server', 'replay', file]);
    expect(replay.code).toBe(2);
    expect(replay.stderr).toMatch(/not a vv-agent transcript/);
  });
});
