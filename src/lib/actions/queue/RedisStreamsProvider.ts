import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { silentLogger, type Logger } from '../../shared/logger.js';
import { errorFacts } from '../../shared/errorFacts.js';
import { QueueAuthRefusedError } from './brokerDeadline.js';
import type { Delivery, QueueDeadLetterError, QueueMessage, QueueProvider, QueueReplyMessage, ReplySubscription, SubscribeOptions, Subscription } from './QueueProvider.js';
import { FIELD, HEADER, parseReply, parseRequestFields } from './wire.js';

type RedisModule = typeof import('@redis/client');
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the client's own defaults (RESP3, no modules)
type RedisClient = import('@redis/client').RedisClientType<{}, {}, {}, 3, {}>;
interface StreamEntry {
  readonly id: string;
  readonly message: Record<string, string>;
}

let redisModule: Promise<RedisModule> | undefined;

/** Approximate cap of reply streams (acked requests are trimmed by MINID instead, see `#trim`). */
const REPLY_STREAM_MAXLEN = 10_000;
/** Short blocking reads, so that stopping never waits long (tech notes §4.2). */
const BLOCK_MS = 1_000;
const TRIM_EVERY_MS = 30_000;
const REPLAY_UNSETTLED_MS = 1_000;

export interface RedisStreamsProviderOptions {
  /** How long a blocking read waits before looping (ms). Default 1000. */
  readonly blockMs?: number;
}

/**
 * The queue transport on Redis Streams (contract §7; the mapping of actions-tech.md §4.2): a
 * stream per topic, a consumer group per agent, stable consumer names, own-pending replay when a
 * subscription starts (and after a lost connection), XAUTOCLAIM after `claimIdleMs`, XCLAIM JUSTID
 * heartbeats for deliveries still being handled, retry/dead-letter and ack in one MULTI, and a
 * dedicated connection for every blocking read (a blocked read would stall everything pipelined
 * behind it on a shared connection).
 */
export class RedisStreamsProvider implements QueueProvider {
  readonly kind = 'redis' as const;
  readonly #url: string;
  readonly #blockMs: number;
  #client: RedisClient | undefined;
  #log: Logger = silentLogger();
  readonly #readers = new Set<RedisClient>();
  #closed = false;
  /** Set once a connection is ready: from then on a refusal is a changed broker, and we wait it out. */
  #connectedOnce = false;
  #autoclaim: Promise<boolean> | undefined;

  constructor(url: string, options: RedisStreamsProviderOptions = {}) {
    this.#url = url;
    this.#blockMs = options.blockMs ?? BLOCK_MS;
  }

