/**
 * Sending one AgentTeam operation over the shared HttpClient and reading its answer the
 * contract's way: the response checked with the operation's generated validator, a failure as an
 * AgentTeamApiError with the error body's own code. Used by the Runtime API client and the local
 * platform's admin client alike.
 */
import type { ErrorDetail } from '../../../generated/agentteam/types.js';
import { validateErrorBody, type Validator } from '../../../generated/agentteam/validators.js';
import { HttpClientError, type HttpClient, type HttpMethod } from '../http/index.js';
import { VvAgentError } from '../shared/errors.js';
import { AgentTeamApiError } from './AgentTeamApiError.js';

const MAX_RESPONSE_BYTES = 4 * 1024 * 1024;

/** The origin serving `/api/v1/...` with its path prefix kept and no trailing slash; only http(s). */
export function agentTeamBaseUrl(raw: string): string {
  let base: URL;
  try {
    base = new URL(raw);
  } catch {
    throw new VvAgentError('invalid_base_url', `the AgentTeam base URL is not a URL: ${raw}`, 'config');
  }
  if (base.protocol !== 'http:' && base.protocol !== 'https:') {
    throw new VvAgentError('invalid_base_url', `the AgentTeam base URL must be http or https: ${raw}`, 'config');
  }
  return `${base.origin}${base.pathname.replace(/\/+$/, '')}`;
}

export interface OperationRequest<Result> {
  readonly method: HttpMethod;
  readonly url: string;
  /** Sent as JSON when defined; an operation without a request body sends none. */
  readonly body?: unknown;
  /** The bearer token; none for an open operation. */
  readonly token: string | undefined;
  /** Scrubbed from any error body besides `token`. */
  readonly secrets?: ReadonlyArray<string | undefined>;
  readonly validate: Validator<Result>;
  /** Names the call in messages, e.g. `reply (delivery del_1)`. */
  readonly describe: string;
  /** False for a call that must not run twice; it is then retried only when surely not sent. */
  readonly idempotent: boolean;
  readonly signal?: AbortSignal | undefined;
}

export async function sendOperation<Result>(http: HttpClient, request: OperationRequest<Result>): Promise<Result> {
  const { signal, describe } = request;
  if (signal?.aborted) throw cancelled(describe);
  let answer;
  try {
    answer = await http.requestJson({
      method: request.method,
      url: request.url,
      // Undefined means none for both: no body, no Authorization header.
      json: request.body,
      bearerToken: request.token,
      secrets: request.secrets,
      describe,
      idempotent: request.idempotent,
      signal,
      maxResponseBytes: MAX_RESPONSE_BYTES,
    });
  } catch (error) {
    throw apiErrorOf(error, describe);
  }
  if (!request.validate(answer.body)) {
    throw new AgentTeamApiError({
      status: answer.status,
      code: 'invalid_response',
      message: `${describe}: the response does not match the contract`,
      details: detailsOf(request.validate),
    });
  }
  return answer.body;
}

/** The shared client's failure as the contract's error: the error body's own code when it has one. */
export function apiErrorOf(error: unknown, describe: string): AgentTeamApiError {
  if (!(error instanceof HttpClientError)) {
    return new AgentTeamApiError({ code: 'network', message: `${describe}: ${error instanceof Error ? error.message : String(error)}`, cause: error });
  }
  switch (error.code) {
    case 'cancelled':
      return cancelled(describe);
    case 'http_status':
      return statusError(error, describe);
    case 'invalid_response':
      return new AgentTeamApiError({ status: error.status, code: 'invalid_response', message: error.message, cause: error });
    default:
      // `timeout` or `network`; the message names the call and the socket's code, never a token.
      return new AgentTeamApiError({ code: error.code, message: error.message, cause: error });
  }
}

function statusError(error: HttpClientError, describe: string): AgentTeamApiError {
  const status = error.status ?? 0;
  let code = `http_${status}`;
  let serverMessage = '';
  let details: readonly ErrorDetail[] | undefined;
  try {
    const body: unknown = JSON.parse(error.body ?? '');
    if (validateErrorBody(body)) {
      code = body.error.code;
      serverMessage = body.error.message;
      details = body.error.details;
    }
  } catch {
    // Not the contract's error body (a proxy's HTML page): keep the status code.
  }
  // The body was scrubbed of the tokens by the client before it got here.
  const detail = serverMessage.replace(/\s+/g, ' ').slice(0, 300);
  return new AgentTeamApiError({
    status,
    code,
    message: `${describe} failed with HTTP ${status} (${code})${detail === '' ? '' : `: ${detail}`}`,
    details,
    retryAfterMs: error.retryAfterMs,
  });
}

export function detailsOf(validate: Validator<unknown>): ErrorDetail[] {
  return (validate.errors ?? []).slice(0, 10).map((error) => ({
    field: error.instancePath === '' ? '/' : error.instancePath,
    message: error.message ?? error.keyword,
  }));
}

export function cancelled(describe: string): AgentTeamApiError {
  return new AgentTeamApiError({ code: 'cancelled', message: `${describe}: cancelled` });
}
