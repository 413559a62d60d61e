import type {
  AppItem,
  ApprovalDecision,
  ApprovalRequestParams,
  InputItem,
  ItemStatus,
  ItemType,
  ServerNotificationMethod,
  ServerNotificationMethods,
  TurnCompletedParams,
} from '../../../generated/app-server/types.js';
import { validateApprovalResponse } from '../../../generated/app-server/validators.js';
import { JsonRpcError, JsonRpcPeerError, type Coalescing } from '../jsonrpc/index.js';
import type { ApprovalBroker, RunEvent, RunHandle, RunResult } from '../runtime/index.js';
import { EncodedJsonString, JsonStringBuilder } from '../shared/encodedJson.js';
import type { Logger } from '../shared/logger.js';
import { agentMessageDeltaCoalescing } from './agentMessageDeltas.js';
import type { ClientSession } from './clientSession.js';
import type { ThreadStore, TurnUpdate } from './store/index.js';

/** How an active turn reaches the rest of the server. */
export interface TurnHost {
  readonly store: ThreadStore;
  readonly logger?: Logger | undefined;
  now(): number;
  /**
   * Every subscriber of the thread, in order, honouring opt-outs; resolves when written
   * (backpressure), or, with `coalescing`, as ClientSession.notify says.
   */
  emitToThread<M extends ServerNotificationMethod>(
    threadId: string,
    method: M,
    params: ServerNotificationMethods[M],
    coalescing?: Coalescing<ServerNotificationMethods[M]>,
  ): Promise<void>;
  /** The turn is over (its terminal state is stored): the thread takes a new turn from now on. */
  releaseTurn(turn: ActiveTurn): void;
  /** Called once the turn's terminal state is stored and announced (follow-ups start here). */
  turnFinished(turn: ActiveTurn, result: RunResult): void;
}

interface OpenItem {
  readonly itemId: string;
  readonly type: ItemType;
  readonly createdAt: number;
  payload: Record<string, unknown>;
  /** A streaming message: the JSON of its text so far, built as the deltas arrive (never re-serialised). */
  text?: JsonStringBuilder;
  /** A streaming message: how many bytes of that JSON the store holds (ThreadStore.appendItemText). */
  storedBytes?: number;
  /** A streamed message once complete: its whole text's JSON, the same bytes. */
  finalText?: EncodedJsonString;
  /** A streaming message: when its text was last stored, the wait before the next store write, and the pending one. */
  persistedAt?: number;
  persistGap?: number;
  persistTimer?: ReturnType<typeof setTimeout> | undefined;
  /** A streaming message: how its waiting deltas merge. */
  coalescing?: Coalescing<ServerNotificationMethods['item/agentMessage/delta']>;
  /** A streaming message: `updatedAt` of its last delta. */
  updatedAt?: number;
}

interface LastMessage {
  readonly itemId: string;
  readonly text: string;
  readonly encoded: EncodedJsonString;
}

/**
 * Tool output kept in an item (stored, and sent in item/completed) is cut to this many characters
 * with a marker (issue 11, point 17): even fully JSON-escaped (6 bytes a character) an item stays
 * far below the 16 MiB line cap that clients enforce.
 */
export const ITEM_OUTPUT_MAX_CHARS = 1024 * 1024;

/** A streaming message's payload is its text so far; any other item's is what it holds. */
function payloadSoFar(item: OpenItem): Record<string, unknown> {
  return item.text === undefined ? item.payload : { text: item.finalText ?? item.text.snapshot() };
}

function boundedOutput(output: string): string {
  if (output.length <= ITEM_OUTPUT_MAX_CHARS) return output;
  // Never cut a surrogate pair in half.
  const end = /[\uD800-\uDBFF]/.test(output.charAt(ITEM_OUTPUT_MAX_CHARS - 1)) ? ITEM_OUTPUT_MAX_CHARS - 1 : ITEM_OUTPUT_MAX_CHARS;
  return `${output.slice(0, end)}\n[truncated: showed ${end} of ${output.length} characters]`;
}

/**
 * A streaming message's text so far is stored at most this often (issue 11, point 20): a
 * `kill -9` loses at most this much of what clients were already shown, and the store is not
 * written on every delta.
 */
export const STREAMED_TEXT_PERSIST_INTERVAL_MS = 250;

/**
 * A store write appends what the text gained since the last one (the stream waits meanwhile), so
 * it costs in proportion to that, but on a slow disk even that can take long: the next write waits
 * at least this many times as long as the last one took, which keeps these writes to about a
 * twentieth of a stream's time.
 */
