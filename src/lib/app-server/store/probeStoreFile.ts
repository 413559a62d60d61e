/**
 * Decides whether a store file may be opened for writing, without writing anything: opening it
 * read-write (or even read-only in WAL mode) can create -wal/-shm files or checkpoint a
 * leftover WAL into the main file, and a file this code cannot use must be left exactly as it
 * was. The SQLite header (https://www.sqlite.org/fileformat.html#the_database_header) carries the
 * magic string and `user_version`, so a plain read answers both questions.
 */
import { closeSync, openSync, readSync, statSync } from 'node:fs';
import type Database from 'better-sqlite3';
import { isSqliteError, openSqlite } from '../../shared/sqlite.js';
import { isErrno } from '../../shared/isErrno.js';
import { ThreadStoreError } from './ThreadStoreError.js';
import { THREAD_STORE_SCHEMA_VERSION, readSchemaVersion } from './migrations.js';

const HEADER_SIZE = 100;
const MAGIC = Buffer.from('SQLite format 3\0', 'latin1');
const USER_VERSION_OFFSET = 60;

export type StoreFileState = 'absent' | 'empty' | 'database';

export function probeStoreFile(file: string): StoreFileState {
  const header = readHeader(file);
  if (header === null) return 'absent';
  if (header.length === 0) return 'empty';
  if (header.length < HEADER_SIZE || !header.subarray(0, MAGIC.length).equals(MAGIC)) {
    throw new ThreadStoreError('store_unreadable', `${file} is not a SQLite database (thread store of vv-agent app-server)`);
  }
  assertSupportedVersion(file, header.readInt32BE(USER_VERSION_OFFSET));
  // A non-empty WAL may hold a newer header than the main file (a writer that stopped before a
  // checkpoint). The -wal and -shm files exist then, so a read-only look creates nothing new.
  if (fileSize(`${file}-wal`) > 0) {
    let db: Database.Database | undefined;
    try {
      db = openSqlite(file, { readonly: true, fileMustExist: true });
      assertSupportedVersion(file, readSchemaVersion(db));
    } catch (error) {
      throw asOpenError(file, error);
    } finally {
      db?.close();
    }
  }
  return 'database';
}

export function assertSupportedVersion(file: string, version: number): void {
  if (version > THREAD_STORE_SCHEMA_VERSION) {
    throw new ThreadStoreError(
      'store_version_unsupported',
      `${file} has thread store schema version ${version}, but this vv-agent supports versions up to ${THREAD_STORE_SCHEMA_VERSION}; ` +
        'upgrade vv-agent or choose another --state-dir. The file was not changed.',
    );
  }
}

/** Maps a failure while opening to the store's open-time codes; ThreadStoreErrors pass through. */
export function asOpenError(file: string, error: unknown): ThreadStoreError {
  if (error instanceof ThreadStoreError) return error;
  const code = isSqliteError(error) ? error.code : undefined;
  const reason = error instanceof Error ? error.message : String(error);
  if (code === 'SQLITE_NOTADB' || code === 'SQLITE_CORRUPT') {
    return new ThreadStoreError('store_unreadable', `${file} is not a readable SQLite database: ${reason}`, { cause: error });
  }
  return new ThreadStoreError('store_open_failed', `cannot open thread store ${file}: ${reason}`, { cause: error });
}

function readHeader(file: string): Buffer | null {
  let fd: number;
  try {
    fd = openSync(file, 'r');
  } catch (error) {
    if (isErrno(error, 'ENOENT')) return null;
    throw asOpenError(file, error);
  }
  try {
    const buffer = Buffer.alloc(HEADER_SIZE);
    let length = 0;
    while (length < HEADER_SIZE) {
      const read = readSync(fd, buffer, length, HEADER_SIZE - length, length);
      if (read === 0) break;
      length += read;
    }
    return buffer.subarray(0, length);
  } catch (error) {
    throw asOpenError(file, error);
  } finally {
    closeSync(fd);
  }
}

function fileSize(file: string): number {
  try {
    return statSync(file).size;
  } catch {
    return 0;
  }
}