  async connect(log?: Logger): Promise<void> {
    if (log) this.#log = log;
    if (this.#client) return;
    this.#closed = false;
    const { createClient } = await (redisModule ??= import('@redis/client'));
    const client = createClient({
      url: this.#url,
      socket: {
        // Reconnect forever with a capped backoff: a broker restart must not end the consumers. Only
        // credentials refused before the first connection end it: retrying would only hide the
        // cause behind a timeout (as for RabbitMQ).
        reconnectStrategy: (retries: number, cause: unknown) =>
          !this.#connectedOnce && isAuthRefused(cause) ? new QueueAuthRefusedError(this.#url, { cause }) : Math.min(50 * 2 ** Math.min(retries, 6), 2_000),
      },
    });
    this.#watch(client, 'commands');
    this.#client = client;
    try {
      await client.connect();
    } catch (error) {
      this.#client = undefined;
      client.destroy();
      const original = (error as { originalError?: unknown }).originalError;
      throw original instanceof QueueAuthRefusedError ? original : error;
    }
    this.#connectedOnce = true;
  }

  async close(): Promise<void> {
    this.#closed = true;
    for (const reader of this.#readers) reader.destroy();
    this.#readers.clear();
    const client = this.#client;
    this.#client = undefined;
    if (client?.isOpen) {
      try {
        await client.close();
      } catch {
        client.destroy(); // the connection is gone already; nothing left to flush
      }
    }
  }

  async publish(topic: string, message: QueueMessage): Promise<void> {
    await this.#commands().xAdd(topic, '*', requestFields(message));
  }

  async reply(replyTo: string, reply: QueueReplyMessage): Promise<void> {
    await this.#commands().xAdd(
      replyTo,
      '*',
      { [HEADER.correlationId]: reply.correlationId, [HEADER.action]: reply.action, [FIELD.payload]: JSON.stringify(reply.payload) },
      { TRIM: { strategy: 'MAXLEN', strategyModifier: '~', threshold: REPLY_STREAM_MAXLEN } },
    );
  }

  async openReplies(replyTo: string | null, onReply: (reply: QueueReplyMessage) => void, options: { disposable?: boolean } = {}): Promise<ReplySubscription> {
    const client = this.#commands();
    const destination = replyTo ?? `vv-agent.replies.${randomUUID()}`;
    // Start after the newest entry now present, so that no reply published from here on is missed.
    const newest = await client.xRevRange(destination, '+', '-', { COUNT: 1 });
    let lastId = newest?.[0]?.id ?? '0-0';
    const reader = await this.#reader();
    let stopped = false;
    const loop = (async () => {
      while (!stopped && !this.#closed) {
        try {
          const result = await reader.xRead({ key: destination, id: lastId }, { COUNT: 500, BLOCK: this.#blockMs });
          for (const entry of entries(result)) {
            lastId = entry.id;
            const reply = parseReply(entry.message[HEADER.correlationId], entry.message[HEADER.action], entry.message[FIELD.payload] ?? '');
            if (reply === null) this.#log.warn({ replyTo: destination, id: entry.id }, 'queue: ignoring a malformed reply');
            else onReply(reply);
          }
        } catch (error) {
          if (stopped || this.#closed) break;
          this.#log.warn({ ...errorFacts(error), replyTo: destination }, 'queue: reading replies failed; retrying');
          await sleep(200);
        }
      }
    })();
    return {
      replyTo: destination,
      stop: async () => {
        stopped = true;
        this.#dropReader(reader);
        await loop;
        // A private (or disposable) reply stream dies with its reader; a named one belongs to the caller.
        if ((replyTo === null || options.disposable === true) && this.#client?.isReady) await this.#client.del(destination).catch(() => undefined);
      },
    };
  }

  async subscribe(topic: string, options: SubscribeOptions, handler: (delivery: Delivery) => Promise<void>): Promise<Subscription> {
    const client = this.#commands();
    await this.#ensureGroup(topic, options.group);
    const reclaim = options.claimIdleMs > 0 && (await this.#supportsAutoclaim());
    if (options.claimIdleMs > 0 && !reclaim) {
      this.#log.warn({ topic }, 'queue: stale recovery unavailable (this Redis has no XAUTOCLAIM; needs Redis >= 6.2)');
    }
    const reader = await this.#reader();
    const inFlight = new Set<string>();
    let slotFreed: (() => void) | undefined;
    let stopped = false;
    // Own pending entries first: a restarted consumer replays what it had not settled.
    let pendingCursor: string | null = '0';
    let claimCursor = '0-0';
    let nextClaimAt = 0;
    let nextTrimAt = Date.now() + TRIM_EVERY_MS;
    const claimEveryMs = Math.min(Math.max(Math.floor(options.claimIdleMs / 2), 100), 5_000);

    // A delivery its handler could not settle (the broker was down) is still pending here: read
    // our pending entries again a little later instead of waiting for a reclaim.
    let replayAt = 0;
    const dispatch = (entry: StreamEntry): void => {
      if (inFlight.has(entry.id)) return;
      inFlight.add(entry.id);
      const { delivery, settled } = this.#delivery(topic, options.group, entry);
      void handler(delivery)
        .catch((error: unknown) => this.#log.error({ err: error, topic, id: entry.id }, 'queue: delivery handler failed'))
        .finally(() => {
          inFlight.delete(entry.id);
          if (!settled() && !stopped) replayAt = Date.now() + REPLAY_UNSETTLED_MS;
          slotFreed?.();
        });
    };

    // Long handlers keep their claim: XCLAIM ... JUSTID resets the idle time without counting a
    // delivery, so XAUTOCLAIM elsewhere does not take an entry whose worker is alive.
    const heartbeat = reclaim
      ? setInterval(() => {
          if (inFlight.size === 0 || !client.isReady) return;
          client.xClaimJustId(topic, options.group, options.consumer, 0, [...inFlight]).catch((error: unknown) => {
            this.#log.warn({ ...errorFacts(error), topic }, 'queue: extending claims failed');
          });
        }, Math.max(Math.floor(options.claimIdleMs / 3), 50))
      : undefined;
    heartbeat?.unref();

    const loop = (async () => {
      while (!stopped && !this.#closed) {
        try {
          if (inFlight.size >= options.concurrency) {
            await new Promise<void>((resolve) => (slotFreed = resolve));
            slotFreed = undefined;
            continue;
          }
          const free = options.concurrency - inFlight.size;
          if (reclaim && Date.now() >= nextClaimAt) {
            const claimed = await client.xAutoClaim(topic, options.group, options.consumer, options.claimIdleMs, claimCursor, { COUNT: free });
            claimCursor = claimed.nextId;
            if (claimCursor === '0-0') nextClaimAt = Date.now() + claimEveryMs;
            for (const entry of claimed.messages) {
              if (entry === null) continue;
              this.#log.info({ topic, id: entry.id }, 'queue: reclaimed an idle delivery');
              dispatch(entry);
            }
            if (claimed.messages.length > 0) continue;
          }
          if (replayAt !== 0 && Date.now() >= replayAt) {
            replayAt = 0;
            pendingCursor = '0';
          }
          if (Date.now() >= nextTrimAt) {
            nextTrimAt = Date.now() + TRIM_EVERY_MS;
            await this.#trim(topic);
          }
          if (pendingCursor !== null) {
            const result = await reader.xReadGroup(options.group, options.consumer, { key: topic, id: pendingCursor }, { COUNT: free });
            const pending = entries(result);
            if (pending.length === 0) pendingCursor = null;
            else pendingCursor = pending[pending.length - 1]!.id;
            pending.forEach(dispatch);
            continue;
          }
          const result = await reader.xReadGroup(
            options.group,
            options.consumer,
            { key: topic, id: '>' },
            { COUNT: free, BLOCK: this.#blockMs },
          );
          entries(result).forEach(dispatch);
        } catch (error) {
          if (stopped || this.#closed) break;
          const message = error instanceof Error ? error.message : String(error);
          // The broker lost the group (restarted without persistence): create it again.
          if (message.includes('NOGROUP')) await this.#ensureGroup(topic, options.group).catch(() => undefined);
          else this.#log.warn({ ...errorFacts(error), topic }, 'queue: reading the topic failed; retrying');
          // A read whose answer was lost may have moved entries into our pending list: replay it.
          pendingCursor = '0';
          await sleep(200);
        }
      }
    })();

    return {
      stop: async () => {
        stopped = true;
        if (heartbeat) clearInterval(heartbeat);
        slotFreed?.();
        this.#dropReader(reader);
        await loop;
      },
    };
  }

  #delivery(topic: string, group: string, entry: StreamEntry): { delivery: Delivery; settled: () => boolean } {
    const parsed = parseRequestFields({
      messageId: entry.message[FIELD.messageId],
      attempt: entry.message[FIELD.attempt],
      headers: entry.message[FIELD.headers],
      payload: entry.message[FIELD.payload],
    });
    const client = this.#commands();
    let settled = false;
    const delivery: Delivery = {
      topic,
      message: parsed.ok ? parsed.message : null,
      malformed: parsed.ok ? null : parsed.reason,
      ack: async () => {
        await client.xAck(topic, group, entry.id);
        settled = true;
      },
      retry: async (next: QueueMessage) => {
        // One MULTI: the retry exists exactly when the original is acked (tech notes §4.2).
        await client.multi().xAdd(topic, '*', requestFields(next)).xAck(topic, group, entry.id).exec();
        settled = true;
      },
      deadLetter: async (deadLetterQueue: string, error: QueueDeadLetterError) => {
        await client
          .multi()
          .xAdd(deadLetterQueue, '*', { ...entry.message, [FIELD.error]: JSON.stringify(error) })
          .xAck(topic, group, entry.id)
          .exec();
        settled = true;
      },
    };
    return { delivery, settled: () => settled };
  }

  /**
   * Acked entries stay in a stream. Trim below the oldest entry any group still needs (its oldest
   * pending entry, else its last delivered id): never an entry that is unread or unsettled.
   */
  async #trim(topic: string): Promise<void> {
    const client = this.#commands();
    const groups = await client.xInfoGroups(topic);
    let floor: string | null = null;
    for (const group of groups as unknown as Array<Record<string, unknown>>) {
      const name = String(group['name']);
      let low = String(group['last-delivered-id']);
      if (Number(group['pending']) > 0) {
        const pending = await client.xPending(topic, name);
        if (pending.firstId) low = pending.firstId;
      }
      if (floor === null || compareIds(low, floor) < 0) floor = low;
    }
    if (floor !== null && floor !== '0-0') await client.xTrim(topic, 'MINID', floor, { strategyModifier: '~' });
  }

  async #ensureGroup(topic: string, group: string): Promise<void> {
    try {
      // `$`: a new agent starts with requests published from now on, not the topic's history.
      await this.#commands().xGroupCreate(topic, group, '$', { MKSTREAM: true });
    } catch (error) {
      if (!(error instanceof Error) || !error.message.includes('BUSYGROUP')) throw error;
    }
  }

  #supportsAutoclaim(): Promise<boolean> {
    return (this.#autoclaim ??= this.#commands()
      .commandInfo(['XAUTOCLAIM'])
      .then((info) => Array.isArray(info) && info[0] !== null && info[0] !== undefined)
      .catch(() => false));
  }

  async #reader(): Promise<RedisClient> {
    const reader = this.#commands().duplicate();
    this.#watch(reader, 'blocking read');
    this.#readers.add(reader);
    await reader.connect();
    return reader;
  }

  #dropReader(reader: RedisClient): void {
    this.#readers.delete(reader);
    // destroy(), not close(): a blocked read would hold close() for up to BLOCK ms.
    if (reader.isOpen) reader.destroy();
  }

  #watch(client: RedisClient, role: string): void {
    let down = false;
    client.on('error', (error: unknown) => {
      // Refused credentials end the first connect, whose caller reports them.
      if (down || (!this.#connectedOnce && isAuthRefused(error))) return;
      down = true; // one line per outage, not one per reconnect attempt
      // A dead broker is an expected condition: its reason, not a stack.
      this.#log.warn({ ...errorFacts(error), role }, 'queue: redis connection lost; reconnecting');
    });
    client.on('ready', () => {
      if (down) this.#log.info({ role }, 'queue: redis connection restored');
      down = false;
    });
  }

  #commands(): RedisClient {
    if (!this.#client) throw new Error('queue provider is not connected');
    return this.#client;
  }
}

/** Redis's answers to AUTH/HELLO with credentials it does not accept. */
function isAuthRefused(error: unknown): boolean {
  return error instanceof Error && /^(WRONGPASS|NOAUTH|ERR invalid password|ERR AUTH)\b/.test(error.message);
}

type StreamResult = Array<{ name: string; messages: StreamEntry[] }> | null;

function entries(result: StreamResult): StreamEntry[] {
  return result?.flatMap((stream) => stream.messages) ?? [];
}

function requestFields(message: QueueMessage): Record<string, string> {
  return {
    [FIELD.messageId]: message.messageId,
    [FIELD.attempt]: String(message.attempt),
    [FIELD.headers]: JSON.stringify(message.headers),
    [FIELD.payload]: message.payload,
  };
}

/** Orders stream ids (`ms-seq`) numerically. */
function compareIds(a: string, b: string): number {
  const [am = '0', as = '0'] = a.split('-');
  const [bm = '0', bs = '0'] = b.split('-');
  const ms = BigInt(am) - BigInt(bm);
  if (ms !== 0n) return ms < 0n ? -1 : 1;
  const seq = BigInt(as) - BigInt(bs);
  return seq === 0n ? 0 : seq < 0n ? -1 : 1;
}
