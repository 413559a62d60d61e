import { hostname } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import type { QueueDeadLetterError, QueueDeadLetterReason, QueueReply } from '../../../../generated/actions/types.js';
import { silentLogger, type Logger } from '../../shared/logger.js';
import type { Action, ResolvedQueue } from '../Action.js';
import { authHeaders, type Authenticator, type AuthRequest } from '../auth/Authenticator.js';
import type { AuthContext, QueueRequest } from '../context.js';
import { asHttpError, BadRequestError, ConflictError, HttpError, InternalActionError } from '../errors.js';
import type { AgentConfig } from '../loadAgentConfig.js';
import { QueueStartupError } from './brokerDeadline.js';
import { withinDeadline } from '../../shared/withinDeadline.js';
import type { Delivery, QueueMessage, QueueProvider, Subscription } from './QueueProvider.js';
import type { QueueReplyGuard } from './replyGuard.js';
import { ResultCache } from './ResultCache.js';
import { HEADER, parsePayload, requestFingerprint, type ParsedPayload } from './wire.js';

export interface QueueRuntimeOptions {
  readonly provider: QueueProvider;
  /** The actions to consume (those with a `queue` declaration; others are ignored). */
  readonly actions: readonly Action[];
  readonly config: AgentConfig;
  /** Null or absent: no authentication (guards still run, with no identity). */
  readonly authenticator?: Authenticator | null;
  readonly replyGuard?: QueueReplyGuard | null;
  readonly logger?: Logger;
  /** Deliveries handled at once per topic. Default 16. */
  readonly concurrency?: number;
}

/** What the runtime keeps per consumed action, made once at construction rather than per delivery. */
interface Consumer {
  readonly action: Action;
  readonly queue: ResolvedQueue;
  /** Completed results by message id. */
  readonly cache: ResultCache;
  /** Bound to the action and its topic. */
  readonly log: Logger;
}

/**
 * The consumer side of the queue transport (contract §7, in the seed's order): for each delivery,
 * authenticate -> authorize the reply destination -> (409 on a reused id with other content) ->
 * `Action.invoke` (validate -> guards -> handler) -> cache the result -> publish the reply -> ack.
 * Failures of the action are replied with `attempt`/`retryable`, retried with backoff under the
 * same message id and finally dead-lettered; a delivery is acked only after its reply or its
 * retry/dead-letter publication, so a crash at any point leaves it with the broker.
 */
export class QueueRuntime {
  readonly #options: QueueRuntimeOptions;
  readonly #log: Logger;
  readonly #consumers: readonly Consumer[];
  readonly #ownTopics: ReadonlySet<string>;
  readonly #subscriptions: Subscription[] = [];
  readonly #inFlight = new Set<Promise<void>>();
  readonly #abort = new AbortController();
  #started = false;

