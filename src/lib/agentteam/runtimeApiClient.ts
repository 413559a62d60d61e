/**
 * Typed client of the AgentTeam App Runtime API (contract, "Reply, ack, fail, context", "Runner
 * stream", "Credentials"), on the shared HttpClient (lib/http). Its methods (heartbeat, reply,
 * ack, fail, context, credentialStatus, claimCredentials) are generated from
 * schemas/agentteam/operations.json, which also gives each call its path, authentication,
 * idempotency and response validator; this class only sends. Each request body is serialised
 * once and re-sent byte for byte on every retry, so a retried reply keeps its idempotency key.
 *
 * Retries (contract): 429, 5xx and network errors, with exponential backoff and full jitter, or
 * the server's Retry-After capped at 60 s; never another 4xx. The one call that must not run
 * twice, the credential claim (it returns a secret once), is retried only when the request surely
 * was not processed: 429 and a connection that was never made.
 *
 * The runner stream (`openStream`) is one long-lived GET and is not retried here: reconnecting
 * with its own backoff is the runner's policy. Tokens go in the Authorization header only and
 * never into messages.
 */
import { HttpClient, HttpClientError, operationUrl, type HttpResponse } from '../http/index.js';
import {
  agentTeamRuntimeApiOperations,
  AgentTeamRuntimeApiMethods,
  type AgentTeamRuntimeApiJsonOperationId,
  type AgentTeamRuntimeApiTypes,
  type OperationAuth,
  type OperationInput,
  type OperationSpec,
} from '../../../generated/agentteam/operations.js';
import type { ErrorDetail, RunnerStreamEvent } from '../../../generated/agentteam/types.js';
import { validateRunnerStreamEvent, type Validator } from '../../../generated/agentteam/validators.js';
import type { RetryTuning } from '../shared/retryDelay.js';
import { VvAgentError } from '../shared/errors.js';
import { AgentTeamApiError } from './AgentTeamApiError.js';
import { DEFAULT_MAX_LINE_CHARS, ndjsonLines } from './ndjsonLines.js';
import { agentTeamBaseUrl, apiErrorOf, cancelled, detailsOf, sendOperation } from './operationCall.js';

/**
 * Retry defaults: 5 attempts, backoff caps 500 ms then 30 s, a longer Retry-After than 60 s is
 * waited only 60 s.
 */
export interface AgentTeamRuntimeClientOptions extends RetryTuning {
  /** The origin that serves `/api/v1/...` (a path prefix is kept). */
  readonly baseUrl: string;
  readonly workspaceId: string;
  /** The runner token (or, for a credentials client, the user token). */
  readonly token?: string | undefined;
  /** Asked before every request when given; wins over `token`. */
  readonly tokenProvider?: (() => string | undefined | Promise<string | undefined>) | undefined;
  /** Default `vv-agent`. */
  readonly userAgent?: string;
  /** Bounds connecting, waiting for headers and each silence in a body; default 30 s. */
  readonly timeoutSeconds?: number;
  /** A runner stream with no line for this long is broken (contract: 45 s; pings every 15 s). */
  readonly streamIdleSeconds?: number;
  /** Largest NDJSON line accepted on the stream; default 4 Mi characters. */
  readonly maxStreamLineChars?: number;
  /** Clock for Retry-After HTTP dates, ms. */
  readonly now?: () => number;
}

/** Options of a delivery-bound call. */
export interface DeliveryCallOptions {
  /** Authenticates with the delivery's own token instead of the client's (callback transport). */
  readonly deliveryToken?: string | undefined;
  readonly signal?: AbortSignal | undefined;
}

export interface CallOptions {
  readonly signal?: AbortSignal | undefined;
}

export interface CredentialCallOptions {
  /** A manager's user token, when the client itself was made with another token. */
  readonly userToken?: string | undefined;
  readonly signal?: AbortSignal | undefined;
}

/** The per-call options of each kind of operation, by the table's auth. */
export interface RuntimeCallOptions {
  readonly none: CallOptions;
  readonly user: CredentialCallOptions;
  readonly runner: CallOptions;
  readonly runtime: DeliveryCallOptions;
}

/** `context`'s query: `attemptId`, and `limit` / `beforeSeq` (the platform's defaults when absent). */
export type ContextQuery = AgentTeamRuntimeApiTypes['context']['query'];

/** A stream line that is not a valid RunnerStreamEvent: reported, never a crash. */
export interface RunnerStreamInvalidLine {
  readonly type: 'invalid_line';
  readonly code: 'invalid_json' | 'validation_failed' | 'line_too_long';
  /** Says what is wrong without quoting the line (it may hold a delivery token). */
  readonly message: string;
  readonly details: readonly ErrorDetail[];
}

