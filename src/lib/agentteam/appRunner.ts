import type { RunnerStreamDelivery } from '../../../generated/agentteam/types.js';
import { abortableSleep } from '../shared/abortableSleep.js';
import { backoffDelayMs } from '../shared/retryDelay.js';
import { VvAgentError } from '../shared/errors.js';
import { AgentTeamApiError } from './AgentTeamApiError.js';
import type { Logger } from '../shared/logger.js';
import { WorkQueue } from '../shared/WorkQueue.js';
import type { App } from './defineApp.js';
import { handleDelivery } from './handleDelivery.js';
import type { AgentTeamRuntimeClient } from './runtimeApiClient.js';

export interface AppRunnerOptions {
  readonly client: AgentTeamRuntimeClient;
  /** The App that answers the deliveries. */
  readonly app: App;
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
  /** Where an App's own errors are logged (default silent). */
  readonly logger?: Logger;
}

export interface AppRunnerSummary {
  readonly handled: number;
  readonly connections: number;
  /** Deliveries still running at the shutdown deadline: left for redelivery, never acked half-done. */
  readonly abandoned: number;
}

/** A 401/403 means the token is wrong or revoked: reconnecting forever would not help. */
function isFatal(error: unknown): error is AgentTeamApiError {
  return error instanceof AgentTeamApiError && (error.family === 'authentication' || error.family === 'authorization');
}

/**
 * The platform's own words for a token of another workspace ("this token is not valid in workspace
 * X"). A runner token cannot ask which workspace it belongs to, so this refusal is all there is to
 * tell a wrong --workspace from a wrong token.
 */
const NOT_VALID_IN_WORKSPACE = /\bnot valid in workspace\b/i;

/** The error the runner stops with when the platform refuses its token (contract: stop, do not reconnect). */
function tokenRefused(error: AgentTeamApiError, workspaceId: string): VvAgentError {
  const refusal = `${error.status ?? ''} ${error.code}`;
  if (error.family === 'authorization' && NOT_VALID_IN_WORKSPACE.test(error.message)) {
    return new VvAgentError(
      error.code,
      `runner stopped: the runner token is not valid in workspace ${workspaceId} (${refusal}): it belongs to another workspace, or there is no workspace ${workspaceId}; check --workspace or AGENTTEAM_WORKSPACE_ID`,
      'config',
    );
  }
  return new VvAgentError(error.code, `runner stopped: the platform refused the runner token (${refusal})`, 'config');
}

/**
 * An App on the runner stream: connects outbound, heartbeats, handles deliveries with bounded
 * concurrency (a WorkQueue with no waiting room: the stream is not read while every slot is
 * busy), reconnects with backoff and jitter, stops on 401/403 (at a connect or a later heartbeat:
 * a revoked or rotated token), and shuts down gracefully when `signal` aborts (no new deliveries;
 * in-flight ones finish within the grace period; the rest are left for the platform to redeliver).
 */
export async function runAppRunner(options: AppRunnerOptions): Promise<AppRunnerSummary> {
  const { client, log, signal } = options;
  const maxConcurrency = Math.max(1, options.maxConcurrency ?? 2);
  const heartbeatMs = (options.heartbeatSeconds ?? 30) * 1000;
  const graceMs = (options.shutdownGraceSeconds ?? 10) * 1000;
  const inFlight = new Map<string, AbortController>();
  // Aborted by a shutdown, or when the platform refuses the token (at a connect or a later
  // heartbeat, e.g. after a rotation): either way no new delivery starts and in-flight ones get
  // the grace period (they reply with their own delivery tokens, which stay valid).
  const stopping = new AbortController();
  if (signal.aborted) stopping.abort();
  else signal.addEventListener('abort', () => stopping.abort(), { once: true });
  let fatal: VvAgentError | undefined;
  const stopRefused = (error: AgentTeamApiError): void => {
    fatal ??= tokenRefused(error, client.workspaceId);
    stopping.abort();
  };
  const work = new WorkQueue({ concurrency: maxConcurrency, onError: (error) => log(`delivery not handled: ${(error as Error).message}`) });
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

  /** Waits for a free slot (backpressure), then starts the delivery; false when shutting down first. */
  const start = (event: RunnerStreamDelivery): Promise<boolean> => {
    const key = `${event.envelope.deliveryId}/${event.envelope.attemptId}`;
    return work.submit(async () => {
      const abort = new AbortController();
      inFlight.set(key, abort);
      try {
        await handleDelivery(event, client, { app: options.app, log, signal: abort.signal, ...(options.logger ? { logger: options.logger } : {}) });
      } finally {
        inFlight.delete(key);
        handled++;
      }
    }, stopping.signal);
  };

  /** Shutdown: in-flight deliveries get the grace period, then the stream closes. */
  const drainThenClose = async (): Promise<void> => {
    if (!(await work.idle(graceMs)) && inFlight.size > 0) {
      abandoned = inFlight.size;
      for (const abort of inFlight.values()) abort.abort();
      await work.idle();
      log(`shutdown: ${abandoned} delivery(ies) still running at the deadline were left for redelivery`);
    }
    streamAbort.abort();
  };
  const shutdownDone = new Promise<void>((resolve) => {
    const begin = (): void => void drainThenClose().then(resolve);
    if (stopping.signal.aborted) begin();
    else stopping.signal.addEventListener('abort', begin, { once: true });
  });

  while (!closed.aborted) {
    let timer: NodeJS.Timeout | undefined;
    let lost = 'runner stream ended';
    try {
      const stream = await client.openStream(closed);
      connections++;
      failures = 0;
      log(`runner ${options.runnerId}: connected to ${client.streamUrl()}`);
      await heartbeat();
      timer = setInterval(() => {
        // Refused once: asking again while the in-flight deliveries finish would only be refused again.
        if (fatal !== undefined) return;
        heartbeat().catch((error: unknown) => {
          if (closed.aborted) return;
          if (isFatal(error)) stopRefused(error);
          else log((error as Error).message);
        });
      }, heartbeatMs);
      for await (const item of stream) {
        if (item.type === 'delivery') {
          // Shutting down: start nothing new; the platform redelivers it once the stream closes.
          await start(item);
        } else if (item.type === 'invalid_line') {
          log(`runner stream: ignored a line (${item.code}: ${item.message})`);
        }
      }
      stream.close();
    } catch (error) {
      if (closed.aborted) break;
      if (isFatal(error)) {
        stopRefused(error);
        break;
      }
      const message = (error as Error).message;
      lost = message.startsWith('runner stream') ? message : `runner stream disconnected: ${message}`;
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
    // One line per lost connection: what happened and when the next try is.
    log(`${lost}; reconnecting in ${(delay / 1000).toFixed(1)} s`);
    // A shutdown ends the wait at once; the loop then sees `closed` and stops.
    await abortableSleep(delay, closed).catch(() => undefined);
  }
  await shutdownDone;
  if (fatal !== undefined) throw fatal;
  return { handled, connections, abandoned };
}
