import type { ApprovalRequestParams, TaskTokenUsage, TurnCompletedParams } from '../../../generated/app-server/types.js';
import { toolCallSummary, toolResultSummary } from './toolSummary.js';

/** A tool call: `approval` while its approval request is open, then running, then done or failed. */
export interface ToolSegment {
  readonly kind: 'tool';
  readonly toolCallId: string;
  readonly toolName: string;
  readonly state: 'approval' | 'running' | 'done' | 'failed';
  /** The call as one line (`read_file README.md`, `bash: ls -l`). */
  readonly call: string;
  /** The result as a few words once it ended (`1.2 KB`, `exit 0`, `denied`), else ''. */
  readonly result: string;
}

/** The text of one agent message (its item), streamed by deltas. */
export interface TextSegment {
  readonly kind: 'text';
  readonly itemId: string;
  readonly text: string;
  /** Its item completed: the text is final. */
  readonly done: boolean;
}

export type Segment = TextSegment | ToolSegment;

/** An approval request still open, with when it arrived (for the time left on its prompt). */
export interface PendingApproval {
  readonly params: ApprovalRequestParams;
  readonly receivedAt: number;
}

/** What the live view shows, derived only from protocol messages (so any server can drive it). */
export interface SendMessageViewState {
  readonly input: string;
  /** Text and tool calls in the order they happened. */
  readonly segments: readonly Segment[];
  /** Since when the model has been thinking (turn started or a tool ended, no text yet); null otherwise. */
  readonly thinkingSince: number | null;
  /** Open requests in arrival order; the prompt and the keys belong to the first. */
  readonly approvals: readonly PendingApproval[];
  /** Set by the first Ctrl-C while `turn/interrupt` is under way. */
  readonly interrupting: boolean;
  readonly completed: TurnCompletedParams | null;
  readonly tokenUsage: TaskTokenUsage | null;
}

export function initialViewState(input: string): SendMessageViewState {
  return { input, segments: [], thinkingSince: null, approvals: [], interrupting: false, completed: null, tokenUsage: null };
}

type Msg = { method?: unknown; params?: unknown };

/** The state without one approval request (answered here or resolved by the server). */
export function withoutApproval(state: SendMessageViewState, requestId: string): SendMessageViewState {
  return { ...state, approvals: state.approvals.filter((a) => a.params.requestId !== requestId) };
}

/** `value` as text (a non-string as JSON); `fallback` when it is absent. */
function textOf(value: unknown, fallback: string): string {
  if (value === undefined || value === null) return fallback;
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** Appends to (or, with `replace`, sets) the text of message `itemId`, starting a segment if it is new. */
function withText(segments: readonly Segment[], itemId: string | undefined, text: string, replace: boolean): readonly Segment[] {
  const index = itemId === undefined
    ? (segments.at(-1)?.kind === 'text' ? segments.length - 1 : -1)
    : segments.findIndex((s) => s.kind === 'text' && s.itemId === itemId);
  if (index === -1) return text === '' ? segments : [...segments, { kind: 'text', itemId: itemId ?? '', text, done: replace }];
  return segments.map((s, i) => (i === index && s.kind === 'text' ? { ...s, text: replace ? (text === '' ? s.text : text) : s.text + text, done: s.done || replace } : s));
}

/**
 * How many leading segments are final (a completed message, an ended tool call): the view prints
 * them once above the live part, so a long turn does not redraw (and flicker) all of it.
 */
export function settledCount(state: SendMessageViewState): number {
  if (state.completed) return state.segments.length;
  const open = state.segments.findIndex((s) => (s.kind === 'text' ? !s.done : s.state === 'approval' || s.state === 'running'));
  return open === -1 ? state.segments.length : open;
}

type ToolChange = Partial<Pick<ToolSegment, 'state' | 'call' | 'result'>>;

/** Updates tool call `toolCallId` with `change`, adding it (from `base`) where it is new. */
function withTool(segments: readonly Segment[], base: Omit<ToolSegment, 'kind'>, change: ToolChange = {}): readonly Segment[] {
  const index = segments.findIndex((s) => s.kind === 'tool' && s.toolCallId === base.toolCallId);
  if (index === -1) return [...segments, { kind: 'tool', ...base, ...change }];
  return segments.map((s, i) => (i === index && s.kind === 'tool' ? { ...s, ...change } : s));
}

/** Folds one server message into the view state; `now` stamps approval requests and thinking. */
export function reduceViewState(state: SendMessageViewState, message: unknown, now: number = Date.now()): SendMessageViewState {
  const { method, params } = message as Msg;
  const p = (params ?? {}) as Record<string, unknown>;
  const payload = (p['payload'] ?? {}) as Record<string, unknown>;
  const itemId = typeof p['itemId'] === 'string' ? p['itemId'] : undefined;
  switch (method) {
    case 'turn/started':
      return state.completed ? state : { ...state, thinkingSince: now };
    case 'item/agentMessage/delta':
      return { ...state, segments: withText(state.segments, itemId, textOf(p['delta'], ''), false), thinkingSince: null };
    case 'item/started': {
      if (p['type'] !== 'toolCall') return state;
      const toolName = String(payload['toolName']);
      const call = toolCallSummary(toolName, payload['arguments']);
      return {
        ...state,
        thinkingSince: null,
        segments: withTool(state.segments, { toolCallId: String(payload['toolCallId']), toolName, state: 'running', call, result: '' }, { state: 'running', call }),
      };
    }
    case 'item/completed': {
      if (p['type'] === 'agentMessage') {
        // The final text is authoritative (a server may send it without deltas).
        const text = textOf(payload['text'], '');
        return { ...state, segments: withText(state.segments, itemId, text, true), thinkingSince: null };
      }
      if (p['type'] !== 'toolCall') return state;
      const toolName = String(payload['toolName']);
      const ok = p['status'] === 'completed';
      const result = toolResultSummary(toolName, { ok, errorCode: typeof payload['errorCode'] === 'string' ? payload['errorCode'] : null, output: textOf(payload['output'], '') });
      const done: ToolChange = { state: ok ? 'done' : 'failed', result };
      // A call refused before it ran has no started item (and no arguments here): its approval request named them.
      const base = { toolCallId: String(payload['toolCallId']), toolName, state: 'running' as const, call: toolCallSummary(toolName, payload['arguments']), result: '' };
      const terminal = payload['directive'] === 'finish';
      return { ...state, segments: withTool(state.segments, base, done), thinkingSince: state.completed || terminal ? null : now };
    }
    case 'approval/requested':
    case 'approval/request': {
      const request = params as ApprovalRequestParams;
      if (state.completed) return state;
      const segments = withTool(state.segments, {
        toolCallId: request.toolCallId,
        toolName: request.toolName,
        state: 'approval',
        call: toolCallSummary(request.toolName, request.arguments),
        result: '',
      });
      if (method === 'approval/requested' || state.approvals.some((a) => a.params.requestId === request.requestId)) return { ...state, segments, thinkingSince: null };
      return { ...state, segments, thinkingSince: null, approvals: [...state.approvals, { params: request, receivedAt: now }] };
    }
    case 'approval/resolved':
      return withoutApproval(state, String(p['requestId']));
    case 'turn/completed': {
      const completed = params as TurnCompletedParams;
      return { ...state, completed, tokenUsage: completed.tokenUsage ?? null, approvals: [], thinkingSince: null };
    }
    default:
      return state;
  }
}
