import { chmodSync, copyFileSync, mkdirSync, readFileSync, readdirSync, rmdirSync, statSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import {
  LOCK_HOLDER_FILE_NAME,
  STORE_FILE_NAME,
  THREAD_STORE_SCHEMA_VERSION,
  ThreadStoreError,
  describeHolder,
  inspectThreadStore,
  openThreadStore,
  readLockHolder,
  locateStateDir,
  resolveStateDir,
  stateDirHeldError,
} from '../../../../src/lib/app-server/store/index.js';
import { MIGRATIONS, readSchemaVersion, runMigrations, type Migration } from '../../../../src/lib/app-server/store/migrations.js';
import { VvAgentError } from '../../../../src/lib/shared/errors.js';
import { openIn, tempDir } from './support.js';

function openError(stateDir: string): ThreadStoreError {
  try {
    openThreadStore({ stateDir }).close();
  } catch (error) {
    if (error instanceof ThreadStoreError) return error;
    throw error;
  }
  throw new Error('expected openThreadStore to fail');
}

/** Bytes, mtime and sibling files: everything an open could have changed. */
function snapshot(dir: string) {
  const file = path.join(dir, STORE_FILE_NAME);
  return { bytes: readFileSync(file), mtimeMs: statSync(file).mtimeMs, files: readdirSync(dir).sort() };
}

describe('resolveStateDir', () => {
  const env = { VV_AGENT_HOME: '/srv/vv-home' };

  it('prefers --state-dir, then $VV_AGENT_HOME, then ~/.vv-agent', () => {
    expect(resolveStateDir({ stateDir: '/data/state', env, homedir: '/home/ann' })).toBe('/data/state');
    expect(resolveStateDir({ env, homedir: '/home/ann' })).toBe('/srv/vv-home');
    expect(resolveStateDir({ env: {}, homedir: '/home/ann' })).toBe('/home/ann/.vv-agent');
    expect(resolveStateDir({ env: { VV_AGENT_HOME: '' }, homedir: '/home/ann' })).toBe('/home/ann/.vv-agent');
  });

  it('locateStateDir gives the same directory and which of the three it is', () => {
    expect(locateStateDir({ stateDir: '/data/state', env, homedir: '/home/ann' })).toEqual({ dir: '/data/state', origin: '--state-dir' });
    expect(locateStateDir({ env, homedir: '/home/ann' })).toEqual({ dir: '/srv/vv-home', origin: '$VV_AGENT_HOME' });
    expect(locateStateDir({ env: { VV_AGENT_HOME: '' }, homedir: '/home/ann' })).toEqual({ dir: '/home/ann/.vv-agent', origin: '~/.vv-agent' });
  });

  it('resolves a relative directory to an absolute one and refuses an empty --state-dir', () => {
    expect(resolveStateDir({ stateDir: 'rel/state', env: {}, homedir: '/home/ann' })).toBe(path.resolve('rel/state'));
    let caught: unknown;
    try {
      resolveStateDir({ stateDir: '', env, homedir: '/home/ann' });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ThreadStoreError);
    expect(caught).toMatchObject({ code: 'state_dir_invalid', category: 'config' });
  });
});

describe('openThreadStore', () => {
  it('creates the state directory and a WAL database at the current schema version', () => {
    const stateDir = path.join(tempDir(), 'nested', 'state');
    const store = openIn(stateDir);
    expect(store.location).toBe(path.join(stateDir, STORE_FILE_NAME));
    expect(store.schemaVersion).toBe(THREAD_STORE_SCHEMA_VERSION);
    store.close();
    const db = new Database(path.join(stateDir, STORE_FILE_NAME), { readonly: true });
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(readSchemaVersion(db)).toBe(THREAD_STORE_SCHEMA_VERSION);
    db.close();
  });

  it('refuses a newer schema version with a clear error and leaves the file untouched', () => {
    const dir = tempDir();
    const store = openIn(dir);
    store.createThread({ agentKey: 'k', cwd: null, metadata: {}, now: 1 });
    store.close();
    const file = path.join(dir, STORE_FILE_NAME);
    const newer = THREAD_STORE_SCHEMA_VERSION + 7;
    const db = new Database(file);
    db.pragma(`user_version = ${newer}`);
    db.close();
    const before = snapshot(dir);

    const error = openError(dir);
    expect(error).toBeInstanceOf(VvAgentError);
    expect(error.code).toBe('store_version_unsupported');
    expect(error.category).toBe('config');
    expect(error.message).toContain(file);
    expect(error.message).toContain(`version ${newer}`);
    expect(error.message).toContain(`up to ${THREAD_STORE_SCHEMA_VERSION}`);

    const after = snapshot(dir);
    expect(after.bytes.equals(before.bytes)).toBe(true);
    expect(after.mtimeMs).toBe(before.mtimeMs);
    expect(after.files).toEqual(before.files);
  });

  it('refuses a newer version in a rollback-journal file without switching it to WAL', () => {
    // As another tool or a future release might leave it: not in WAL mode, version above ours.
    const dir = tempDir();
    const file = path.join(dir, STORE_FILE_NAME);
    const db = new Database(file);
    db.exec('CREATE TABLE future (x)');
    db.pragma(`user_version = ${THREAD_STORE_SCHEMA_VERSION + 1}`);
    db.close();
    const before = snapshot(dir);

    expect(openError(dir).code).toBe('store_version_unsupported');
    expect(snapshot(dir)).toEqual(before);
  });

  it('refuses a newer version that a stopped writer left only in its write-ahead log', () => {
    const source = tempDir();
    openIn(source).close();
    const sourceFile = path.join(source, STORE_FILE_NAME);
    const writer = new Database(sourceFile);
    writer.pragma('wal_autocheckpoint = 0');
    writer.exec('CREATE TABLE future (x)');
    writer.pragma(`user_version = ${THREAD_STORE_SCHEMA_VERSION + 1}`);
    // Copying the database and its -wal while the writer still holds them is what a crash leaves.
    const dir = tempDir();
    const file = path.join(dir, STORE_FILE_NAME);
    copyFileSync(sourceFile, file);
    copyFileSync(`${sourceFile}-wal`, `${file}-wal`);
    writer.close();
    const mainBytes = readFileSync(file);
    const walBytes = readFileSync(`${file}-wal`);
    // The main file's own header still shows the old version; only the log knows better.
    expect(mainBytes.readInt32BE(60)).toBe(THREAD_STORE_SCHEMA_VERSION);

    const error = openError(dir);
    expect(error.code).toBe('store_version_unsupported');
    expect(error.message).toContain(`version ${THREAD_STORE_SCHEMA_VERSION + 1}`);
    // Opening it read-write would have checkpointed the log into the file and deleted the log.
    expect(readFileSync(file).equals(mainBytes)).toBe(true);
    expect(readFileSync(`${file}-wal`).equals(walBytes)).toBe(true);
  });

  it('refuses a file that is not a SQLite database and leaves it as it was', () => {
    const dir = tempDir();
    const file = path.join(dir, STORE_FILE_NAME);
    const text = 'these are my notes, not a database\n'.repeat(10);
    writeFileSync(file, text);
    const before = snapshot(dir);

    const error = openError(dir);
    expect(error.code).toBe('store_unreadable');
    expect(error.category).toBe('config');
    expect(error.message).toContain(file);
    expect(snapshot(dir)).toEqual(before);
    expect(readFileSync(file, 'utf8')).toBe(text);
  });

  it('refuses a file with a SQLite header but damaged content', () => {
    const dir = tempDir();
    const file = path.join(dir, STORE_FILE_NAME);
    const bytes = Buffer.alloc(8192, 0xab);
    Buffer.from('SQLite format 3\0', 'latin1').copy(bytes, 0);
    bytes.writeInt32BE(0, 60);
    writeFileSync(file, bytes);
    expect(openError(dir).code).toBe('store_unreadable');
  });

  it('reports a state directory that cannot be created as store_open_failed, and one a file is in the way of as state_dir_invalid', () => {
    const parent = tempDir();
    const blocker = path.join(parent, 'a-file');
    writeFileSync(blocker, 'x');
    const error = openError(path.join(blocker, 'state'));
    expect(error).toMatchObject({ code: 'state_dir_invalid', category: 'config' });
    expect(error.message).toBe(`state directory ${path.join(blocker, 'state')} cannot be used: ${blocker} is a file, not a directory (choose another with --state-dir)`);
    // No file in the way: the system's reason is the one to give (here, a directory that takes no directories).
    if (process.platform === 'linux') expect(openError('/proc/vv-agent-state')).toMatchObject({ code: 'store_open_failed', category: 'config' });
  });

  it('treats runtime misuse as a runtime error', () => {
    const store = openIn(tempDir());
    let caught: unknown;
    try {
      store.updateTurn('turn_1', { status: 'failed' });
    } catch (error) {
      caught = error;
    }
    expect(caught).toMatchObject({ code: 'turn_not_found', category: 'runtime' });
  });
});

describe('runMigrations', () => {
  it('applies each migration once and records its version', () => {
    const db = new Database(':memory:');
    const applied: number[] = [];
    const migrations: Migration[] = [
      { version: 1, description: 'one', up: (d) => (d.exec('CREATE TABLE a (x)'), applied.push(1)) },
      { version: 2, description: 'two', up: (d) => (d.exec('CREATE TABLE b (x)'), applied.push(2)) },
    ];
    runMigrations(db, migrations.slice(0, 1));
    expect(readSchemaVersion(db)).toBe(1);
    runMigrations(db, migrations);
    runMigrations(db, migrations);
    expect(applied).toEqual([1, 2]);
    expect(readSchemaVersion(db)).toBe(2);
    db.close();
  });

  it('rolls back a failing migration together with its version bump', () => {
    const db = new Database(':memory:');
    const migrations: Migration[] = [
      { version: 1, description: 'one', up: (d) => d.exec('CREATE TABLE a (x)') },
      {
        version: 2,
        description: 'fails halfway',
        up: (d) => {
          d.exec('CREATE TABLE b (x)');
          throw new Error('boom');
        },
      },
    ];
    expect(() => runMigrations(db, migrations)).toThrow('boom');
    expect(readSchemaVersion(db)).toBe(1);
    const tables = db.prepare<[], string>(`SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name`).pluck().all();
    expect(tables).toEqual(['a']);
    db.close();
  });

  it('upgrades a version-1 file: its items and turn results read back as they were stored', () => {
    const dir = tempDir();
    const db = new Database(path.join(dir, STORE_FILE_NAME));
    runMigrations(db, MIGRATIONS.slice(0, 1));
    const result = { threadId: 'thread_1', turnId: 'turn_1', status: 'completed', finalOutput: 'an "answer" → 数据' };
    db.exec(`INSERT INTO threads (thread_id, agent_key, cwd, status, metadata, created_at, updated_at) VALUES ('thread_1', 'k', NULL, 'idle', '{}', 1, 1);
      INSERT INTO turns (turn_id, thread_id, run_id, status, started_at, completed_at, input, result) VALUES ('turn_1', 'thread_1', 'run_1', 'completed', 1, 2, '[]', '${JSON.stringify(result)}');
      INSERT INTO items (item_id, thread_id, turn_id, type, status, payload, created_at, updated_at) VALUES ('item_1', 'thread_1', 'turn_1', 'agentMessage', 'completed', '{"text":"an \\"answer\\" → 数据"}', 1, 2);`);
    db.close();
    const store = openIn(dir);
    expect(store.schemaVersion).toBe(THREAD_STORE_SCHEMA_VERSION);
    expect(store.getTurn('turn_1')?.result).toStrictEqual(result);
    expect(store.listItems('thread_1').map((i) => i.payload)).toStrictEqual([{ text: 'an "answer" → 数据' }]);
  });

  it('upgrades a version-0 file (an empty file) to the current version', () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, STORE_FILE_NAME), '');
    const store = openIn(dir);
    expect(store.schemaVersion).toBe(THREAD_STORE_SCHEMA_VERSION);
    expect(store.createThread({ agentKey: 'k', cwd: null, metadata: {}, now: 1 }).threadId).toBe('thread_1');
  });
});