export const STREAMED_TEXT_PERSIST_COST_FACTOR = 20;

/**
 * One running turn: it owns the run handle, projects the run's events into items and
 * notifications (seed: Tool Lifecycle Projection; contract section 5), routes approvals to the
 * client that started the turn, and stores and announces the terminal state.
 */
export class ActiveTurn {
  /** Inputs of follow-up turns, started in order after a successful completion. */
  readonly followUps: InputItem[][] = [];
  /** Set by turn/interrupt: queued follow-ups do not start even if the run still completes. */
  interrupted = false;
  private readonly messages = new Map<string, OpenItem>();
  private readonly tools = new Map<string, OpenItem>();
  /** Arguments of planned calls: a call refused before it starts still shows what was asked. */
  private readonly plannedArguments = new Map<string, unknown>();
  private readonly approvals = new Map<string, OpenItem>();
  /** The last complete message (stored) and its text, encoded: the turn's result usually repeats it. */
  private lastMessage: LastMessage | undefined;
  /** Settles when the terminal state is stored and announced. */
  readonly finished: Promise<void>;

  constructor(
    private readonly host: TurnHost,
    readonly threadId: string,
    readonly turnId: string,
    readonly runId: string,
    readonly owner: ClientSession,
    readonly handle: RunHandle,
    readonly broker: ApprovalBroker,
  ) {
    this.finished = new Promise<void>((resolve) => (this.startPump = () => resolve(this.pump())));
  }

  /** Starts relaying events; called after the turn/start response and turn/started are written. */
  startPump: () => void = () => undefined;

  /** Answers a pending approval of this turn; false when unknown or already answered. */
  approve(requestId: string, decision: ApprovalDecision, reason?: string, metadata?: Record<string, unknown>): boolean {
    return this.handle.approve(requestId, decision, {
      ...(reason !== undefined ? { reason } : {}),
      ...(metadata !== undefined ? { metadata: metadata as never } : {}),
    });
  }

  isPendingApproval(requestId: string): boolean {
    return this.handle.state().pendingApprovals.some((r) => r.requestId === requestId);
  }

  /**
   * `items` (this thread's, as stored) with every message of this turn that is still streaming
   * holding its text so far: the store has it only as of its last write (persistSoon), while the
   * deltas already sent carry all of it. A snapshot (thread/read, thread/resume) plus the deltas
   * that follow it then make the whole text.
   */
  withLiveText(items: AppItem[]): AppItem[] {
    const live = new Map<string, OpenItem>();
    for (const item of this.messages.values()) if (item.text !== undefined) live.set(item.itemId, item);
    if (live.size === 0) return items;
    return items.map((stored) => {
      const item = live.get(stored.itemId);
      return item === undefined ? stored : { ...stored, payload: payloadSoFar(item), updatedAt: Math.max(stored.updatedAt, item.updatedAt ?? 0) };
    });
  }

  private async pump(): Promise<void> {
    const where = { threadId: this.threadId, turnId: this.turnId, runId: this.runId };
    try {
      for await (const event of this.handle.events()) {
        try {
          await this.project(event);
        } catch (error) {
          // One failed store write or notification must not drop the rest of the turn.
          this.host.logger?.error({ ...where, err: error, event: event.type }, 'projecting a run event failed');
        }
      }
    } catch (error) {
      // The event stream only ends early if the run could not even start; the result says why.
      this.host.logger?.warn({ ...where, err: error }, 'run event stream ended early');
    }
    const result = await this.handle.result();
    try {
      await this.finish(result);
    } catch (error) {
      // Nobody awaits the pump: without this the rejection would be unhandled and the thread
      // would keep an active turn forever.
      this.host.logger?.error({ ...where, err: error }, 'storing or announcing the end of a turn failed');
      this.host.releaseTurn(this);
    }
  }

  private base(itemId: string, type: ItemType, status: ItemStatus, payload: Record<string, unknown>, createdAt: number): AppItem {
    return { itemId, threadId: this.threadId, turnId: this.turnId, type, status, payload, createdAt, updatedAt: this.host.now() };
  }

  private open(map: Map<string, OpenItem>, key: string, type: ItemType, payload: Record<string, unknown>): OpenItem {
    const item: OpenItem = { itemId: this.host.store.nextItemId(), type, createdAt: this.host.now(), payload };
    map.set(key, item);
    return item;
  }

  // The item as stored is the item as sent: the store is not read back (a message can be megabytes).
  private async started(item: OpenItem): Promise<AppItem> {
    const wire = this.base(item.itemId, item.type, 'inProgress', item.payload, item.createdAt);
    this.host.store.saveItem(wire);
    await this.host.emitToThread(this.threadId, 'item/started', wire);
    return wire;
  }

