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

// A streamed message's text is stored as it grows, each write appending only what arrived since
// the last one: rewriting the whole text at each write cost time and memory in proportion to its
// length (an 8 MiB answer: three 8 MiB copies per write, and O(n^2) over a stream). Such an item's
// row has text_in_parts = 1 and an empty payload; its payload reads back as {"text": <parts joined>}
// (rows.ts). Writing a whole payload again (text_in_parts = 0) drops the parts.
// A turn's result usually repeats its last message's text: output_key names the result field
// ('finalOutput' or 'partialOutput') stored empty that reads back as the text of output_item.
const V2_STREAMED_TEXT = `
ALTER TABLE turns ADD COLUMN output_item TEXT;
ALTER TABLE turns ADD COLUMN output_key TEXT CHECK (output_key IN ('finalOutput', 'partialOutput'));
ALTER TABLE items ADD COLUMN text_in_parts INTEGER NOT NULL DEFAULT 0;
-- json: the next bytes of the text's JSON string, escaped, without quotes; seq orders them.
CREATE TABLE item_text_parts (
  seq INTEGER PRIMARY KEY,
  item_id TEXT NOT NULL,
  json TEXT NOT NULL
);
CREATE INDEX item_text_parts_by_item ON item_text_parts (item_id, seq);
CREATE TRIGGER item_text_parts_dropped AFTER UPDATE OF text_in_parts ON items
  WHEN old.text_in_parts <> 0 AND new.text_in_parts = 0
  BEGIN DELETE FROM item_text_parts WHERE item_id = old.item_id; END;
`;

export const MIGRATIONS: readonly Migration[] = [
  { version: 1, description: 'threads, turns, items and id sequences', up: (db) => db.exec(V1_SCHEMA) },
  { version: 2, description: 'streamed message text stored in appended parts', up: (db) => db.exec(V2_STREAMED_TEXT) },
];

/** The newest schema version this code knows; a file above it is refused. */
export const THREAD_STORE_SCHEMA_VERSION: number = MIGRATIONS.length;

export { readSchemaVersion, runMigrations, type Migration } from '../../shared/sqliteMigrations.js';
