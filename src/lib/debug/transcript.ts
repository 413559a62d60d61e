import { appendFileSync, readFileSync, writeFileSync } from 'node:fs';
import { UsageError } from '../shared/errors.js';

/** Who wrote a message: the client (this tool) or the server. */
export type TranscriptDirection = 'client' | 'server';

export interface TranscriptHeader {
  readonly type: 'vv-agent.transcript';
  readonly version: 1;
  readonly input: { readonly text: string };
  /** The server command, as given or built in. */
  readonly server: readonly string[];
  readonly recordedAt: number;
}

export interface TranscriptMessage {
  /** Milliseconds since the epoch when the message crossed the wire. */
  readonly ts: number;
  readonly direction: TranscriptDirection;
  readonly message: unknown;
}

/**
 * A server line that is not a message (not JSON, over the line cap). Kept so that replay expects
 * the line again. send-message fails at such a line, so in its recordings it is the last server
 * entry, followed only by the client's error reply to it (-32700 for a line that is not JSON).
 */
export interface TranscriptUnreadableLine {
  readonly ts: number;
  readonly direction: 'server';
  /** Why it could not be read, e.g. `a line from the server is not JSON` (the text is not kept). */
  readonly unreadable: string;
}

/** One line of the wire, in order. */
export type TranscriptEntry = TranscriptMessage | TranscriptUnreadableLine;

export interface Transcript {
  readonly header: TranscriptHeader;
  readonly entries: readonly TranscriptEntry[];
}

/**
 * A recording on disk, JSONL: the header, then one entry per message in wire order. Written as it
 * happens, so a recording of a run that crashed still holds everything up to the crash.
 */
export class TranscriptRecorder {
  constructor(
    private readonly file: string,
    header: TranscriptHeader,
  ) {
    try {
      writeFileSync(file, `${JSON.stringify(header)}\n`);
    } catch (error) {
      throw new UsageError(`cannot create transcript ${file} (${(error as NodeJS.ErrnoException).code ?? String(error)})`, 'transcript_unwritable');
    }
  }

  record(entry: TranscriptEntry): void {
    appendFileSync(this.file, `${JSON.stringify(entry)}\n`);
  }
}

export function readTranscript(file: string): Transcript {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    throw new UsageError(`cannot read transcript ${file}`, 'transcript_unreadable');
  }
  const lines = text.split('\n').filter((l) => l.trim().length > 0);
  const parsed = lines.map((line, i) => {
    try {
      return JSON.parse(line) as Record<string, unknown>;
    } catch {
      throw new UsageError(`${file}:${i + 1}: not JSON`, 'transcript_invalid');
    }
  });
  const header = parsed[0];
  if (header?.['type'] !== 'vv-agent.transcript' || header['version'] !== 1) {
    throw new UsageError(`${file}: not a vv-agent transcript (version 1 header expected on line 1)`, 'transcript_invalid');
  }
  const entries = parsed.slice(1).map((e, i) => {
    const entry = typeof e === 'object' && e !== null && !Array.isArray(e);
    const unreadableLine = entry && e['direction'] === 'server' && typeof e['unreadable'] === 'string';
    if (!entry || (e['direction'] !== 'client' && e['direction'] !== 'server') || typeof e['ts'] !== 'number' || !('message' in e || unreadableLine)) {
      throw new UsageError(`${file}:${i + 2}: not a transcript entry`, 'transcript_invalid');
    }
    return e as unknown as TranscriptEntry;
  });
  return { header: header as unknown as TranscriptHeader, entries };
}
