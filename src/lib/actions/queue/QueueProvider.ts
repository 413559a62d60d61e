import type { QueueDeadLetterError, QueueReply } from '../../../../generated/actions/types.js';
import type { Logger } from '../../shared/logger.js';

export type { QueueDeadLetterError, QueueReply };

/**
 * A request as it travels (contract §7 wire format), whatever the broker: Redis carries the four
 * fields as stream entry fields; RabbitMQ as `messageId`, `x-attempt`, AMQP headers (`reply_to` and
 * `correlation_id` as the native `replyTo`/`correlationId` properties) and the body.
 */
export interface QueueMessage {
  /** The logical id: a retry re-publishes the request with the same value. */
  readonly messageId: string;
  /** 1-based. */
  readonly attempt: number;
  /** `Authorization`, `reply_to`, `correlation_id` and any others. */
  readonly headers: Readonly<Record<string, string>>;
  /** JSON text. */
  readonly payload: string;
}

/** A reply as it travels: only the correlation id and the action name besides the envelope. */
export interface QueueReplyMessage {
  readonly correlationId: string;
  readonly action: string;
  readonly payload: QueueReply;
}

/**
 * One delivery of a request to this consumer. Exactly one of `ack`, `retry` or `deadLetter` settles
 * it; a delivery left unsettled (crash, shutdown) stays with the broker and is delivered again
 * (Redis: own-pending replay on restart, XAUTOCLAIM by others; RabbitMQ: redelivery). What to
 * settle with (the next attempt, whether to drop) is the queue runtime's decision, not the broker's.
 */
export interface Delivery {
  readonly topic: string;
  /** Null when the delivery is malformed (then `malformed` says why). */
  readonly message: QueueMessage | null;
  readonly malformed: string | null;
  ack(): Promise<void>;
  /** Publishes `next` (the request's next attempt) to the same topic, then acks (one MULTI on Redis). */
  retry(next: QueueMessage): Promise<void>;
  /** Publishes the delivery as received, with `error`, to `deadLetterQueue`, then acks. */
  deadLetter(deadLetterQueue: string, error: QueueDeadLetterError): Promise<void>;
}

export interface SubscribeOptions {
  /** Redis consumer group (one per agent name); RabbitMQ consumers of one queue compete instead. */
  readonly group: string;
  /** Stable across restarts, so that a restarted consumer replays its own pending deliveries. */
  readonly consumer: string;
  /** Deliveries handled at once by this subscription (bounded in-flight work). */
  readonly concurrency: number;
  /** Redis: reclaim deliveries idle this long from dead consumers; 0 disables. */
  readonly claimIdleMs: number;
}

export interface Subscription {
  /** Stops taking new deliveries; deliveries already handed out may still settle. */
  stop(): Promise<void>;
}

export interface ReplySubscription {
  /** Where replies arrive: the `reply_to` header of this caller's requests. */
  readonly replyTo: string;
  stop(): Promise<void>;
}

/**
 * A broker behind the queue transport (the seed's vs-queue provider). `createQueue(url)` picks
 * one by URL scheme; the agent's queue runtime connects it, subscribes one topic per action and
 * closes it; `QueueClient` uses it from the caller's side.
 */
export interface QueueProvider {
  readonly kind: 'redis' | 'rabbitmq';
  /** Connects (retrying until it succeeds or `close()` is called; refused credentials reject at once: `QueueAuthRefusedError`). */
  connect(log?: Logger): Promise<void>;
  /** Closes every connection; unsettled deliveries stay with the broker. */
  close(): Promise<void>;
  subscribe(topic: string, options: SubscribeOptions, handler: (delivery: Delivery) => Promise<void>): Promise<Subscription>;
  /** Publishes a request to a topic. */
  publish(topic: string, message: QueueMessage): Promise<void>;
  /** Publishes a reply to a `reply_to` destination. */
  reply(replyTo: string, reply: QueueReplyMessage): Promise<void>;
  /**
   * Receives replies on `replyTo` (a fresh private destination when null). `disposable`: a named
   * destination that, like a fresh one, belongs to this caller alone and goes when it stops.
   */
  openReplies(replyTo: string | null, onReply: (reply: QueueReplyMessage) => void, options?: { disposable?: boolean }): Promise<ReplySubscription>;
}
