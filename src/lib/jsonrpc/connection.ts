import { classifyInbound, type InboundMessage, type RequestId } from './envelope.js';
import { isVvAgentError } from '../shared/errors.js';
import type { Logger } from '../shared/logger.js';
import { ErrorCode, invalidRequestError, JsonRpcError, JsonRpcPeerError, UnencodableMessageError } from './errors.js';
import { errorFacts } from '../shared/errorFacts.js';
import { isPeerGone, type InboundFrame, type Transport } from './transport.js';

export interface IncomingRequest {
  readonly id: RequestId;
  readonly method: string;
  readonly params: unknown;
  readonly hasParams: boolean;
}

export interface IncomingNotification {
  readonly method: string;
  readonly params: unknown;
  readonly hasParams: boolean;
}

/**
 * What a request handler may do after its response is written: the ordering rules say that, for
 * example, `thread/started` follows the `thread/start` response.
 */
export interface RequestContext {
  afterResponse(action: () => void | Promise<void>): void;
}

export interface ConnectionHandlers {
  /** Returns the result (or a promise of it) or throws (JsonRpcError for protocol errors; anything else is -32603). */
  onRequest?(request: IncomingRequest, context: RequestContext): unknown;
  onNotification?(notification: IncomingNotification): Promise<void> | void;
}

export interface ConnectionOptions {
  /** Requests waiting beyond this are answered -32001 at once (contract section 8). */
  readonly maxQueuedRequests?: number;
  /** Default timeout of outgoing requests; 0 = none. */
  readonly requestTimeoutMs?: number;
  /**
   * Serve inbound requests without waiting for each answer before delivering what arrived after
   * it (handlers are still called in arrival order). A client needs this: a server request may be
   * answered by its user much later, and notifications must keep flowing meanwhile. Default false:
   * a server keeps each response ahead of later work.
   */
  readonly concurrentRequests?: boolean;
  /**
   * Where failures that have no reply channel go: a handler's unexpected error (the peer only sees
   * "Internal error"), a failing notification handler, a write to a peer that is gone. Type-only
   * here so that importing the protocol does not load pino; without one, nothing is logged.
   */
  readonly logger?: Logger;
}

const OVERLOADED = new JsonRpcError(ErrorCode.ServerOverloaded, 'Server overloaded; retry later.');

/**
 * How a notification may be merged into the one queued just before it (see `notifyCoalescing`).
 * `merge` returns the params of the one notification that says both, or undefined when the queued
 * one is full (it is then sent as it is).
 */
export interface Coalescing<P> {
  readonly key: string;
  merge(queued: P, next: P): P | undefined;
}

/** Someone waiting for a message to be handed to the transport. */
interface WriteWaiter {
  resolve(): void;
  reject(error: unknown): void;
  /** The producer of a coalescable message: it may go on as soon as the transport is congested. */
  readonly untilCongested: boolean;
}

/** A message accepted by `write` and not yet handed to the transport. */
interface Outgoing {
  message: { jsonrpc: '2.0'; method?: string; params?: unknown };
  readonly coalescing: Coalescing<unknown> | undefined;
  /** Without waiters, a failure to send only goes to the log. */
  waiters: WriteWaiter[];
}

const DONE: Promise<void> = Promise.resolve();

type QueuedWork =
  | { kind: 'request'; request: IncomingRequest }
  | { kind: 'notification'; notification: IncomingNotification }
  /** An error reply to an unreadable line, kept in arrival order with the other replies. */
  | { kind: 'reply'; message: unknown };

interface PendingOutgoing {
  resolve(result: unknown): void;
  reject(error: Error): void;
  timer: NodeJS.Timeout | null;
}

/**
 * JSON-RPC 2.0 over any Transport, in both directions: inbound requests are served one at a time
 * in arrival order (so each response and its follow-up notifications keep their order) from a
 * bounded queue; outbound requests are correlated by id with a timeout; every write goes through
 * one FIFO that waits for the transport's backpressure. Error mapping to the wire happens here
 * and nowhere else.
 */
export class JsonRpcConnection {
  private readonly queue: QueuedWork[] = [];
  private working = false;
  private idle: Array<() => void> = [];
  private readonly pending = new Map<RequestId, PendingOutgoing>();
  /** Messages not yet handed to the transport, in order; the transport gets one at a time. */
  private readonly outbox: Outgoing[] = [];
  private sending = false;
  private writesIdle: Array<() => void> = [];
  private nextId = 1;
  private closed = false;
  private closeListeners: Array<() => void> = [];
  private readonly maxQueued: number;
  private readonly requestTimeoutMs: number;
  private readonly concurrentRequests: boolean;
  private readonly logger: Logger | undefined;

