/**
 * Row shapes of the store's tables and their mapping to the wire types. Objects are built in the
 * contract's key order (section 5) so that what the server writes reads like the seed's examples.
 * Status columns carry CHECK constraints (or are written only by this store), which is why their
 * values are trusted on the way out.
 */
import type { AppItem, AppTurn, InputItem, ItemStatus, ItemType, ThreadStatus, TurnResult, TurnStatus } from '../../../../generated/app-server/types.js';
import type { StoredThread } from './ThreadStore.js';
import { ThreadStoreError } from './ThreadStoreError.js';

export interface ThreadRow {
  thread_id: string;
  agent_key: string;
  cwd: string | null;
  created_at: number;
  updated_at: number;
  archived_at: number | null;
  status: string;
  metadata: string;
}

export interface TurnRow {
  turn_id: string;
  thread_id: string;
  run_id: string | null;
  status: string;
  started_at: number;
  completed_at: number | null;
  input: string;
  result: string;
  /** The result field that holds output_payload's text (stored empty), or null. */
  output_key: string | null;
  output_payload: string | null;
}

export interface ItemRow {
  item_id: string;
  thread_id: string;
  turn_id: string;
  type: string;
  status: string;
  payload: string;
  created_at: number;
  updated_at: number;
}

export const THREAD_COLUMNS = 'thread_id, agent_key, cwd, created_at, updated_at, archived_at, status, metadata';

// A streamed message (text_in_parts = 1, migrations.ts) reads back as the payload its parts spell.
const itemPayload = (item: string): string => `CASE WHEN ${item}.text_in_parts = 0 THEN ${item}.payload ELSE '{"text":"' ||
  COALESCE((SELECT group_concat(parts.json, '' ORDER BY parts.seq) FROM item_text_parts AS parts WHERE parts.item_id = ${item}.item_id), '') ||
  '"}' END`;
// A result whose output is a message's text (output_item, migrations.ts) comes with that message's
// payload; toTurn puts its text in place. Not SQLite's JSON functions: they turn an escaped lone
// surrogate into other characters, and JSON.parse restores it exactly.
const TURN_OUTPUT = `turns.output_key, CASE WHEN turns.output_item IS NULL THEN NULL ELSE
  (SELECT ${itemPayload('output')} FROM items AS output WHERE output.item_id = turns.output_item) END AS output_payload`;
export const TURN_COLUMNS = `turn_id, thread_id, run_id, status, started_at, completed_at, input, result, ${TURN_OUTPUT}`;
export const ITEM_COLUMNS = `item_id, thread_id, turn_id, type, status, ${itemPayload('items')} AS payload, created_at, updated_at`;

export function toThread(row: ThreadRow): StoredThread {
  return {
    threadId: row.thread_id,
    agentKey: row.agent_key,
    cwd: row.cwd,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    archivedAt: row.archived_at,
    status: row.status as ThreadStatus,
    metadata: parseJson<Record<string, unknown>>(row.metadata, 'thread metadata', row.thread_id),
  };
}

export function toTurn(row: TurnRow): AppTurn {
  return {
    turnId: row.turn_id,
    threadId: row.thread_id,
    runId: row.run_id,
    status: row.status as TurnStatus,
    startedAt: row.started_at,
    completedAt: row.completed_at,
    input: parseJson<InputItem[]>(row.input, 'turn input', row.turn_id),
    result: turnResult(row),
  };
}

function turnResult(row: TurnRow): TurnResult {
  const result = parseJson<TurnResult>(row.result, 'turn result', row.turn_id);
  if (row.output_key === null) return result;
  const text = row.output_payload === null ? undefined : parseJson<{ text?: unknown }>(row.output_payload, 'turn output', row.turn_id).text;
  if (typeof text !== 'string') throw new ThreadStoreError('store_corrupt', `the message holding the ${row.output_key} of ${row.turn_id} is missing`);
  // Assigned to the key the stored result already has, so the key keeps its place.
  return { ...result, [row.output_key]: text };
}

export function toItem(row: ItemRow): AppItem {
  return {
    itemId: row.item_id,
    threadId: row.thread_id,
    turnId: row.turn_id,
    type: row.type as ItemType,
    status: row.status as ItemStatus,
    payload: parseJson<Record<string, unknown>>(row.payload, 'item payload', row.item_id),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** The store wrote every JSON column itself; text that does not parse means a damaged file. */
function parseJson<T>(text: string, what: string, owner: string): T {
  try {
    return JSON.parse(text) as T;
  } catch (error) {
    throw new ThreadStoreError('store_corrupt', `stored ${what} of ${owner} is not valid JSON`, { cause: error });
  }
}
