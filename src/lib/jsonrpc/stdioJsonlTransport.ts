import type { Readable, Writable } from 'node:stream';
import { toJsonPieces } from '../shared/encodedJson.js';
import { encodeOrRefuse } from './errors.js';
import { DEFAULT_MAX_MESSAGE_BYTES, JsonlFramer } from './jsonlFramer.js';
import type { Transport } from './transport.js';

/**
 * Messages written in one turn leave in system calls of at most this many (fewer when they are
 * long: a batch also goes once it is as long as the output's high-water mark). One call per turn made
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
  /** Lines sent this turn of the event loop and not yet handed to the output, joined. */
  private batch = '';
  private batchLines = 0;

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
    return this.output.writableLength + Buffer.byteLength(this.batch);
  }

  start(): void {
    this.input.on('data', this.onData);
    this.input.on('end', this.onEnd);
    this.input.on('error', this.onStreamError);
    this.output.on('error', this.onStreamError);
    this.output.on('drain', this.onDrain);
    this.output.on('close', this.onEnd);
  }

  send(message: unknown): Promise<void> | undefined {
    if (this.abandoned) return Promise.reject(new Error(ABANDONED));
    if (this.closed && this.output.destroyed) return Promise.reject(new Error('transport closed'));
    // What is written in one turn of the event loop (the replies to a batch of pipelined
    // requests, a burst of deltas) leaves in few system calls, CORK_LIMIT messages each: a write
    // per message costs more than the message. The lines are joined into one string, so each such
    // call is one UTF-8 write (a corked stream's writev of many small strings cost more, issue 13
    // P2). The order is kept: everything else written goes through writeBatch first.
    const json = encodeOrRefuse(toJsonPieces, message);
    if (typeof json === 'string') {
      // The first line of a batch schedules its write at the end of this tick.
      if (this.batch === '') process.nextTick(this.writeBatch);
      this.batch += `${json}\n`;
      // A full batch goes now, and so does one as long as the output's own buffer: backpressure
      // (below) then holds at about the output's high-water mark, as for a plain write.
      if (++this.batchLines >= CORK_LIMIT || this.batch.length >= this.output.writableHighWaterMark) this.writeBatch();
    } else {
      // A message with a long pre-encoded text leaves as pieces: its JSON is never one string.
      this.writeBatch();
      this.output.cork();
      for (const piece of json) this.output.write(piece);
      this.output.write('\n');
      this.output.uncork();
    }
    return this.output.writableNeedDrain ? this.untilDrained() : undefined;
  }

  private async untilDrained(): Promise<void> {
    this.input.pause();
    await new Promise<void>((resolve) => this.drainWaiters.push(resolve));
    if (this.abandoned) throw new Error(ABANDONED);
  }

  // An arrow: it is also the end-of-tick callback.
  private readonly writeBatch = (): void => {
    if (this.batch === '') return;
    const lines = this.batch;
    this.batch = '';
    this.batchLines = 0;
    // An output that is gone since the lines were taken has no reader left for them, and an
    // abandoned one is not written to any more (lines taken just before the abandon included).
    if (this.outputOpen) this.output.write(lines);
  };

  /** Whether the output is still ours to write to: not abandoned, not destroyed, not ended. */
  private get outputOpen(): boolean {
    return !this.abandoned && !this.output.destroyed && !this.output.writableEnded;
  }

  flush(): void {
    this.writeBatch();
  }

  /**
   * Resolves once everything written so far has left the output (process.exit would drop what a
   * pipe's stream still holds), or once the output is abandoned.
   */
  async flushed(): Promise<void> {
    this.writeBatch();
    if (!this.outputOpen) return;
    await this.untilAbandoned((resolve) => this.output.write('', () => resolve()));
  }

  async close(): Promise<void> {
    this.writeBatch();
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
