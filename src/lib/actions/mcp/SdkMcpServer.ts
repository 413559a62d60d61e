import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { NodeStreamableHTTPServerTransport } from '@modelcontextprotocol/node';
import { isJSONRPCRequest, type AuthInfo, type JSONRPCMessage, type MessageExtraInfo, type Server, type Transport } from '@modelcontextprotocol/server';
import { StdioServerTransport } from '@modelcontextprotocol/server/stdio';
import { closeHttpServer, createHttpServer } from '../../http/index.js';
import type { Logger } from '../../shared/logger.js';
import type { Action } from '../Action.js';
import { authHeaders, type Authenticator } from '../auth/Authenticator.js';
import { asHttpError, HttpError, InsufficientRolesError, NotFoundError } from '../errors.js';
import type { McpActionServer, McpServerFactoryFn } from '../server/types.js';
import { ActionToolSet, authContextOf, authInfoOf, createToolServer, type ServerIdentity } from './actionTools.js';
import { displayUrl } from '../../http/displayUrl.js';
import { allowedHostnames, hostRejection } from './hostCheck.js';
import { SseServerTransport } from './SseServerTransport.js';

export interface SdkMcpServerOptions {
  /** An HTTP session with no request open for this long is closed. Default 30 minutes. */
  readonly sessionIdleMs?: number;
}

export type SdkMcpServerContext = Parameters<McpServerFactoryFn>[0] & { readonly options?: SdkMcpServerOptions };

/** `AgentServer.mcp.sdkServer`: the SDK objects behind the server, for advanced configuration. */
export interface SdkMcpHandle {
  /** The fastify instance serving `/mcp` or `/sse` (null for stdio): add routes or hooks before `start()`. */
  readonly app: FastifyInstance | null;
  /** Runs `configure` on every SDK `Server`: those alive now and each one a new session creates. */
  configure(configure: (server: Server) => void): void;
}

/** What `createSdkMcpServer` returns: the factory interface plus the SDK handle and an end signal. */
export interface SdkMcpActionServer extends McpActionServer {
  readonly sdkServer: SdkMcpHandle;
  /**
   * Settles when the server has stopped: after `close()`, or for stdio when the client goes away
   * (stdin ends), which is how a stdio agent process knows it may exit.
   */
  readonly closed: Promise<void>;
}

const DEFAULT_SESSION_IDLE_MS = 30 * 60_000;
/** MCP messages may carry large tool arguments; the SDK's own transport allows 4 MiB. */
const BODY_LIMIT = 4 * 1024 * 1024;

/**
 * The MCP side of an agent on the official TypeScript SDK v2 (contract §3): `streamable-http`
 * (default), the legacy `sse`, or `stdio`. Every SDK import of the actions framework lives in this
 * directory, which `McpServerFactory` loads only when an agent serves MCP.
 */
export async function createSdkMcpServer(context: SdkMcpServerContext): Promise<SdkMcpActionServer> {
  if (context.transport === 'stdio') return new StdioMcpServer(context);
  const app = await createHttpServer({ bodyLimit: BODY_LIMIT, logger: context.logger });
  return new HttpMcpServer(context, app);
}

/** What every transport shares: the tools, the SDK servers made from them, and their configurers. */
abstract class SdkMcpServerBase implements SdkMcpActionServer {
  abstract readonly transport: McpActionServer['transport'];
  abstract readonly sdkServer: SdkMcpHandle;
  readonly closed: Promise<void>;
  protected markClosed!: () => void;
  protected readonly tools = new ActionToolSet();
  protected readonly log: Logger;
  protected readonly authenticator: Authenticator | null;
  readonly #identity: ServerIdentity;
  readonly #configurers: Array<(server: Server) => void> = [];
  protected readonly servers = new Set<Server>();

  constructor(context: SdkMcpServerContext) {
    this.log = context.logger.child({ component: 'mcp', transport: context.transport });
    this.authenticator = context.authenticator;
    this.#identity = { name: context.config.agent.name, version: context.config.agent.version };
    this.closed = new Promise((resolve) => (this.markClosed = resolve));
  }

  addActions(actions: readonly Action[]): void {
    this.tools.add(actions);
  }

  protected configure(configure: (server: Server) => void): void {
    this.#configurers.push(configure);
    for (const server of this.servers) configure(server);
  }

