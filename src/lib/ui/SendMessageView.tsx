import { Box, Text, useInput } from 'ink';
import type { ApprovalDecision } from '../../../generated/app-server/types.js';
import type { SendMessageViewState } from './sendMessageViewModel.js';

export interface SendMessageViewProps {
  readonly state: SendMessageViewState;
  readonly onDecision: (decision: ApprovalDecision) => void;
}

const KEYS: Record<string, ApprovalDecision> = { y: 'allow', a: 'allow_session', n: 'deny' };

function ApprovalPrompt({ state, onDecision }: SendMessageViewProps): React.JSX.Element | null {
  useInput((input) => {
    const decision = KEYS[input.toLowerCase()];
    if (decision && state.approval) onDecision(decision);
  });
  if (!state.approval) return null;
  return (
    <Box flexDirection="column" borderStyle="round" borderColor="yellow" paddingX={1}>
      <Text color="yellow">Approve {state.approval.toolName}?</Text>
      <Text>{state.approval.preview}</Text>
      <Text dimColor>[y] allow  [a] allow for the rest of the turn  [n] deny</Text>
    </Box>
  );
}

/** The live view of `debug app-server send-message` on a terminal. */
export function SendMessageView({ state, onDecision }: SendMessageViewProps): React.JSX.Element {
  const usage = state.tokenUsage;
  return (
    <Box flexDirection="column">
      <Text dimColor>› {state.input}</Text>
      {state.text !== '' && <Text>{state.text}</Text>}
      {state.tools.map((tool) => (
        <Text key={tool.toolCallId} color={tool.state === 'failed' ? 'red' : tool.state === 'done' ? 'green' : 'cyan'}>
          {tool.state === 'running' ? '…' : tool.state === 'done' ? '✓' : '✗'} {tool.toolName} {tool.detail}
        </Text>
      ))}
      <ApprovalPrompt state={state} onDecision={onDecision} />
      {state.completed && (
        <Box flexDirection="column" marginTop={1}>
          <Text color={state.completed.status === 'completed' ? 'green' : 'red'}>
            turn {state.completed.status}
            {state.completed.completionReason ? ` (${state.completed.completionReason})` : ''}
            {state.completed.error ? `: ${state.completed.error}` : ''}
          </Text>
          {usage && (
            <Text dimColor>
              tokens: {usage.input_tokens ?? '?'} in, {usage.output_tokens ?? '?'} out, {usage.total_tokens ?? '?'} total; cache {usage.cache_usage.status}
              {usage.cache_usage.read_input_tokens !== null ? ` (${usage.cache_usage.read_input_tokens} read)` : ''}
            </Text>
          )}
        </Box>
      )}
    </Box>
  );
}
