import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { openThreadStore, type LockHolder } from '../../../src/lib/app-server/index.js';
import { resolveServerChoice, serverCommand } from '../../../src/lib/debug/index.js';

/** The lock record of each store opened through the App Server's index, read while it is open. */
const records = vi.hoisted((): Array<LockHolder | null> => []);

vi.mock('../../../src/lib/app-server/index.js', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../src/lib/app-server/index.js')>();
  return {
    ...actual,
    openThreadStore: (...args: Parameters<typeof actual.openThreadStore>) => {
      const store = actual.openThreadStore(...args);
      if (args[0].stateDir !== undefined) records.push(actual.readLockHolder(args[0].stateDir));
      return store;
    },
    inspectThreadStore: (...args: Parameters<typeof actual.inspectThreadStore>) => {
      const inspected = actual.inspectThreadStore(...args);
      records.push(actual.readLockHolder(args[0]));
      return inspected;
    },
  };
});

const work = mkdtempSync(join(tmpdir(), 'vv-server-choice-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

// `--server "<command>"` is split as AppServerClient.spawn splits a string: execa's parser.
describe('serverCommand', () => {
  it('splits a command line on spaces; a backslash keeps a space inside an argument', async () => {
    expect(await serverCommand({ server: 'node  my\\ server.js --stdio' })).toEqual(['node', 'my server.js', '--stdio']);
  });

  it('takes an argv as given', async () => {
    expect(await serverCommand({ server: ['node', 'a b.js'] })).toEqual(['node', 'a b.js']);
  });

  it('without a server, runs this package in memory, leaving settings, backend and model to its discovery', async () => {
    const command = await serverCommand({ timeoutSeconds: 5 });
    expect(command[0]).toBe(process.execPath);
    expect(command.slice(2)).toEqual(['app-server', '--listen', 'stdio', '--ephemeral', '--timeout-seconds', '5']);
    expect(await serverCommand({ backend: 'scripted', model: 'scripted-tools' })).toEqual(expect.arrayContaining(['--backend', 'scripted', '--model', 'scripted-tools']));
  });

  it('checks a given state directory as the server will open it, holding it meanwhile as send-message (which ends by itself), not as an App Server', async () => {
    const stateDir = join(work, 'state');
    const choice = await resolveServerChoice({ stateDir }, { VV_AGENT_HOME: join(work, 'home') });
    expect(choice.stateDir).toBe(stateDir);
    expect(records).toEqual([expect.objectContaining({ pid: process.pid, command: 'vv-agent debug app-server send-message', untilStopped: false })]);
  });

  it('with --thread, looks the thread up holding the directory as send-message too, not as `threads show`', async () => {
    const stateDir = join(work, 'with-thread');
    const store = openThreadStore({ stateDir });
    const { threadId } = store.createThread({ agentKey: 'default', cwd: null, metadata: {}, now: Date.now() });
    store.close();
    records.length = 0;
    const choice = await resolveServerChoice({ stateDir, threadId }, { VV_AGENT_HOME: join(work, 'home') });
    expect(choice.stateDir).toBe(stateDir);
    expect(records).toEqual([expect.objectContaining({ pid: process.pid, command: 'vv-agent debug app-server send-message', untilStopped: false })]);
  });
});
