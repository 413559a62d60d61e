import { AppServerClientMethods } from '../../../generated/app-server/client.js';
import { clientRequestMethods, serverNotificationMethods, serverRequestMethods, type MethodSpec } from '../../../generated/app-server/methods.js';
import type {
  ApprovalRequestParams,
  ApprovalResponse,
  ClientNotificationMethod,
  ClientNotificationMethods,
  ClientRequestMethod,
  ClientRequestMethods,
  RequestId,
  ServerNotification,
  ServerNotificationMethod,
  ServerNotificationMethods,
  ServerRequest,
  ServerRequestMethod,
  ServerRequestMethods,
} from '../../../generated/app-server/types.js';
import type { SchemaValidationError } from '../../../generated/app-server/validators.js';
import {
  ErrorCode,
  JsonRpcConnection,
  JsonRpcError,
  JsonRpcPeerError,
  type IncomingNotification,
  type IncomingRequest,
  type Transport,
  TransportTap,
  classifyInbound,
  type InboundFrame,
  type WireObserver,
  type WebSocketTransport,
} from '../jsonrpc/index.js';
import { AppServerClientError } from './AppServerClientError.js';
import { MessageBacklog } from './MessageBacklog.js';
import { ServerProcess, type ServerExit, type ServerProcessOptions } from './serverProcess.js';
import { openWebSocketTransport, type WebSocketConnectOptions } from './webSocketConnect.js';

/** Anything the server sends that is not a reply: what `nextMessage()` returns. */
export type ServerMessage = ServerNotification | ServerRequest;

/** Retry of requests the server refused with -32001 (overloaded). */
export interface RetryOptions {
  /** Sends of one request in all, the first included; 1 = never retry. */
  readonly maxAttempts: number;
  /** Cap of the first wait; each later cap doubles. */
  readonly baseDelayMs: number;
  readonly maxDelayMs: number;
  /** A number in [0, 1); injectable for tests. */
  readonly random: () => number;
}

export interface AppServerClientOptions {
  /** Default time allowed for a request (retries included) and for `next*()` waits; 0 = none. */
  readonly requestTimeoutMs?: number;
  /** -32001 retry; `false` sends each request once. */
  readonly retry?: Partial<RetryOptions> | false;
  /**
   * Validate every inbound message against the generated schema validators. Default false: what
   * the server sends is closed in the schemas (`additionalProperties: false`), so in production a
   * server that gained one optional field would make a strict client refuse everything it says.
   * Tests, debugging and replay turn it on to catch any drift. Violations never throw from the
   * reader: a notification or server request is reported through `onError` and not delivered (a
   * server request is answered -32602); a reply makes its call reject with `invalid_message`.
   */
  readonly strict?: boolean;
  /** Messages kept for `next*()` before the oldest is dropped; default 10,000. */
  readonly maxBacklog?: number;
  /** Sees every message on the wire, both directions, in order (transcripts, recordings). */
  readonly wireObserver?: WireObserver;
}

export interface SpawnOptions extends AppServerClientOptions, ServerProcessOptions {
  /** How long `close()` waits for the server to exit after stdin EOF before SIGTERM; default 5 s. */
  readonly closeGraceMs?: number;
}

export interface ConnectWebSocketOptions extends AppServerClientOptions, WebSocketConnectOptions {}

/** Per-call options of every typed method. */
export interface CallOptions {
  /** Overrides `requestTimeoutMs` for this call (retries included); 0 = none. */
  readonly timeoutMs?: number;
  /** Overrides `retry.maxAttempts` for this call. */
  readonly maxAttempts?: number;
}

export interface WaitOptions {
  /** Overrides `requestTimeoutMs` for this wait; 0 = none. */
  readonly timeoutMs?: number;
}

export type ApprovalHandler = (
  params: ApprovalRequestParams,
  request: { readonly id: RequestId },
) => Promise<ApprovalResponse> | ApprovalResponse;

export type ServerRequestResult = ServerRequestMethods[ServerRequestMethod]['result'];

