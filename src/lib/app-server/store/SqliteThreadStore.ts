/**
 * The one ThreadStore implementation: a SQLite file in WAL mode for the default server, or
 * ':memory:' for `--ephemeral` (contract section 8). Every statement is prepared once per
 * connection (statements.ts); reads are single indexed queries with no per-row follow-up query.
 */
import type Database from 'better-sqlite3';
import { toJsonColumn } from '../../shared/encodedJson.js';
import { isSqliteError, openSqlite } from '../../shared/sqlite.js';
import type { AppItem, AppTurn, TurnResult } from '../../../../generated/app-server/types.js';
import { MEMORY_LOCATION } from './locations.js';
import { MIGRATIONS, readSchemaVersion, runMigrations, THREAD_STORE_SCHEMA_VERSION } from './migrations.js';
import { asOpenError, assertSupportedVersion, probeStoreFile } from './probeStoreFile.js';
import { toItem, toThread, toTurn, type ItemRow, type TurnRow } from './rows.js';
import { prepareStatements, type IdKind, type Statements, type TurnUpdateParams } from './statements.js';
import type {
  CreateThreadInput,
  CreateTurnInput,
  ListItemsOptions,
  ListThreadsOptions,
  RecoveryReport,
  SettableThreadStatus,
  StoredThread,
  ThreadStore,
  TurnUpdate,
} from './ThreadStore.js';
import { ThreadStoreError } from './ThreadStoreError.js';

/** The error text of a turn found `running` at start-up (contract section 8). */
export const CRASH_RECOVERY_ERROR = 'App Server stopped before the turn completed';

const SETTABLE_STATUSES: ReadonlySet<string> = new Set<SettableThreadStatus>(['idle', 'running']);

export class SqliteThreadStore implements ThreadStore {
  private readonly statements: Statements;
  private readonly createThreadTx: (input: CreateThreadInput) => StoredThread;
  private readonly createTurnTx: (input: CreateTurnInput) => AppTurn;
  private readonly recoverTx: (now: number) => RecoveryReport;
  private readonly appendItemTextTx: (item: Omit<AppItem, 'payload'>, json: readonly Buffer[]) => void;

  /**
   * Opens (creating when absent) and migrates the store at `location`, a file path or ':memory:'.
   * A file is checked before anything is written to it: a newer schema version or a file that is
   * not SQLite is refused and left untouched.
   */
  static open(location: string, options: { onClose?: () => void; readonly?: boolean } = {}): SqliteThreadStore {
    const ephemeral = location === MEMORY_LOCATION;
    if (!ephemeral) probeStoreFile(location);
    let db: Database.Database | undefined;
    try {
      if (options.readonly === true) {
        // A look at a store another process writes (it holds the state directory): no pragma,
        // no migration; that process has migrated it already, so any other version is refused.
        db = openSqlite(location, { readonly: true, fileMustExist: true });
        const version = readSchemaVersion(db);
        if (version !== THREAD_STORE_SCHEMA_VERSION) {
          assertSupportedVersion(location, version);
          throw new ThreadStoreError('store_open_failed', `${location} has thread store schema version ${version}, older than ${THREAD_STORE_SCHEMA_VERSION}; it cannot be read while another process holds it`);
        }
        return new SqliteThreadStore(location, db, options.onClose ?? (() => undefined));
      }
      db = openSqlite(location);
      if (!ephemeral) {
        // Again on the live connection: another process may have migrated since the probe.
        assertSupportedVersion(location, readSchemaVersion(db));
        db.pragma('journal_mode = WAL');
        // In WAL mode NORMAL survives a process crash; only an OS crash can lose the last commits.
        db.pragma('synchronous = NORMAL');
      }
      db.pragma('foreign_keys = ON');
      runMigrations(db, MIGRATIONS);
      return new SqliteThreadStore(location, db, options.onClose ?? (() => undefined));
    } catch (error) {
      db?.close();
      throw asOpenError(location, error);
    }
  }

  private constructor(
    readonly location: string,
    private readonly db: Database.Database,
    /** Runs once, after the database is closed (e.g. releases the state directory's lock). */
    private readonly onClose: () => void,
  ) {
    this.statements = prepareStatements(db);
    this.createThreadTx = db.transaction((input: CreateThreadInput) => this.insertThread(input));
    this.createTurnTx = db.transaction((input: CreateTurnInput) => this.insertTurn(input));
    this.recoverTx = db.transaction((now: number) => this.recover(now));
    this.appendItemTextTx = db.transaction((item: Omit<AppItem, 'payload'>, json: readonly Buffer[]) => this.appendText(item, json));
  }

  /** The schema version of the open database (equal to THREAD_STORE_SCHEMA_VERSION once open). */
  get schemaVersion(): number {
    return this.guard(() => readSchemaVersion(this.db));
  }

  createThread(input: CreateThreadInput): StoredThread {
    return this.guard(() => this.createThreadTx(input));
  }

  getThread(threadId: string): StoredThread | null {
    return this.guard(() => {
      const row = this.statements.selectThread.get(threadId);
      return row === undefined ? null : toThread(row);
    });
  }