  constructor(
    private readonly transport: Transport,
    private readonly handlers: ConnectionHandlers,
    options: ConnectionOptions = {},
  ) {
    this.maxQueued = options.maxQueuedRequests ?? 128;
    this.requestTimeoutMs = options.requestTimeoutMs ?? 0;
    this.concurrentRequests = options.concurrentRequests ?? false;
    this.logger = options.logger;
    transport.onframe = (frame) => this.onFrame(frame);
    transport.onclose = () => this.onTransportClosed();
    // The transport closes itself after an error; the close path cleans up.
    transport.onerror = (error) => {
      // A client that stops reading (closed its end of the pipe) is an ordinary way to leave.
      if (isPeerGone(error)) this.logger?.info({ code: (error as NodeJS.ErrnoException).code }, 'JSON-RPC peer closed its end');
      // A coded error is the peer's or the network's (a WebSocket frame of invalid UTF-8 is
      // WS_ERR_INVALID_UTF8): its code and message say it all. Only an unknown one keeps its stack.
      else if (typeof (error as { code?: unknown }).code === 'string') this.logger?.warn(errorFacts(error), 'JSON-RPC transport error');
      else this.logger?.warn({ err: error }, 'JSON-RPC transport error');
    };
  }

  start(): void {
    this.transport.start();
  }

  get isClosed(): boolean {
    return this.closed;
  }

  /** Called once when the peer's input ends (EOF, disconnect); queued inbound work is still served. */
  onClose(listener: () => void): void {
    if (this.closed) listener();
    else this.closeListeners.push(listener);
  }

  notify(method: string, params?: unknown): Promise<void> {
    return this.write(params === undefined ? { jsonrpc: '2.0', method } : { jsonrpc: '2.0', method, params });
  }

  /**
   * A notification that, while the transport is congested (the peer reads slower than we write),
   * is merged into the notification queued just before it when both carry the same `key`: a burst
   * of small notifications waiting for the peer becomes one, and every other message keeps its
   * place. Resolves at once while it is merged or queued behind a congested transport (the queue
   * holds one such message per key, up to what `merge` accepts); when the queued one is full, once
   * that one is handed over. Without congestion it is `notify`.
   */
  notifyCoalescing<P>(method: string, params: P, coalescing: Coalescing<P>): Promise<void> {
    const entry: Outgoing = { message: { jsonrpc: '2.0', method, params }, coalescing, waiters: [] };
    if (this.transport.congested !== true) {
      const written = this.whenWritten(entry, true);
      this.enqueueWrite(entry);
      return written;
    }
    const tail = this.outbox.at(-1);
    if (tail !== undefined && tail.coalescing?.key === coalescing.key) {
      const merged = coalescing.merge(tail.message.params as P, params);
      if (merged !== undefined) {
        tail.message = { jsonrpc: '2.0', method, params: merged };
        return DONE;
      }
      const full = this.whenWritten(tail, false);
      this.enqueueWrite(entry);
      return full;
    }
    this.enqueueWrite(entry);
    return DONE;
  }

  /**
   * Sends a request and resolves with its result; rejects with JsonRpcError for an error reply,
   * JsonRpcPeerError('timeout') or JsonRpcPeerError('disconnected').
   */
  request(method: string, params: unknown, options: { id?: RequestId; timeoutMs?: number } = {}): Promise<unknown> {
    if (this.closed) return Promise.reject(new JsonRpcPeerError('disconnected', 'connection closed'));
    const id = options.id ?? this.nextId++;
    const timeoutMs = options.timeoutMs ?? this.requestTimeoutMs;
    return new Promise<unknown>((resolve, reject) => {
      const timer =
        timeoutMs > 0
          ? setTimeout(() => {
              this.pending.delete(id);
              reject(new JsonRpcPeerError('timeout', `request ${String(id)} (${method}) timed out after ${timeoutMs} ms`));
            }, timeoutMs)
          : null;
      this.pending.set(id, { resolve, reject, timer });
      this.write({ jsonrpc: '2.0', id, method, ...(params === undefined ? {} : { params }) }).catch((error: Error) => {
        this.settle(id)?.reject(error);
      });
    });
  }

  /**
   * Stops waiting for the reply to an outgoing request (e.g. an approval that was answered another
   * way): the call rejects with JsonRpcPeerError('abandoned'), and a late reply is dropped.
   */
  abandonRequest(id: RequestId): void {
    this.settle(id)?.reject(new JsonRpcPeerError('abandoned', `request ${String(id)} abandoned`));
  }

