import { HttpError, type ErrorDetail } from '../http/httpError.js';

export { HttpError, type ErrorDetail };

/**
 * The HTTP status of each code the errors below send. An MCP tool result carries the code but no
 * status, so a client reads the code back to this status and takes the category from it as the
 * HTTP path does (`categoryOfHttpStatus`): one code, one category on every transport. A code of
 * an action's own (`new ConflictError(message, 'out_of_stock')`) is not here: over MCP nothing
 * says its status.
 */
export const STATUS_OF_ERROR_CODE = {
  bad_request: 400,
  validation_failed: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  internal_error: 500,
  service_unavailable: 503,
} as const satisfies Readonly<Record<string, number>>;

/** The status `code` is sent with by the errors below, or undefined for any other code. */
export function statusOfErrorCode(code: string): number | undefined {
  return Object.hasOwn(STATUS_OF_ERROR_CODE, code) ? STATUS_OF_ERROR_CODE[code as keyof typeof STATUS_OF_ERROR_CODE] : undefined;
}

/**
 * The errors an action, a guard or an authenticator throws; every transport maps them the same
 * way (HTTP status + `{"error": ...}`, an MCP tool result with `isError`, a queue error reply).
 */
export class BadRequestError extends HttpError {
  constructor(message = 'bad request', details?: readonly ErrorDetail[]) {
    super(STATUS_OF_ERROR_CODE.bad_request, 'bad_request', message, details);
  }
}

/** Input that does not match the action's schema: 400 `validation_failed` with one detail per issue. */
export class ValidationError extends HttpError {
  constructor(details: readonly ErrorDetail[], message = 'input does not match the action schema') {
    super(STATUS_OF_ERROR_CODE.validation_failed, 'validation_failed', message, details);
  }
}

export class AuthenticationError extends HttpError {
  constructor(message = 'authentication required') {
    // RFC 6750 §3: a 401 names the scheme the client should use.
    super(STATUS_OF_ERROR_CODE.unauthenticated, 'unauthenticated', message, undefined, { 'www-authenticate': 'Bearer' });
  }
}

export class InsufficientRolesError extends HttpError {
  constructor(message = 'forbidden') {
    super(STATUS_OF_ERROR_CODE.forbidden, 'forbidden', message);
  }
}

export class NotFoundError extends HttpError {
  constructor(message = 'not found') {
    super(STATUS_OF_ERROR_CODE.not_found, 'not_found', message);
  }
}

export class ConflictError extends HttpError {
  constructor(message = 'conflict', code = 'conflict') {
    super(STATUS_OF_ERROR_CODE.conflict, code, message);
  }
}

export class ServiceUnavailableError extends HttpError {
  constructor(message = 'service unavailable') {
    super(STATUS_OF_ERROR_CODE.service_unavailable, 'service_unavailable', message);
  }
}

/** What a caller sees of a failure that is not an HttpError: no message, no stack (those are logged). */
export class InternalActionError extends HttpError {
  constructor(message = 'internal error', options?: { cause?: unknown }) {
    super(STATUS_OF_ERROR_CODE.internal_error, 'internal_error', message);
    if (options?.cause !== undefined) Object.defineProperty(this, 'cause', { value: options.cause, enumerable: false });
  }
}

/**
 * An action module may come from another copy of vv-agent (a global CLI serving a project that
 * depends on its own copy), so `instanceof` is not enough: any Error with an HTTP `status` and a
 * string `code` is taken for an HttpError.
 */
export function asHttpError(error: unknown): HttpError | null {
  if (error instanceof HttpError) return error;
  if (!(error instanceof Error)) return null;
  const { status, code, details, headers } = error as Error & { status?: unknown; code?: unknown; details?: unknown; headers?: unknown };
  if (typeof status !== 'number' || status < 400 || status > 599 || typeof code !== 'string') return null;
  return new HttpError(
    status,
    code,
    error.message,
    Array.isArray(details) ? (details as ErrorDetail[]) : undefined,
    typeof headers === 'object' && headers !== null ? (headers as Record<string, string>) : {},
  );
}
