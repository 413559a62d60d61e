import { tsTypeExpr } from '../../../schema/typescriptTypes.js';
import { TYPESCRIPT_RENDERER_OPTIONS } from '../../../schema/quicktypeRun.js';
import { camelCase, type ActionType, type ClientAction, type ClientModel } from './clientModel.js';
import { generatedBanner, oneLineDoc, quicktypeClientTypes, reachDoc, unreserved } from './clientTypes.js';

/** Our alias for a schema quicktype does not name; `unknown` where it would need a name it lacks. */
function ownAlias(type: ActionType, fallback: string): string {
  if (type.schema === null) return `export type ${type.typeName} = ${fallback};\n`;
  const expr = JSON.stringify(type.schema).includes('"$ref"') ? 'unknown' : tsTypeExpr(type.schema);
  return `export type ${type.typeName} = ${expr};\n`;
}

/** `types.ts`, and the model with the type names as quicktype declared them. */
async function typesFile(advertised: ClientModel, banner: string): Promise<{ text: string; model: ClientModel }> {
  const { source: generated, model } = await quicktypeClientTypes(advertised, 'typescript', TYPESCRIPT_RENDERER_OPTIONS);
  const own = model.actions.flatMap((a) => [
    ...(a.input.named ? [] : [ownAlias(a.input, '{ [key: string]: unknown }')]),
    ...(a.output.named ? [] : [ownAlias(a.output, 'unknown')]),
  ]);
  const source = `// ${banner}\n// The input and output types of every action, from its input_schema and output_schema.\n\n${generated}\n${own.join('\n')}`;
  const missing = model.actions.flatMap((a) => [a.input.typeName, a.output.typeName]).filter((n) => !new RegExp(`export (interface|type) ${n}\\b`).test(source));
  if (missing.length > 0) throw new Error(`client type generation lost ${missing.join(', ')}`);
  return { text: source, model };
}

/** Members of the generated class an action's method must not shadow. */
const CLASS_MEMBERS = new Set(['constructor', 'close', 'invokeAction', 'headers', 'callHttp', 'callMcp', 'session', 'sessions', 'mcpRequest', 'post', 'rpc', 'options', 'fetchImpl', 'nextId']);

function methodName(action: ClientAction): string {
  return unreserved(camelCase(action.words), CLASS_MEMBERS);
}

/** `{name, http, mcp}` of one action, as the generated table holds it. */
function specLiteral(action: ClientAction): string {
  const http = action.http ? `{ method: ${JSON.stringify(action.http.method)}, path: ${JSON.stringify(action.http.path)}, query: ${action.http.query} }` : 'null';
  const mcp = action.mcp ? `{ tool: ${JSON.stringify(action.mcp.tool)}, url: ${JSON.stringify(action.mcp.url)} }` : 'null';
  return `{ name: ${JSON.stringify(action.name)}, http: ${http}, mcp: ${mcp} }`;
}

function method(action: ClientAction): string {
  const name = methodName(action);
  const param = action.input.schema === null ? `input: T.${action.input.typeName} = {}` : `input: T.${action.input.typeName}`;
  return `    /** \`${action.name}\`: ${oneLineDoc(action.description)} (${reachDoc(action)}) */
    ${name}(${param}, options: CallOptions = {}): Promise<T.${action.output.typeName}> {
        return this.invokeAction<T.${action.output.typeName}>(actions.${name}, input, options);
    }`;
}

