/**
 * Dispatch of durable deliveries (contract, "Runner stream", "Callback transport", "Retries on the
 * platform side"): one attempt per lease. A runner_stream App gets `{"type":"delivery",...}` lines
 * on its open streams, never more unfinished deliveries per stream than the maxConcurrency of the
 * runner's last heartbeat (1 before any heartbeat); a callback App gets a signed `POST
 * <callbackUrl>/events`, never more than `callbackConcurrency` attempts active at once. A callback
 * answered non-2xx or not within 3 s, a stream disconnect or an expired lease ends the attempt, and
 * DevPlatformCore schedules the retry.
 */
import { HttpClient, HttpClientError } from '../../http/index.js';
import { ATTEMPT_ID_HEADER, DELIVERY_ID_HEADER, EVENT_TYPE_HEADER, SIGNATURE_HEADER, signCallback } from '../index.js';
import type { DevPlatformCore } from './DevPlatformCore.js';
import type { AppRow, DeliveryRow } from './DevStore.js';
import { newId } from './ids.js';
import { callbackEnvelope, eventsUrl, streamEnvelope } from './payload.js';
import { transportsOf } from './views.js';

/** Where a runner stream's NDJSON lines go; the HTTP layer adapts a response to it. */
export interface StreamSink {
  write(line: string): void;
  end(): void;
}

export interface DispatcherOptions {
  /** How often leases and due retries are checked (events also trigger a check at once). */
  readonly tickMs: number;
  /** `{"type":"ping"}` keepalive interval on runner streams (contract: 15 s). */
  readonly pingIntervalMs: number;
  /** A callback that has not answered by then ends its attempt (contract: 3 s). */
  readonly callbackTimeoutMs: number;
  /**
   * Callback attempts of one App active at once (sent, not yet acked, failed or expired); further
   * deliveries wait, pending, without using an attempt. A backlog (an App whose credential was
   * just claimed, a burst of mentions) reaches the App's server this many at a time, not all at once.
   */
  readonly callbackConcurrency: number;
  readonly log: (line: string) => void;
}

/** The lease of an attempt that `first_attempt_lost` never hands out: short, so the redelivery comes soon. */
export const LOST_ATTEMPT_LEASE_MS = 1000;

interface StreamSession {
  readonly id: string;
  readonly installationId: string;
  readonly runnerId: string | undefined;
  /** Hash of the runner token the stream was opened with: the stream lives only as long as it is valid. */
  readonly tokenHash: string;
  readonly sink: StreamSink;
  readonly ping: NodeJS.Timeout;
  closed: boolean;
}

export class DeliveryDispatcher {
  private readonly sessions = new Map<string, StreamSession>();
  private readonly inflight = new Set<AbortController>();
  private readonly http: HttpClient;
  private timer: NodeJS.Timeout | undefined;
  private kickScheduled = false;
  private stopped = false;

  constructor(
    private readonly core: DevPlatformCore,
    private readonly options: DispatcherOptions,
  ) {
    // One attempt per lease: the platform, not the HTTP client, schedules the retry. The client's
    // timeouts (connect, headers, silence) are the callback's deadline; they start once the
    // request is sent, so loading the HTTP stack on first use does not count against the App.
    this.http = new HttpClient({ timeoutSeconds: options.callbackTimeoutMs / 1000, maxAttempts: 1 });
  }

  /** Ends the attempts of streams that died with the previous process, then starts ticking. */
  start(): void {
    const recovered = this.core.recoverStreamAttempts();
    if (recovered > 0) this.options.log(`${recovered} runner stream attempt(s) from before the restart ended; they will be retried`);
    this.timer = setInterval(() => this.pump(), this.options.tickMs);
    this.timer.unref();
    this.kick();
  }

  /** Asks for a dispatch pass soon (coalesced). */
  kick(): void {
    if (this.kickScheduled || this.stopped) return;
    this.kickScheduled = true;
    setImmediate(() => {
      this.kickScheduled = false;
      this.pump();
    });
  }

  private pump(): void {
    if (this.stopped) return;
    try {
      this.closeStreamsOfInvalidTokens();
      this.core.expireLeases();
      // Per App, the callback attempts active so far in this pass (read once, then counted here).
      const callbacks = new Map<string, number>();
      for (const delivery of this.core.store.dueDeliveries(this.core.now())) this.dispatch(delivery, callbacks);
    } catch (error) {
      this.options.log(`dispatcher error: ${(error as Error).message}`);
    }
  }

