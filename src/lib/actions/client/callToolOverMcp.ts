/**
 * `agent call --via mcp`: one `tools/call` through the official MCP client (SDK v2). The only
 * module of the client side that imports the SDK, so that HTTP calls and `--help` never load it.
 */
import { Client, SSEClientTransport, StreamableHTTPClientTransport, UnauthorizedError, type CallToolResult } from '@modelcontextprotocol/client';
import type { McpTransportName } from '../../../../generated/actions/types.js';
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
}

export async function callToolOverMcp(call: McpToolCall): Promise<unknown> {
  const requestInit: RequestInit = call.token === undefined ? {} : { headers: { authorization: `Bearer ${call.token}` } };
  const url = new URL(call.url);
  const transport = call.transport === 'sse' ? new SSEClientTransport(url, { requestInit }) : new StreamableHTTPClientTransport(url, { requestInit });
  const client = new Client({ name: 'vv-agent', version: packageManifest().version });
  let result: CallToolResult;
  try {
    await client.connect(transport);
    result = await client.callTool({ name: call.tool, arguments: call.input });
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
  const status = (error as { code?: unknown }).code;
  if (error instanceof UnauthorizedError || status === 401 || /\b401\b|unauthori[sz]ed/i.test(message)) return unauthenticatedError(`MCP ${call.url}`, call.token !== undefined);
  if (/fetch failed|ECONNREFUSED|ENOTFOUND|socket|network/i.test(message)) {
    return new AgentClientError('agent_unreachable', `MCP ${call.url}: cannot reach the MCP server (${message})`, { category: 'unavailable', cause: error });
  }
  return new AgentClientError('action_failed', `${call.action} over MCP ${call.url} failed: ${message}`, { cause: error });
}
