// The App's tests: its handler with a recording context, and the whole App against a local
// AgentTeam (vv-agent agentteam dev).
import { spawn } from 'node:child_process';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
{{#callback}}import { createServer } from 'node:net';
{{/callback}}import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
{{#agent}}process.env.VV_AGENT_APP_STATE ??= mkdtempSync(join(tmpdir(), '{{name}}-state-'));
const { app } = await import('../src/app.mjs');
{{/agent}}{{#plain}}import { app } from '../src/app.mjs';
{{/plain}}
const root = fileURLToPath(new URL('..', import.meta.url));
const vvAgent = join(root, 'node_modules', 'vv-agent', 'bin', 'run.js');

/** A context that records what the handler did instead of calling AgentTeam. */
function recordingContext() {
  const done = { replies: [], progress: [], failed: undefined };
  const ctx = {
    reply: async (content) => void done.replies.push(content),
    progress: async (content) => void done.progress.push(content),
    fail: async (code, message) => void (done.failed = { code, message }),
    describe: () => undefined,
    signal: new AbortController().signal,
    logger: console,
  };
  return { ctx, done };
}

const delivery = (text) => ({ deliveryId: 'del_test', attemptId: 'att_test', eventType: 'agentteam.message.mention', text, conversation: '#test', payload: { message: { id: 'msg_test', text } } });

{{#plain}}test('the handler answers a mention and can fail', async () => {
  const answer = recordingContext();
  await app.handle(delivery('hello'), answer.ctx);
  assert.deepEqual(answer.done.replies, ['You said: hello']);
  const refusal = recordingContext();
  await app.handle(delivery('fail now'), refusal.ctx);
  assert.equal(refusal.done.failed.code, 'asked_to_fail');
});
{{/plain}}{{#agent}}test('the handler answers a mention with an agent turn', async () => {
  const answer = recordingContext();
  try {
    await app.handle(delivery('hello'), answer.ctx);
  } finally {
    // Frees the state directory (its thread store admits one process) for the App's own process below.
    await app.close();
  }
  assert.equal(answer.done.failed, undefined);
  assert.match(answer.done.replies.at(-1), /scripted model of vv-agent/);
});
{{/agent}}
function start(args, { cwd = root } = {}) {
  const child = spawn(process.execPath, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d) => (stdout += d));
  child.stderr.on('data', (d) => (stderr += d));
  const exited = new Promise((resolve) => child.on('exit', (code) => resolve(code)));
  const waitFor = async (pattern, ms = 20000) => {
    const end = Date.now() + ms;
    while (!pattern.test(stderr)) {
      if (Date.now() > end) throw new Error('timed out waiting for ' + pattern + '; stderr: ' + stderr);
      await new Promise((r) => setTimeout(r, 50));
    }
  };
  return { child, exited, waitFor, out: () => stdout, err: () => stderr };
}
{{#callback}}
function freePort() {
  return new Promise((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}
{{/callback}}
test('the App answers a mention through a local AgentTeam', async () => {
  const dir = mkdtempSync(join(tmpdir(), '{{name}}-'));
  const secrets = join(dir, '.env.agentteam');
  const processes = [];
  try {
{{#callback}}    const appPort = await freePort();
    const dev = start([vvAgent, 'agentteam', 'dev', '--port', '0', '--state-dir', join(dir, 'state'), '--app', '{{name}}', '--transport', 'callback', '--callback-url', `http://127.0.0.1:${appPort}`, '--secrets-file', secrets]);
    processes.push(dev);
    await dev.waitFor(/listening on http/);
    const app = start([join(root, 'src', 'callback-server.mjs'), '--secrets-file', secrets, '--port', String(appPort)]);
    processes.push(app);
    await app.waitFor(/listening on http/);
{{/callback}}{{#runner}}    const dev = start([vvAgent, 'agentteam', 'dev', '--port', '0', '--state-dir', join(dir, 'state'), '--app', '{{name}}', '--transport', 'runner_stream', '--secrets-file', secrets]);
    processes.push(dev);
    await dev.waitFor(/listening on http/);
    const app = start([join(root, 'src', 'runner.mjs'), '--secrets-file', secrets]);
    processes.push(app);
    await app.waitFor(/connected/);
{{/runner}}    const mention = start([vvAgent, 'agentteam', 'mention', '--app', '{{name}}', '--secrets-file', secrets, 'hello there']);
    assert.equal(await mention.exited, 0, mention.err());
{{#plain}}    assert.match(mention.out(), /You said: hello there/);
{{/plain}}{{#agent}}    assert.match(mention.out(), /scripted model of vv-agent/);
{{/agent}}  } finally {
    for (const p of processes) p.child.kill('SIGTERM');
    await Promise.all(processes.map((p) => p.exited));
    rmSync(dir, { recursive: true, force: true });
  }
});
