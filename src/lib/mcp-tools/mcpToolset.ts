/**
 * MCP servers as agent tools (issue 15, point 2): one official SDK client per configured server,
 * each server's tools offered to the model as `SERVER__tool`. The only module of this part that
 * imports the MCP SDK (~250 ms); callers load it only when there are servers to connect.
 *
 * A server that cannot be reached never takes the App Server down: it is logged (a warning on
 * stderr with the reason and, for a stdio server, the tail of its stderr) and its tools are
 * simply not offered. Tools annotated `readOnlyHint: true` run without approval; every other one
 * goes through the approval flow like `write_file` and `bash`.
 */
import { Client, ProtocolError, ProtocolErrorCode, SdkError, SdkErrorCode, SSEClientTransport, StreamableHTTPClientTransport, type CallToolResult, type Tool as McpTool, type Transport } from '@modelcontextprotocol/client';
import { getDefaultEnvironment, StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import { withinDeadline } from '../shared/withinDeadline.js';
import type { JsonObject, Tool, ToolContext, ToolMetadata, ToolOutput } from '../runtime/index.js';
import { ToolError } from '../runtime/index.js';
import type { Logger } from '../shared/logger.js';
import { packageManifest } from '../shared/packageRoot.js';
import { redactSecrets } from '../shared/redactSecrets.js';
import type { McpServerSpec } from './mcpConfig.js';

/** One deadline per server for connect, initialize and `tools/list` together. */
export const DEFAULT_MCP_CONNECT_TIMEOUT_MS = 30_000;
/** The SDK's default (60 s) is short for tools that build or deploy; progress notifications restart it. */
export const DEFAULT_MCP_CALL_TIMEOUT_MS = 300_000;
/** Function names providers accept: OpenAI's `^[a-zA-Z0-9_-]{1,64}$` is the narrowest. */
const MAX_TOOL_NAME = 64;
const STDERR_TAIL_LINES = 20;

export interface McpToolsetOptions {
  readonly logger?: Logger;
  readonly connectTimeoutMs?: number;
  readonly callTimeoutMs?: number;
  /** Names the agent's own tools already use: an MCP tool that would take one is left out. */
  readonly reservedNames?: readonly string[];
}

export type McpServerState = 'connecting' | 'connected' | 'failed' | 'closed';

export interface McpServerStatus {
  readonly name: string;
  readonly state: McpServerState;
  /** Agent-facing names of the tools offered now. */
  readonly tools: readonly string[];
  /** Why the server failed or went away. */
  readonly error?: string;
}

/** `my server` -> `my_server`: what a provider accepts in a function name. */
export function toolNamePart(name: string): string {
  return name.replace(/[^A-Za-z0-9_-]/g, '_');
}

/**
 * Every configured server, connected in the background as soon as the set is made: `ready`
 * resolves (never rejects) once each has connected or failed, and `tools()` gives the tools of
 * the servers connected at that moment. Each server's deadline runs from here, not from a turn: a
 * turn that starts while a server is still connecting waits only for what is left of it, and a
 * server that failed is not tried again, since every later turn would then wait for it again.
 */
export class McpToolset {
  readonly ready: Promise<void>;
  readonly #connections: McpServerConnection[];
  readonly #reserved: ReadonlySet<string>;
  readonly #logger: Logger | undefined;

  constructor(servers: readonly McpServerSpec[], options: McpToolsetOptions = {}) {
    this.#logger = options.logger;
    this.#reserved = new Set(options.reservedNames ?? []);
    this.#connections = servers.map((spec) => new McpServerConnection(spec, options));
    this.ready = Promise.all(this.#connections.map((c) => c.connected)).then(() => undefined);
  }

  /** The tools of the connected servers, in configuration order; collisions keep the first. */
  tools(): Tool[] {
    const taken = new Set(this.#reserved);
    const out: Tool[] = [];
    for (const connection of this.#connections) {
      for (const tool of connection.agentTools()) {
        if (taken.has(tool.name)) {
          connection.warnOnce(`collision:${tool.name}`, { tool: tool.name }, `MCP tool ${tool.name} is left out: another tool already has that name`);
          continue;
        }
        taken.add(tool.name);
        out.push(tool);
      }
    }
    return out;
  }

  status(): McpServerStatus[] {
    return this.#connections.map((c) => c.status());
  }

  /** Closes every client (stdio servers are stopped); safe to call twice. */
  async close(): Promise<void> {
    await Promise.allSettled(this.#connections.map((c) => c.close()));
    this.#logger?.debug({ servers: this.#connections.length }, 'MCP clients closed');
  }
}

class McpServerConnection {
  readonly connected: Promise<void>;
  readonly #spec: McpServerSpec;
  readonly #logger: Logger | undefined;
  readonly #callTimeoutMs: number;
  readonly #client: Client;
  readonly #stderrTail: string[] = [];
  readonly #warned = new Set<string>();
  #state: McpServerState = 'connecting';
  #error: string | undefined;
  #tools: Tool[] = [];
  #closing = false;
  /** Stopping the client of a server that failed, which close() waits for. */
  #released: Promise<void> = Promise.resolve();

  constructor(spec: McpServerSpec, options: McpToolsetOptions) {
    this.#spec = spec;
    this.#logger = options.logger?.child({ mcpServer: spec.name });
    this.#callTimeoutMs = options.callTimeoutMs ?? DEFAULT_MCP_CALL_TIMEOUT_MS;
    this.#client = new Client(
      { name: 'vv-agent', version: packageManifest().version },
      {
        listChanged: {
          tools: {
            onChanged: (error, tools) => {
              if (error !== null) this.#logger?.warn({ err: error }, `MCP server ${spec.name}: refreshing its tools failed`);
              else if (tools !== null) this.#setTools(tools);
            },
          },
        },
      },
    );
    this.connected = this.#connect(options.connectTimeoutMs ?? DEFAULT_MCP_CONNECT_TIMEOUT_MS);
  }

  agentTools(): readonly Tool[] {
    return this.#state === 'connected' ? this.#tools : [];
  }

  status(): McpServerStatus {
    return { name: this.#spec.name, state: this.#state, tools: this.agentTools().map((t) => t.name), ...(this.#error !== undefined ? { error: this.#error } : {}) };
  }

  warnOnce(key: string, fields: Record<string, unknown>, message: string): void {
    if (this.#warned.has(key)) return;
    this.#warned.add(key);
    this.#logger?.warn(fields, message);
  }

  async close(): Promise<void> {
    this.#closing = true;
    if (this.#state === 'connecting' || this.#state === 'connected') this.#state = 'closed';
    await Promise.all([this.#released, this.#client.close()]);
  }

  async #connect(timeoutMs: number): Promise<void> {
    let tools: McpTool[];
    try {
      // The SDK times each request on its own (tools/list would get a second deadline after a
      // slow initialize), and nothing times an SSE transport's start.
      tools = await withinDeadline(this.#handshake(timeoutMs), timeoutMs, () => new Error(`did not connect and list its tools within ${timeoutMs / 1000} s`));
    } catch (error) {
      if (this.#closing) return;
      this.#state = 'failed';
      this.#error = this.#describe(error);
      this.#logger?.warn({ err: this.#error }, `MCP server ${this.#spec.name} is not available, its tools are left out: ${this.#error}`);
      // A half-started stdio child must not outlive the failure, but a hung one takes up to 4 s
      // to stop (stdin end, SIGTERM, SIGKILL): turns waiting for `ready` do not wait for that.
      this.#released = this.#client.close().catch(() => undefined);
      return;
    }
    if (this.#closing) return;
    this.#state = 'connected';
    this.#setTools(tools);
    this.#logger?.info({ tools: this.#tools.map((t) => t.name) }, `MCP server ${this.#spec.name}: connected, ${this.#tools.length} tool(s)`);
  }

  /** Keeps running past the deadline until the client is closed: its outcome is then ignored. */
  async #handshake(timeoutMs: number): Promise<McpTool[]> {
    const transport = this.#transport();
    this.#client.onclose = () => this.#lost('the connection closed');
    // The whole budget per request: only so that the SDK's 60 s default is never the one in play.
    await this.#client.connect(transport, { timeout: timeoutMs });
    const { tools } = await this.#client.listTools(undefined, { timeout: timeoutMs });
    return tools;
  }

  #transport(): Transport {
    const spec = this.#spec;
    if (spec.transport === 'stdio') {
      const transport = new StdioClientTransport({
        command: spec.command,
        args: [...spec.args],
        env: { ...getDefaultEnvironment(), ...spec.env },
        ...(spec.cwd !== undefined ? { cwd: spec.cwd } : {}),
        // Piped, not inherited: the App Server's stderr is its own JSON log.
        stderr: 'pipe',
      });
      let partial = '';
      transport.stderr?.on('data', (chunk: Buffer) => {
        const lines = (partial + chunk.toString('utf8')).split('\n');
        partial = lines.pop() ?? '';
        for (const line of lines) this.#stderrLine(line);
      });
      return transport;
    }
    const requestInit: RequestInit = { headers: { ...spec.headers } };
    const url = new URL(spec.url);
    return spec.transport === 'sse' ? new SSEClientTransport(url, { requestInit }) : new StreamableHTTPClientTransport(url, { requestInit });
  }

  #stderrLine(line: string): void {
    if (line.trim() === '') return;
    this.#stderrTail.push(line);
    if (this.#stderrTail.length > STDERR_TAIL_LINES) this.#stderrTail.shift();
    this.#logger?.debug({ stderr: line }, 'MCP server stderr');
  }

  #lost(reason: string): void {
    if (this.#closing || this.#state !== 'connected') return;
    this.#state = 'closed';
    this.#error = this.#withStderr(reason);
    this.#logger?.warn({ err: this.#error }, `MCP server ${this.#spec.name} went away, its tools are left out from now on: ${this.#error}`);
  }

  #describe(error: unknown): string {
    return this.#withStderr(this.#redact(errorText(error)));
  }

  #withStderr(reason: string): string {
    if (this.#stderrTail.length === 0) return reason;
    return `${reason} (stderr: ${this.#redact(this.#stderrTail.slice(-3).join(' | '))})`;
  }

  /** Header values (tokens) never reach a log line or an error; a tool's own result is left as it is. */
  #redact(text: string): string {
    return redactSecrets(text, this.#spec.transport === 'stdio' ? [] : Object.values(this.#spec.headers));
  }

  #setTools(tools: readonly McpTool[]): void {
    const prefix = toolNamePart(this.#spec.name);
    const out: Tool[] = [];
    for (const tool of tools) {
      const name = `${prefix}__${toolNamePart(tool.name)}`;
      if (name.length > MAX_TOOL_NAME) {
        this.warnOnce(`long:${name}`, { tool: tool.name }, `MCP tool ${tool.name} is left out: ${name} is longer than ${MAX_TOOL_NAME} characters`);
        continue;
      }
      out.push(this.#agentTool(name, tool));
    }
    this.#tools = out;
  }

  #agentTool(name: string, tool: McpTool): Tool {
    const server = this.#spec.name;
    const annotations = tool.annotations;
    const readOnly = annotations?.readOnlyHint === true;
    const metadata: ToolMetadata = {
      sideEffect: readOnly ? 'read' : 'external',
      idempotency: annotations?.idempotentHint === true ? 'supported' : 'unknown',
      terminal: false,
      capabilityTags: ['mcp', `mcp.server:${server}`],
      costDimensions: [],
    };
    return {
      name,
      description: tool.description ?? tool.title ?? annotations?.title ?? `The tool ${tool.name} of the MCP server ${server}.`,
      parameters: tool.inputSchema,
      requiresApproval: !readOnly,
      metadata,
      preview: (args) => `${tool.name} on MCP server ${server} ${JSON.stringify(args)}`,
      execute: (args, context) => this.#call(tool.name, args, context),
    };
  }

  async #call(toolName: string, args: JsonObject, context: ToolContext): Promise<ToolOutput> {
    if (this.#state !== 'connected') {
      throw new ToolError('tool_unavailable', `MCP server ${this.#spec.name} is not connected${this.#error !== undefined ? `: ${this.#error}` : ''}`);
    }
    let result: CallToolResult;
    try {
      result = await this.#client.callTool(
        { name: toolName, arguments: args },
        {
          signal: context.signal,
          timeout: this.#callTimeoutMs,
          resetTimeoutOnProgress: true,
          onprogress: (progress) => {
            const of = progress.total !== undefined ? `${progress.progress}/${progress.total}` : String(progress.progress);
            void context.progress(progress.message !== undefined ? `${of} ${progress.message}` : of).catch(() => undefined);
          },
        },
      );
    } catch (error) {
      throw this.#callFailure(error, toolName, context.signal);
    }
    const text = resultText(result);
    if (result.isError === true) throw new ToolError('tool_failed', text === '' ? `${toolName} reported an error without a message` : text);
    return { output: text };
  }

  #callFailure(error: unknown, toolName: string, signal: AbortSignal): ToolError {
    const message = this.#redact(errorText(error));
    if (signal.aborted) return new ToolError('cancelled', `the call to ${toolName} was cancelled`, { cause: error });
    if (error instanceof ProtocolError && error.code === (ProtocolErrorCode.InvalidParams as number)) return new ToolError('invalid_arguments', message, { cause: error });
    if (error instanceof SdkError) {
      if (error.code === SdkErrorCode.RequestTimeout) return new ToolError('tool_failed', `${toolName} did not answer within ${Math.round(this.#callTimeoutMs / 1000)} s`, { cause: error });
      if (error.code === SdkErrorCode.ConnectionClosed || error.code === SdkErrorCode.NotConnected || error.code === SdkErrorCode.SendFailed) {
        return new ToolError('tool_unavailable', `MCP server ${this.#spec.name}: ${this.#withStderr(message)}`, { cause: error });
      }
    }
    // An HTTP server that stopped answering: fetch reports the refused or reset connection.
    if (/fetch failed|ECONNREFUSED|ECONNRESET|socket hang up/i.test(message)) return new ToolError('tool_unavailable', `MCP server ${this.#spec.name} cannot be reached: ${message}`, { cause: error });
    return new ToolError('tool_failed', message, { cause: error });
  }
}

/** An error's message, with the system error code under it: fetch only says "fetch failed". */
function errorText(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  let cause: unknown = error.cause;
  for (let depth = 0; depth < 3 && cause instanceof Error; depth += 1, cause = cause.cause) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === 'string' && /^E[A-Z_]+$/.test(code)) return error.message.includes(code) ? error.message : `${error.message} (${code})`;
  }
  return error.message;
}

/**
 * What the model reads: the text blocks, in order; other blocks as a short note (the model gets
 * no images through a tool result here); the structured content when there is no text.
 */
export function resultText(result: CallToolResult): string {
  const parts: string[] = [];
  for (const block of result.content) {
    switch (block.type) {
      case 'text':
        parts.push(block.text);
        break;
      case 'image':
      case 'audio':
        parts.push(`[${block.type} ${block.mimeType}, ${Buffer.byteLength(block.data, 'base64')} bytes]`);
        break;
      case 'resource':
        parts.push('text' in block.resource ? block.resource.text : `[resource ${block.resource.uri}${block.resource.mimeType !== undefined ? ` ${block.resource.mimeType}` : ''}]`);
        break;
      case 'resource_link':
        parts.push(`[resource link ${block.uri}${block.name !== '' ? ` (${block.name})` : ''}]`);
        break;
      default:
        parts.push('[content the agent cannot show]');
    }
  }
  if (parts.length === 0 && result.structuredContent !== undefined) return JSON.stringify(result.structuredContent);
  return parts.join('\n');
}