  constructor(options: QueueRuntimeOptions) {
    this.#options = options;
    this.#log = options.logger ?? silentLogger();
    const { queue_cache_size: size, queue_cache_ttl: ttl } = options.config.agent;
    this.#consumers = options.actions.flatMap((action) =>
      action.queue === null
        ? []
        : [{ action, queue: action.queue, cache: new ResultCache(size, ttl * 1000), log: this.#log.child({ action: action.name, topic: action.queue.listen }) }],
    );
    // Replies to any request topic of this agent would feed it its own replies (loops).
    this.#ownTopics = new Set(this.topics);
  }

  /** The topics consumed, in action order. */
  get topics(): string[] {
    return this.#consumers.map((c) => c.queue.listen);
  }

  /** Connects and subscribes every topic within `agent.queue_startup_timeout`. */
  async start(): Promise<void> {
    if (this.#started) return;
    this.#started = true;
    const { config, provider } = this.#options;
    const timeoutMs = config.agent.queue_startup_timeout * 1000;
    const consumer = config.queue.consumer_name !== '' ? config.queue.consumer_name : `${config.agent.name}-${hostname()}`;
    const startup = (async () => {
      await provider.connect(this.#log);
      for (const c of this.#consumers) {
        const subscription = await provider.subscribe(
          c.queue.listen,
          { group: config.agent.name, consumer, concurrency: this.#options.concurrency ?? 16, claimIdleMs: config.queue.claim_idle_ms },
          (delivery) => this.#track(this.#handle(c, delivery)),
        );
        this.#subscriptions.push(subscription);
      }
    })();
    try {
      await withinDeadline(startup, timeoutMs, () => new QueueStartupError(`queue: the broker did not answer within ${config.agent.queue_startup_timeout} s`));
    } catch (error) {
      await this.close().catch(() => undefined);
      throw error;
    }
  }

  /**
   * Stops taking deliveries, lets those in flight settle within `agent.queue_shutdown_timeout`,
   * then aborts the rest (their `signal` fires; unsettled deliveries stay with the broker) and closes.
   */
  async close(): Promise<void> {
    await Promise.all(this.#subscriptions.splice(0).map((s) => s.stop().catch(() => undefined)));
    const graceMs = this.#options.config.agent.queue_shutdown_timeout * 1000;
    if (this.#inFlight.size > 0) {
      let timer: NodeJS.Timeout | undefined;
      const expired = await Promise.race([
        Promise.allSettled([...this.#inFlight]).then(() => false),
        new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(true), graceMs))),
      ]);
      clearTimeout(timer);
      if (expired) {
        this.#log.warn({ inFlight: this.#inFlight.size }, 'queue: shutdown timeout; abandoning deliveries still in flight (the broker delivers them again)');
        this.#abort.abort(new Error('queue runtime shutting down'));
      }
    }
    await this.#options.provider.close();
  }

  #track(work: Promise<void>): Promise<void> {
    this.#inFlight.add(work);
    return work.finally(() => this.#inFlight.delete(work));
  }

  async #handle(consumer: Consumer, delivery: Delivery): Promise<void> {
    const { action, queue, cache, log } = consumer;
    const message = delivery.message;
    if (message === null) {
      await this.#reject(delivery, consumer, 'malformed', delivery.malformed ?? 'malformed delivery', 1);
      return;
    }
    const replyTo = nonEmpty(message.headers[HEADER.replyTo]);
    const correlationId = nonEmpty(message.headers[HEADER.correlationId]) ?? message.messageId;
    const authRequest: AuthRequest = {
      transport: 'queue',
      headers: authHeaders(message.headers),
      topic: delivery.topic,
      messageId: message.messageId,
      correlationId,
      ...(replyTo === undefined ? {} : { replyTo }),
    };

    // 1. Authenticate. A failure is never answered: the reply destination is not trusted yet.
    let auth: AuthContext | null = null;
    if (this.#options.authenticator) {
      try {
        auth = await this.#options.authenticator.authenticate(authRequest);
      } catch (error) {
        const known = asHttpError(error);
        if (!known) log.error({ err: error }, 'queue: the authenticator failed');
        await this.#reject(delivery, consumer, 'unauthenticated', known?.message ?? 'authentication failed', message.attempt);
        return;
      }
    }

    // 2. Authorize the reply destination.
    if (replyTo === undefined) {
      if (queue.replyRequired) {
        await this.#reject(delivery, consumer, 'malformed', 'reply_to is required by this action', message.attempt);
        return;
      }
    } else {
      const refusal = await this.#refuseReplyTo(authRequest, auth, replyTo, log);
      if (refusal !== null) {
        await this.#reject(delivery, consumer, 'reply_refused', refusal, message.attempt);
        return;
      }
    }

    const request: QueueRequest = { messageId: message.messageId, topic: delivery.topic, correlationId, attempt: message.attempt };
    const send = async (payload: QueueReply): Promise<void> => {
      if (replyTo !== undefined) await this.#options.provider.reply(replyTo, { correlationId, action: action.name, payload });
    };

    // 3. The result cache: the same id with other content is a conflict, never a replay.
    const payload = parsePayload(message.payload);
    const fingerprint = requestFingerprint(message, payload);
    const cached = cache.get(message.messageId);
    let outcome: { ok: true; result: unknown } | { ok: false; error: HttpError };
    if (cached !== undefined && cached.fingerprint !== fingerprint) {
      outcome = { ok: false, error: new ConflictError(`message id ${message.messageId} was already used for another request`, 'duplicate_message') };
    } else {
      outcome = await this.#invoke(action, payload, auth, request, cached, log);
    }

    if (!outcome.ok) {
      const error = outcome.error;
      const retryable = error.status >= 500 && message.attempt <= queue.maxRetries;
      try {
        await send({ status: 'error', error: errorInfo(error, message.attempt, retryable) });
      } catch (publishError) {
        log.error({ err: publishError, messageId: message.messageId }, 'queue: publishing the error reply failed');
      }
      if (error.status < 500) await this.#settle(delivery, () => delivery.ack(), log);
      else await this.#retryOrDeadLetter(delivery, consumer, message, retryable, 'failed', error);
      return;
    }

    // 4. Cache before publishing: a reply-publish retry replays instead of running the action again.
    if (cached === undefined) cache.set(message.messageId, fingerprint, outcome.result);
    try {
      await send({ status: 'success', result: outcome.result ?? null });
    } catch (publishError) {
      log.error({ err: publishError, messageId: message.messageId }, 'queue: publishing the reply failed; the request is retried from the cache');
      const error = new InternalActionError('the reply could not be published');
      await this.#retryOrDeadLetter(delivery, consumer, message, message.attempt <= queue.maxRetries, 'reply_failed', error);
      return;
    }
    await this.#settle(delivery, () => delivery.ack(), log);
  }

  async #invoke(
    action: Action,
    payload: ParsedPayload,
    auth: AuthContext | null,
    request: QueueRequest,
    cached: { result: unknown } | undefined,
    log: Logger,
  ): Promise<{ ok: true; result: unknown } | { ok: false; error: HttpError }> {
    if (!payload.ok) return { ok: false, error: new BadRequestError('payload is not JSON') };
    try {
      const result = await action.invoke(legacyInput(action, payload.value), {
        transport: 'queue',
        auth,
        signal: this.#abort.signal,
        queue: request,
        log,
        ...(cached === undefined ? {} : { replay: { result: cached.result } }),
      });
      return { ok: true, result };
    } catch (error) {
      return { ok: false, error: asHttpError(error) ?? new InternalActionError('internal error', { cause: error }) };
    }
  }

  /** Why `replyTo` is refused, or null: a request topic of this agent, or the reply guard says no. */
  async #refuseReplyTo(request: AuthRequest, auth: AuthContext | null, replyTo: string, log: Logger): Promise<string | null> {
    if (this.#ownTopics.has(replyTo)) return `reply_to ${replyTo} is a request topic of this agent`;
    const guard = this.#options.replyGuard;
    if (!guard) return null;
    try {
      return (await guard(request, auth)) === false ? `reply_to ${replyTo} is not permitted` : null;
    } catch (error) {
      log.debug({ err: error }, 'queue: the reply guard refused');
      return `reply_to ${replyTo} is not permitted${error instanceof Error && error.message !== '' ? `: ${error.message}` : ''}`;
    }
  }

  /** A permanent refusal with nobody trusted to answer: dead-letter (or drop) and ack. */
  async #reject(delivery: Delivery, { action, queue, log }: Consumer, reason: QueueDeadLetterReason, why: string, attempt: number): Promise<void> {
    log.warn({ reason, why, messageId: delivery.message?.messageId, deadLetterQueue: queue.deadLetterQueue }, 'queue: request refused');
    const code = reason === 'unauthenticated' ? 'unauthenticated' : reason === 'reply_refused' ? 'forbidden' : 'bad_request';
    await this.#deadLetter(delivery, queue, { reason, code, attempt, message: why, action: action.name, topic: delivery.topic }, log);
  }

  async #retryOrDeadLetter(
    delivery: Delivery,
    { action, queue, log }: Consumer,
    message: QueueMessage,
    retry: boolean,
    reason: QueueDeadLetterReason,
    error: HttpError,
  ): Promise<void> {
    if (!retry) {
      const entry = { reason, code: error.code, status_code: error.status, attempt: message.attempt, message: error.message, action: action.name, topic: delivery.topic };
      await this.#deadLetter(delivery, queue, entry, log);
      return;
    }
    const backoffMs = queue.retryBackoffSeconds * 1000 * 2 ** (message.attempt - 1);
    try {
      if (backoffMs > 0) await sleep(backoffMs, undefined, { signal: this.#abort.signal });
    } catch {
      return; // shutting down: left unsettled, so the broker delivers it again
    }
    // The same message id under the next attempt number (contract §7).
    await this.#settle(delivery, () => delivery.retry({ ...message, attempt: message.attempt + 1 }), log);
  }

  /** To the action's dead-letter queue; with none declared the delivery is only acked (dropped). */
  async #deadLetter(delivery: Delivery, queue: ResolvedQueue, error: QueueDeadLetterError, log: Logger): Promise<void> {
    const deadLetterQueue = queue.deadLetterQueue;
    await this.#settle(delivery, () => (deadLetterQueue === null ? delivery.ack() : delivery.deadLetter(deadLetterQueue, error)), log);
  }

  /** Settling failed (broker gone): the delivery stays pending and comes back; never thrown. */
  async #settle(delivery: Delivery, settle: () => Promise<void>, log: Logger): Promise<void> {
    try {
      await settle();
    } catch (error) {
      log.error({ err: error, messageId: delivery.message?.messageId }, 'queue: settling the delivery failed; the broker will deliver it again');
    }
  }
}

function nonEmpty(value: string | undefined): string | undefined {
  return value === undefined || value === '' ? undefined : value;
}

/**
 * The seed's legacy `{"input": {...}}` payload: unwrapped when `input` is its only key, its value an
 * object, and `input` not a property of the action's input schema (then the flat shape wins).
 */
function legacyInput(action: Action, payload: unknown): unknown {
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) return payload;
  const keys = Object.keys(payload);
  const inner = (payload as Record<string, unknown>)['input'];
  if (keys.length !== 1 || keys[0] !== 'input' || typeof inner !== 'object' || inner === null || Array.isArray(inner)) return payload;
  const properties = action.inputJsonSchema()?.['properties'];
  const declared = typeof properties === 'object' && properties !== null && Object.hasOwn(properties, 'input');
  return declared ? payload : inner;
}

function errorInfo(error: HttpError, attempt: number, retryable: boolean): Extract<QueueReply, { status: 'error' }>['error'] {
  return {
    code: error.code,
    status_code: error.status,
    attempt,
    retryable,
    message: error.message,
    ...(error.details && error.details.length > 0 ? { details: error.details.map((d) => ({ field: d.field, message: d.message })) } : {}),
  };
}
