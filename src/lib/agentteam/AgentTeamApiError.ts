/**
 * The one error class of the Runtime API client. `code` is the stable code of the error body
 * (`{"error": {"code", "message", "details"?}}`) or, when no body came, one of the client's own:
 * `network`, `timeout`, `invalid_response`, `cancelled`, `http_<status>`. Messages name the call
 * and never carry a token.
 */
import type { ErrorDetail } from '../../../generated/agentteam/types.js';
import { VvAgentError } from '../shared/errors.js';

export type AgentTeamErrorFamily =
  | 'authentication'
  | 'authorization'
  | 'not_found'
  | 'lease'
  | 'delivery_state'
  | 'conflict'
  | 'validation'
  | 'rate_limit'
  | 'server'
  | 'network';

const LEASE_CODES = new Set(['attempt_not_current', 'lease_expired']);
const DELIVERY_STATE_CODES = new Set(['delivery_terminal', 'delivery_canceled']);

export interface AgentTeamApiErrorOptions {
  /** HTTP status; undefined when no response arrived (network, timeout, cancelled). */
  readonly status?: number | undefined;
  readonly code: string;
  readonly message: string;
  readonly details?: readonly ErrorDetail[] | undefined;
  /** The server's Retry-After, ms, when it sent one. */
  readonly retryAfterMs?: number | undefined;
  readonly cause?: unknown;
}

export class AgentTeamApiError extends VvAgentError {
  readonly status: number | undefined;
  override readonly details: readonly ErrorDetail[];
  readonly retryAfterMs: number | undefined;

  constructor(options: AgentTeamApiErrorOptions) {
    // A rejected credential is the operator's configuration to fix; everything else is runtime.
    const category = options.status === 401 || options.status === 403 ? 'config' : 'runtime';
    super(options.code, options.message, category, options.cause === undefined ? undefined : { cause: options.cause });
    this.status = options.status;
    this.details = options.details ?? [];
    this.retryAfterMs = options.retryAfterMs;
  }

  /**
   * The contract's code families. A status the contract does not name maps to the nearest one:
   * another 4xx (405, 413, 415) is `validation` (the request as sent is not acceptable), a 2xx
   * with an unreadable body is `server`.
   */
  get family(): AgentTeamErrorFamily {
    const status = this.status;
    if (status === undefined) return 'network';
    if (status === 401) return 'authentication';
    if (status === 403) return 'authorization';
    if (status === 404) return 'not_found';
    if (status === 409) {
      if (LEASE_CODES.has(this.code)) return 'lease';
      if (DELIVERY_STATE_CODES.has(this.code)) return 'delivery_state';
      return 'conflict';
    }
    if (status === 429) return 'rate_limit';
    if (status >= 400 && status < 500) return 'validation';
    return 'server';
  }

  /** Whether the contract lets a client retry it: 429, 5xx and network errors. */
  get retryable(): boolean {
    if (this.code === 'cancelled' || this.code === 'invalid_response') return false;
    const family = this.family;
    return family === 'rate_limit' || family === 'network' || (family === 'server' && (this.status ?? 0) >= 500);
  }
}

export function isAgentTeamApiError(error: unknown): error is AgentTeamApiError {
  return error instanceof AgentTeamApiError;
}

/** A 404 of the platform: the only answer that can mean an unknown workspace or installation. */
export function isNotFoundAnswer(error: unknown): error is AgentTeamApiError {
  return isAgentTeamApiError(error) && error.family === 'not_found';
}
