/**
 * Base of every typed error the library raises. `code` is stable and machine-readable;
 * `category` tells each boundary (CLI exit code, JSON-RPC error, HTTP status) how to map it,
 * once, at that boundary.
 */
export type ErrorCategory = 'usage' | 'config' | 'runtime';

export class VvAgentError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly category: ErrorCategory = 'runtime',
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = new.target.name;
  }
}

/** A bad flag value, argument or option combination: the user's mistake, exit code 2. */
export class UsageError extends VvAgentError {
  constructor(message: string, code = 'usage') {
    super(code, message, 'usage');
  }
}
