import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { MEMORY_LOCATION, STORE_FILE_NAME } from './locations.js';
import { asOpenError } from './probeStoreFile.js';
import { SqliteThreadStore } from './SqliteThreadStore.js';

/**
 * Either a state directory or `ephemeral: true`. `--ephemeral` wins over a state directory given
 * with it (nothing is created on disk), so a command can pass both of its flags through as they are.
 */
export type OpenThreadStoreOptions = { stateDir: string; ephemeral?: boolean } | { ephemeral: true; stateDir?: string };

/**
 * Opens the App Server's thread store: `<stateDir>/app-server.sqlite` (the directory is created
 * when missing) or, with `ephemeral`, an in-memory store that leaves no file behind.
 */
export function openThreadStore(options: OpenThreadStoreOptions): SqliteThreadStore {
  if (options.ephemeral === true) return SqliteThreadStore.open(MEMORY_LOCATION);
  const file = join(options.stateDir, STORE_FILE_NAME);
  try {
    mkdirSync(options.stateDir, { recursive: true });
  } catch (error) {
    throw asOpenError(file, error);
  }
  return SqliteThreadStore.open(file);
}
