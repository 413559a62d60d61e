/**
 * `vv-agent agentteam runner --agent` as a process against `vv-agent agentteam dev` (a process
 * too), answered by a real OpenAI-compatible model over loopback HTTP (test/support: a fake
 * provider server speaking the Chat Completions wire format): the model's streamed text shows as
 * progress, its final output as the reply, and a follow-up mention is a second turn on the same
 * thread (kept in --state-dir).
 * Also `agentteam callback-server --agent` on the scripted model (no key).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openThreadStore } from '../../../src/lib/app-server/index.js';
import { ModelRouter, reply, userMessages } from '../../support/appServerModel.js';
import { CliProcess, removeTempDirs, startDev, stopAllProcesses, tempDir, type DevProcess } from '../../support/agentteamProcesses.js';
import { startRunner, writeRunnerSecrets } from './helpers.js';
import { freePort } from '../../support/freePort.js';

let dev: DevProcess;
let channelId: string;
let model: ModelRouter;

beforeAll(async () => {
  const dir = tempDir();
  model = await ModelRouter.start();
  dev = await startDev({ stateDir: join(dir, 'state'), secretsFile: join(dir, '.env.agentteam'), app: 'echo', transport: 'runner_stream' });
  channelId = (await dev.admin.channelByName('dev')).channelId;
});

afterAll(async () => {
  await stopAllProcesses();
  await model?.close();
  removeTempDirs();
});


describe('agentteam runner --agent', () => {
  it('answers mentions with turns of a real model; the follow-up continues the thread', async () => {
    const app = await dev.admin.createApp('thinker', channelId);
    const { settings, backend, model: modelKey } = model.serverOptions;
    model.script('e2e1', reply.tool('task_finish', { message: 'The answer is 42.' }, { text: ['Let me', ' think.'] }));
    model.script('e2e1', reply.tool('task_finish', { message: 'Still 42.' }));
    const stateDir = tempDir();
    const runner = await startRunner(writeRunnerSecrets(dev, app.runnerToken), ['--agent', '--settings', settings, '--backend', backend, '--model', modelKey, '--state-dir', stateDir]);

    const first = await dev.admin.mention(channelId, app, '[[e2e1]] what is the answer?');
    expect((await dev.admin.waitForTerminal(first.deliveryId)).status).toBe('completed');
    const firstReplies = await dev.admin.repliesOf(channelId, first.deliveryId);
    expect(firstReplies.at(-1)).toBe('The answer is 42.');
    expect(firstReplies.slice(0, -1).join('')).toContain('Let me think.');
    await runner.waitForStderr((stderr) => stderr.includes(`delivery ${first.deliveryId}`) && stderr.includes('acked'), 'the first delivery\'s line');

    const second = await dev.admin.mention(channelId, app, '[[e2e1]] are you sure?');
    expect((await dev.admin.waitForTerminal(second.deliveryId)).status).toBe('completed');
    expect((await dev.admin.repliesOf(channelId, second.deliveryId)).at(-1)).toBe('Still 42.');
    // The model saw the first exchange with the follow-up: the conversation went on.
    const requests = model.requests('e2e1');
    expect(requests).toHaveLength(2);
    expect(userMessages(requests[0]!).at(-1)).toBe('[[e2e1]] what is the answer?');
    // The App Server gives the model the thread's earlier turn as conversation, then the new one.
    const conversation = ((requests[1]!.body as { messages: Array<{ role: string; content: unknown }> }).messages).filter((m) => m.role !== 'system');
    expect(conversation.map((m) => [m.role, m.content])).toEqual([
      ['user', '[[e2e1]] what is the answer?'],
      ['assistant', 'The answer is 42.'],
      ['user', '[[e2e1]] are you sure?'],
    ]);

    runner.kill('SIGTERM');
    expect(await runner.exit()).toEqual({ code: 0, signal: null });
    // Both turns are on the one thread the state directory maps the conversation to.
    const map = JSON.parse(readFileSync(join(stateDir, 'agentteam-agent-threads.json'), 'utf8')) as Record<string, string>;
    expect(Object.keys(map)).toEqual(['#dev']);
    const store = openThreadStore({ stateDir });
    try {
      expect(store.listThreads().map((thread) => thread.threadId)).toEqual([map['#dev']]);
      expect(store.listTurns(map['#dev']!).map((turn) => turn.status)).toEqual(['completed', 'completed']);
    } finally {
      store.close();
    }
  });

  it('refuses a settings file that does not exist: one line, exit 2', async () => {
    const runner = new CliProcess(['agentteam', 'runner', '--agent', '--settings', join(tempDir(), 'missing.json'), '--base-url', dev.baseUrl, '--workspace', dev.admin.workspaceId, '--token', 'x']);
    const exit = await runner.exit();
    expect(exit.code).toBe(2);
    expect(runner.stderr.trim().split('\n')).toHaveLength(1);
  });
});

describe('agentteam callback-server --agent', () => {
  it('answers a signed callback with a turn of the scripted model', async () => {
    const port = await freePort();
    const app = await dev.admin.createApp('hook-thinker', channelId, ['callback'], `http://127.0.0.1:${port}`);
    const secretFile = join(tempDir(), 'secret.txt');
    writeFileSync(secretFile, app.callbackSigningSecret, { mode: 0o600 });
    const server = new CliProcess([
      'agentteam', 'callback-server', '--agent', '--state-dir', tempDir(),
      '--signing-secret-file', secretFile, '--base-url', dev.baseUrl, '--workspace', dev.admin.workspaceId, '--port', String(port),
    ]);
    await server.waitForStderrMatch(/listening on http/);
    const posted = await dev.admin.mention(channelId, app, 'hello');
    expect((await dev.admin.waitForTerminal(posted.deliveryId)).status).toBe('completed');
    expect((await dev.admin.repliesOf(channelId, posted.deliveryId)).at(-1)).toBe('Hello! I am the scripted model of vv-agent.');
    server.kill('SIGTERM');
    expect((await server.exit()).code).toBe(0);
  });
});
