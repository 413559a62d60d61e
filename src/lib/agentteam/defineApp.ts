/**
 * The App extension point: `defineApp({ name, handle })`. An App's `handle` gets one delivery and
 * a context to answer it through (`reply`, `progress`, `fail`); both transports (runner stream,
 * callback server) run it the same way through `handleDelivery`, the worker boundary: whatever
 * the handler throws is caught there, the delivery fails with `app_error`, and the App keeps
 * serving the next one.
 */
import type { MentionPayload } from '../../../generated/agentteam/types.js';
import type { Logger } from '../shared/logger.js';
import { VvAgentError } from '../shared/errors.js';

/** One delivery, as an App's handler sees it. */
export interface AppDelivery {
  readonly deliveryId: string;
  readonly attemptId: string;
  readonly eventType: string;
  /** The message text with this App's mention removed, trimmed. */
  readonly text: string;
  /**
   * The conversation the mention was made in (the payload's target, e.g. `#ops:thread123`): a
   * follow-up mention in the same place has the same one.
   */
  readonly conversation: string;
  readonly payload: MentionPayload;
  /** The attempt's lease, when the platform gave one; every reply renews it. */
  readonly leaseSeconds?: number;
}

export interface ReplyOptions {
  /**
   * Names this reply within the delivery for its idempotency key (default its 1-based number).
   * Keys stay the same on a redelivered attempt, so a reply posted before is not posted again.
   */
  readonly key?: string;
  readonly metadata?: Record<string, unknown>;
}

export interface AppContext {
  /** Posts a reply (retried safely: the same key on every attempt). */
  reply(content: string, options?: ReplyOptions): Promise<void>;
  /** Posts a reply marked as progress (`metadata.phase = "progress"`); it also renews the lease. */
  progress(content: string, options?: ReplyOptions): Promise<void>;
  /** Ends the delivery as failed with a stable code (`^[a-z][a-z0-9_.]*$`); nothing may follow. */
  fail(code: string, message?: string): Promise<void>;
  /** For the delivery's log line: what it was read as, and how many replies it should post. */
  describe(command: string, plannedReplies?: number): void;
  /** Aborts on shutdown (after the grace period) or when the lease runs out. */
  readonly signal: AbortSignal;
  readonly logger: Logger;
}

export interface AppDefinition {
  /** Names the App in logs and in its reply keys; default `app`. */
  readonly name?: string;
  /** Event types it handles; default the mention. Any other fails with `unsupported_event_type`. */
  readonly events?: readonly string[];
  /** Answers one delivery; returning without `ctx.fail` acks it. */
  readonly handle: (delivery: AppDelivery, ctx: AppContext) => Promise<void>;
}

export interface App {
  readonly name: string;
  readonly events: readonly string[];
  readonly handle: (delivery: AppDelivery, ctx: AppContext) => Promise<void>;
}

/** FailRequest.code of the schema. */
export const STABLE_CODE = /^[a-z][a-z0-9_.]*$/;
const APP_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

/** An App from its definition; checks the name and the events once, at definition time. */
export function defineApp(definition: AppDefinition): App {
  const name = definition.name ?? 'app';
  if (!APP_NAME.test(name)) throw new VvAgentError('invalid_app', `an App name is letters, digits, dots, dashes and underscores: ${JSON.stringify(name)}`, 'usage');
  if (typeof definition.handle !== 'function') throw new VvAgentError('invalid_app', `App ${name} has no handle function`, 'usage');
  const events = definition.events ?? ['agentteam.message.mention'];
  if (events.length === 0) throw new VvAgentError('invalid_app', `App ${name} handles no event type`, 'usage');
  return Object.freeze({ name, events: Object.freeze([...events]), handle: definition.handle });
}
