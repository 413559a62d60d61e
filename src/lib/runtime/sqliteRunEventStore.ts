/**
 * RunEventStore on one SQLite file (better-sqlite3, WAL). Appends are synchronous inserts, so an
 * event is on disk (in the WAL) before the run hands it to its consumer. SQL string literals use
 * single quotes: this better-sqlite3 build rejects double-quoted strings.
 */
import type Database from 'better-sqlite3';
import { openSqlite } from '../shared/sqlite.js';
import { RuntimeError } from './errors.js';
import type { RunEvent } from './events.js';
import { parseStoredEvent, type RunEventStore } from './eventStore.js';

type DatabaseHandle = InstanceType<typeof Database>;

const SCHEMA = `
CREATE TABLE IF NOT EXISTS run_events (
  run_id TEXT NOT NULL,
  seq INTEGER NOT NULL,
  ts INTEGER NOT NULL,
  type TEXT NOT NULL,
  body TEXT NOT NULL,
  PRIMARY KEY (run_id, seq)
) WITHOUT ROWID;
`;

export class SqliteRunEventStore implements RunEventStore {
  private readonly db: DatabaseHandle;
  private readonly insert: Database.Statement<[string, number, number, string, string]>;
  private readonly select: Database.Statement<[string], unknown>;
  private closed = false;

  constructor(readonly filePath: string) {
    this.db = openSqlite(filePath);
    this.db.pragma('journal_mode = WAL');
    // NORMAL in WAL mode survives process crashes; only an OS crash can lose the last commits.
    this.db.pragma('synchronous = NORMAL');
    this.db.exec(SCHEMA);
    this.insert = this.db.prepare<[string, number, number, string, string]>('INSERT INTO run_events (run_id, seq, ts, type, body) VALUES (?, ?, ?, ?, ?)');
    this.select = this.db.prepare<[string], unknown>('SELECT body FROM run_events WHERE run_id = ? ORDER BY seq').pluck();
  }

  append(event: RunEvent): void {
    this.assertOpen();
    this.insert.run(event.runId, event.seq, event.ts, event.type, JSON.stringify(event));
  }

  async replay(runId: string): Promise<readonly RunEvent[]> {
    this.assertOpen();
    const rows = this.select.all(runId);
    return rows.map((row) => {
      if (typeof row !== 'string') throw new RuntimeError('event_store_corrupt', 'stored event body is not text');
      return parseStoredEvent(row);
    });
  }

  runIds(): string[] {
    this.assertOpen();
    return this.db.prepare('SELECT DISTINCT run_id FROM run_events ORDER BY run_id').pluck().all() as string[];
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.db.close();
  }

  private assertOpen(): void {
    if (this.closed) throw new RuntimeError('event_store_closed', `event store ${this.filePath} is closed`);
  }
}
