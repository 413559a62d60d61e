import type { ApprovalRequestParams, ApprovalResponse, TurnCompletedParams } from '../../../generated/app-server/types.js';
import { AppServerClient } from '../app-server-client/index.js';
import { VvAgentError } from '../shared/errors.js';
import { serverCommand, type ServerChoice } from './builtinServer.js';
import { serverMessageViolation, type SchemaViolation } from './serverMessageViolation.js';
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
  /** Every message on the wire, both directions, up to and including turn/completed. */
  readonly onMessage?: (direction: TranscriptDirection, message: unknown, ts: number) => void;
  /**
   * A server line that is not a message (not JSON, over the line cap), with why, where it came on
   * the wire: `onMessage` never sees it, nor anything after it (the run fails there).
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
  // Set at the first line the client cannot read, before turn/completed (see below).
  let unreadable: VvAgentError | null = null;
  // The method of each request sent, by id: a reply is checked against the result its method declares.
  const asked = new Map<unknown, string>();
  const client = await AppServerClient.spawn(command, {
    requestTimeoutMs: options.requestTimeoutMs ?? 60_000,
    wireObserver: (direction, message) => {
      if (!open || unreadable !== null) return;
      const who: TranscriptDirection = direction === 'sent' ? 'client' : 'server';
      const { id, method } = (typeof message === 'object' && message !== null ? message : {}) as { id?: unknown; method?: unknown };
      if (who === 'client' && typeof method === 'string' && id !== undefined) asked.set(id, method);
      if (who === 'server') {
        const answering = method === undefined ? asked.get(id) : undefined;
        if (answering !== undefined) asked.delete(id);
        const violation = serverMessageViolation(message, answering);
        if (violation) options.onViolation?.(violation);
      }
      options.onMessage?.(who, message, Date.now());
      // The transcript ends with turn/completed (contract section 9).
      if (who === 'server' && method === 'turn/completed') open = false;
    },
  });
  options.onServerStarted?.(client.serverPid);
  // A line the client cannot read (not JSON, over the line cap, not a known message) is dropped by
  // the client; it may have been the turn's end, so the run fails with it instead of waiting on.
  // The client reports such a line as it reads it, before the lines behind it: so the run fails
  // however the reads fell (a turn/completed read together with it does not save the run), and the
  // transcript ends with it. One after turn/completed is past the conversation.
  let failUnreadable!: (error: Error) => void;
  const unreadableLine = new Promise<never>((_resolve, reject) => (failUnreadable = reject));
  unreadableLine.catch(() => undefined);
  const offError = client.onError((error) => {
    if (!open || unreadable !== null || error.code !== 'invalid_message') return;
    // A line the client could not make a value of comes with `message: null` (its text is not kept).
    if ((error.data as { message?: unknown } | undefined)?.message === null) options.onUnreadable?.(error.message, Date.now());
    unreadable = new VvAgentError('server_message_unreadable', `the server sent a message the client cannot read: ${error.message}`, 'runtime');
    failUnreadable(unreadable);
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
