import type { ApprovalRequestParams, ApprovalResponse, TurnCompletedParams } from '../../../generated/app-server/types.js';
import { validateJsonRpcMessage } from '../../../generated/app-server/validators.js';
import { AppServerClient } from '../app-server-client/index.js';
import { serverCommand, type ServerChoice } from './builtinServer.js';
import type { TranscriptDirection } from './transcript.js';

export interface SendMessageOptions extends ServerChoice {
  readonly text: string;
  /** The thread's working directory (the server's own when absent). */
  readonly cwd?: string;
  /** Decides each approval; without it every approval is denied (a debug run changes nothing unasked). */
  readonly approve?: (params: ApprovalRequestParams) => ApprovalResponse | Promise<ApprovalResponse>;
  /** Every message on the wire, both directions, up to and including turn/completed. */
  readonly onMessage?: (direction: TranscriptDirection, message: unknown, ts: number) => void;
  /** Messages that do not validate against schemas/ (the run goes on). */
  readonly onViolation?: (message: unknown) => void;
  readonly requestTimeoutMs?: number;
}

export interface SendMessageResult {
  readonly command: readonly string[];
  readonly threadId: string;
  readonly turnId: string;
  readonly completed: TurnCompletedParams;
}

/**
 * The debug conversation (contract section 9): start an App Server, send initialize, initialized,
 * thread/start and turn/start, answer approvals, and stop at the turn's turn/completed.
 */
export async function sendMessage(options: SendMessageOptions): Promise<SendMessageResult> {
  const command = serverCommand(options);
  let open = true;
  const client = await AppServerClient.spawn(command, {
    requestTimeoutMs: options.requestTimeoutMs ?? 60_000,
    wireObserver: (direction, message) => {
      if (!open) return;
      const who: TranscriptDirection = direction === 'sent' ? 'client' : 'server';
      if (who === 'server' && !validateJsonRpcMessage(message)) options.onViolation?.(message);
      options.onMessage?.(who, message, Date.now());
      // The transcript ends with turn/completed (contract section 9).
      if (who === 'server' && (message as { method?: unknown }).method === 'turn/completed') open = false;
    },
  });
  try {
    await client.initialize({ clientInfo: { name: 'vv-agent-debug', title: 'vv-agent debug app-server send-message', version: '0.1.0' } });
    await client.initialized();
    const thread = await client.threadStart(options.cwd !== undefined ? { cwd: options.cwd } : {});
    const turn = await client.turnStart({ threadId: thread.threadId, input: [{ type: 'text', text: options.text }] });
    for (;;) {
      const message = await client.nextMessage({ timeoutMs: 0 });
      if (message.method === 'approval/request' && 'id' in message) {
        const decision = options.approve ? await options.approve(message.params) : { decision: 'deny' as const, reason: 'denied by vv-agent debug' };
        client.respond(message.id, decision);
        continue;
      }
      if (message.method === 'turn/completed' && message.params.turnId === turn.turnId) {
        return { command, threadId: thread.threadId, turnId: turn.turnId, completed: message.params };
      }
    }
  } finally {
    open = false;
    await client.close();
  }
}