  /**
   * Picks the transport: the App's open runner streams when it has any (waiting while they are
   * all at their bound), else its callback URL.
   * A delivery with nowhere to go (no runner connected, credential not yet claimed) stays pending
   * without using an attempt.
   */
  private dispatch(delivery: DeliveryRow, callbacks: Map<string, number>): void {
    const app = this.core.store.getApp(delivery.installation_id);
    if (app === undefined || app.status !== 'active') return;
    const transports = transportsOf(app);
    if (transports.includes('runner_stream') && this.openStreamCount(app.installation_id) > 0) {
      // A connected runner that is at its concurrency bound is waited for, not bypassed.
      const session = this.sessionWithCapacity(app);
      if (session !== undefined) this.sendOnStream(session, delivery);
      return;
    }
    if (transports.includes('callback') && app.callback_url !== null && app.callback_secret !== null && app.credential_state === 'claimed') {
      const active = callbacks.get(app.installation_id) ?? this.core.store.activeCallbackAttempts(app.installation_id);
      // At the bound the delivery stays pending; a later pass (every tick) sends it once one ends.
      if (active >= this.options.callbackConcurrency) return;
      callbacks.set(app.installation_id, active + 1);
      void this.sendCallback(app, delivery);
    }
  }

  private sessionWithCapacity(app: AppRow): StreamSession | undefined {
    let best: { session: StreamSession; free: number } | undefined;
    for (const session of this.sessions.values()) {
      if (session.closed || session.installationId !== app.installation_id) continue;
      const capacity = this.core.runnerConcurrency(app.installation_id, session.runnerId);
      const free = capacity - this.core.store.activeAttemptsOfSession(session.id).length;
      if (free > 0 && (best === undefined || free > best.free)) best = { session, free };
    }
    return best?.session;
  }

  /** A simulated fault (`agentteam trigger`) applies to the first attempt only. */
  private faultOf(delivery: DeliveryRow): DeliveryRow['dev_fault'] {
    return delivery.attempt_count === 0 ? delivery.dev_fault : null;
  }

  /**
   * `first_attempt_lost`: the attempt is leased but never handed to the App, as if the runner had
   * crashed right after taking it; its short lease expires and the delivery is redelivered.
   */
  private loseAttempt(delivery: DeliveryRow, transport: 'runner_stream' | 'callback', session: string | null): void {
    const started = this.core.startAttempt(delivery.delivery_id, transport, session, LOST_ATTEMPT_LEASE_MS);
    if (started === undefined) return;
    this.options.log(`delivery ${delivery.delivery_id} attempt ${started.attempt.number} not sent (simulated fault first_attempt_lost; lease ${LOST_ATTEMPT_LEASE_MS} ms)`);
  }

  private sendOnStream(session: StreamSession, delivery: DeliveryRow): void {
    if (this.faultOf(delivery) === 'first_attempt_lost') return this.loseAttempt(delivery, 'runner_stream', session.id);
    const started = this.core.startAttempt(delivery.delivery_id, 'runner_stream', session.id);
    if (started === undefined) return;
    this.options.log(`delivery ${delivery.delivery_id} attempt ${started.attempt.number} -> runner stream ${session.id}`);
    session.sink.write(`${JSON.stringify({ type: 'delivery', envelope: streamEnvelope(started.envelope) })}\n`);
  }

