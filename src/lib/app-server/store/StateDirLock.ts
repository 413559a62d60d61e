/**
 * One App Server per state directory (issue 11, point 16). Two servers on one store would each
 * treat the other's live turns as crashed and interleave their items, so the second refuses to
 * start, naming the holder.
 *
 * The lock is SQLite's own file lock on `<stateDir>/app-server.lock`, taken with an exclusive
 * locking mode and held for the life of the connection: the operating system drops it when the
 * process ends in any way (`kill -9` included), so there is no stale lock to clean up, and SQLite
 * also refuses a second connection in the same process. Who holds it is written next to it in
 * `app-server.lock.json`, read only to word the refusal. `vv-agent threads` takes the same lock
 * while it looks (so no server starts halfway through), so the holder is not always a server.
 */
import { hostname } from 'node:os';
import { readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type Database from 'better-sqlite3';
import { isErrno } from '../../shared/isErrno.js';
import { isSqliteError, openSqlite } from '../../shared/sqlite.js';
import { preparePrivateSqliteFile } from '../../shared/privateState.js';
import { asOpenError } from './probeStoreFile.js';
import { ThreadStoreError } from './ThreadStoreError.js';

export const LOCK_FILE_NAME = 'app-server.lock';
export const LOCK_HOLDER_FILE_NAME = 'app-server.lock.json';

/** The holder that `openThreadStore` writes down: the store it opens is the App Server's. */
export const APP_SERVER_HOLDER = 'vv-agent app-server';

/** What the refusal says about the process that holds the lock. */
export interface LockHolder {
  readonly pid: number;
  readonly host: string;
  /** ISO 8601. */
  readonly startedAt: string;
  /**
   * The command that holds it, e.g. `vv-agent app-server` or `vv-agent threads archive`. Absent
   * from records an older vv-agent wrote, which may have been either.
   */
  readonly command?: string;
}

export class StateDirLock {
  private constructor(
    private readonly db: Database.Database,
    private readonly holderFile: string,
  ) {}

  /**
   * Takes the lock of `stateDir` (an existing directory) for `command`, the holder the refusal of
   * anyone else names, or throws `state_dir_locked`.
   */
  static acquire(stateDir: string, command: string = APP_SERVER_HOLDER): StateDirLock {
    const holder = currentHolder(command);
    const file = join(stateDir, LOCK_FILE_NAME);
    const holderFile = join(stateDir, LOCK_HOLDER_FILE_NAME);
    let db: Database.Database | undefined;
    try {
      preparePrivateSqliteFile(file);
      // timeout 0: a held lock answers SQLITE_BUSY at once instead of waiting.
      db = openSqlite(file, { timeout: 0 });
      db.pragma('locking_mode = EXCLUSIVE');
      db.pragma('journal_mode = MEMORY');
      // In EXCLUSIVE locking mode the lock this takes is kept after COMMIT, until close().
      db.exec('BEGIN EXCLUSIVE; COMMIT');
    } catch (error) {
      db?.close();
      if (isSqliteError(error) && error.code.startsWith('SQLITE_BUSY')) {
        const held = readHolder(holderFile);
        throw new ThreadStoreError('state_dir_locked', `state directory ${stateDir} is in use by ${describeHolder(held)}; ${untilFree(held)} or choose another --state-dir`, {
          cause: error,
        });
      }
      throw asOpenError(file, error);
    }
    writeFileSync(holderFile, `${JSON.stringify(holder)}\n`, { mode: 0o600 });
    return new StateDirLock(db, holderFile);
  }

  release(): void {
    if (!this.db.open) return;
    // Still ours while the connection is open: nobody else can have rewritten it.
    rmSync(this.holderFile, { force: true });
    this.db.close();
  }
}

function currentHolder(command: string): LockHolder {
  return { pid: process.pid, host: hostname(), startedAt: new Date().toISOString(), command };
}

/** Who holds the lock of `stateDir`, as it wrote itself down; null when unknown. */
export function readLockHolder(stateDir: string): LockHolder | null {
  return readHolder(join(stateDir, LOCK_HOLDER_FILE_NAME));
}

function readHolder(file: string): LockHolder | null {
  try {
    const value = JSON.parse(readFileSync(file, 'utf8')) as Partial<LockHolder>;
    if (typeof value.pid !== 'number' || typeof value.host !== 'string' || typeof value.startedAt !== 'string') return null;
    const held = { pid: value.pid, host: value.host, startedAt: value.startedAt };
    return typeof value.command === 'string' ? { ...held, command: value.command } : held;
  } catch {
    // Absent or half-written (the holder is starting or stopping right now): the lock still says no.
    return null;
  }
}

/** The holder as its record names it; only a record says which command it is. */
export function describeHolder(holder: LockHolder | null): string {
  if (holder === null) return 'another vv-agent process';
  return `${holder.command ?? 'another vv-agent process'} (pid ${holder.pid} on ${holder.host}, started ${holder.startedAt})`;
}

export function isServerHolder(holder: LockHolder | null): boolean {
  return holder?.command === APP_SERVER_HOLDER;
}

/** How the directory becomes free: a server runs until it is stopped, any other command ends by itself. */
export function untilFree(holder: LockHolder | null): string {
  if (isServerHolder(holder)) return 'stop that server';
  return holder?.command === undefined ? 'stop it' : 'wait for it to finish';
}

/**
 * Refuses a state directory that is a file, or lies under one, before anything is read or made in
 * it: the system's ENOTDIR or EEXIST would name a file inside it and not say what is wrong. A
 * directory that does not exist yet passes (the server makes it; a reader finds no store there),
 * and so does one that cannot be looked at: opening it names that failure.
 */
export function checkStateDir(stateDir: string): void {
  for (let path = stateDir; ; path = dirname(path)) {
    let isDirectory: boolean;
    try {
      isDirectory = statSync(path).isDirectory();
    } catch (error) {
      // ENOENT: this level is to be made; ENOTDIR: a level above is the file.
      if ((isErrno(error, 'ENOENT') || isErrno(error, 'ENOTDIR')) && dirname(path) !== path) continue;
      return;
    }
    if (isDirectory) return;
    const what = path === stateDir ? `state directory ${stateDir} is a file` : `state directory ${stateDir} cannot be used: ${path} is a file`;
    throw new ThreadStoreError('state_dir_invalid', `${what}, not a directory (choose another with --state-dir)`);
  }
}
