/**
 * The worker boundary: runs one App for one delivery against the Runtime API, the same on both
 * transports. Replies go out in order, each with an idempotency key derived from the App's name,
 * the delivery and the reply's name or number, so a redelivered attempt posts nothing twice; the
 * delivery is acked after the handler returns, or failed with the handler's code (`ctx.fail`), with
 * `app_error` when the handler throws, `reply_rejected` when the platform refuses a reply as
 * invalid. Any other Runtime API error (lease lost, delivery already terminal, platform
 * unreachable) or a cancellation stops and leaves the delivery to the platform: nothing is acked
 * half-done. Calls authenticate with the delivery's own token, valid on both transports.
 */
import type {
  AckRequest,
  CallbackEnvelope,
  DeliveryEnvelope,
  DeliveryStateResponse,
  FailRequest,
  ReplyRequest,
  ReplyResponse,
  RunnerStreamDelivery,
} from '../../../generated/agentteam/types.js';
import { VvAgentError } from '../shared/errors.js';
import { silentLogger, type Logger } from '../shared/logger.js';
import { AgentTeamApiError, type AgentTeamErrorFamily } from './AgentTeamApiError.js';
import { STABLE_CODE, type App, type AppContext, type AppDelivery, type ReplyOptions } from './defineApp.js';
import { commandText, MENTION_EVENT_TYPE, stringField, toDelivery } from './delivery.js';
import type { DeliveryCallOptions } from './runtimeApiClient.js';

/** The part of AgentTeamRuntimeClient an App needs (a test may pass another). */
export interface AppRuntimeApi {
  reply(deliveryId: string, request: ReplyRequest, options?: DeliveryCallOptions): Promise<ReplyResponse>;
  ack(deliveryId: string, request: AckRequest, options?: DeliveryCallOptions): Promise<DeliveryStateResponse>;
  fail(deliveryId: string, request: FailRequest, options?: DeliveryCallOptions): Promise<DeliveryStateResponse>;
}

export interface HandleDeliveryOptions {
  readonly app: App;
  /** Receives the one line that describes what was done (stderr in the commands). */
  readonly log?: (line: string) => void;
  /** Where an App's own error (with its stack) is logged; default silent. */
  readonly logger?: Logger;
  /** Aborting stops the delivery and leaves it to the platform (shutdown). */
  readonly signal?: AbortSignal;
  /** This App's service member id; default the payload's `app.service_member_id`. */
  readonly appServiceMemberId?: string;
}

export interface DeliveryReport {
  readonly deliveryId: string;
  readonly attemptId: string;
  /** What the delivery was read as (`ctx.describe`), else the App's name. */
  readonly command: string;
  /** Replies the App said it would post (`ctx.describe`), when it said. */
  readonly repliesPlanned?: number;
  readonly repliesSent: number;
  /** acked / failed: the delivery reached that terminal state; error: it was left as it was. */
  readonly outcome: 'acked' | 'failed' | 'error';
  /** The fail code sent, when `failed`. */
  readonly failCode?: string;
  /** Why it stopped, when `error`: no token or content, just the stable code and family. */
  readonly error?: { readonly code: string; readonly family: AgentTeamErrorFamily | 'internal'; readonly message: string };
}

/** The idempotency key of a reply: `<app>:<delivery>:reply-<n>`, or `<app>:<delivery>:<key>` when named. */
export function replyKey(appName: string, deliveryId: string, reply: number | string): string {
  return `${appName}:${deliveryId}:${typeof reply === 'number' ? `reply-${reply}` : reply}`;
}

/** Thrown into the handler by a call made after the delivery ended; never reported as the App's fault. */
class DeliveryEnded extends VvAgentError {
  constructor(what: string) {
    super('delivery_ended', `${what} after the delivery ended`, 'conflict');
  }
}

type Ending = { readonly kind: 'failed'; readonly code: string } | { readonly kind: 'stopped'; readonly error: unknown };

