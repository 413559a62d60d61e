// The typed client against the real server (`bin/run.js app-server`, scripted backend, no keys).
// Needs `npm run build` first, like the other end-to-end tests.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppServerClient, AppServerClientError, type ServerMessage } from '../../../src/lib/app-server-client/index.js';
import { projectRoot, runJs } from '../../support/cli.js';

describe('AppServerClient against vv-agent app-server', () => {
  let client: AppServerClient;
  let home: string;
  const errors: AppServerClientError[] = [];

  beforeAll(async () => {
    home = mkdtempSync(join(tmpdir(), 'vv-app-server-client-'));
    const settings = join(projectRoot, 'config', 'settings.example.json');
    client = await AppServerClient.spawn(
      [process.execPath, runJs, 'app-server', '--listen', 'stdio', '--settings', settings, '--backend', 'scripted', '--model', 'scripted-default', '--ephemeral'],
      { strict: true, requestTimeoutMs: 20_000, cwd: projectRoot, env: { VV_AGENT_HOME: home, NO_COLOR: '1' } },
    );
    client.onError((error) => errors.push(error));
  });

  afterAll(async () => {
    await client?.close();
    rmSync(home, { recursive: true, force: true });
  });

  it('runs the lifecycle through the typed methods with every message on-schema', async () => {
    const init = await client.initialize({ clientInfo: { name: 'client-e2e', version: '0.0.0' }, capabilities: { experimentalApi: false, optOutNotificationMethods: [] } });
    expect(init.protocolVersion).toBe('v1');
    await client.initialized();

    const thread = await client.threadStart({ agentKey: 'default', metadata: { title: 'client e2e' } });
    const turn = await client.turnStart({ threadId: thread.threadId, input: [{ type: 'text', text: 'hello' }] });
    expect(turn.status).toBe('running');

    const seen: ServerMessage[] = [];
    for (;;) {
      const message = await client.nextMessage();
      seen.push(message);
      if (message.method === 'turn/completed') break;
    }
    const methods = seen.map((m) => m.method);
    // Sent around the thread/start and turn/start responses, and still seen in order.
    expect(methods.indexOf('thread/started')).toBeLessThan(methods.indexOf('turn/started'));
    expect(methods).toContain('item/agentMessage/delta');
    const completed = seen.at(-1);
    expect(completed?.method === 'turn/completed' && completed.params.status).toBe('completed');

    const read = await client.threadRead({ threadId: thread.threadId });
    expect(read.turns.map((t) => t.turnId)).toEqual([turn.turnId]);
    const resumed = await client.threadResume({ threadId: thread.threadId });
    expect(resumed.thread.threadId).toBe(thread.threadId);
    const listed = await client.threadList();
    expect(listed.threads.map((t) => t.threadId)).toContain(thread.threadId);
    expect((await client.modelList()).models.length).toBeGreaterThan(0);
    expect(Object.keys((await client.schemaExport()).jsonSchema)).toContain('ClientRequest');

    const noTurn = await client.turnInterrupt({ threadId: thread.threadId }).catch((error: unknown) => error);
    expect(noTurn).toBeInstanceOf(AppServerClientError);
    expect((noTurn as AppServerClientError).code).toBe(-32030);

    const archived = await client.threadArchive({ threadId: thread.threadId });
    expect(archived).toMatchObject({ threadId: thread.threadId });
    expect(errors).toEqual([]);
  });
});
