import type { RawData, WebSocket } from 'ws';
import { encodeOrRefuse } from './errors.js';
import { DEFAULT_MAX_MESSAGE_BYTES, decodeLine } from './jsonlFramer.js';
import { FrameGate } from './frameGate.js';
import type { Transport } from './transport.js';

/** RFC 6455 close codes this transport uses. */
export const WebSocketCloseCode = {
  Normal: 1000,
  GoingAway: 1001,
  UnsupportedData: 1003,
  MessageTooBig: 1009,
} as const;

/** How the WebSocket ended, once it has: the close frame's code and reason (1006 when there was none). */
export interface WebSocketCloseInfo {
  readonly code: number;
  readonly reason: string;
}

export interface WebSocketTransportOptions {
  /**
   * Per-message cap (default 16 MiB, as on stdio). Whoever opens the socket should give `ws` the
   * same `maxPayload`, so that it refuses an oversized frame from its header, before buffering it.
   */
  readonly maxMessageBytes?: number;
  /** Bytes queued for the peer beyond which `send` waits for them to be written (default 1 MiB). */
  readonly highWaterMark?: number;
}

const DEFAULT_HIGH_WATER_MARK = 1024 * 1024;
const OPEN = 1;

function byteLength(data: RawData): number {
  if (Array.isArray(data)) return data.reduce((sum, part) => sum + part.length, 0);
  return data instanceof ArrayBuffer ? data.byteLength : data.length;
}

function toBuffer(data: RawData): Buffer {
  if (Array.isArray(data)) return Buffer.concat(data);
  return data instanceof ArrayBuffer ? Buffer.from(data) : data;
}

/**
 * JSON-RPC messages over an open `ws` WebSocket (either end): one JSON text frame per message.
 * Frames go through the same decoding as a JSONL line, so unreadable JSON is the same -32700 and
 * a non-object the same -32600, and the connection goes on. What WebSocket itself can say is said
 * its way: a binary frame closes with 1003, a frame over the cap with 1009 (`ws` refuses it from
 * its header, so it is never buffered), invalid UTF-8 in a text frame with 1007 (`ws`).
 *
 * Backpressure as on stdio: `send` resolves at once while less than `highWaterMark` bytes wait
 * for the peer; past that it resolves once they are written, and reading pauses meanwhile, so a
 * peer that does not read cannot make us buffer without bound.
 */
export class WebSocketTransport implements Transport {
  onframe?: Transport['onframe'];
  onclose?: Transport['onclose'];
  onerror?: Transport['onerror'];

  private readonly maxMessageBytes: number;
  private readonly highWaterMark: number;
  private readonly gate = new FrameGate(() => this.onframe);
  private closeInfoValue: WebSocketCloseInfo | null = null;
  /** Resolves once the WebSocket has closed, whoever closed it. */
  readonly closed: Promise<void>;
  private markClosed: () => void = () => undefined;

  constructor(
    private readonly socket: WebSocket,
    options: WebSocketTransportOptions = {},
  ) {
    this.maxMessageBytes = options.maxMessageBytes ?? DEFAULT_MAX_MESSAGE_BYTES;
    this.highWaterMark = options.highWaterMark ?? DEFAULT_HIGH_WATER_MARK;
    this.closed = new Promise<void>((resolve) => {
      this.markClosed = resolve;
    });
    // Listening from the start: `ws` drops messages emitted while nobody listens, and a client may
    // write right after the handshake, before the protocol layer calls `start`.
    socket.on('message', this.onMessage);
    socket.on('close', this.onClose);
    socket.on('error', this.onError);
    if (socket.readyState > OPEN) queueMicrotask(() => this.onClose(1006, Buffer.alloc(0)));
  }

  /** Null while open; then how it ended. */
  get closeInfo(): WebSocketCloseInfo | null {
    return this.closeInfoValue;
  }

  /** True while more than `highWaterMark` bytes wait for the peer: it is not reading, and `send` waits. */
  get congested(): boolean {
    return this.closeInfoValue === null && this.socket.bufferedAmount > this.highWaterMark;
  }

  start(): void {
    this.gate.start();
  }

  async send(message: unknown): Promise<void> {
    if (this.closeInfoValue !== null || this.socket.readyState !== OPEN) throw new Error('transport closed');
    const text = encodeOrRefuse(JSON.stringify, message);
    const written = new Promise<void>((resolve, reject) => {
      this.socket.send(text, (error) => (error ? reject(error) : resolve()));
    });
    if (this.socket.bufferedAmount <= this.highWaterMark) {
      // A failed write means the socket is going away: its close event tells everyone.
      void written.catch(() => undefined);
      return;
    }
    this.socket.pause();
    try {
      // Everything queued before this message is written once it is.
      await written;
    } finally {
      if (this.socket.readyState === OPEN) this.socket.resume();
    }
  }

  /** Sends a close frame and waits for the peer's (or for `ws` to give up on it). */
  async close(code: number = WebSocketCloseCode.Normal, reason = ''): Promise<void> {
    if (this.closeInfoValue === null) this.socket.close(code, reason);
    await this.closed;
  }

  /**
   * Drops the connection at once, without a close handshake (the peer sees 1006): for a peer that
   * does not read, whose close frame would wait behind everything queued for it. What was queued
   * is discarded and every waiting `send` rejects.
   */
  async terminate(): Promise<void> {
    if (this.closeInfoValue === null) this.socket.terminate();
    await this.closed;
  }

  private readonly onMessage = (data: RawData, isBinary: boolean): void => {
    // Nothing more is read once either side began to close (e.g. after a refused frame).
    if (this.socket.readyState !== OPEN) return;
    if (isBinary) {
      this.socket.close(WebSocketCloseCode.UnsupportedData, 'binary frames are not supported: send each message as one JSON text frame');
      return;
    }
    if (byteLength(data) > this.maxMessageBytes) {
      this.socket.close(WebSocketCloseCode.MessageTooBig, `message larger than ${this.maxMessageBytes} bytes`);
      return;
    }
    // A frame carries exactly one message, so a blank one is not JSON (on stdio it is an empty line).
    this.gate.deliver(decodeLine(toBuffer(data)) ?? { kind: 'parse_error' });
  };

  private readonly onClose = (code: number, reason: Buffer): void => {
    if (this.closeInfoValue !== null) return;
    this.closeInfoValue = { code, reason: reason.toString('utf8') };
    this.socket.off('message', this.onMessage);
    this.markClosed();
    this.onclose?.();
  };

  // `ws` emits close after every error; the close path cleans up.
  private readonly onError = (error: Error): void => {
    this.onerror?.(error);
  };
}