  private async completed(item: OpenItem, status: ItemStatus): Promise<void> {
    clearTimeout(item.persistTimer);
    item.persistTimer = undefined;
    const wire = this.base(item.itemId, item.type, status, payloadSoFar(item), item.createdAt);
    if (item.text === undefined) this.host.store.saveItem(wire);
    else this.storeText(item, item.text, wire, true);
    await this.host.emitToThread(this.threadId, 'item/completed', wire);
  }

  /** Appends what a streaming message's text gained since its last store write; `end`: it is complete. */
  private storeText(item: OpenItem, text: JsonStringBuilder, row: Omit<AppItem, 'payload'>, end: boolean): void {
    this.host.store.appendItemText(row, text.bodyFrom(item.storedBytes, end));
    item.storedBytes = text.byteLength;
  }

  /** A user message (turn input or steered input) is complete the moment it arrives. */
  async userMessage(text: string, extra: Record<string, unknown> = {}): Promise<void> {
    const item: OpenItem = { itemId: this.host.store.nextItemId(), type: 'userMessage', createdAt: this.host.now(), payload: { text, ...extra } };
    await this.started(item);
    await this.completed(item, 'completed');
  }

  private async project(event: RunEvent): Promise<void> {
    switch (event.type) {
      case 'input_steered':
        await this.userMessage(event.input, { steered: true });
        return;
      case 'assistant_delta': {
        let item = this.messages.get(event.messageId);
        if (!item) {
          item = this.open(this.messages, event.messageId, 'agentMessage', { text: '' });
          item.coalescing = agentMessageDeltaCoalescing(item.itemId);
          await this.started(item);
        }
        const text = (item.text ??= new JsonStringBuilder());
        // The text grows and the delta goes out in one synchronous step: a snapshot taken in
        // between (withLiveText) cannot miss the chunk nor hold it twice.
        text.append(event.text);
        // One item per message: the delta carries the chunk (or, for a client that is behind, the
        // chunks waiting for it); the store keeps one row, its text appended at a bounded rate and
        // at completion.
        const delta = { ...this.base(item.itemId, 'agentMessage', 'inProgress', { text: event.text }, item.createdAt), delta: event.text };
        item.updatedAt = delta.updatedAt;
        await this.host.emitToThread(this.threadId, 'item/agentMessage/delta', delta, item.coalescing);
        this.persistSoon(item, text);
        return;
      }
      case 'assistant_message': {
        const item = this.messages.get(event.messageId) ?? this.open(this.messages, event.messageId, 'agentMessage', {});
        // Every model client builds its final text from the chunks it streams, so the message is
        // its deltas joined and the JSON built from them is its JSON (and the store completes it
        // by appending what it lacks). The length check guards against a client that does
        // otherwise, whose text is stored whole; comparing the texts would flatten both (for
        // 8 MiB, two 16 MiB copies and ~130 ms).
        const streamed = item.text?.length === event.text.length ? item.text : undefined;
        const encoded = streamed?.snapshot(event.text) ?? EncodedJsonString.of(event.text);
        if (streamed !== undefined) item.finalText = encoded;
        else {
          item.text = undefined;
          item.payload = { text: encoded };
        }
        await this.completed(item, 'completed');
        this.lastMessage = { itemId: item.itemId, text: event.text, encoded };
        this.messages.delete(event.messageId);
        return;
      }
      case 'tool_call_planned':
        // Planning is never presented; its arguments are kept for a call refused before it starts.
        if (event.arguments !== null) this.plannedArguments.set(event.toolCallId, event.arguments);
        return;
      case 'tool_call_started': {
        this.plannedArguments.delete(event.toolCallId);
        const item = this.open(this.tools, event.toolCallId, 'toolCall', {
          toolCallId: event.toolCallId,
          toolName: event.toolName,
          arguments: event.arguments,
          ...(event.toolMetadata !== undefined ? { toolMetadata: event.toolMetadata } : {}),
        });
        const wire = await this.started(item);
        await this.host.emitToThread(this.threadId, 'item/toolCall/delta', { ...wire, delta: { arguments: event.arguments } });
        return;
      }
      case 'tool_call_progress': {
        const item = this.tools.get(event.toolCallId);
        if (!item) return;
        await this.host.emitToThread(this.threadId, 'item/toolCall/delta', {
          ...this.base(item.itemId, 'toolCall', 'inProgress', item.payload, item.createdAt),
          delta: { progress: event.message },
        });
        return;
      }
      case 'tool_call_completed': {
        // A call refused before execution has no started item: it is only a failed item/completed.
        const item = this.tools.get(event.toolCallId) ?? this.open(this.tools, event.toolCallId, 'toolCall', {});
        const args = 'arguments' in item.payload ? item.payload['arguments'] : this.plannedArguments.get(event.toolCallId);
        this.plannedArguments.delete(event.toolCallId);
        item.payload = {
          toolCallId: event.toolCallId,
          toolName: event.toolName,
          ...(args !== undefined ? { arguments: args } : {}),
          status: event.status,
          directive: event.directive,
          errorCode: event.errorCode,
          executionStarted: event.executionStarted,
          durationMs: event.durationMs,
          output: boundedOutput(event.output),
          ...(event.toolMetadata !== undefined ? { toolMetadata: event.toolMetadata } : {}),
        };
        await this.completed(item, event.status === 'success' ? 'completed' : 'failed');
        this.tools.delete(event.toolCallId);
        return;
      }
      case 'approval_requested':
        await this.requestApproval({
          requestId: event.requestId,
          threadId: this.threadId,
          turnId: this.turnId,
          toolCallId: event.toolCallId,
          toolName: event.toolName,
          preview: event.preview,
          arguments: event.arguments,
        });
        return;
      case 'approval_resolved': {
        this.owner.connection.abandonRequest(event.requestId);
        const resolved = {
          threadId: this.threadId,
          turnId: this.turnId,
          requestId: event.requestId,
          decision: event.decision,
          ...(event.reason !== undefined ? { reason: event.reason } : {}),
          ...(event.metadata !== undefined ? { metadata: event.metadata } : {}),
        };
        await this.host.emitToThread(this.threadId, 'approval/resolved', resolved);
        const item = this.approvals.get(event.requestId);
        if (item) {
          item.payload = { ...item.payload, decision: event.decision, ...(event.reason !== undefined ? { reason: event.reason } : {}) };
          await this.completed(item, 'completed');
          this.approvals.delete(event.requestId);
        }
        return;
      }
      default:
        // run_started, model_call_completed and the
        // terminal events (the result carries them) have no projection.
        return;
    }
  }

