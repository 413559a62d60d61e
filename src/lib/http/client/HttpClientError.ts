/**
 * The one error of the outbound HTTP client. Callers branch on `code` (and `phase`) and map it to
 * their own domain error once; the message is already fit for a human: it names the call, never
 * carries a secret, and quotes at most a short, redacted piece of the server's answer.
 */
import { VvAgentError } from '../../shared/errors.js';

export type HttpClientErrorCode =
  /** The server answered with a status outside 2xx; `status`, `body` and `retryAfterMs` say more. */
  | 'http_status'
  /** Connecting, waiting for the headers or a silence in the body took longer than allowed. */
  | 'timeout'
  /** The connection could not be made or broke. */
  | 'network'
  /** The caller's signal aborted. */
  | 'cancelled'
  /** A 2xx answer whose body is not what `requestJson` reads (not JSON, or too large). */
  | 'invalid_response';

/**
 * Where the request was when it failed. `connect`: nothing reached the server (refused, DNS,
 * connect timeout), so even a call that must not run twice may be sent again. `headers`: the
 * request may have been processed but no answer came. `body`: the answer broke while being read.
 */
export type HttpClientErrorPhase = 'connect' | 'headers' | 'body';

export interface HttpClientErrorOptions {
  readonly status?: number | undefined;
  /** The error body as text, at most the client's error-body cap, with secrets scrubbed. */
  readonly body?: string | undefined;
  readonly retryAfterMs?: number | undefined;
  readonly phase?: HttpClientErrorPhase | undefined;
  /** The socket or undici code of a transport failure (`ECONNREFUSED`, `UND_ERR_BODY_TIMEOUT`). */
  readonly transportCode?: string | undefined;
  readonly cause?: unknown;
}

export class HttpClientError extends VvAgentError {
  declare readonly code: HttpClientErrorCode;
  readonly status: number | undefined;
  readonly body: string | undefined;
  readonly retryAfterMs: number | undefined;
  readonly phase: HttpClientErrorPhase | undefined;
  readonly transportCode: string | undefined;

  constructor(code: HttpClientErrorCode, message: string, options: HttpClientErrorOptions = {}) {
    // A rejected credential is the operator's configuration to fix; everything else is runtime.
    const category = options.status === 401 || options.status === 403 ? 'config' : 'runtime';
    super(code, message, category, options.cause === undefined ? undefined : { cause: options.cause });
    this.status = options.status;
    this.body = options.body;
    this.retryAfterMs = options.retryAfterMs;
    this.phase = options.phase;
    this.transportCode = options.transportCode;
  }
}

export function isHttpClientError(value: unknown): value is HttpClientError {
  return value instanceof HttpClientError;
}

/** `{error: {message}}` (OpenAI, Anthropic, AgentTeam and most JSON APIs), `{error: "text"}` or `{message}`. */
export function errorMessageOfBody(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const record = body as Record<string, unknown>;
  const error = record['error'];
  if (typeof error === 'string') return error;
  if (typeof error === 'object' && error !== null) {
    const message = (error as Record<string, unknown>)['message'];
    if (typeof message === 'string') return message;
  }
  return typeof record['message'] === 'string' ? record['message'] : undefined;
}

/**
 * A server's error text as a message quotes it: the JSON error's message when the body has one
 * (`errorMessageOfBody`), else the text itself; on one line, at most `maxChars` characters.
 */
export function quotedErrorText(body: string, maxChars: number): string {
  let message: string | undefined;
  try {
    message = errorMessageOfBody(JSON.parse(body));
  } catch {
    message = body;
  }
  return (message ?? '').replace(/\s+/g, ' ').trim().slice(0, maxChars);
}
