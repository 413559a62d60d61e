import type { CallbackEnvelope, DeliveryEnvelope, MentionPayload } from '../../../generated/agentteam/types.js';

export const APP_MEMBER = 'svcmem_123';

export function mentionPayload(text: string, mentions?: MentionPayload['message']['mentions']): MentionPayload {
  return {
    workspace: { id: 'w_123' },
    app: { app_id: 'app_123', service_definition_id: 'svcdef_123', installation_id: 'svcinst_123', service_member_id: APP_MEMBER },
    target: { kind: 'scope', ref: '#operations:thread123' },
    message: {
      id: 'msg_123',
      text,
      author: { type: 'human', id: 'mem_123', display_name: 'Alice' },
      mentions: mentions ?? [{ type: 'service', service_member_id: APP_MEMBER, range: { start: 0, end: 5 } }],
    },
    reply: { default_target: '#operations:thread123', reply_to_message_id: 'msg_123' },
  };
}

export function callbackEnvelope(overrides: Partial<CallbackEnvelope> = {}): CallbackEnvelope {
  return {
    envelope_id: 'env_123',
    delivery_id: 'del_123',
    attempt_id: 'att_123',
    event_type: 'agentteam.message.mention',
    delivery_token: 'dtok_123',
    issued_at: '2026-06-01T05:30:00Z',
    payload: mentionPayload('@echo echo hi'),
    ...overrides,
  };
}

export function runnerEnvelope(overrides: Partial<DeliveryEnvelope> = {}): DeliveryEnvelope {
  return {
    envelopeId: 'env_456',
    deliveryId: 'del_456',
    attemptId: 'att_456',
    eventType: 'agentteam.message.mention',
    deliveryToken: 'dtok_456',
    issuedAt: '2026-06-01T05:30:00Z',
    leaseSeconds: 60,
    payload: mentionPayload('@echo echo hi'),
    ...overrides,
  };
}
