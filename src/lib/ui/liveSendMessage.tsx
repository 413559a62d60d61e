import { render } from 'ink';
import type { ApprovalDecision, ApprovalResponse } from '../../../generated/app-server/types.js';
import { sendMessage, type SendMessageOptions, type SendMessageResult } from '../debug/index.js';
import { SendMessageView } from './SendMessageView.js';
import { initialViewState, reduceViewState, type SendMessageViewState } from './sendMessageViewModel.js';

/**
 * Runs the send-message conversation with a live ink view: streaming text, tool calls, approval
 * prompts (y / a / n) and the final status with token usage. Only for a terminal: ink writes
 * cursor codes, so machine-readable output never goes through here.
 */
export async function liveSendMessage(options: Omit<SendMessageOptions, 'approve'>): Promise<SendMessageResult> {
  let state: SendMessageViewState = initialViewState(options.text);
  let decide: ((decision: ApprovalDecision) => void) | null = null;
  const onDecision = (decision: ApprovalDecision): void => {
    const d = decide;
    decide = null;
    d?.(decision);
  };
  const view = render(<SendMessageView state={state} onDecision={onDecision} />);
  const update = (next: SendMessageViewState): void => {
    state = next;
    view.rerender(<SendMessageView state={state} onDecision={onDecision} />);
  };
  try {
    return await sendMessage({
      ...options,
      onMessage: (direction, message, ts) => {
        options.onMessage?.(direction, message, ts);
        if (direction === 'server') update(reduceViewState(state, message));
      },
      approve: (params) =>
        new Promise<ApprovalResponse>((resolve) => {
          update({ ...state, approval: params });
          decide = (decision) => resolve({ decision });
        }),
    });
  } finally {
    view.unmount();
  }
}
