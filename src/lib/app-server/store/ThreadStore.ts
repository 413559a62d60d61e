import type { AppItem, AppThread, AppTurn, InputItem, ThreadStatus, TurnResult, TurnStatus } from '../../../../generated/app-server/types.js';

/**
 * The thread as this store returns it: `archivedAt` is always present (null when unset), which
 * the generated wire type leaves optional (contract section 5).
 */
export type StoredThread = AppThread & { archivedAt: number | null };

/**
 * Statuses a caller may set directly. `archived` goes through `archiveThread` so that
 * `archivedAt` is always set with it; `closed` is an in-memory overlay of the processor
 * (contract section 3, thread/unsubscribe) and is never persisted.
 */
export type SettableThreadStatus = Extract<ThreadStatus, 'idle' | 'running'>;

export interface CreateThreadInput {
  agentKey: string;
  cwd: string | null;
  metadata: Record<string, unknown>;
  /** Milliseconds since the epoch; becomes createdAt and updatedAt. */
  now: number;
}

export interface ListThreadsOptions {
  /** Include archived threads (default false). Ignored when `archived` is given. */
  includeArchived?: boolean;
  /** true: only archived threads; false: only threads that are not archived. */
  archived?: boolean;
  offset?: number;
  /** Maximum number of threads; absent means all. 0 returns none. */
  limit?: number;
}

export interface CreateTurnInput {
  threadId: string;
  input: InputItem[];
  startedAt: number;
}

export interface TurnUpdate {
  runId?: string | null;
  status?: TurnStatus;
  completedAt?: number | null;
  result?: TurnResult;
  /**
   * With `result`: its `key` is the text of this (stored) agent message, which is not stored a
   * second time; the result reads back with that text in place.
   */
  outputItem?: { key: TurnOutputKey; itemId: string };
}

/** The result fields that can repeat a message's text. */
export type TurnOutputKey = 'finalOutput' | 'partialOutput';

export interface ListItemsOptions {
  /** Only items created after this one; an unknown id (or one of another thread) returns all. */
  afterItemId?: string;
}

export interface RecoveryReport {
  /** Turns that were left `running` and are now `failed`. */
  turns: number;
}

/**
 * Durable state of the App Server: threads, their turns and their items. Every method is
 * synchronous (better-sqlite3 is), so a caller sees its own writes at once and a notification
 * written after a call always describes stored state (contract section 4).
 */
export interface ThreadStore {
  /** ':memory:' for an ephemeral store, else the database file's path. */
  readonly location: string;

  createThread(input: CreateThreadInput): StoredThread;
  getThread(threadId: string): StoredThread | null;
  listThreads(options?: ListThreadsOptions): StoredThread[];
  /** An archived thread stays archived: its status is not changed, only returned. */
  setThreadStatus(threadId: string, status: SettableThreadStatus, now: number): StoredThread;
  /** Idempotent: archiving an archived thread returns it unchanged. */
  archiveThread(threadId: string, now: number): StoredThread;

  createTurn(input: CreateTurnInput): AppTurn;
  updateTurn(turnId: string, update: TurnUpdate): AppTurn;
  /** `updateTurn` for a caller that needs nothing back (a turn's result can be megabytes). */
  saveTurn(turnId: string, update: TurnUpdate): void;
  getTurn(turnId: string): AppTurn | null;
  listTurns(threadId: string): AppTurn[];
  getActiveTurn(threadId: string): AppTurn | null;

  /** Inserts the item or updates its status, payload and updatedAt; returns the stored item. */
  upsertItem(item: AppItem): AppItem;
  /** `upsertItem` for a caller that holds the item already: the row is not read back. */
  saveItem(item: AppItem): void;
  /**
   * A streamed message's text grows by `json` (the next bytes of its JSON string, escaped, without
   * quotes; the first call starts at the text's beginning) and its row takes `item`'s status and
   * updatedAt: a write costs what the text gained, not its whole length. The item reads back with
   * payload `{ text }`, the parts joined, until a `saveItem` writes a whole payload again.
   */
  appendItemText(item: Omit<AppItem, 'payload'>, json: readonly Buffer[]): void;
  listItems(threadId: string, options?: ListItemsOptions): AppItem[];

  nextItemId(): string;
  nextApprovalId(): string;

  recoverAfterCrash(now: number): RecoveryReport;
  close(): void;
}
