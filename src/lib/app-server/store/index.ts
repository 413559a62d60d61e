/**
 * The App Server's thread store: threads, turns and items in SQLite (a file by default, memory
 * with `--ephemeral`), with schema migrations and crash recovery (contract sections 3, 5, 8).
 */
export type {
  CreateThreadInput,
  CreateTurnInput,
  ListItemsOptions,
  ListThreadsOptions,
  RecoveryReport,
  SettableThreadStatus,
  StoredThread,
  ThreadStore,
  TurnOutputKey,
  TurnUpdate,
} from './ThreadStore.js';
export { SqliteThreadStore, CRASH_RECOVERY_ERROR } from './SqliteThreadStore.js';
export { openThreadStore, type OpenThreadStoreOptions } from './openThreadStore.js';
export { locateStateDir, resolveStateDir, type StateDirSources } from './resolveStateDir.js';
export { MEMORY_LOCATION, STORE_FILE_NAME } from './locations.js';
export { LOCK_FILE_NAME, LOCK_HOLDER_FILE_NAME, StateDirLock, readLockHolder, describeHolder, heldStateDir, untilFree, type HolderName, type LockHolder } from './StateDirLock.js';
export { inspectThreadStore, stateDirHeldError, type InspectedThreadStore } from './inspectThreadStore.js';
export { THREAD_STORE_SCHEMA_VERSION } from './migrations.js';
export { ThreadStoreError, type ThreadStoreErrorCode } from './ThreadStoreError.js';
