import { join } from 'node:path';
import { ensurePrivateDir, preparePrivateSqliteFile } from '../../shared/privateState.js';
import { MEMORY_LOCATION, STORE_FILE_NAME } from './locations.js';
import { asOpenError, probeStoreFile } from './probeStoreFile.js';
import { SqliteThreadStore } from './SqliteThreadStore.js';
import type { StateDirOrigin } from '../../shared/vvAgentHome.js';
import { checkStateDir, StateDirLock, type HolderName } from './StateDirLock.js';

/**
 * Either a state directory or `ephemeral: true`. `--ephemeral` wins over a state directory given
 * with it (nothing is created on disk), so a command can pass both of its flags through as they are.
 */
export type OpenThreadStoreOptions = ({ stateDir: string; ephemeral?: boolean } | { ephemeral: true; stateDir?: string }) & {
  /**
   * Who the lock record names while the store is open (default the App Server): a program that
   * runs a server inside itself serves nobody else, and a refused `threads archive` says so.
   */
  holder?: HolderName;
  /** Where the state directory came from: what refusing it tells the user to change (default `--state-dir`). */
  origin?: StateDirOrigin;
};

/**
 * Opens the App Server's thread store: `<stateDir>/app-server.sqlite` (the directory is created
 * when missing) or, with `ephemeral`, an in-memory store that leaves no file behind. A file store
 * holds the state directory's lock until it is closed: a second store on the same directory, in
 * this process or another, is refused before it reads or recovers anything.
 */
export function openThreadStore(options: OpenThreadStoreOptions): SqliteThreadStore {
  if (options.ephemeral === true) return SqliteThreadStore.open(MEMORY_LOCATION);
  const file = join(options.stateDir, STORE_FILE_NAME);
  checkStateDir(options.stateDir, options.origin);
  try {
    ensurePrivateDir(options.stateDir);
  } catch (error) {
    throw asOpenError(file, error);
  }
  // A file this version cannot use is refused before the lock file is created: the directory is
  // left exactly as it was (SqliteThreadStore.open checks again under the lock).
  probeStoreFile(file);
  const lock = StateDirLock.acquire(options.stateDir, options.holder, options.origin);
  try {
    // Thread histories and tool output are the owner's only (issue 11, point 19).
    preparePrivateSqliteFile(file);
    return SqliteThreadStore.open(file, { onClose: () => lock.release() });
  } catch (error) {
    lock.release();
    throw asOpenError(file, error);
  }
}
