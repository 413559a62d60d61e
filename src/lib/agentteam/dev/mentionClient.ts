/**
 * `agentteam mention`: posts `@NAME text` (mention range set, in code points) through the local
 * platform's admin API as a user, then follows the delivery: every reply of the App is reported
 * as it becomes visible in the channel, until the delivery completes, fails or the deadline
 * passes. The generated admin client against the declared operations; no platform internals.
 */
import type { Delivery } from '../../../../generated/agentteam-dev/types.js';
import { abortableSleep } from '../../shared/abortableSleep.js';
import { VvAgentError } from '../../shared/errors.js';
import { AgentTeamApiError } from '../AgentTeamApiError.js';
import { AgentTeamAdminClient } from './adminClient.js';
import { codePointLength } from './payload.js';

export interface MentionInput {
  /** Origin serving /api/v1/... */
  readonly baseUrl: string;
  readonly workspaceId: string;
  readonly userToken: string;
  readonly appName: string;
  /** The text after `@NAME `. */
  readonly text: string;
  /** Channel name (without #) or id; default the first channel the App is a member of. */
  readonly channel?: string | undefined;
  readonly timeoutMs: number;
  /** How often the channel and the delivery are read (default 150 ms). */
  readonly pollIntervalMs?: number;
  /** Called once per reply, in order, as soon as it is seen. */
  readonly onReply?: (reply: MentionReply) => void;
}

export interface MentionReply {
  readonly messageId: string;
  readonly seq: number;
  readonly text: string;
}

export interface MentionOutcome {
  readonly deliveryId: string;
  readonly messageId: string;
  readonly channelId: string;
  /** `timed_out` when the deadline passed first; `lastStatus` says where the delivery was. */
  readonly status: 'completed' | 'failed' | 'canceled' | 'timed_out';
  readonly lastStatus: Delivery['status'];
  readonly replies: readonly MentionReply[];
  readonly failure?: { readonly code: string; readonly message: string };
}

/** An error answered by the platform (its code) or a client-side problem. */
export class MentionError extends VvAgentError {
  constructor(code: string, message: string, readonly status?: number) {
    super(code, message, 'runtime');
  }
}

/** The admin client's failure as a MentionError: the platform's code, or why it could not answer. */
function mentionErrorOf(error: unknown, baseUrl: string): unknown {
  if (!(error instanceof AgentTeamApiError)) return error;
  if (error.code === 'invalid_response') return new MentionError('invalid_response', error.message);
  if (error.status === undefined) return new MentionError('platform_unreachable', `cannot reach ${baseUrl}: ${error.message}`);
  return new MentionError(error.code, error.message, error.status);
}

export async function mentionApp(input: MentionInput): Promise<MentionOutcome> {
  const client = new AgentTeamAdminClient({ baseUrl: input.baseUrl, workspaceId: input.workspaceId, userToken: input.userToken });
  try {
    return await follow(client, input);
  } catch (error) {
    throw mentionErrorOf(error, client.baseUrl);
  } finally {
    await client.close();
  }
}

async function follow(client: AgentTeamAdminClient, input: MentionInput): Promise<MentionOutcome> {
  const deadline = Date.now() + input.timeoutMs;
  const pollMs = input.pollIntervalMs ?? 150;

  const { apps } = await client.listApps({ name: input.appName });
  const app = apps[0];
  if (app === undefined) throw new MentionError('app_not_found', `no App named ${input.appName} in workspace ${input.workspaceId}`);

  let channelId: string | undefined;
  if (input.channel !== undefined) {
    const wanted = input.channel.replace(/^#/, '');
    const { channels } = await client.listChannels();
    channelId = channels.find((c) => c.channelId === wanted || c.name === wanted)?.channelId;
    if (channelId === undefined) throw new MentionError('channel_not_found', `no channel ${input.channel} in workspace ${input.workspaceId}`);
  } else {
    channelId = app.channelIds[0];
    if (channelId === undefined) throw new MentionError('not_in_channel', `App ${app.name} is not a member of any channel; add it to one first`);
  }

  const handle = `@${app.name}`;
  const posted = await client.postMessage(channelId, {
    text: `${handle} ${input.text}`,
    mentions: [{ type: 'service', serviceMemberId: app.serviceMemberId, range: { start: 0, end: codePointLength(handle) } }],
  });
  const delivery = posted.deliveries[0];
  if (delivery === undefined) {
    const reason = posted.skippedMentions[0]?.reason ?? 'no_delivery';
    throw new MentionError(reason, `the mention created no delivery for App ${app.name} (${reason})`);
  }

  const replies: MentionReply[] = [];
  let afterSeq = posted.message.seq;
  const readReplies = async (): Promise<void> => {
    for (;;) {
      const { messages } = await client.listMessages(channelId, { afterSeq, limit: 500 });
      for (const message of messages) {
        afterSeq = Math.max(afterSeq, message.seq);
        if (message.source?.deliveryId !== delivery.deliveryId) continue;
        const reply = { messageId: message.messageId, seq: message.seq, text: message.text };
        replies.push(reply);
        input.onReply?.(reply);
      }
      if (messages.length < 500) return;
    }
  };

  let lastStatus: Delivery['status'] = delivery.status;
  for (;;) {
    // Status first, then messages: every reply precedes the ack, so once a terminal status has
    // been read, the message read that follows sees all of them.
    const state = await client.getDelivery(delivery.deliveryId);
    lastStatus = state.status;
    await readReplies();
    if (state.status === 'completed' || state.status === 'failed' || state.status === 'canceled') {
      return {
        deliveryId: delivery.deliveryId,
        messageId: posted.message.messageId,
        channelId,
        status: state.status,
        lastStatus,
        replies,
        ...(state.failure !== undefined ? { failure: state.failure } : {}),
      };
    }
    const left = deadline - Date.now();
    if (left <= 0) return { deliveryId: delivery.deliveryId, messageId: posted.message.messageId, channelId, status: 'timed_out', lastStatus, replies };
    await abortableSleep(Math.min(pollMs, left), undefined);
  }
}
