import type { Readable, Writable } from 'node:stream';
import { toJsonPieces } from '../shared/encodedJson.js';
import { DEFAULT_MAX_MESSAGE_BYTES, JsonlFramer } from './jsonlFramer.js';
import type { Transport } from './transport.js';

/**
 * Messages written in one turn leave in system calls of at most this many. One call per turn made
 * a pipelining peer and this server take turns: the peer got nothing of a 64-request burst until
 * all 64 replies were written, then we waited while it read them and sent the next burst (issue
 * 13, P2: 0.74-0.89x of a plain write-per-line server; 1.04-1.35x with 16 here, 0.97x with 64).
 */
export const CORK_LIMIT = 16;

const ABANDONED = 'transport abandoned: the peer is not reading';

/**
 * JSONL over a pair of byte streams (the process's stdin/stdout, or a child's pipes). Writes
 * honour backpressure: `send` resolves only once the stream has room, and reading pauses while the
 * peer is not reading our output, so a slow or stuck peer cannot make us buffer without bound.
 */
export class StdioJsonlTransport implements Transport {
  onframe?: Transport['onframe'];
  onclose?: Transport['onclose'];
  onerror?: Transport['onerror'];

  private readonly framer: JsonlFramer;
  private closed = false;
  private abandoned = false;
  private drainWaiters: Array<() => void> = [];
  /** Waits that must end when the output is abandoned (a flush, the drain a close waits for). */
  private abandonWaiters: Array<() => void> = [];
  private corked = false;
  private corkedWrites = 0;

  constructor(
    private readonly input: Readable,
    private readonly output: Writable,
    options: { maxMessageBytes?: number } = {},
  ) {
    this.framer = new JsonlFramer(options.maxMessageBytes ?? DEFAULT_MAX_MESSAGE_BYTES);
  }

  get congested(): boolean {
    return this.output.writableNeedDrain;
  }

  /**
   * Bytes written that the output has not handed on yet. Not congested is not enough to tell a
   * peer that stopped reading: the last lines can sit behind a full pipe below the high-water mark.
   */
  get unsentBytes(): number {
    return this.output.writableLength;
  }

  start(): void {
    this.input.on('data', this.onData);
    this.input.on('end', this.onEnd);
    this.input.on('error', this.onStreamError);
    this.output.on('error', this.onStreamError);
    this.output.on('drain', this.onDrain);
    this.output.on('close', this.onEnd);
  }

  async send(message: unknown): Promise<void> {
    if (this.abandoned) throw new Error(ABANDONED);
    if (this.closed && this.output.destroyed) throw new Error('transport closed');
    // What is written in one turn of the event loop (the replies to a batch of pipelined
    // requests, a burst of deltas) leaves in few system calls, CORK_LIMIT messages each: a write
    // per message costs more than the message. The stream keeps the order, so later writers (the
    // exit path) stay behind it.
    if (!this.corked) {
      this.corked = true;
      this.corkedWrites = 0;
      this.output.cork();
      process.nextTick(this.uncork);
    } else if (++this.corkedWrites >= CORK_LIMIT) {
      this.corkedWrites = 0;
      this.output.uncork();
      this.output.cork();
    }
    const ok = this.writeLine(toJsonPieces(message));
    if (ok) return;
    this.input.pause();
    await new Promise<void>((resolve) => this.drainWaiters.push(resolve));
    if (this.abandoned) throw new Error(ABANDONED);
  }

  /** A message with a long pre-encoded text leaves as pieces: its JSON is never one string. */
  private writeLine(json: string | Array<string | Buffer>): boolean {
    if (typeof json === 'string') return this.output.write(`${json}\n`);
    for (const piece of json) this.output.write(piece);
    return this.output.write('\n');
  }

  flush(): void {
    this.uncork();
  }

  /**
   * Resolves once everything written so far has left the output (process.exit would drop what a
   * pipe's stream still holds), or once the output is abandoned.
   */
  async flushed(): Promise<void> {
    this.uncork();
    if (this.abandoned || this.output.destroyed || this.output.writableEnded) return;
    await this.untilAbandoned((resolve) => this.output.write('', () => resolve()));
  }

  async close(): Promise<void> {
    this.uncork();
    if (!this.closed) {
      this.detachInput();
      this.finish();
    }
    // Let what was written reach the peer before the caller exits.
    if (!this.abandoned && !this.output.writableEnded && this.output.writableNeedDrain) {
      await this.untilAbandoned((resolve) => this.output.once('drain', () => resolve()));
    }
  }

  /**
   * Stops writing to a peer that does not read what it was sent (a server that stops cannot wait
   * for it forever): input ends as on close, every `send` waiting for room rejects and so does every
   * later one, and `flushed` and `close` stop waiting. What the output already holds is left to its
   * owner; for process.stdout the exit drops it.
   */
  abandon(): void {
    if (this.abandoned) return;
    this.abandoned = true;
    if (!this.closed) this.detachInput();
    const waiters = this.abandonWaiters;
    this.abandonWaiters = [];
    for (const resolve of waiters) resolve();
    // Wakes the sends waiting for room (they reject now) and tells the connection once.
    this.finish();
  }

  private readonly onData = (chunk: Buffer | string): void => {
    const frames = this.framer.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
    for (const frame of frames) this.onframe?.(frame);
  };

  private readonly uncork = (): void => {
    if (!this.corked) return;
    this.corked = false;
    this.output.uncork();
  };

  private readonly onEnd = (): void => {
    if (this.closed) return;
    for (const frame of this.framer.end()) this.onframe?.(frame);
    this.detachInput();
    this.finish();
  };

  private readonly onDrain = (): void => {
    const waiters = this.drainWaiters;
    this.drainWaiters = [];
    for (const resolve of waiters) resolve();
    if (!this.closed) this.input.resume();
  };

  private readonly onStreamError = (error: Error): void => {
    // EPIPE and friends: the peer went away. That is a close, not a crash.
    this.onerror?.(error);
    this.onEnd();
  };

  private detachInput(): void {
    this.input.off('data', this.onData);
    this.input.off('end', this.onEnd);
  }

  private finish(): void {
    const first = !this.closed;
    this.closed = true;
    this.onDrain();
    if (first) this.onclose?.();
  }

  /** `wait`, cut short when the output is abandoned. */
  private untilAbandoned(wait: (resolve: () => void) => void): Promise<void> {
    return new Promise<void>((resolve) => {
      const end = (): void => {
        this.abandonWaiters = this.abandonWaiters.filter((w) => w !== end);
        resolve();
      };
      this.abandonWaiters.push(end);
      wait(end);
    });
  }
}