  /** Resolves when every queued inbound message has been handled and its writes flushed. */
  async drain(): Promise<void> {
    if (this.working || this.queue.length > 0) await new Promise<void>((resolve) => this.idle.push(resolve));
    if (this.sending) await new Promise<void>((resolve) => this.writesIdle.push(resolve));
    this.transport.flush?.();
  }

  async close(): Promise<void> {
    await this.transport.close();
    this.onTransportClosed();
  }

  private onFrame(frame: InboundFrame): void {
    if (frame.kind === 'parse_error') {
      this.enqueue({ kind: 'reply', message: { jsonrpc: '2.0', id: null, error: { code: ErrorCode.ParseError, message: 'Parse error' } } });
      return;
    }
    if (frame.kind === 'too_large') {
      this.enqueue({ kind: 'reply', message: { jsonrpc: '2.0', id: null, error: invalidRequestError(`message larger than ${frame.limit} bytes`) } });
      return;
    }
    this.onMessage(classifyInbound(frame.value));
  }

  private onMessage(message: InboundMessage): void {
    switch (message.kind) {
      case 'invalid': {
        this.enqueue({ kind: 'reply', message: { jsonrpc: '2.0', id: message.id ?? null, error: invalidRequestError(message.reason) } });
        return;
      }
      case 'response':
        this.settle(message.id)?.resolve(message.result);
        return;
      case 'error_response':
        // An error reply that matches no pending request is dropped (contract section 1).
        if (message.id !== null) this.settle(message.id)?.reject(new JsonRpcError(message.error.code, message.error.message, message.error.data));
        return;
      case 'notification':
        this.enqueue({ kind: 'notification', notification: message });
        return;
      case 'request': {
        const waiting = this.queue.filter((w) => w.kind === 'request').length;
        if (waiting >= this.maxQueued) {
          void this.write({ jsonrpc: '2.0', id: message.id, error: OVERLOADED.toWire() }).catch((error: unknown) => this.writeFailed(error));
          return;
        }
        this.enqueue({ kind: 'request', request: message });
      }
    }
  }

  private settle(id: RequestId): PendingOutgoing | undefined {
    const pending = this.pending.get(id);
    if (!pending) return undefined;
    this.pending.delete(id);
    if (pending.timer) clearTimeout(pending.timer);
    return pending;
  }

  private enqueue(work: QueuedWork): void {
    this.queue.push(work);
    if (!this.working) void this.pump();
  }

  private async pump(): Promise<void> {
    this.working = true;
    while (this.queue.length > 0) {
      const work = this.queue.shift() as QueuedWork;
      if (work.kind === 'request') {
        const served = this.serve(work.request);
        if (!this.concurrentRequests) await served;
      } else if (work.kind === 'notification') await this.deliverNotification(work.notification);
      else await this.write(work.message).catch((error: unknown) => this.writeFailed(error));
    }
    this.working = false;
    const idle = this.idle;
    this.idle = [];
    for (const resolve of idle) resolve();
  }

  private async serve(request: IncomingRequest): Promise<void> {
    const after: Array<() => void | Promise<void>> = [];
    let reply: Record<string, unknown>;
    try {
      const result = await this.handlers.onRequest?.(request, { afterResponse: (a) => after.push(a) });
      if (!this.handlers.onRequest) throw new JsonRpcError(ErrorCode.MethodNotFound, `Method not found: ${request.method}`, { method: request.method });
      reply = { jsonrpc: '2.0', id: request.id, result: result ?? null };
    } catch (error) {
      reply = { jsonrpc: '2.0', id: request.id, error: toWireError(error) };
      // A JsonRpcError is an answer; anything else is a failure the peer cannot see in full.
      if (!(error instanceof JsonRpcError)) this.logger?.error({ err: error, method: request.method, id: request.id }, 'JSON-RPC request handler failed');
      after.length = 0;
    }
    // try/await rather than .catch: one promise less per reply.
    try {
      await this.write(reply);
    } catch (error) {
      this.writeFailed(error);
      // The request still gets an answer: nothing of the unencodable reply was written.
      if (error instanceof UnencodableMessageError) await this.write({ jsonrpc: '2.0', id: request.id, error: toWireError(error) }).catch((e: unknown) => this.writeFailed(e));
    }
    for (const action of after) {
      try {
        await action();
      } catch (error) {
        // Usually the peer is gone (the close path cleans up); the connection goes on either way.
        this.logger?.warn({ err: error, method: request.method }, 'JSON-RPC follow-up after a response failed');
      }
    }
  }

