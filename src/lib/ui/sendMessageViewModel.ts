import type { ApprovalRequestParams, TaskTokenUsage, TurnCompletedParams } from '../../../generated/app-server/types.js';

export interface ToolLine {
  readonly toolCallId: string;
  readonly toolName: string;
  readonly state: 'running' | 'done' | 'failed';
  readonly detail: string;
}

/** What the live view shows, derived only from protocol messages (so any server can drive it). */
export interface SendMessageViewState {
  readonly input: string;
  readonly text: string;
  readonly tools: readonly ToolLine[];
  readonly approval: ApprovalRequestParams | null;
  readonly completed: TurnCompletedParams | null;
  readonly tokenUsage: TaskTokenUsage | null;
}

export function initialViewState(input: string): SendMessageViewState {
  return { input, text: '', tools: [], approval: null, completed: null, tokenUsage: null };
}

type Msg = { method?: unknown; params?: unknown };

/** Folds one server message into the view state. */
export function reduceViewState(state: SendMessageViewState, message: unknown): SendMessageViewState {
  const { method, params } = message as Msg;
  const p = (params ?? {}) as Record<string, unknown>;
  const payload = (p['payload'] ?? {}) as Record<string, unknown>;
  switch (method) {
    case 'item/agentMessage/delta':
      return { ...state, text: state.text + String(p['delta'] ?? '') };
    case 'item/started':
      if (p['type'] !== 'toolCall') return state;
      return {
        ...state,
        tools: [...state.tools, { toolCallId: String(payload['toolCallId']), toolName: String(payload['toolName']), state: 'running', detail: JSON.stringify(payload['arguments'] ?? {}) }],
      };
    case 'item/completed': {
      if (p['type'] === 'agentMessage' && state.text === '') return { ...state, text: String(payload['text'] ?? '') };
      if (p['type'] !== 'toolCall') return state;
      const line: ToolLine = {
        toolCallId: String(payload['toolCallId']),
        toolName: String(payload['toolName']),
        state: p['status'] === 'completed' ? 'done' : 'failed',
        detail: p['status'] === 'completed' ? '' : String(payload['errorCode'] ?? 'error'),
      };
      const known = state.tools.some((t) => t.toolCallId === line.toolCallId);
      return { ...state, tools: known ? state.tools.map((t) => (t.toolCallId === line.toolCallId ? line : t)) : [...state.tools, line] };
    }
    case 'approval/request':
      return { ...state, approval: params as ApprovalRequestParams };
    case 'approval/resolved':
      return { ...state, approval: null };
    case 'turn/completed': {
      const completed = params as TurnCompletedParams;
      return { ...state, completed, tokenUsage: completed.tokenUsage ?? null, approval: null };
    }
    default:
      return state;
  }
}
