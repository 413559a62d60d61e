import type { ApprovalRequestParams, ApprovalResponse, TurnCompletedParams } from '../../../generated/app-server/types.js';
import { AppServerClient } from '../app-server-client/index.js';
import { classifyInbound, type RequestId } from '../jsonrpc/index.js';
import { VvAgentError } from '../shared/errors.js';
import { serverCommand, type ServerChoice } from './builtinServer.js';
import { ConversationReadability, serverMessageViolation, type SchemaViolation } from './serverMessageViolation.js';
import type { TranscriptDirection } from './transcript.js';

export interface SendMessageOptions extends ServerChoice {
  readonly text: string;
  /** The thread's working directory (the server's own when absent); only for a new thread. */
  readonly cwd?: string;
  /** Continue this stored thread (`thread/resume`) instead of starting one (`thread/start`). */
  readonly threadId?: string;
  /**
   * Decides each approval; without it every approval is denied (a debug run changes nothing unasked).
   * Approvals are answered concurrently with the rest of the turn: `signal` aborts when the request
   * resolves another way (the server's timeout, an interrupt) and a late answer is then not sent.
   */
  readonly approve?: (params: ApprovalRequestParams, signal: AbortSignal) => ApprovalResponse | Promise<ApprovalResponse>;
  /** Aborting it interrupts the turn (`turn/interrupt`); the result then says `interrupted`. */
  readonly interrupt?: AbortSignal;
  /** Called once the server runs, with its pid (null for a server that is not a child process). */
  readonly onServerStarted?: (pid: number | null) => void;
  /**
   * Every message on the wire, both directions, up to and including turn/completed; or, when the
   * run fails at a server line the client cannot read, up to that line and the client's answer to
   * it (an error reply; none to a notification).
   */
  readonly onMessage?: (direction: TranscriptDirection, message: unknown, ts: number) => void;
  /**
   * A server line that is not a message (not JSON, over the line cap), with why, where it came on
   * the wire: `onMessage` never sees it, nor anything after it but the client's error reply to it
   * (the run fails there).
   */
  readonly onUnreadable?: (reason: string, ts: number) => void;
  /** Server messages that do not validate against schemas/, replies included (the run goes on). */
  readonly onViolation?: (violation: SchemaViolation) => void;
  readonly requestTimeoutMs?: number;
}

export interface SendMessageResult {
  readonly command: readonly string[];
  readonly threadId: string;
  readonly turnId: string;
  readonly completed: TurnCompletedParams;
}

/**
 * How long a run that failed at a line waits for the client's answer to it. What is queued before
 * the answer takes microtasks, unless the server stopped reading its stdin and a reply ahead waits
 * for room: then the answer is not on the wire either, and the transcript goes without it.
 */
const ANSWER_WAIT_MS = 1_000;

/**
 * How a turn ended, as a user reads it: servers report an interrupted turn either as status
 * `interrupted` or (this package's) as `failed` with completion reason `cancelled`.
 */
export function turnOutcome(completed: Pick<TurnCompletedParams, 'status' | 'completionReason'>): 'completed' | 'failed' | 'interrupted' {
  if (completed.status === 'interrupted' || completed.completionReason === 'cancelled') return 'interrupted';
  return completed.status === 'completed' ? 'completed' : 'failed';
}

/**
 * The debug conversation (contract section 9): start an App Server, send initialize, initialized,
 * thread/start (or thread/resume for a stored thread) and turn/start, answer approvals, and stop
 * at the turn's turn/completed.
 */