function clientFile(model: ClientModel, banner: string): string {
  const table = model.actions.map((a) => `    ${methodName(a)}: ${specLiteral(a)},`).join('\n');
  return `// ${banner}
// A typed client of the agent: one method per advertised action, over HTTP or MCP (streamable
// HTTP), with fetch only. Compiles under tsc --strict (NodeNext); runs on Node 18+ and browsers.
import type * as T from './types.js';

export type Transport = 'http' | 'mcp';

export interface AgentClientOptions {
    /** Base URL of the agent's HTTP routes (default: the origin it was generated from). */
    readonly baseUrl?: string;
    /** The agent's MCP endpoint (default: the URL each action advertised). */
    readonly mcpUrl?: string;
    /** Sent as \`Authorization: Bearer\` over HTTP and MCP. */
    readonly token?: string;
    /** Extra headers on every request. */
    readonly headers?: Readonly<Record<string, string>>;
    /** Another fetch (proxies, tests); default \`globalThis.fetch\`. */
    readonly fetch?: typeof fetch;
}

export interface CallOptions {
    /** Default: HTTP when the action has a route, else MCP. */
    readonly via?: Transport;
    readonly signal?: AbortSignal;
}

export interface AgentErrorDetail {
    readonly field: string;
    readonly message: string;
}

/**
 * The agent's error codes (\`{error: {code}}\`: validation_failed 400, unauthenticated 401,
 * forbidden 403, not_found 404, internal_error 500, ...) and the client's own: agent_unreachable,
 * invalid_response, transport_unavailable, missing_path_param, mcp_error.
 */
export type AgentErrorCode =
    | 'validation_failed' | 'bad_request' | 'unauthenticated' | 'forbidden' | 'not_found' | 'conflict' | 'internal_error' | 'service_unavailable'
    | 'agent_unreachable' | 'invalid_response' | 'transport_unavailable' | 'missing_path_param' | 'mcp_error'
    | (string & {});

/** A failed call: the agent's error (code, message, field details, HTTP status) or the client's. */
export class AgentCallError extends Error {
    override readonly name = 'AgentCallError';

    constructor(
        readonly action: string,
        readonly code: AgentErrorCode,
        message: string,
        /** The HTTP status, or null (MCP, or no answer). */
        readonly status: number | null,
        readonly details: readonly AgentErrorDetail[],
        readonly via: Transport,
        options?: { cause?: unknown },
    ) {
        super(message, options);
    }
}

interface HttpSpec { readonly method: string; readonly path: string; readonly query: boolean }
interface McpSpec { readonly tool: string; readonly url: string | null }
interface ActionSpec { readonly name: string; readonly http: HttpSpec | null; readonly mcp: McpSpec | null }

const DEFAULT_BASE_URL: string | null = ${JSON.stringify(model.baseUrl)};
const MCP_PROTOCOL_VERSION = '2025-06-18';

/** Every action this client calls, by method name. */
export const actions = {
${table}
} as const satisfies Record<string, ActionSpec>;

function isRecord(value: unknown): value is Record<string, unknown> {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function errorOf(action: string, body: unknown, status: number | null, via: Transport, fallback: string): AgentCallError {
    const error = isRecord(body) ? body['error'] : undefined;
    if (isRecord(error) && typeof error['code'] === 'string' && typeof error['message'] === 'string') {
        const details = Array.isArray(error['details'])
            ? error['details'].filter(isRecord).map((d) => ({ field: String(d['field']), message: String(d['message']) }))
            : [];
        const fields = details.length > 0 ? \` (\${details.map((d) => \`\${d.field}: \${d.message}\`).join('; ')})\` : '';
        return new AgentCallError(action, error['code'], \`\${action} failed: \${error['code']}: \${error['message']}\${fields}\`, status, details, via);
    }
    return new AgentCallError(action, status === null ? 'mcp_error' : \`http_\${status}\`, fallback, status, [], via);
}

function parseJson(text: string): unknown {
    try {
        return JSON.parse(text) as unknown;
    } catch {
        return undefined;
    }
}

/** The JSON-RPC message answering \`id\` in a JSON or text/event-stream body. */
function rpcReply(contentType: string, text: string, id: number): Record<string, unknown> | undefined {
    const messages = contentType.includes('text/event-stream')
        ? text.split(/\\r?\\n\\r?\\n/).map((event) => event.split(/\\r?\\n/).filter((l) => l.startsWith('data:')).map((l) => l.slice(5).trimStart()).join('\\n')).filter((d) => d !== '').map(parseJson)
        : [parseJson(text)].flat();
    return messages.filter(isRecord).find((m) => m['id'] === id);
}

interface McpSession { readonly id: string | null; readonly version: string }

export class AgentClient {
    private readonly options: AgentClientOptions;
    private readonly fetchImpl: typeof fetch;
    private readonly sessions = new Map<string, Promise<McpSession>>();
    private nextId = 1;

    constructor(options: AgentClientOptions = {}) {
        this.options = options;
        this.fetchImpl = options.fetch ?? globalThis.fetch.bind(globalThis);
    }

${model.actions.map(method).join('\n\n')}

    /** Ends the MCP sessions this client opened. */
    async close(): Promise<void> {
        const open = [...this.sessions.entries()];
        this.sessions.clear();
        await Promise.all(open.map(async ([url, pending]) => {
            const session = await pending.catch(() => null);
            if (session?.id) await this.fetchImpl(url, { method: 'DELETE', headers: this.headers({ 'mcp-session-id': session.id }) }).catch(() => undefined);
        }));
    }

    protected async invokeAction<Output>(spec: ActionSpec, input: object, options: CallOptions): Promise<Output> {
        const via: Transport = options.via ?? (spec.http ? 'http' : 'mcp');
        const fields: Record<string, unknown> = { ...input };
        const result = via === 'http' ? await this.callHttp(spec, fields, options.signal) : await this.callMcp(spec, fields, options.signal);
        // The agent validated its output against output_schema before sending it.
        return result as Output;
    }

    private headers(extra: Record<string, string> = {}): Record<string, string> {
        return { ...this.options.headers, ...(this.options.token ? { authorization: \`Bearer \${this.options.token}\` } : {}), ...extra };
    }

    private async callHttp(spec: ActionSpec, input: Record<string, unknown>, signal: AbortSignal | undefined): Promise<unknown> {
        const http = spec.http;
        const base = this.options.baseUrl ?? DEFAULT_BASE_URL;
        if (!http || base === null) throw new AgentCallError(spec.name, 'transport_unavailable', \`\${spec.name}: \${http ? 'no baseUrl given' : 'not served over HTTP'}\`, null, [], 'http');
        const rest = { ...input };
        const path = http.path.replace(/\\{([^}/]+)\\}/g, (_match, key: string) => {
            const value = rest[key];
            if (value === undefined || value === null) throw new AgentCallError(spec.name, 'missing_path_param', \`\${spec.name}: the route \${http.path} needs "\${key}"\`, null, [], 'http');
            delete rest[key];
            return encodeURIComponent(typeof value === 'string' ? value : JSON.stringify(value));
        });
        const url = new URL(base.replace(/\\/+$/, '') + path);
        if (http.query) {
            for (const [key, value] of Object.entries(rest)) {
                if (value === undefined) continue;
                for (const item of Array.isArray(value) ? value : [value]) url.searchParams.append(key, typeof item === 'string' ? item : JSON.stringify(item));
            }
        }
        const where = \`\${http.method} \${url.origin}\${url.pathname}\`;
        let response: Response;
        try {
            response = await this.fetchImpl(url, {
                method: http.method,
                headers: this.headers({ accept: 'application/json', ...(http.query ? {} : { 'content-type': 'application/json' }) }),
                ...(http.query ? {} : { body: JSON.stringify(rest) }),
                ...(signal ? { signal } : {}),
            });
        } catch (error) {
            throw new AgentCallError(spec.name, 'agent_unreachable', \`\${spec.name}: \${where}: \${error instanceof Error ? error.message : String(error)}\`, null, [], 'http', { cause: error });
        }
        const text = await response.text();
        const body = text === '' ? null : parseJson(text);
        if (!response.ok) throw errorOf(spec.name, body, response.status, 'http', \`\${spec.name} failed: \${where}: HTTP \${response.status}\`);
        if (body === undefined) throw new AgentCallError(spec.name, 'invalid_response', \`\${spec.name}: \${where} answered something that is not JSON\`, response.status, [], 'http');
        return body;
    }

    private async callMcp(spec: ActionSpec, input: Record<string, unknown>, signal: AbortSignal | undefined): Promise<unknown> {
        const url = this.options.mcpUrl ?? spec.mcp?.url ?? null;
        if (!spec.mcp || url === null) throw new AgentCallError(spec.name, 'transport_unavailable', \`\${spec.name}: \${spec.mcp ? 'no mcpUrl given' : 'not served over MCP'}\`, null, [], 'mcp');
        const result = await this.mcpRequest(spec.name, url, 'tools/call', { name: spec.mcp.tool, arguments: input }, signal);
        const content = Array.isArray(result['content']) ? result['content'].filter(isRecord) : [];
        const text = content.find((c) => c['type'] === 'text')?.['text'];
        const parsed = typeof text === 'string' ? parseJson(text) : undefined;
        if (result['isError'] === true) throw errorOf(spec.name, parsed, null, 'mcp', \`\${spec.name} failed: \${typeof text === 'string' ? text : 'the tool reported an error'}\`);
        return parsed ?? result['structuredContent'] ?? text ?? null;
    }

    private session(action: string, url: string, signal: AbortSignal | undefined): Promise<McpSession> {
        let pending = this.sessions.get(url);
        if (!pending) {
            pending = (async () => {
                const { reply, sessionId } = await this.rpc(action, url, null, 'initialize', {
                    protocolVersion: MCP_PROTOCOL_VERSION,
                    capabilities: {},
                    clientInfo: { name: 'vv-agent-generated-client', version: '1.0.0' },
                }, signal);
                const version = typeof reply['protocolVersion'] === 'string' ? reply['protocolVersion'] : MCP_PROTOCOL_VERSION;
                const session = { id: sessionId, version };
                await this.post(action, url, session, { jsonrpc: '2.0', method: 'notifications/initialized' }, signal);
                return session;
            })();
            void pending.catch(() => this.sessions.delete(url));
            this.sessions.set(url, pending);
        }
        return pending;
    }

    private async mcpRequest(action: string, url: string, method: string, params: Record<string, unknown>, signal: AbortSignal | undefined): Promise<Record<string, unknown>> {
        const session = await this.session(action, url, signal);
        return (await this.rpc(action, url, session, method, params, signal)).reply;
    }

    private async post(action: string, url: string, session: McpSession | null, message: Record<string, unknown>, signal: AbortSignal | undefined): Promise<Response> {
        const headers = this.headers({
            accept: 'application/json, text/event-stream',
            'content-type': 'application/json',
            ...(session?.id ? { 'mcp-session-id': session.id } : {}),
            ...(session ? { 'mcp-protocol-version': session.version } : {}),
        });
        let response: Response;
        try {
            response = await this.fetchImpl(url, { method: 'POST', headers, body: JSON.stringify(message), ...(signal ? { signal } : {}) });
        } catch (error) {
            throw new AgentCallError(action, 'agent_unreachable', \`\${action}: MCP \${url}: \${error instanceof Error ? error.message : String(error)}\`, null, [], 'mcp', { cause: error });
        }
        if (!response.ok) {
            const text = await response.text();
            const code = response.status === 401 ? 'unauthenticated' : response.status === 403 ? 'forbidden' : 'mcp_error';
            throw new AgentCallError(action, code, \`\${action}: MCP \${url}: HTTP \${response.status}\${text ? \`: \${text.slice(0, 200)}\` : ''}\`, response.status, [], 'mcp');
        }
        return response;
    }

    private async rpc(action: string, url: string, session: McpSession | null, method: string, params: Record<string, unknown>, signal: AbortSignal | undefined): Promise<{ reply: Record<string, unknown>; sessionId: string | null }> {
        const id = this.nextId++;
        const response = await this.post(action, url, session, { jsonrpc: '2.0', id, method, params }, signal);
        const message = rpcReply(response.headers.get('content-type') ?? '', await response.text(), id);
        const error = message?.['error'];
        if (isRecord(error)) throw new AgentCallError(action, 'mcp_error', \`\${action}: MCP \${method}: \${String(error['message'])}\`, null, [], 'mcp');
        const reply = message?.['result'];
        if (!isRecord(reply)) throw new AgentCallError(action, 'invalid_response', \`\${action}: MCP \${url} sent no answer to \${method}\`, null, [], 'mcp');
        return { reply, sessionId: response.headers.get('mcp-session-id') ?? session?.id ?? null };
    }
}
`;
}

/** `types.ts`, `client.ts` and `index.ts` of the TypeScript client. */
export async function typescriptClientFiles(advertised: ClientModel, source: string): Promise<Record<string, string>> {
  const banner = generatedBanner(source);
  const types = await typesFile(advertised, banner);
  return {
    'types.ts': types.text,
    'client.ts': clientFile(types.model, banner),
    'index.ts': `// ${banner}\nexport * from './types.js';\nexport * from './client.js';\n`,
  };
}
