/**
 * POSTs a JSON body and yields the server-sent events of the response: the one piece of HTTP both
 * provider clients share. It owns timeouts, retries, cancellation and the mapping of transport
 * failures to LlmError, so the protocol clients only translate events.
 *
 * - Timeout (`timeoutSeconds`, the CLI's --timeout-seconds): bounds connecting, waiting for the
 *   response headers, and every silence between two chunks of the stream. It is not a deadline
 *   for the whole answer, which may legitimately stream for minutes. A timeout is not retried:
 *   retrying would multiply the wait the user asked to bound.
 * - Retries: 429, 5xx and network failures are retried (up to `maxAttempts` attempts in all) only
 *   while no byte of a successful response has been consumed, so no delta is ever delivered twice.
 *   The wait is the provider's `retry-after` when given (a wait longer than `maxRetryAfterMs` is
 *   not worth blocking a turn on, so the error is raised at once), else full-jitter backoff.
 * - Cancellation: the request's AbortSignal aborts the connection (and any retry wait) at once;
 *   the iterator then throws LlmError `cancelled`.
 * undici is imported on first use: it costs ~140 ms to load and most commands never call a model.
 */
import { abortableSleep } from '../shared/abortableSleep.js';
import { readCappedBody } from '../shared/readCappedBody.js';
import { createParser, type EventSourceMessage } from 'eventsource-parser';
import type { Dispatcher } from 'undici';
import { LlmError, redactSecrets } from './errors.js';
import { backoffDelayMs, parseRetryAfterMs, type RetryTuning } from '../shared/retryDelay.js';

export type { EventSourceMessage };

/** Defaults: 3 attempts, backoff caps 500 ms then 8 s, retry-after honoured up to 60 s. */
export interface HttpClientOptions extends RetryTuning {
  /** Seconds; default 90. Must be finite and > 0. */
  readonly timeoutSeconds?: number;
}

export interface EventStreamRequest {
  readonly url: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: unknown;
  readonly signal?: AbortSignal;
  /** Names the call in error messages, e.g. `backend 'openai' (model 'gpt-4o')`. */
  readonly describe: string;
  /** Values to scrub from any provider text quoted in an error (the API key). */
  readonly secrets: readonly (string | null | undefined)[];
  /** Pulls a human message out of a provider's JSON error body. */
  readonly errorMessageOf?: (body: unknown) => string | undefined;
}

export const DEFAULT_TIMEOUT_SECONDS = 90;
export const DEFAULT_MAX_ATTEMPTS = 3;

/** An SSE line longer than this is a broken or hostile server, not a model answer. */
const MAX_SSE_BUFFER_CHARS = 16 * 1024 * 1024;
const MAX_ERROR_BODY_BYTES = 16 * 1024;

const NETWORK_ERROR_CODES = new Set([
  'ECONNREFUSED', 'ECONNRESET', 'ENOTFOUND', 'EAI_AGAIN', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH',
  'ENETUNREACH', 'ENETDOWN', 'UND_ERR_SOCKET', 'UND_ERR_CLOSED',
]);

type Undici = typeof import('undici');
let undiciModule: Promise<Undici> | undefined;
function loadUndici(): Promise<Undici> {
  undiciModule ??= import('undici');
  return undiciModule;
}

export class EventStreamTransport {
  readonly timeoutMs: number;
  private readonly maxAttempts: number;
  private readonly retryBaseDelayMs: number;
  private readonly retryMaxDelayMs: number;
  private readonly maxRetryAfterMs: number;
  private readonly sleep: (ms: number, signal: AbortSignal | undefined) => Promise<void>;
  private readonly random: () => number;
  private dispatcher: Dispatcher | undefined;

