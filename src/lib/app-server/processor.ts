import { clientRequestMethods } from '../../../generated/app-server/methods.js';
import type {
  ClientRequestMethod,
  ClientRequestMethods,
  InitializeParams,
  InputItem,
  ServerNotificationMethod,
  ServerNotificationMethods,
  ThreadReadResponse,
  ThreadStatus,
} from '../../../generated/app-server/types.js';
import type { SchemaValidationError, Validator } from '../../../generated/app-server/validators.js';
import { validateInitializeParams } from '../../../generated/app-server/validators.js';
import {
  JsonRpcConnection,
  JsonRpcError,
  type Coalescing,
  type IncomingNotification,
  type IncomingRequest,
  type RequestContext,
  type Transport,
} from '../jsonrpc/index.js';
import { ApprovalBroker, DEFAULT_APPROVAL_TIMEOUT_MS, newRunId, Runner, type RunResult } from '../runtime/index.js';
import type { Logger } from '../shared/logger.js';
import { ActiveTurn, type TurnHost } from './activeTurn.js';
import { ClientSession } from './clientSession.js';
import type { AppServerHost, HostRequest } from './host.js';
import { protocolErrors as E } from './protocolErrors.js';
import { schemaExportResult } from './protocolExport.js';
import type { StoredThread, ThreadStore } from './store/index.js';
import { threadHistory } from './threadHistory.js';
import { inputText, isInputList } from './turnInput.js';

/** Why turns end when the server is stopped (SIGINT/SIGTERM), over stdio and WebSocket alike. */
export const SHUTDOWN_REASON = 'App Server shutting down';

export interface AppServerProcessorOptions {
  readonly store: ThreadStore;
  /** Without a host the server answers the catalog methods only (threadLifecycle: false). */
  readonly host?: AppServerHost | null;
  /** Production: 30 s (seed). */
  readonly approvalTimeoutMs?: number;
  /** Requests waiting per connection beyond this are answered -32001 (contract section 8). */
  readonly maxQueuedRequests?: number;
  readonly now?: () => number;
  /** Failures no client can be told about (a failed store write mid-turn, a handler bug). */
  readonly logger?: Logger;
}

type Params<M extends ClientRequestMethod> = Exclude<ClientRequestMethods[M]['params'], undefined>;
type Result<M extends ClientRequestMethod> = ClientRequestMethods[M]['result'];
type Handler<M extends ClientRequestMethod> = (session: ClientSession, params: Params<M>, context: RequestContext) => Result<M> | Promise<Result<M>>;

function describeErrors(errors: readonly SchemaValidationError[] | null | undefined): string {
  const first = errors?.[0];
  if (!first) return 'Invalid params';
  const where = first.instancePath === '' ? 'params' : `params${first.instancePath.replace(/\//g, '.')}`;
  return `Invalid params: ${where} ${first.message ?? 'is invalid'}`;
}

/**
 * The App Server's message processor: every method, notification and ordering rule of the
 * contract over any number of connections (one per transport). Dispatch is driven by the
 * generated method table; params are checked by the generated validators.
 */
export class AppServerProcessor implements TurnHost {
  readonly store: ThreadStore;
  readonly logger: Logger | undefined;
  private readonly host: AppServerHost | null;
  private readonly approvalTimeoutMs: number;
  private readonly maxQueuedRequests: number;
  private readonly clock: () => number;
  private readonly sessions = new Set<ClientSession>();
  private readonly subscribers = new Map<string, Set<ClientSession>>();
  private readonly activeTurns = new Map<string, ActiveTurn>();
  /** Threads closed by thread/unsubscribe: an in-memory overlay cleared by resume or a new turn. */
  private readonly closedThreads = new Set<string>();
  /** Sessions being answered with a snapshot of a thread they follow: their notifications wait for that answer. */
  private readonly answering = new Map<ClientSession, { readonly answered: Promise<void>; readonly release: () => void }>();
  private nextSessionId = 1;