export async function sendMessage(options: SendMessageOptions): Promise<SendMessageResult> {
  const command = await serverCommand(options);
  let open = true;
  // A line the client cannot read (not JSON, over the line cap, not a known message, a request
  // reusing the id of one not answered yet) is dropped by the client; it may have been the turn's
  // end, so the run fails with it instead of waiting on.
  // The failure is decided as the line is read, before the lines behind it: so the run fails
  // however the reads fell (a turn/completed read together with it does not save the run), and the
  // transcript ends with it. One after turn/completed is past the conversation.
  let unreadable: VvAgentError | null = null;
  let failUnreadable!: (error: Error) => void;
  const unreadableLine = new Promise<never>((_resolve, reject) => (failUnreadable = reject));
  unreadableLine.catch(() => undefined);
  // The client answers such a line (an error reply: -32700 not JSON, -32600 not JSON-RPC or a
  // repeated request id, -32601 unknown request) from its dispatch queue, so possibly after the run
  // failed: the transcript keeps that answer after the line, and the run waits for it (`answered`)
  // before closing.
  let answerId: RequestId | null | undefined;
  let markAnswered!: () => void;
  const answered = new Promise<void>((resolve) => (markAnswered = resolve));
  const fail = (reason: string, answer: RequestId | null | undefined): void => {
    unreadable = new VvAgentError('server_message_unreadable', `the server sent a message the client cannot read: ${reason}`, 'runtime');
    answerId = answer;
    if (answer === undefined) markAnswered();
    failUnreadable(unreadable);
  };
  // The method of each request sent, by id: a reply is checked against the result its method declares.
  const asked = new Map<unknown, string>();
  // The turn this run started (from turn/start's result): only its turn/completed ends the
  // transcript, not another thread's that the server happens to send first.
  let ownTurnId: unknown;
  const readability = new ConversationReadability();
  const client = await AppServerClient.spawn(command, {
    requestTimeoutMs: options.requestTimeoutMs ?? 60_000,
    wireObserver: (direction, message) => {
      if (!open) return;
      const who: TranscriptDirection = direction === 'sent' ? 'client' : 'server';
      const { id, method, error } = (typeof message === 'object' && message !== null ? message : {}) as { id?: unknown; method?: unknown; error?: unknown };
      if (unreadable !== null) {
        // An error reply only: a repeated request id is also the id of the waiting request, whose
        // own answer (a result) is not the answer to the line.
        if (who === 'client' && answerId !== undefined && error !== undefined && id === answerId) {
          answerId = undefined;
          options.onMessage?.(who, message, Date.now());
          markAnswered();
        }
        return;
      }
      if (who === 'client') {
        readability.fromClient(message);
        if (typeof method === 'string' && id !== undefined) asked.set(id, method);
      }
      if (who === 'server') {
        const cannotRead = readability.fromServer(message);
        if (cannotRead !== null) {
          // A request is answered by its id, anything else that is not a notification by null.
          const inbound = classifyInbound(message);
          fail(cannotRead, inbound.kind === 'request' ? inbound.id : inbound.kind === 'notification' ? undefined : null);
          options.onMessage?.(who, message, Date.now());
          return;
        }
        const answering = method === undefined ? asked.get(id) : undefined;
        if (answering !== undefined) asked.delete(id);
        if (answering === 'turn/start') ownTurnId = (message as { result?: { turnId?: unknown } }).result?.turnId;
        const violation = serverMessageViolation(message, answering);
        if (violation) options.onViolation?.(violation);
      }
      options.onMessage?.(who, message, Date.now());
      // The transcript ends with the turn's turn/completed (contract section 9).
      if (who === 'server' && method === 'turn/completed' && (message as { params?: { turnId?: unknown } }).params?.turnId === ownTurnId) open = false;
    },
  });
  options.onServerStarted?.(client.serverPid);
  // Lines that are no message at all the client reports as it reads them (messages it cannot read
  // are found above, first).
  const offError = client.onError((error) => {
    if (!open || unreadable !== null || error.code !== 'invalid_message') return;
    // A line the client could not make a value of comes with `message: null` (its text is not kept).
    const line = (error.data as { message?: unknown } | undefined)?.message === null;
    if (line) options.onUnreadable?.(error.message, Date.now());
    fail(error.message, line ? null : undefined);
  });
  /**
   * `pending`, or the unreadable line's error when that line came first. Checked after the wait as
   * well: a message already waiting wins a race against a line that came after it on the wire.
   */
  const beforeUnreadable = async <T>(pending: Promise<T>): Promise<T> => {
    const value = await Promise.race([pending, unreadableLine]).catch((error: unknown) => {
      throw unreadable ?? error;
    });
    if (unreadable !== null) throw unreadable;
    return value;
  };
  // Open approval requests by requestId; each aborts when approval/resolved names it.
  const pending = new Map<string, AbortController>();
  let interrupting = false;
  try {
    await beforeUnreadable(client.initialize({ clientInfo: { name: 'vv-agent-debug', title: 'vv-agent debug app-server send-message', version: '0.1.0' } }));
    await beforeUnreadable(client.initialized());
    const thread = options.threadId !== undefined
      ? (await beforeUnreadable(client.threadResume({ threadId: options.threadId }))).thread
      : await beforeUnreadable(client.threadStart(options.cwd !== undefined ? { cwd: options.cwd } : {}));
    const turn = await beforeUnreadable(client.turnStart({ threadId: thread.threadId, input: [{ type: 'text', text: options.text }] }));
    const interrupt = (): void => {
      interrupting = true;
      client.turnInterrupt({ threadId: thread.threadId, expectedTurnId: turn.turnId }).catch(() => undefined);
    };
    if (options.interrupt?.aborted) interrupt();
    else options.interrupt?.addEventListener('abort', interrupt, { once: true });
    const interrupted = (): SendMessageResult => ({
      command,
      threadId: thread.threadId,
      turnId: turn.turnId,
      completed: { threadId: thread.threadId, turnId: turn.turnId, status: 'interrupted' },
    });
    for (;;) {
      let message: Awaited<ReturnType<typeof client.nextMessage>>;
      try {
        message = await beforeUnreadable(client.nextMessage({ timeoutMs: 0 }));
      } catch (error) {
        // A server that ends (e.g. it got the terminal's SIGINT too) after an interrupt: interrupted.
        if (interrupting) return interrupted();
        throw error;
      }
      if (message.method === 'approval/request' && 'id' in message) {
        answerApproval(client, message.id, message.params, pending, options);
        continue;
      }
      if (message.method === 'approval/resolved') {
        pending.get(message.params.requestId)?.abort();
        continue;
      }
      if (message.method === 'turn/completed' && message.params.turnId === turn.turnId) {
        return { command, threadId: thread.threadId, turnId: turn.turnId, completed: message.params };
      }
    }
  } finally {
    offError();
    if (unreadable !== null) {
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([answered, new Promise<void>((resolve) => (timer = setTimeout(resolve, ANSWER_WAIT_MS)))]);
      clearTimeout(timer);
    }
    open = false;
    for (const controller of pending.values()) controller.abort();
    await client.close();
  }
}

/** Starts answering one approval without blocking the turn's messages; a late answer is dropped. */
function answerApproval(
  client: AppServerClient,
  id: string | number,
  params: ApprovalRequestParams,
  pending: Map<string, AbortController>,
  options: SendMessageOptions,
): void {
  const controller = new AbortController();
  pending.set(params.requestId, controller);
  const decide = options.approve ?? ((): ApprovalResponse => ({ decision: 'deny', reason: 'denied by vv-agent debug' }));
  Promise.resolve()
    .then(() => decide(params, controller.signal))
    .then(
      (answer) => {
        if (!controller.signal.aborted) client.respond(id, answer);
      },
      () => undefined,
    )
    .finally(() => pending.delete(params.requestId))
    .catch(() => undefined);
}
