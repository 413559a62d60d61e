/**
 * The delivery envelope in its two spellings (contract, "Field naming"): snake_case for the signed
 * callback body, camelCase for the runner stream; the payload inside is the same snake_case
 * object on both transports.
 */
import type { CallbackEnvelope, DeliveryEnvelope, MentionPayload } from '../../../../generated/agentteam/types.js';

export const MENTION_EVENT_TYPE = 'agentteam.message.mention';

/** Number of Unicode code points (mention ranges count code points, not UTF-16 units). */
export function codePointLength(text: string): number {
  let count = 0;
  for (const _ of text) count += 1;
  return count;
}

/** `#channel` or `#channel:<thread root message id>`: the scope a delivery's replies go to. */
export function targetRef(channelName: string, threadId: string | null): string {
  return threadId === null ? `#${channelName}` : `#${channelName}:${threadId}`;
}

export interface StoredMention {
  readonly type: 'service' | 'human';
  readonly serviceMemberId?: string;
  readonly memberId?: string;
  readonly range: { readonly start: number; readonly end: number };
}

export interface MentionPayloadInput {
  readonly workspaceId: string;
  readonly app: { readonly appId: string; readonly serviceDefinitionId: string; readonly installationId: string; readonly serviceMemberId: string };
  readonly target: string;
  readonly message: { readonly id: string; readonly text: string; readonly author: { readonly id: string; readonly displayName: string }; readonly mentions: readonly StoredMention[] };
}

export function mentionPayload(input: MentionPayloadInput): MentionPayload {
  return {
    workspace: { id: input.workspaceId },
    app: {
      app_id: input.app.appId,
      service_definition_id: input.app.serviceDefinitionId,
      installation_id: input.app.installationId,
      service_member_id: input.app.serviceMemberId,
    },
    target: { kind: 'scope', ref: input.target },
    message: {
      id: input.message.id,
      text: input.message.text,
      author: { type: 'human', id: input.message.author.id, display_name: input.message.author.displayName },
      mentions: input.message.mentions.map((m) =>
        m.type === 'service'
          ? { type: 'service', service_member_id: m.serviceMemberId ?? '', range: { start: m.range.start, end: m.range.end } }
          : { type: 'human', member_id: m.memberId ?? '', range: { start: m.range.start, end: m.range.end } },
      ),
    },
    reply: { default_target: input.target, reply_to_message_id: input.message.id },
  };
}

export interface EnvelopeFields {
  readonly envelopeId: string;
  readonly deliveryId: string;
  readonly attemptId: string;
  readonly eventType: string;
  readonly deliveryToken: string;
  readonly issuedAt: string;
  readonly payload: MentionPayload;
  readonly leaseSeconds: number;
}

export function callbackEnvelope(fields: EnvelopeFields): CallbackEnvelope {
  return {
    envelope_id: fields.envelopeId,
    delivery_id: fields.deliveryId,
    attempt_id: fields.attemptId,
    event_type: fields.eventType,
    delivery_token: fields.deliveryToken,
    issued_at: fields.issuedAt,
    payload: fields.payload,
  };
}

export function streamEnvelope(fields: EnvelopeFields): DeliveryEnvelope {
  return {
    envelopeId: fields.envelopeId,
    deliveryId: fields.deliveryId,
    attemptId: fields.attemptId,
    eventType: fields.eventType,
    payload: fields.payload,
    deliveryToken: fields.deliveryToken,
    issuedAt: fields.issuedAt,
    leaseSeconds: fields.leaseSeconds,
  };
}

/** Deliveries go to `<callbackUrl>/events`, unless the configured URL already names that path. */
export function eventsUrl(callbackUrl: string): string {
  const url = new URL(callbackUrl);
  if (!/\/events\/?$/.test(url.pathname)) url.pathname = `${url.pathname.replace(/\/+$/, '')}/events`;
  return url.toString();
}
