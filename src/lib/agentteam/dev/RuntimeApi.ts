/**
 * The Runtime API an App calls with its runner token or a delivery token: heartbeats, and the
 * reply effects, ack, fail and context of a delivery's current attempt.
 */
import type {
  AckRequest,
  ContextResponse,
  DeliveryStateResponse,
  FailRequest,
  HeartbeatRequest,
  HeartbeatResponse,
  ReplyRequest,
  ReplyResponse,
} from '../../../../generated/agentteam/types.js';
import type { RuntimeActor } from './AccessControl.js';
import type { CoreContext } from './CoreContext.js';
import { TERMINAL_STATUSES, type DeliveryLifecycle } from './DeliveryLifecycle.js';
import { DevPlatformError } from './DevPlatformError.js';
import type { AttemptRow, DeliveryRow } from './DevStore.js';
import { newId } from './ids.js';
import { contextMessageView, iso } from './views.js';

export class RuntimeApi {
  constructor(
    private readonly ctx: CoreContext,
    private readonly lifecycle: DeliveryLifecycle,
  ) {}

  heartbeat(actor: RuntimeActor, request: HeartbeatRequest): HeartbeatResponse {
    if (actor.kind !== 'runner') throw new DevPlatformError('not_permitted', 'heartbeats take the runner token');
    const now = this.ctx.now();
    const max = request.capabilities?.maxConcurrency;
    this.ctx.store.upsertHeartbeat({
      installation_id: actor.app.installation_id,
      runner_id: request.runnerId,
      runner_version: request.runnerVersion ?? null,
      capabilities: JSON.stringify(request.capabilities ?? {}),
      metadata: JSON.stringify(request.metadata ?? {}),
      max_concurrency: typeof max === 'number' ? max : null,
      received_at: now,
    });
    this.ctx.options.onChange();
    return { runnerId: request.runnerId, receivedAt: iso(now) };
  }

  /** Largest number of unfinished deliveries to push to a runner: its last heartbeat's maxConcurrency, else 1. */
  runnerConcurrency(installationId: string, runnerId: string | undefined): number {
    const heartbeat = (runnerId !== undefined ? this.ctx.store.getHeartbeat(installationId, runnerId) : undefined) ?? this.ctx.store.latestHeartbeat(installationId);
    return heartbeat?.max_concurrency ?? 1;
  }

  /** The delivery a runtime call names: 404 when unknown here, 403 for another App's or delivery's token. */
  private deliveryFor(actor: RuntimeActor, workspaceId: string, deliveryId: string): DeliveryRow {
    const delivery = this.ctx.store.getDelivery(deliveryId);
    if (delivery === undefined || delivery.workspace_id !== workspaceId) throw new DevPlatformError('delivery_not_found', `delivery ${deliveryId} not found`);
    if (actor.kind === 'delivery' && actor.deliveryId !== deliveryId) throw new DevPlatformError('not_permitted', 'this delivery token belongs to another delivery');
    if (delivery.installation_id !== actor.app.installation_id) throw new DevPlatformError('not_permitted', 'this delivery belongs to another App');
    return delivery;
  }

  /**
   * The attempt named by a reply/ack/fail/context call must be the delivery's current leased
   * attempt: a lease that ran out is 409 lease_expired, any other attempt 409 attempt_not_current.
   */
  private assertCurrentAttempt(delivery: DeliveryRow, attemptId: string): AttemptRow {
    const attempt = this.ctx.store.getAttempt(attemptId);
    if (attempt === undefined || attempt.delivery_id !== delivery.delivery_id) throw new DevPlatformError('attempt_not_current', `attempt ${attemptId} is not an attempt of delivery ${delivery.delivery_id}`);
    if (attempt.status === 'ended' && attempt.end_reason === 'lease_expired') throw new DevPlatformError('lease_expired', `the lease of attempt ${attemptId} expired`);
    if (attempt.status !== 'active' || delivery.current_attempt_id !== attemptId) throw new DevPlatformError('attempt_not_current', `attempt ${attemptId} is not the current attempt`);
    // Callers run expireLeases() first, so an expired lease has already ended the attempt; this
    // only guards the same millisecond.
    if (attempt.lease_expires_at <= this.ctx.now()) throw new DevPlatformError('lease_expired', `the lease of attempt ${attemptId} expired`);
    return attempt;
  }

  private assertNotCanceled(delivery: DeliveryRow): void {
    if (delivery.status === 'canceled') throw new DevPlatformError('delivery_canceled', `delivery ${delivery.delivery_id} was canceled`);
  }

  private effectView(effect: { effect_id: string; message_id: string; delivery_id: string; attempt_id: string; idempotency_key: string; created_at: number }): ReplyResponse {
    return { effectId: effect.effect_id, messageId: effect.message_id, deliveryId: effect.delivery_id, attemptId: effect.attempt_id, idempotencyKey: effect.idempotency_key, createdAt: iso(effect.created_at) };
  }

