import { Box, Text, useInput } from 'ink';
import { useEffect, useState } from 'react';
import type { ApprovalDecision, TurnCompletedParams } from '../../../generated/app-server/types.js';
import { turnOutcome } from '../debug/sendMessage.js';
import type { PendingApproval, SendMessageViewState } from './sendMessageViewModel.js';

export interface SendMessageViewProps {
  readonly state: SendMessageViewState;
  /** A key pressed on the prompt: the decision for that request (the first open one). */
  readonly onDecision: (requestId: string, decision: ApprovalDecision) => void;
  /** Ctrl-C (ink keeps the terminal raw, so no SIGINT is raised). */
  readonly onInterrupt?: () => void;
  /** False when stdin is not a terminal: no keys are read and approvals are answered elsewhere. */
  readonly interactive?: boolean;
  /** The server's approval timeout when known (the built-in server's): the prompt counts down. */
  readonly approvalTimeoutMs?: number;
}

const KEYS: Record<string, ApprovalDecision> = { y: 'allow', a: 'allow_session', n: 'deny' };

/** Seconds left on a request, from the client's clock (the protocol carries no deadline). */
function secondsLeft(approval: PendingApproval, timeoutMs: number, now: number): number {
  return Math.max(0, Math.ceil((approval.receivedAt + timeoutMs - now) / 1000));
}

function ApprovalPrompt({ approval, waiting, timeoutMs }: { approval: PendingApproval; waiting: number; timeoutMs: number | undefined }): React.JSX.Element {
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    if (timeoutMs === undefined) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [timeoutMs, approval.params.requestId]);
  return (
    <Box flexDirection="column" borderStyle="round" borderColor="yellow" paddingX={1}>
      <Text color="yellow">
        Approve {approval.params.toolName}?{timeoutMs !== undefined ? ` (${secondsLeft(approval, timeoutMs, now)}s left)` : ''}
        {waiting > 0 ? ` (+${waiting} waiting)` : ''}
      </Text>
      <Text>{approval.params.preview}</Text>
      <Text dimColor>[y] allow  [a] allow for the rest of the turn  [n] deny</Text>
    </Box>
  );
}

function completedLine(completed: TurnCompletedParams): string {
  if (turnOutcome(completed) === 'interrupted') return 'turn interrupted';
  if (completed.status === 'failed') return completed.error ? `turn failed: ${completed.error}` : `turn failed${completed.completionReason ? ` (${completed.completionReason})` : ''}`;
  return `turn ${completed.status}${completed.completionReason ? ` (${completed.completionReason})` : ''}`;
}

/** The live view of `debug app-server send-message` on a terminal. */
export function SendMessageView({ state, onDecision, onInterrupt, interactive = true, approvalTimeoutMs }: SendMessageViewProps): React.JSX.Element {
  const usage = state.tokenUsage;
  const current = state.approvals[0];
  useInput(
    (input, key) => {
      if (key.ctrl && input === 'c') {
        onInterrupt?.();
        return;
      }
      const decision = KEYS[input.toLowerCase()];
      if (decision && current) onDecision(current.params.requestId, decision);
    },
    { isActive: interactive },
  );
  return (
    <Box flexDirection="column">
      <Text dimColor>› {state.input}</Text>
      {state.text !== '' && <Text>{state.text}</Text>}
      {state.tools.map((tool) => (
        <Text key={tool.toolCallId} color={tool.state === 'failed' ? 'red' : tool.state === 'done' ? 'green' : 'cyan'}>
          {tool.state === 'running' ? '…' : tool.state === 'done' ? '✓' : '✗'} {tool.toolName} {tool.detail}
        </Text>
      ))}
      {interactive && current && !state.completed && (
        <ApprovalPrompt key={current.params.requestId} approval={current} waiting={state.approvals.length - 1} timeoutMs={approvalTimeoutMs} />
      )}
      {state.interrupting && !state.completed && <Text color="yellow">interrupting the turn… (Ctrl-C again to stop at once)</Text>}
      {state.completed && (
        <Box flexDirection="column" marginTop={1}>
          <Text color={state.completed.status === 'completed' ? 'green' : 'red'}>{completedLine(state.completed)}</Text>
          {usage && usage.input_tokens !== null && usage.output_tokens !== null && (
            <Text dimColor>
              tokens: {usage.input_tokens} in, {usage.output_tokens} out, {usage.total_tokens ?? usage.input_tokens + usage.output_tokens} total; cache {usage.cache_usage.status}
              {usage.cache_usage.read_input_tokens !== null ? ` (${usage.cache_usage.read_input_tokens} read)` : ''}
            </Text>
          )}
        </Box>
      )}
    </Box>
  );
}
