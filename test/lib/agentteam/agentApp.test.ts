// agentApp: each delivery a turn on an in-process App Server thread, against the local platform
// (in process, real HTTP over loopback) with the scripted model (no key, no network).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { agentApp, AgentTeamRuntimeClient, runAppRunner, type AgentApp } from '../../../src/lib/agentteam/index.js';
import { inspectThreadStore, openThreadStore, readLockHolder, stateDirHeldError } from '../../../src/lib/app-server/index.js';
import { storedTurnCounts } from '../../support/storedThreads.js';
import { DEFAULT_SCRIPTED_GREETING } from '../../../src/lib/llm/index.js';
import { createApp, mention, tempDir, usePlatformPerFile, waitForDeliveryStatus } from './dev/helpers.js';

const fixture = usePlatformPerFile();
const { cleanups } = fixture;

const model = (script: unknown): Record<string, unknown> => ({ id: 'scripted-test', context_length: 128000, max_output_tokens: 4096, function_call_available: true, script });

/** A settings file whose scripted models play what a test needs. */
function settingsFile(): string {
  const file = join(tempDir('agent-app-settings-'), 'settings.json');
  const chunks = Array.from({ length: 40 }, (_, i) => `part${i} `);
  writeFileSync(
    file,
    JSON.stringify({
      VERSION: '2',
      endpoints: [],
      backends: {
        scripted: {
          models: {
            writer: model({
              turns: [
                { text: 'I will write a note.', tool_calls: [{ name: 'write_file', arguments: { path: 'note.txt', content: 'hello\n' } }] },
                { tool_calls: [{ name: 'task_finish', arguments: { message: 'The note was not written.' } }] },
              ],
            }),
            broken: model({ turns: [{ steps: [{ type: 'error', code: 'rate_limited', message: 'slow down' }] }] }),
            chatty: model({ chunk_delay_ms: 5, turns: [{ text: chunks, tool_calls: [{ name: 'task_finish', arguments: { message: 'chatty done' } }] }] }),
          },
        },
      },
    }),
  );
  return file;
}

async function repliesTo(messageSeq: number): Promise<string[]> {
  const list = await fixture.t.api.get(`${fixture.world.w}/channels/${fixture.world.channelId}/messages?afterSeq=${messageSeq}`, fixture.world.ownerToken);
  return (list.body.messages as Array<{ text: string; replyToMessageId?: string }>).map((m) => m.text);
}

/** Runs `app` on the runner stream of a new installation named `name`. */
async function serve(name: string, app: AgentApp): Promise<Awaited<ReturnType<typeof createApp>>> {
  const installation = await createApp(fixture.t.api, fixture.world, name);
  const client = new AgentTeamRuntimeClient({ baseUrl: fixture.t.platform.baseUrl, workspaceId: fixture.world.workspaceId, token: installation.runnerToken });
  const stop = new AbortController();
  const running = runAppRunner({ app, client, runnerId: `r-${name}`, signal: stop.signal, log: () => undefined });
  cleanups.push(async () => {
    stop.abort();
    await running;
    await client.close();
    await app.close();
  });
  return installation;
}

