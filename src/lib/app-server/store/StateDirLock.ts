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
 * while it looks (so no server starts halfway through), and an AgentTeam App runs its own App
 * Server on it, so the holder is not always a server others can ask.
 */
import { hostname } from 'node:os';
import { readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type Database from 'better-sqlite3';
import { errorFacts } from '../../shared/errorFacts.js';
import { isErrno } from '../../shared/isErrno.js';
import { isSqliteError, openSqlite } from '../../shared/sqlite.js';
import { preparePrivateSqliteFile } from '../../shared/privateState.js';
import { chooseAnotherStateDir, orChooseAnotherStateDir, type StateDirOrigin } from '../../shared/vvAgentHome.js';
import { asOpenError } from './probeStoreFile.js';
import { ThreadStoreError } from './ThreadStoreError.js';

export const LOCK_FILE_NAME = 'app-server.lock';
export const LOCK_HOLDER_FILE_NAME = 'app-server.lock.json';

/** Who takes the lock, as the refusal of anyone else names it. */
export interface HolderName {
  /** e.g. `vv-agent app-server`, `vv-agent threads archive`, `vv-agent agentteam runner`. */
  readonly command: string;
  /** It keeps the directory until it is stopped (a server, a runner) instead of ending by itself. */
  readonly untilStopped: boolean;
}

/** The holder that `openThreadStore` writes down unless told otherwise: the App Server. */
export const APP_SERVER_HOLDER: HolderName = { command: 'vv-agent app-server', untilStopped: true };

/** What the refusal says about the process that holds the lock. */
export interface LockHolder extends HolderName {
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

  /**
   * Takes the lock of `stateDir` (an existing directory) for `name`, the holder the refusal of
   * anyone else names, or throws `state_dir_locked`. `origin`, where the directory came from,
   * words the refusal's advice.
   */
  static acquire(stateDir: string, name: HolderName = APP_SERVER_HOLDER, origin: StateDirOrigin = '--state-dir'): StateDirLock {
    const holder = currentHolder(name);
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
        throw new ThreadStoreError('state_dir_locked', heldStateDir(stateDir, held, origin), { cause: error });
      }
      throw asOpenError(file, error);
    }
    try {
      writeFileSync(holderFile, `${JSON.stringify(holder)}\n`, { mode: 0o600 });
    } catch (error) {
      db.close();
      // The lock is released: a record that cannot be written would leave the next refusal unworded.
      const { code, reason } = errorFacts(error);
      throw new ThreadStoreError('state_dir_invalid', `state directory ${stateDir} cannot be used: cannot write its lock record ${holderFile} (${code ?? reason}); remove it or ${orChooseAnotherStateDir(origin)}`, {
        cause: error,
      });
    }
    return new StateDirLock(db, holderFile);
  }

  release(): void {
    if (!this.db.open) return;
    // Still ours while the connection is open: nobody else can have rewritten it.
    rmSync(this.holderFile, { force: true });
    this.db.close();
  }
}

function currentHolder(name: HolderName): LockHolder {
  return { pid: process.pid, host: hostname(), startedAt: new Date().toISOString(), command: name.command, untilStopped: name.untilStopped };
}

/** Who holds the lock of `stateDir`, as it wrote itself down; null when unknown. */
export function readLockHolder(stateDir: string): LockHolder | null {
  return readHolder(join(stateDir, LOCK_HOLDER_FILE_NAME));
}

function readHolder(file: string): LockHolder | null {
  try {
    const value = JSON.parse(readFileSync(file, 'utf8')) as Partial<LockHolder>;
    if (typeof value.pid !== 'number' || typeof value.host !== 'string' || typeof value.startedAt !== 'string') return null;
    // A record without a command is an older vv-agent's, and read as an App Server's: `threads`
    // wrote such records too, but held the lock only while it read, so a record still there when
    // someone is refused is almost always a running server's.
    const command = typeof value.command === 'string' ? value.command : APP_SERVER_HOLDER.command;
    // Before `untilStopped`, only an App Server held the directory until it was stopped.
    const untilStopped = typeof value.untilStopped === 'boolean' ? value.untilStopped : command === APP_SERVER_HOLDER.command;
    return { pid: value.pid, host: value.host, startedAt: value.startedAt, command, untilStopped };
  } catch {
    // Absent or half-written (the holder is starting or stopping right now): the lock still says no.
    return null;
  }
}

/** The holder as its record names it; only a record says which command it is. */
export function describeHolder(holder: LockHolder | null): string {
  if (holder === null) return 'another vv-agent process';
  return `${holder.command} (pid ${holder.pid} on ${holder.host}, started ${holder.startedAt})`;
}

/** An App Server others can ask (thread/archive): not an App Server an AgentTeam App runs inside itself. */
export function isServerHolder(holder: LockHolder | null): boolean {
  return holder?.command === APP_SERVER_HOLDER.command;
}

/**
 * Why `stateDir` cannot be used now, how it becomes free, and how to choose another by `origin`:
 * the words of every refusal of a held directory.
 */
export function heldStateDir(stateDir: string, holder: LockHolder | null, origin: StateDirOrigin = '--state-dir'): string {
  return `state directory ${stateDir} is in use by ${describeHolder(holder)}; ${untilFree(holder)} or ${orChooseAnotherStateDir(origin)}`;
}

/** How the directory becomes free: a server or runner until it is stopped, any other command ends by itself. */
export function untilFree(holder: LockHolder | null): string {
  if (isServerHolder(holder)) return 'stop that server';
  return holder === null || holder.untilStopped ? 'stop it' : 'wait for it to finish';
}

/**
 * Refuses a state directory that is a file, or lies under one, before anything is read or made in
 * it: the system's ENOTDIR or EEXIST would name a file inside it and not say what is wrong. A
 * directory that does not exist yet passes (the server makes it; a reader finds no store there),
 * and so does one that cannot be looked at: opening it names that failure. `origin` (default: the
 * caller was given it, as by `--state-dir`) words the advice.
 */
export function checkStateDir(stateDir: string, origin: StateDirOrigin = '--state-dir'): void {
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
    throw new ThreadStoreError('state_dir_invalid', `${what}, not a directory (${chooseAnotherStateDir(origin)})`);
  }
}
