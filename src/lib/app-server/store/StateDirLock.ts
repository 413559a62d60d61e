/**
 * One App Server per state directory (issue 11, point 16). Two servers on one store would each
 * treat the other's live turns as crashed and interleave their items, so the second refuses to
 * start, naming the holder.
 *
 * The lock is SQLite's own file lock on `<stateDir>/app-server.lock`, taken with an exclusive
 * locking mode and held for the life of the connection: the operating system drops it when the
 * process ends in any way (`kill -9` included), so there is no stale lock to clean up, and SQLite
 * also refuses a second connection in the same process. Who holds it is written next to it in
 * `app-server.lock.json`, read only to word the refusal.
 */
import { hostname } from 'node:os';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type Database from 'better-sqlite3';
import { isSqliteError, openSqlite } from '../../shared/sqlite.js';
import { preparePrivateSqliteFile } from '../../shared/privateState.js';
import { asOpenError } from './probeStoreFile.js';
import { ThreadStoreError } from './ThreadStoreError.js';

export const LOCK_FILE_NAME = 'app-server.lock';
export const LOCK_HOLDER_FILE_NAME = 'app-server.lock.json';

/** What the refusal says about the server that holds the lock. */
export interface LockHolder {
  readonly pid: number;
  readonly host: string;
  /** ISO 8601. */
  readonly startedAt: string;
}

export class StateDirLock {
  private constructor(
    private readonly db: Database.Database,
    private readonly holderFile: string,
  ) {}

  /** Takes the lock of `stateDir` (an existing directory) or throws `state_dir_locked`. */
  static acquire(stateDir: string, holder: LockHolder = currentHolder()): StateDirLock {
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
        throw new ThreadStoreError(
          'state_dir_locked',
          `state directory ${stateDir} is in use by ${describeHolder(readHolder(holderFile))}; stop that server or choose another --state-dir`,
          { cause: error },
        );
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

function currentHolder(): LockHolder {
  return { pid: process.pid, host: hostname(), startedAt: new Date().toISOString() };
}

/** Who holds the lock of `stateDir`, as it wrote itself down; null when unknown. */
export function readLockHolder(stateDir: string): LockHolder | null {
  return readHolder(join(stateDir, LOCK_HOLDER_FILE_NAME));
}

function readHolder(file: string): LockHolder | null {
  try {
    const value = JSON.parse(readFileSync(file, 'utf8')) as Partial<LockHolder>;
    if (typeof value.pid !== 'number' || typeof value.host !== 'string' || typeof value.startedAt !== 'string') return null;
    return { pid: value.pid, host: value.host, startedAt: value.startedAt };
  } catch {
    // Absent or half-written (the holder is starting or stopping right now): the lock still says no.
    return null;
  }
}

export function describeHolder(holder: LockHolder | null): string {
  if (holder === null) return 'another vv-agent app-server';
  return `another vv-agent app-server (pid ${holder.pid} on ${holder.host}, started ${holder.startedAt})`;
}
