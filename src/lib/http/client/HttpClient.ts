/**
 * The one outbound HTTP client (undici): the model clients, the AgentTeam Runtime API client, the
 * local platform's callback dispatcher and the admin-API callers all send through it. It owns the
 * rules every caller needs and no caller should write again:
 *
 * - Timeout (`timeoutSeconds`): bounds connecting, waiting for the response headers, and every
 *   silence between two chunks of a body. It is not a deadline for the whole answer, which may
 *   legitimately stream for minutes. `idleTimeoutSeconds` sets the silence bound of one request
 *   (a long-lived stream with its own keepalive contract).
 * - Retries: 429, 5xx (and what `retryStatus` adds) and network failures, up to `maxAttempts`,
 *   only until the answer's body starts being handed out: `open()` retries until 2xx headers
 *   arrive, `requestJson()` until a 2xx body was read in full, so nothing is delivered twice.
 *   The wait is the server's Retry-After when given, else full-jitter exponential backoff. A
 *   request that must not run twice (`idempotent: false`) is sent again only when the server
 *   surely did not process it: 429, or a connection that was never made. Timeouts are retried
 *   only with `retryTimeouts`: retrying would multiply the wait the caller asked to bound.
 * - Error bodies are read up to a cap and scrubbed of the request's secrets (its bearer token,
 *   `secrets`, and anything shaped like a credential) before any caller sees them.
 * - Cancellation: the request's AbortSignal aborts the connection, the body and any retry wait at
 *   once (`cancelled`).
 *
 * undici is imported on first use: it costs ~140 ms to load and most commands never send a
 * request (`vv-agent --help` must not pay for it).
 */
import type { Dispatcher } from 'undici';
import { abortableSleep } from '../../shared/abortableSleep.js';
import { redactSecrets } from '../../shared/redactSecrets.js';
import { backoffDelayMs, parseRetryAfterMs, type RetryTuning } from '../../shared/retryDelay.js';
import { HttpClientError, quotedErrorText, type HttpClientErrorPhase } from './HttpClientError.js';
import { readCappedBody } from './readCappedBody.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Defaults: 3 attempts, backoff caps 500 ms then 8 s, Retry-After honoured up to 60 s. */
export interface HttpClientOptions extends RetryTuning {
  /** Seconds; default 30. Must be finite and > 0. */
  readonly timeoutSeconds?: number;
  /** Sent as `user-agent` unless a request sets its own. */
  readonly userAgent?: string;
  /** Statuses sent again besides 429 (idempotent requests only); default: 5xx. */
  readonly retryStatus?: (status: number) => boolean;
  /** Whether a timeout is retried like a network failure; default false. */
  readonly retryTimeouts?: boolean;
  /**
   * A Retry-After beyond `maxRetryAfterMs`: `give_up` (default) raises the error at once, as a
   * wait that long is not worth blocking on; `wait_max` waits `maxRetryAfterMs` and tries again.
   */
  readonly longRetryAfter?: 'give_up' | 'wait_max';
  /** Largest error body read for messages, bytes; default 16 KiB. */
  readonly maxErrorBodyBytes?: number;
  /** Clock for Retry-After HTTP dates, ms. */
  readonly now?: () => number;
}

export interface HttpRequest {
  readonly method: HttpMethod;
  readonly url: string;
  readonly headers?: Readonly<Record<string, string>>;
  /** Serialised once as JSON: every retry re-sends these exact bytes (an idempotency key stays the same). */
  readonly json?: unknown;
  /** Sent as is, e.g. a signed body whose bytes must not change; set its content-type in `headers`. */
  readonly body?: string;
  /** Sent as `authorization: Bearer ...` and scrubbed from every message. */
  readonly bearerToken?: string | undefined;
  /** More values to scrub from any server text quoted in an error (an API key in another header). */
  readonly secrets?: readonly (string | null | undefined)[];
  readonly signal?: AbortSignal | undefined;
  /** Names the call in messages; default `METHOD origin/path` (never the query, which may hold secrets). */
  readonly describe?: string;
  /** False for a call that must not run twice; default true for GET, PUT and DELETE. */
  readonly idempotent?: boolean;
  /** Overrides the client's `maxAttempts` for this request (1: never retried). */
  readonly maxAttempts?: number;
  /** Longest silence in this response's body, seconds; default the client's timeout. */
  readonly idleTimeoutSeconds?: number;
}

export interface JsonRequest extends HttpRequest {
  /** A larger 2xx body is `invalid_response`; default 4 MiB. */
  readonly maxResponseBytes?: number;
}

export type ResponseHeaders = Readonly<Record<string, string | string[] | undefined>>;

