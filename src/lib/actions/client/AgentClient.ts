/**
 * The caller's side of an agent (contract §8: `agent capabilities`, `agent call`): reads
 * `GET /capabilities`, checks it against the generated validator, and calls one action over the
 * HTTP route it advertises or over MCP. HTTP goes through the project's one outbound client
 * (`HttpClient`: timeouts, retries, redacted error bodies); MCP through the official SDK client,
 * loaded only when a call goes that way.
 */
import type { ActionCapability, Capabilities, ErrorBody } from '../../../../generated/actions/types.js';
import { validateCapabilities, validateErrorBody } from '../../../../generated/actions/validators.js';
import { HttpClient, isHttpClientError, type HttpClientError, type HttpMethod } from '../../http/index.js';
import { UsageError } from '../../shared/errors.js';
import { agentAnswerCategory, AgentClientError, remoteFailure, unauthenticatedError, unknownActionError } from './AgentClientError.js';

export type CallTransport = 'http' | 'mcp';

export interface AgentClientOptions {
  /** The agent's base URL (what `agent serve` prints as "http listening on"); a trailing `/capabilities` is accepted. */
  readonly url: string;
  /** Sent as `Authorization: Bearer` on every request (HTTP and MCP). */
  readonly token?: string | undefined;
  /** Bounds connecting and every silence of an answer; default 30 s. */
  readonly timeoutSeconds?: number;
}

export interface ActionCallResult {
  readonly action: string;
  readonly via: CallTransport;
  /** The action's output as the agent returned it. */
  readonly result: unknown;
}

const CALLABLE_METHODS: ReadonlySet<string> = new Set<HttpMethod>(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);
const QUERY_METHODS = new Set(['GET', 'DELETE']);

/** `http://host:port[/prefix][/capabilities][/]` -> `http://host:port[/prefix]`; anything but http(s) is a usage error. */
export function agentBaseUrl(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new UsageError(`--url: "${url}" is not a URL (expected http://HOST:PORT)`, 'invalid_url');
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new UsageError(`--url: "${url}" is not an http(s) URL`, 'invalid_url');
  parsed.search = '';
  parsed.hash = '';
  return parsed.toString().replace(/\/+$/, '').replace(/\/capabilities$/, '');
}

/** Why the document last given to `validateCapabilities` is refused: its first wrong field. */
export function capabilitiesProblem(): string {
  const first = validateCapabilities.errors?.[0];
  const where = first?.instancePath === '' || first === undefined ? '(root)' : first.instancePath;
  return `not an agent's /capabilities document: ${where} ${first?.message ?? 'is invalid'}`;
}

export class AgentClient {
  readonly baseUrl: string;
  readonly #token: string | undefined;
  readonly #timeoutSeconds: number;
  readonly #http: HttpClient;

  constructor(options: AgentClientOptions) {
    this.baseUrl = agentBaseUrl(options.url);
    this.#token = options.token === '' ? undefined : options.token;
    this.#timeoutSeconds = options.timeoutSeconds ?? 30;
    // A command line waits for one answer: retry a refused connection or a 5xx once, briefly.
    this.#http = new HttpClient({ timeoutSeconds: this.#timeoutSeconds, maxAttempts: 2, retryMaxDelayMs: 1000, userAgent: 'vv-agent' });
  }

  async close(): Promise<void> {
    await this.#http.close();
  }