  constructor(options: HttpClientOptions = {}) {
    const seconds = options.timeoutSeconds ?? DEFAULT_TIMEOUT_SECONDS;
    if (!Number.isFinite(seconds) || seconds <= 0) throw new RangeError('timeoutSeconds must be finite and > 0');
    const attempts = options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
    if (!Number.isInteger(attempts) || attempts < 1) throw new RangeError('maxAttempts must be an integer >= 1');
    this.timeoutMs = Math.ceil(seconds * 1000);
    this.maxAttempts = attempts;
    this.retryBaseDelayMs = options.retryBaseDelayMs ?? 500;
    this.retryMaxDelayMs = options.retryMaxDelayMs ?? 8000;
    this.maxRetryAfterMs = options.maxRetryAfterMs ?? 60_000;
    this.sleep = options.sleep ?? abortableSleep;
    this.random = options.random ?? Math.random;
  }

  /** Closes pooled connections; the transport stays usable (a new pool is made on next use). */
  async close(): Promise<void> {
    const dispatcher = this.dispatcher;
    this.dispatcher = undefined;
    await dispatcher?.close();
  }

  async *stream(request: EventStreamRequest): AsyncGenerator<EventSourceMessage> {
    const { signal } = request;
    if (signal?.aborted) throw cancelled(request);
    const undici = await loadUndici();
    this.dispatcher ??= new undici.Agent({
      connect: { timeout: this.timeoutMs },
      headersTimeout: this.timeoutMs,
      bodyTimeout: this.timeoutMs,
    });
    const payload = JSON.stringify(request.body);
    let response: Dispatcher.ResponseData | undefined;
    for (let attempt = 1; response === undefined; attempt += 1) {
      if (signal?.aborted) throw cancelled(request);
      let failure: LlmError;
      let waitMs: number | null = null;
      try {
        const candidate = await undici.request(request.url, {
          method: 'POST',
          headers: { ...request.headers, 'content-type': 'application/json' },
          body: payload,
          dispatcher: this.dispatcher,
          headersTimeout: this.timeoutMs,
          bodyTimeout: this.timeoutMs,
          ...(signal === undefined ? {} : { signal }),
        });
        if (candidate.statusCode >= 200 && candidate.statusCode < 300) {
          response = candidate;
          break;
        }
        failure = await this.statusError(candidate, request);
        waitMs = parseRetryAfterMs(candidate.headers);
      } catch (error) {
        failure = transportError(error, request, this.timeoutMs, 'connect');
      }
      if (!failure.retryable || failure.code === 'timeout' || attempt >= this.maxAttempts) throw failure;
      if (waitMs !== null && waitMs > this.maxRetryAfterMs) throw failure;
      const delay = waitMs ?? backoffDelayMs(attempt, {
        baseDelayMs: this.retryBaseDelayMs,
        maxDelayMs: this.retryMaxDelayMs,
        random: this.random,
      });
      try {
        await this.sleep(delay, signal);
      } catch {
        throw cancelled(request);
      }
    }

    const body = response.body;
    try {
      const contentType = headerValue(response.headers['content-type']) ?? '';
      if (contentType.includes('application/json')) {
        // Some gateways answer a streaming request with a plain JSON error and status 200.
        const text = await readCappedBody(body, MAX_ERROR_BODY_BYTES);
        throw new LlmError('stream_error', `${request.describe} answered with JSON instead of an event stream: ${providerMessage(text, request)}`);
      }
      const events: EventSourceMessage[] = [];
      let parseFailure: Error | undefined;
      const parser = createParser({
        onEvent: (event) => events.push(event),
        onError: (error) => {
          if (error.type === 'max-buffer-size-exceeded') parseFailure = error;
        },
        maxBufferSize: MAX_SSE_BUFFER_CHARS,
      });
      const decoder = new TextDecoder();
      for await (const chunk of body as AsyncIterable<Uint8Array>) {
        parser.feed(decoder.decode(chunk, { stream: true }));
        if (parseFailure !== undefined) {
          throw new LlmError('stream_error', `${request.describe} sent an event larger than ${MAX_SSE_BUFFER_CHARS} characters`);
        }
        // Events are handed out as they are parsed, so a slow consumer pauses the socket read.
        for (let i = 0; i < events.length; i += 1) yield events[i] as EventSourceMessage;
        events.length = 0;
      }
      parser.feed(decoder.decode());
      for (const event of events) yield event;
    } catch (error) {
      if (error instanceof LlmError) throw error;
      throw transportError(error, request, this.timeoutMs, 'stream');
    } finally {
      // Stops the download when the consumer stops early (break, cancel, error).
      if (!body.destroyed) body.destroy();
    }
  }