export type RunnerStreamItem = RunnerStreamEvent | RunnerStreamInvalidLine;

export interface RunnerStream extends AsyncIterable<RunnerStreamItem> {
  /** Stops reading and drops the connection. */
  close(): void;
}

type Auth = { readonly kind: 'runtime'; readonly override?: string | undefined } | { readonly kind: 'user'; readonly override?: string | undefined };

const operationWords = new Map<string, string>();

/** `claimCredentials` -> `claim credentials`: names a call in messages (made once per operation). */
function words(operationId: string): string {
  let text = operationWords.get(operationId);
  if (text === undefined) {
    text = operationId.replace(/[A-Z]/g, (c) => ` ${c.toLowerCase()}`);
    operationWords.set(operationId, text);
  }
  return text;
}

export class AgentTeamRuntimeClient extends AgentTeamRuntimeApiMethods<RuntimeCallOptions> {
  readonly baseUrl: string;
  readonly workspaceId: string;
  private readonly token: string | undefined;
  private readonly tokenProvider: AgentTeamRuntimeClientOptions['tokenProvider'];
  private readonly streamIdleSeconds: number;
  private readonly maxStreamLineChars: number;
  private readonly http: HttpClient;
  /** Scrubbed from every error message (made once: every call passes it). */
  private readonly secrets: readonly (string | undefined)[];

  constructor(options: AgentTeamRuntimeClientOptions) {
    super();
    const baseUrl = agentTeamBaseUrl(options.baseUrl);
    if (options.workspaceId.trim() === '') throw new VvAgentError('workspace_missing', 'the AgentTeam workspace id is empty', 'config');
    this.http = new HttpClient({
      ...options,
      timeoutSeconds: options.timeoutSeconds ?? 30,
      maxAttempts: options.maxAttempts ?? 5,
      retryMaxDelayMs: options.retryMaxDelayMs ?? 30_000,
      userAgent: options.userAgent ?? 'vv-agent',
      // Contract: a lost answer is retried like a lost connection, and a long Retry-After is waited 60 s.
      retryTimeouts: true,
      longRetryAfter: 'wait_max',
    });
    this.baseUrl = baseUrl;
    this.workspaceId = options.workspaceId;
    this.token = options.token;
    this.secrets = [options.token];
    this.tokenProvider = options.tokenProvider;
    this.streamIdleSeconds = options.streamIdleSeconds ?? 45;
    this.maxStreamLineChars = options.maxStreamLineChars ?? DEFAULT_MAX_LINE_CHARS;
  }

  /** Closes pooled connections; the client stays usable (a new pool is made on next use). */
  close(): Promise<void> {
    return this.http.close();
  }

  /** `GET .../app-runtime/stream`, the runner stream's URL. */
  streamUrl(): string {
    return operationUrl(this.baseUrl, agentTeamRuntimeApiOperations.stream, { workspaceId: this.workspaceId });
  }

  /**
   * Connects the runner stream. Resolves once the server answered 2xx (the moment to send the
   * first heartbeat); a non-2xx answer throws AgentTeamApiError (401/403 mean: stop, do not
   * reconnect). The iterable yields each NDJSON line as a validated RunnerStreamEvent, or an
   * `invalid_line` item for a line that is not one. It ends when the server closes the stream or
   * `signal` aborts, and throws AgentTeamApiError (`network` family) when the connection breaks
   * or stays silent longer than `streamIdleSeconds`.
   */
  async openStream(signal?: AbortSignal): Promise<RunnerStream> {
    const describe = 'runner stream';
    if (signal?.aborted) throw cancelled(describe);
    const token = await this.resolveToken({ kind: 'runtime' });
    let response: HttpResponse;
    try {
      response = await this.http.open({
        method: 'GET',
        url: this.streamUrl(),
        headers: { accept: 'application/x-ndjson' },
        bearerToken: token,
        secrets: this.secrets,
        describe,
        signal,
        maxAttempts: 1,
        idleTimeoutSeconds: this.streamIdleSeconds,
      });
    } catch (error) {
      throw apiErrorOf(error, describe);
    }
    const maxLineChars = this.maxStreamLineChars;
    const idleSeconds = this.streamIdleSeconds;
    let closed = false;
    return {
      close: () => {
        closed = true;
        response.close();
      },
      [Symbol.asyncIterator]: async function* (): AsyncGenerator<RunnerStreamItem> {
        try {
          for await (const line of ndjsonLines(response.body, maxLineChars)) {
            yield parseStreamLine(line);
          }
        } catch (error) {
          if (closed || signal?.aborted) return;
          if (error instanceof HttpClientError && error.code === 'timeout') {
            throw new AgentTeamApiError({ code: 'stream_idle', message: `${describe}: no line for ${idleSeconds} s`, cause: error });
          }
          const code = error instanceof HttpClientError ? error.transportCode : undefined;
          throw new AgentTeamApiError({ code: 'network', message: `${describe}: the connection broke${code === undefined ? '' : ` (${code})`}`, cause: error });
        } finally {
          response.close();
        }
      },
    };
  }

