/**
 * Human messages in channels and threads. A message that mentions Apps creates one durable
 * delivery per App that may receive it; the dispatcher takes it from there.
 */
import type { MentionPayload } from '../../../../generated/agentteam/types.js';
import type { DeliverySummary, Message, PostMessageRequest, PostMessageResponse, SkippedMention } from '../../../../generated/agentteam-dev/types.js';
import type { AccessControl } from './AccessControl.js';
import type { CoreContext } from './CoreContext.js';
import { invalid } from './DevPlatformError.js';
import type { AppRow, UserRow } from './DevStore.js';
import type { Directory } from './Directory.js';
import { newId } from './ids.js';
import { codePointLength, MENTION_EVENT_TYPE, mentionPayload, targetRef, type StoredMention } from './payload.js';
import { messageView } from './views.js';

export class Messaging {
  constructor(
    private readonly ctx: CoreContext,
    private readonly access: AccessControl,
    private readonly directory: Directory,
  ) {}

  /**
   * Posts a human message. Each App mentioned (by service member id or name) that is an active
   * member of the channel gets one durable delivery; threads inherit the channel's membership.
   * Mentions that cannot be delivered are reported, not rejected.
   */
  postMessage(user: UserRow, workspaceId: string, channelId: string, request: PostMessageRequest): PostMessageResponse {
    const member = this.access.memberOf(user, workspaceId);
    const channel = this.directory.channelOf(workspaceId, channelId);
    let threadId: string | null = null;
    if (request.threadId !== undefined) {
      const root = this.ctx.store.getMessage(request.threadId);
      if (root === undefined || root.channel_id !== channel.channel_id || root.thread_id !== null) throw invalid('/threadId', 'threadId is not a root message of this channel');
      threadId = root.message_id;
    }
    const length = codePointLength(request.text);
    const stored: StoredMention[] = [];
    const mentionedApps = new Map<string, AppRow>();
    const skipped: SkippedMention[] = [];
    (request.mentions ?? []).forEach((mention, index) => {
      const { start, end } = mention.range;
      if (!(start < end && end <= length)) throw invalid(`/mentions/${index}/range`, `range must satisfy start < end <= ${length} (code points of text)`);
      if (mention.type === 'human') {
        if (mention.memberId === undefined) throw invalid(`/mentions/${index}/memberId`, 'a human mention needs memberId');
        stored.push({ type: 'human', memberId: mention.memberId, range: { start, end } });
        return;
      }
      if (mention.serviceMemberId === undefined && mention.appName === undefined) throw invalid(`/mentions/${index}`, 'a service mention needs serviceMemberId or appName');
      const app = mention.serviceMemberId !== undefined ? this.ctx.store.getAppByServiceMember(mention.serviceMemberId) : this.ctx.store.getAppByName(workspaceId, mention.appName!);
      if (app === undefined || app.workspace_id !== workspaceId || app.status === 'rejected') {
        skipped.push({ ...(mention.serviceMemberId !== undefined ? { serviceMemberId: mention.serviceMemberId } : {}), ...(mention.appName !== undefined ? { appName: mention.appName } : {}), reason: 'unknown_app' });
        return;
      }
      stored.push({ type: 'service', serviceMemberId: app.service_member_id, range: { start, end } });
      if (mentionedApps.has(app.installation_id)) return;
      if (app.status !== 'active') skipped.push({ serviceMemberId: app.service_member_id, appName: app.name, reason: 'app_not_ready' });
      else if (!this.ctx.store.isChannelApp(channel.channel_id, app.installation_id)) skipped.push({ serviceMemberId: app.service_member_id, appName: app.name, reason: 'not_in_channel' });
      else mentionedApps.set(app.installation_id, app);
    });

    const now = this.ctx.now();
    const messageId = newId('msg');
    const target = targetRef(channel.name, threadId);
    const { message, deliveries } = this.ctx.store.transaction(() => {
      const message = this.ctx.store.insertMessage({
        message_id: messageId,
        workspace_id: workspaceId,
        channel_id: channel.channel_id,
        thread_id: threadId,
        reply_to_message_id: null,
        author_type: 'human',
        author_id: member.member_id,
        author_name: user.name,
        text: request.text,
        mentions: JSON.stringify(stored),
        source_delivery_id: null,
        source_attempt_id: null,
        source_effect_id: null,
        created_at: now,
      });
      const deliveries: DeliverySummary[] = [];
      for (const app of mentionedApps.values()) {
        const payload: MentionPayload = mentionPayload({
          workspaceId,
          app: { appId: app.app_id, serviceDefinitionId: app.service_definition_id, installationId: app.installation_id, serviceMemberId: app.service_member_id },
          target,
          message: { id: messageId, text: request.text, author: { id: member.member_id, displayName: user.name }, mentions: stored },
        });
        const deliveryId = newId('del');
        this.ctx.store.insertDelivery({
          delivery_id: deliveryId,
          envelope_id: newId('env'),
          workspace_id: workspaceId,
          installation_id: app.installation_id,
          message_id: messageId,
          channel_id: channel.channel_id,
          thread_id: threadId,
          event_type: MENTION_EVENT_TYPE,
          payload: JSON.stringify(payload),
          max_attempts: this.ctx.options.maxAttempts,
          next_attempt_at: now,
          dev_fault: request.devFault ?? null,
          created_at: now,
        });
        deliveries.push({ deliveryId, installationId: app.installation_id, appName: app.name, status: 'pending' });
      }
      return { message, deliveries };
    });
    for (const d of deliveries) this.ctx.options.log(`delivery ${d.deliveryId} created for App ${d.appName} (message ${messageId})`);
    if (deliveries.length > 0) this.ctx.options.onChange();
    return { message: messageView(message), deliveries, skippedMentions: skipped };
  }

  listMessages(user: UserRow, workspaceId: string, channelId: string, options: { afterSeq: number; limit: number; threadId?: string | undefined }): Message[] {
    this.access.memberOf(user, workspaceId);
    const channel = this.directory.channelOf(workspaceId, channelId);
    return this.ctx.store.listMessages(channel.channel_id, options).map(messageView);
  }
}
