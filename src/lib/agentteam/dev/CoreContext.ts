/**
 * What every part of the platform core shares: the store, the delivery policy and hooks, and the
 * clock. DevPlatformCore creates one and hands it to each of its parts.
 */
import type { DevStore } from './DevStore.js';

export interface DeliveryPolicy {
  /** Lease of each attempt, renewed by every successful reply (contract default 60 s). */
  readonly leaseSeconds: number;
  /** Backoff before attempt n+1 is base * 2^(n-1): 1 s, 2 s, 4 s, 8 s by default. */
  readonly retryBackoffMs: number;
  /** Attempts before the delivery fails with attempts_exhausted (contract: 5). */
  readonly maxAttempts: number;
  /** How long a delivery token authorizes calls for its delivery. */
  readonly deliveryTokenTtlSeconds: number;
}

export const DEFAULT_DELIVERY_POLICY: DeliveryPolicy = { leaseSeconds: 60, retryBackoffMs: 1000, maxAttempts: 5, deliveryTokenTtlSeconds: 24 * 3600 };

export interface CoreOptions extends DeliveryPolicy {
  /** Unix milliseconds; injectable so that tests can move time (token expiry, leases). */
  readonly clock: () => number;
  /** Called when something may be dispatchable now (new delivery, attempt ended, heartbeat). */
  readonly onChange: () => void;
  readonly log: (line: string) => void;
}

export class CoreContext {
  constructor(
    readonly store: DevStore,
    readonly options: CoreOptions,
  ) {}

  now(): number {
    return this.options.clock();
  }
}
