import type { JsonRpcErrorCode } from '../../../generated/app-server/types.js';

/** The codes of contract section 2, by name. */
export const ErrorCode = {
  ParseError: -32700,
  InvalidRequest: -32600,
  MethodNotFound: -32601,
  InvalidParams: -32602,
  InternalError: -32603,
  ServerOverloaded: -32001,
  NotInitialized: -32010,
  AlreadyInitialized: -32011,
  ThreadNotFound: -32020,
  ThreadArchived: -32021,
  ActiveTurnNotFound: -32030,
  TurnIdMismatch: -32031,
} as const satisfies Record<string, JsonRpcErrorCode>;

/**
 * An error that crosses the wire as a JSON-RPC error object. Handlers throw it; the connection
 * writes it. Any other error thrown by a handler becomes -32603 with its message.
 */
export class JsonRpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message);
    this.name = 'JsonRpcError';
  }

  toWire(): { code: number; message: string; data?: unknown } {
    return this.data === undefined ? { code: this.code, message: this.message } : { code: this.code, message: this.message, data: this.data };
  }
}

/**
 * Why an outgoing request got no result: the peer answered with an error (`JsonRpcError`), or one
 * of these happened first.
 */
export class JsonRpcPeerError extends Error {
  constructor(
    readonly code: 'timeout' | 'disconnected' | 'abandoned',
    message: string,
  ) {
    super(message);
    this.name = 'JsonRpcPeerError';
  }
}
