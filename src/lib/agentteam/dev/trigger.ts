/**
 * `agentteam trigger KIND --app NAME` (like `stripe trigger`): canned deliveries against the local
 * platform that exercise an App's paths, error paths included. Each kind is a mention (through
 * `mentionApp`) with a known text for the echo App's command set and, for the two failure kinds,
 * a simulated fault the local platform applies to the delivery's first attempt (DevFault in
 * schemas/agentteam-dev/definitions.json). Each kind also says how its delivery should end, so
 * that the command can exit 0 only when it did.
 */
import type { DevFault } from '../../../../generated/agentteam-dev/types.js';
import { VvAgentError } from '../../shared/errors.js';
import { AgentTeamAdminClient } from './adminClient.js';
import { mentionApp, unfinishedReason, type MentionInput, type MentionOutcome } from './mentionClient.js';

import type { TriggerKind } from './triggerKinds.js';

export { TRIGGER_KINDS, type TriggerKind } from './triggerKinds.js';

/** The code `trigger fail` asks the App to fail with. */
export const TRIGGER_FAIL_CODE = 'triggered_failure';

interface KindSpec {
  /** The command text after `@NAME` (the echo App's commands). */
  readonly text: string;
  readonly devFault?: DevFault;
  /** A transport the App must have for the fault to apply. */
  readonly needsTransport?: 'callback';
  /** What was triggered, in words. */
  readonly description: string;
  /** Undefined when the delivery ended as the kind expects, else why not. */
  readonly check: (outcome: MentionOutcome) => string | undefined;
}

function completedWithRetry(outcome: MentionOutcome, firstEnd: string): string | undefined {
  if (outcome.status !== 'completed') return `expected the delivery to complete on a later attempt, but it ${endedAs(outcome)}`;
  const first = outcome.attempts[0];
  if (first?.endReason !== firstEnd) return `expected attempt 1 to end with ${firstEnd}, but it ended with ${first?.endReason ?? first?.status ?? 'nothing'}`;
  if (outcome.attempts.length < 2) return 'expected a redelivery (attempt 2)';
  return undefined;
}

function completed(outcome: MentionOutcome): string | undefined {
  return outcome.status === 'completed' ? undefined : `expected the delivery to complete, but it ${endedAs(outcome)}`;
}

function endedAs(outcome: MentionOutcome): string {
  if (outcome.status === 'timed_out') return `did not finish (status ${outcome.lastStatus}; ${unfinishedReason({ status: outcome.lastStatus, attempts: outcome.attempts })})`;
  if (outcome.status === 'failed') return `failed: ${unfinishedReason({ status: 'failed', attempts: outcome.attempts, failure: outcome.failure })}`;
  return outcome.status;
}

export const TRIGGERS: Readonly<Record<TriggerKind, KindSpec>> = {
  echo: {
    text: 'echo triggered by vv-agent agentteam trigger',
    description: 'a mention asking for one reply',
    check: (outcome) => completed(outcome) ?? (outcome.replies.length === 1 ? undefined : `expected 1 reply, got ${outcome.replies.length}`),
  },
  progress: {
    text: 'progress 3 done',
    description: 'a mention asking for 3 progress replies and a final one',
    check: (outcome) => completed(outcome) ?? (outcome.replies.length === 4 ? undefined : `expected 4 replies, got ${outcome.replies.length}`),
  },
  fail: {
    text: `fail ${TRIGGER_FAIL_CODE} failure triggered by vv-agent agentteam trigger`,
    description: `a mention asking the App to fail with ${TRIGGER_FAIL_CODE}`,
    check: (outcome) =>
      outcome.status === 'failed' && outcome.failure?.code === TRIGGER_FAIL_CODE ? undefined : `expected the delivery to fail with ${TRIGGER_FAIL_CODE}, but it ${endedAs(outcome)}`,
  },
  'callback-timeout': {
    text: 'echo callback-timeout triggered by vv-agent agentteam trigger',
    devFault: 'callback_timeout',
    needsTransport: 'callback',
    description: 'an echo mention whose first callback attempt the platform ends as timed out before sending it (the App receives an attempt already given up on), then retries',
    check: (outcome) => completedWithRetry(outcome, 'callback_timeout'),
  },
  redelivery: {
    text: 'echo redelivery triggered by vv-agent agentteam trigger',
    devFault: 'first_attempt_lost',
    description: 'an echo mention whose first attempt is leased for 1 s but never handed to the App (as if it crashed right after taking it), so it is redelivered',
    check: (outcome) => completedWithRetry(outcome, 'lease_expired'),
  },
};

export interface TriggerResult {
  readonly kind: TriggerKind;
  readonly description: string;
  readonly text: string;
  readonly outcome: MentionOutcome;
  /** Whether the delivery ended as the kind expects. */
  readonly expected: boolean;
  /** Why not, when it did not. */
  readonly mismatch?: string;
}

/** Sends the canned delivery of `kind` to the App and follows it like `mentionApp`. */
export async function triggerDelivery(kind: TriggerKind, input: Omit<MentionInput, 'text' | 'devFault'>): Promise<TriggerResult> {
  const spec = TRIGGERS[kind];
  if (spec.needsTransport !== undefined) await assertTransport(input, spec.needsTransport, kind);
  const outcome = await mentionApp({ ...input, text: spec.text, ...(spec.devFault !== undefined ? { devFault: spec.devFault } : {}) });
  const mismatch = spec.check(outcome);
  return { kind, description: spec.description, text: spec.text, outcome, expected: mismatch === undefined, ...(mismatch !== undefined ? { mismatch } : {}) };
}

/** A fault that only one transport has (a callback timeout) cannot be simulated on an App without it. */
async function assertTransport(input: Omit<MentionInput, 'text' | 'devFault'>, transport: 'callback', kind: TriggerKind): Promise<void> {
  const client = new AgentTeamAdminClient({ baseUrl: input.baseUrl, workspaceId: input.workspaceId, userToken: input.userToken });
  try {
    const app = (await client.listApps({ name: input.appName })).apps[0];
    // An unknown App or an unreachable platform: mentionApp reports those.
    if (app !== undefined && !app.transports.includes(transport)) {
      throw new VvAgentError('transport_mismatch', `trigger ${kind} needs an App on the ${transport} transport; App ${app.name} uses ${app.transports.join(', ')}`, 'usage');
    }
  } catch (error) {
    if (error instanceof VvAgentError && error.code === 'transport_mismatch') throw error;
  } finally {
    await client.close();
  }
}
