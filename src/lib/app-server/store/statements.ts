/**
 * Every SQL statement of the store, as text (so tests can EXPLAIN exactly what runs) and prepared
 * once per connection. String literals use single quotes: this better-sqlite3 build rejects
 * double-quoted strings.
 */
import type Database from 'better-sqlite3';
import { ITEM_COLUMNS, THREAD_COLUMNS, TURN_COLUMNS, type ItemRow, type ThreadRow, type TurnRow } from './rows.js';
import type { SettableThreadStatus, TurnOutputKey } from './ThreadStore.js';

export type IdKind = 'thread' | 'turn' | 'item' | 'approval';

export interface TurnUpdateParams {
  turnId: string;
  setRunId: 0 | 1;
  runId: string | null;
  status: string | null;
  setCompletedAt: 0 | 1;
  completedAt: number | null;
  /** JSON text; a Buffer holds its UTF-8 (see jsonText). */
  result: string | Buffer | null;
  /** With a result: the message whose text its outputKey field holds (stored empty). */
  outputItem: string | null;
  outputKey: TurnOutputKey | null;
}

export interface RunningTurnRow {
  turn_id: string;
  thread_id: string;
  run_id: string | null;
}

// A JSON column's value arrives as a string or, for a long text encoded once (encodedJson.ts), as
// its UTF-8 bytes: CAST stores those as TEXT, as a string would be, with no JS string made of them.
const jsonText = (param: string): string => `CAST(${param} AS TEXT)`;

// One statement for every combination of fields: a flag tells "leave as is" from "set to null".
const UPDATE_TURN = `UPDATE turns SET
      run_id = CASE WHEN @setRunId THEN @runId ELSE run_id END,
      status = COALESCE(@status, status),
      completed_at = CASE WHEN @setCompletedAt THEN @completedAt ELSE completed_at END,
      result = COALESCE(${jsonText('@result')}, result),
      output_item = CASE WHEN @result IS NULL THEN output_item ELSE @outputItem END,
      output_key = CASE WHEN @result IS NULL THEN output_key ELSE @outputKey END
    WHERE turn_id = @turnId`;

/**
 * Inserts an item or updates its status, payload and updatedAt. The update applies only to a row of
 * the same thread, turn and type; otherwise no row changes (and none is returned) and the caller
 * reports the reused id. A streamed text's row has an empty payload and `inParts` 1: its payload
 * is its parts from now on (text_in_parts, rows.ts).
 */
const upsertItem = (payload: string, inParts: 0 | 1): string =>
  `INSERT INTO items (item_id, thread_id, turn_id, type, status, payload, created_at, updated_at, text_in_parts)
    VALUES (?, ?, ?, ?, ?, ${payload}, ?, ?, ${inParts})
    ON CONFLICT (item_id) DO UPDATE SET status = excluded.status, payload = excluded.payload, updated_at = excluded.updated_at, text_in_parts = ${inParts}
      WHERE items.thread_id = excluded.thread_id AND items.turn_id = excluded.turn_id AND items.type = excluded.type`;
const UPSERT_ITEM = upsertItem(jsonText('?'), 0);

export const SQL = {
  nextSequence: 'UPDATE id_sequences SET value = value + 1 WHERE name = ? RETURNING value',

  insertThread: `INSERT INTO threads (thread_id, agent_key, cwd, status, metadata, created_at, updated_at, archived_at)
    VALUES (?, ?, ?, 'idle', ?, ?, ?, NULL) RETURNING ${THREAD_COLUMNS}`,
  selectThread: `SELECT ${THREAD_COLUMNS} FROM threads WHERE thread_id = ?`,
  // LIMIT -1 means no limit. Creation order is the rowid order, so the table's own b-tree serves it.
  listAllThreads: `SELECT ${THREAD_COLUMNS} FROM threads ORDER BY seq LIMIT ? OFFSET ?`,
  // The left-hand side matches the threads_by_archived index expression exactly, so the filter and
  // the order both come from that index.
  listThreadsByArchived: `SELECT ${THREAD_COLUMNS} FROM threads WHERE (archived_at IS NOT NULL) = ? ORDER BY seq LIMIT ? OFFSET ?`,
  setThreadStatus: `UPDATE threads SET status = ?, updated_at = ? WHERE thread_id = ? AND archived_at IS NULL RETURNING ${THREAD_COLUMNS}`,
  archiveThread: `UPDATE threads SET status = 'archived', archived_at = ?, updated_at = ?
    WHERE thread_id = ? AND archived_at IS NULL RETURNING ${THREAD_COLUMNS}`,
  idleThread: `UPDATE threads SET status = 'idle', updated_at = ? WHERE thread_id = ? AND archived_at IS NULL`,
  idleRunningThreads: `UPDATE threads SET status = 'idle', updated_at = ? WHERE status = 'running'`,

  insertTurn: `INSERT INTO turns (turn_id, thread_id, run_id, status, started_at, completed_at, input, result)
    VALUES (?, ?, NULL, 'running', ?, NULL, ?, '{}') RETURNING ${TURN_COLUMNS}`,
  updateTurn: `${UPDATE_TURN} RETURNING ${TURN_COLUMNS}`,
  saveTurn: UPDATE_TURN,
  selectTurn: `SELECT ${TURN_COLUMNS} FROM turns WHERE turn_id = ?`,
  listTurns: `SELECT ${TURN_COLUMNS} FROM turns WHERE thread_id = ? ORDER BY seq`,
  selectActiveTurn: `SELECT ${TURN_COLUMNS} FROM turns WHERE thread_id = ? AND status = 'running'`,
  // INDEXED BY: with ORDER BY the planner would rather scan every turn than the small partial index.
  selectRunningTurns: `SELECT turn_id, thread_id, run_id FROM turns INDEXED BY turns_running WHERE status = 'running' ORDER BY seq`,
  failTurn: `UPDATE turns SET status = 'failed', completed_at = ?, result = ?, output_item = NULL, output_key = NULL WHERE turn_id = ?`,
  // Items a crashed turn left open would otherwise stay inProgress forever.
  failOpenItems: `UPDATE items SET status = 'failed', updated_at = ? WHERE thread_id = ? AND turn_id = ? AND status = 'inProgress'`,

  upsertItem: `${UPSERT_ITEM} RETURNING ${ITEM_COLUMNS}`,
  // The same write for a caller that holds the item already: nothing is read back (a streamed
  // message can be megabytes); no row changed means the id belongs to another item.
  saveItem: UPSERT_ITEM,
  saveStreamedItem: upsertItem("''", 1),
  appendItemText: `INSERT INTO item_text_parts (item_id, json) VALUES (?, ${jsonText('?')})`,
  listItems: `SELECT ${ITEM_COLUMNS} FROM items WHERE thread_id = ? ORDER BY seq`,
  // An unknown afterItemId (or one of another thread) yields position 0, hence every item.
  listItemsAfter: `SELECT ${ITEM_COLUMNS} FROM items
    WHERE thread_id = ? AND seq > COALESCE((SELECT seq FROM items WHERE item_id = ? AND thread_id = ?), 0)
    ORDER BY seq`,
} as const;

