import { hash, randomUUID } from 'node:crypto';
import { VvAgentError } from '../../shared/errors.js';
import { silentLogger, type Logger } from '../../shared/logger.js';
import { displayBrokerUrl, QueueStartupError } from './brokerDeadline.js';
import { withinDeadline } from '../../shared/withinDeadline.js';
import { createQueue } from './createQueue.js';
import type { QueueProvider, QueueReply, QueueReplyMessage, ReplySubscription } from './QueueProvider.js';
import { HEADER } from './wire.js';

export interface QueueRequestOptions {
  /** Give up (reject with `QueueTimeoutError`) when no final reply arrived by then. Default 30 000. */
  readonly timeoutMs?: number;
  /**
   * The logical id (default: a random UUID). Reuse it to retry a request idempotently: unless the
   * client has a `replyTo`, such a request waits on a reply destination derived from topic and id,
   * so that a retry from another client or process sends the very same request (contract §7).
   */
  readonly messageId?: string;
  /** Default: the message id. */
  readonly correlationId?: string;
  /** Extra headers (`Authorization`, ...). `reply_to` and `correlation_id` are set by the client. */
  readonly headers?: Readonly<Record<string, string>>;
  /** Each `retryable` attempt notice, as it arrives. */
  readonly onAttempt?: (reply: QueueReply) => void;
  readonly signal?: AbortSignal;
}

export interface QueueSendOptions {
  readonly messageId?: string;
  readonly headers?: Readonly<Record<string, string>>;
  /** Give up connecting (reject with `queue_unreachable`) after this long. Default 30 000. */
  readonly timeoutMs?: number;
}

export interface QueueClientOptions {
  /**
   * Where replies arrive. Default: a private destination made for this client. Set it when the
   * agent's reply guard only accepts a destination your token names (`[queue] reply_to_claim`).
   */
  readonly replyTo?: string;
  readonly logger?: Logger;
}

/** No final reply arrived before the deadline (crashed agents, a down broker, nobody consuming). */
export class QueueTimeoutError extends VvAgentError {
  constructor(topic: string, messageId: string, timeoutMs: number) {
    super('queue_timeout', `no final reply to ${messageId} on ${topic} within ${timeoutMs} ms`, 'unavailable');
  }
}

interface Waiter {
  resolve(reply: QueueReply): void;
  onAttempt?: (reply: QueueReply) => void;
}

/**
 * The caller side of the queue transport (contract §7): publishes a request with its own
 * `reply_to`, waits on its reply destination, skips `retryable` attempt notices and resolves with
 * the final outcome (`{status:"success", result}` or `{status:"error", error}`), or rejects on the
 * deadline. One reply reader serves every request of the client.
 */
export class QueueClient {
  readonly #provider: QueueProvider;
  readonly #options: QueueClientOptions;
  readonly #waiters = new Map<string, Waiter>();
  /** How errors name the broker: its URL without the password, else its kind. */
  readonly #broker: string;
  #replies: Promise<ReplySubscription> | undefined;
  /** The reply destination once it is open (`#replies` may still be connecting). */
  #subscription: ReplySubscription | undefined;
  /** Open per-request destinations of requests with a caller's message id (see `#repliesFor`). */
  readonly #ownSubscriptions = new Set<ReplySubscription>();

  constructor(queue: QueueProvider | string, options: QueueClientOptions = {}) {
    this.#provider = typeof queue === 'string' ? createQueue(queue) : queue;
    this.#broker = typeof queue === 'string' ? displayBrokerUrl(queue) : `the ${queue.kind} broker`;
    this.#options = options;
  }

  /** Connects and opens the reply destination (done by the first request otherwise). */
  async connect(): Promise<this> {
    await this.#ready();
    return this;
  }

