import type { RunnerStreamDelivery } from '../../../generated/agentteam/types.js';
import { abortableSleep } from '../shared/abortableSleep.js';
import { backoffDelayMs } from '../shared/retryDelay.js';
import { VvAgentError } from '../shared/errors.js';
import { AgentTeamApiError } from './AgentTeamApiError.js';
import { handleDelivery, type DeliveryReport, type EchoPlan } from './echoApp.js';
import type { AgentTeamRuntimeClient } from './runtimeApiClient.js';

export interface EchoRunnerOptions {
  readonly client: AgentTeamRuntimeClient;
  readonly runnerId: string;
  readonly runnerVersion?: string;
  /** Deliveries handled at once (contract default 2); the stream is not read while all are busy. */
  readonly maxConcurrency?: number;
  readonly heartbeatSeconds?: number;
  /** On shutdown, in-flight deliveries get this long to finish (default 10 s). */
  readonly shutdownGraceSeconds?: number;
  /** Aborting starts a graceful shutdown. */
  readonly signal: AbortSignal;
  /** One line per delivery and per connection change (stderr in the command). */
  readonly log: (line: string) => void;
  /** Reconnect backoff: 1 s doubling to 30 s, full jitter (contract). Injectable for tests. */
  readonly reconnectBaseMs?: number;
  readonly reconnectMaxMs?: number;
  readonly random?: () => number;
  /** The App's logic (default: the echo commands). */
  readonly plan?: (text: string) => EchoPlan;
}

export interface EchoRunnerSummary {
  readonly handled: number;
  readonly connections: number;
  /** Deliveries still running at the shutdown deadline: left for redelivery, never acked half-done. */
  readonly abandoned: number;
}

/** A 401/403 means the token is wrong or revoked: reconnecting forever would not help. */
function isFatal(error: unknown): boolean {
  return error instanceof AgentTeamApiError && (error.family === 'authentication' || error.family === 'authorization');
}

/**
 * The echo App on the runner stream: connects outbound, heartbeats, handles deliveries with
 * bounded concurrency, reconnects with backoff and jitter, stops on 401/403, and shuts down
 * gracefully when `signal` aborts (no new deliveries; in-flight ones finish within the grace
 * period; the rest are left for the platform to redeliver).
 */
export async function runEchoRunner(options: EchoRunnerOptions): Promise<EchoRunnerSummary> {
  const { client, log, signal } = options;
  const maxConcurrency = Math.max(1, options.maxConcurrency ?? 2);
  const heartbeatMs = (options.heartbeatSeconds ?? 30) * 1000;
  const graceMs = (options.shutdownGraceSeconds ?? 10) * 1000;
  const inFlight = new Map<string, { done: Promise<DeliveryReport>; abort: AbortController }>();
  const slotFreed: Array<() => void> = [];
  // The stream stays open during a shutdown until in-flight deliveries are done: closing it would
  // end their attempts on the platform and their remaining replies would be refused.
  const streamAbort = new AbortController();
  const closed = streamAbort.signal;
  let handled = 0;
  let connections = 0;
  let failures = 0;
  let abandoned = 0;

  const heartbeat = async (): Promise<void> => {
    await client.heartbeat(
      {
        runnerId: options.runnerId,
        runnerVersion: options.runnerVersion ?? '0.1.0',
        capabilities: { 'agentteam.message.mention': true, maxConcurrency },
      },
      { signal: closed },
    );
  };

  const start = (event: RunnerStreamDelivery): void => {
    const key = `${event.envelope.deliveryId}/${event.envelope.attemptId}`;
    const abort = new AbortController();
    const done = handleDelivery(event, client, { log, signal: abort.signal, ...(options.plan ? { plan: options.plan } : {}) }).finally(() => {
      inFlight.delete(key);
      handled++;
      slotFreed.shift()?.();
    });
    inFlight.set(key, { done, abort });
  };

  const waitForSlot = async (): Promise<void> => {
    while (inFlight.size >= maxConcurrency && !signal.aborted) {
      await new Promise<void>((resolve) => {
        slotFreed.push(resolve);
        signal.addEventListener('abort', () => resolve(), { once: true });
      });
    }
  };

  /** Shutdown: in-flight deliveries get the grace period, then the stream closes. */
  const drainThenClose = async (): Promise<void> => {
    const deadline = new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), graceMs).unref());
    const finished = await Promise.race([Promise.all([...inFlight.values()].map((p) => p.done)).then(() => 'done' as const), deadline]);
    if (finished === 'timeout' && inFlight.size > 0) {
      abandoned = inFlight.size;
      for (const { abort } of inFlight.values()) abort.abort();
      await Promise.allSettled([...inFlight.values()].map((p) => p.done));
      log(`shutdown: ${abandoned} delivery(ies) still running at the deadline were left for redelivery`);
    }
    streamAbort.abort();
  };
  const shutdownDone = new Promise<void>((resolve) => {
    const begin = (): void => void drainThenClose().then(resolve);
    if (signal.aborted) begin();
    else signal.addEventListener('abort', begin, { once: true });
  });

  while (!closed.aborted) {
    let timer: NodeJS.Timeout | undefined;
    try {
      const stream = await client.openStream(closed);
      connections++;
      failures = 0;
      log(`runner ${options.runnerId}: connected to ${client.streamUrl()}`);
      await heartbeat();
      timer = setInterval(() => void heartbeat().catch((error: unknown) => log(`heartbeat failed: ${(error as Error).message}`)), heartbeatMs);
      for await (const item of stream) {
        if (item.type === 'delivery') {
          await waitForSlot();
          // Shutting down: start nothing new; the platform redelivers it once the stream closes.
          if (signal.aborted) continue;
          start(item);
        } else if (item.type === 'invalid_line') {
          log(`runner stream: ignored a line (${item.code}: ${item.message})`);
        }
      }
      stream.close();
      if (!closed.aborted) log('runner stream ended');
    } catch (error) {
      if (closed.aborted) break;
      if (isFatal(error)) {
        const e = error as AgentTeamApiError;
        streamAbort.abort();
        throw new VvAgentError(e.code, `runner stopped: the platform refused the runner token (${e.status ?? ''} ${e.code})`, 'config');
      }
      log(`runner stream disconnected: ${(error as Error).message}`);
    } finally {
      if (timer) clearInterval(timer);
    }
    if (closed.aborted) break;
    failures++;
    const delay = backoffDelayMs(failures, {
      baseDelayMs: options.reconnectBaseMs ?? 1000,
      maxDelayMs: options.reconnectMaxMs ?? 30_000,
      random: options.random ?? Math.random,
    });
    log(`reconnecting in ${(delay / 1000).toFixed(1)} s`);
    // A shutdown ends the wait at once; the loop then sees `closed` and stops.
    await abortableSleep(delay, closed).catch(() => undefined);
  }
  await shutdownDone;
  return { handled, connections, abandoned };
}