const DEFAULT_REQUEST_TIMEOUT_MS = 60_000;
const DEFAULT_MAX_BACKLOG = 10_000;
const DEFAULT_CLOSE_GRACE_MS = 5_000;
const DEFAULT_RETRY: RetryOptions = { maxAttempts: 5, baseDelayMs: 100, maxDelayMs: 2_000, random: Math.random };
/** stdout usually ends a moment before the exit is reported; this long we wait to name the exit. */
const EXIT_WAIT_MS = 1_000;
/** A dead server whose stdout stays open (a grandchild holds it) is disconnected after this. */
const EXIT_CLOSE_DELAY_MS = 250;

interface AwaitingAnswer {
  resolve(result: unknown): void;
  reject(error: Error): void;
}

type Unsubscribe = () => void;

function specOf(table: Readonly<Record<string, MethodSpec>>, method: string): MethodSpec | undefined {
  return Object.hasOwn(table, method) ? table[method] : undefined;
}

/** Why `params` break the declaration, or null when they conform. */
function paramsProblem(spec: MethodSpec, hasParams: boolean, params: unknown): { reason: string; errors: SchemaValidationError[] } | null {
  if (!hasParams) return spec.paramsRequired ? { reason: 'params are missing', errors: [] } : null;
  if (spec.params === null) return { reason: 'params are not expected', errors: [] };
  return spec.params(params) ? null : { reason: 'params do not match the schema', errors: spec.params.errors ?? [] };
}

/** Why an inbound frame is not a JSON-RPC message at all, or null when it is one. */
function malformedReason(frame: InboundFrame): string | null {
  if (frame.kind === 'parse_error') return 'a line from the server is not JSON';
  if (frame.kind === 'too_large') return `a line from the server is larger than ${frame.limit} bytes`;
  const message = classifyInbound(frame.value);
  return message.kind === 'invalid' ? `invalid JSON-RPC message from the server: ${message.reason}` : null;
}

/**
 * A typed client of the App Server protocol over any transport, or over a server process it
 * spawns. Typed methods (`threadStart`, `turnStart`, ...) come from the schemas' method table.
 *
 * Inbound messages go, in arrival order: to every `onAny` observer; then to the typed subscribers
 * of their method (`on`, `onApprovalRequest`), which take them; anything not taken waits in a
 * bounded backlog for `nextMessage()` / `nextNotification()`. So messages emitted around a
 * response are never lost while the response is awaited.
 */
export class AppServerClient extends AppServerClientMethods<CallOptions> {
  private readonly connection: JsonRpcConnection;
  private readonly backlog: MessageBacklog<ServerMessage>;
  private readonly strict: boolean;
  private readonly requestTimeoutMs: number;
  private readonly retry: RetryOptions;
  private readonly listeners = new Map<string, Set<(params: unknown) => void>>();
  private readonly anyListeners = new Set<(message: ServerMessage) => void>();
  private readonly errorListeners = new Set<(error: AppServerClientError) => void>();
  private readonly closeListeners = new Set<(reason: AppServerClientError) => void>();
  private readonly awaitingAnswer = new Map<RequestId, AwaitingAnswer>();
  private approvalHandler: ApprovalHandler | null = null;
  private server: ServerProcess | null = null;
  private webSocket: WebSocketTransport | null = null;
  private closeGraceMs = DEFAULT_CLOSE_GRACE_MS;
  private closing = false;
  private endReasonPromise: Promise<AppServerClientError> | null = null;
  private closeReason: AppServerClientError | null = null;
  private readonly ended: Promise<void>;
  private markEnded: () => void = () => undefined;

  /**
   * Spawns `command` (argv, or one string split on spaces; no shell) and speaks JSONL over its
   * stdin/stdout. Rejects with `spawn_failed` when it cannot start.
   */
  static async spawn(command: readonly string[] | string, options: SpawnOptions = {}): Promise<AppServerClient> {
    const server = await ServerProcess.start(command, options);
    const client = new AppServerClient(server.transport, options);
    client.server = server;
    client.closeGraceMs = options.closeGraceMs ?? DEFAULT_CLOSE_GRACE_MS;
    void server.exited.then(() => {
      const timer = setTimeout(() => {
        if (!client.connection.isClosed) client.connection.close().catch(() => undefined);
      }, EXIT_CLOSE_DELAY_MS);
      timer.unref();
    });
    return client;
  }

