import { Box, Static, Text, useInput } from 'ink';
import { useEffect, useState } from 'react';
import type { ApprovalDecision, TurnCompletedParams } from '../../../generated/app-server/types.js';
import { turnOutcome } from '../debug/sendMessage.js';
import { settledCount, type PendingApproval, type Segment, type SendMessageViewState, type ToolSegment } from './sendMessageViewModel.js';
import { contentPreview, oneLine, printable } from './toolSummary.js';

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
  /**
   * False for no colours (`NO_COLOR`): ink's chalk only reads FORCE_COLOR and `--no-color`, so the
   * view leaves colours out itself. Default: {@link colorWanted} of the process environment.
   */
  readonly color?: boolean;
}

/** Colours unless `NO_COLOR` is set to a non-empty value (https://no-color.org). */
export function colorWanted(env: NodeJS.ProcessEnv = process.env): boolean {
  const noColor = env['NO_COLOR'];
  return noColor === undefined || noColor === '';
}

/** The keys of a prompt, named like the decisions of `--approve`. */
const KEYS: ReadonlyArray<{ key: string; decision: ApprovalDecision; label: string }> = [
  { key: 'y', decision: 'allow', label: 'allow' },
  { key: 'a', decision: 'allow_session', label: 'allow for session' },
  { key: 'n', decision: 'deny', label: 'deny' },
];

/** Lines of a file's content shown on a write_file prompt. */
const PREVIEW_LINES = 12;

const SPINNER = ['⠋', '⠙', '⠹', '⠸', '⠼', '⠴', '⠦', '⠧', '⠇', '⠏'];

/** Elapsed time as `4s` or `1m 05s`. */
export function elapsedLabel(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  return seconds < 60 ? `${seconds}s` : `${Math.floor(seconds / 60)}m ${String(seconds % 60).padStart(2, '0')}s`;
}

/** Seconds left on a request, from the client's clock (the protocol carries no deadline). */
function secondsLeft(approval: PendingApproval, timeoutMs: number, now: number): number {
  return Math.max(0, Math.ceil((approval.receivedAt + timeoutMs - now) / 1000));
}

/** The current time, refreshed every `everyMs` while `active`. */
function useNow(active: boolean, everyMs: number, key?: string): number {
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    if (!active) return undefined;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [active, everyMs, key]);
  return now;
}

/** Ink colour props only when colours are wanted. */
const paint = (color: boolean, name: string): { color?: string } => (color ? { color: name } : {});

function Thinking({ since, color }: { since: number; color: boolean }): React.JSX.Element {
  const now = useNow(true, 100);
  const frame = SPINNER[Math.floor(now / 100) % SPINNER.length] ?? '';
  return (
    <Text {...paint(color, 'magenta')}>
      {frame} thinking… <Text dimColor>{elapsedLabel(now - since)}</Text>
    </Text>
  );
}

/** What the tool asks to do: the file's content for write_file, the whole command for bash, else the arguments. */
function ApprovalDetail({ approval }: { approval: PendingApproval }): React.JSX.Element | null {
  const args = approval.params.arguments;
  if (approval.params.toolName === 'bash' && typeof args['cmd'] === 'string') return <Text>$ {printable(args['cmd'])}</Text>;
  if (approval.params.toolName === 'write_file' && typeof args['content'] === 'string') {
    const { lines, more } = contentPreview(args['content'], PREVIEW_LINES);
    return (
      <Box flexDirection="column" marginTop={1}>
        {lines.map((line, i) => (
          <Text key={i} wrap="truncate-end">
            <Text dimColor>{String(i + 1).padStart(3)} │ </Text>
            {line}
          </Text>
        ))}
        {more > 0 && <Text dimColor>    … {more} more line{more === 1 ? '' : 's'}</Text>}
      </Box>
    );
  }
  // Any other tool (an MCP tool, say): its arguments, one per line.
  const entries = Object.entries(args).slice(0, PREVIEW_LINES);
  if (entries.length === 0) return null;
  return (
    <Box flexDirection="column" marginTop={1}>
      {entries.map(([name, value]) => (
        <Text key={name} wrap="truncate-end">
          <Text dimColor>{name}: </Text>
          {oneLine(typeof value === 'string' ? value : JSON.stringify(value))}
        </Text>
      ))}
    </Box>
  );
}