  constructor(options: AppServerProcessorOptions) {
    this.store = options.store;
    this.logger = options.logger;
    this.host = options.host ?? null;
    this.approvalTimeoutMs = options.approvalTimeoutMs ?? DEFAULT_APPROVAL_TIMEOUT_MS;
    this.maxQueuedRequests = options.maxQueuedRequests ?? 128;
    this.clock = options.now ?? Date.now;
  }

  now(): number {
    return this.clock();
  }

  /** Serves one client over `transport`; resolves the returned promise when the peer's input ends. */
  connect(transport: Transport): { session: ClientSession; closed: Promise<void> } {
    let session: ClientSession | undefined;
    const connection = new JsonRpcConnection(
      transport,
      {
        onRequest: (request, context) => this.onRequest(session as ClientSession, request, context),
        onNotification: (notification) => this.onNotification(session as ClientSession, notification),
      },
      { maxQueuedRequests: this.maxQueuedRequests, logger: this.logger },
    );
    session = new ClientSession(this.nextSessionId++, connection, this.logger);
    this.sessions.add(session);
    const current = session;
    const closed = new Promise<void>((resolve) =>
      connection.onClose(() => {
        this.disconnect(current);
        resolve();
      }),
    );
    connection.start();
    return { session, closed };
  }

  /** Active turns, for shutdown and tests. */
  activeTurnCount(): number {
    return this.activeTurns.size;
  }

  /**
   * Cancels every active turn and waits until each has stored and announced its terminal state
   * (contract section 8: stdin EOF).
   */
  async shutdown(reason = SHUTDOWN_REASON): Promise<void> {
    const turns = [...this.activeTurns.values()];
    for (const turn of turns) {
      turn.followUps.length = 0;
      turn.handle.cancel(reason);
    }
    await Promise.all(turns.map((t) => t.finished));
  }

  // --- TurnHost -------------------------------------------------------------------------------

  async emitToThread<M extends ServerNotificationMethod>(
    threadId: string,
    method: M,
    params: ServerNotificationMethods[M],
    coalescing?: Coalescing<ServerNotificationMethods[M]>,
  ): Promise<void> {
    const subscribers = this.subscribers.get(threadId);
    if (subscribers === undefined) return;
    // The common case, one subscriber, without copying the set for every delta.
    if (subscribers.size === 1) {
      await this.notify(subscribers.values().next().value as ClientSession, method, params, coalescing);
      return;
    }
    for (const session of [...subscribers]) await this.notify(session, method, params, coalescing);
  }

  /**
   * `session.notify`, but after the snapshot the session is being answered with (see `snapshot`):
   * what happened after the snapshot was taken is written after it, in order.
   */
  private notify<M extends ServerNotificationMethod>(
    session: ClientSession,
    method: M,
    params: ServerNotificationMethods[M],
    coalescing?: Coalescing<ServerNotificationMethods[M]>,
  ): Promise<void> {
    const pending = this.answering.get(session);
    return pending === undefined ? session.notify(method, params, coalescing) : pending.answered.then(() => session.notify(method, params, coalescing));
  }

  releaseTurn(turn: ActiveTurn): void {
    if (this.activeTurns.get(turn.threadId) === turn) this.activeTurns.delete(turn.threadId);
  }

  turnFinished(turn: ActiveTurn, result: RunResult): void {
    const next = result.status === 'completed' && !turn.interrupted ? turn.followUps.shift() : undefined;
    if (next === undefined) {
      if (turn.followUps.length > 0) this.dropFollowUps(turn, result);
      return;
    }
    // Contract section 3: a follow-up starts as a new turn, same owner, after a successful one.
    void this.startTurn(turn.owner, turn.threadId, next, {}, turn.followUps.splice(0))
      .then(
        (started) => started.announce(),
        (error: unknown) => {
          this.logger?.warn({ threadId: turn.threadId, err: error }, 'follow-up turn could not start');
          return this.emitToThread(turn.threadId, 'error/warning', {
            message: `follow-up turn could not start: ${error instanceof Error ? error.message : String(error)}`,
            code: 'follow_up_failed',
          });
        },
      )
      .catch((error: unknown) => this.logger?.error({ threadId: turn.threadId, err: error }, 'announcing a follow-up turn failed'));
  }