  /** The reply destination once connected. */
  async replyTo(): Promise<string> {
    return (await this.#ready()).replyTo;
  }

  async request(topic: string, payload: unknown, options: QueueRequestOptions = {}): Promise<QueueReply> {
    // An already-aborted call publishes nothing (an abort listener would never fire).
    options.signal?.throwIfAborted();
    const timeoutMs = options.timeoutMs ?? 30_000;
    const deadline = Date.now() + timeoutMs;
    // Providers reconnect forever; connecting counts against the request's own deadline.
    const replies = this.#sharedRepliesOpen(options.messageId) ?? (await this.#reachable(this.#repliesFor(topic, options.messageId), timeoutMs));
    const messageId = options.messageId ?? randomUUID();
    const correlationId = options.correlationId ?? messageId;
    if (this.#waiters.has(correlationId)) {
      await this.#release(replies);
      throw new VvAgentError('queue_duplicate_correlation', `correlation id ${correlationId} is already awaited by this client`, 'usage');
    }
    let timer: NodeJS.Timeout | undefined;
    let onAbort: (() => void) | undefined;
    let fail!: (error: unknown) => void;
    const outcome = new Promise<QueueReply>((resolve, reject) => {
      fail = reject;
      this.#waiters.set(correlationId, { resolve, ...(options.onAttempt ? { onAttempt: options.onAttempt } : {}) });
      timer = setTimeout(() => reject(new QueueTimeoutError(topic, messageId, timeoutMs)), Math.max(0, deadline - Date.now()));
      onAbort = () => reject(options.signal?.reason ?? new Error('aborted'));
      options.signal?.addEventListener('abort', onAbort, { once: true });
    });
    try {
      // The reply may arrive before the broker confirms the publication (RabbitMQ confirms durable
      // messages after writing them to disk): wait for whichever settles the request first.
      this.#provider
        .publish(topic, {
          messageId,
          attempt: 1,
          headers: { ...options.headers, [HEADER.replyTo]: replies.replyTo, [HEADER.correlationId]: correlationId },
          payload: JSON.stringify(payload ?? {}),
        })
        .catch(fail);
      return await outcome;
    } finally {
      clearTimeout(timer);
      if (onAbort) options.signal?.removeEventListener('abort', onAbort);
      this.#waiters.delete(correlationId);
      await this.#release(replies);
    }
  }

  /** Stops a per-request reply destination (the client-wide one stays open). */
  async #release(replies: ReplySubscription): Promise<void> {
    if (this.#ownSubscriptions.delete(replies)) await replies.stop().catch(() => undefined);
  }

  /** The client-wide reply destination when it is open and this request uses it: nothing to wait for. */
  #sharedRepliesOpen(messageId: string | undefined): ReplySubscription | undefined {
    return this.#usesSharedReplies(messageId) ? this.#subscription : undefined;
  }

  /** Only a caller's message id without a client-wide `replyTo` gets a destination of its own. */
  #usesSharedReplies(messageId: string | undefined): boolean {
    return messageId === undefined || this.#options.replyTo !== undefined;
  }

  /**
   * Where the replies to one request arrive. reply_to is a header, and the agent answers a reused
   * message id with other headers by 409 duplicate_message (contract §7): a retry with a fresh
   * private destination would never be "the same request". So a caller's message id gets a
   * destination named after topic and id (hashed: any id makes a valid stream or queue name),
   * disposable like a private one; a client-wide `replyTo` is used as it is.
   */
  async #repliesFor(topic: string, messageId: string | undefined): Promise<ReplySubscription> {
    if (this.#usesSharedReplies(messageId)) return this.#ready();
    await this.#connectProvider();
    const digest = hash('sha256', `${topic}\n${messageId}`).slice(0, 32);
    const subscription = await this.#provider.openReplies(`vv-agent.replies.id-${digest}`, (reply) => this.#onReply(reply), { disposable: true });
    this.#ownSubscriptions.add(subscription);
    return subscription;
  }

  /**
   * Fire-and-forget (actions with `replyRequired: false`): publishes without `reply_to`; returns the
   * message id. Connecting is bounded by `timeoutMs` (default 30 000), as for `request`.
   */
  async send(topic: string, payload: unknown, options: QueueSendOptions = {}): Promise<string> {
    await this.#reachable(this.#connectProvider(), options.timeoutMs ?? 30_000);
    const messageId = options.messageId ?? randomUUID();
    await this.#provider.publish(topic, { messageId, attempt: 1, headers: { ...options.headers }, payload: JSON.stringify(payload ?? {}) });
    return messageId;
  }

  async close(): Promise<void> {
    this.#replies = undefined;
    // Only an opened reply destination is stopped: one still connecting would never settle until
    // the provider is closed below, which ends its reconnect loop.
    const subscription = this.#subscription;
    this.#subscription = undefined;
    await subscription?.stop();
    const own = [...this.#ownSubscriptions];
    this.#ownSubscriptions.clear();
    await Promise.all(own.map((s) => s.stop()));
    await this.#provider.close();
  }

  /** `work` (connecting), or `queue_unreachable` after `timeoutMs`: providers reconnect forever. */
  #reachable<T>(work: Promise<T>, timeoutMs: number): Promise<T> {
    return withinDeadline(
      work,
      timeoutMs,
      () => new QueueStartupError(`queue: broker unreachable at ${this.#broker}: no answer within ${timeoutMs / 1000} s`, 'queue_unreachable'),
    );
  }

  #connected: Promise<void> | undefined;
  #connectProvider(): Promise<void> {
    return (this.#connected ??= this.#provider.connect(this.#options.logger ?? silentLogger()));
  }

  #ready(): Promise<ReplySubscription> {
    return (this.#replies ??= this.#connectProvider()
      .then(() => this.#provider.openReplies(this.#options.replyTo ?? null, (reply) => this.#onReply(reply)))
      .then((subscription) => (this.#subscription = subscription)));
  }

  #onReply(reply: QueueReplyMessage): void {
    const waiter = this.#waiters.get(reply.correlationId);
    if (waiter === undefined) return; // late, duplicate, or another client's
    if (reply.payload.status === 'error' && reply.payload.error.retryable) {
      waiter.onAttempt?.(reply.payload);
      return;
    }
    this.#waiters.delete(reply.correlationId);
    waiter.resolve(reply.payload);
  }
}