  /**
   * Stores `item`'s text so far STREAMED_TEXT_PERSIST_INTERVAL_MS after its last store write, or
   * STREAMED_TEXT_PERSIST_COST_FACTOR times as long as that write took when that is longer.
   */
  private persistSoon(item: OpenItem, text: JsonStringBuilder): void {
    if (item.persistTimer !== undefined) return;
    const wait = Math.max(0, (item.persistedAt ?? 0) + (item.persistGap ?? STREAMED_TEXT_PERSIST_INTERVAL_MS) - Date.now());
    item.persistTimer = setTimeout(() => {
      item.persistTimer = undefined;
      const started = Date.now();
      try {
        this.storeText(item, text, this.base(item.itemId, item.type, 'inProgress', {}, item.createdAt), false);
      } catch (error) {
        // The next write (or the completion) stores the text again.
        this.host.logger?.error({ threadId: this.threadId, turnId: this.turnId, itemId: item.itemId, err: error }, 'storing streamed text failed');
      }
      item.persistedAt = Date.now();
      item.persistGap = Math.max(STREAMED_TEXT_PERSIST_INTERVAL_MS, STREAMED_TEXT_PERSIST_COST_FACTOR * (item.persistedAt - started));
    }, wait);
    // A pending write must not keep a finished process alive; completion clears it anyway.
    item.persistTimer.unref();
  }

  /**
   * `approval/requested` to every subscriber, then the server request `approval/request` (its id
   * is the requestId) to the owner only. The reply, an error reply, a timeout or the owner's
   * disconnect all end in exactly one resolution (contract section 7).
   */
  private async requestApproval(params: ApprovalRequestParams): Promise<void> {
    await this.host.emitToThread(this.threadId, 'approval/requested', params);
    const item = this.open(this.approvals, params.requestId, 'approval', { ...params });
    await this.started(item);
    if (this.owner.closed) {
      this.approve(params.requestId, 'timeout', 'client_disconnected');
      return;
    }
    this.owner.connection
      .request('approval/request', params, { id: params.requestId })
      .then(
        (result) => {
          if (!validateApprovalResponse(result)) {
            this.host.logger?.warn({ threadId: this.threadId, requestId: params.requestId, errors: validateApprovalResponse.errors }, 'invalid approval response; denied');
            this.approve(params.requestId, 'deny', 'invalid approval response');
            return;
          }
          this.approve(params.requestId, result.decision, result.reason, result.metadata);
        },
        (error: unknown) => {
          if (error instanceof JsonRpcError) this.approve(params.requestId, 'timeout', error.message);
          else if (error instanceof JsonRpcPeerError && error.code === 'disconnected') this.approve(params.requestId, 'timeout', 'client_disconnected');
          else if (error instanceof JsonRpcPeerError && error.code === 'timeout') this.approve(params.requestId, 'timeout', 'server request timed out');
          // 'abandoned': already resolved another way.
        },
      )
      .catch((error: unknown) => this.host.logger?.error({ threadId: this.threadId, turnId: this.turnId, err: error }, 'resolving an approval failed'));
  }

