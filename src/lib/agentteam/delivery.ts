/**
 * A delivery as an App sees it, from either transport: the wire envelope in the Runtime API's
 * camelCase shape (`toDelivery`) and the command text of a mention (`commandText`).
 */
import type { CallbackEnvelope, DeliveryEnvelope, MentionPayload, RunnerStreamDelivery } from '../../../generated/agentteam/types.js';
import { VvAgentError } from '../shared/errors.js';

export const MENTION_EVENT_TYPE = 'agentteam.message.mention';

/** camelCase spellings of the few snake_case keys read, made once each (a regex per read adds up per delivery). */
const camelNames = new Map<string, string>();

/** Reads `snake_key` or its camelCase spelling (the contract lets the payload carry either). */
export function field(record: unknown, snake: string): unknown {
  if (typeof record !== 'object' || record === null) return undefined;
  const object = record as Record<string, unknown>;
  if (object[snake] !== undefined) return object[snake];
  let camel = camelNames.get(snake);
  if (camel === undefined) {
    camel = snake.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());
    camelNames.set(snake, camel);
  }
  return object[camel];
}

export function stringField(record: unknown, snake: string): string | undefined {
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

/**
 * One delivery in the runtime API's camelCase shape, from either transport: a callback envelope
 * (snake_case), a runner DeliveryEnvelope (camelCase), or a whole runner `delivery` event. The
 * payload is passed through unchanged (it is snake_case on both transports).
 */
export function toDelivery(input: CallbackEnvelope | DeliveryEnvelope | RunnerStreamDelivery): DeliveryEnvelope {
  const source: unknown = (input as { type?: unknown }).type === 'delivery' && typeof (input as { envelope?: unknown }).envelope === 'object'
    ? (input as RunnerStreamDelivery).envelope
    : input;
  const lease = field(source, 'lease_seconds');
  const payload = field(source, 'payload');
  if (typeof payload !== 'object' || payload === null) throw new VvAgentError('invalid_delivery', 'the delivery has no payload', 'runtime');
  return {
    envelopeId: required(source, 'envelope_id'),
    deliveryId: required(source, 'delivery_id'),
    attemptId: required(source, 'attempt_id'),
    eventType: required(source, 'event_type'),
    deliveryToken: required(source, 'delivery_token'),
    issuedAt: stringField(source, 'issued_at') ?? '',
    ...(typeof lease === 'number' ? { leaseSeconds: lease } : {}),
    payload: payload as MentionPayload,
  };
}

function required(source: unknown, snake: string): string {
  const value = stringField(source, snake);
  if (value === undefined || value === '') throw new VvAgentError('invalid_delivery', `the delivery has no ${snake}`, 'runtime');
  return value;
}
