/**
 * RunEventStore on one SQLite file (better-sqlite3, WAL). SQL string literals use single quotes:
 * this better-sqlite3 build rejects double-quoted strings.
 *
 * Appends are batched (issue 13, R1: one commit per event held the runtime to a few thousand
 * events/s): one transaction per event-loop turn, or per BATCH_EVENTS events when a run emits
 * more than that without yielding. A commit writes one row per run, its events as one JSON array,
 * so an event costs its serialisation and a share of one row. What that keeps and what it trades:
 * - readers through this store (`replay`, `runIds`) commit first, so they see every appended event;
 * - `flush()` commits everything appended, and the run awaits it before its result resolves, so a
 *   finished run's events are on disk (in the WAL) when `result()` returns;
 * - a process that dies mid-run loses the events appended since the last commit: at most those of
 *   the current event-loop turn, and never more than BATCH_EVENTS - 1. Another connection to the
 *   file sees a live run's events with the same lag;
 * - an event that cannot be stored may already have been delivered (it failed in a later commit);
 *   the run still fails (at its next append, or at its end), and its stored events stay a
 *   gap-free prefix.
 */
import type Database from 'better-sqlite3';
import { openSqlite } from '../shared/sqlite.js';
import { readSchemaVersion, runMigrations, type Migration } from '../shared/sqliteMigrations.js';
import { RuntimeError } from './errors.js';
import type { RunEvent } from './events.js';
import { parseStoredEvents, type RunEventStore } from './eventStore.js';

type DatabaseHandle = InstanceType<typeof Database>;

/** Past a few hundred events per commit the cost per event stops falling. */
export const BATCH_EVENTS = 256;

const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    // The layout of files written before the store had a version (user_version 0).
    description: 'run_events: one row per event',
    up: (db) =>
      db.exec(`CREATE TABLE IF NOT EXISTS run_events (
        run_id TEXT NOT NULL, seq INTEGER NOT NULL, ts INTEGER NOT NULL, type TEXT NOT NULL, body TEXT NOT NULL,
        PRIMARY KEY (run_id, seq)
      ) WITHOUT ROWID`),
  },
  {
    version: 2,
    description: 'run_event_batches: one row per run per commit, events as a JSON array; run_events moved over',
    up: (db) =>
      db.exec(`
        -- A run's rows never overlap: first_seq..last_seq, in order. A reused run id collides on
        -- its first row (every run starts at seq 1).
        CREATE TABLE run_event_batches (
          run_id TEXT NOT NULL,
          first_seq INTEGER NOT NULL,
          last_seq INTEGER NOT NULL,
          body TEXT NOT NULL,
          PRIMARY KEY (run_id, first_seq)
        ) WITHOUT ROWID;
        INSERT INTO run_event_batches (run_id, first_seq, last_seq, body) SELECT run_id, seq, seq, '[' || body || ']' FROM run_events;
        DROP TABLE run_events;
      `),
  },
];

export class SqliteRunEventStore implements RunEventStore {
  private readonly db: DatabaseHandle;
  private readonly insert: Database.Statement<[string, number, number, string]>;
  private readonly select: Database.Statement<[string], unknown>;
  private readonly insertRuns: (runs: readonly RunEvent[][]) => void;
  private pending: RunEvent[] = [];
  private scheduled: NodeJS.Immediate | undefined;
  /**
   * Runs with an event that could not be stored, and why. Their later events are not stored
   * either (a run's stored events stay a gap-free prefix) and their next append throws.
   */
  private readonly failedRuns = new Map<string, unknown>();
  private closed = false;

  constructor(readonly filePath: string) {
    this.db = openSqlite(filePath);
    try {
      const version = readSchemaVersion(this.db);
      if (version > MIGRATIONS.length) {
        throw new RuntimeError('event_store_unsupported', `${filePath} has event store schema version ${version}, newer than ${MIGRATIONS.length}`);
      }
      this.db.pragma('journal_mode = WAL');
      // NORMAL in WAL mode survives process crashes; only an OS crash can lose the last commits.
      this.db.pragma('synchronous = NORMAL');
      runMigrations(this.db, MIGRATIONS);
    } catch (error) {
      this.db.close();
      throw error;
    }
    this.insert = this.db.prepare<[string, number, number, string]>('INSERT INTO run_event_batches (run_id, first_seq, last_seq, body) VALUES (?, ?, ?, ?)');
    this.insertRuns = this.db.transaction((runs: readonly RunEvent[][]) => {
      for (const events of runs) this.insertRun(events);
    });
    this.select = this.db.prepare<[string], unknown>('SELECT body FROM run_event_batches WHERE run_id = ? ORDER BY first_seq').pluck();
  }

  /**
   * Buffers the event for the next commit. Throws, keeping nothing of the event, when an event of
   * its run could not be stored (in this call's commit or an earlier one): the run then fails
   * instead of going on with events it cannot store.
   */
  append(event: RunEvent): void {
    this.assertOpen();
    this.throwIfFailed(event.runId);
    this.pending.push(event);
    if (this.pending.length >= BATCH_EVENTS) {
      this.commitPending();
      this.throwIfFailed(event.runId);
    } else {
      this.scheduled ??= setImmediate(() => {
        this.scheduled = undefined;
        if (!this.closed) this.commitPending();
      });
    }
  }

  /** Commits every appended event; throws when an event of `runId` could not be stored. */
  flush(runId: string): void {
    this.assertOpen();
    this.commitPending();
    this.throwIfFailed(runId);
  }

  async replay(runId: string): Promise<readonly RunEvent[]> {
    this.assertOpen();
    this.commitPending();
    return this.select.all(runId).flatMap((body) => {
      if (typeof body !== 'string') throw new RuntimeError('event_store_corrupt', 'stored events are not text');
      return parseStoredEvents(body);
    });
  }

  runIds(): string[] {
    this.assertOpen();
    this.commitPending();
    return this.db.prepare('SELECT DISTINCT run_id FROM run_event_batches ORDER BY run_id').pluck().all() as string[];
  }

  /** Commits what is pending, then closes the file. */
  close(): void {
    if (this.closed) return;
    this.commitPending();
    this.closed = true;
    this.db.close();
  }

  private commitPending(): void {
    if (this.scheduled !== undefined) {
      clearImmediate(this.scheduled);
      this.scheduled = undefined;
    }
    if (this.pending.length === 0) return;
    const byRun = new Map<string, RunEvent[]>();
    for (const event of this.pending) {
      if (this.failedRuns.has(event.runId)) continue;
      const events = byRun.get(event.runId);
      if (events === undefined) byRun.set(event.runId, [event]);
      else events.push(event);
    }
    this.pending = [];
    const runs = [...byRun.values()];
    try {
      this.insertRuns(runs);
    } catch {
      // The transaction was rolled back. Run by run, so that one run's rows that cannot be
      // stored (a reused run id, say) cost only that run its events; failures are kept per run.
      for (const events of runs) {
        try {
          this.insertRun(events);
        } catch (error) {
          this.failedRuns.set((events[0] as RunEvent).runId, error);
        }
      }
    }
  }

  private insertRun(events: readonly RunEvent[]): void {
    const first = events[0] as RunEvent;
    this.insert.run(first.runId, first.seq, (events[events.length - 1] as RunEvent).seq, JSON.stringify(events));
  }

  private throwIfFailed(runId: string): void {
    if (this.failedRuns.has(runId)) throw this.failedRuns.get(runId);
  }

  private assertOpen(): void {
    if (this.closed) throw new RuntimeError('event_store_closed', `event store ${this.filePath} is closed`);
  }
}
