import type { InboundFrame } from './transport.js';

/** Default per-message cap (contract: 16 MiB). */
export const DEFAULT_MAX_MESSAGE_BYTES = 16 * 1024 * 1024;

const NEWLINE = 0x0a;
const CARRIAGE_RETURN = 0x0d;
const decoder = new TextDecoder('utf-8', { fatal: true });

/** One line's bytes -> a frame, or null for a blank line (ignored by the protocol). */
export function decodeLine(bytes: Buffer): InboundFrame | null {
  let text: string;
  try {
    text = decoder.decode(bytes);
  } catch {
    return { kind: 'parse_error' };
  }
  // A trailing \r is whitespace (contract section 1), as is any other surrounding blank.
  if (text.trim().length === 0) return null;
  try {
    return { kind: 'message', value: JSON.parse(text) as unknown };
  } catch {
    return { kind: 'parse_error' };
  }
}

/**
 * Newline framing over a byte stream with a per-line cap. Buffering is linear: chunks of a
 * partial line are kept in a list and joined once when its newline arrives (concatenating on every
 * chunk would be quadratic). A line longer than the cap is reported once as `too_large` and its
 * bytes are dropped as they arrive, so memory stays bounded by the cap.
 */
export class JsonlFramer {
  private partial: Buffer[] = [];
  private partialBytes = 0;
  private discarding = false;

  constructor(private readonly maxMessageBytes = DEFAULT_MAX_MESSAGE_BYTES) {}

  push(chunk: Buffer): InboundFrame[] {
    const frames: InboundFrame[] = [];
    let start = 0;
    for (;;) {
      const newline = chunk.indexOf(NEWLINE, start);
      if (newline === -1) break;
      this.completeLine(chunk.subarray(start, newline), frames);
      start = newline + 1;
    }
    if (start < chunk.length) this.keep(chunk.subarray(start), frames);
    return frames;
  }

  /** End of stream: a last line without a newline still counts. */
  end(): InboundFrame[] {
    const frames: InboundFrame[] = [];
    if (this.partialBytes > 0 && !this.discarding) {
      const line = Buffer.concat(this.partial, this.partialBytes);
      if (this.overCap(line.length, line[line.length - 1])) frames.push({ kind: 'too_large', limit: this.maxMessageBytes });
      else this.emit(line, frames);
    }
    this.reset();
    return frames;
  }

  /**
   * Whether a line of `length` bytes ending in `lastByte` is over the cap. A trailing `\r` is the
   * line ending's (CRLF), not the message's (contract section 1): it does not count.
   */
  private overCap(length: number, lastByte: number | undefined): boolean {
    return (lastByte === CARRIAGE_RETURN ? length - 1 : length) > this.maxMessageBytes;
  }

  private completeLine(tail: Buffer, frames: InboundFrame[]): void {
    if (this.discarding) {
      this.reset();
      return;
    }
    const lastByte = tail.length > 0 ? tail[tail.length - 1] : this.partial.at(-1)?.at(-1);
    if (this.overCap(this.partialBytes + tail.length, lastByte)) {
      frames.push({ kind: 'too_large', limit: this.maxMessageBytes });
      this.reset();
      return;
    }
    const line = this.partialBytes === 0 ? tail : Buffer.concat([...this.partial, tail], this.partialBytes + tail.length);
    this.reset();
    this.emit(line, frames);
  }

  private keep(rest: Buffer, frames: InboundFrame[]): void {
    if (this.discarding) return;
    // One byte more may be kept: it may be the `\r` of a CRLF whose `\n` comes in the next chunk.
    if (this.partialBytes + rest.length > this.maxMessageBytes + 1) {
      frames.push({ kind: 'too_large', limit: this.maxMessageBytes });
      this.partial = [];
      this.partialBytes = 0;
      this.discarding = true;
      return;
    }
    // Copy: the stream may reuse the chunk's memory.
    this.partial.push(Buffer.from(rest));
    this.partialBytes += rest.length;
  }

  private emit(line: Buffer, frames: InboundFrame[]): void {
    const frame = decodeLine(line);
    if (frame) frames.push(frame);
  }

  private reset(): void {
    // Most lines arrive whole: nothing was kept, and no new list is made per line.
    if (this.partial.length > 0) this.partial = [];
    this.partialBytes = 0;
    this.discarding = false;
  }
}
