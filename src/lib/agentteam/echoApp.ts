/**
 * The Echo App of the contract ("Echo app"): command text is the message text with this App's
 * mention removed; `echo <text>`, `progress <n> [text]`, `fail <code> [message]`, anything else
 * answers usage help. Pure planning (`commandText`, `planEcho`, `replyKey`) is kept apart from
 * running a plan against the Runtime API (`handleDelivery`), which both transports share.
 */
import type {
  AckRequest,
  CallbackEnvelope,
  DeliveryEnvelope,
  DeliveryStateResponse,
  FailRequest,
  MentionPayload,
  ReplyRequest,
  ReplyResponse,
  RunnerStreamDelivery,
} from '../../../generated/agentteam/types.js';
import { isVvAgentError, VvAgentError } from '../shared/errors.js';
import { AgentTeamApiError, type AgentTeamErrorFamily } from './AgentTeamApiError.js';
import type { DeliveryCallOptions } from './runtimeApiClient.js';

export const MENTION_EVENT_TYPE = 'agentteam.message.mention';
export const MAX_PROGRESS_STEPS = 20;
export const ECHO_USAGE = 'Usage: echo <text> | progress <n> [text] (n from 1 to 20) | fail <code> [message]';
/** FailRequest.code of the schema. */
const STABLE_CODE = /^[a-z][a-z0-9_.]*$/;

export type EchoOutcome = { readonly kind: 'ack' } | { readonly kind: 'fail'; readonly code: string; readonly message: string };

export interface EchoPlan {
  /** Which command the text was read as (the echo app: echo, progress, fail or usage); for logs. */
  readonly command: string;
  /** Reply contents, in order. */
  readonly replies: readonly string[];
  readonly outcome: EchoOutcome;
}

/** Reads `snake_key` or its camelCase spelling (the contract lets the payload carry either). */
function field(record: unknown, snake: string): unknown {
  if (typeof record !== 'object' || record === null) return undefined;
  const object = record as Record<string, unknown>;
  if (object[snake] !== undefined) return object[snake];
  return object[snake.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase())];
}

function stringField(record: unknown, snake: string): string | undefined {
  const value = field(record, snake);
  return typeof value === 'string' ? value : undefined;
}

/**
 * The message text with this App's mention range removed, trimmed. The mention is the one whose
 * service member is `appServiceMemberId` (default: the payload's `app.service_member_id`), or
 * else the first `service` mention. Ranges count Unicode code points, end exclusive; a range
 * that does not fit the text is ignored rather than cutting at a guess.
 */
export function commandText(payload: MentionPayload, appServiceMemberId?: string): string {
  const message = payload.message as unknown;
  const text = stringField(message, 'text') ?? '';
  const mentions = field(message, 'mentions');
  const list = Array.isArray(mentions) ? (mentions as unknown[]) : [];
  const own = appServiceMemberId ?? stringField(payload.app, 'service_member_id');
  const chosen =
    (own === undefined ? undefined : list.find((mention) => stringField(mention, 'service_member_id') === own)) ??
    list.find((mention) => stringField(mention, 'type') === 'service');
  if (chosen === undefined) return text.trim();
  const range = field(chosen, 'range') as { start?: unknown; end?: unknown } | undefined;
  const codePoints = Array.from(text);
  const start = range?.start;
  const end = range?.end;
  if (
    typeof start !== 'number' || typeof end !== 'number' || !Number.isInteger(start) || !Number.isInteger(end) ||
    start < 0 || end < start || end > codePoints.length
  ) {
    return text.trim();
  }
  return [...codePoints.slice(0, start), ...codePoints.slice(end)].join('').trim();
}

/** Splits off the first whitespace-delimited word; the rest keeps its inner whitespace. */
function firstWord(text: string): [string, string] {
  const match = /^(\S+)(?:\s+([\s\S]*))?$/.exec(text.trim());
  return match === null ? ['', ''] : [match[1] ?? '', (match[2] ?? '').trim()];
}

const USAGE_PLAN: EchoPlan = { command: 'usage', replies: [ECHO_USAGE], outcome: { kind: 'ack' } };

