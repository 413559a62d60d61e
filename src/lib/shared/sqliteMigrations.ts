import type Database from 'better-sqlite3';

/** One step of a SQLite schema; `version` counts from 1 with no gaps. */
export interface Migration {
  readonly version: number;
  readonly description: string;
  up(db: Database.Database): void;
}

/** The schema version recorded in the file (`PRAGMA user_version`; 0 for a new file). */
export function readSchemaVersion(db: Database.Database): number {
  const version = db.pragma('user_version', { simple: true });
  if (typeof version !== 'number') throw new TypeError(`user_version is not a number: ${String(version)}`);
  return version;
}

/**
 * Applies every migration above the database's version, each in its own IMMEDIATE transaction
 * together with its version bump, so a failure leaves the previous version intact. The version is
 * read again inside the transaction: another process may have migrated in between.
 */
export function runMigrations(db: Database.Database, migrations: readonly Migration[]): void {
  migrations.forEach((migration, index) => {
    if (migration.version !== index + 1) {
      throw new Error(`migration ${index + 1} declares version ${migration.version}`);
    }
  });
  for (const migration of migrations) {
    db.transaction(() => {
      if (readSchemaVersion(db) >= migration.version) return;
      migration.up(db);
      // user_version only takes an integer literal, never a bound parameter.
      db.pragma(`user_version = ${Math.trunc(migration.version)}`);
    }).immediate();
  }
}