  /**
   * Contract section 3: a follow-up starts only after a successful completion. When the turn was
   * interrupted or failed, its queued follow-ups are dropped, and every subscriber is told (after
   * turn/completed) with `error/warning`, since each had been answered `queued: true`.
   */
  private dropFollowUps(turn: ActiveTurn, result: RunResult): void {
    const count = turn.followUps.splice(0).length;
    const how = turn.interrupted ? 'was interrupted' : `ended ${result.status} (${result.completionReason})`;
    const message = `${count} queued follow-up${count === 1 ? '' : 's'} of ${turn.turnId} dropped: the turn ${how}`;
    this.logger?.info({ threadId: turn.threadId, turnId: turn.turnId, count }, 'queued follow-ups dropped');
    this.emitToThread(turn.threadId, 'error/warning', { message, code: 'follow_up_dropped' }).catch((error: unknown) =>
      this.logger?.error({ threadId: turn.threadId, err: error }, 'announcing dropped follow-ups failed'),
    );
  }

  // --- dispatch ---------------------------------------------------------------------------------

  // Not async: a handler that answers at once (model/list) answers without a promise of ours around
  // its value; the connection awaits what is a promise and catches what is thrown.
  private onRequest(session: ClientSession, request: IncomingRequest, context: RequestContext): unknown {
    // Contract section 2, order of checks: initialize first, then "not initialized" (even for
    // unknown methods), unknown method, params, runtime configured, method-specific.
    if (request.method === 'initialize') return this.initialize(session, request);
    if (!session.initialized) throw E.notInitialized();
    if (!Object.hasOwn(clientRequestMethods, request.method)) throw E.methodNotFound(request.method);
    const method = request.method as Exclude<ClientRequestMethod, 'initialize'>;
    const params = this.checkParams(method, request);
    if (clientRequestMethods[method].requiresRuntime && this.host === null) throw E.runtimeNotConfigured();
    const handler = this.handlers[method] as Handler<ClientRequestMethod>;
    return handler(session, params as never, context);
  }

  /** `initialized` is idempotent and needs nothing; unknown notifications are dropped (contract section 1). */
  private onNotification(_session: ClientSession, _notification: IncomingNotification): void {}

  private checkParams(method: ClientRequestMethod, request: IncomingRequest): unknown {
    const spec = clientRequestMethods[method];
    const absent = !request.hasParams || request.params === null;
    if (absent) {
      if (spec.paramsRequired) throw E.invalidParams('Missing params');
      return {};
    }
    const params = request.params;
    if (method === 'schema/export' && (typeof params !== 'object' || Array.isArray(params) || Object.keys(params).length > 0)) {
      throw E.invalidParams('params must be an empty object');
    }
    if ((method === 'turn/start' || method === 'turn/steer' || method === 'turn/followUp') && typeof params === 'object' && params !== null) {
      const input = (params as Record<string, unknown>)['input'];
      if (input !== undefined && !isInputList(input)) throw E.invalidParams('input must be a list of objects');
    }
    const validate = spec.params as Validator<unknown> | null;
    if (validate && !validate(params)) throw E.invalidParams(describeErrors(validate.errors), { errors: validate.errors });
    return params;
  }

  private initialize(session: ClientSession, request: IncomingRequest): unknown {
    if (session.initialized) throw E.alreadyInitialized();
    if (!request.hasParams || request.params === null) throw E.invalidParams('Missing params');
    if (!validateInitializeParams(request.params)) throw E.invalidParams(describeErrors(validateInitializeParams.errors));
    const params: InitializeParams = request.params;
    session.initialized = true;
    session.clientName = params.clientInfo.name;
    for (const method of params.capabilities?.optOutNotificationMethods ?? []) session.optOut.add(method);
    return {
      userAgent: 'vv-agent-app-server',
      protocolVersion: 'v1',
      capabilities: {
        modelList: true,
        threadLifecycle: this.host !== null,
        notificationOptOut: true,
        schemaExport: true,
        approvalResolve: true,
      },
    };
  }