  /**
   * A reply effect: a visible message written as the App's service member. The same idempotency
   * key with the same content returns the first effect (also from a later attempt, which is how a
   * redelivered attempt avoids duplicates); other content is 409 idempotency_conflict. A reply
   * renews the lease.
   */
  reply(actor: RuntimeActor, workspaceId: string, deliveryId: string, request: ReplyRequest): ReplyResponse {
    // Leases that ran out end first (outside the transaction below, which may roll back).
    this.lifecycle.expireLeases();
    return this.ctx.store.transaction(() => {
      const delivery = this.deliveryFor(actor, workspaceId, deliveryId);
      this.assertNotCanceled(delivery);
      const existing = this.ctx.store.getEffectByKey(deliveryId, request.idempotencyKey);
      if (existing !== undefined) {
        if (existing.content !== request.content) throw new DevPlatformError('idempotency_conflict', `idempotency key ${request.idempotencyKey} was used with other content`);
        this.renewIfCurrent(delivery, request.attemptId);
        return this.effectView(existing);
      }
      if (TERMINAL_STATUSES.has(delivery.status)) throw new DevPlatformError('delivery_terminal', `delivery ${deliveryId} is already ${delivery.status}`);
      this.assertCurrentAttempt(delivery, request.attemptId);
      if (!this.ctx.store.isChannelApp(delivery.channel_id, delivery.installation_id)) throw new DevPlatformError('target_not_allowed', 'the App is no longer a member of the target channel');
      const now = this.ctx.now();
      const effectId = newId('eff');
      const messageId = newId('msg');
      this.ctx.store.insertMessage({
        message_id: messageId,
        workspace_id: workspaceId,
        channel_id: delivery.channel_id,
        thread_id: delivery.thread_id,
        reply_to_message_id: delivery.message_id,
        author_type: 'service',
        author_id: actor.app.service_member_id,
        author_name: actor.app.display_name,
        text: request.content,
        mentions: '[]',
        source_delivery_id: deliveryId,
        source_attempt_id: request.attemptId,
        source_effect_id: effectId,
        created_at: now,
      });
      const effect = { effect_id: effectId, delivery_id: deliveryId, attempt_id: request.attemptId, idempotency_key: request.idempotencyKey, content: request.content, metadata: request.metadata === undefined ? null : JSON.stringify(request.metadata), message_id: messageId, created_at: now };
      this.ctx.store.insertEffect(effect);
      this.ctx.store.renewLease(request.attemptId, now + this.ctx.options.leaseSeconds * 1000);
      return this.effectView(effect);
    });
  }

  private renewIfCurrent(delivery: DeliveryRow, attemptId: string): void {
    if (delivery.status === 'delivered' && delivery.current_attempt_id === attemptId) {
      const attempt = this.ctx.store.getAttempt(attemptId);
      if (attempt !== undefined && attempt.status === 'active' && attempt.lease_expires_at > this.ctx.now()) this.ctx.store.renewLease(attemptId, this.ctx.now() + this.ctx.options.leaseSeconds * 1000);
    }
  }

  ack(actor: RuntimeActor, workspaceId: string, deliveryId: string, request: AckRequest): DeliveryStateResponse {
    return this.finish(actor, workspaceId, deliveryId, request.attemptId, { status: 'completed', result: request.result });
  }

  fail(actor: RuntimeActor, workspaceId: string, deliveryId: string, request: FailRequest): DeliveryStateResponse {
    return this.finish(actor, workspaceId, deliveryId, request.attemptId, { status: 'failed', result: request.result, code: request.code, message: request.message });
  }

  /**
   * Ack and fail are terminal; repeating either (or the other one) for the attempt that ended the
   * delivery answers the current terminal state with 200.
   */
  private finish(
    actor: RuntimeActor,
    workspaceId: string,
    deliveryId: string,
    attemptId: string,
    outcome: { status: 'completed' | 'failed'; result: Record<string, unknown> | undefined; code?: string; message?: string },
  ): DeliveryStateResponse {
    this.lifecycle.expireLeases();
    const response = this.ctx.store.transaction((): DeliveryStateResponse => {
      const delivery = this.deliveryFor(actor, workspaceId, deliveryId);
      this.assertNotCanceled(delivery);
      if (delivery.status === 'completed' || delivery.status === 'failed') {
        if (delivery.current_attempt_id === attemptId) return { deliveryId, attemptId, status: delivery.status };
        throw new DevPlatformError('delivery_terminal', `delivery ${deliveryId} is already ${delivery.status}`);
      }
      this.assertCurrentAttempt(delivery, attemptId);
      const now = this.ctx.now();
      this.ctx.store.endAttempt(attemptId, outcome.status, null, now);
      this.ctx.store.updateDelivery({
        ...delivery,
        status: outcome.status,
        next_attempt_at: null,
        failure_code: outcome.code ?? null,
        failure_message: outcome.message ?? null,
        result: outcome.result === undefined ? null : JSON.stringify(outcome.result),
        updated_at: now,
      });
      return { deliveryId, attemptId, status: outcome.status };
    });
    this.ctx.options.log(`delivery ${deliveryId} ${response.status}${outcome.code !== undefined ? ` (${outcome.code})` : ''}`);
    this.ctx.options.onChange();
    return response;
  }

  /**
   * Delivery-bound context: the source message pinned, plus the history of its target (the
   * channel, or the thread) before `beforeSeq` (0 = now), newest last, deduplicated by id.
   */
  context(actor: RuntimeActor, workspaceId: string, deliveryId: string, query: { attemptId: string; limit: number; beforeSeq: number }): ContextResponse {
    this.lifecycle.expireLeases();
    const delivery = this.deliveryFor(actor, workspaceId, deliveryId);
    this.assertNotCanceled(delivery);
    if (TERMINAL_STATUSES.has(delivery.status)) throw new DevPlatformError('delivery_terminal', `delivery ${deliveryId} is already ${delivery.status}`);
    this.assertCurrentAttempt(delivery, query.attemptId);
    const source = this.ctx.store.getMessage(delivery.message_id);
    const before = query.beforeSeq > 0 ? query.beforeSeq : Number.MAX_SAFE_INTEGER;
    const rows = this.ctx.store.contextMessages(delivery.channel_id, delivery.thread_id, before, query.limit);
    const seen = new Set<string>(source !== undefined ? [source.message_id] : []);
    const messages = rows.filter((r) => !seen.has(r.message_id) && (seen.add(r.message_id), true)).map(contextMessageView);
    return { messages, pinned: source !== undefined ? [contextMessageView(source)] : [] };
  }
}