  listThreads(options: ListThreadsOptions = {}): StoredThread[] {
    return this.guard(() => {
      const limit = options.limit === undefined ? -1 : Math.max(0, Math.trunc(options.limit));
      const offset = Math.max(0, Math.trunc(options.offset ?? 0));
      const archived = options.archived ?? (options.includeArchived === true ? undefined : false);
      const rows =
        archived === undefined
          ? this.statements.listAllThreads.all(limit, offset)
          : this.statements.listThreadsByArchived.all(archived ? 1 : 0, limit, offset);
      return rows.map(toThread);
    });
  }

  setThreadStatus(threadId: string, status: SettableThreadStatus, now: number): StoredThread {
    return this.guard(() => {
      if (!SETTABLE_STATUSES.has(status)) {
        throw new ThreadStoreError('invalid_status', `thread status ${JSON.stringify(status)} cannot be set directly; use archiveThread for 'archived'`);
      }
      const row = this.statements.setThreadStatus.get(status, now, threadId);
      return row === undefined ? this.requireThread(threadId) : toThread(row);
    });
  }

  archiveThread(threadId: string, now: number): StoredThread {
    return this.guard(() => {
      const row = this.statements.archiveThread.get(now, now, threadId);
      return row === undefined ? this.requireThread(threadId) : toThread(row);
    });
  }

  createTurn(input: CreateTurnInput): AppTurn {
    return this.guard(() => this.createTurnTx(input));
  }

  updateTurn(turnId: string, update: TurnUpdate): AppTurn {
    return this.guard(() => {
      let row: TurnRow | undefined;
      try {
        row = this.statements.updateTurn.get(turnUpdateParams(turnId, update));
      } catch (error) {
        throw this.constraintError(error, { threadOf: () => this.getTurn(turnId)?.threadId ?? turnId });
      }
      if (row === undefined) throw new ThreadStoreError('turn_not_found', `turn ${turnId} not found`);
      return toTurn(row);
    });
  }

  saveTurn(turnId: string, update: TurnUpdate): void {
    this.guard(() => {
      let changes: number;
      try {
        changes = this.statements.saveTurn.run(turnUpdateParams(turnId, update)).changes;
      } catch (error) {
        throw this.constraintError(error, { threadOf: () => this.getTurn(turnId)?.threadId ?? turnId });
      }
      if (changes === 0) throw new ThreadStoreError('turn_not_found', `turn ${turnId} not found`);
    });
  }

  getTurn(turnId: string): AppTurn | null {
    return this.guard(() => {
      const row = this.statements.selectTurn.get(turnId);
      return row === undefined ? null : toTurn(row);
    });
  }

  listTurns(threadId: string): AppTurn[] {
    return this.guard(() => this.statements.listTurns.all(threadId).map(toTurn));
  }

  getActiveTurn(threadId: string): AppTurn | null {
    return this.guard(() => {
      const row = this.statements.selectActiveTurn.get(threadId);
      return row === undefined ? null : toTurn(row);
    });
  }

  upsertItem(item: AppItem): AppItem {
    return this.guard(() => {
      let row: ItemRow | undefined;
      try {
        row = this.statements.upsertItem.get(...itemParams(item));
      } catch (error) {
        throw this.constraintError(error, { threadOf: () => item.threadId });
      }
      if (row === undefined) throw itemConflict(item);
      return toItem(row);
    });
  }

  saveItem(item: AppItem): void {
    this.guard(() => {
      let changes: number;
      try {
        changes = this.statements.saveItem.run(...itemParams(item)).changes;
      } catch (error) {
        throw this.constraintError(error, { threadOf: () => item.threadId });
      }
      if (changes === 0) throw itemConflict(item);
    });
  }

  appendItemText(item: Omit<AppItem, 'payload'>, json: readonly Buffer[]): void {
    this.guard(() => {
      try {
        this.appendItemTextTx(item, json);
      } catch (error) {
        throw this.constraintError(error, { threadOf: () => item.threadId });
      }
    });
  }

  listItems(threadId: string, options: ListItemsOptions = {}): AppItem[] {
    return this.guard(() => {
      const rows =
        options.afterItemId === undefined
          ? this.statements.listItems.all(threadId)
          : this.statements.listItemsAfter.all(threadId, options.afterItemId, threadId);
      return rows.map(toItem);
    });
  }

  nextItemId(): string {
    return this.guard(() => this.nextId('item'));
  }

  nextApprovalId(): string {
    return this.guard(() => this.nextId('approval'));
  }

  recoverAfterCrash(now: number): RecoveryReport {
    return this.guard(() => this.recoverTx(now));
  }

  close(): void {
    if (!this.db.open) return;
    this.db.close();
    this.onClose();
  }

  private insertThread(input: CreateThreadInput): StoredThread {
    const threadId = this.nextId('thread');
    const row = this.statements.insertThread.get(
      threadId,
      input.agentKey,
      input.cwd,
      JSON.stringify(input.metadata),
      input.now,
      input.now,
    );
    if (row === undefined) throw new ThreadStoreError('store_failed', `thread ${threadId} was not stored`);
    return toThread(row);
  }