  // --- helpers ----------------------------------------------------------------------------------

  private thread(threadId: string): StoredThread {
    const thread = this.store.getThread(threadId);
    if (!thread) throw E.threadNotFound(threadId);
    return thread;
  }

  /** The thread as clients see it: with the in-memory `closed` overlay. */
  private view(thread: StoredThread): StoredThread {
    return this.closedThreads.has(thread.threadId) && thread.status === 'idle' ? { ...thread, status: 'closed' } : thread;
  }

  private subscribe(session: ClientSession, threadId: string): void {
    // A follow-up can start after its owner left: a closed session must not hold the thread open.
    if (session.closed) return;
    let set = this.subscribers.get(threadId);
    if (!set) this.subscribers.set(threadId, (set = new Set()));
    set.add(session);
    session.subscriptions.add(threadId);
  }

  private unsubscribe(session: ClientSession, threadId: string): void {
    const set = this.subscribers.get(threadId);
    set?.delete(session);
    if (set?.size === 0) this.subscribers.delete(threadId);
    session.subscriptions.delete(threadId);
  }

  private disconnect(session: ClientSession): void {
    session.closed = true;
    // Nothing more is written to it: notifications held for its answer must not wait for that.
    this.answering.get(session)?.release();
    for (const threadId of [...session.subscriptions]) this.unsubscribe(session, threadId);
    this.sessions.delete(session);
    // Turns the client owned keep running (contract section 7); their pending approvals resolve as
    // `timeout` / client_disconnected through the closed connection.
  }

  /**
   * What thread/read and thread/resume return. The items are the store's, except that a message
   * still streaming carries the text its deltas have carried so far (the store catches up only at
   * a bounded rate): the snapshot plus the deltas that follow it make the whole text (contract
   * section 3: nothing falls between snapshot and subscription). For a session that follows the
   * thread, notifications after this point are held until the answer is written, so that none of
   * them arrives before the snapshot it follows.
   */
  private snapshot(session: ClientSession, thread: StoredThread, context: RequestContext, options: { afterItemId?: string } = {}): ThreadReadResponse {
    const stored = this.store.listItems(thread.threadId, options);
    const result = {
      thread: this.view(thread),
      turns: this.store.listTurns(thread.threadId),
      items: this.activeTurns.get(thread.threadId)?.withLiveText(stored) ?? stored,
    };
    // Last: nothing may throw once notifications are held, or they would wait forever. A hold
    // still listed here was released already (requests are served one at a time): it is replaced.
    if (session.subscriptions.has(thread.threadId)) {
      let release!: () => void;
      const answered = new Promise<void>((resolve) => (release = resolve));
      const pending = {
        answered,
        release: () => {
          release();
          // Queued after the held notifications' writes: a later one cannot overtake them.
          void answered.then(() => {
            if (this.answering.get(session) === pending) this.answering.delete(session);
          });
        },
      };
      this.answering.set(session, pending);
      context.afterResponse(pending.release);
    }
    return result;
  }

  /** The active turn a steer/followUp/interrupt targets, with the expectedTurnId guard. */
  private guardedTurn(threadId: string, expectedTurnId: string | undefined): ActiveTurn {
    const turn = this.activeTurns.get(threadId);
    if (!turn) throw E.activeTurnNotFound(threadId);
    if (expectedTurnId !== undefined && expectedTurnId !== '' && expectedTurnId !== turn.turnId) throw E.turnIdMismatch(expectedTurnId, turn.turnId);
    return turn;
  }

