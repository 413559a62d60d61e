/**
 * better-sqlite3, loaded when the first database is opened rather than when a module that can
 * open one is imported: it is a native addon, and `import 'vv-agent'` (or a command that never
 * touches a store) should not pay for it (issue 14, point 7). Loaded with `require` because the
 * stores open synchronously and the package is CommonJS.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type Database from 'better-sqlite3';

let loaded: typeof Database | undefined;
let addon: { path: string | undefined } | undefined;

function betterSqlite3(): typeof Database {
  loaded ??= createRequire(import.meta.url)('better-sqlite3') as typeof Database;
  return loaded;
}

/**
 * The addon where better-sqlite3's build (or its prebuilt download) puts it, given to the package as
 * `nativeBinding`. Without it the package asks `bindings`, which formats an Error's stack to learn
 * its own path and probes a dozen places: a tenth of the App Server's start-up (issue 13, P1).
 * Undefined when it is elsewhere: the package then searches as usual.
 */
function nativeBinding(): string | undefined {
  if (addon === undefined) {
    const file = join(dirname(createRequire(import.meta.url).resolve('better-sqlite3')), '..', 'build', 'Release', 'better_sqlite3.node');
    addon = { path: existsSync(file) ? file : undefined };
  }
  return addon.path;
}

/** `new Database(file, options)` of better-sqlite3. */
export function openSqlite(file: string, options?: Database.Options): Database.Database {
  const Sqlite = betterSqlite3();
  const binding = nativeBinding();
  return new Sqlite(file, binding === undefined ? options : { nativeBinding: binding, ...options });
}

/** Whether `error` came from SQLite; never true before a database was opened. */
export function isSqliteError(error: unknown): error is InstanceType<Database.SqliteError> {
  return loaded !== undefined && error instanceof loaded.SqliteError;
}
