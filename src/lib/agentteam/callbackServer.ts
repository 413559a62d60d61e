import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { closeHttpServer, createHttpServer, HttpError, listen, toHttpError } from '../http/index.js';
import { assertSigningSecret, DELIVERY_ID_HEADER, headerOf, MAX_CALLBACK_BODY_BYTES, verifyCallbackRequest, type HeaderSource } from './callbackSignature.js';
import { VvAgentError } from '../shared/errors.js';
import type { Logger } from '../shared/logger.js';
import { WorkQueue } from '../shared/WorkQueue.js';
import type { App } from './defineApp.js';
import { handleDelivery } from './handleDelivery.js';
import { rateLimitedLines } from '../shared/rateLimitedLines.js';
import type { AgentTeamRuntimeClient } from './runtimeApiClient.js';

/** `agentteam callback-server`'s port when none is given. */
export const DEFAULT_CALLBACK_PORT = 8787;
/**
 * Deliveries handled at once when not said. A delivery mostly waits on the Runtime API (and an
 * agent's model), so a small bound leaves the server idle while accepted deliveries queue up and
 * their leases run: at 4 the P6 benchmark found the server idle 60% of the time.
 */
export const DEFAULT_CALLBACK_CONCURRENCY = 16;
/** Refused requests logged one by one per second; more are only counted (anyone can send them). */
export const REFUSALS_LOGGED_PER_SECOND = 10;

export interface CallbackServerOptions {
  readonly signingSecret: string;
  readonly client: AgentTeamRuntimeClient;
  /** The App that answers the deliveries. */
  readonly app: App;
  readonly host?: string;
  readonly port?: number;
  /** One line per delivery, and per refused request (at most REFUSALS_LOGGED_PER_SECOND a second). */
  readonly log: (line: string) => void;
  /** Deliveries processed at once; more wait in a bounded queue (default DEFAULT_CALLBACK_CONCURRENCY). */
  readonly maxConcurrency?: number;
  /** Accepted deliveries waiting beyond the running ones; beyond it the platform gets 429 and retries. */
  readonly maxQueued?: number;
  /**
   * How long a delivery that finds the queue full waits for room before it is answered 429
   * (default 1000 ms: the Retry-After it would be told, well within the platform's 3 s).
   */
  readonly admissionWaitMs?: number;
  /** Unix seconds; injectable for tests. */
  readonly now?: () => number;
  /** Where an App's own errors are logged (default silent). */
  readonly logger?: Logger;
}

export interface CallbackServer {
  readonly url: string;
  readonly app: FastifyInstance;
  /** Stops accepting, then waits up to `graceMs` for accepted deliveries. */
  close(graceMs?: number): Promise<void>;
}

/** Attempts seen recently, to answer a repeated attempt 2xx without running it twice. */
class SeenAttempts {
  private readonly keys = new Set<string>();
  constructor(private readonly capacity: number) {}

  has(key: string): boolean {
    return this.keys.has(key);
  }

  add(key: string): void {
    this.keys.add(key);
    if (this.keys.size > this.capacity) this.keys.delete(this.keys.values().next().value as string);
  }
}

/**
 * The delivery a refused request says it is, for the log: the header is the sender's and not
 * verified, so only an id-shaped value is repeated.
 */
function claimedDelivery(headers: HeaderSource): string {
  const id = headerOf(headers, DELIVERY_ID_HEADER);
  return typeof id === 'string' && /^[\w.:-]{1,128}$/.test(id) ? ` (delivery ${id})` : '';
}

const tooManyWaiting = (): HttpError => new HttpError(429, 'rate_limited', 'too many deliveries waiting', [], { 'retry-after': '1' });

/** Offers `job` as room opens, for up to `waitMs`; gives up early when the sender hangs up. */
async function waitForRoom(work: WorkQueue, job: () => Promise<unknown>, waitMs: number, response: ServerResponse): Promise<boolean> {
  const { accepted, cancel } = work.wait(job, waitMs);
  response.once('close', cancel);
  try {
    return await accepted;
  } finally {
    response.off('close', cancel);
  }
}

/**
 * An App as a signed callback receiver: `POST /events` verifies the request exactly as the
 * contract orders (size, signature, time window, HMAC over the raw bytes, envelope, headers,
 * bearer), answers 2xx at once (well within 3 s), and then runs the App through the Runtime API
 * with the delivery's token, at most `maxConcurrency` at once and `maxQueued` waiting. A delivery
 * that finds the queue full waits up to `admissionWaitMs` for room before it is answered 429: a
 * sender whose requests are held slows down by itself, while a 429 would cost it a whole retry
 * (a second or more) and the attempt. The same attempt twice is answered without a second run
 * (also while the first still waits for room); a new attempt of a delivery runs again with the
 * same idempotency keys, so no reply is duplicated.
 * `GET /healthz` says it is up. Without a signing secret it does not start.
 */