/** A 2xx answer whose body has not been read yet. */
export interface HttpResponse {
  readonly status: number;
  readonly headers: ResponseHeaders;
  /**
   * The body's chunks, read as they are consumed (a slow consumer pauses the socket). Failures are
   * HttpClientError: `timeout` (phase `body`) after a silence, `network`, or `cancelled`. Stopping
   * the iteration early releases the connection; after `close()` the iteration just ends.
   */
  readonly body: AsyncIterable<Uint8Array>;
  /** Reads at most `limit` bytes (default 4 MiB) as UTF-8 and releases the rest. */
  text(limit?: number): Promise<string>;
  /** Drops the rest of the body and the connection. */
  close(): void;
}

export interface JsonResponse<T = unknown> {
  readonly status: number;
  readonly headers: ResponseHeaders;
  /** The parsed body; undefined for an empty one (204). */
  readonly body: T;
}

const DEFAULT_HTTP_TIMEOUT_SECONDS = 30;
const DEFAULT_HTTP_MAX_ATTEMPTS = 3;
const DEFAULT_MAX_RESPONSE_BYTES = 4 * 1024 * 1024;
const DEFAULT_MAX_ERROR_BODY_BYTES = 16 * 1024;
/** How much of a server's error text a message quotes. */
const MAX_QUOTED_CHARS = 300;

/** Failures where no byte reached the server: safe to resend even a call that must not run twice. */
const NOT_SENT_CODES = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH', 'ENETDOWN', 'UND_ERR_CONNECT_TIMEOUT']);

type Undici = typeof import('undici');
let undiciModule: Promise<Undici> | undefined;
/** Set once the import resolved: later requests skip awaiting it (one tick each). */
let undiciLoaded: Undici | undefined;
function loadUndici(): Promise<Undici> {
  undiciModule ??= import('undici').then((module) => (undiciLoaded = module));
  return undiciModule;
}

/** What one call needs to name itself, scrub its messages and say which bound it exceeded. */
interface CallContext {
  readonly describe: string;
  readonly url: string;
  /** The bearer token: scrubbed like `secrets`. */
  readonly bearerToken: string | undefined;
  /** Scrubbed from quoted server text; kept as given (the list with the token is built only for an error). */
  readonly secrets: readonly (string | null | undefined)[] | undefined;
  readonly signal: AbortSignal | undefined;
  /** Bound on connecting and on waiting for the headers. */
  readonly timeoutMs: number;
  /** Bound on a silence in the body. */
  readonly idleMs: number;
}

type RawResponse = Dispatcher.ResponseData;

export class HttpClient {
  private readonly timeoutMs: number;
  private readonly maxAttempts: number;
  private readonly retryBaseDelayMs: number;
  private readonly retryMaxDelayMs: number;
  private readonly maxRetryAfterMs: number;
  private readonly sleep: (ms: number, signal: AbortSignal | undefined) => Promise<void>;
  private readonly random: () => number;
  private readonly now: () => number;
  private readonly userAgent: string | undefined;
  private readonly retryStatus: (status: number) => boolean;
  private readonly retryTimeouts: boolean;
  private readonly longRetryAfter: 'give_up' | 'wait_max';
  private readonly maxErrorBodyBytes: number;
  private dispatcher: Dispatcher | undefined;

  constructor(options: HttpClientOptions = {}) {
    const seconds = options.timeoutSeconds ?? DEFAULT_HTTP_TIMEOUT_SECONDS;
    if (!Number.isFinite(seconds) || seconds <= 0) throw new RangeError('timeoutSeconds must be finite and > 0');
    this.timeoutMs = Math.ceil(seconds * 1000);
    this.maxAttempts = checkedAttempts(options.maxAttempts ?? DEFAULT_HTTP_MAX_ATTEMPTS);
    this.retryBaseDelayMs = options.retryBaseDelayMs ?? 500;
    this.retryMaxDelayMs = options.retryMaxDelayMs ?? 8000;
    this.maxRetryAfterMs = options.maxRetryAfterMs ?? 60_000;
    this.sleep = options.sleep ?? abortableSleep;
    this.random = options.random ?? Math.random;
    this.now = options.now ?? Date.now;
    this.userAgent = options.userAgent;
    this.retryStatus = options.retryStatus ?? ((status) => status >= 500);
    this.retryTimeouts = options.retryTimeouts ?? false;
    this.longRetryAfter = options.longRetryAfter ?? 'give_up';
    this.maxErrorBodyBytes = options.maxErrorBodyBytes ?? DEFAULT_MAX_ERROR_BODY_BYTES;
  }

  /** Closes pooled connections; the client stays usable (a new pool is made on next use). */
  async close(): Promise<void> {
    const dispatcher = this.dispatcher;
    this.dispatcher = undefined;
    await dispatcher?.close();
  }

