/**
 * POSTs a JSON body and yields the server-sent events of the response: the one piece of HTTP both
 * provider clients share. Sending, retries, timeouts and cancellation are the shared HttpClient's
 * (lib/http); this file only sets the model calls' policy and maps its failures to LlmError, so
 * the protocol clients only translate events.
 *
 * - Timeout (`timeoutSeconds`, the CLI's --timeout-seconds): bounds connecting, waiting for the
 *   response headers, and every silence between two chunks of the stream. It is not a deadline
 *   for the whole answer, which may legitimately stream for minutes. A timeout is not retried:
 *   retrying would multiply the wait the user asked to bound.
 * - Retries: 408, 429, 5xx and network failures are retried (up to `maxAttempts` attempts in all)
 *   only while no byte of a successful response has been consumed, so no delta is ever delivered
 *   twice. The wait is the provider's `retry-after` when given (a wait longer than
 *   `maxRetryAfterMs` is not worth blocking a turn on, so the error is raised at once), else
 *   full-jitter backoff.
 * - Cancellation: the request's AbortSignal aborts the connection (and any retry wait) at once;
 *   the iterator then throws LlmError `cancelled`.
 */
import { createParser, type EventSourceMessage } from 'eventsource-parser';
import { HttpClient, HttpClientError, quotedErrorText, type HttpResponse } from '../http/index.js';
import type { RetryTuning } from '../shared/retryDelay.js';
import { redactSecrets } from '../shared/redactSecrets.js';
import { LlmError } from './errors.js';

export type { EventSourceMessage };

/** Defaults: 3 attempts, backoff caps 500 ms then 8 s, retry-after honoured up to 60 s. */
export interface HttpClientOptions extends RetryTuning {
  /** Seconds; default 90. Must be finite and > 0. */
  readonly timeoutSeconds?: number;
}

/**
 * What a provider's texts are scrubbed of: the API key and the values of the endpoint's custom
 * `headers` from settings (a gateway's key is often one of them).
 */
export function endpointSecrets(apiKey: string | null, headers: Readonly<Record<string, string>>): readonly (string | null)[] {
  return [apiKey, ...Object.values(headers)];
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
}

export const DEFAULT_TIMEOUT_SECONDS = 90;
export const DEFAULT_MAX_ATTEMPTS = 3;

/** An SSE line longer than this is a broken or hostile server, not a model answer. */
const MAX_SSE_BUFFER_CHARS = 16 * 1024 * 1024;
const MAX_ERROR_BODY_BYTES = 16 * 1024;

/** Some gateways answer 408 when a model took too long to start; a new attempt may be quicker. */
const isRetryableStatus = (status: number): boolean => status >= 500 || status === 408;

export class EventStreamTransport {
  private readonly http: HttpClient;

  constructor(options: HttpClientOptions = {}) {
    this.http = new HttpClient({
      ...options,
      timeoutSeconds: options.timeoutSeconds ?? DEFAULT_TIMEOUT_SECONDS,
      maxAttempts: options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
      retryMaxDelayMs: options.retryMaxDelayMs ?? 8000,
      retryStatus: isRetryableStatus,
      maxErrorBodyBytes: MAX_ERROR_BODY_BYTES,
    });
  }

  /** Closes pooled connections; the transport stays usable (a new pool is made on next use). */
  close(): Promise<void> {
    return this.http.close();
  }

  /**
   * The response's events, one array per network read: a client handles a read's events in one
   * go (one async hop per read, not per event; see StreamBatch).
   */
  async *stream(request: EventStreamRequest): AsyncGenerator<EventSourceMessage[]> {
    let response: HttpResponse;
    try {
      response = await this.http.open({
        method: 'POST',
        url: request.url,
        headers: request.headers,
        json: request.body,
        describe: request.describe,
        secrets: request.secrets,
        idempotent: true,
        signal: request.signal,
      });
    } catch (error) {
      throw llmErrorOf(error, request);
    }
    try {
      const contentType = headerValue(response.headers['content-type']) ?? '';
      if (contentType.includes('application/json')) {
        // Some gateways answer a streaming request with a plain JSON error and status 200.
        const text = await response.text(MAX_ERROR_BODY_BYTES);
        throw new LlmError('stream_error', `${request.describe} answered with JSON instead of an event stream: ${providerMessage(text, request)}`);
      }
      let events: EventSourceMessage[] = [];
      let parseFailure: Error | undefined;
      const parser = createParser({
        onEvent: (event) => events.push(event),
        onError: (error) => {
          if (error.type === 'max-buffer-size-exceeded') parseFailure = error;
        },
        maxBufferSize: MAX_SSE_BUFFER_CHARS,
      });
      const decoder = new TextDecoder();
      for await (const chunk of response.body) {
        parser.feed(decoder.decode(chunk, { stream: true }));
        if (parseFailure !== undefined) {
          throw new LlmError('stream_error', `${request.describe} sent an event larger than ${MAX_SSE_BUFFER_CHARS} characters`);
        }
        // Events are handed out as they are parsed, so a slow consumer pauses the socket read.
        if (events.length > 0) {
          const read = events;
          events = [];
          yield read;
        }
      }
      parser.feed(decoder.decode());
      if (events.length > 0) yield events;
    } catch (error) {
      if (error instanceof LlmError) throw error;
      throw llmErrorOf(error, request);
    } finally {
      // Stops the download when the consumer stops early (break, cancel, error).
      response.close();
    }
  }
}

/** Maps the shared client's failures to the LLM layer's codes (timeouts and cancellations are never retryable). */
function llmErrorOf(error: unknown, request: EventStreamRequest): LlmError {
  if (!(error instanceof HttpClientError)) {
    const message = error instanceof Error ? error.message : String(error);
    return new LlmError('stream_error', `${request.describe}: ${redactSecrets(message, request.secrets)}`, { cause: error });
  }
  switch (error.code) {
    case 'cancelled':
      return new LlmError('cancelled', `${request.describe}: call cancelled`);
    case 'timeout':
      return new LlmError('timeout', error.message, { cause: error });
    case 'http_status':
      return statusError(error, request);
    default:
      if (error.phase !== 'body') return new LlmError('network', error.message, { retryable: true, cause: error });
      // Mid-stream, only a socket failure is worth a new call; anything else is a broken stream.
      if (error.transportCode !== undefined) {
        return new LlmError('network', `${request.describe}: the connection broke during the stream (${error.transportCode})`, { retryable: true, cause: error });
      }
      return new LlmError('stream_error', error.message, { cause: error });
  }
}

function statusError(error: HttpClientError, request: EventStreamRequest): LlmError {
  const status = error.status ?? 0;
  const detail = providerMessage(error.body ?? '', request);
  const suffix = detail === '' ? '' : `: ${detail}`;
  if (status === 429) {
    return new LlmError('rate_limited', `${request.describe} is rate limited (HTTP 429)${suffix}`, { status, retryable: true });
  }
  const retryable = isRetryableStatus(status);
  const hint = status === 401 || status === 403 ? ' (check the API key)' : '';
  return new LlmError('http_error', `${request.describe} failed with HTTP ${status}${hint}${suffix}`, { status, retryable });
}

/** A provider's error text for a message; the HTTP client scrubbed only the error bodies it read. */
function providerMessage(text: string, request: EventStreamRequest): string {
  return redactSecrets(quotedErrorText(text, 500), request.secrets);
}

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}