  /**
   * Connects to `vv-agent app-server --listen ws://...` (one JSON text frame per message), sending
   * `token` as `Authorization: Bearer`. Rejects with `connect_failed` when the server cannot be
   * reached or refuses the handshake (401 token, 403 origin), with its status in `data`.
   */
  static async connectWebSocket(url: string, options: ConnectWebSocketOptions = {}): Promise<AppServerClient> {
    const transport = await openWebSocketTransport(url, options);
    const client = new AppServerClient(transport, options);
    client.webSocket = transport;
    return client;
  }

  constructor(transport: Transport, options: AppServerClientOptions = {}) {
    super();
    this.strict = options.strict ?? false;
    this.requestTimeoutMs = options.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS;
    this.retry = options.retry === false ? { ...DEFAULT_RETRY, maxAttempts: 1 } : { ...DEFAULT_RETRY, ...options.retry };
    this.backlog = new MessageBacklog<ServerMessage>(options.maxBacklog ?? DEFAULT_MAX_BACKLOG, (message) => this.onBacklogDrop(message));
    this.ended = new Promise<void>((resolve) => {
      this.markEnded = resolve;
    });
    const observe = options.wireObserver;
    // The connection answers unreadable lines itself and tells its handlers nothing, but a client
    // must surface a server that writes garbage to stdout rather than silently skip it.
    const tap = new TransportTap(transport, {
      sent: (message) => observe?.('sent', message),
      received: (frame) => {
        if (frame.kind === 'message') observe?.('received', frame.value);
        const malformed = malformedReason(frame);
        if (malformed) this.report(new AppServerClientError('invalid_message', malformed, { message: frame.kind === 'message' ? frame.value : null }));
      },
    });
    this.connection = new JsonRpcConnection(
      tap,
      {
        onRequest: (request) => this.onServerRequest(request),
        onNotification: (notification) => this.onServerNotification(notification),
      },
      // Timeouts are the client's own (they span retries); a server request answered later by
      // the user must not hold back the notifications behind it.
      { concurrentRequests: true },
    );
    this.connection.onClose(() => this.onConnectionClosed());
    this.connection.start();
  }

  /** Subscribes to one notification method; its messages no longer reach the backlog. */
  on<M extends ServerNotificationMethod>(method: M, listener: (params: ServerNotificationMethods[M]) => void): Unsubscribe {
    let set = this.listeners.get(method);
    if (!set) {
      set = new Set();
      this.listeners.set(method, set);
    }
    const entry = listener as (params: unknown) => void;
    set.add(entry);
    return () => {
      set.delete(entry);
      if (set.size === 0 && this.listeners.get(method) === set) this.listeners.delete(method);
    };
  }

  /**
   * Observes every notification and server request, before typed subscribers (for logs and
   * transcripts). It takes nothing: unconsumed messages still reach the backlog.
   */
  onAny(listener: (message: ServerMessage) => void): Unsubscribe {
    this.anyListeners.add(listener);
    return () => this.anyListeners.delete(listener);
  }

  /**
   * Answers every `approval/request` with the handler's decision (replacing any earlier handler).
   * A handler that throws answers with a JSON-RPC error, which the server resolves as `timeout`
   * (contract section 7). Without a handler, requests wait in the backlog for `respond()`.
   */
  onApprovalRequest(handler: ApprovalHandler): Unsubscribe {
    this.approvalHandler = handler;
    return () => {
      if (this.approvalHandler === handler) this.approvalHandler = null;
    };
  }

  /** Protocol violations, backlog drops and failing listeners: reported here, never thrown. */
  onError(listener: (error: AppServerClientError) => void): Unsubscribe {
    this.errorListeners.add(listener);
    return () => this.errorListeners.delete(listener);
  }

  /** Called once the connection is gone, with why (`closed`, `server_exited`, `disconnected`). */
  onClose(listener: (reason: AppServerClientError) => void): Unsubscribe {
    const reason = this.closeReason;
    if (reason) {
      queueMicrotask(() => this.safely(() => listener(reason), 'close listener'));
      return () => undefined;
    }
    this.closeListeners.add(listener);
    return () => this.closeListeners.delete(listener);
  }