  /**
   * Sends the request (retrying as the class comment says) and resolves with the first 2xx
   * answer, its body unread. A non-2xx answer throws HttpClientError `http_status`.
   */
  open(request: HttpRequest): Promise<HttpResponse> {
    return this.send(request, {}, (response, context) => Promise.resolve(wrapResponse(response, context)));
  }

  /**
   * Sends a JSON request (`json` as its body, `accept: application/json`) and reads the 2xx answer
   * as JSON. A body that breaks while being read is retried like a failed connection; a body
   * that is not JSON or is larger than `maxResponseBytes` is `invalid_response`, never retried.
   */
  requestJson<T = unknown>(request: JsonRequest): Promise<JsonResponse<T>> {
    const limit = request.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES;
    return this.send(request, { accept: 'application/json' }, async (response, context) => {
      let read;
      try {
        read = await readCappedBody(response.body, limit);
      } catch (error) {
        throw transportFailure(error, 'body', context);
      }
      const status = response.statusCode;
      if (read.truncated) throw new HttpClientError('invalid_response', `${context.describe}: the response is larger than ${limit} bytes`, { status, phase: 'body' });
      try {
        return { status, headers: response.headers, body: (read.text === '' ? undefined : JSON.parse(read.text)) as T };
      } catch (error) {
        throw new HttpClientError('invalid_response', `${context.describe}: the response is not JSON`, { status, phase: 'body', cause: error });
      }
    });
  }

  private async send<T>(
    request: HttpRequest,
    defaultHeaders: Readonly<Record<string, string>>,
    read: (response: RawResponse, context: CallContext) => Promise<T>,
  ): Promise<T> {
    const { signal } = request;
    const context: CallContext = {
      describe: request.describe ?? describeRequest(request),
      url: request.url,
      bearerToken: request.bearerToken,
      secrets: request.secrets,
      signal,
      timeoutMs: this.timeoutMs,
      idleMs: request.idleTimeoutSeconds === undefined ? this.timeoutMs : Math.ceil(request.idleTimeoutSeconds * 1000),
    };
    if (signal?.aborted) throw cancelled(context);
    const maxAttempts = checkedAttempts(request.maxAttempts ?? this.maxAttempts);
    const idempotent = request.idempotent ?? (request.method === 'GET' || request.method === 'PUT' || request.method === 'DELETE');
    const payload = request.json === undefined ? request.body : JSON.stringify(request.json);
    // Assigned in this order (later wins), as spreads would, without an object per spread.
    const headers: Record<string, string> = {};
    if (this.userAgent !== undefined) headers['user-agent'] = this.userAgent;
    Object.assign(headers, defaultHeaders, request.headers);
    if (request.json !== undefined) headers['content-type'] = 'application/json';
    if (request.bearerToken !== undefined) headers['authorization'] = `Bearer ${request.bearerToken}`;
    const undici = undiciLoaded ?? (await loadUndici());
    const options = {
      method: request.method,
      headers,
      body: payload,
      dispatcher: this.pool(undici),
      headersTimeout: this.timeoutMs,
      bodyTimeout: context.idleMs,
      signal,
    };
    for (let attempt = 1; ; attempt += 1) {
      if (signal?.aborted) throw cancelled(context);
      let failure: HttpClientError;
      try {
        let response: RawResponse;
        try {
          response = await undici.request(request.url, options);
        } catch (error) {
          throw transportFailure(error, 'request', context);
        }
        if (response.statusCode >= 200 && response.statusCode < 300) return await read(response, context);
        failure = await this.statusFailure(response, context);
      } catch (error) {
        if (!(error instanceof HttpClientError)) throw error;
        failure = error;
      }
      if (attempt >= maxAttempts || !this.worthRetrying(failure, idempotent)) throw failure;
      let delay: number;
      if (failure.retryAfterMs === undefined) {
        delay = backoffDelayMs(attempt, { baseDelayMs: this.retryBaseDelayMs, maxDelayMs: this.retryMaxDelayMs, random: this.random });
      } else if (failure.retryAfterMs <= this.maxRetryAfterMs) {
        delay = failure.retryAfterMs;
      } else if (this.longRetryAfter === 'wait_max') {
        delay = this.maxRetryAfterMs;
      } else {
        throw failure;
      }
      try {
        await this.sleep(delay, signal);
      } catch {
        throw cancelled(context);
      }
    }
  }

  private worthRetrying(failure: HttpClientError, idempotent: boolean): boolean {
    switch (failure.code) {
      case 'http_status':
        // 429 means the server refused to process the request: safe to resend any call.
        return failure.status === 429 || (idempotent && this.retryStatus(failure.status ?? 0));
      case 'timeout':
        return this.retryTimeouts && (idempotent || failure.phase === 'connect');
      case 'network':
        return idempotent || failure.phase === 'connect';
      default:
        return false;
    }
  }

