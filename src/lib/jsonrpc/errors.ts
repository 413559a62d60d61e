import { VvAgentError, type ErrorCategory } from '../shared/errors.js';

/**
 * The codes this layer writes itself: JSON-RPC 2.0's own, and the overload answer of a full
 * request queue (contract section 8). A protocol on top adds its codes (the App Server's are in
 * app-server/protocolErrors.ts).
 */
export const ErrorCode = {
  ParseError: -32700,
  InvalidRequest: -32600,
  MethodNotFound: -32601,
  InvalidParams: -32602,
  InternalError: -32603,
  ServerOverloaded: -32001,
} as const;

/** The -32600 error object this layer writes for a message it cannot take, with why in `data.reason`. */
export function invalidRequestError(reason: string): { code: number; message: string; data: { reason: string } } {
  return { code: ErrorCode.InvalidRequest, message: 'Invalid Request', data: { reason } };
}

/** The category of a JSON-RPC code: the request's fault, overload, or ours. */
function categoryOfRpcCode(code: number): ErrorCategory {
  if (code === ErrorCode.ServerOverloaded) return 'unavailable';
  if (code === ErrorCode.InternalError) return 'runtime';
  if (code <= -32600 && code >= -32700) return 'usage';
  return 'runtime';
}

/**
 * An error that crosses the wire as a JSON-RPC error object, code and message as given. Handlers
 * throw it; the connection writes it. Any other error is mapped by its category (`toWireError`).
 */
export class JsonRpcError extends VvAgentError<number> {
  constructor(
    code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(code, message, categoryOfRpcCode(code));
  }

  toWire(): { code: number; message: string; data?: unknown } {
    return this.data === undefined ? { code: this.code, message: this.message } : { code: this.code, message: this.message, data: this.data };
  }
}

/**
 * Why an outgoing request got no result: the peer answered with an error (`JsonRpcError`), or one
 * of these happened first.
 */
export class JsonRpcPeerError extends VvAgentError<'timeout' | 'disconnected' | 'abandoned'> {
  constructor(code: 'timeout' | 'disconnected' | 'abandoned', message: string) {
    super(code, message, 'unavailable');
  }
}

/**
 * A message a transport could not turn into JSON (a value nested deeper than the stack allows, a
 * cycle, a BigInt): nothing of it was written. Only a value that came in before the nesting limit
 * existed (a thread stored earlier) can still make one; a reply that fails so is answered with an
 * internal error instead, so that the request is never left without one.
 */
export class UnencodableMessageError extends VvAgentError<'unencodable_message'> {
  constructor(cause: unknown) {
    super('unencodable_message', `message cannot be encoded as JSON: ${cause instanceof Error ? cause.message : String(cause)}`, 'runtime', { cause });
  }
}

/**
 * `encode(message)`, with any failure as an UnencodableMessageError: the transports' one way to
 * encode. The encoder is passed as it is (no closure per message on the stdio hot path).
 */
export function encodeOrRefuse<T>(encode: (message: unknown) => T, message: unknown): T {
  try {
    return encode(message);
  } catch (error) {
    throw new UnencodableMessageError(error);
  }
}

