/**
 * better-sqlite3, loaded when the first database is opened rather than when a module that can
 * open one is imported: it is a native addon, and `import 'vv-agent'` (or a command that never
 * touches a store) should not pay for it (issue 14, point 7). Loaded with `require` because the
 * stores open synchronously and the package is CommonJS.
 */
import { createRequire } from 'node:module';
import type Database from 'better-sqlite3';

let loaded: typeof Database | undefined;

function betterSqlite3(): typeof Database {
  loaded ??= createRequire(import.meta.url)('better-sqlite3') as typeof Database;
  return loaded;
}

/** `new Database(file, options)` of better-sqlite3. */
export function openSqlite(file: string, options?: Database.Options): Database.Database {
  const Sqlite = betterSqlite3();
  return new Sqlite(file, options);
}

/** Whether `error` came from SQLite; never true before a database was opened. */
export function isSqliteError(error: unknown): error is InstanceType<Database.SqliteError> {
  return loaded !== undefined && error instanceof loaded.SqliteError;
}