describe('the state directory lock', () => {
  it('refuses a second store on the same directory, naming the holder, until the first is closed', () => {
    const dir = tempDir();
    const first = openIn(dir);
    const refused = openError(dir);
    expect(refused).toMatchObject({ code: 'state_dir_locked', category: 'config' });
    expect(refused.message).toContain(dir);
    expect(refused.message).toContain(`in use by vv-agent app-server (pid ${process.pid} `);
    expect(refused.message).toMatch(/; stop that server or choose another --state-dir$/);
    expect(readLockHolder(dir)).toMatchObject({ pid: process.pid, command: 'vv-agent app-server' });
    first.close();
    const second = openThreadStore({ stateDir: dir });
    expect(second.listThreads()).toEqual([]);
    second.close();
  });

  it('a holder record that does not say which command wrote it (an older vv-agent) is an App Server\'s', () => {
    const dir = tempDir();
    openIn(dir);
    writeFileSync(path.join(dir, LOCK_HOLDER_FILE_NAME), JSON.stringify({ pid: 7, host: 'h', startedAt: 't' }));
    expect(openError(dir).message).toBe(`state directory ${dir} is in use by vv-agent app-server (pid 7 on h, started t); stop that server or choose another --state-dir`);
    const look = inspectThreadStore(dir, 'vv-agent threads archive')!;
    try {
      expect(stateDirHeldError(look, 'archive thread_1').message).toBe(
        `cannot archive thread_1: state directory ${dir} is in use by vv-agent app-server (pid 7 on h, started t); ask that server (thread/archive) or stop it first`,
      );
    } finally {
      look.store.close();
    }
    expect(describeHolder(null)).toBe('another vv-agent process');
  });

  it('a store opened for another holder (an AgentTeam runner) names it; it is to be stopped, not asked to archive', () => {
    const dir = tempDir();
    const runner = openThreadStore({ stateDir: dir, holder: { command: 'vv-agent agentteam runner', untilStopped: true } });
    try {
      expect(readLockHolder(dir)).toMatchObject({ pid: process.pid, command: 'vv-agent agentteam runner', untilStopped: true });
      const holder = `vv-agent agentteam runner (pid ${process.pid} on ${hostname()}, started `;
      const refused = openError(dir).message;
      expect(refused).toContain(`state directory ${dir} is in use by ${holder}`);
      expect(refused).toMatch(/\); stop it or choose another --state-dir$/);
      const look = inspectThreadStore(dir, 'vv-agent threads archive')!;
      try {
        const held = stateDirHeldError(look, 'archive thread_1').message;
        expect(held).toContain(`cannot archive thread_1: state directory ${dir} is in use by ${holder}`);
        expect(held).toMatch(/\); stop it first$/);
        expect(held).not.toMatch(/app-server|thread\/archive/);
      } finally {
        look.store.close();
      }
    } finally {
      runner.close();
    }
  });

  it('a lock record that cannot be written: one line naming it (state_dir_invalid, exit 2), and the directory is left free', () => {
    const dir = tempDir();
    openIn(dir).close();
    const record = path.join(dir, LOCK_HOLDER_FILE_NAME);
    mkdirSync(record);
    const openers = [(stateDir: string) => openThreadStore({ stateDir }).close(), (stateDir: string) => inspectThreadStore(stateDir, 'vv-agent threads list')?.store.close()];
    for (const open of openers) {
      let caught: unknown;
      try {
        open(dir);
      } catch (error) {
        caught = error;
      }
      expect(caught).toBeInstanceOf(ThreadStoreError);
      expect(caught).toMatchObject({
        code: 'state_dir_invalid',
        category: 'config',
        message: `state directory ${dir} cannot be used: cannot write its lock record ${record} (EISDIR); remove it or choose another --state-dir`,
      });
    }
    rmdirSync(record);
    // SQLite refuses a second lock connection in this process: the failed ones were closed.
    const store = openThreadStore({ stateDir: dir });
    expect(store.listThreads()).toEqual([]);
    store.close();
  });

  it('other directories and ephemeral stores are independent', () => {
    const first = openIn(tempDir());
    const other = openIn(tempDir());
    const memory = openThreadStore({ ephemeral: true });
    expect([first.listThreads(), other.listThreads(), memory.listThreads()]).toEqual([[], [], []]);
    memory.close();
  });
});