describe('agentApp on the local platform (scripted model)', () => {
  it('answers with the turn\'s output; a follow-up mention in the same conversation continues the same thread', async () => {
    const stateDir = tempDir('agent-app-state-');
    const app = agentApp({ name: 'helper', stateDir });
    const installation = await serve('helper', app);

    const first = await mention(fixture.t.api, fixture.world, installation, 'hello');
    await waitForDeliveryStatus(fixture.t.api, fixture.world, first.deliveries[0].deliveryId, 'completed');
    const firstReplies = await repliesTo(first.message.seq);
    expect(firstReplies.at(-1)).toBe(DEFAULT_SCRIPTED_GREETING);
    // The streamed text went out as progress before the final reply.
    expect(firstReplies.slice(0, -1).join(' ')).toContain('scripted');

    const second = await mention(fixture.t.api, fixture.world, installation, 'and again');
    await waitForDeliveryStatus(fixture.t.api, fixture.world, second.deliveries[0].deliveryId, 'completed');
    expect((await repliesTo(second.message.seq)).at(-1)).toBe(DEFAULT_SCRIPTED_GREETING);

    // One thread for the conversation (#ops), remembered in the state directory, with both turns.
    const map = JSON.parse(readFileSync(join(stateDir, 'agentteam-helper-threads.json'), 'utf8')) as Record<string, string>;
    expect(Object.keys(map)).toEqual(['#ops']);
    await cleanups.pop()?.();
    const store = openThreadStore({ stateDir });
    try {
      expect(store.listThreads().map((thread) => thread.threadId)).toEqual([map['#ops']]);
      const turns = store.listTurns(map['#ops']!);
      expect(turns).toHaveLength(2);
      // The follow-up's input is the new message alone: the App Server gives the model the
      // thread's earlier turns itself.
      expect(turns[1]!.input.map((item) => item.text)).toEqual(['and again']);
    } finally {
      store.close();
    }
  });

  it('a new process on the same state directory continues the conversation\'s thread', async () => {
    const stateDir = tempDir('agent-app-state-');
    const firstApp = agentApp({ name: 'keeper', stateDir });
    const installation = await serve('keeper', firstApp);
    const first = await mention(fixture.t.api, fixture.world, installation, 'remember me');
    await waitForDeliveryStatus(fixture.t.api, fixture.world, first.deliveries[0].deliveryId, 'completed');
    await cleanups.pop()?.();

    const secondApp = agentApp({ name: 'keeper', stateDir });
    const client = new AgentTeamRuntimeClient({ baseUrl: fixture.t.platform.baseUrl, workspaceId: fixture.world.workspaceId, token: installation.runnerToken });
    const stop = new AbortController();
    const running = runAppRunner({ app: secondApp, client, runnerId: 'r-keeper-2', signal: stop.signal, log: () => undefined });
    const second = await mention(fixture.t.api, fixture.world, installation, 'still there?');
    await waitForDeliveryStatus(fixture.t.api, fixture.world, second.deliveries[0].deliveryId, 'completed');
    stop.abort();
    await running;
    await client.close();
    await secondApp.close();
    expect(storedTurnCounts(stateDir)).toEqual([2]);
  });

  it('denies a tool that needs approval by default and says so in the reply', async () => {
    const workspace = tempDir('agent-app-cwd-');
    const app = agentApp({ name: 'writer', stateDir: tempDir('agent-app-state-'), settingsFile: settingsFile(), backend: 'scripted', model: 'writer', cwd: workspace });
    const installation = await serve('writer', app);
    const posted = await mention(fixture.t.api, fixture.world, installation, 'write a note');
    await waitForDeliveryStatus(fixture.t.api, fixture.world, posted.deliveries[0].deliveryId, 'completed');
    const final = (await repliesTo(posted.message.seq)).at(-1) ?? '';
    expect(final).toContain('The note was not written.');
    expect(final).toMatch(/Not run: write_file needed approval/);
    expect(existsSync(join(workspace, 'note.txt'))).toBe(false);
  });

  it('with approve: allow the tool runs', async () => {
    const workspace = tempDir('agent-app-cwd-');
    const app = agentApp({ name: 'writer-ok', stateDir: tempDir('agent-app-state-'), settingsFile: settingsFile(), backend: 'scripted', model: 'writer', cwd: workspace, approve: 'allow' });
    const installation = await serve('writer-ok', app);
    const posted = await mention(fixture.t.api, fixture.world, installation, 'write a note');
    await waitForDeliveryStatus(fixture.t.api, fixture.world, posted.deliveries[0].deliveryId, 'completed');
    expect(readFileSync(join(workspace, 'note.txt'), 'utf8')).toBe('hello\n');
    expect((await repliesTo(posted.message.seq)).at(-1)).not.toMatch(/Not run/);
  });

  it('a failed turn fails the delivery with a code', async () => {
    const app = agentApp({ name: 'broken', stateDir: tempDir('agent-app-state-'), settingsFile: settingsFile(), backend: 'scripted', model: 'broken' });
    const installation = await serve('broken', app);
    const posted = await mention(fixture.t.api, fixture.world, installation, 'anything');
    const failed = await waitForDeliveryStatus(fixture.t.api, fixture.world, posted.deliveries[0].deliveryId, 'failed');
    expect(failed.failure.code).toMatch(/^turn_/);
    expect(failed.failure.message).toContain('slow down');
  });

  it('streamed text becomes fewer progress replies than chunks, in order, then the final output', async () => {
    const app = agentApp({ name: 'chatty', stateDir: tempDir('agent-app-state-'), settingsFile: settingsFile(), backend: 'scripted', model: 'chatty', progressIntervalMs: 1000 });
    const installation = await serve('chatty', app);
    const posted = await mention(fixture.t.api, fixture.world, installation, 'talk');
    await waitForDeliveryStatus(fixture.t.api, fixture.world, posted.deliveries[0].deliveryId, 'completed');
    const replies = await repliesTo(posted.message.seq);
    expect(replies.at(-1)).toBe('chatty done');
    const progress = replies.slice(0, -1);
    expect(progress.length).toBeGreaterThanOrEqual(1);
    expect(progress.length).toBeLessThan(40);
    expect(progress.join(' ').split(/\s+/).filter((w) => w !== '')).toEqual(Array.from({ length: 40 }, (_, i) => `part${i}`));
  });

  it('holds its state directory as itself, not as an App Server others could ask: a refused archive is told to stop it', async () => {
    const stateDir = tempDir('agent-app-state-');
    const store = openThreadStore({ stateDir });
    const { threadId } = store.createThread({ agentKey: 'default', cwd: null, metadata: {}, now: Date.now() });
    store.close();
    for (const [options, command] of [
      [{ name: 'keeper' }, 'AgentTeam App keeper'],
      [{ holder: 'vv-agent agentteam runner' }, 'vv-agent agentteam runner'],
    ] as const) {
      const app = agentApp({ ...options, stateDir, env: { VV_AGENT_HOME: stateDir } });
      await app.start();
      try {
        expect(readLockHolder(stateDir)).toMatchObject({ pid: process.pid, command, untilStopped: true });
        const look = inspectThreadStore(stateDir, 'vv-agent threads archive')!;
        try {
          const refused = stateDirHeldError(look, `archive ${threadId}`).message;
          expect(refused).toMatch(new RegExp(`is in use by ${command} \\(pid ${process.pid} .*\\); stop it first$`));
          expect(refused).not.toContain('thread/archive');
        } finally {
          look.store.close();
        }
      } finally {
        await app.close();
      }
    }
  });
  it('a state directory it cannot create is blamed on what chose it: $VV_AGENT_HOME or --state-dir', async () => {
    const file = join(tempDir('agent-app-file-'), 'a-file');
    writeFileSync(file, '');
    for (const [options, advice] of [
      [{ env: { VV_AGENT_HOME: file } }, '(from $VV_AGENT_HOME: set it to another directory or pass --state-dir)'],
      [{ stateDir: join(file, 'under'), env: { VV_AGENT_HOME: tempDir('agent-app-home-') } }, '(choose another with --state-dir)'],
    ] as const) {
      const app = agentApp(options);
      await expect(app.start()).rejects.toMatchObject({ code: 'state_dir_unusable', message: expect.stringContaining(advice) as unknown });
      await app.close();
    }
  });
});