  /** The next notification or server request not taken by a subscriber, in arrival order. */
  nextMessage(options: WaitOptions = {}): Promise<ServerMessage> {
    return this.backlog.take(() => true, options.timeoutMs ?? this.requestTimeoutMs, 'message from the server');
  }

  /**
   * The next notification (of `method`, when given) from the backlog; messages skipped over stay
   * there in order.
   */
  nextNotification(options?: WaitOptions): Promise<ServerNotification>;
  nextNotification<M extends ServerNotificationMethod>(method: M, options?: WaitOptions): Promise<Extract<ServerNotification, { method: M }>>;
  nextNotification(methodOrOptions?: ServerNotificationMethod | WaitOptions, maybeOptions: WaitOptions = {}): Promise<ServerNotification> {
    const method = typeof methodOrOptions === 'string' ? methodOrOptions : undefined;
    const options = typeof methodOrOptions === 'object' ? methodOrOptions : maybeOptions;
    const accept = (m: ServerMessage): m is ServerNotification => !('id' in m) && (method === undefined || m.method === method);
    const describe = method === undefined ? 'notification' : `${method} notification`;
    return this.backlog.take(accept, options.timeoutMs ?? this.requestTimeoutMs, describe) as Promise<ServerNotification>;
  }

  /** Answers a server request taken from the backlog (or still in it). */
  respond(id: RequestId, result: ServerRequestResult): void {
    this.takeAwaiting(id).resolve(result);
  }

  /** Answers a server request with a JSON-RPC error (an approval then resolves as `timeout`). */
  respondError(id: RequestId, code: number, message: string, data?: unknown): void {
    this.takeAwaiting(id).reject(new JsonRpcError(code, message, data));
  }

  /** Sends any request, unchecked (same timeouts and retries): for tools that replay recordings. */
  rawRequest(method: string, params?: unknown, options: CallOptions = {}): Promise<unknown> {
    return this.send(method, params, options);
  }

  /** Messages waiting in the backlog. */
  get backlogSize(): number {
    return this.backlog.size;
  }

  /** Messages the backlog dropped because it was full. */
  get droppedMessages(): number {
    return this.backlog.dropped;
  }

  /** The spawned server's pid (null when the client wraps a transport). */
  get serverPid(): number | null {
    return this.server?.pid ?? null;
  }

  /** Resolves when the spawned server exits (null when the client wraps a transport). */
  get serverExited(): Promise<ServerExit> | null {
    return this.server?.exited ?? null;
  }

  /**
   * Ends the connection: pending calls and waits reject with `closed`. A spawned server gets stdin
   * EOF, is waited for (`closeGraceMs`), then SIGTERM (SIGKILL 2 s later); resolves with its exit.
   */
  async close(): Promise<ServerExit | null> {
    this.closing = true;
    const closed = this.connection.close();
    if (!this.server) {
      await closed;
      return null;
    }
    // Not awaited: a dead server never drains its stdin pipe, and its exit is what we wait for.
    closed.catch(() => undefined);
    return this.server.stop(this.closeGraceMs);
  }

  protected override async call<M extends ClientRequestMethod>(
    method: M,
    params: ClientRequestMethods[M]['params'],
    options?: CallOptions,
  ): Promise<ClientRequestMethods[M]['result']> {
    const { result, attempts } = await this.sendCounting(method, params, options ?? {});
    const spec: MethodSpec = clientRequestMethods[method];
    if (this.strict && spec.result && !spec.result(result)) {
      throw new AppServerClientError('invalid_message', `${method}: the result does not match its schema`, { result, errors: spec.result.errors ?? [] }, { method, attempts });
    }
    return result as ClientRequestMethods[M]['result'];
  }

  protected override async notify<M extends ClientNotificationMethod>(method: M, params: ClientNotificationMethods[M]): Promise<void> {
    try {
      await this.connection.notify(method, params);
    } catch (error) {
      throw await this.toClientError(error, method, 1);
    }
  }

  private async send(method: string, params: unknown, options: CallOptions): Promise<unknown> {
    return (await this.sendCounting(method, params, options)).result;
  }

