import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { inspect } from 'node:util';
import type { Channel, ChannelModel, ConfirmChannel, ConsumeMessage, Options } from 'amqplib';
import { silentLogger, type Logger } from '../../shared/logger.js';
import { errorFacts } from '../../shared/errorFacts.js';
import { QueueAuthRefusedError } from './brokerDeadline.js';
import type { Delivery, QueueDeadLetterError, QueueMessage, QueueProvider, QueueReplyMessage, ReplySubscription, SubscribeOptions, Subscription } from './QueueProvider.js';
import { HEADER, parseReply, parseRequestFields } from './wire.js';

type AmqpModule = typeof import('amqplib');
let amqpModule: Promise<AmqpModule> | undefined;

const ATTEMPT_HEADER = 'x-attempt';
const ERROR_HEADER = 'x-error';
const REQUEST_QUEUE: Options.AssertQueue = { durable: true };

interface Consumer {
  readonly start: () => Promise<void>;
  channel?: Channel;
  tag?: string;
  stopped: boolean;
}

/**
 * The queue transport on RabbitMQ (contract §7) with amqplib: a durable queue per topic (consumers
 * of one topic compete), the request's `reply_to`, `correlation_id` and message id as the native
 * AMQP properties, `x-attempt` and the other headers as AMQP headers, the payload as the body.
 * Every publication waits for the broker's confirm before the delivery is acked; dead letters go
 * through a fanout exchange named after `deadLetterQueue`, bound to a queue of the same name. A
 * lost connection is re-established with backoff and every consumer restarted; unacked deliveries
 * of the dead channel are redelivered by the broker.
 */
export class RabbitMqProvider implements QueueProvider {
  readonly kind = 'rabbitmq' as const;
  readonly #url: string;
  #log: Logger = silentLogger();
  #connection: ChannelModel | undefined;
  #publisher: Promise<ConfirmChannel> | undefined;
  #connecting: Promise<void> | undefined;
  #closed = false;
  readonly #consumers = new Set<Consumer>();
  #declared = new Set<string>();

  constructor(url: string) {
    this.#url = url;
  }

  async connect(log?: Logger): Promise<void> {
    if (log) this.#log = log;
    this.#closed = false;
    await this.#ready();
  }

  async close(): Promise<void> {
    this.#closed = true;
    const connection = this.#connection;
    this.#connection = undefined;
    this.#publisher = undefined;
    this.#consumers.clear();
    await connection?.close().catch(() => undefined);
  }

  async publish(topic: string, message: QueueMessage): Promise<void> {
    await this.#declare(topic, (ch) => ch.assertQueue(topic, REQUEST_QUEUE));
    await this.#confirm((ch, done) => ch.sendToQueue(topic, Buffer.from(message.payload), requestProperties(message), done));
  }

  async reply(replyTo: string, reply: QueueReplyMessage): Promise<void> {
    const body = Buffer.from(JSON.stringify(reply.payload));
    const properties: Options.Publish = { correlationId: reply.correlationId, contentType: 'application/json', headers: { [HEADER.action]: reply.action } };
    await this.#confirm((ch, done) => ch.sendToQueue(replyTo, body, properties, done));
  }