  private async sendCallback(app: AppRow, delivery: DeliveryRow): Promise<void> {
    const fault = this.faultOf(delivery);
    if (fault === 'first_attempt_lost') return this.loseAttempt(delivery, 'callback', null);
    const started = this.core.startAttempt(delivery.delivery_id, 'callback', null);
    if (started === undefined) return;
    const { attempt, envelope } = started;
    // `callback_timeout`: the attempt ends as if the answer came after the deadline, and only then
    // is the envelope sent, so the App works on an attempt the platform has already given up on
    // (its replies and ack are refused) while the retry follows.
    const simulatedTimeout = fault === 'callback_timeout' && this.core.endAttempt(attempt.attempt_id, 'callback_timeout', 'simulated by agentteam trigger: the answer counts as too late');
    let url: string;
    try {
      url = eventsUrl(app.callback_url!);
    } catch (error) {
      // A URL this build refuses but a store may hold (written by an older one): the attempt ends
      // as unreachable, like any callback that cannot be sent, and the platform stays up.
      this.options.log(`delivery ${delivery.delivery_id} attempt ${attempt.number}: the App's callback URL ${app.callback_url} is not a URL`);
      if (!this.stopped && !simulatedTimeout) this.core.endAttempt(attempt.attempt_id, 'callback_unreachable', errorDetail(error));
      return;
    }
    const body = JSON.stringify(callbackEnvelope(envelope));
    // Signatures carry wall-clock seconds: the receiver checks them against its own clock.
    const signature = signCallback(app.callback_secret!, body, Math.floor(Date.now() / 1000));
    const controller = new AbortController();
    this.inflight.add(controller);
    let outcome: string;
    let detail: string | undefined;
    let status: number | undefined;
    try {
      const response = await this.http.open({
        method: 'POST',
        url,
        signal: controller.signal,
        bearerToken: envelope.deliveryToken,
        headers: {
          'content-type': 'application/json',
          [SIGNATURE_HEADER]: signature,
          [DELIVERY_ID_HEADER]: envelope.deliveryId,
          [ATTEMPT_ID_HEADER]: envelope.attemptId,
          [EVENT_TYPE_HEADER]: envelope.eventType,
          'user-agent': 'vv-agent-agentteam-dev',
        },
        body,
        describe: 'callback',
      });
      // Read to the end so that the connection can be reused.
      await response.text(64 * 1024);
      status = response.status;
      outcome = 'ok';
    } catch (error) {
      if (error instanceof HttpClientError && error.code === 'http_status') {
        status = error.status;
        outcome = `callback_http_${error.status}`;
      } else {
        outcome = error instanceof HttpClientError && error.code === 'timeout' ? 'callback_timeout' : 'callback_unreachable';
        detail = errorDetail(error);
        if (!this.stopped) this.options.log(`delivery ${delivery.delivery_id} attempt ${attempt.number} -> POST ${url} failed: ${outcome} (${(error as Error).message})`);
      }
    } finally {
      this.inflight.delete(controller);
    }
    if (status !== undefined) this.options.log(`delivery ${delivery.delivery_id} attempt ${attempt.number} -> POST ${url} ${status}`);
    // A 2xx only says the envelope arrived; the attempt stays leased until ack, fail or expiry.
    if (outcome !== 'ok' && !this.stopped && !simulatedTimeout) this.core.endAttempt(attempt.attempt_id, outcome, detail);
  }

  /** Registers a runner stream opened with the runner token of `tokenHash`; deliveries may be written to it at once. */
  openStream(app: AppRow, runnerId: string | undefined, tokenHash: string, sink: StreamSink): string {
    const id = newId('stream');
    const ping = setInterval(() => {
      if (!session.closed) sink.write('{"type":"ping"}\n');
    }, this.options.pingIntervalMs);
    ping.unref();
    const session: StreamSession = { id, installationId: app.installation_id, runnerId, tokenHash, sink, ping, closed: false };
    this.sessions.set(id, session);
    this.options.log(`runner stream ${id} opened for App ${app.name}${runnerId !== undefined ? ` (runner ${runnerId})` : ''}`);
    this.kick();
    return id;
  }

  /** The stream went away: its unfinished attempts end (stream_disconnected) and will be retried. */
  closeStream(id: string, why?: string): void {
    const session = this.sessions.get(id);
    if (session === undefined || session.closed) return;
    session.closed = true;
    clearInterval(session.ping);
    this.sessions.delete(id);
    if (this.stopped) return;
    this.options.log(`runner stream ${id} closed${why !== undefined ? `: ${why}` : ''}`);
    for (const attempt of this.core.store.activeAttemptsOfSession(id)) this.core.endAttempt(attempt.attempt_id, 'stream_disconnected', why);
  }

  /**
   * A stream whose runner token was rotated or revoked is closed by the platform: otherwise the
   * runner holding the old token would keep getting deliveries it can no longer answer until a
   * heartbeat of its own found out. Its unfinished attempts are retried, as for any dropped stream.
   */
  private closeStreamsOfInvalidTokens(): void {
    for (const session of [...this.sessions.values()]) {
      if (session.closed || this.core.tokenHashIsValid(session.tokenHash, 'runner', session.installationId)) continue;
      this.closeStream(session.id, 'its runner token is no longer valid');
      session.sink.end();
    }
  }

  openStreamCount(installationId?: string): number {
    return [...this.sessions.values()].filter((s) => !s.closed && (installationId === undefined || s.installationId === installationId)).length;
  }

  /**
   * Stops dispatching and ends every stream and callback in flight without touching the store
   * (as a crash would): attempts left active are ended on the next start (streams) or by their
   * lease (callbacks).
   */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer !== undefined) clearInterval(this.timer);
    for (const session of this.sessions.values()) {
      session.closed = true;
      clearInterval(session.ping);
      session.sink.end();
    }
    this.sessions.clear();
    for (const controller of this.inflight) controller.abort();
    await this.http.close();
  }
}

/** The innermost cause's message (`connect ECONNREFUSED 127.0.0.1:9`), which says most. */
function errorDetail(error: unknown): string {
  let current: unknown = error;
  while (current instanceof Error && current.cause instanceof Error) current = current.cause;
  return current instanceof Error ? current.message : String(error);
}