export async function handleDelivery(
  input: CallbackEnvelope | DeliveryEnvelope | RunnerStreamDelivery,
  client: AppRuntimeApi,
  options: HandleDeliveryOptions,
): Promise<DeliveryReport> {
  const { app } = options;
  const logger = options.logger ?? silentLogger();
  const envelope = toDelivery(input);
  const { deliveryId, attemptId } = envelope;
  // Two signals: Runtime API calls stop only on shutdown (a reply sent near the end of the lease
  // may still land: the platform decides), while the handler is also told when the lease runs out.
  const shutdown = options.signal;
  // Why the handler was told to stop (the first reason wins, as with AbortController). The
  // controller behind ctx.signal is made only when the handler reads it: one costs about 6 µs
  // with its signal, a visible share of a delivery, and most handlers never look.
  let stopReason: unknown;
  let abort: AbortController | undefined;
  const stop = (reason: unknown): void => {
    if (stopReason !== undefined) return;
    stopReason = reason;
    abort?.abort(reason);
  };
  const onShutdown = (): void => stop(new VvAgentError('cancelled', 'the delivery was cancelled (shutdown)', 'runtime'));
  if (shutdown?.aborted) onShutdown();
  else shutdown?.addEventListener('abort', onShutdown, { once: true });
  // The same options for every Runtime API call of this delivery.
  const callOptions: DeliveryCallOptions = shutdown ? { deliveryToken: envelope.deliveryToken, signal: shutdown } : { deliveryToken: envelope.deliveryToken };

  let command = app.name;
  let planned: number | undefined;
  let sent = 0;
  let ending: Ending | undefined;

  // Every reply renews the lease (contract); past it, the attempt is over on the platform and the
  // handler is told through ctx.signal rather than left working for nothing.
  let leaseTimer: NodeJS.Timeout | undefined;
  const renewLease = (): void => {
    if (envelope.leaseSeconds === undefined) return;
    clearTimeout(leaseTimer);
    leaseTimer = setTimeout(() => stop(new VvAgentError('lease_expired', 'the delivery lease ran out', 'conflict')), envelope.leaseSeconds * 1000);
    leaseTimer.unref();
  };

  const finish = (report: Pick<DeliveryReport, 'outcome' | 'failCode' | 'error'>): DeliveryReport => {
    clearTimeout(leaseTimer);
    shutdown?.removeEventListener('abort', onShutdown);
    const full: DeliveryReport = {
      deliveryId,
      attemptId,
      command,
      ...(planned !== undefined ? { repliesPlanned: planned } : {}),
      repliesSent: sent,
      ...report,
    };
    options.log?.(formatDeliveryReport(full));
    return full;
  };

  const sendFail = async (code: string, message: string): Promise<void> => {
    await client.fail(deliveryId, { attemptId, code, message }, callOptions);
    ending = { kind: 'failed', code };
  };

  const post = async (content: string, replyOptions: ReplyOptions | undefined, metadata: Record<string, unknown> | undefined): Promise<void> => {
    if (ending !== undefined) throw new DeliveryEnded('a reply');
    const index = sent + 1;
    const request: ReplyRequest = {
      attemptId,
      content,
      idempotencyKey: replyKey(app.name, deliveryId, replyOptions?.key ?? index),
      ...(metadata !== undefined || replyOptions?.metadata !== undefined ? { metadata: { ...replyOptions?.metadata, ...metadata } } : {}),
    };
    try {
      await client.reply(deliveryId, request, callOptions);
    } catch (error) {
      if (error instanceof AgentTeamApiError && error.family === 'validation' && ending === undefined) {
        await sendFail('reply_rejected', `reply ${index} was rejected (${error.code})`);
        throw new DeliveryEnded('a reply');
      }
      if (ending === undefined) ending = { kind: 'stopped', error };
      throw error;
    }
    sent = index;
    renewLease();
  };

  const ctx: AppContext = {
    reply: (content, replyOptions) => post(content, replyOptions, undefined),
    progress: (content, replyOptions) => post(content, replyOptions, { phase: 'progress' }),
    fail: async (code, message) => {
      if (ending !== undefined) throw new DeliveryEnded('fail');
      // A code the Fail API would reject (400) is the App's bug: report it as such.
      if (!STABLE_CODE.test(code)) throw new VvAgentError('invalid_fail_code', `not a stable code: ${JSON.stringify(code)}`, 'usage');
      await sendFail(code, message ?? `failed with ${code}`);
    },
    describe: (what, plannedReplies) => {
      command = what;
      planned = plannedReplies;
    },
    get signal() {
      if (abort === undefined) {
        abort = new AbortController();
        if (stopReason !== undefined) abort.abort(stopReason);
      }
      return abort.signal;
    },
    logger,
  };

  try {
    if (shutdown?.aborted) throw new VvAgentError('cancelled', 'the delivery was cancelled before it started', 'runtime');
    if (!app.events.includes(envelope.eventType)) {
      command = 'unsupported_event';
      await sendFail('unsupported_event_type', `the ${app.name} app handles only ${app.events.join(', ')}`);
      return finish({ outcome: 'failed', failCode: 'unsupported_event_type' });
    }
    const delivery: AppDelivery = {
      deliveryId,
      attemptId,
      eventType: envelope.eventType,
      text: envelope.eventType === MENTION_EVENT_TYPE ? commandText(envelope.payload, options.appServiceMemberId) : '',
      conversation: conversationOf(envelope),
      payload: envelope.payload,
      ...(envelope.leaseSeconds !== undefined ? { leaseSeconds: envelope.leaseSeconds } : {}),
    };
    renewLease();
    let threw = false;
    try {
      await app.handle(delivery, ctx);
    } catch (error) {
      threw = true;
      // The handler's own failure, unless it only passed on how the delivery already ended or
      // gave up because it was told to stop (shutdown, lease).
      if (ending === undefined && stopReason === undefined) {
        logger.error({ err: error, app: app.name, deliveryId, attemptId }, 'the App failed on a delivery');
        await sendFail('app_error', `the ${app.name} app failed while handling this message`);
      }
    }
    if (ending?.kind === 'failed') return finish({ outcome: 'failed', failCode: ending.code });
    if (ending?.kind === 'stopped') return finish({ outcome: 'error', error: describeError(ending.error) });
    // Stopped by shutdown, or gave up at the lease: nothing is acked half-done.
    if (shutdown?.aborted || threw) return finish({ outcome: 'error', error: describeError(stopReason) });
    await client.ack(deliveryId, { attemptId, result: { status: 'success', replies: sent } }, callOptions);
    return finish({ outcome: 'acked' });
  } catch (error) {
    return finish({ outcome: 'error', error: describeError(error) });
  }
}