  /**
   * Resolves agent and config through the host (before any turn record exists), starts the run,
   * then stores the turn. `announce` writes the status change and turn/started and starts relaying
   * items; the caller runs it after its response.
   */
  private async startTurn(
    owner: ClientSession,
    threadId: string,
    input: InputItem[],
    turnMetadata: Record<string, unknown>,
    followUps: InputItem[][] = [],
  ): Promise<{ turn: ActiveTurn; announce: () => Promise<void> }> {
    const host = this.host;
    if (host === null) throw E.runtimeNotConfigured();
    const thread = this.thread(threadId);
    if (thread.status === 'archived') throw E.threadArchived(threadId);
    if (this.activeTurns.has(threadId)) throw E.invalidParams('Thread already has an active turn');
    const request: HostRequest = { threadId, agentKey: thread.agentKey, cwd: thread.cwd, metadata: { ...thread.metadata, ...turnMetadata } };
    let handle;
    const runId = newRunId();
    const broker = new ApprovalBroker({
      timeoutMs: this.approvalTimeoutMs,
      timeoutReason: 'server request timed out',
      // Approval ids end up in stored items: they must stay unique across restarts.
      newRequestId: () => this.store.nextApprovalId(),
    });
    try {
      const agent = await host.resolveAgent(request);
      const config = await host.buildRunConfig(request);
      handle = Runner.start(agent, inputText(input), {
        ...config,
        // A thread is one conversation: the model sees its earlier turns (store -> runtime).
        history: threadHistory(this.store.listTurns(threadId)),
        approvalBroker: broker,
        approvalTimeoutMs: this.approvalTimeoutMs,
        runId,
        logger: config.logger ?? this.logger,
      });
    } catch (error) {
      throw error instanceof JsonRpcError ? error : E.internal(error instanceof Error ? error.message : String(error));
    }
    if (this.activeTurns.has(threadId)) {
      // Another turn/start won the race while the host was resolving.
      handle.cancel('superseded');
      throw E.invalidParams('Thread already has an active turn');
    }
    const now = this.now();
    const stored = this.store.createTurn({ threadId, input, startedAt: now });
    this.store.saveTurn(stored.turnId, { runId });
    this.store.setThreadStatus(threadId, 'running', now);
    this.closedThreads.delete(threadId);
    this.subscribe(owner, threadId);
    const turn = new ActiveTurn(this, threadId, stored.turnId, runId, owner, handle, broker);
    turn.followUps.push(...followUps);
    this.activeTurns.set(threadId, turn);
    const announce = async (): Promise<void> => {
      try {
        await this.emitToThread(threadId, 'thread/status/changed', { threadId, status: 'running' satisfies ThreadStatus });
        await this.emitToThread(threadId, 'turn/started', { threadId, turnId: turn.turnId, runId, status: 'running' });
        await turn.userMessage(inputText(input), { input });
      } finally {
        // Whatever happened above, the run's events must be relayed and its end stored.
        turn.startPump();
      }
    };
    return { turn, announce };
  }

  // --- methods ----------------------------------------------------------------------------------