  async openReplies(replyTo: string | null, onReply: (reply: QueueReplyMessage) => void, options: { disposable?: boolean } = {}): Promise<ReplySubscription> {
    const queue = replyTo ?? `vv-agent.replies.${randomUUID()}`;
    const consumer: Consumer = {
      stopped: false,
      start: async () => {
        const channel = await this.#channel();
        consumer.channel = channel;
        // A private reply queue lives as long as this connection; a named one is the caller's. A
        // disposable one goes with its last consumer: not exclusive, so that a concurrent retry
        // of the same request may share it.
        await channel.assertQueue(queue, replyTo === null ? { exclusive: true } : options.disposable === true ? { autoDelete: true } : { durable: true });
        const { consumerTag } = await channel.consume(
          queue,
          (message) => {
            if (message === null) return;
            const headers: Record<string, unknown> | undefined = message.properties.headers;
            const action = headers?.[HEADER.action];
            const reply = parseReply(message.properties.correlationId, action, message.content.toString('utf8'));
            if (reply === null) this.#log.warn({ replyTo: queue }, 'queue: ignoring a malformed reply');
            else onReply(reply);
          },
          { noAck: true },
        );
        consumer.tag = consumerTag;
      },
    };
    await this.#addConsumer(consumer);
    return { replyTo: queue, stop: () => this.#stopConsumer(consumer) };
  }

  async subscribe(topic: string, options: SubscribeOptions, handler: (delivery: Delivery) => Promise<void>): Promise<Subscription> {
    const consumer: Consumer = {
      stopped: false,
      start: async () => {
        const channel = await this.#channel();
        consumer.channel = channel;
        await channel.assertQueue(topic, REQUEST_QUEUE);
        // Bounded in-flight work: the broker hands this consumer at most `concurrency` unacked deliveries.
        await channel.prefetch(options.concurrency);
        const { consumerTag } = await channel.consume(
          topic,
          (message) => {
            if (message === null) return; // cancelled by the broker (queue deleted)
            void handler(this.#delivery(topic, channel, message)).catch((error: unknown) =>
              this.#log.error({ err: error, topic }, 'queue: delivery handler failed'),
            );
          },
          { noAck: false },
        );
        consumer.tag = consumerTag;
      },
    };
    await this.#addConsumer(consumer);
    return { stop: () => this.#stopConsumer(consumer) };
  }

  #delivery(topic: string, channel: Channel, message: ConsumeMessage): Delivery {
    const { properties } = message;
    const amqpHeaders: Record<string, unknown> = { ...properties.headers };
    const attempt = amqpHeaders[ATTEMPT_HEADER];
    delete amqpHeaders[ATTEMPT_HEADER];
    if (typeof properties.replyTo === 'string' && properties.replyTo !== '') amqpHeaders[HEADER.replyTo] = properties.replyTo;
    if (typeof properties.correlationId === 'string' && properties.correlationId !== '') amqpHeaders[HEADER.correlationId] = properties.correlationId;
    const parsed = parseRequestFields({ messageId: properties.messageId, attempt, headers: amqpHeaders, payload: message.content.toString('utf8') });
    const ack = async (): Promise<void> => channel.ack(message);
    return {
      topic,
      message: parsed.ok ? parsed.message : null,
      malformed: parsed.ok ? null : parsed.reason,
      ack,
      retry: async (next: QueueMessage) => {
        await this.publish(topic, next);
        await ack();
      },
      deadLetter: async (deadLetterQueue: string, error: QueueDeadLetterError) => {
        await this.#declare(`dlx:${deadLetterQueue}`, async (ch) => {
          await ch.assertExchange(deadLetterQueue, 'fanout', { durable: true });
          await ch.assertQueue(deadLetterQueue, { durable: true });
          await ch.bindQueue(deadLetterQueue, deadLetterQueue, '');
        });
        const headers: Record<string, unknown> = { ...properties.headers, [ERROR_HEADER]: JSON.stringify(error) };
        await this.#confirm((ch, done) => ch.publish(deadLetterQueue, topic, message.content, { ...properties, headers, persistent: true }, done));
        await ack();
      },
    };
  }

  async #addConsumer(consumer: Consumer): Promise<void> {
    await this.#ready();
    this.#consumers.add(consumer);
    await consumer.start();
  }

  async #stopConsumer(consumer: Consumer): Promise<void> {
    consumer.stopped = true;
    this.#consumers.delete(consumer);
    // Cancel, do not close: deliveries in flight still ack on this channel.
    if (consumer.channel && consumer.tag !== undefined) await consumer.channel.cancel(consumer.tag).catch(() => undefined);
  }

  /** Publishes on the confirm channel and waits for the broker's confirm. */
  async #confirm(send: (channel: ConfirmChannel, done: (error: unknown) => void) => void): Promise<void> {
    const channel = await this.#confirmChannel();
    await new Promise<void>((resolve, reject) => send(channel, (error) => (error ? reject(error instanceof Error ? error : new Error(inspect(error))) : resolve())));
  }

  /** Declares once per connection (assertions are idempotent but cost a round trip). */
  async #declare(key: string, declare: (channel: Channel) => Promise<unknown>): Promise<void> {
    if (this.#declared.has(key)) return;
    await declare(await this.#confirmChannel());
    this.#declared.add(key);
  }

  #confirmChannel(): Promise<ConfirmChannel> {
    if (this.#publisher) return this.#publisher;
    const publisher = this.#ready().then(async () => {
      const channel = await this.#connection!.createConfirmChannel();
      channel.on('error', (error: unknown) => this.#log.warn({ err: error }, 'queue: rabbitmq publish channel error'));
      channel.on('close', () => {
        if (this.#publisher === publisher) this.#publisher = undefined;
      });
      return channel;
    });
    this.#publisher = publisher;
    publisher.catch(() => {
      if (this.#publisher === publisher) this.#publisher = undefined;
    });
    return publisher;
  }

  async #channel(): Promise<Channel> {
    await this.#ready();
    const channel = await this.#connection!.createChannel();
    channel.on('error', (error: unknown) => this.#log.warn({ err: error }, 'queue: rabbitmq channel error'));
    return channel;
  }

  /** Connected, or connecting with backoff until connected or closed. */
  #ready(): Promise<void> {
    if (this.#connection) return Promise.resolve();
    return (this.#connecting ??= this.#reconnect().finally(() => (this.#connecting = undefined)));
  }

  async #reconnect(): Promise<void> {
    const amqp = await (amqpModule ??= import('amqplib'));
    for (let attempt = 0; ; attempt++) {
      if (this.#closed) throw new Error('queue provider is closed');
      try {
        const connection = await amqp.connect(this.#url);
        connection.on('error', (error: unknown) => this.#log.warn(errorFacts(error), 'queue: rabbitmq connection error'));
        connection.on('close', () => this.#lost(connection));
        this.#connection = connection;
        this.#declared = new Set();
        if (attempt > 0) this.#log.info('queue: rabbitmq connection restored');
        break;
      } catch (error) {
        // Refused credentials stay refused: retrying would only hide the cause behind a timeout.
        if (isAccessRefused(error)) throw new QueueAuthRefusedError(this.#url, { cause: error });
        if (attempt === 0) this.#log.warn(errorFacts(error), 'queue: rabbitmq unreachable; retrying');
        await sleep(Math.min(100 * 2 ** Math.min(attempt, 5), 2_000));
      }
    }
    for (const consumer of this.#consumers) {
      if (!consumer.stopped) await consumer.start().catch((error: unknown) => this.#log.error({ err: error }, 'queue: restarting a consumer failed'));
    }
  }

  #lost(connection: ChannelModel): void {
    if (this.#connection !== connection) return;
    this.#connection = undefined;
    this.#publisher = undefined;
    if (this.#closed) return;
    this.#log.warn('queue: rabbitmq connection lost; reconnecting');
    void this.#ready().catch(() => undefined);
  }
}

function requestProperties(message: QueueMessage): Options.Publish {
  const { [HEADER.replyTo]: replyTo, [HEADER.correlationId]: correlationId, ...rest } = message.headers;
  return {
    messageId: message.messageId,
    ...(replyTo === undefined ? {} : { replyTo }),
    ...(correlationId === undefined ? {} : { correlationId }),
    headers: { ...rest, [ATTEMPT_HEADER]: message.attempt },
    contentType: 'application/json',
    persistent: true,
  };
}

/** amqplib's handshake failure on bad credentials: "... 403 (ACCESS-REFUSED) ...". */
function isAccessRefused(error: unknown): boolean {
  return error instanceof Error && /\bACCESS[-_]REFUSED\b/.test(error.message);
}