describe('private state (issue 11, point 19)', () => {
  const modeOf = (p: string): string => (statSync(p).mode & 0o777).toString(8);

  it('creates the state directory 0700 and the store, its WAL companions and the lock 0600', () => {
    const dir = path.join(tempDir(), 'nested', 'state');
    const store = openIn(dir);
    store.createThread({ agentKey: 'k', cwd: null, metadata: { secret: 'tool output' }, now: 1 });
    expect(modeOf(dir)).toBe('700');
    expect(modeOf(path.dirname(dir))).toBe('700');
    const files = readdirSync(dir).sort();
    expect(files).toEqual(expect.arrayContaining([STORE_FILE_NAME, `${STORE_FILE_NAME}-wal`, `${STORE_FILE_NAME}-shm`, 'app-server.lock', 'app-server.lock.json']));
    for (const file of files) expect([file, modeOf(path.join(dir, file))]).toEqual([file, '600']);
  });

  it('makes a store an older version left readable by others private', () => {
    const dir = tempDir();
    openIn(dir).close();
    const file = path.join(dir, STORE_FILE_NAME);
    chmodSync(file, 0o644);
    openIn(dir).createThread({ agentKey: 'k', cwd: null, metadata: {}, now: 1 });
    expect(modeOf(file)).toBe('600');
    expect(modeOf(`${file}-wal`)).toBe('600');
  });
});