  private readonly handlers: { [M in Exclude<ClientRequestMethod, 'initialize'>]: Handler<M> } = {
    'thread/start': (session, params, context) => {
      const thread = this.store.createThread({
        agentKey: params.agentKey ?? 'default',
        cwd: params.cwd ?? null,
        metadata: params.metadata ?? {},
        now: this.now(),
      });
      this.subscribe(session, thread.threadId);
      // Exactly the seed's four keys: the reference's schema is closed (contract section 3).
      const result = { threadId: thread.threadId, agentKey: thread.agentKey, cwd: thread.cwd, status: thread.status };
      context.afterResponse(() => session.notify('thread/started', result));
      return result;
    },

    'thread/resume': (session, params, context) => {
      const thread = this.thread(params.threadId);
      // Snapshot and subscription in one synchronous step: no item can fall between them.
      if (params.subscribe !== false) this.subscribe(session, thread.threadId);
      // Any resume clears the `closed` overlay, with or without a subscription (contract section 3).
      this.closedThreads.delete(thread.threadId);
      return this.snapshot(session, thread, context);
    },

    'thread/read': (session, params, context) =>
      this.snapshot(session, this.thread(params.threadId), context, params.afterItemId !== undefined ? { afterItemId: params.afterItemId } : {}),

    'thread/list': (_session, params) => ({
      threads: this.store
        .listThreads({
          ...(params.includeArchived !== undefined ? { includeArchived: params.includeArchived } : {}),
          ...(params.archived !== undefined ? { archived: params.archived } : {}),
          ...(params.offset !== undefined ? { offset: params.offset } : {}),
          ...(params.limit !== undefined ? { limit: params.limit } : {}),
        })
        .map((t) => this.view(t)),
    }),

    'thread/archive': (session, params, context) => {
      this.thread(params.threadId);
      // Decision (contract silent): a thread with a running turn is not archived under it.
      if (this.activeTurns.has(params.threadId)) throw E.invalidParams('Thread has an active turn');
      const thread = this.store.archiveThread(params.threadId, this.now());
      this.closedThreads.delete(thread.threadId);
      context.afterResponse(async () => {
        await session.notify('thread/archived', { threadId: thread.threadId, archived: true });
        await session.notify('thread/status/changed', { threadId: thread.threadId, status: 'archived' });
      });
      return { threadId: thread.threadId, archived: true };
    },

    'thread/unsubscribe': (session, params, context) => {
      const thread = this.thread(params.threadId);
      this.unsubscribe(session, thread.threadId);
      // An archived thread is never 'closed': archive is its final state.
      const closed = !this.subscribers.has(thread.threadId) && !this.activeTurns.has(thread.threadId) && thread.status !== 'archived';
      if (closed) {
        this.closedThreads.add(thread.threadId);
        context.afterResponse(async () => {
          await session.notify('thread/closed', { threadId: thread.threadId });
          await session.notify('thread/status/changed', { threadId: thread.threadId, status: 'closed' });
        });
      }
      return { threadId: thread.threadId, subscribed: false, closed };
    },

    'turn/start': async (session, params, context) => {
      const { turn, announce } = await this.startTurn(session, params.threadId, params.input ?? [], params.metadata ?? {});
      context.afterResponse(announce);
      return { threadId: turn.threadId, turnId: turn.turnId, status: 'running' };
    },

    'turn/steer': (_session, params) => {
      const turn = this.guardedTurn(params.threadId, params.expectedTurnId);
      if (!turn.handle.steer(inputText(params.input))) throw E.activeTurnNotFound(params.threadId);
      return { threadId: turn.threadId, turnId: turn.turnId, queued: true };
    },

    'turn/followUp': (_session, params) => {
      const turn = this.guardedTurn(params.threadId, params.expectedTurnId);
      turn.followUps.push(params.input);
      return { threadId: turn.threadId, turnId: turn.turnId, queued: true };
    },

    'turn/interrupt': (_session, params) => {
      const turn = this.guardedTurn(params.threadId, params.expectedTurnId);
      // Queued follow-ups do not start; they are announced as dropped once the turn ends.
      turn.interrupted = true;
      // A pending approval resolves as `timeout` with this reason (contract section 3).
      turn.handle.cancel('turn interrupted');
      return { threadId: turn.threadId, turnId: turn.turnId, cancelled: true };
    },

    'approval/resolve': (session, params) => {
      const turn = this.activeTurns.get(params.threadId);
      const known = turn !== undefined && turn.turnId === params.turnId && turn.owner === session && turn.isPendingApproval(params.requestId);
      if (!known || !turn.approve(params.requestId, params.decision, params.reason, params.metadata)) {
        throw E.invalidParams('Unknown approval request', { requestId: params.requestId });
      }
      // `{}` as the reference; approval/resolved announces the outcome.
      return {};
    },

    'model/list': (_session, params) => {
      const listed = this.host?.listModels(params) ?? [];
      return 'then' in listed ? listed.then((models) => ({ models: [...models] })) : { models: [...listed] };
    },

    'schema/export': () => schemaExportResult(),
  };
}