  /** `GET /capabilities`, validated against `schemas/actions` (a mismatch names the first wrong field). */
  async capabilities(): Promise<Capabilities> {
    const url = `${this.baseUrl}/capabilities`;
    let body: unknown;
    try {
      body = (await this.#http.requestJson({ method: 'GET', url, bearerToken: this.#token })).body;
    } catch (error) {
      throw this.#failure(error, `GET ${url}`);
    }
    if (!validateCapabilities(body)) throw new AgentClientError('invalid_response', `GET ${url}: the answer is ${capabilitiesProblem()}`);
    return body;
  }

  /**
   * Looks `name` up in /capabilities and calls it: over `via`, else HTTP when the agent serves the
   * action that way, else MCP. An action failure is an AgentClientError `action_failed` carrying
   * the agent's error code.
   */
  async call(name: string, input: Record<string, unknown>, via?: CallTransport): Promise<ActionCallResult> {
    const capabilities = await this.capabilities();
    const action = capabilities.actions.find((a) => a.name === name);
    if (action === undefined) {
      const known = capabilities.actions.map((a) => a.name).join(', ') || 'none';
      throw unknownActionError(`${this.baseUrl} advertises no action "${name}" (advertised: ${known})`);
    }
    const chosen = via ?? (action.transports.http?.available ? 'http' : 'mcp');
    const result = chosen === 'http' ? await this.#callHttp(action, input) : await this.#callMcp(action, input);
    return { action: name, via: chosen, result };
  }

  async #callHttp(action: ActionCapability, input: Record<string, unknown>): Promise<unknown> {
    const http = action.transports.http;
    if (!http?.available) throw notOffered(action, 'http');
    if (!CALLABLE_METHODS.has(http.method)) {
      throw unknownActionError(`${action.name} is served as HTTP ${http.method}, which agent call does not send (it sends ${[...CALLABLE_METHODS].join(', ')}); try --via mcp`);
    }
    const method = http.method as HttpMethod;
    const { url, rest } = fillPath(http.url, input, action.name);
    const target = new URL(url);
    if (QUERY_METHODS.has(method)) appendQuery(target, rest);
    const describe = `${method} ${target.origin}${target.pathname}`;
    try {
      const response = await this.#http.requestJson({
        method,
        url: target.toString(),
        describe,
        bearerToken: this.#token,
        ...(QUERY_METHODS.has(method) ? {} : { json: rest }),
      });
      return response.body ?? null;
    } catch (error) {
      throw this.#failure(error, describe, action.name);
    }
  }

  async #callMcp(action: ActionCapability, input: Record<string, unknown>): Promise<unknown> {
    const mcp = action.transports.mcp;
    if (!mcp?.available) throw notOffered(action, 'mcp');
    if (mcp.url === null) {
      throw unknownActionError(`${action.name} is served over MCP ${mcp.transport}, which has no URL to connect to; call it from an MCP host`);
    }
    const { callToolOverMcp } = await import('./callToolOverMcp.js');
    return callToolOverMcp({ url: mcp.url, transport: mcp.transport, tool: mcp.name, action: action.name, input, token: this.#token, timeoutSeconds: this.#timeoutSeconds });
  }

  /** One HttpClientError -> the AgentClientError a user reads. */
  #failure(error: unknown, describe: string, action?: string): unknown {
    if (!isHttpClientError(error)) return error;
    if (error.code !== 'http_status') {
      const code = error.code === 'invalid_response' ? 'invalid_response' : 'agent_unreachable';
      return new AgentClientError(code, error.message, { category: code === 'invalid_response' ? 'runtime' : 'unavailable', cause: error });
    }
    const body = errorBodyOf(error);
    // Only /capabilities' 401 is about the token: it runs no guards. An action's route is reached
    // after /capabilities accepted the same request, so its 401 is the action's own answer (e.g.
    // requireRoles() on an agent with auth off, where no token can help): its failure, as over MCP.
    if (error.status === 401 && action === undefined) return unauthenticatedError(describe, this.#token !== undefined, body?.error.message);
    // No action ran: /capabilities itself was refused, so the answer is not the document (a
    // server that is not an agent, a wrong prefix). Its body is left out: it may be a whole page.
    if (action === undefined) {
      const status = error.status ?? 0;
      const said = body === undefined ? '' : ` (${body.error.code}: ${body.error.message})`;
      return new AgentClientError('invalid_response', `${describe}: HTTP ${status}${said}; not an agent's /capabilities: is the URL the address "agent serve" prints as "http listening on"?`, {
        category: agentAnswerCategory(status),
        status,
        cause: error,
      });
    }
    return remoteFailure(action ?? describe, body, `${describe}: HTTP ${error.status ?? '?'}`, error.message, error.status);
  }
}

function notOffered(action: ActionCapability, via: CallTransport): AgentClientError {
  const offered = action.available_transports.join(', ') || 'none';
  return unknownActionError(`${action.name} is not available over ${via} on this agent (available: ${offered})`);
}

/** The agent's `{error: {code, message, details?}}`, when the body is one. */
function errorBodyOf(error: HttpClientError): ErrorBody | undefined {
  try {
    const parsed: unknown = JSON.parse(error.body ?? '');
    return validateErrorBody(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/** `{id}` segments filled from the input (URL-encoded); the keys used there are not sent again. */
function fillPath(template: string, input: Record<string, unknown>, action: string): { url: string; rest: Record<string, unknown> } {
  const rest = { ...input };
  const url = template.replace(/\{([^}/]+)\}/g, (_, param: string) => {
    const value = rest[param];
    if (value === undefined || value === null) {
      throw new UsageError(`--input: ${action} needs "${param}" for its route ${template}`, 'missing_path_param');
    }
    delete rest[param];
    return encodeURIComponent(typeof value === 'string' ? value : JSON.stringify(value));
  });
  return { url, rest };
}

/** GET/DELETE inputs as the query the server coerces back along the input schema: arrays as repeated keys. */
function appendQuery(url: URL, input: Record<string, unknown>): void {
  const text = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value));
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) url.searchParams.append(key, text(item));
  }
}
