/**
 * Human output of `vv-agent threads` (`--json` prints the library's objects as they are). One
 * line per thread, turn or item; long text is cut so that a line stays a line. The read-only
 * notice is apart (`formatAccessNote`): it is a diagnostic for stderr, not a line of the data.
 */
import type { AppItem } from '../../../generated/app-server/types.js';
import { describeHolder } from '../app-server/index.js';
import type { StoreAccess, ThreadDetail, ThreadListing } from './storedThreads.js';

const TEXT_LENGTH = 100;

export function formatThreadListing(listing: ThreadListing): string[] {
  const hidden = listing.archivedHidden > 0 ? `${listing.archivedHidden} archived thread(s) not shown; --all lists them` : undefined;
  if (listing.threads.length === 0) return [`no threads in ${listing.stateDir}${hidden === undefined ? '' : ` (${hidden})`}`];
  const rows = listing.threads.map((t) => [t.threadId, t.status, String(t.turns), timestamp(t.createdAt), oneLine(t.title)]);
  const lines = table([['THREAD', 'STATUS', 'TURNS', 'CREATED (UTC)', 'TITLE'], ...rows]);
  return hidden === undefined ? lines : [...lines, hidden];
}

export function formatThreadDetail(detail: ThreadDetail): string[] {
  const { thread } = detail;
  const lines = [
    `${thread.threadId}  ${thread.status}  agent ${printable(thread.agentKey)}  cwd ${thread.cwd === null ? '-' : printable(thread.cwd)}  created ${timestamp(thread.createdAt)}  updated ${timestamp(thread.updatedAt)}` +
      (thread.archivedAt !== null ? `  archived ${timestamp(thread.archivedAt)}` : ''),
  ];
  for (const turn of detail.turns) {
    const reason = turn.result.completionReason !== undefined ? ` (${turn.result.completionReason})` : '';
    lines.push(`${turn.turnId}  ${turn.status}${reason}  ${timestamp(turn.startedAt)}${turn.result.error !== undefined ? `  error: ${oneLine(turn.result.error)}` : ''}`);
    for (const item of detail.items.filter((i) => i.turnId === turn.turnId)) lines.push(`  ${itemLine(item)}`);
  }
  lines.push(`${detail.turns.length} turn(s), ${detail.items.length} item(s)`);
  return lines;
}

/** Said once another process holds the directory: what was read may change under the reader. */
export function formatAccessNote(access: StoreAccess): string | undefined {
  return access.readOnly ? `(read-only: ${access.stateDir} is in use by ${describeHolder(access.heldBy)})` : undefined;
}

function itemLine(item: AppItem): string {
  const p = item.payload;
  const text = (key: string): string => (typeof p[key] === 'string' ? oneLine(p[key]) : '');
  const status = item.status === 'completed' ? '' : ` [${item.status}]`;
  switch (item.type) {
    case 'userMessage':
      return `user      ${text('text')}${p['steered'] === true ? ' (steered)' : ''}${status}`;
    case 'agentMessage':
      return `agent     ${text('text')}${status}`;
    case 'toolCall': {
      const result = typeof p['status'] === 'string' ? ` -> ${p['status']}${typeof p['errorCode'] === 'string' ? ` (${p['errorCode']})` : ''}` : '';
      return `tool      ${text('toolName')} ${oneLine(JSON.stringify(p['arguments'] ?? {}))}${result}${status}`;
    }
    case 'approval':
      return `approval  ${text('toolName')} ${typeof p['decision'] === 'string' ? p['decision'] : 'pending'}${status}`;
    case 'error':
      return `error     ${text('message')}${status}`;
    default:
      return `${String(item.type)}  ${oneLine(JSON.stringify(p))}`;
  }
}

function oneLine(value: string): string {
  const flat = printable(value.replace(/\s+/g, ' ').trim());
  return flat.length > TEXT_LENGTH ? `${flat.slice(0, TEXT_LENGTH - 1)}…` : flat;
}

/**
 * Stored text comes from clients and models: control characters (an ANSI escape, a bell) and
 * bidirectional overrides would act on the terminal instead of being shown, so they are shown
 * escaped (`\u001b`).
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNPRINTABLE = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;
function printable(value: string): string {
  return value.replace(UNPRINTABLE, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

function timestamp(ms: number): string {
  return new Date(ms).toISOString().replace('T', ' ').slice(0, 19);
}

/** Columns padded to their widest cell; the last column is not padded. */
function table(rows: readonly string[][]): string[] {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? '').length)));
  return rows.map((row) => row.map((cell, column) => (column === row.length - 1 ? cell : cell.padEnd(widths[column]!))).join('  ').trimEnd());
}
