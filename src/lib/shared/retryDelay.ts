/**
 * Backoff between attempts of one model call: exponential with full jitter (a uniformly random
 * wait between 0 and the exponential cap, so clients that failed together do not retry together),
 * unless the provider said how long to wait with `retry-after`.
 */

export interface RetryDelayOptions {
  /** Cap of the first retry's wait, in ms. */
  readonly baseDelayMs: number;
  /** Upper bound of any computed wait, in ms. */
  readonly maxDelayMs: number;
  /** Returns a number in [0, 1); injectable for tests. */
  readonly random: () => number;
}

/** `attempt` is the 1-based number of the attempt that just failed. */
export function backoffDelayMs(attempt: number, options: RetryDelayOptions): number {
  const cap = Math.min(options.maxDelayMs, options.baseDelayMs * 2 ** (attempt - 1));
  return Math.floor(options.random() * cap);
}

/**
 * `retry-after` is either delta-seconds or an HTTP date (RFC 9110 §10.2.3); OpenAI also sends
 * `retry-after-ms`, which is more precise and therefore preferred. Returns null when absent or
 * unparseable, and never a negative wait (a date in the past means "now").
 */
export function parseRetryAfterMs(
  headers: Readonly<Record<string, string | string[] | undefined>>,
  now: number = Date.now(),
): number | null {
  const ms = single(headers['retry-after-ms']);
  if (ms !== undefined && /^\s*\d+(\.\d+)?\s*$/.test(ms)) return Math.max(0, Math.ceil(Number(ms)));
  const value = single(headers['retry-after']);
  if (value === undefined) return null;
  const trimmed = value.trim();
  if (/^\d+(\.\d+)?$/.test(trimmed)) return Math.ceil(Number(trimmed) * 1000);
  const date = Date.parse(trimmed);
  if (Number.isNaN(date)) return null;
  return Math.max(0, date - now);
}

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/**
 * How an HTTP client retries 429, 5xx and network failures. Shared by the model clients and the
 * AgentTeam Runtime API client; each documents its own defaults.
 */
export interface RetryTuning {
  /** Attempts in all, first one included. */
  readonly maxAttempts?: number;
  /** Backoff cap of the first retry, ms. */
  readonly retryBaseDelayMs?: number;
  /** Backoff cap of any retry, ms. */
  readonly retryMaxDelayMs?: number;
  /** Longest `retry-after` honoured, ms. */
  readonly maxRetryAfterMs?: number;
  /** Waits between attempts; must reject promptly when the signal aborts. Injectable for tests. */
  readonly sleep?: (ms: number, signal: AbortSignal | undefined) => Promise<void>;
  /** Source of jitter in [0, 1); injectable for tests. */
  readonly random?: () => number;
}
