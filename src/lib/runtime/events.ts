/**
 * RunEvent v1: the runtime's versioned, typed event stream. Every event carries `v`, `runId`,
 * `seq` (1, 2, 3... per run, no gaps) and `ts` (ms since the epoch). The App Server projects these
 * into items (seed's tool projection table); the runtime itself knows nothing of that projection.
 *
 * Tool lifecycle order per call: planned, optional approval_requested / approval_resolved,
 * started, progress*, completed. A call refused before execution (unknown tool, invalid
 * arguments, path outside the workspace, approval denied or timed out) has no started event and
 * completes with `executionStarted: false` and `durationMs: null`.
 */
import type { FinishReason, ModelUsage } from '../llm/index.js';
import type { ApprovalDecision } from './approvalBroker.js';
import type { BudgetExhaustion, BudgetUsage } from './budget.js';
import type { JsonObject } from './json.js';
import type { CompletionReason } from './runResult.js';
import type { TaskTokenUsage } from './tokenUsage.js';
import type { ToolDirective, ToolMetadata } from './tools/tool.js';
import type { ToolErrorCode } from './tools/toolError.js';

export const RUN_EVENT_VERSION = 1;

export interface RunEventBase {
  readonly v: typeof RUN_EVENT_VERSION;
  readonly runId: string;
  readonly seq: number;
  readonly ts: number;
}

export interface RunStartedEvent extends RunEventBase {
  readonly type: 'run_started';
  readonly agentName: string;
  readonly input: string;
  readonly metadata: JsonObject;
}

/** Steered input that was appended to the conversation just before model call `cycleIndex`. */
export interface InputSteeredEvent extends RunEventBase {
  readonly type: 'input_steered';
  readonly cycleIndex: number;
  readonly input: string;
}

/** One streamed chunk; all chunks of one model call share `messageId`. */
export interface AssistantDeltaEvent extends RunEventBase {
  readonly type: 'assistant_delta';
  readonly cycleIndex: number;
  readonly messageId: string;
  readonly text: string;
}

/** The full text of a completed model call (emitted only when the text is not empty). */
export interface AssistantMessageEvent extends RunEventBase {
  readonly type: 'assistant_message';
  readonly cycleIndex: number;
  readonly messageId: string;
  readonly text: string;
}

export interface ModelCallCompletedEvent extends RunEventBase {
  readonly type: 'model_call_completed';
  readonly cycleIndex: number;
  readonly finishReason: FinishReason;
  /** Null when the provider reported no usage at all. */
  readonly usage: ModelUsage | null;
}

/** Planning is not execution: the App Server presents nothing for it. */
export interface ToolCallPlannedEvent extends RunEventBase {
  readonly type: 'tool_call_planned';
  readonly cycleIndex: number;
  readonly toolCallId: string;
  readonly toolName: string;
  /** Parsed arguments; null when the model's text was not a JSON object. */
  readonly arguments: JsonObject | null;
  readonly rawArguments: string;
}

/** The external-effect boundary: emitted immediately before the tool runs. */
export interface ToolCallStartedEvent extends RunEventBase {
  readonly type: 'tool_call_started';
  readonly toolCallId: string;
  readonly toolName: string;
  readonly arguments: JsonObject;
  readonly toolMetadata?: ToolMetadata;
}

export interface ToolCallProgressEvent extends RunEventBase {
  readonly type: 'tool_call_progress';
  readonly toolCallId: string;
  readonly toolName: string;
  readonly message: string;
}

export interface ToolCallCompletedEvent extends RunEventBase {
  readonly type: 'tool_call_completed';
  readonly toolCallId: string;
  readonly toolName: string;
  readonly status: 'success' | 'error';
  readonly directive: ToolDirective;
  readonly errorCode: ToolErrorCode | null;
  readonly executionStarted: boolean;
  /** Monotonic execution time; null when execution never started. */
  readonly durationMs: number | null;
  readonly output: string;
  readonly toolMetadata?: ToolMetadata;
}

export interface ApprovalRequestedEvent extends RunEventBase {
  readonly type: 'approval_requested';
  readonly requestId: string;
  readonly toolCallId: string;
  readonly toolName: string;
  readonly preview: string;
  readonly arguments: JsonObject;
}

/** Emitted exactly once per request; the decision is kept as given (allow_session is not collapsed). */
export interface ApprovalResolvedEvent extends RunEventBase {
  readonly type: 'approval_resolved';
  readonly requestId: string;
  readonly toolCallId: string;
  readonly toolName: string;
  readonly decision: ApprovalDecision;
  readonly reason?: string;
  readonly metadata?: JsonObject;
}

interface TerminalFields {
  readonly tokenUsage: TaskTokenUsage;
  readonly budgetUsage?: BudgetUsage;
  readonly cycles: number;
}

/** `completed` (tool_finish, no_tool_finish) or `interrupted` (wait_user, never with an error). */
export interface RunCompletedEvent extends RunEventBase, TerminalFields {
  readonly type: 'run_completed';
  readonly status: 'completed' | 'interrupted';
  readonly completionReason: 'tool_finish' | 'no_tool_finish' | 'wait_user';
  readonly finalOutput?: string;
  readonly completionToolName?: string;
  /** For wait_user: the question asked. */
  readonly partialOutput?: string;
}

export interface RunFailedEvent extends RunEventBase, TerminalFields {
  readonly type: 'run_failed';
  readonly status: 'failed';
  readonly completionReason: 'failed' | 'max_cycles' | 'budget_exhausted';
  readonly error: string;
  /** The model layer's error code for a failed model call (e.g. `rate_limited`). */
  readonly errorCode?: string;
  readonly partialOutput?: string;
  readonly budgetExhaustion?: BudgetExhaustion;
}

/** Cancellation ends the run as failed with an error (contract §3, turn/interrupt). */
export interface RunCancelledEvent extends RunEventBase, TerminalFields {
  readonly type: 'run_cancelled';
  readonly status: 'failed';
  readonly completionReason: 'cancelled';
  readonly error: string;
  readonly partialOutput?: string;
}

export type RunEvent =
  | RunStartedEvent
  | InputSteeredEvent
  | AssistantDeltaEvent
  | AssistantMessageEvent
  | ModelCallCompletedEvent
  | ToolCallPlannedEvent
  | ToolCallStartedEvent
  | ToolCallProgressEvent
  | ToolCallCompletedEvent
  | ApprovalRequestedEvent
  | ApprovalResolvedEvent
  | RunCompletedEvent
  | RunFailedEvent
  | RunCancelledEvent;

export type RunEventType = RunEvent['type'];
export type TerminalRunEvent = RunCompletedEvent | RunFailedEvent | RunCancelledEvent;

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** An event before the run stamps `v`, `runId`, `seq` and `ts` on it. */
export type RunEventBody = DistributiveOmit<RunEvent, keyof RunEventBase>;

const TERMINAL_TYPES: ReadonlySet<string> = new Set(['run_completed', 'run_failed', 'run_cancelled']);

export function isTerminalEvent(event: RunEvent): event is TerminalRunEvent {
  return TERMINAL_TYPES.has(event.type);
}

// Compile-time check that CompletionReason and the terminal events agree.
type TerminalReasons = TerminalRunEvent['completionReason'];
const _reasonsAgree: [TerminalReasons] extends [CompletionReason] ? ([CompletionReason] extends [TerminalReasons] ? true : never) : never = true;
void _reasonsAgree;
