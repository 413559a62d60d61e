/**
 * What `vv-agent threads` shows of the App Server's thread store (issue 12, point 16): the same
 * data `thread/list`, `thread/read` and `thread/archive` give a client, read straight from a state
 * directory, read-only while a server holds it.
 */
import type { AppItem, AppTurn } from '../../../generated/app-server/types.js';
import { inputText, inspectThreadStore, locateStateDir, stateDirHeldError, type InspectedThreadStore, type LockHolder, type StoredThread } from '../app-server/index.js';
import { UsageError } from '../shared/errors.js';
import { shellQuote } from '../shared/shellQuote.js';

export interface ThreadSummary {
  readonly threadId: string;
  readonly status: string;
  readonly agentKey: string;
  readonly cwd: string | null;
  readonly createdAt: number;
  readonly updatedAt: number;
  readonly archivedAt: number | null;
  readonly turns: number;
  /** The thread's `metadata.title`, else the first turn's input text (first line, cut at 80). */
  readonly title: string;
}

/** Where the answer came from: which directory, and whether another process held it (read-only look). */
export interface StoreAccess {
  readonly stateDir: string;
  /** False when the directory has no thread store. */
  readonly storeExists: boolean;
  readonly readOnly: boolean;
  readonly heldBy: LockHolder | null;
}

export interface ThreadListing extends StoreAccess {
  readonly threads: ThreadSummary[];
  /** Archived threads left out of `threads` (0 when they were asked for). */
  readonly archivedHidden: number;
}

export interface ThreadDetail extends StoreAccess {
  readonly thread: StoredThread;
  readonly turns: AppTurn[];
  readonly items: AppItem[];
}

export interface ArchiveResult {
  readonly stateDir: string;
  readonly threadId: string;
  readonly archived: true;
  /** False when it was archived already (archiving is idempotent, as thread/archive is). */
  readonly changed: boolean;
}

const TITLE_LENGTH = 80;

/** Which state directory: `stateDir` (the `--state-dir` flag), else `$VV_AGENT_HOME`, else `~/.vv-agent`. */
export interface StateDirChoice {
  readonly stateDir?: string | undefined;
  readonly env?: Readonly<Record<string, string | undefined>>;
}

export function listStoredThreads(where: StateDirChoice, options: { includeArchived?: boolean } = {}): ThreadListing {
  return withStore(where, 'vv-agent threads list', (stateDir, inspected) => {
    if (inspected === null) return { ...access(stateDir, null), threads: [], archivedHidden: 0 };
    const { store } = inspected;
    const all = store.listThreads({ includeArchived: true });
    const shown = options.includeArchived === true ? all : all.filter((thread) => thread.archivedAt === null);
    const threads = shown.map((thread) => summary(thread, store.listTurns(thread.threadId)));
    return { ...access(stateDir, inspected), threads, archivedHidden: all.length - shown.length };
  });
}

/** `command` is who the lock record names meanwhile: another command that looks a thread up names itself. */
export function showStoredThread(where: StateDirChoice, threadId: string, command = 'vv-agent threads show'): ThreadDetail {
  return withStore(where, command, (stateDir, inspected) => {
    const thread = inspected?.store.getThread(threadId) ?? null;
    if (inspected === null || thread === null) throw notFound(stateDir, threadId, inspected);
    return { ...access(stateDir, inspected), thread, turns: inspected.store.listTurns(threadId), items: inspected.store.listItems(threadId) };
  });
}

/** Refused while another process holds the directory: two writers would disagree about the thread. */
export function archiveStoredThread(where: StateDirChoice, threadId: string, now: number = Date.now()): ArchiveResult {
  return withStore(where, 'vv-agent threads archive', (stateDir, inspected) => {
    const thread = inspected?.store.getThread(threadId) ?? null;
    if (inspected === null || thread === null) throw notFound(stateDir, threadId, inspected);
    if (inspected.readOnly) throw stateDirHeldError(inspected, `archive ${threadId}`);
    const changed = thread.archivedAt === null;
    inspected.store.archiveThread(threadId, now);
    return { stateDir, threadId, archived: true, changed };
  });
}

/** `command` names this look in the lock record while it holds the directory. */
function withStore<T>(where: StateDirChoice, command: string, use: (stateDir: string, inspected: InspectedThreadStore | null) => T): T {
  const env = where.env ?? process.env;
  const { dir: stateDir, origin } = locateStateDir({ stateDir: where.stateDir, env });
  const inspected = inspectThreadStore(stateDir, command, origin);
  try {
    return use(stateDir, inspected);
  } finally {
    inspected?.store.close();
  }
}

function access(stateDir: string, inspected: InspectedThreadStore | null): StoreAccess {
  return { stateDir, storeExists: inspected !== null, readOnly: inspected?.readOnly ?? false, heldBy: inspected?.holder ?? null };
}

/** The id was typed by the user (or the directory chosen by them): their mistake to correct, exit 2. */
function notFound(stateDir: string, threadId: string, inspected: InspectedThreadStore | null): UsageError {
  const where = inspected === null ? `${stateDir} has no thread store` : `not in ${stateDir}`;
  return new UsageError(`thread ${threadId} not found: ${where} (vv-agent threads list --state-dir ${shellQuote(stateDir)})`, 'thread_not_found');
}

function summary(thread: StoredThread, turns: readonly AppTurn[]): ThreadSummary {
  const title = typeof thread.metadata['title'] === 'string' ? thread.metadata['title'] : inputText(turns[0]?.input ?? []);
  const firstLine = title.split('\n')[0] ?? '';
  return {
    threadId: thread.threadId,
    status: thread.status,
    agentKey: thread.agentKey,
    cwd: thread.cwd,
    createdAt: thread.createdAt,
    updatedAt: thread.updatedAt,
    archivedAt: thread.archivedAt,
    turns: turns.length,
    title: firstLine.length > TITLE_LENGTH ? `${firstLine.slice(0, TITLE_LENGTH - 1)}…` : firstLine,
  };
}
