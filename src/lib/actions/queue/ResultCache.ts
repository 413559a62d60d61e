interface Entry {
  readonly fingerprint: string;
  readonly result: unknown;
  readonly expiresAt: number;
}

/**
 * Completed results by message id (contract §7): LRU by a Map's insertion order, plus a TTL.
 * In memory only: a restart, expiry or eviction lets a request run again (at-least-once).
 */
export class ResultCache {
  readonly #entries = new Map<string, Entry>();

  constructor(
    private readonly maxSize: number,
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  get(messageId: string): { fingerprint: string; result: unknown } | undefined {
    const entry = this.#entries.get(messageId);
    if (entry === undefined) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.#entries.delete(messageId);
      return undefined;
    }
    this.#entries.delete(messageId); // most recently used last
    this.#entries.set(messageId, entry);
    return entry;
  }

  set(messageId: string, fingerprint: string, result: unknown): void {
    if (this.maxSize <= 0 || this.ttlMs <= 0) return;
    this.#entries.delete(messageId);
    this.#entries.set(messageId, { fingerprint, result, expiresAt: this.now() + this.ttlMs });
    while (this.#entries.size > this.maxSize) {
      const oldest = this.#entries.keys().next();
      if (oldest.done) break;
      this.#entries.delete(oldest.value);
    }
  }

  get size(): number {
    return this.#entries.size;
  }
}
