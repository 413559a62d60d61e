import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { projectRoot, runCli, runJs } from '../support/cli.js';

const work = mkdtempSync(join(tmpdir(), 'vv-cli12-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A settings file whose scripted model plays `steps` on its first call. */
function scriptedSettings(name: string, steps: unknown[]): string {
  const file = join(work, `${name}.json`);
  const model = { id: 'scripted-default', context_length: 1000, function_call_available: true, script: { turns: [{ steps }] } };
  writeFileSync(file, JSON.stringify({ VERSION: '2', endpoints: [], backends: { scripted: { models: { 'scripted-default': model } } } }));
  return file;
}
const failingSettings = (message: string): string => scriptedSettings('failing', [{ type: 'error', code: 'network', message }]);

const jsonLines = (stdout: string): unknown[] => stdout.trimEnd().split('\n').map((l) => JSON.parse(l) as unknown);

describe('send-message exit codes (issue 12, point 4)', () => {
  it('a failed turn exits 1 with the error on stderr after the full transcript', async () => {
    const result = await runCli(['debug', 'app-server', 'send-message', '--settings', failingSettings('the backend is down'), 'hi']);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/^vv-agent: turn failed: .*the backend is down/m);
    const last = jsonLines(result.stdout).at(-1) as { method: string; params: { status: string } };
    expect(last).toMatchObject({ method: 'turn/completed', params: { status: 'failed' } });
  });

  it('--cwd that does not exist: the turn fails, exit 1, with the reason', async () => {
    const result = await runCli(['debug', 'app-server', 'send-message', '--cwd', join(work, 'nonexistent'), 'hi']);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/turn failed: workspace .*nonexistent is not usable/);
  });

  it('a bad settings file or model is one line, exit 2, before any output', async () => {
    for (const args of [['--model', 'fail'], ['--settings', join(work, 'missing.json')]]) {
      const result = await runCli(['debug', 'app-server', 'send-message', ...args, 'hi']);
      expect(result.code).toBe(2);
      expect(result.stdout).toBe('');
      expect(result.stderr.trimEnd().split('\n')).toHaveLength(1);
      expect(result.stderr).toMatch(/^vv-agent: (model 'fail' is not configured|settings file not found)/);
    }
  });
});

describe('send-message and SIGINT (issue 12, point 2)', () => {
  it('piped: SIGINT sends turn/interrupt, says "turn interrupted" and exits 130', async () => {
    const settings = scriptedSettings('stalling', [{ type: 'text', text: 'thinking' }, { type: 'stall' }]);
    const child = spawn(process.execPath, [runJs, 'debug', 'app-server', 'send-message', '--settings', settings, 'hi'], { cwd: projectRoot });
    let stdout = '';
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => void (stderr += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    await new Promise<void>((resolve) => {
      child.stdout.on('data', (chunk: Buffer) => {
        stdout += chunk.toString();
        if (stdout.includes('"delta":"thinking"')) resolve();
      });
    });
    child.kill('SIGINT');
    expect(await exited).toBe(130);
    expect(stdout).toContain('"method":"turn/interrupt"');
    expect(stderr).toContain('vv-agent: turn interrupted');
  });
});

describe('--json errors (issue 12, point 5)', () => {
  it('a missing required flag: one small JSON object on stdout, exit 2 as without --json', async () => {
    const result = await runCli(['app-server', 'schema', '--json']);
    expect(result.code).toBe(2);
    expect(result.stdout.length).toBeLessThan(500);
    expect(JSON.parse(result.stdout)).toEqual({ error: { code: 'usage_error', category: 'usage', message: expect.stringMatching(/Missing required flag/) } });
  });

  it('send-message --json with a bad model: the error object on stdout, exit 2', async () => {
    const result = await runCli(['debug', 'app-server', 'send-message', '--json', '--model', 'fail', 'hi']);
    expect(result.code).toBe(2);
    expect(JSON.parse(result.stdout)).toMatchObject({ error: { category: 'config', message: expect.stringMatching(/model 'fail' is not configured/) } });
  });

  it('a usage error raised by the command keeps its code, category and exit code', async () => {
    const plain = await runCli(['debug', 'app-server', 'replay', join(work, 'nope.jsonl')]);
    const json = await runCli(['debug', 'app-server', 'replay', '--json', join(work, 'nope.jsonl')]);
    expect(plain.code).toBe(2);
    expect(json.code).toBe(2);
    expect(JSON.parse(json.stdout)).toMatchObject({ error: { code: 'transcript_unreadable', category: 'usage' } });
  });
});

describe('schema check with nothing to check (issue 12, point 6)', () => {
  it('a --root without schemas/ fails with exit 2', async () => {
    const empty = mkdtempSync(join(work, 'empty-'));
    const result = await runCli(['schema', 'check', '--root', empty]);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/^vv-agent: nothing to check/);
    expect(result.stdout).not.toContain('up to date');
  });
});