  /**
   * Sends until a reply that is not -32001, the attempt limit or the deadline. Retrying is safe for
   * every method: the server answers -32001 at once, without queueing the request (contract
   * section 8). Each attempt gets a new id.
   */
  private async sendCounting(method: string, params: unknown, options: CallOptions): Promise<{ result: unknown; attempts: number }> {
    const timeoutMs = options.timeoutMs ?? this.requestTimeoutMs;
    const deadline = timeoutMs > 0 ? Date.now() + timeoutMs : Number.POSITIVE_INFINITY;
    const maxAttempts = Math.max(1, options.maxAttempts ?? this.retry.maxAttempts);
    for (let attempt = 1; ; attempt++) {
      const remaining = deadline - Date.now();
      try {
        if (remaining <= 0) throw new JsonRpcPeerError('timeout', 'deadline passed');
        const result = await this.connection.request(method, params, { timeoutMs: Number.isFinite(remaining) ? Math.ceil(remaining) : 0 });
        return { result, attempts: attempt };
      } catch (error) {
        const overloaded = error instanceof JsonRpcError && error.code === ErrorCode.ServerOverloaded;
        if (overloaded && attempt < maxAttempts) {
          const delay = this.backoffMs(attempt);
          if (Date.now() + delay < deadline) {
            await this.pause(delay);
            continue;
          }
        }
        if (error instanceof JsonRpcPeerError && error.code === 'timeout') {
          throw new AppServerClientError('timeout', `${method}: no reply within ${timeoutMs} ms`, undefined, { method, attempts: attempt, cause: error });
        }
        throw await this.toClientError(error, method, attempt);
      }
    }
  }

  /** Exponential with full jitter, so clients refused together do not come back together. */
  private backoffMs(attempt: number): number {
    const cap = Math.min(this.retry.maxDelayMs, this.retry.baseDelayMs * 2 ** (attempt - 1));
    return Math.floor(this.retry.random() * cap);
  }

