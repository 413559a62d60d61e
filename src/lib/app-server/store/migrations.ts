/**
 * Schema history of the thread store. The schema version is `PRAGMA user_version`; migration N
 * takes a database from version N-1 to N. Migrations are append-only: a released one is never
 * edited, a change is a new entry. SQL string literals use single quotes because this
 * better-sqlite3 build rejects double-quoted strings.
 */
import type { Migration } from '../../shared/sqliteMigrations.js';

const V1_SCHEMA = `
-- One row per id kind; ids continue across restarts instead of restarting at 1.
CREATE TABLE id_sequences (
  name TEXT PRIMARY KEY,
  value INTEGER NOT NULL
) WITHOUT ROWID;
INSERT INTO id_sequences (name, value) VALUES ('thread', 0), ('turn', 0), ('item', 0), ('approval', 0);

-- seq (the rowid) is the creation order that thread/list returns.
CREATE TABLE threads (
  seq INTEGER PRIMARY KEY,
  thread_id TEXT NOT NULL UNIQUE,
  agent_key TEXT NOT NULL,
  cwd TEXT,
  status TEXT NOT NULL CHECK (status IN ('idle', 'running', 'archived')),
  metadata TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  archived_at INTEGER
);
-- thread/list filters on archived-or-not and pages in creation order from this index alone.
CREATE INDEX threads_by_archived ON threads ((archived_at IS NOT NULL), seq);
-- Crash recovery finds stale running threads without a scan.
CREATE INDEX threads_running ON threads (thread_id) WHERE status = 'running';

CREATE TABLE turns (
  seq INTEGER PRIMARY KEY,
  turn_id TEXT NOT NULL UNIQUE,
  thread_id TEXT NOT NULL REFERENCES threads (thread_id),
  run_id TEXT,
  status TEXT NOT NULL CHECK (status IN ('running', 'completed', 'failed', 'interrupted')),
  started_at INTEGER NOT NULL,
  completed_at INTEGER,
  input TEXT NOT NULL,
  result TEXT NOT NULL
);
CREATE INDEX turns_by_thread ON turns (thread_id, seq);
-- At most one running turn per thread, enforced by the database; also serves getActiveTurn and
-- crash recovery.
CREATE UNIQUE INDEX turns_running ON turns (thread_id) WHERE status = 'running';

-- One row per logical item, updated in place (contract section 5); seq is the position in the
-- thread's replay and does not change on update. type and status carry no CHECK so that new item
-- kinds in the schema need no table rebuild.
CREATE TABLE items (
  seq INTEGER PRIMARY KEY,
  item_id TEXT NOT NULL UNIQUE,
  thread_id TEXT NOT NULL REFERENCES threads (thread_id),
  turn_id TEXT NOT NULL,
  type TEXT NOT NULL,
  status TEXT NOT NULL,
  payload TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
CREATE INDEX items_by_thread ON items (thread_id, seq);
`;

export const MIGRATIONS: readonly Migration[] = [
  { version: 1, description: 'threads, turns, items and id sequences', up: (db) => db.exec(V1_SCHEMA) },
];

/** The newest schema version this code knows; a file above it is refused. */
export const THREAD_STORE_SCHEMA_VERSION: number = MIGRATIONS.length;

export { readSchemaVersion, runMigrations, type Migration } from '../../shared/sqliteMigrations.js';
