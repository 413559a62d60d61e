import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { inspectThreadStore, locateStateDir, openThreadStore, stateDirHeldError, ThreadStoreError } from '../../../../src/lib/app-server/store/index.js';
import type { StateDirOrigin } from '../../../../src/lib/shared/vvAgentHome.js';
import { openIn, tempDir } from './support.js';

const LOOK = 'vv-agent threads list';

describe('inspectThreadStore (vv-agent threads, issue 12 point 16)', () => {
  it('a directory without a store: null, and nothing is created', () => {
    const dir = tempDir();
    expect(inspectThreadStore(dir, LOOK)).toBeNull();
    expect(readdirSync(dir)).toEqual([]);
    expect(inspectThreadStore(path.join(dir, 'absent'), LOOK)).toBeNull();
    expect(existsSync(path.join(dir, 'absent'))).toBe(false);
  });

  it('held by a live store: read-only, sees committed writes, writes nothing; a free directory: read-write, holding the lock', () => {
    const dir = tempDir();
    const server = openIn(dir);
    const thread = server.createThread({ agentKey: 'default', cwd: null, metadata: {}, now: 1 });
    const held = inspectThreadStore(dir, LOOK)!;
    try {
      expect(held.readOnly).toBe(true);
      expect(held.store.listThreads().map((t) => t.threadId)).toEqual([thread.threadId]);
      // A write after the look started is visible to the next read (WAL, no stale snapshot).
      server.createThread({ agentKey: 'default', cwd: null, metadata: {}, now: 2 });
      expect(held.store.listThreads()).toHaveLength(2);
      expect(() => held.store.archiveThread(thread.threadId, 3)).toThrow(ThreadStoreError);
    } finally {
      held.store.close();
    }
    expect(server.getThread(thread.threadId)?.archivedAt).toBeNull();
    server.close();

    const free = inspectThreadStore(dir, LOOK)!;
    try {
      expect(free.readOnly).toBe(false);
      expect(free.store.archiveThread(thread.threadId, 4).status).toBe('archived');
      // It holds the directory like a server would: a server cannot start meanwhile.
      expect(() => openThreadStore({ stateDir: dir })).toThrow(/in use by/);
    } finally {
      free.store.close();
    }
    openThreadStore({ stateDir: dir }).close();
  });

  it('a look that holds the directory is named as the command it is: a server refused meanwhile, and a second look, are told so', () => {
    const dir = tempDir();
    openIn(dir).close();
    const look = inspectThreadStore(dir, 'vv-agent threads archive')!;
    try {
      expect(look.readOnly).toBe(false);
      const holder = `vv-agent threads archive (pid ${process.pid} on ${hostname()}, started `;
      let refused: unknown;
      try {
        openThreadStore({ stateDir: dir }).close();
      } catch (error) {
        refused = error;
      }
      expect(refused).toMatchObject({ code: 'state_dir_locked', category: 'config' });
      expect((refused as Error).message).toContain(`state directory ${dir} is in use by ${holder}`);
      expect((refused as Error).message).toMatch(/\); wait for it to finish or choose another --state-dir$/);
      expect((refused as Error).message).not.toMatch(/app-server|that server/);

      const second = inspectThreadStore(dir, LOOK)!;
      try {
        expect(second).toMatchObject({ readOnly: true, holder: { pid: process.pid, command: 'vv-agent threads archive' } });
        const held = stateDirHeldError(second, 'archive thread_1').message;
        expect(held).toContain(`cannot archive thread_1: state directory ${dir} is in use by ${holder}`);
        expect(held).toMatch(/\); wait for it to finish first$/);
        expect(held).not.toMatch(/app-server|that server/);
      } finally {
        second.store.close();
      }
    } finally {
      look.store.close();
    }
  });

  it('a state directory that is a file, or lies under one: one line that says so (state_dir_invalid, exit 2), and nothing is created', () => {
    const dir = tempDir();
    const file = path.join(dir, 'a-file');
    writeFileSync(file, 'not a directory\n');
    const failure = (run: () => unknown): unknown => {
      try {
        run();
      } catch (error) {
        return error;
      }
      return undefined;
    };
    for (const open of [(stateDir: string) => inspectThreadStore(stateDir, LOOK), (stateDir: string) => openThreadStore({ stateDir })]) {
      expect(failure(() => open(file))).toMatchObject({
        code: 'state_dir_invalid',
        category: 'config',
        message: `state directory ${file} is a file, not a directory (choose another with --state-dir)`,
      });
      const under = path.join(file, 'state');
      expect(failure(() => open(under))).toMatchObject({
        code: 'state_dir_invalid',
        message: `state directory ${under} cannot be used: ${file} is a file, not a directory (choose another with --state-dir)`,
      });
    }
    expect(readdirSync(dir)).toEqual(['a-file']);
  });

  it('the advice on a file names where the directory came from: --state-dir, $VV_AGENT_HOME or the default', () => {
    const file = path.join(tempDir(), 'a-file');
    writeFileSync(file, 'not a directory\n');
    const advice = (origin: StateDirOrigin): string => {
      try {
        inspectThreadStore(file, LOOK, origin);
      } catch (error) {
        expect(error).toMatchObject({ code: 'state_dir_invalid', category: 'config' });
        return (error as Error).message.replace(`state directory ${file} is a file, not a directory `, '');
      }
      return '(not refused)';
    };
    const originOf = (stateDir: string | undefined, env: Record<string, string>): StateDirOrigin => locateStateDir({ stateDir, env, homedir: '/home/ann' }).origin;
    expect(advice(originOf('x', { VV_AGENT_HOME: '/h' }))).toBe('(choose another with --state-dir)');
    expect(advice(originOf(undefined, { VV_AGENT_HOME: '/h' }))).toBe('(from $VV_AGENT_HOME: set it to another directory or pass --state-dir)');
    // Empty is unset, as vvAgentHome reads it.
    expect(advice(originOf(undefined, { VV_AGENT_HOME: '' }))).toBe('(the default, ~/.vv-agent: pass --state-dir or set $VV_AGENT_HOME to choose another)');
  });

  it('a refusal of a held directory also names where it came from: "choose another --state-dir" only when it came from the flag', () => {
    const dir = tempDir();
    const held = openIn(dir);
    const refusal = (origin: StateDirOrigin): string => {
      try {
        openThreadStore({ stateDir: dir, origin }).close();
      } catch (error) {
        expect(error).toMatchObject({ code: 'state_dir_locked', category: 'config' });
        return (error as Error).message.replace(/^.*\); stop that server or /, '');
      }
      return '(not refused)';
    };
    expect(refusal('--state-dir')).toBe('choose another --state-dir');
    expect(refusal('$VV_AGENT_HOME')).toBe('choose another (from $VV_AGENT_HOME: set it to another directory or pass --state-dir)');
    expect(refusal('~/.vv-agent')).toBe('choose another (the default, ~/.vv-agent: pass --state-dir or set $VV_AGENT_HOME to choose another)');
    // A look (vv-agent threads) that finds it held reads it instead: nothing to refuse.
    const look = inspectThreadStore(dir, LOOK, '$VV_AGENT_HOME')!;
    expect(look.readOnly).toBe(true);
    look.store.close();
    held.close();
  });
});
