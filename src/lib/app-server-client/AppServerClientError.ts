import { VvAgentError, type ErrorCategory } from '../shared/errors.js';

/**
 * Why a client operation failed without a JSON-RPC error reply. A reply from the server keeps its
 * own numeric JSON-RPC code (-32020 thread not found, -32001 overloaded, ...), so callers branch on
 * one `code` whatever went wrong.
 */
export type AppServerClientFailure =
  /** No reply, or no matching message, within the time allowed. */
  | 'timeout'
  /** The transport closed (the peer went away) under a pending call or wait. */
  | 'disconnected'
  /** The spawned server process exited; `data` is `{ exitCode, signal, stderr }`. */
  | 'server_exited'
  /** The server command could not be started (not found, not executable, ...). */
  | 'spawn_failed'
  /** A WebSocket server could not be reached or refused the handshake; `data` has `{ url, status?, reason? }`. */
  | 'connect_failed'
  /** The client was closed by its user. */
  | 'closed'
  /** An inbound message broke the protocol: unreadable, unknown method, or (strict) off-schema. */
  | 'invalid_message'
  /** The backlog was full and dropped its oldest message. */
  | 'backlog_overflow'
  /** A subscriber or the approval handler threw. */
  | 'listener_failed'
  /** `respond()` named an id that no server request is waiting on. */
  | 'unknown_request';

/** A JSON-RPC error code from the server, or a local failure. */
export type AppServerClientErrorCode = number | AppServerClientFailure;

export interface AppServerClientErrorOptions {
  /** The client request this failure ended, when there was one. */
  readonly method?: string;
  /** How many times the request was sent (more than 1 after -32001 retries). */
  readonly attempts?: number;
  readonly cause?: unknown;
}

/**
 * For a command that uses the client, the server's error reply is a failure of the command
 * (exit 1) whatever its code; only a server that is gone or busy is worth retrying later.
 */
function categoryOf(code: AppServerClientErrorCode): ErrorCategory {
  if (code === -32001 || code === 'timeout' || code === 'disconnected' || code === 'server_exited') return 'unavailable';
  return 'runtime';
}

/** The one error class of the App Server client. */
export class AppServerClientError extends VvAgentError<AppServerClientErrorCode> {
  readonly method: string | undefined;
  readonly attempts: number;

  constructor(
    code: AppServerClientErrorCode,
    message: string,
    readonly data?: unknown,
    options: AppServerClientErrorOptions = {},
  ) {
    super(code, message, categoryOf(code), options.cause === undefined ? undefined : { cause: options.cause });
    this.method = options.method;
    this.attempts = options.attempts ?? 0;
  }

  /** True when the server answered with a JSON-RPC error (the code is the server's). */
  get isRpcError(): boolean {
    return typeof this.code === 'number';
  }

  /** The same failure, attributed to one request. */
  forRequest(method: string, attempts: number): AppServerClientError {
    return new AppServerClientError(this.code, `${method}: ${this.message}`, this.data, { method, attempts, cause: this.cause });
  }
}

export function isAppServerClientError(value: unknown, code?: AppServerClientErrorCode): value is AppServerClientError {
  return value instanceof AppServerClientError && (code === undefined || value.code === code);
}