export async function startCallbackServer(options: CallbackServerOptions): Promise<CallbackServer> {
  assertSigningSecret(options.signingSecret);
  const app = await createHttpServer({ bodyLimit: MAX_CALLBACK_BODY_BYTES });
  const seen = new SeenAttempts(10_000);
  /** Attempts waiting for room, and whether they got it: a repeat waits for the same answer. */
  const admitting = new Map<string, Promise<boolean>>();
  const admissionWaitMs = Math.max(0, options.admissionWaitMs ?? 1000);
  const logRefusal = rateLimitedLines(options.log, REFUSALS_LOGGED_PER_SECOND, 1000, 'refused callback(s)');
  const work = new WorkQueue({
    concurrency: Math.max(1, options.maxConcurrency ?? DEFAULT_CALLBACK_CONCURRENCY),
    maxQueued: options.maxQueued ?? 1000,
    onError: (error) => options.log(`delivery not handled: ${(error as Error).message}`),
  });

  app.get('/healthz', async () => ({ status: 'ok' }));
  // The contract checks the signature and time window over the raw bytes before anything else
  // looks at the body: this route takes every body, of any or no content type, as bytes, so junk
  // or an unexpected content type without a valid signature is 401, not 400 or 415.
  await app.register(async (events) => {
    events.removeAllContentTypeParsers();
    events.addContentTypeParser('*', { parseAs: 'buffer' }, (request, body, done) => {
      request.rawBody = body as Buffer;
      done(null, undefined);
    });
    // Why the platform's deliveries fail (a wrong signing secret, a clock far off, a proxy that
    // changes the body) is otherwise visible only to the platform. Hooked here rather than where
    // the verdict is thrown so that a body over the size limit, refused before the handler, is
    // logged too. The reason only: never the secret, the signature or the body. A 429 is
    // back-pressure the platform retries, not a refusal.
    events.addHook('onError', async (request, _reply, error) => {
      const refused = toHttpError(error);
      if (refused.status === 429 || refused.status >= 500) return;
      logRefusal(`refused a callback${claimedDelivery(request.headers)}: ${refused.status} ${refused.code}: ${refused.message}`);
    });
    events.post('/events', async (request, reply) => {
      const verdict = verifyCallbackRequest({
        secret: options.signingSecret,
        headers: request.headers,
        rawBody: request.rawBody ?? Buffer.alloc(0),
        ...(options.now ? { now: options.now() } : {}),
      });
      if (!verdict.ok) throw new HttpError(verdict.status, verdict.code, verdict.message, 'details' in verdict ? verdict.details : undefined);
      const envelope = verdict.envelope;
      const key = `${envelope.delivery_id}/${envelope.attempt_id}`;
      if (seen.has(key)) return reply.status(200).send({ received: true, duplicate: true });
      const pending = admitting.get(key);
      if (pending !== undefined) {
        if (await pending) return reply.status(200).send({ received: true, duplicate: true });
        throw tooManyWaiting();
      }
      const job = (): Promise<unknown> =>
        handleDelivery(envelope, options.client, { app: options.app, log: options.log, ...(options.logger ? { logger: options.logger } : {}) });
      let accepted = work.offer(job);
      if (!accepted && admissionWaitMs > 0) {
        const admission = waitForRoom(work, job, admissionWaitMs, reply.raw);
        admitting.set(key, admission);
        try {
          accepted = await admission;
        } finally {
          admitting.delete(key);
        }
      }
      if (!accepted) throw tooManyWaiting();
      // Seen only once queued: an attempt answered 429 is retried by the platform and must run then.
      seen.add(key);
      return reply.status(202).send({ received: true });
    });
  });

  const host = options.host ?? '127.0.0.1';
  const port = options.port ?? DEFAULT_CALLBACK_PORT;
  let url: string;
  try {
    url = await listen(app, host, port);
  } catch (error) {
    await app.close().catch(() => undefined);
    // Says what could not be done, as `agentteam dev` does: a bare `listen EADDRINUSE` does not.
    throw new VvAgentError('listen_failed', `cannot listen on ${host}:${port}: ${(error as Error).message}`, 'runtime', { cause: error });
  }
  return {
    url,
    app,
    close: async (graceMs = 10_000) => {
      const started = Date.now();
      // A request still arriving (a stalled upload) gets the grace period, then its socket is closed.
      await closeHttpServer(app, graceMs);
      // The refusals of the last moments are counted, not yet said: the stop must not lose them.
      logRefusal.flush();
      work.clear();
      await work.idle(Math.max(0, graceMs - (Date.now() - started)));
    },
  };
}