describe('help, version, typos, completion (issue 12, point 7)', () => {
  it('help, -h and version work', async () => {
    const help = await runCli(['help', 'debug', 'app-server', 'send-message']);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('USAGE');
    const short = await runCli(['schema', 'check', '-h']);
    expect(short.code).toBe(0);
    expect(short.stdout).toContain('--root');
    const version = await runCli(['version']);
    expect(version.code).toBe(0);
    expect(version.stdout).toMatch(/^vv-agent\/\d+\.\d+\.\d+ /);
  });

  it('a typo names the closest command in one line, exit 2', async () => {
    const result = await runCli(['debug', 'app-server', 'send-mesage', 'hi']);
    expect(result.code).toBe(2);
    expect(result.stderr.trimEnd().split('\n')).toHaveLength(1);
    expect(result.stderr).toContain('did you mean debug app-server send-message?');
  });

  it('autocomplete prints the set-up for bash', async () => {
    const result = await runCli(['autocomplete', 'bash'], { env: { HOME: work } });
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/autocomplete/i);
  });
});

describe('--approval-timeout-seconds (issue 12, point 11)', () => {
  it('app-server refuses a value that is not a positive number with one line, exit 2', async () => {
    const result = await runCli(['app-server', '--listen', 'stdio', '--settings', 'config/settings.example.json', '--backend', 'scripted', '--model', 'scripted-default', '--ephemeral', '--approval-timeout-seconds', '0']);
    expect(result.code).toBe(2);
    expect(result.stderr).toBe('vv-agent: --approval-timeout-seconds must be a number greater than 0\n');
  });

  it('app-server refuses a value no timer can wait (it would expire at once), with one line, exit 2', async () => {
    for (const value of ['3000000', '1e20']) {
      const result = await runCli(['app-server', '--listen', 'stdio', '--settings', 'config/settings.example.json', '--backend', 'scripted', '--model', 'scripted-default', '--ephemeral', '--approval-timeout-seconds', value]);
      expect(result.code).toBe(2);
      expect(result.stderr).toBe('vv-agent: --approval-timeout-seconds must be at most 2147483 (about 24 days)\n');
    }
  });
});

describe('paths that cannot be directories (issue 12, point 8)', () => {
  it('--state-dir /proc/x and schema --out /proc/x are refused with one line', async () => {
    const server = await runCli(['app-server', '--listen', 'stdio', '--settings', 'config/settings.example.json', '--backend', 'scripted', '--model', 'scripted-default', '--state-dir', '/proc/x']);
    expect(server.code).toBe(2);
    expect(server.stderr.trimEnd().split('\n')).toHaveLength(1);
    expect(server.stderr).toMatch(/\/proc\/x/);
    const schema = await runCli(['app-server', 'schema', '--out', '/proc/x']);
    expect(schema.code).toBe(2);
    expect(schema.stderr).toMatch(/^vv-agent: --out \/proc\/x cannot be created/);
  });
});

describe('flags that exclude each other', () => {
  it('are named as typed, not with a help default shown as their value', async () => {
    const result = await runCli(['debug', 'app-server', 'send-message', '--server', 'node x.js', '--settings', 'config/settings.example.json', 'hi']);
    expect(result.code).toBe(2);
    expect(result.stderr).toBe('vv-agent: --settings cannot be used with --server\n');
  });
});

describe('a missing argument of a command with a repeatable flag', () => {
  it('names the argument, without oclif\'s note about flags that take several values (ours take one per use)', async () => {
    const result = await runCli(['queue', 'request', '--payload', '{"text":"x"}']);
    expect(result.code).toBe(2);
    expect(result.stderr).toBe("vv-agent: missing required argument TOPIC (The request topic (the action's queue.listen).)\n");
  });

  it('an argument typed after a repeatable flag is the argument, not another value of the flag', async () => {
    // Nobody consumes this topic: the request is published and times out (exit 1), which it can
    // only do once TOPIC was read as TOPIC. Before, --header took it as a second header and the
    // command refused with "missing required argument TOPIC".
    const topic = `qa.nongreedy.${process.pid}`;
    const result = await runCli(['queue', 'request', '--header', 'X-Trace=1', topic, '--payload', '{}', '--queue', 'redis://127.0.0.1:6379', '--timeout-seconds', '1']);
    expect(result.code, result.stderr).toBe(1);
    expect(result.stderr).toMatch(new RegExp(`^vv-agent: .*${topic.replace(/\./g, '\\.')}`));
    expect(result.stderr).not.toMatch(/missing required argument/);
  });
});
