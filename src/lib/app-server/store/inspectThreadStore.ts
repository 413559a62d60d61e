import { join } from 'node:path';
import type { StateDirOrigin } from '../../shared/vvAgentHome.js';
import { STORE_FILE_NAME } from './locations.js';
import { probeStoreFile } from './probeStoreFile.js';
import { SqliteThreadStore } from './SqliteThreadStore.js';
import { checkStateDir, describeHolder, isServerHolder, readLockHolder, StateDirLock, untilFree, type LockHolder } from './StateDirLock.js';
import { ThreadStoreError } from './ThreadStoreError.js';

/** A state directory's thread store opened for a look from outside the App Server. */
export interface InspectedThreadStore {
  readonly store: SqliteThreadStore;
  readonly stateDir: string;
  /** True while another process (an App Server, another `threads`) holds the directory: the store is read-only then. */
  readonly readOnly: boolean;
  /** The process that holds the directory, when it said who it is. */
  readonly holder: LockHolder | null;
}

/**
 * Opens the thread store of `stateDir` for `vv-agent threads` (issue 12, point 16). When nobody
 * holds the directory, this takes its lock (so no server starts in the middle) and opens the store
 * as the server would. While another process holds it (a server, or another `threads` in the
 * middle of its look), the store is opened read-only: SQLite's WAL lets a reader see the last
 * committed state next to a live writer, and nothing is written.
 * Null when the directory has no store (nothing was ever kept there); nothing is created then.
 * `command` (e.g. `vv-agent threads list`) is who a server refused meanwhile is told holds it;
 * `origin`, where `stateDir` came from, is what a refusal of it tells the user to change.
 */
export function inspectThreadStore(stateDir: string, command: string, origin?: StateDirOrigin): InspectedThreadStore | null {
  checkStateDir(stateDir, origin);
  const file = join(stateDir, STORE_FILE_NAME);
  if (probeStoreFile(file) !== 'database') return null;
  let lock: StateDirLock;
  try {
    lock = StateDirLock.acquire(stateDir, { command, untilStopped: false }, origin);
  } catch (error) {
    if (!(error instanceof ThreadStoreError) || error.code !== 'state_dir_locked') throw error;
    return { store: SqliteThreadStore.open(file, { readonly: true }), stateDir, readOnly: true, holder: readLockHolder(stateDir) };
  }
  try {
    return { store: SqliteThreadStore.open(file, { onClose: () => lock.release() }), stateDir, readOnly: false, holder: null };
  } catch (error) {
    lock.release();
    throw error;
  }
}

/** The refusal of a change to a store another process holds: a server is the one to make it. */
export function stateDirHeldError(inspected: InspectedThreadStore, what: string): ThreadStoreError {
  const { holder } = inspected;
  const advice = isServerHolder(holder) ? 'ask that server (thread/archive) or stop it first' : `${untilFree(holder)} first`;
  return new ThreadStoreError('state_dir_locked', `cannot ${what}: state directory ${inspected.stateDir} is in use by ${describeHolder(holder)}; ${advice}`);
}