/** What the Echo App does for a command text (contract, "Echo app"). */
export function planEcho(text: string): EchoPlan {
  const [command, rest] = firstWord(text);
  if (command === 'echo' && rest !== '') return { command: 'echo', replies: [rest], outcome: { kind: 'ack' } };
  if (command === 'progress') {
    const [count, final] = firstWord(rest);
    if (!/^\d{1,3}$/.test(count)) return USAGE_PLAN;
    const n = Number(count);
    if (n < 1 || n > MAX_PROGRESS_STEPS) return USAGE_PLAN;
    const replies = Array.from({ length: n }, (_, i) => `progress ${i + 1}/${n}`);
    replies.push(final === '' ? 'done' : final);
    return { command: 'progress', replies, outcome: { kind: 'ack' } };
  }
  if (command === 'fail') {
    const [code, message] = firstWord(rest);
    // A code the Fail API would reject (400) is not a stable code: answer usage instead.
    if (!STABLE_CODE.test(code)) return USAGE_PLAN;
    return { command: 'fail', replies: [], outcome: { kind: 'fail', code, message: message === '' ? `failed with ${code}` : message } };
  }
  return USAGE_PLAN;
}

/**
 * The idempotency key of reply number `index` (1-based) of a delivery: the same on every attempt,
 * so a redelivered attempt re-sends the same keys and no reply is posted twice.
 */
export function replyKey(deliveryId: string, index: number): string {
  return `echo:${deliveryId}:reply-${index}`;
}

/**
 * One delivery in the runtime API's camelCase shape, from either transport: a callback envelope
 * (snake_case), a runner DeliveryEnvelope (camelCase), or a whole runner `delivery` event. The
 * payload is passed through unchanged (it is snake_case on both transports).
 */
export function toDelivery(input: CallbackEnvelope | DeliveryEnvelope | RunnerStreamDelivery): DeliveryEnvelope {
  const source: unknown = (input as { type?: unknown }).type === 'delivery' && typeof (input as { envelope?: unknown }).envelope === 'object'
    ? (input as RunnerStreamDelivery).envelope
    : input;
  const required = (snake: string): string => {
    const value = stringField(source, snake);
    if (value === undefined || value === '') {
      throw new VvAgentError('invalid_delivery', `the delivery has no ${snake}`, 'runtime');
    }
    return value;
  };
  const lease = field(source, 'lease_seconds');
  const payload = field(source, 'payload');
  if (typeof payload !== 'object' || payload === null) throw new VvAgentError('invalid_delivery', 'the delivery has no payload', 'runtime');
  return {
    envelopeId: required('envelope_id'),
    deliveryId: required('delivery_id'),
    attemptId: required('attempt_id'),
    eventType: required('event_type'),
    deliveryToken: required('delivery_token'),
    issuedAt: stringField(source, 'issued_at') ?? '',
    ...(typeof lease === 'number' ? { leaseSeconds: lease } : {}),
    payload: payload as MentionPayload,
  };
}

/** The part of AgentTeamRuntimeClient the Echo App needs (a test may pass another). */
export interface EchoRuntimeApi {
  reply(deliveryId: string, request: ReplyRequest, options?: DeliveryCallOptions): Promise<ReplyResponse>;
  ack(deliveryId: string, request: AckRequest, options?: DeliveryCallOptions): Promise<DeliveryStateResponse>;
  fail(deliveryId: string, request: FailRequest, options?: DeliveryCallOptions): Promise<DeliveryStateResponse>;
}

export interface HandleDeliveryOptions {
  /** Receives the one line that describes what was done (stderr in the commands). */
  readonly log?: (line: string) => void;
  readonly signal?: AbortSignal;
  /** This App's service member id; default the payload's `app.service_member_id`. */
  readonly appServiceMemberId?: string;
  /**
   * From the command text (mention removed) to replies and an outcome: the App's own logic.
   * Default `planEcho`. Everything else (keys, order, ack after the last reply) stays the same.
   */
  readonly plan?: (text: string) => EchoPlan;
}

