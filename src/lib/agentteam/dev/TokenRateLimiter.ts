import { hashToken } from './ids.js';

export interface RateLimit {
  /** Requests allowed per token in each window. */
  readonly requests: number;
  readonly windowMs: number;
}

export type RateDecision = { readonly ok: true } | { readonly ok: false; readonly retryAfterSeconds: number };

/**
 * A fixed-window limit per bearer token (contract: `429 rate_limited` with `Retry-After`). Keys
 * are token hashes, so no plaintext token is held in memory longer than the request. Wall-clock
 * time, not the platform's injectable clock.
 */
export class TokenRateLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(
    private readonly limit: RateLimit,
    private readonly now: () => number = Date.now,
  ) {}

  take(bearer: string): RateDecision {
    const now = this.now();
    const key = hashToken(bearer);
    let window = this.windows.get(key);
    if (window === undefined || now - window.start >= this.limit.windowMs) {
      if (this.windows.size > 10_000) this.prune(now);
      window = { start: now, count: 0 };
      this.windows.set(key, window);
    }
    window.count += 1;
    if (window.count <= this.limit.requests) return { ok: true };
    return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((window.start + this.limit.windowMs - now) / 1000)) };
  }

  private prune(now: number): void {
    for (const [key, window] of this.windows) if (now - window.start >= this.limit.windowMs) this.windows.delete(key);
  }
}