  /**
   * Sends one operation as the table declares it: its path (in this client's workspace), its
   * token (a delivery token or user token given with the call wins for the operations that take
   * one), its idempotency, and its generated response validator.
   */
  protected async invoke<Id extends AgentTeamRuntimeApiJsonOperationId>(
    operationId: Id,
    input: OperationInput,
    options: RuntimeCallOptions[OperationAuth] | undefined,
  ): Promise<AgentTeamRuntimeApiTypes[Id]['response']> {
    const spec: OperationSpec = agentTeamRuntimeApiOperations[operationId];
    const given: { readonly deliveryToken?: string | undefined; readonly userToken?: string | undefined; readonly signal?: AbortSignal | undefined } = options ?? {};
    const auth: Auth = spec.auth === 'user' ? { kind: 'user', override: given.userToken } : { kind: 'runtime', override: spec.auth === 'runtime' ? given.deliveryToken : undefined };
    const describe = describeCall(operationId, input.path);
    if (given.signal?.aborted) throw cancelled(describe);
    // No await when the token is at hand (a delivery's own, or a fixed one): one tick less per call.
    const token = auth.override !== undefined || this.tokenProvider === undefined ? this.checkedToken(auth, auth.override ?? this.token) : await this.resolveToken(auth);
    return await sendOperation(this.http, {
      method: spec.method,
      url: operationUrl(this.baseUrl, spec, { ...input.path, workspaceId: this.workspaceId }, input.query),
      body: input.body,
      token,
      secrets: this.secrets,
      // The table pairs each operation with the validator of its response type.
      validate: spec.response as Validator<AgentTeamRuntimeApiTypes[Id]['response']>,
      describe,
      idempotent: spec.idempotent,
      signal: given.signal,
    });
  }

  private async resolveToken(auth: Auth): Promise<string> {
    return this.checkedToken(auth, auth.override ?? (this.tokenProvider ? await this.tokenProvider() : undefined) ?? this.token);
  }

  private checkedToken(auth: Auth, token: string | undefined): string {
    if (token === undefined || token.trim() === '') {
      const what = auth.kind === 'user' ? 'a user token (--user-token or AGENTTEAM_USER_TOKEN)' : 'a runner token or delivery token';
      throw new VvAgentError('token_missing', `the AgentTeam Runtime API call needs ${what}`, 'config');
    }
    return token;
  }
}

const subjects = new Map<string, string>();

/** `deliveryId` -> `delivery`: made once per parameter name (a regex replace per call adds up). */
function subjectOf(name: string): string {
  let subject = subjects.get(name);
  if (subject === undefined) {
    subject = name.replace(/Id$/, '');
    subjects.set(name, subject);
  }
  return subject;
}

/** `reply (delivery del_1)`, `claim credentials (installation inst_1)`: names a call in messages. */
function describeCall(operationId: string, path: Readonly<Record<string, string>>): string {
  let subject = '';
  for (const name in path) subject += `${subject === '' ? '' : ', '}${subjectOf(name)} ${path[name]}`;
  return `${words(operationId)}${subject === '' ? '' : ` (${subject})`}`;
}

function parseStreamLine(line: { kind: 'line'; text: string } | { kind: 'too_long'; chars: number }): RunnerStreamItem {
  if (line.kind === 'too_long') {
    return { type: 'invalid_line', code: 'line_too_long', message: `a stream line of ${line.chars} characters was skipped`, details: [] };
  }
  let value: unknown;
  try {
    value = JSON.parse(line.text);
  } catch {
    return { type: 'invalid_line', code: 'invalid_json', message: `a stream line of ${line.text.length} characters is not JSON`, details: [] };
  }
  if (!validateRunnerStreamEvent(value)) {
    const type = typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string'
      ? ` of type '${String((value as { type: string }).type).slice(0, 40)}'`
      : '';
    return {
      type: 'invalid_line',
      code: 'validation_failed',
      message: `a stream line${type} is not a runner stream event`,
      details: detailsOf(validateRunnerStreamEvent),
    };
  }
  return value;
}