export interface DeliveryReport {
  readonly deliveryId: string;
  readonly attemptId: string;
  /** The plan's command, or `unsupported_event` for an event that is not a mention. */
  readonly command: string;
  readonly repliesPlanned: number;
  readonly repliesSent: number;
  /** acked / failed: the delivery reached that terminal state; error: it was left as it was. */
  readonly outcome: 'acked' | 'failed' | 'error';
  /** The fail code sent, when `failed`. */
  readonly failCode?: string;
  /** Why it stopped, when `error`: no token or content, just the stable code and family. */
  readonly error?: { readonly code: string; readonly family: AgentTeamErrorFamily | 'internal'; readonly message: string };
}

/**
 * Runs the Echo App for one delivery: replies in order, each with its `replyKey` (the client
 * retries each one), then ack after the last reply, or fail with the command's stable code.
 * Calls authenticate with the delivery's own token, valid on both transports. A reply the
 * platform rejects as invalid (400) fails the delivery with `reply_rejected`; any other error
 * (lease lost, delivery already terminal, platform unreachable, cancelled) stops and leaves the
 * delivery to the platform: nothing is acked half-done.
 */
export async function handleDelivery(
  input: CallbackEnvelope | DeliveryEnvelope | RunnerStreamDelivery,
  client: EchoRuntimeApi,
  options: HandleDeliveryOptions = {},
): Promise<DeliveryReport> {
  const delivery = toDelivery(input);
  const { deliveryId, attemptId } = delivery;
  const call: DeliveryCallOptions = { deliveryToken: delivery.deliveryToken, ...(options.signal ? { signal: options.signal } : {}) };
  const plan: EchoPlan | undefined = delivery.eventType === MENTION_EVENT_TYPE
    ? (options.plan ?? planEcho)(commandText(delivery.payload, options.appServiceMemberId))
    : undefined;
  const command = plan?.command ?? 'unsupported_event';
  const replies = plan?.replies ?? [];
  const outcome: EchoOutcome = plan?.outcome ?? { kind: 'fail', code: 'unsupported_event_type', message: `the echo app handles only ${MENTION_EVENT_TYPE}` };
  let sent = 0;
  const finish = (report: Omit<DeliveryReport, 'deliveryId' | 'attemptId' | 'command' | 'repliesPlanned' | 'repliesSent'>): DeliveryReport => {
    const full: DeliveryReport = { deliveryId, attemptId, command, repliesPlanned: replies.length, repliesSent: sent, ...report };
    options.log?.(formatDeliveryReport(full));
    return full;
  };

  try {
    for (const [index, content] of replies.entries()) {
      try {
        await client.reply(deliveryId, { attemptId, content, idempotencyKey: replyKey(deliveryId, index + 1) }, call);
      } catch (error) {
        if (error instanceof AgentTeamApiError && error.family === 'validation') {
          await client.fail(deliveryId, { attemptId, code: 'reply_rejected', message: `reply ${index + 1} was rejected (${error.code})` }, call);
          return finish({ outcome: 'failed', failCode: 'reply_rejected' });
        }
        throw error;
      }
      sent += 1;
    }
    if (outcome.kind === 'ack') {
      await client.ack(deliveryId, { attemptId, result: { status: 'success', replies: sent } }, call);
      return finish({ outcome: 'acked' });
    }
    await client.fail(deliveryId, { attemptId, code: outcome.code, message: outcome.message }, call);
    return finish({ outcome: 'failed', failCode: outcome.code });
  } catch (error) {
    return finish({ outcome: 'error', error: describeError(error) });
  }
}

function describeError(error: unknown): NonNullable<DeliveryReport['error']> {
  if (error instanceof AgentTeamApiError) return { code: error.code, family: error.family, message: error.message };
  if (isVvAgentError(error)) return { code: String(error.code), family: 'internal', message: error.message };
  return { code: 'internal_error', family: 'internal', message: error instanceof Error ? error.message : String(error) };
}

/** The one log line of a delivery: ids, command, counts and outcome; never content or tokens. */
export function formatDeliveryReport(report: DeliveryReport): string {
  const head = `delivery ${report.deliveryId} attempt ${report.attemptId}: ${report.command}, ${report.repliesSent}/${report.repliesPlanned} replies`;
  if (report.outcome === 'acked') return `${head}, acked`;
  if (report.outcome === 'failed') return `${head}, failed (${report.failCode ?? 'unknown'})`;
  return `${head}, stopped: ${report.error?.code ?? 'error'} (${report.error?.family ?? 'internal'})`;
}