  /** Waits `ms`, or less if the connection ends meanwhile (the next send then fails at once). */
  private async pause(ms: number): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([new Promise<void>((resolve) => (timer = setTimeout(resolve, ms))), this.ended]);
    clearTimeout(timer);
  }

  private async toClientError(error: unknown, method: string, attempts: number): Promise<AppServerClientError> {
    if (error instanceof JsonRpcError) return new AppServerClientError(error.code, error.message, error.data, { method, attempts, cause: error });
    if (error instanceof AppServerClientError) return error;
    // Anything else means the connection is gone or going: name why.
    return (await this.endReason()).forRequest(method, attempts);
  }

  private onServerNotification(notification: IncomingNotification): void {
    const { method, params, hasParams } = notification;
    const spec = specOf(serverNotificationMethods, method);
    if (!spec) {
      this.report(new AppServerClientError('invalid_message', `unknown notification method ${method}`, { method, params }));
      return;
    }
    if (this.strict) {
      const problem = paramsProblem(spec, hasParams, params);
      if (problem) {
        this.report(new AppServerClientError('invalid_message', `${method}: ${problem.reason}`, { method, params, errors: problem.errors }));
        return;
      }
    }
    const message = (hasParams ? { jsonrpc: '2.0', method, params } : { jsonrpc: '2.0', method }) as ServerNotification;
    this.observe(message);
    const subscribers = this.listeners.get(method);
    if (subscribers && subscribers.size > 0) {
      for (const listener of [...subscribers]) this.safely(() => listener(message.params), `${method} subscriber`);
      return;
    }
    this.backlog.push(message);
  }

  private async onServerRequest(request: IncomingRequest): Promise<unknown> {
    const { id, method, params, hasParams } = request;
    const spec = specOf(serverRequestMethods, method);
    if (!spec) {
      this.report(new AppServerClientError('invalid_message', `unknown server request method ${method}`, { id, method, params }));
      throw new JsonRpcError(ErrorCode.MethodNotFound, `Method not found: ${method}`, { method });
    }
    if (this.strict) {
      const problem = paramsProblem(spec, hasParams, params);
      if (problem) {
        this.report(new AppServerClientError('invalid_message', `${method}: ${problem.reason}`, { id, method, params, errors: problem.errors }));
        throw new JsonRpcError(ErrorCode.InvalidParams, `Invalid params: ${problem.reason}`, { errors: problem.errors });
      }
    }
    if (this.awaitingAnswer.has(id)) {
      this.report(new AppServerClientError('invalid_message', `server request id ${String(id)} is already waiting for an answer`, { id, method }));
      throw new JsonRpcError(ErrorCode.InvalidRequest, 'Invalid Request', { reason: 'duplicate request id' });
    }
    const message = { jsonrpc: '2.0', id, method, params } as ServerRequest;
    this.observe(message);
    const handler = this.approvalHandler;
    if (handler && message.method === 'approval/request') {
      try {
        return await handler(message.params, { id });
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        this.report(new AppServerClientError('listener_failed', `approval handler failed: ${reason}`, { id }, { cause: error }));
        // Deliberately told to the server: the reason is the client's own, not a server internal.
        throw error instanceof JsonRpcError ? error : new JsonRpcError(ErrorCode.InternalError, reason);
      }
    }
    return new Promise<unknown>((resolve, reject) => {
      this.awaitingAnswer.set(id, { resolve, reject });
      this.backlog.push(message);
    });
  }

  private takeAwaiting(id: RequestId): AwaitingAnswer {
    const awaiting = this.awaitingAnswer.get(id);
    if (!awaiting) throw new AppServerClientError('unknown_request', `no server request ${String(id)} is waiting for an answer`, { id });
    this.awaitingAnswer.delete(id);
    // Answered without being read: it must not be handed out later as if still open.
    this.backlog.remove((m) => 'id' in m && m.id === id);
    return awaiting;
  }

  private onBacklogDrop(message: ServerMessage): void {
    if ('id' in message) {
      // A dropped server request would otherwise wait for its timeout on the server; an error
      // reply resolves it now (as `timeout`, contract section 7).
      this.awaitingAnswer.get(message.id)?.reject(new JsonRpcError(ErrorCode.ServerOverloaded, 'client backlog full; request dropped'));
      this.awaitingAnswer.delete(message.id);
    }
    this.report(new AppServerClientError('backlog_overflow', `backlog full: dropped the oldest message (${message.method})`, { method: message.method, dropped: this.backlog.dropped }));
  }

  private onConnectionClosed(): void {
    this.markEnded();
    void this.endReason().then((reason) => {
      this.closeReason = reason;
      this.backlog.end(reason);
      for (const awaiting of this.awaitingAnswer.values()) awaiting.reject(new JsonRpcError(ErrorCode.InternalError, reason.message));
      this.awaitingAnswer.clear();
      for (const listener of [...this.closeListeners]) this.safely(() => listener(reason), 'close listener');
      this.closeListeners.clear();
    });
  }

  private endReason(): Promise<AppServerClientError> {
    this.endReasonPromise ??= this.computeEndReason();
    return this.endReasonPromise;
  }

  private async computeEndReason(): Promise<AppServerClientError> {
    if (this.closing) return new AppServerClientError('closed', 'the client was closed');
    if (this.server) {
      const exit = await this.server.exitWithin(EXIT_WAIT_MS);
      if (exit) {
        return this.server.exitedError(exit);
      }
    }
    // A WebSocket server says why it closed (1003 binary frame, 1009 too large, 1001 shutting down).
    const closed = this.webSocket?.closeInfo;
    if (closed && closed.code !== 1005 && closed.code !== 1006) {
      const why = `WebSocket close ${closed.code}${closed.reason ? `: ${closed.reason}` : ''}`;
      return new AppServerClientError('disconnected', `the server closed the connection (${why})`, { closeCode: closed.code, closeReason: closed.reason });
    }
    return new AppServerClientError('disconnected', 'the server closed the connection');
  }

  private observe(message: ServerMessage): void {
    for (const listener of [...this.anyListeners]) this.safely(() => listener(message), 'onAny listener');
  }

  private safely(action: () => void, what: string): void {
    try {
      action();
    } catch (error) {
      this.report(new AppServerClientError('listener_failed', `${what} failed: ${error instanceof Error ? error.message : String(error)}`, undefined, { cause: error }));
    }
  }

  private report(error: AppServerClientError): void {
    for (const listener of [...this.errorListeners]) {
      try {
        listener(error);
      } catch {
        // An error listener that fails has nowhere left to report to.
      }
    }
  }
}