  private async statusError(response: Dispatcher.ResponseData, request: EventStreamRequest): Promise<LlmError> {
    const status = response.statusCode;
    let text = '';
    try {
      text = await readCappedBody(response.body, MAX_ERROR_BODY_BYTES);
    } catch {
      // The status alone is enough to report.
    }
    const detail = providerMessage(text, request);
    const suffix = detail === '' ? '' : `: ${detail}`;
    if (status === 429) {
      return new LlmError('rate_limited', `${request.describe} is rate limited (HTTP 429)${suffix}`, { status, retryable: true });
    }
    const retryable = status >= 500 || status === 408;
    const hint = status === 401 || status === 403 ? ' (check the API key)' : '';
    return new LlmError('http_error', `${request.describe} failed with HTTP ${status}${hint}${suffix}`, { status, retryable });
  }
}

function providerMessage(text: string, request: EventStreamRequest): string {
  let message: string | undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    message = request.errorMessageOf?.(parsed) ?? defaultErrorMessage(parsed);
  } catch {
    message = text.trim();
  }
  const short = (message ?? '').replace(/\s+/g, ' ').slice(0, 500);
  return redactSecrets(short, request.secrets.filter((s): s is string => typeof s === 'string'));
}

/** `{error: {message}}` (OpenAI, Anthropic and most compatible servers) or `{error: "text"}` / `{message}`. */
export function defaultErrorMessage(body: unknown): string | undefined {
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

function transportError(error: unknown, request: EventStreamRequest, timeoutMs: number, phase: 'connect' | 'stream'): LlmError {
  if (request.signal?.aborted) return cancelled(request);
  const code = errorCode(error);
  const seconds = timeoutMs / 1000;
  if (code === 'UND_ERR_CONNECT_TIMEOUT') {
    return new LlmError('timeout', `${request.describe}: could not connect within ${seconds} s`, { cause: error });
  }
  if (code === 'UND_ERR_HEADERS_TIMEOUT') {
    return new LlmError('timeout', `${request.describe}: no response within ${seconds} s`, { cause: error });
  }
  if (code === 'UND_ERR_BODY_TIMEOUT') {
    return new LlmError('timeout', `${request.describe}: the stream sent nothing for ${seconds} s`, { cause: error });
  }
  if (code !== undefined && NETWORK_ERROR_CODES.has(code)) {
    const what = phase === 'connect' ? `cannot reach ${hostOf(request.url)}` : 'the connection broke during the stream';
    return new LlmError('network', `${request.describe}: ${what} (${code})`, { retryable: true, cause: error });
  }
  const message = error instanceof Error ? error.message : String(error);
  return new LlmError(phase === 'connect' ? 'network' : 'stream_error', `${request.describe}: ${redactSecrets(message, request.secrets.filter((s): s is string => typeof s === 'string'))}`, {
    retryable: phase === 'connect',
    cause: error,
  });
}

function errorCode(error: unknown): string | undefined {
  let current: unknown = error;
  // Node wraps socket errors (e.g. ECONNREFUSED inside an AggregateError or a `cause`).
  for (let depth = 0; depth < 4 && typeof current === 'object' && current !== null; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    const errors = (current as { errors?: unknown }).errors;
    current = Array.isArray(errors) && errors.length > 0 ? errors[0] : (current as { cause?: unknown }).cause;
  }
  return undefined;
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return 'the endpoint';
  }
}

function cancelled(request: EventStreamRequest): LlmError {
  return new LlmError('cancelled', `${request.describe}: call cancelled`);
}

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}
