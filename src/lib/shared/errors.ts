/**
 * Base of every typed error the library raises. `code` is stable and machine-readable (a string,
 * or a JSON-RPC number for errors that mirror the wire); `category` tells each boundary (CLI exit
 * code, JSON-RPC error, HTTP status) how to map it, once, at that boundary.
 *
 * - usage: the caller's request or flags are wrong (exit 2, JSON-RPC -32602, HTTP 400)
 * - config: the installation is misconfigured (exit 2, -32603, 500)
 * - not_found, conflict: the request names something missing or in the wrong state (404, 409)
 * - unauthenticated, forbidden: who the caller is, what they may do (401, 403)
 * - rate_limited, unavailable: try again later (429, 503; JSON-RPC -32001)
 * - runtime: anything else that went wrong while working (exit 1, -32603, 500)
 */
export type ErrorCategory =
  | 'usage'
  | 'config'
  | 'runtime'
  | 'not_found'
  | 'conflict'
  | 'unauthenticated'
  | 'forbidden'
  | 'rate_limited'
  | 'unavailable';

/** One offending field of a request, by JSON pointer (or flag/query name). */
export interface ErrorDetail {
  readonly field: string;
  readonly message: string;
}

export interface VvAgentErrorOptions {
  readonly cause?: unknown;
  /** Which fields were wrong; boundaries that can carry them (HTTP bodies) do. */
  readonly details?: readonly ErrorDetail[];
}

export class VvAgentError<Code extends string | number = string> extends Error {
  readonly details: readonly ErrorDetail[] | undefined;

  constructor(
    readonly code: Code,
    message: string,
    readonly category: ErrorCategory = 'runtime',
    options?: VvAgentErrorOptions,
  ) {
    super(message, options?.cause === undefined ? undefined : { cause: options.cause });
    this.name = new.target.name;
    this.details = options?.details;
  }
}

/** Like `instanceof VvAgentError`, which would narrow `code` to `any`; this keeps it `string | number`. */
export function isVvAgentError(error: unknown): error is VvAgentError<string | number> {
  return error instanceof VvAgentError;
}

/** A bad flag value, argument or option combination: the user's mistake, exit code 2. */
export class UsageError extends VvAgentError {
  constructor(message: string, code = 'usage') {
    super(code, message, 'usage');
  }
}
