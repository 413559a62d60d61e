/**
 * The delivery lifecycle the dispatcher drives: starting an attempt (a lease and a fresh delivery
 * token), ending one that did not finish the delivery (retry with backoff, or attempts_exhausted),
 * and ending attempts whose lease ran out or whose runner stream is gone.
 */
import type { MentionPayload } from '../../../../generated/agentteam/types.js';
import type { CoreContext } from './CoreContext.js';
import type { AttemptRow, TransportName } from './DevStore.js';
import { hashToken, newId, newSecret, TOKEN_PREFIX } from './ids.js';
import type { EnvelopeFields } from './payload.js';
import { iso } from './views.js';

/** Delivery statuses no attempt can change any more. */
export const TERMINAL_STATUSES: ReadonlySet<string> = new Set(['completed', 'failed', 'canceled']);

export interface StartedAttempt {
  readonly attempt: AttemptRow;
  readonly envelope: EnvelopeFields;
}

export class DeliveryLifecycle {
  constructor(private readonly ctx: CoreContext) {}

  /**
   * Starts the next attempt of a pending delivery: a lease, a fresh delivery token, the envelope
   * fields. `leaseMs` shortens the lease (a simulated lost attempt).
   */
  startAttempt(deliveryId: string, transport: TransportName, streamSession: string | null, leaseMs?: number): StartedAttempt | undefined {
    return this.ctx.store.transaction(() => {
      const delivery = this.ctx.store.getDelivery(deliveryId);
      if (delivery === undefined || delivery.status !== 'pending') return undefined;
      const now = this.ctx.now();
      const number = delivery.attempt_count + 1;
      const attemptId = newId('att');
      const deliveryToken = newSecret(TOKEN_PREFIX.delivery);
      const leaseExpiresAt = now + (leaseMs ?? this.ctx.options.leaseSeconds * 1000);
      this.ctx.store.insertAttempt({ attempt_id: attemptId, delivery_id: deliveryId, number, transport, stream_session: streamSession, lease_expires_at: leaseExpiresAt, started_at: now });
      this.ctx.store.insertToken({
        token_hash: hashToken(deliveryToken),
        kind: 'delivery',
        user_id: null,
        installation_id: delivery.installation_id,
        delivery_id: deliveryId,
        attempt_id: attemptId,
        created_at: now,
        expires_at: now + this.ctx.options.deliveryTokenTtlSeconds * 1000,
      });
      this.ctx.store.updateDelivery({ ...delivery, status: 'delivered', attempt_count: number, current_attempt_id: attemptId, next_attempt_at: null, updated_at: now });
      const attempt = this.ctx.store.getAttempt(attemptId)!;
      return {
        attempt,
        envelope: {
          envelopeId: delivery.envelope_id,
          deliveryId,
          attemptId,
          eventType: delivery.event_type,
          deliveryToken,
          issuedAt: iso(now),
          payload: JSON.parse(delivery.payload) as MentionPayload,
          leaseSeconds: this.ctx.options.leaseSeconds,
        },
      };
    });
  }

  /**
   * Ends an active attempt that did not finish the delivery (callback non-2xx or timeout, stream
   * disconnect, lease expiry). The delivery is retried after the policy's backoff, or fails with
   * attempts_exhausted after the last attempt. False when the attempt was not active. `detail`
   * says why in words (the error of an unreachable callback), for whoever reads the delivery.
   */
  endAttempt(attemptId: string, reason: string, detail?: string): boolean {
    const outcome = this.ctx.store.transaction(() => {
      const attempt = this.ctx.store.getAttempt(attemptId);
      if (attempt === undefined || attempt.status !== 'active') return undefined;
      const now = this.ctx.now();
      this.ctx.store.endAttempt(attemptId, 'ended', reason, now, detail ?? null);
      const delivery = this.ctx.store.getDelivery(attempt.delivery_id);
      if (delivery === undefined || delivery.status !== 'delivered' || delivery.current_attempt_id !== attemptId) return { attempt, next: 'none' as const };
      if (delivery.attempt_count >= delivery.max_attempts) {
        this.ctx.store.updateDelivery({
          ...delivery,
          status: 'failed',
          current_attempt_id: null,
          next_attempt_at: null,
          failure_code: 'attempts_exhausted',
          failure_message: `${delivery.attempt_count} attempts failed; the last one ended with ${reason}${detail !== undefined ? `: ${detail}` : ''}`,
          updated_at: now,
        });
        return { attempt, next: 'failed' as const };
      }
      const backoff = this.ctx.options.retryBackoffMs * 2 ** (delivery.attempt_count - 1);
      this.ctx.store.updateDelivery({ ...delivery, status: 'pending', current_attempt_id: null, next_attempt_at: now + backoff, updated_at: now });
      return { attempt, next: 'retry' as const, backoff };
    });
    if (outcome === undefined) return false;
    const { attempt } = outcome;
    const tail = outcome.next === 'failed' ? '; delivery failed: attempts_exhausted' : outcome.next === 'retry' ? `; retry in ${outcome.backoff} ms` : '';
    this.ctx.options.log(`delivery ${attempt.delivery_id} attempt ${attempt.number} ended: ${reason}${tail}`);
    this.ctx.options.onChange();
    return true;
  }

  /** Ends every attempt whose lease has run out; returns how many. */
  expireLeases(): number {
    let count = 0;
    for (const attempt of this.ctx.store.expiredAttempts(this.ctx.now())) if (this.endAttempt(attempt.attempt_id, 'lease_expired')) count += 1;
    return count;
  }

  /** After a restart no runner stream from before is connected: their attempts ended with the process. */
  recoverStreamAttempts(): number {
    let count = 0;
    for (const attempt of this.ctx.store.activeStreamAttempts()) if (this.endAttempt(attempt.attempt_id, 'stream_disconnected')) count += 1;
    return count;
  }
}
