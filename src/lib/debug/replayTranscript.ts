import { isDeepStrictEqual } from 'node:util';
import { StdioJsonlTransport, type InboundFrame, type Transport } from '../jsonrpc/index.js';
import { ServerProcess } from '../app-server-client/index.js';
import { ConversationReadability } from './serverMessageViolation.js';
import type { Transcript, TranscriptEntry } from './transcript.js';

export interface ReplayDifference {
  /** 1-based position of the recorded entry (0 for messages the recording does not have). */
  readonly entry: number;
  readonly description: string;
}

export interface ReplayResult {
  readonly differences: readonly ReplayDifference[];
  readonly serverMessages: number;
}

/** Keys whose values differ between runs by nature: identifiers, timestamps, durations. */
function isIdKey(key: string): boolean {
  return key === 'id' || key.endsWith('Id');
}
function isVolatileKey(key: string): boolean {
  return key.endsWith('At') || key === 'ts' || key === 'durationMs';
}

/** A live line that is not a message, in words. */
function unreadableLine(frame: Exclude<InboundFrame, { kind: 'message' }>): string {
  return frame.kind === 'too_large' ? `line larger than ${frame.limit} bytes` : 'line that is not JSON';
}

function label(message: unknown): string {
  const m = message as Record<string, unknown> | null;
  if (m && typeof m['method'] === 'string') return m['method'];
  if (m && 'result' in m) return 'response';
  if (m && 'error' in m) return 'error response';
  return 'message';
}

/**
 * Compares a recorded server message with a live one, ignoring ids and timestamps. Ids are not
 * ignored blindly: each recorded id is mapped to the live one, so that the client messages replayed
 * later carry the live server's ids.
 */
function compare(recorded: unknown, live: unknown, path: string, ids: Map<string, string>, out: string[]): void {
  if (out.length > 0) return;
  if (typeof recorded === 'object' && recorded !== null && typeof live === 'object' && live !== null && Array.isArray(recorded) === Array.isArray(live)) {
    if (Array.isArray(recorded) && Array.isArray(live) && recorded.length !== live.length) {
      out.push(`${path}: expected ${recorded.length} elements, got ${live.length}`);
      return;
    }
    const r = recorded as Record<string, unknown>;
    const l = live as Record<string, unknown>;
    for (const key of new Set([...Object.keys(r), ...Object.keys(l)])) {
      const where = Array.isArray(recorded) ? `${path}[${key}]` : `${path}.${key}`;
      if (!(key in l)) out.push(`${where}: missing (expected ${JSON.stringify(r[key])})`);
      else if (!(key in r)) out.push(`${where}: unexpected ${JSON.stringify(l[key])}`);
      else if (isVolatileKey(key)) continue;
      else if (isIdKey(key) && (typeof r[key] === 'string' || typeof r[key] === 'number')) {
        if (typeof r[key] === 'string' && typeof l[key] === 'string') ids.set(r[key], l[key]);
      } else compare(r[key], l[key], where, ids, out);
      if (out.length > 0) return;
    }
    return;
  }
  if (!isDeepStrictEqual(recorded, live)) out.push(`${path}: expected ${JSON.stringify(recorded)}, got ${JSON.stringify(live)}`);
}

/** A recorded client message with recorded ids replaced by the live server's. */
function withLiveIds(value: unknown, ids: Map<string, string>, key = ''): unknown {
  if (Array.isArray(value)) return value.map((v) => withLiveIds(v, ids));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withLiveIds(v, ids, k)]));
  }
  if (typeof value === 'string' && isIdKey(key)) return ids.get(value) ?? value;
  return value;
}

/**
 * Does the recording's server side end with a line the client cannot read? send-message failed at
 * it then, and only the client's error reply to it follows. Read along the whole recording: whether
 * a request reuses a waiting id depends on what came before it.
 */
function endsAtUnreadableLine(entries: readonly TranscriptEntry[]): boolean {
  const readability = new ConversationReadability();
  let unreadable = false;
  for (const entry of entries) {
    if (!('message' in entry)) unreadable = true;
    else if (entry.direction === 'client') readability.fromClient(entry.message);
    else unreadable = readability.fromServer(entry.message) !== null;
  }
  return unreadable;
}

