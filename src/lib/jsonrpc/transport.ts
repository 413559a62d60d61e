/**
 * What a transport delivers: a parsed JSON value, or a line that could not be read. Framing
 * errors are frames, not exceptions, because the protocol answers them and keeps reading.
 */
export type InboundFrame =
  | { readonly kind: 'message'; readonly value: unknown }
  | { readonly kind: 'parse_error' }
  | { readonly kind: 'too_large'; readonly limit: number };

/**
 * A bidirectional message channel (stdio JSONL, in-memory pair, later WebSocket). It knows
 * nothing of JSON-RPC semantics.
 */
export interface Transport {
  /** Starts delivering frames to `onframe`. */
  start(): void;
  /**
   * Takes `message`. Returns nothing when the transport can take more at once, else a promise that
   * resolves once it can (backpressure); throws or rejects when it is closed. (Nothing to wait for
   * is the usual case: no promise and no turn of the microtask queue per message.)
   */
  send(message: unknown): Promise<void> | undefined;
  /**
   * Hands what `send` accepted but held back (to write a burst at once) to the underlying stream
   * now; optional for transports that hold nothing back.
   */
  flush?(): void;
  /**
   * True while the peer is not taking what we write (`send` waits for it). Optional: a transport
   * without it is never treated as congested, so nothing it carries is ever coalesced.
   */
  readonly congested?: boolean;
  /** Stops reading and writing; `onclose` fires once. */
  close(): Promise<void>;
  onframe?: (frame: InboundFrame) => void;
  /** The peer is gone (EOF, closed pipe). Fires once. */
  onclose?: () => void;
  onerror?: (error: Error) => void;
}

/** Write errors that only say the peer has gone (it closed its end): a close, not a fault to report. */
const PEER_GONE_CODES = new Set(['EPIPE', 'ECONNRESET', 'ERR_STREAM_DESTROYED', 'ERR_STREAM_WRITE_AFTER_END']);

export function isPeerGone(error: Error): boolean {
  const code = (error as NodeJS.ErrnoException).code;
  return code !== undefined && PEER_GONE_CODES.has(code);
}