/** Where the mention was made: the payload's target ref, else the reply's default target. */
function conversationOf(envelope: DeliveryEnvelope): string {
  const payload = envelope.payload as unknown;
  const target = (payload as { target?: unknown }).target;
  const reply = (payload as { reply?: unknown }).reply;
  return stringField(target, 'ref') ?? stringField(reply, 'default_target') ?? `delivery:${envelope.deliveryId}`;
}

function describeError(error: unknown): NonNullable<DeliveryReport['error']> {
  if (error instanceof AgentTeamApiError) return { code: error.code, family: error.family, message: error.message };
  if (error instanceof VvAgentError) return { code: String(error.code), family: 'internal', message: error.message };
  return { code: 'internal_error', family: 'internal', message: error instanceof Error ? error.message : String(error) };
}

/** The one log line of a delivery: ids, command, counts and outcome; never content or tokens. */
export function formatDeliveryReport(report: DeliveryReport): string {
  const counts = report.repliesPlanned !== undefined ? `${report.repliesSent}/${report.repliesPlanned}` : String(report.repliesSent);
  const head = `delivery ${report.deliveryId} attempt ${report.attemptId}: ${report.command}, ${counts} replies`;
  if (report.outcome === 'acked') return `${head}, acked`;
  if (report.outcome === 'failed') return `${head}, failed (${report.failCode ?? 'unknown'})`;
  return `${head}, stopped: ${report.error?.code ?? 'error'} (${report.error?.family ?? 'internal'})`;
}