  private insertTurn(input: CreateTurnInput): AppTurn {
    const turnId = this.nextId('turn');
    let row: TurnRow | undefined;
    try {
      row = this.statements.insertTurn.get(turnId, input.threadId, input.startedAt, JSON.stringify(input.input));
    } catch (error) {
      throw this.constraintError(error, { threadOf: () => input.threadId });
    }
    if (row === undefined) throw new ThreadStoreError('store_failed', `turn ${turnId} was not stored`);
    return toTurn(row);
  }

  private recover(now: number): RecoveryReport {
    const running = this.statements.selectRunningTurns.all();
    for (const turn of running) {
      const result: TurnResult = {
        threadId: turn.thread_id,
        turnId: turn.turn_id,
        ...(turn.run_id === null ? {} : { runId: turn.run_id }),
        status: 'failed',
        completionReason: 'failed',
        error: CRASH_RECOVERY_ERROR,
      };
      this.statements.failTurn.run(now, JSON.stringify(result), turn.turn_id);
      this.statements.failOpenItems.run(now, turn.thread_id, turn.turn_id);
      // An archived thread stays archived; archive is final in the protocol.
      this.statements.idleThread.run(now, turn.thread_id);
    }
    // Nothing runs right after a start, so every thread still marked running is stale, including
    // one that crashed between its status change and its turn row.
    this.statements.idleRunningThreads.run(now);
    return { turns: running.length };
  }

  private appendText(item: Omit<AppItem, 'payload'>, json: readonly Buffer[]): void {
    const { changes } = this.statements.saveStreamedItem.run(item.itemId, item.threadId, item.turnId, item.type, item.status, item.createdAt, item.updatedAt);
    if (changes === 0) throw itemConflict(item);
    // One row per block as the caller holds it: no block is joined or copied into a bigger one.
    for (const block of json) if (block.length > 0) this.statements.appendItemText.run(item.itemId, block);
  }

  private nextId(kind: IdKind): string {
    const value = this.statements.nextSequence.get(kind);
    if (value === undefined) throw new ThreadStoreError('store_corrupt', `id sequence ${kind} is missing`);
    return `${kind}_${value}`;
  }

  private requireThread(threadId: string): StoredThread {
    const row = this.statements.selectThread.get(threadId);
    if (row === undefined) throw new ThreadStoreError('thread_not_found', `thread ${threadId} not found`);
    return toThread(row);
  }

  /** Turns the constraint violations a caller can cause into the store's own codes. */
  private constraintError(error: unknown, context: { threadOf: () => string }): unknown {
    if (!isSqliteError(error)) return error;
    if (error.code === 'SQLITE_CONSTRAINT_FOREIGNKEY') {
      return new ThreadStoreError('thread_not_found', `thread ${context.threadOf()} not found`, { cause: error });
    }
    if (error.code === 'SQLITE_CONSTRAINT_UNIQUE' && error.message.includes('turns.thread_id')) {
      return new ThreadStoreError('turn_already_active', `thread ${context.threadOf()} already has a running turn`, { cause: error });
    }
    return error;
  }

  /** One error class for callers: closed handles and raw SQLite failures become ThreadStoreErrors. */
  private guard<T>(operation: () => T): T {
    if (!this.db.open) throw new ThreadStoreError('store_closed', `thread store ${this.location} is closed`);
    try {
      return operation();
    } catch (error) {
      if (error instanceof ThreadStoreError) throw error;
      const reason = error instanceof Error ? error.message : String(error);
      const code = isSqliteError(error) && (error.code === 'SQLITE_CORRUPT' || error.code === 'SQLITE_NOTADB') ? 'store_corrupt' : 'store_failed';
      throw new ThreadStoreError(code, `thread store ${this.location}: ${reason}`, { cause: error });
    }
  }
}

function turnUpdateParams(turnId: string, update: TurnUpdate): TurnUpdateParams {
  const output = update.result === undefined ? undefined : update.outputItem;
  return {
    turnId,
    setRunId: update.runId === undefined ? 0 : 1,
    runId: update.runId ?? null,
    status: update.status ?? null,
    setCompletedAt: update.completedAt === undefined ? 0 : 1,
    completedAt: update.completedAt ?? null,
    // The field that repeats a stored message's text is stored empty; reads put the text back.
    result: update.result === undefined ? null : toJsonColumn(output === undefined ? update.result : { ...update.result, [output.key]: '' }),
    outputItem: output?.itemId ?? null,
    outputKey: output?.key ?? null,
  };
}

function itemParams(item: AppItem): [string, string, string, string, string, string | Buffer, number, number] {
  return [item.itemId, item.threadId, item.turnId, item.type, item.status, toJsonColumn(item.payload), item.createdAt, item.updatedAt];
}

/** The upsert changes only a row of the same thread, turn and type; anything else is an id reused for a different item, which would corrupt another thread's replay. */
function itemConflict(item: Omit<AppItem, 'payload'>): ThreadStoreError {
  return new ThreadStoreError('item_conflict', `item ${item.itemId} already exists with another thread, turn or type than ${item.threadId}/${item.turnId}/${item.type}`);
}