  /**
   * The last message when `output` is its text (usually the very same string, which compares at no
   * cost): the stored result then refers to that message, and turn/completed carries its encoded
   * bytes instead of serialising the text again.
   */
  private lastMessageIs(output: string | undefined): LastMessage | undefined {
    const last = this.lastMessage;
    return output !== undefined && last !== undefined && last.text.length === output.length && last.text === output ? last : undefined;
  }

  private async finish(result: RunResult): Promise<void> {
    // Items a cancelled or failed run left open (a message cut mid-stream) end as failed, with
    // what they had.
    for (const open of [this.messages, this.tools, this.approvals]) {
      for (const item of open.values()) {
        try {
          await this.completed(item, 'failed');
        } catch (error) {
          // The item whose write failed mid-turn fails again here; the terminal state must not.
          this.host.logger?.error({ threadId: this.threadId, turnId: this.turnId, itemId: item.itemId, err: error }, 'closing an open item failed');
        }
      }
      open.clear();
    }
    const now = this.host.now();
    if (result.status === 'failed' && result.error !== undefined) {
      const item: OpenItem = {
        itemId: this.host.store.nextItemId(),
        type: 'error',
        createdAt: now,
        payload: { message: result.error, completionReason: result.completionReason, ...(result.errorCode !== undefined ? { code: result.errorCode } : {}) },
      };
      await this.completed(item, 'failed');
    }
    const finalMessage = this.lastMessageIs(result.finalOutput);
    const partialMessage = this.lastMessageIs(result.partialOutput);
    // The casts: an EncodedJsonString is written exactly as the string it encodes.
    const completed: TurnCompletedParams = {
      threadId: this.threadId,
      turnId: this.turnId,
      runId: result.runId,
      status: result.status,
      completionReason: result.completionReason,
      ...(result.finalOutput !== undefined ? { finalOutput: (finalMessage?.encoded ?? result.finalOutput) as string } : {}),
      ...(result.completionToolName !== undefined ? { completionToolName: result.completionToolName } : {}),
      ...(result.partialOutput !== undefined ? { partialOutput: (partialMessage?.encoded ?? result.partialOutput) as string } : {}),
      ...(result.error !== undefined ? { error: result.error } : {}),
      // The runtime keeps its arrays readonly; the wire type is a plain array.
      tokenUsage: { ...result.tokenUsage, cycles: [...result.tokenUsage.cycles] },
      ...(result.budgetUsage !== undefined ? { budgetUsage: { ...result.budgetUsage } } : {}),
      ...(result.budgetExhaustion !== undefined ? { budgetExhaustion: { ...result.budgetExhaustion } } : {}),
    };
    // Contract section 4: the store holds the final state before turn/completed is written.
    // The field that repeats the last message refers to it: the store keeps that text once.
    const outputItem: TurnUpdate['outputItem'] =
      finalMessage !== undefined ? { key: 'finalOutput', itemId: finalMessage.itemId } : partialMessage && { key: 'partialOutput', itemId: partialMessage.itemId };
    this.host.store.saveTurn(this.turnId, { status: result.status, completedAt: now, result: completed, outputItem });
    const thread = this.host.store.getThread(this.threadId);
    const status = thread?.status === 'archived' ? 'archived' : this.host.store.setThreadStatus(this.threadId, 'idle', now).status;
    // Released before the terminal notifications: a client that reacts to turn/completed with
    // turn/start or turn/interrupt must find the thread idle, as the store already says.
    this.host.releaseTurn(this);
    await this.host.emitToThread(this.threadId, 'thread/status/changed', { threadId: this.threadId, status });
    await this.host.emitToThread(this.threadId, 'turn/completed', completed);
    // Only now: a follow-up turn's notifications must come after this turn/completed.
    this.host.turnFinished(this, result);
  }
}
