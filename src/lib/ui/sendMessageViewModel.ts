import type { ApprovalRequestParams, TaskTokenUsage, TurnCompletedParams } from '../../../generated/app-server/types.js';

export interface ToolLine {
  readonly toolCallId: string;
  readonly toolName: string;
  readonly state: 'running' | 'done' | 'failed';
  readonly detail: string;
}

/** An approval request still open, with when it arrived (for the time left on its prompt). */
export interface PendingApproval {
  readonly params: ApprovalRequestParams;
  readonly receivedAt: number;
}

/** What the live view shows, derived only from protocol messages (so any server can drive it). */
export interface SendMessageViewState {
  readonly input: string;
  readonly text: string;
  readonly tools: readonly ToolLine[];
  /** Open requests in arrival order; the prompt and the keys belong to the first. */
  readonly approvals: readonly PendingApproval[];
  /** Set by the first Ctrl-C while `turn/interrupt` is under way. */
  readonly interrupting: boolean;
  readonly completed: TurnCompletedParams | null;
  readonly tokenUsage: TaskTokenUsage | null;
}

export function initialViewState(input: string): SendMessageViewState {
  return { input, text: '', tools: [], approvals: [], interrupting: false, completed: null, tokenUsage: null };
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

/** Folds one server message into the view state; `now` stamps approval requests. */
export function reduceViewState(state: SendMessageViewState, message: unknown, now: number = Date.now()): SendMessageViewState {
  const { method, params } = message as Msg;
  const p = (params ?? {}) as Record<string, unknown>;
  const payload = (p['payload'] ?? {}) as Record<string, unknown>;
  switch (method) {
    case 'item/agentMessage/delta':
      return { ...state, text: state.text + textOf(p['delta'], '') };
    case 'item/started':
      if (p['type'] !== 'toolCall') return state;
      return {
        ...state,
        tools: [...state.tools, { toolCallId: String(payload['toolCallId']), toolName: String(payload['toolName']), state: 'running', detail: JSON.stringify(payload['arguments'] ?? {}) }],
      };
    case 'item/completed': {
      if (p['type'] === 'agentMessage' && state.text === '') return { ...state, text: textOf(payload['text'], '') };
      if (p['type'] !== 'toolCall') return state;
      const line: ToolLine = {
        toolCallId: String(payload['toolCallId']),
        toolName: String(payload['toolName']),
        state: p['status'] === 'completed' ? 'done' : 'failed',
        detail: p['status'] === 'completed' ? '' : textOf(payload['errorCode'], 'error'),
      };
      const known = state.tools.some((t) => t.toolCallId === line.toolCallId);
      return { ...state, tools: known ? state.tools.map((t) => (t.toolCallId === line.toolCallId ? line : t)) : [...state.tools, line] };
    }
    case 'approval/request': {
      const request = params as ApprovalRequestParams;
      if (state.completed || state.approvals.some((a) => a.params.requestId === request.requestId)) return state;
      return { ...state, approvals: [...state.approvals, { params: request, receivedAt: now }] };
    }
    case 'approval/resolved':
      return withoutApproval(state, String(p['requestId']));
    case 'turn/completed': {
      const completed = params as TurnCompletedParams;
      return { ...state, completed, tokenUsage: completed.tokenUsage ?? null, approvals: [] };
    }
    default:
      return state;
  }
}
