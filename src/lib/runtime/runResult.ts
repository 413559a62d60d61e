/** A run's terminal outcome, with the statuses and completion reasons of contract §6. */
import type { BudgetExhaustion, BudgetUsage } from './budget.js';
import type { TaskTokenUsage } from './tokenUsage.js';

export type RunStatus = 'completed' | 'failed' | 'interrupted';

/**
 * Mapping to status: tool_finish / no_tool_finish -> completed; wait_user -> interrupted without
 * error; max_cycles, budget_exhausted, failed, cancelled -> failed with error.
 */
export type CompletionReason =
  | 'tool_finish'
  | 'no_tool_finish'
  | 'wait_user'
  | 'max_cycles'
  | 'cancelled'
  | 'failed'
  | 'budget_exhausted';

/** Absent fields are omitted, never undefined or null, so the object serialises as the contract wants. */
export interface RunResult {
  readonly runId: string;
  readonly status: RunStatus;
  readonly completionReason: CompletionReason;
  readonly finalOutput?: string;
  /** Present only when a tool ended the run (task_finish, ask_user). */
  readonly completionToolName?: string;
  /** Last assistant text for non-success outcomes; the question for wait_user. */
  readonly partialOutput?: string;
  readonly error?: string;
  readonly errorCode?: string;
  readonly tokenUsage: TaskTokenUsage;
  readonly budgetUsage?: BudgetUsage;
  readonly budgetExhaustion?: BudgetExhaustion;
  /** Model calls made. */
  readonly cycles: number;
  /**
   * Inputs queued with `followUp()`, in order. The runtime never runs them itself: the caller (the
   * App Server) starts one new run per input after a `completed` result.
   */
  readonly followUps: readonly string[];
  /** Steered inputs that arrived too late for any model call (the run had already decided to end). */
  readonly unconsumedSteers: readonly string[];
}
