import type { AuthRequest } from '../auth/Authenticator.js';
import type { AuthContext } from '../context.js';

/**
 * Authorizes a request's `reply_to` destination (contract §7): throw or return false to refuse.
 * Runs after authentication and before validation; `context` is null when authentication is off.
 * A refused destination is never published to: the request is dead-lettered (or dropped) and acked.
 */
export type QueueReplyGuard = (request: AuthRequest, context: AuthContext | null) => boolean | void | Promise<boolean | void>;

/**
 * The built-in reply guard of `agent serve` when authentication is on: `reply_to` must equal the
 * caller's token claim `claim` (`[queue] reply_to_claim`, default `reply_queue`), which the token's
 * issuer chose, never the message's sender.
 */
export function replyToClaimGuard(claim = 'reply_queue'): QueueReplyGuard {
  return (request, context) => {
    if (context === null || request.replyTo === undefined) return false;
    const allowed = context.claims[claim] ?? context.metadata[claim];
    return typeof allowed === 'string' && allowed !== '' && allowed === request.replyTo;
  };
}