  /**
   * A new SDK server (one per HTTP session; one for stdio), forgotten when it closes; `onClose`
   * runs then too, as does any `onclose` a configurer set.
   */
  protected newServer(onClose: () => void): Server {
    const server = createToolServer(this.#identity, this.tools, this.log);
    for (const configure of this.#configurers) configure(server);
    this.servers.add(server);
    const configured = server.onclose;
    server.onclose = () => {
      this.servers.delete(server);
      onClose();
      configured?.();
    };
    return server;
  }

  abstract url(): string | null;
  abstract start(): Promise<void>;
  abstract close(graceMs: number): Promise<void>;
}

type SessionTransport = NodeStreamableHTTPServerTransport | SseServerTransport;

interface Session {
  readonly transport: SessionTransport;
  readonly server: Server;
  /** Who opened it (null without auth): a session id presented by anyone else is refused. */
  readonly subject: string | null;
  lastSeen: number;
  /** HTTP requests of this session still open (a GET stream counts): such a session is never idle. */
  open: number;
}

type AuthenticatedRequest = IncomingMessage & { auth?: AuthInfo };

/** The subject `#admit` authenticated on this request; null without auth. */
function subjectOf(request: FastifyRequest): string | null {
  return authContextOf((request.raw as AuthenticatedRequest).auth)?.subject ?? null;
}

/**
 * MCP over HTTP on its own fastify instance (`agent.host:agent.port`). Every request passes the
 * Host/Origin check (403) and, with auth on, the authenticator (401 with `WWW-Authenticate`) before
 * the SDK sees it; the caller's identity then rides on `request.auth`, which the SDK hands to the
 * `tools/call` handler. Sessions are stateful and bound to the subject that opened them.
 */
class HttpMcpServer extends SdkMcpServerBase {
  readonly transport: 'streamable-http' | 'sse';
  readonly sdkServer: SdkMcpHandle;
  readonly #app: FastifyInstance;
  readonly #host: string;
  readonly #port: number;
  readonly #allowed: string[];
  readonly #sessions = new Map<string, Session>();
  readonly #idleMs: number;
  #sweeper: NodeJS.Timeout | undefined;
  #url: string | null = null;
  #closing: Promise<void> | undefined;

  constructor(context: SdkMcpServerContext, app: FastifyInstance) {
    super(context);
    this.transport = context.transport === 'sse' ? 'sse' : 'streamable-http';
    this.#app = app;
    this.#host = context.config.agent.host;
    this.#port = context.config.agent.port;
    this.#allowed = allowedHostnames(this.#host, context.config.agent.allowed_hosts);
    this.#idleMs = context.options?.sessionIdleMs ?? DEFAULT_SESSION_IDLE_MS;
    this.sdkServer = { app, configure: (fn) => this.configure(fn) };
    app.addHook('onRequest', async (request) => this.#admit(request));
    if (this.transport === 'sse') {
      this.log.warn('the HTTP+SSE MCP transport is deprecated by the MCP specification; prefer streamable-http');
      app.get('/sse', (request, reply) => this.#openSseStream(request, reply));
      app.post('/messages', (request, reply) => this.#postSseMessage(request, reply));
    } else {
      app.route({ method: ['GET', 'POST', 'DELETE'], url: '/mcp', handler: (request, reply) => this.#handleStreamable(request, reply) });
    }
  }

  url(): string | null {
    return this.#url;
  }

  async start(): Promise<void> {
    await this.#app.listen({ host: this.#host, port: this.#port });
    const address = this.#app.server.address();
    const port = typeof address === 'object' && address !== null ? address.port : this.#port;
    this.#url = displayUrl(this.#host, port, { path: this.transport === 'sse' ? '/sse' : '/mcp' });
    this.#sweeper = setInterval(() => this.#evictIdle(), Math.max(50, Math.min(60_000, Math.floor(this.#idleMs / 2))));
    this.#sweeper.unref();
  }

  /** Idempotent: a second call waits for the first. */
  close(graceMs: number): Promise<void> {
    this.#closing ??= this.#close(graceMs);
    return this.#closing;
  }

  async #close(graceMs: number): Promise<void> {
    clearInterval(this.#sweeper);
    // Open SSE streams would hold fastify's close for the whole grace period: end them first.
    await Promise.allSettled([...this.#sessions.values()].map((session) => session.server.close()));
    this.#sessions.clear();
    await closeHttpServer(this.#app, graceMs);
    this.#url = null;
    this.markClosed();
  }

  /** DNS-rebinding protection, then authentication (contract §6), before any route or the SDK. */
  async #admit(request: FastifyRequest): Promise<void> {
    const rejection = hostRejection({ host: request.headers.host, origin: request.headers.origin }, this.#allowed);
    if (rejection !== null) {
      this.log.warn({ host: request.headers.host, origin: request.headers.origin }, 'refused an MCP request from a host that is not allowed');
      throw new InsufficientRolesError(rejection);
    }
    if (this.authenticator === null || request.url.startsWith('/.well-known/')) return;
    try {
      const auth = await this.authenticator.authenticate({
        transport: 'mcp',
        headers: authHeaders(request.headers),
        path: request.url.split('?')[0] ?? request.url,
        method: request.method,
      });
      (request.raw as AuthenticatedRequest).auth = authInfoOf(auth);
    } catch (error) {
      // An HttpError (401 with WWW-Authenticate) is the caller's; anything else is ours: logged, 500.
      throw asHttpError(error) ?? error;
    }
  }

  async #handleStreamable(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const sessionId = request.headers['mcp-session-id'];
    let session: Session;
    if (typeof sessionId === 'string') {
      const found = this.#session(request, sessionId);
      if (found === null) {
        // The SDK transport's own answer for an unknown session; a client reinitializes on it.
        await reply.code(404).send({ jsonrpc: '2.0', id: null, error: { code: -32001, message: 'Session not found' } });
        return;
      }
      session = found;
    } else {
      // No session yet: only an `initialize` POST opens one; the SDK answers anything else with 400.
      const transport: NodeStreamableHTTPServerTransport = new NodeStreamableHTTPServerTransport({
        sessionIdGenerator: () => randomUUID(),
        onsessioninitialized: (id) => void this.#sessions.set(id, session),
      });
      session = this.#newSession(transport, request);
      await session.server.connect(transport);
    }
    await this.#hijacked(request, reply, session, async () => {
      // A JSON POST always has a parsed body; an empty one must not make the SDK read the consumed stream.
      const body = request.method === 'POST' ? (request.body ?? null) : undefined;
      await (session.transport as NodeStreamableHTTPServerTransport).handleRequest(request.raw, reply.raw, body);
    });
    if (session.transport.sessionId === undefined) await session.server.close();
  }

  async #openSseStream(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const transport = new SseServerTransport('/messages', reply.raw);
    const session = this.#newSession(transport, request);
    this.#sessions.set(transport.sessionId, session);
    await this.#hijacked(request, reply, session, () => session.server.connect(transport));
  }

  async #postSseMessage(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const sessionId = (request.query as Record<string, unknown>)['sessionId'];
    const session = typeof sessionId === 'string' ? this.#session(request, sessionId) : null;
    if (session === null) throw new NotFoundError('no MCP session with that sessionId');
    session.lastSeen = Date.now();
    const problem = (session.transport as SseServerTransport).deliver(request.body, (request.raw as AuthenticatedRequest).auth);
    if (problem !== null) throw new HttpError(400, 'validation_failed', problem);
    await reply.code(202).send({ status: 'accepted' });
  }

  /** The open session `id`, if the caller may use it: 403 when another subject opened it. */
  #session(request: FastifyRequest, id: string): Session | null {
    const session = this.#sessions.get(id);
    if (session === undefined) return null;
    if (session.subject !== subjectOf(request)) throw new InsufficientRolesError('this MCP session belongs to another caller');
    return session;
  }

  #newSession(transport: SessionTransport, request: FastifyRequest): Session {
    const server = this.newServer(() => {
      if (transport.sessionId !== undefined && this.#sessions.get(transport.sessionId) === session) this.#sessions.delete(transport.sessionId);
    });
    const session: Session = { transport, server, subject: subjectOf(request), lastSeen: Date.now(), open: 0 };
    return session;
  }

  /**
   * Hands the raw request to the SDK. After `hijack()` fastify's error handler no longer applies,
   * so a failure is answered here (500 when nothing was sent yet) and logged with its stack.
   */
  async #hijacked(request: FastifyRequest, reply: FastifyReply, session: Session, handle: () => Promise<void>): Promise<void> {
    reply.hijack();
    session.open += 1;
    reply.raw.once('close', () => {
      session.open -= 1;
      session.lastSeen = Date.now();
    });
    try {
      await handle();
    } catch (error) {
      this.log.error({ err: error, method: request.method, url: request.url.split('?')[0] }, 'MCP request failed');
      if (!reply.raw.headersSent) reply.raw.writeHead(500, { 'content-type': 'application/json' });
      if (!reply.raw.writableEnded) reply.raw.end(JSON.stringify({ error: { code: 'internal_error', message: 'internal error' } }));
    }
  }

  #evictIdle(): void {
    const now = Date.now();
    for (const [id, session] of this.#sessions) {
      if (session.open > 0 || now - session.lastSeen < this.#idleMs) continue;
      this.#sessions.delete(id);
      this.log.debug({ session: id }, 'closing an idle MCP session');
      void session.server.close();
    }
  }
}

/**
 * MCP over stdin/stdout: stdout carries the protocol only (logs go to the logger's destination,
 * stderr by default). With auth on, every request is authenticated from the environment token
 * (AuthRequest transport `stdio`) before it is dispatched; a refusal is a JSON-RPC error and the
 * request never reaches a handler.
 */
class StdioMcpServer extends SdkMcpServerBase {
  readonly transport = 'stdio' as const;
  readonly sdkServer: SdkMcpHandle;
  #server: Server | undefined;

  constructor(context: SdkMcpServerContext) {
    super(context);
    this.sdkServer = { app: null, configure: (fn) => this.configure(fn) };
  }

  url(): null {
    return null;
  }

  async start(): Promise<void> {
    // The client going away (stdin ends) closes the server: the process may then exit.
    const server = this.newServer(() => this.markClosed());
    const transport: Transport = new StdioServerTransport();
    await server.connect(transport);
    if (this.authenticator !== null) authenticateEachRequest(transport, this.authenticator, this.log);
    this.#server = server;
  }

  async close(): Promise<void> {
    await this.#server?.close();
    this.markClosed();
  }
}

/** JSON-RPC codes of stdio auth refusals: server-defined, and not -32001 (the SDK's "Session not found"). */
const STDIO_UNAUTHORIZED = -32002;
const STDIO_FORBIDDEN = -32003;

/**
 * Wraps the dispatch the SDK installed on `transport` (actions-tech §1.6) so that each request is
 * authenticated first. Messages are dispatched in arrival order (a cancellation cannot overtake its
 * request while that request is being authenticated); handlers still run concurrently.
 */
function authenticateEachRequest(transport: Transport, authenticator: Authenticator, log: Logger): void {
  const dispatch = transport.onmessage;
  if (dispatch === undefined) throw new Error('connect the SDK server before wrapping its transport');
  let queue = Promise.resolve();
  const onmessage = (message: JSONRPCMessage, extra?: MessageExtraInfo): void => {
    queue = queue.then(async () => {
      if (!isJSONRPCRequest(message)) return dispatch(message, extra);
      let authInfo: AuthInfo;
      try {
        authInfo = authInfoOf(await authenticator.authenticate({ transport: 'stdio', headers: authHeaders({}) }));
      } catch (error) {
        await transport.send({ jsonrpc: '2.0', id: message.id, error: stdioAuthError(error, log) }).catch((sendError: unknown) => {
          log.error({ err: sendError }, 'could not answer a refused MCP stdio request');
        });
        return;
      }
      dispatch(message, { ...extra, authInfo });
    });
  };
  transport.onmessage = onmessage;
}

function stdioAuthError(error: unknown, log: Logger): { code: number; message: string; data: { status_code: number } } {
  const known = asHttpError(error);
  if (known !== null && known.status === 401) return { code: STDIO_UNAUTHORIZED, message: `Unauthorized: ${known.message}`, data: { status_code: 401 } };
  if (known !== null && known.status === 403) return { code: STDIO_FORBIDDEN, message: `Forbidden: ${known.message}`, data: { status_code: 403 } };
  log.error({ err: error }, 'the authenticator failed on an MCP stdio request');
  return { code: -32603, message: 'Internal error', data: { status_code: 500 } };
}