  private async statusFailure(response: RawResponse, context: CallContext): Promise<HttpClientError> {
    const status = response.statusCode;
    let text = '';
    try {
      text = (await readCappedBody(response.body, this.maxErrorBodyBytes)).text;
    } catch {
      // The status alone is enough to report.
    }
    const body = redactSecrets(text, secretsOf(context));
    const detail = quotedErrorText(body, MAX_QUOTED_CHARS);
    return new HttpClientError('http_status', `${context.describe} failed with HTTP ${status}${detail === '' ? '' : `: ${detail}`}`, {
      status,
      body,
      retryAfterMs: parseRetryAfterMs(response.headers, this.now()) ?? undefined,
    });
  }

  private pool(undici: Undici): Dispatcher {
    this.dispatcher ??= new undici.Agent({
      connect: { timeout: this.timeoutMs },
      headersTimeout: this.timeoutMs,
      bodyTimeout: this.timeoutMs,
    });
    return this.dispatcher;
  }
}

function checkedAttempts(attempts: number): number {
  if (!Number.isInteger(attempts) || attempts < 1) throw new RangeError('maxAttempts must be an integer >= 1');
  return attempts;
}

function wrapResponse(response: RawResponse, context: CallContext): HttpResponse {
  const raw = response.body;
  let closed = false;
  const release = (): void => {
    if (!raw.destroyed) raw.destroy();
  };
  async function* chunks(): AsyncGenerator<Uint8Array> {
    try {
      for await (const chunk of raw as AsyncIterable<Uint8Array>) yield chunk;
    } catch (error) {
      if (closed) return;
      throw transportFailure(error, 'body', context);
    } finally {
      release();
    }
  }
  return {
    status: response.statusCode,
    headers: response.headers,
    body: { [Symbol.asyncIterator]: chunks },
    text: async (limit = DEFAULT_MAX_RESPONSE_BYTES) => {
      try {
        return (await readCappedBody(raw, limit)).text;
      } catch (error) {
        throw transportFailure(error, 'body', context);
      }
    },
    close: () => {
      closed = true;
      release();
    },
  };
}

function transportFailure(error: unknown, stage: 'request' | 'body', context: CallContext): HttpClientError {
  if (error instanceof HttpClientError) return error;
  if (context.signal?.aborted) return cancelled(context);
  const transportCode = transportCodeOf(error);
  const seconds = context.timeoutMs / 1000;
  const base = { transportCode, cause: error };
  const { describe } = context;
  if (transportCode === 'UND_ERR_CONNECT_TIMEOUT') {
    return new HttpClientError('timeout', `${describe}: could not connect within ${seconds} s`, { ...base, phase: 'connect' });
  }
  if (transportCode === 'UND_ERR_HEADERS_TIMEOUT') {
    return new HttpClientError('timeout', `${describe}: no response within ${seconds} s`, { ...base, phase: 'headers' });
  }
  if (transportCode === 'UND_ERR_BODY_TIMEOUT') {
    return new HttpClientError('timeout', `${describe}: the response sent nothing for ${context.idleMs / 1000} s`, { ...base, phase: 'body' });
  }
  const reason = transportCode ?? redactSecrets(error instanceof Error ? error.message : String(error), secretsOf(context));
  if (stage === 'body') {
    return new HttpClientError('network', `${describe}: the connection broke (${reason})`, { ...base, phase: 'body' });
  }
  const phase: HttpClientErrorPhase = transportCode !== undefined && NOT_SENT_CODES.has(transportCode) ? 'connect' : 'headers';
  return new HttpClientError('network', `${describe}: cannot reach ${hostOf(context.url)} (${reason})`, { ...base, phase });
}

/** The code of a socket or undici error; Node wraps them (ECONNREFUSED inside an AggregateError or a `cause`). */
function transportCodeOf(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && typeof current === 'object' && current !== null; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    const errors = (current as { errors?: unknown }).errors;
    current = Array.isArray(errors) && errors.length > 0 ? errors[0] : (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** What a message quoting the server or the socket is scrubbed of. */
function secretsOf(context: CallContext): readonly (string | null | undefined)[] {
  return context.secrets === undefined ? [context.bearerToken] : [context.bearerToken, ...context.secrets];
}

function cancelled(context: CallContext): HttpClientError {
  return new HttpClientError('cancelled', `${context.describe}: cancelled`);
}

function describeRequest(request: HttpRequest): string {
  try {
    const url = new URL(request.url);
    return `${request.method} ${url.origin}${url.pathname}`;
  } catch {
    return request.method;
  }
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return 'the endpoint';
  }
}
