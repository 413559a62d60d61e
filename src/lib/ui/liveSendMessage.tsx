import { render } from 'ink';
import type { ApprovalDecision, ApprovalRequestParams, ApprovalResponse } from '../../../generated/app-server/types.js';
import { sendMessage, type SendMessageOptions, type SendMessageResult } from '../debug/index.js';
import { SendMessageView } from './SendMessageView.js';
import { initialViewState, reduceViewState, withoutApproval, type SendMessageViewState } from './sendMessageViewModel.js';

export interface LiveSendMessageOptions extends SendMessageOptions {
  /** False when stdin is not a terminal: no keys are read and `approve` answers every approval. */
  readonly interactive: boolean;
  /** Ctrl-C pressed in the view (raw mode: no SIGINT). The caller interrupts, then kills. */
  readonly onCtrlC: () => void;
  /** The server's approval timeout when known: prompts count down. */
  readonly approvalTimeoutMs?: number;
}

/**
 * Runs the send-message conversation with a live ink view: streaming text, tool calls, approval
 * prompts (y / a / n, for the oldest open request, dropped when the server resolves it) and the
 * final status with token usage. Only for a terminal: ink writes cursor codes, so
 * machine-readable output never goes through here.
 */
export async function liveSendMessage(options: LiveSendMessageOptions): Promise<SendMessageResult> {
  let state: SendMessageViewState = initialViewState(options.text);
  const answers = new Map<string, (response: ApprovalResponse) => void>();
  // A key can beat the conversation loop to a request the view already shows.
  const early = new Map<string, ApprovalResponse>();
  const onDecision = (requestId: string, decision: ApprovalDecision): void => {
    const answer = answers.get(requestId);
    answers.delete(requestId);
    update(withoutApproval(state, requestId));
    if (answer) answer({ decision });
    else early.set(requestId, { decision });
  };
  const element = (): React.JSX.Element => (
    <SendMessageView
      state={state}
      onDecision={onDecision}
      onInterrupt={options.onCtrlC}
      interactive={options.interactive}
      {...(options.approvalTimeoutMs !== undefined ? { approvalTimeoutMs: options.approvalTimeoutMs } : {})}
    />
  );
  const view = render(element(), { exitOnCtrlC: false });
  function update(next: SendMessageViewState): void {
    state = next;
    view.rerender(element());
  }
  options.interrupt?.addEventListener('abort', () => update({ ...state, interrupting: true }), { once: true });
  const ask = (params: ApprovalRequestParams, signal: AbortSignal): Promise<ApprovalResponse> =>
    new Promise<ApprovalResponse>((resolve) => {
      const given = early.get(params.requestId);
      if (given) {
        early.delete(params.requestId);
        resolve(given);
        return;
      }
      answers.set(params.requestId, resolve);
      // Resolved by the server (timeout, interrupt): the prompt is gone, the late answer unused.
      signal.addEventListener('abort', () => {
        answers.delete(params.requestId);
        resolve({ decision: 'deny' });
      }, { once: true });
    });
  try {
    return await sendMessage({
      ...options,
      onMessage: (direction, message, ts) => {
        options.onMessage?.(direction, message, ts);
        if (direction === 'server') update(reduceViewState(state, message, ts));
      },
      approve: options.interactive ? ask : options.approve,
    });
  } finally {
    view.unmount();
    await view.waitUntilExit().catch(() => undefined);
  }
}
