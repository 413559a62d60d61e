import { hash } from 'node:crypto';
import { validateQueueReply } from '../../../../generated/actions/validators.js';
import type { QueueMessage, QueueReplyMessage } from './QueueProvider.js';

/** Field names of the Redis wire format (contract §7). */
export const FIELD = { messageId: 'message_id', attempt: 'attempt', headers: 'headers', payload: 'payload', error: 'error' } as const;
export const HEADER = { replyTo: 'reply_to', correlationId: 'correlation_id', action: 'action' } as const;

type ParsedMessage = { readonly ok: true; readonly message: QueueMessage } | { readonly ok: false; readonly reason: string };

/** An attempt number as text or number: a positive integer, default 1 when absent. */
function parseAttempt(value: unknown): number | null {
  if (value === undefined || value === null || value === '') return 1;
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : NaN;
  return Number.isSafeInteger(n) && n >= 1 ? n : null;
}

/** Headers must be a flat object of strings (numbers and booleans are taken as their text). */
function parseHeaderObject(value: unknown): Record<string, string> | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const headers: Record<string, string> = {};
  for (const [key, v] of Object.entries(value as Record<string, unknown>)) {
    if (v === undefined || v === null) continue;
    if (typeof v === 'string') headers[key] = v;
    else if (typeof v === 'number' || typeof v === 'boolean') headers[key] = String(v);
    else if (Buffer.isBuffer(v)) headers[key] = v.toString('utf8');
    else return null;
  }
  return headers;
}

/** The four fields of a request entry, as a Redis stream entry or a RabbitMQ message carries them. */
export function parseRequestFields(fields: { messageId: unknown; attempt: unknown; headers: unknown; payload: unknown }): ParsedMessage {
  if (typeof fields.messageId !== 'string' || fields.messageId === '') return { ok: false, reason: 'message_id is missing' };
  const attempt = parseAttempt(fields.attempt);
  if (attempt === null) return { ok: false, reason: 'attempt is not a positive integer' };
  let headers: Record<string, string> | null;
  if (typeof fields.headers === 'string') {
    try {
      headers = parseHeaderObject(JSON.parse(fields.headers));
    } catch {
      headers = null; // reported just below as malformed
    }
  } else {
    headers = fields.headers === undefined ? {} : parseHeaderObject(fields.headers);
  }
  if (headers === null) return { ok: false, reason: 'headers is not a JSON object of strings' };
  if (typeof fields.payload !== 'string') return { ok: false, reason: 'payload is missing' };
  return { ok: true, message: { messageId: fields.messageId, attempt, headers, payload: fields.payload } };
}

/**
 * A reply as a Redis entry or a RabbitMQ message carries it: null unless the correlation id is a
 * string and the payload JSON text of a schema-valid envelope (an action that is not a string is '').
 */
export function parseReply(correlationId: unknown, action: unknown, payloadText: string): QueueReplyMessage | null {
  if (typeof correlationId !== 'string') return null;
  let payload: unknown;
  try {
    payload = JSON.parse(payloadText);
  } catch {
    return null;
  }
  return validateQueueReply(payload) ? { correlationId, action: typeof action === 'string' ? action : '', payload } : null;
}

/** JSON with object keys sorted at every level: equal values give equal text. */
function canonicalJson(value: unknown): string {
  if (typeof value !== 'object' || value === null) return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) {
    let out = '[';
    for (let i = 0; i < value.length; i++) out += (i === 0 ? '' : ',') + canonicalJson(value[i]);
    return `${out}]`;
  }
  const record = value as Record<string, unknown>;
  let out = '{';
  for (const key of Object.keys(record).sort()) {
    const item = record[key];
    if (item === undefined) continue;
    out += `${out.length === 1 ? '' : ','}${JSON.stringify(key)}:${canonicalJson(item)}`;
  }
  return `${out}}`;
}

/** A request payload parsed once: the fingerprint and the action's input both come from it. */
export type ParsedPayload = { readonly ok: true; readonly value: unknown } | { readonly ok: false };

export function parsePayload(text: string): ParsedPayload {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

/**
 * What makes two deliveries of one message id "the same request" (contract §7, 409
 * `duplicate_message`): sha256 of canonical `[payload, headers]`; a payload that is not JSON counts
 * by its text.
 */
export function requestFingerprint(message: QueueMessage, payload: ParsedPayload = parsePayload(message.payload)): string {
  return hash('sha256', canonicalJson([payload.ok ? payload.value : { unparsed: message.payload }, message.headers]));
}
