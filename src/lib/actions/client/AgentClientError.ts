import type { ErrorBody } from '../../../../generated/actions/types.js';
import { categoryOfHttpStatus } from '../../http/index.js';
import { statusOfErrorCode } from '../errors.js';
import { VvAgentError, type ErrorCategory, type ErrorDetail } from '../../shared/errors.js';

export type AgentClientErrorCode =
  /** The agent could not be reached (refused, DNS, timeout, broken connection). */
  | 'agent_unreachable'
  /** 401: no token was sent, or the agent rejected it. */
  | 'unauthenticated'
  /** 403: the token is valid but lacks a role. */
  | 'forbidden'
  /** The answer is not JSON, or not the document the contract promises. */
  | 'invalid_response'
  /** The agent does not advertise the named action, or not on the asked transport. */
  | 'unknown_action'
  /** The action ran and failed: `remoteCode` is the agent's error code. */
  | 'action_failed';

/**
 * What went wrong talking to an agent (`agent capabilities`, `agent call`). The agent's own
 * failures are outcomes of the call, not mistakes on the command line: none of these is `usage`
 * or `config`, so the CLI exits 1 for every one (contract §8; reportCliError maps categories).
 */
export class AgentClientError extends VvAgentError {
  declare readonly code: AgentClientErrorCode;
  /** The agent's `{error: {code}}` for `action_failed`. */
  readonly remoteCode: string | undefined;
  /** The HTTP status, when the agent answered over HTTP. */
  readonly status: number | undefined;

  constructor(
    code: AgentClientErrorCode,
    message: string,
    options: { category?: ErrorCategory; remoteCode?: string; status?: number; details?: readonly ErrorDetail[]; cause?: unknown } = {},
  ) {
    super(code, message, options.category ?? 'runtime', {
      ...(options.cause === undefined ? {} : { cause: options.cause }),
      ...(options.details === undefined ? {} : { details: options.details }),
    });
    this.remoteCode = options.remoteCode;
    this.status = options.status;
  }

  /**
   * What `--json` prints beside code, category and message (lib/cli/jsonCliError.ts): a script
   * branches on the agent's own code, not on words of the message. `status` is null when no HTTP
   * status came back (an MCP tool result, or no answer); `details` only when the agent sent them.
   */
  jsonFields(): Record<string, unknown> {
    return { remoteCode: this.remoteCode ?? null, status: this.status ?? null, ...(this.details ? { details: this.details } : {}) };
  }
}

/**
 * The agent does not serve `NAME` the way it was asked: not advertised, not on the chosen
 * transport, or not callable from a command line (an HTTP method agent call does not send, MCP
 * stdio). One code, one category whichever transport was asked: like an unknown HTTP route (404),
 * it is a fact about the agent learned from its /capabilities, not a mistake in the flags.
 */
export function unknownActionError(message: string): AgentClientError {
  return new AgentClientError('unknown_action', message, { category: 'not_found' });
}

/** A 401 from the agent's authentication (over HTTP or MCP): why, and the three places a token comes from. */
export function unauthenticatedError(where: string, tokenSent: boolean, detail?: string): AgentClientError {
  const why = tokenSent ? 'the token was rejected' : 'no token was sent';
  return new AgentClientError('unauthenticated', `${where}: HTTP 401, ${why}${detail ? ` (${detail})` : ''}; pass --token, set [agent_client] token in config.ini, or set VV_AGENT_TOKEN`, {
    category: 'unauthenticated',
    status: 401,
  });
}

/** The category of an agent's HTTP answer: as its status says, but never the command line's own usage or config. */
export function agentAnswerCategory(status: number): ErrorCategory {
  const byStatus = categoryOfHttpStatus(status);
  return byStatus === 'usage' || byStatus === 'config' ? 'runtime' : byStatus;
}

/**
 * An action's failure, on any transport: `name failed: code: message (field: why; ...) [where]`. The agent's
 * 4xx are outcomes of the call, so a 400 is not the CLI's usage error (exit 1, not 2). The category
 * comes from the HTTP status; without one (an MCP tool result) from the status the agent's error
 * code is sent with over HTTP, so the same failure has the same category on every transport.
 */
export function remoteFailure(name: string, body: ErrorBody | undefined, where: string, fallback: string, status?: number): AgentClientError {
  const categoryStatus = status ?? (body === undefined ? undefined : statusOfErrorCode(body.error.code));
  const category = categoryStatus === undefined ? 'runtime' : agentAnswerCategory(categoryStatus);
  if (body === undefined) return new AgentClientError('action_failed', fallback, { category, ...(status === undefined ? {} : { status }) });
  const { code, message, details } = body.error;
  const fields = details?.length ? ` (${details.map((d) => `${d.field}: ${d.message}`).join('; ')})` : '';
  return new AgentClientError('action_failed', `${name} failed: ${code}: ${message}${fields} [${where}]`, {
    category,
    remoteCode: code,
    ...(status === undefined ? {} : { status }),
    ...(details ? { details } : {}),
  });
}