type Statement<Params extends unknown[] | object, Row = unknown> = Database.Statement<Params, Row>;

export interface Statements {
  nextSequence: Statement<[IdKind], number>;
  insertThread: Statement<[string, string, string | null, string, number, number], ThreadRow>;
  selectThread: Statement<[string], ThreadRow>;
  listAllThreads: Statement<[number, number], ThreadRow>;
  listThreadsByArchived: Statement<[0 | 1, number, number], ThreadRow>;
  setThreadStatus: Statement<[SettableThreadStatus, number, string], ThreadRow>;
  archiveThread: Statement<[number, number, string], ThreadRow>;
  idleThread: Statement<[number, string]>;
  idleRunningThreads: Statement<[number]>;
  insertTurn: Statement<[string, string, number, string], TurnRow>;
  updateTurn: Statement<TurnUpdateParams, TurnRow>;
  saveTurn: Statement<TurnUpdateParams>;
  selectTurn: Statement<[string], TurnRow>;
  listTurns: Statement<[string], TurnRow>;
  selectActiveTurn: Statement<[string], TurnRow>;
  selectRunningTurns: Statement<[], RunningTurnRow>;
  failTurn: Statement<[number, string, string]>;
  failOpenItems: Statement<[number, string, string]>;
  upsertItem: Statement<[string, string, string, string, string, string | Buffer, number, number], ItemRow>;
  saveItem: Statement<[string, string, string, string, string, string | Buffer, number, number]>;
  saveStreamedItem: Statement<[string, string, string, string, string, number, number]>;
  appendItemText: Statement<[string, Buffer]>;
  listItems: Statement<[string], ItemRow>;
  listItemsAfter: Statement<[string, string, string], ItemRow>;
}

export function prepareStatements(db: Database.Database): Statements {
  return {
    nextSequence: db.prepare<[IdKind], number>(SQL.nextSequence).pluck(),
    insertThread: db.prepare(SQL.insertThread),
    selectThread: db.prepare(SQL.selectThread),
    listAllThreads: db.prepare(SQL.listAllThreads),
    listThreadsByArchived: db.prepare(SQL.listThreadsByArchived),
    setThreadStatus: db.prepare(SQL.setThreadStatus),
    archiveThread: db.prepare(SQL.archiveThread),
    idleThread: db.prepare(SQL.idleThread),
    idleRunningThreads: db.prepare(SQL.idleRunningThreads),
    insertTurn: db.prepare(SQL.insertTurn),
    updateTurn: db.prepare(SQL.updateTurn),
    saveTurn: db.prepare(SQL.saveTurn),
    selectTurn: db.prepare(SQL.selectTurn),
    listTurns: db.prepare(SQL.listTurns),
    selectActiveTurn: db.prepare(SQL.selectActiveTurn),
    selectRunningTurns: db.prepare(SQL.selectRunningTurns),
    failTurn: db.prepare(SQL.failTurn),
    failOpenItems: db.prepare(SQL.failOpenItems),
    upsertItem: db.prepare(SQL.upsertItem),
    saveItem: db.prepare(SQL.saveItem),
    saveStreamedItem: db.prepare(SQL.saveStreamedItem),
    appendItemText: db.prepare(SQL.appendItemText),
    listItems: db.prepare(SQL.listItems),
    listItemsAfter: db.prepare(SQL.listItemsAfter),
  };
}
