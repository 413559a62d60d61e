/**
 * `agent call --via mcp`: one `tools/call` through the official MCP client (SDK v2). The only
 * module of the client side that imports the SDK, so that HTTP calls and `--help` never load it.
 */
import { Client, SdkError, SdkErrorCode, SdkHttpError, SseError, SSEClientTransport, StreamableHTTPClientTransport, UnauthorizedError, type CallToolResult } from '@modelcontextprotocol/client';
import type { ErrorBody, McpTransportName } from '../../../../generated/actions/types.js';
import { validateErrorBody } from '../../../../generated/actions/validators.js';
import { packageManifest } from '../../shared/packageRoot.js';
import { redactSecrets } from '../../shared/redactSecrets.js';
import { AgentClientError, remoteFailure, unauthenticatedError } from './AgentClientError.js';

export interface McpToolCall {
  /** The advertised MCP URL (`transports.mcp.url`). */
  readonly url: string;
  readonly transport: McpTransportName;
  readonly tool: string;
  /** The action's name, for messages. */
  readonly action: string;
  readonly input: Record<string, unknown>;
  readonly token: string | undefined;
  /** Bounds the connection's handshake and the call, as `AgentClientOptions.timeoutSeconds` bounds an HTTP call. */
  readonly timeoutSeconds: number;
}

export async function callToolOverMcp(call: McpToolCall): Promise<unknown> {
  const requestInit: RequestInit = call.token === undefined ? {} : { headers: { authorization: `Bearer ${call.token}` } };
  const url = new URL(call.url);
  const transport = call.transport === 'sse' ? new SSEClientTransport(url, { requestInit }) : new StreamableHTTPClientTransport(url, { requestInit });
  const client = new Client({ name: 'vv-agent', version: packageManifest().version });
  let result: CallToolResult;
  try {
    const timeout = call.timeoutSeconds * 1000;
    await client.connect(transport, { timeout });
    result = await client.callTool({ name: call.tool, arguments: call.input }, { timeout });
  } catch (error) {
    throw mcpFailure(error, call);
  } finally {
    await client.close().catch(() => undefined);
  }
  const text = result.content.find((c) => c.type === 'text')?.text;
  if (result.isError === true) {
    // Server text in a message is scrubbed as HttpClient scrubs error bodies (it may echo the token).
    const errorText = redactSecrets(text ?? '', [call.token]);
    let body: unknown;
    try {
      body = JSON.parse(errorText);
    } catch {
      body = undefined;
    }
    // Our agents answer a failed call with the shared error body; another MCP server with text.
    throw remoteFailure(call.action, validateErrorBody(body) ? body : undefined, `MCP tool ${call.tool} at ${call.url}`, `${call.action} failed: ${oneLine(text === undefined ? 'the tool reported an error' : errorText)}`);
  }
  // The text is the action's output as JSON (structuredContent wraps non-objects in {result}).
  if (text !== undefined) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return result.structuredContent ?? text;
    }
  }
  return result.structuredContent ?? null;
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim().slice(0, 300);
}

function mcpFailure(error: unknown, call: McpToolCall): AgentClientError {
  const message = oneLine(redactSecrets(error instanceof Error ? error.message : String(error), [call.token]));
  const status = httpStatusOf(error);
  if (error instanceof UnauthorizedError || status === 401 || /\b401\b|unauthori[sz]ed/i.test(message)) return unauthenticatedError(`MCP ${call.url}`, call.token !== undefined);
  // The same code and category as an HTTP call that times out (AgentClient: HttpClient's `timeout`).
  if (error instanceof SdkError && error.code === SdkErrorCode.RequestTimeout) {
    return new AgentClientError('agent_unreachable', `MCP ${call.url}: no response within ${call.timeoutSeconds} s`, { category: 'unavailable', cause: error });
  }
  const fallback = `${call.action} over MCP ${call.url} failed: ${message}`;
  // The MCP endpoint itself answered with an HTTP error (an authenticator's 403, a 5xx): read as
  // the HTTP path reads an action route's error, by its status and the agent's error body.
  if (status !== undefined) return remoteFailure(call.action, errorBodyOf(error, call.token), `MCP ${call.url}: HTTP ${status}`, fallback, status);
  if (/fetch failed|ECONNREFUSED|ENOTFOUND|socket|network/i.test(message)) {
    return new AgentClientError('agent_unreachable', `MCP ${call.url}: cannot reach the MCP server (${message})`, { category: 'unavailable', cause: error });
  }
  return new AgentClientError('action_failed', fallback, { cause: error });
}

/** The HTTP status of the MCP endpoint's refusal: Streamable HTTP's SdkHttpError, or the SSE stream's. */
function httpStatusOf(error: unknown): number | undefined {
  if (error instanceof SdkHttpError) return error.status;
  if (error instanceof SseError) return error.code;
  return undefined;
}

/** The agent's `{error: {...}}` in the body the SDK kept of an HTTP refusal (scrubbed of the token). */
function errorBodyOf(error: unknown, token: string | undefined): ErrorBody | undefined {
  const text = error instanceof SdkHttpError ? error.data['text'] : undefined;
  if (typeof text !== 'string') return undefined;
  try {
    const body: unknown = JSON.parse(redactSecrets(text, [token]));
    return validateErrorBody(body) ? body : undefined;
  } catch {
    return undefined;
  }
}