function ApprovalPrompt({ approval, waiting, timeoutMs, color }: { approval: PendingApproval; waiting: number; timeoutMs: number | undefined; color: boolean }): React.JSX.Element {
  const now = useNow(timeoutMs !== undefined, 1000, approval.params.requestId);
  return (
    <Box flexDirection="column" borderStyle="round" {...(color ? { borderColor: 'yellow' } : {})} paddingX={1}>
      <Text {...paint(color, 'yellow')}>
        Approve {approval.params.toolName}?{timeoutMs !== undefined ? ` (${secondsLeft(approval, timeoutMs, now)}s left)` : ''}
        {waiting > 0 ? ` (+${waiting} waiting)` : ''}
      </Text>
      <Text>{printable(approval.params.preview)}</Text>
      <ApprovalDetail approval={approval} />
      <Box flexDirection="column" marginTop={1}>
        <Text>{KEYS.map(({ key, label }) => `[${key}] ${label}`).join('  ')}</Text>
        <Text dimColor wrap="truncate-end">allow for session (allow_session): {approval.params.toolName} is not asked again until the turn ends</Text>
      </Box>
    </Box>
  );
}

const MARK: Record<ToolSegment['state'], string> = { approval: '?', running: '…', done: '✓', failed: '✗' };
const TOOL_COLOR: Record<ToolSegment['state'], string> = { approval: 'yellow', running: 'cyan', done: 'green', failed: 'red' };

function ToolLine({ tool, color }: { tool: ToolSegment; color: boolean }): React.JSX.Element {
  return (
    <Text wrap="truncate-end" {...paint(color, TOOL_COLOR[tool.state])}>
      {MARK[tool.state]} {tool.call}
      {tool.result !== '' ? ` → ${tool.result}` : ''}
    </Text>
  );
}

function SegmentLine({ segment, color }: { segment: Segment; color: boolean }): React.JSX.Element {
  return segment.kind === 'text' ? <Text>{printable(segment.text)}</Text> : <ToolLine tool={segment} color={color} />;
}

const segmentKey = (segment: Segment): string => (segment.kind === 'text' ? `text:${segment.itemId}` : `tool:${segment.toolCallId}`);

function completedLine(completed: TurnCompletedParams): string {
  if (turnOutcome(completed) === 'interrupted') return 'turn interrupted';
  if (completed.status === 'failed') return completed.error ? `turn failed: ${completed.error}` : `turn failed${completed.completionReason ? ` (${completed.completionReason})` : ''}`;
  return `turn ${completed.status}${completed.completionReason ? ` (${completed.completionReason})` : ''}`;
}

/** The live view of `debug app-server send-message` on a terminal. */
export function SendMessageView({ state, onDecision, onInterrupt, interactive = true, approvalTimeoutMs, color = colorWanted() }: SendMessageViewProps): React.JSX.Element {
  const usage = state.tokenUsage;
  const current = state.approvals[0];
  const settled = state.segments.slice(0, settledCount(state));
  const live = state.segments.slice(settled.length);
  useInput(
    (input, key) => {
      if (key.ctrl && input === 'c') {
        onInterrupt?.();
        return;
      }
      const choice = KEYS.find((k) => k.key === input.toLowerCase());
      if (choice && current) onDecision(current.params.requestId, choice.decision);
    },
    { isActive: interactive },
  );
  return (
    <Box flexDirection="column">
      {/* Printed once: the input and the settled segments (ink redraws only what follows). */}
      <Static items={[null, ...settled]}>
        {(segment) => (segment === null
          ? <Text key="input" dimColor>› {printable(state.input)}</Text>
          : <SegmentLine key={segmentKey(segment)} segment={segment} color={color} />)}
      </Static>
      {live.map((segment) => <SegmentLine key={segmentKey(segment)} segment={segment} color={color} />)}
      {state.thinkingSince !== null && !state.completed && <Thinking since={state.thinkingSince} color={color} />}
      {interactive && current && !state.completed && (
        <ApprovalPrompt key={current.params.requestId} approval={current} waiting={state.approvals.length - 1} timeoutMs={approvalTimeoutMs} color={color} />
      )}
      {state.interrupting && !state.completed && <Text {...paint(color, 'yellow')}>interrupting the turn… (Ctrl-C again to stop at once)</Text>}
      {state.completed && (
        <Box flexDirection="column" marginTop={1}>
          <Text {...paint(color, state.completed.status === 'completed' ? 'green' : 'red')}>{completedLine(state.completed)}</Text>
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