/** Server lines (messages and unreadable lines) as they arrive, awaited one at a time. */
class Inbox {
  private readonly queue: InboundFrame[] = [];
  private waiter: ((frame: InboundFrame | undefined) => void) | null = null;
  private closed = false;

  constructor(transport: Transport) {
    transport.onframe = (frame) => {
      if (this.waiter) {
        const w = this.waiter;
        this.waiter = null;
        w(frame);
      } else this.queue.push(frame);
    };
    transport.onclose = () => {
      this.closed = true;
      this.waiter?.(undefined);
    };
  }

  next(timeoutMs: number): Promise<InboundFrame | undefined> {
    if (this.queue.length > 0) return Promise.resolve(this.queue.shift());
    if (this.closed) return Promise.resolve(undefined);
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.waiter = null;
        resolve(undefined);
      }, timeoutMs);
      this.waiter = (frame) => {
        clearTimeout(timer);
        resolve(frame);
      };
    });
  }
}

/**
 * Replays the client side of a recording against a server and reports every difference from the
 * recorded server side. Client messages are sent in recorded order, each once the server messages
 * recorded before it have arrived, so causality matches the recording.
 */
export async function replayTranscript(transcript: Transcript, command: readonly string[], options: { waitMs?: number } = {}): Promise<ReplayResult> {
  const waitMs = options.waitMs ?? 10_000;
  const server = await ServerProcess.start(command, { stderr: 'pipe' });
  const transport: StdioJsonlTransport = server.transport;
  const inbox = new Inbox(transport);
  transport.start();
  const ids = new Map<string, string>();
  const differences: ReplayDifference[] = [];
  let serverMessages = 0;
  try {
    for (const [index, entry] of transcript.entries.entries()) {
      if ('message' in entry && entry.direction === 'client') {
        await transport.send(withLiveIds(entry.message, ids));
        continue;
      }
      const expected = 'message' in entry ? `${label(entry.message)}: ${JSON.stringify(entry.message)}` : `line that is not a message (recorded: ${entry.unreadable})`;
      // Once the run has diverged, the server will not produce what is still expected: stop waiting long.
      const live = await inbox.next(differences.length > 0 ? 500 : waitMs);
      if (live === undefined) {
        // A server that ended before saying anything did not run: that is the answer, not a difference.
        const exit = serverMessages === 0 ? await server.exitWithin(1_000) : null;
        if (exit !== null) throw server.exitedError(exit);
        differences.push({ entry: index + 1, description: `missing server ${expected}` });
        break;
      }
      serverMessages++;
      if (!('message' in entry)) {
        // Only the fact of an unreadable line is recorded, not its text: any live one matches.
        if (live.kind === 'message') {
          differences.push({ entry: index + 1, description: `server ${label(live.value)} where the recording has a line that is not a message (${entry.unreadable}): ${JSON.stringify(live.value).slice(0, 300)}` });
        }
        continue;
      }
      if (live.kind !== 'message') {
        differences.push({ entry: index + 1, description: `server ${unreadableLine(live)} where the recording has ${expected.slice(0, 300)}` });
        continue;
      }
      const found: string[] = [];
      compare(entry.message, live.value, label(entry.message), ids, found);
      for (const description of found) differences.push({ entry: index + 1, description: `server ${description}` });
    }
    // Anything the server says that the recording does not have (briefly: the recording ends at
    // turn/completed). A recording whose server side ends with a line the client cannot read ends
    // there because send-message failed at it (only the client's answer to it follows): what the
    // server said after it was never recorded.
    const cutAtUnreadableLine = endsAtUnreadableLine(transcript.entries);
    while (!cutAtUnreadableLine) {
      const extra = await inbox.next(200);
      if (extra === undefined) break;
      const what = extra.kind === 'message' ? `${label(extra.value)}: ${JSON.stringify(extra.value).slice(0, 300)}` : unreadableLine(extra);
      differences.push({ entry: 0, description: `unexpected server ${what}` });
    }
  } finally {
    await server.stop(5_000);
  }
  return { differences, serverMessages };
}
