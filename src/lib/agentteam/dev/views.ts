/** Rows -> the admin and Runtime API DTOs (generated types); the only place rows meet the wire. */
import type { ContextMessage } from '../../../../generated/agentteam/types.js';
import type {
  App,
  Channel,
  Delivery,
  DeliveryAttempt,
  Message,
  MessageMention,
  User,
  WorkspaceMember,
} from '../../../../generated/agentteam-dev/types.js';
import type { AppRow, AttemptRow, ChannelRow, DeliveryRow, MemberRow, MessageRow, TransportName, UserRow } from './DevStore.js';
import type { StoredMention } from './payload.js';

export function iso(ms: number): string {
  return new Date(ms).toISOString();
}

export function transportsOf(app: AppRow): TransportName[] {
  return JSON.parse(app.transports) as TransportName[];
}

export function userView(row: UserRow): User {
  return { userId: row.user_id, name: row.name, createdAt: iso(row.created_at) };
}

export function memberView(row: MemberRow): WorkspaceMember {
  return { workspaceId: row.workspace_id, userId: row.user_id, memberId: row.member_id, name: row.name, role: row.role, joinedAt: iso(row.joined_at) };
}

export function channelView(row: ChannelRow): Channel {
  return { channelId: row.channel_id, workspaceId: row.workspace_id, name: row.name, createdAt: iso(row.created_at) };
}

export function appView(row: AppRow, channelIds: readonly string[]): App {
  return {
    appId: row.app_id,
    installationId: row.installation_id,
    serviceDefinitionId: row.service_definition_id,
    serviceMemberId: row.service_member_id,
    workspaceId: row.workspace_id,
    name: row.name,
    displayName: row.display_name,
    transports: transportsOf(row),
    ...(row.callback_url !== null ? { callbackUrl: row.callback_url } : {}),
    status: row.status,
    credentialState: row.credential_state,
    createdBy: row.created_by,
    channelIds: [...channelIds],
    createdAt: iso(row.created_at),
    ...(row.claimed_at !== null ? { claimedAt: iso(row.claimed_at) } : {}),
  };
}

function mentionsOf(row: MessageRow): MessageMention[] {
  return (JSON.parse(row.mentions) as StoredMention[]).map((m) => ({
    type: m.type,
    ...(m.serviceMemberId !== undefined ? { serviceMemberId: m.serviceMemberId } : {}),
    ...(m.memberId !== undefined ? { memberId: m.memberId } : {}),
    range: { start: m.range.start, end: m.range.end },
  }));
}

export function messageView(row: MessageRow): Message {
  return {
    messageId: row.message_id,
    seq: row.seq,
    workspaceId: row.workspace_id,
    channelId: row.channel_id,
    ...(row.thread_id !== null ? { threadId: row.thread_id } : {}),
    ...(row.reply_to_message_id !== null ? { replyToMessageId: row.reply_to_message_id } : {}),
    text: row.text,
    author: { type: row.author_type, id: row.author_id, displayName: row.author_name },
    mentions: mentionsOf(row),
    ...(row.source_delivery_id !== null && row.source_attempt_id !== null && row.source_effect_id !== null
      ? { source: { deliveryId: row.source_delivery_id, attemptId: row.source_attempt_id, effectId: row.source_effect_id } }
      : {}),
    createdAt: iso(row.created_at),
  };
}

/** The App message read model of the context API (MessageAuthor is snake_case there). */
export function contextMessageView(row: MessageRow): ContextMessage {
  return {
    id: row.message_id,
    seq: row.seq,
    text: row.text,
    author: { type: row.author_type, id: row.author_id, display_name: row.author_name },
    createdAt: iso(row.created_at),
  };
}

export function attemptView(row: AttemptRow): DeliveryAttempt {
  return {
    attemptId: row.attempt_id,
    number: row.number,
    transport: row.transport,
    status: row.status,
    ...(row.end_reason !== null ? { endReason: row.end_reason } : {}),
    ...(row.end_detail !== null ? { endDetail: row.end_detail } : {}),
    startedAt: iso(row.started_at),
    ...(row.ended_at !== null ? { endedAt: iso(row.ended_at) } : {}),
    ...(row.status === 'active' ? { leaseExpiresAt: iso(row.lease_expires_at) } : {}),
  };
}

export function deliveryView(row: DeliveryRow, appName: string, attempts: readonly AttemptRow[]): Delivery {
  return {
    deliveryId: row.delivery_id,
    envelopeId: row.envelope_id,
    workspaceId: row.workspace_id,
    installationId: row.installation_id,
    appName,
    messageId: row.message_id,
    channelId: row.channel_id,
    eventType: row.event_type,
    status: row.status,
    attemptCount: row.attempt_count,
    maxAttempts: row.max_attempts,
    ...(row.current_attempt_id !== null ? { currentAttemptId: row.current_attempt_id } : {}),
    ...(row.status === 'pending' && row.next_attempt_at !== null ? { nextAttemptAt: iso(row.next_attempt_at) } : {}),
    attempts: attempts.map(attemptView),
    ...(row.failure_code !== null ? { failure: { code: row.failure_code, message: row.failure_message ?? '' } } : {}),
    ...(row.result !== null ? { result: JSON.parse(row.result) as Record<string, unknown> } : {}),
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}
