/**
 * `agentteam mention`: posts `@NAME text` (mention range set, in code points) through the local
 * platform's admin API as a user, then follows the delivery: every reply of the App is reported
 * as it becomes visible in the channel, until the delivery completes, fails or the deadline
 * passes. The generated admin client against the declared operations; no platform internals.
 */
import type { Channel, Delivery, DeliveryAttempt, DevFault } from '../../../../generated/agentteam-dev/types.js';
import { abortableSleep } from '../../shared/abortableSleep.js';
import { VvAgentError, type ErrorCategory } from '../../shared/errors.js';
import { AgentTeamApiError } from '../AgentTeamApiError.js';
import { AgentTeamAdminClient } from './adminClient.js';
import { codePointLength } from './payload.js';
import { unknownScopeError } from './unknownScope.js';

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
  /** A simulated fault for the first attempt (local platform only; `agentteam trigger`). */
  readonly devFault?: DevFault | undefined;
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
  /** The delivery's attempts as last read: how each one ended. */
  readonly attempts: readonly DeliveryAttempt[];
}

/** Why a delivery has not finished (yet), from its state: the last attempt's end, or what it waits for. */
export function unfinishedReason(delivery: { readonly status: Delivery['status']; readonly attempts: readonly DeliveryAttempt[]; readonly failure?: Delivery['failure'] }): string {
  if (delivery.failure !== undefined) return `${delivery.failure.code}${delivery.failure.message !== '' ? `: ${delivery.failure.message}` : ''}`;
  const last = delivery.attempts[delivery.attempts.length - 1];
  if (last === undefined) return 'no attempt yet: no runner is connected to the App and it has no reachable callback';
  if (last.status === 'active') return `attempt ${last.number} (${last.transport}) still running, leased until ${last.leaseExpiresAt ?? '?'}`;
  const reason = `${last.endReason ?? last.status}${last.endDetail !== undefined ? `: ${last.endDetail}` : ''}`;
  return delivery.status === 'pending' ? `attempt ${last.number} ended with ${reason}; a retry is pending` : `attempt ${last.number} ended with ${reason}`;
}

/** An error answered by the platform (its code) or a client-side problem. */
export class MentionError extends VvAgentError {
  constructor(code: string, message: string, readonly status?: number, category: ErrorCategory = 'runtime') {
    super(code, message, category);
  }
}

/** The admin client's failure as a MentionError: the platform's code, or why it could not answer. */
function mentionErrorOf(error: unknown, baseUrl: string, appName: string): unknown {
  if (!(error instanceof AgentTeamApiError)) return error;
  if (error.code === 'invalid_response') return new MentionError('invalid_response', error.message);
  if (error.status === undefined) {
    return new MentionError('platform_unreachable', `cannot reach ${baseUrl} (${error.message}); is the local platform running? start it with: ${devStartHint(appName)}`);
  }
  // Keeps the API error's category: a refused user token is the caller's configuration (exit 2).
  return new MentionError(error.code, error.message, error.status, error.category);
}

/** `#name`, for the channels named in a message. */
function channelNames(channels: readonly Channel[], ids?: readonly string[]): string {
  const named = channels.filter((c) => ids === undefined || ids.includes(c.channelId)).map((c) => `#${c.name}`);
  return named.length > 0 ? named.join(', ') : '(none)';
}

/** The command that starts the local platform with this App set up. */
export function devStartHint(appName: string): string {
  return `vv-agent agentteam dev --app ${appName} --transport runner_stream --secrets-file .env.agentteam`;
}

export async function mentionApp(input: MentionInput): Promise<MentionOutcome> {
  const client = new AgentTeamAdminClient({ baseUrl: input.baseUrl, workspaceId: input.workspaceId, userToken: input.userToken });
  try {
    return await follow(client, input);
  } catch (error) {
    throw mentionErrorOf(await unknownScopeError(error, { workspaceId: input.workspaceId }, client), client.baseUrl, input.appName);
  } finally {
    await client.close();
  }
}

async function follow(client: AgentTeamAdminClient, input: MentionInput): Promise<MentionOutcome> {
  const deadline = Date.now() + input.timeoutMs;
  const pollMs = input.pollIntervalMs ?? 150;

  const { apps } = await client.listApps({ name: input.appName });
  const app = apps[0];
  if (app === undefined) {
    // A name the user typed: a usage error, with the names that would work.
    const known = (await client.listApps()).apps.map((a) => a.name);
    throw new VvAgentError('app_not_found', `no App named ${input.appName} in workspace ${input.workspaceId}; known Apps: ${known.length > 0 ? known.join(', ') : '(none)'}`, 'usage');
  }

  let channelId: string | undefined;
  if (input.channel !== undefined) {
    // Names the user typed: usage errors, with the names that would work, found before anything
    // is posted (a mention of an App outside the channel would leave a message that nobody answers).
    const wanted = input.channel.replace(/^#/, '');
    const { channels } = await client.listChannels();
    const channel = channels.find((c) => c.channelId === wanted || c.name === wanted);
    if (channel === undefined) {
      throw new MentionError('channel_not_found', `no channel ${input.channel} in workspace ${input.workspaceId}; known channels: ${channelNames(channels)}`, undefined, 'usage');
    }
    if (!app.channelIds.includes(channel.channelId)) {
      throw new MentionError('not_in_channel', `App ${app.name} is not a member of #${channel.name}; its channels: ${channelNames(channels, app.channelIds)}`, undefined, 'usage');
    }
    channelId = channel.channelId;
  } else {
    channelId = app.channelIds[0];
    if (channelId === undefined) throw new MentionError('not_in_channel', `App ${app.name} is not a member of any channel; add it to one first`);
  }

  const handle = `@${app.name}`;
  const posted = await client.postMessage(channelId, {
    text: `${handle} ${input.text}`,
    mentions: [{ type: 'service', serviceMemberId: app.serviceMemberId, range: { start: 0, end: codePointLength(handle) } }],
    ...(input.devFault !== undefined ? { devFault: input.devFault } : {}),
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
  let attempts: readonly DeliveryAttempt[] = [];
  for (;;) {
    // Status first, then messages: every reply precedes the ack, so once a terminal status has
    // been read, the message read that follows sees all of them.
    const state = await client.getDelivery(delivery.deliveryId);
    lastStatus = state.status;
    attempts = state.attempts;
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
        attempts,
      };
    }
    const left = deadline - Date.now();
    if (left <= 0) return { deliveryId: delivery.deliveryId, messageId: posted.message.messageId, channelId, status: 'timed_out', lastStatus, replies, attempts };
    await abortableSleep(Math.min(pollMs, left), undefined);
  }
}

/** The error `agentteam mention` ends with when the delivery did not complete; undefined when it did. */
export function unfinishedError(outcome: MentionOutcome, waitSeconds: number): VvAgentError | undefined {
  if (outcome.status === 'completed') return undefined;
  if (outcome.status === 'failed') {
    const failure = outcome.failure ?? { code: 'failed', message: '' };
    return new VvAgentError(failure.code, `delivery ${outcome.deliveryId} failed: ${unfinishedReason({ status: 'failed', attempts: outcome.attempts, failure })}`);
  }
  if (outcome.status === 'canceled') return new VvAgentError('delivery_canceled', `delivery ${outcome.deliveryId} was canceled`);
  return new VvAgentError(
    'timed_out',
    `delivery ${outcome.deliveryId} did not finish within ${waitSeconds} s (status ${outcome.lastStatus}; ${unfinishedReason({ status: outcome.lastStatus, attempts: outcome.attempts })})`,
  );
}