  private async deliverNotification(notification: IncomingNotification): Promise<void> {
    try {
      await this.handlers.onNotification?.(notification);
    } catch (error) {
      // Notifications have no reply channel; a failing handler must not stop the connection.
      this.logger?.error({ err: error, method: notification.method }, 'JSON-RPC notification handler failed');
    }
  }

  /** A reply the peer will never read: it went away (the close path cleans up). */
  private writeFailed(error: unknown): void {
    // A gone peer is routine (debug); a message that could not be encoded is a defect of what was sent.
    if (error instanceof UnencodableMessageError) this.logger?.error({ err: error }, 'JSON-RPC message not sent: it cannot be encoded');
    else this.logger?.debug({ err: error }, 'JSON-RPC write failed');
  }

  /** Queues `message` behind every earlier one; resolves once the transport took it (backpressure). */
  private write(message: unknown): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      this.enqueueWrite({ message: message as Outgoing['message'], coalescing: undefined, waiters: [{ resolve, reject, untilCongested: false }] });
    });
  }

  private whenWritten(entry: Outgoing, untilCongested: boolean): Promise<void> {
    return new Promise<void>((resolve, reject) => entry.waiters.push({ resolve, reject, untilCongested }));
  }

  private enqueueWrite(entry: Outgoing): void {
    this.outbox.push(entry);
    if (!this.sending) void this.sendAll();
  }

  /**
   * Hands the outbox to the transport one message at a time, each after the transport took the
   * one before (its backpressure). Writes go on after the peer's input ended (stdin EOF): what was
   * read is still answered; a transport whose output is gone fails each send, and later ones still
   * run (and fail fast).
   */
  private async sendAll(): Promise<void> {
    this.sending = true;
    while (this.outbox.length > 0) {
      const entry = this.outbox.shift() as Outgoing;
      try {
        const sent = this.transport.send(entry.message);
        // From now on what waits behind this message can merge: its producers (and this one's, if
        // it is coalescable) need not wait.
        if (this.transport.congested === true) {
          releaseCoalescable(entry);
          for (const waiting of this.outbox) releaseCoalescable(waiting);
        }
        if (sent !== undefined) await sent;
        for (const waiter of entry.waiters) waiter.resolve();
      } catch (error) {
        for (const waiter of entry.waiters) waiter.reject(error);
        if (entry.waiters.length === 0) this.writeFailed(error);
      }
    }
    this.sending = false;
    const idle = this.writesIdle;
    this.writesIdle = [];
    for (const resolve of idle) resolve();
  }

  private onTransportClosed(): void {
    if (this.closed) return;
    this.closed = true;
    for (const [id, pending] of [...this.pending]) {
      this.pending.delete(id);
      if (pending.timer) clearTimeout(pending.timer);
      pending.reject(new JsonRpcPeerError('disconnected', 'peer disconnected'));
    }
    const listeners = this.closeListeners;
    this.closeListeners = [];
    for (const listener of listeners) listener();
  }
}

/**
 * The one place where thrown values become JSON-RPC error objects. A JsonRpcError says exactly
 * what to write; another VvAgentError is mapped by category, with its stable code in `data`; a
 * server-side failure (config, runtime, or not ours at all) shows no message, since it may carry
 * paths, SQL or a provider's answer: that goes to the log.
 */
export function toWireError(error: unknown): { code: number; message: string; data?: unknown } {
  if (error instanceof JsonRpcError) return error.toWire();
  if (isVvAgentError(error)) {
    const data = { code: error.code };
    switch (error.category) {
      case 'usage':
      case 'not_found':
      case 'conflict':
      case 'unauthenticated':
      case 'forbidden':
        return { code: ErrorCode.InvalidParams, message: error.message, data };
      case 'rate_limited':
      case 'unavailable':
        return { code: ErrorCode.ServerOverloaded, message: error.message, data };
      case 'config':
      case 'runtime':
        return { code: ErrorCode.InternalError, message: 'Internal error', data };
    }
  }
  return { code: ErrorCode.InternalError, message: 'Internal error' };
}

function releaseCoalescable(entry: Outgoing): void {
  if (entry.coalescing === undefined || entry.waiters.length === 0) return;
  for (const waiter of entry.waiters) if (waiter.untilCongested) waiter.resolve();
  entry.waiters = entry.waiters.filter((w) => !w.untilCongested);
}
