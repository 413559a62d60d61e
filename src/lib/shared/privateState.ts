/**
 * State that only its owner may read (issue 11, point 19): thread histories, tool output and the
 * local AgentTeam's signing secret live in SQLite files under a state directory. Directories we
 * create are 0700 and database files 0600; SQLite gives its `-wal`, `-shm` and `-journal` files
 * the mode of the database file, so restricting that file before SQLite opens it covers them too.
 */
import { chmodSync, closeSync, openSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { isErrno } from './isErrno.js';
import { makeDirectory } from './makeDirectory.js';

export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** SQLite's companion files of a database file. */
const SQLITE_COMPANIONS = ['-wal', '-shm', '-journal'] as const;

/** `mkdir -p` whose created directories are 0700; an existing directory is left as the user made it. */
export function ensurePrivateDir(dir: string): void {
  makeDirectory(dir, PRIVATE_DIR_MODE);
}

/**
 * Makes `file` (a SQLite database, created empty when absent, which SQLite treats as a new
 * database) and its existing companion files readable by the owner only. Call it once the file
 * is known to be usable and before SQLite opens it.
 */
export function preparePrivateSqliteFile(file: string): void {
  try {
    closeSync(openSync(file, 'wx', PRIVATE_FILE_MODE));
  } catch (error) {
    if (!isErrno(error, 'EEXIST')) throw error;
  }
  for (const path of [file, ...SQLITE_COMPANIONS.map((suffix) => `${file}${suffix}`)]) restrictToOwner(path);
}

/** chmod 0600 when group or others have any access (a store written by an older vv-agent). */
function restrictToOwner(path: string): void {
  let mode: number;
  try {
    mode = statSync(path).mode;
  } catch (error) {
    if (isErrno(error, 'ENOENT')) return;
    throw error;
  }
  if ((mode & 0o077) !== 0) chmodSync(path, PRIVATE_FILE_MODE);
}

/**
 * Writes `text` to `file`, readable by the owner only, whole or not at all: written beside it and
 * renamed into place, so a crash leaves the old file or the new one, never half of one.
 */
export function writePrivateFileAtomically(file: string, text: string): void {
  const temporary = `${file}.${process.pid}.tmp`;
  try {
    writeFileSync(temporary, text, { mode: PRIVATE_FILE_MODE });
    renameSync(temporary, file);
  } catch (error) {
    // A full disk or a vanished directory must not leave a half-written file behind.
    rmSync(temporary, { force: true });
    throw error;
  }
}
