import { ProtocolError, ProtocolErrorCode, Server, type AuthInfo, type CallToolResult, type Tool } from '@modelcontextprotocol/server';
import type { Logger } from '../../shared/logger.js';
import type { Action } from '../Action.js';
import type { AuthContext } from '../context.js';
import { asHttpError, InternalActionError, type HttpError } from '../errors.js';

/** Name and version the server reports in `initialize` (`agent.name`, `agent.version`). */
export interface ServerIdentity {
  readonly name: string;
  readonly version: string;
}

/**
 * The tools of one MCP server: the actions given to `addActions`, looked up by tool name. Shared
 * by every SDK `Server` instance this process creates (one per HTTP session, one for stdio), so
 * actions added later are seen by sessions that already exist.
 */
export class ActionToolSet {
  readonly #byTool = new Map<string, Action>();

  add(actions: readonly Action[]): void {
    for (const action of actions) {
      if (action.mcp === null) continue;
      const other = this.#byTool.get(action.mcp.name);
      if (other !== undefined && other !== action) {
        throw new TypeError(`actions "${other.name}" and "${action.name}" both resolve to the MCP tool "${action.mcp.name}"`);
      }
      this.#byTool.set(action.mcp.name, action);
    }
  }

  get(toolName: string): Action | undefined {
    return this.#byTool.get(toolName);
  }

  /** `tools/list`: the input's JSON Schema (draft 2020-12) passed through unchanged. */
  list(): Tool[] {
    return [...this.#byTool.values()].map((action) => {
      const mcp = action.mcp!;
      const schema = action.inputJsonSchema() ?? { type: 'object' };
      // MCP requires an object root; a schema that does not say so (a union of objects) gets it added.
      const inputSchema = (schema['type'] === undefined ? { type: 'object', ...schema } : schema) as Tool['inputSchema'];
      return {
        name: mcp.name,
        description: mcp.description,
        inputSchema,
        ...(mcp.annotations === undefined ? {} : { annotations: { ...mcp.annotations } }),
      };
    });
  }
}

// The caller's AuthContext rides in AuthInfo.extra: that is the one field the SDK carries from a
// transport (`request.auth` on HTTP, the `onmessage` extra on stdio) to `ctx.http.authInfo`.
const AUTH_CONTEXT = 'vvAgentAuthContext';

export function authInfoOf(auth: AuthContext): AuthInfo {
  return { token: '', clientId: auth.subject, scopes: [...auth.roles], extra: { [AUTH_CONTEXT]: auth } };
}

export function authContextOf(info: AuthInfo | undefined): AuthContext | null {
  const value = info?.extra?.[AUTH_CONTEXT];
  return value === undefined ? null : (value as AuthContext);
}

/**
 * One SDK `Server` (low-level: the plain JSON Schemas of actions pass through unchanged) with
 * `tools/list`, `tools/call` and `logging/setLevel`. `tools/call` builds the AuthContext from the
 * request's own auth info rather than from AsyncLocalStorage, which does not reliably survive the
 * SDK's internals (actions-tech §1.7), then runs the one execution path, `Action.invoke`.
 */
export function createToolServer(identity: ServerIdentity, tools: ActionToolSet, log: Logger): Server {
  const server = new Server({ name: identity.name, version: identity.version }, { capabilities: { tools: {}, logging: {} } });
  server.setRequestHandler('tools/list', () => ({ tools: tools.list() }));
  server.setRequestHandler('tools/call', async (request, ctx) => {
    const action = tools.get(request.params.name);
    // The same error McpServer gives for an unknown tool.
    if (action === undefined) throw new ProtocolError(ProtocolErrorCode.InvalidParams, `Tool ${request.params.name} not found`);
    let result: CallToolResult;
    try {
      const value = await action.invoke(request.params.arguments ?? {}, {
        transport: 'mcp',
        auth: authContextOf(ctx.http?.authInfo),
        signal: ctx.mcpReq.signal,
        log,
      });
      result = toolResult(value);
    } catch (error) {
      result = toolError(asHttpError(error) ?? new InternalActionError());
    }
    return server.projectCallToolResult(result, undefined);
  });
  return server;
}

/** A result as text (JSON) plus `structuredContent`: objects as they are, anything else as `{result}`. */
function toolResult(value: unknown): CallToolResult {
  const structured = typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : { result: value ?? null };
  return { content: [{ type: 'text', text: JSON.stringify(value ?? null) }], structuredContent: structured };
}

/**
 * A failed call is a tool result with `isError` (contract §3), so the model sees why: the text is
 * the error body every transport shares, `{"error": {code, message, details?}}`, never a stack.
 */
function toolError(error: HttpError): CallToolResult {
  return { isError: true, content: [{ type: 'text', text: JSON.stringify(error.body()) }] };
}
