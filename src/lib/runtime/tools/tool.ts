/**
 * What a tool is to the runtime. A tool declares its model-facing spec, whether it needs approval,
 * and optionally typed metadata; the runtime owns the lifecycle around it (planned, approval,
 * started, completed) so that no tool can skip approval or emit a started event on its own.
 */
import type { JsonSchemaObject } from '../../llm/index.js';
import type { JsonObject } from '../json.js';
import type { ArgumentsValidator } from './argumentsCheck.js';

/**
 * Typed declaration projected as `toolMetadata` (seed's tool projection table). `terminal` is a
 * capability declaration only: the run's outcome comes from the directive, never from this flag.
 */
export interface ToolMetadata {
  readonly sideEffect: 'none' | 'read' | 'write' | 'external';
  readonly idempotency: 'supported' | 'unsupported' | 'unknown';
  readonly terminal: boolean;
  /** Opaque exact-match host labels. */
  readonly capabilityTags: readonly string[];
  readonly costDimensions: readonly string[];
}

/** What the loop does after a tool result: keep going, end the run (`task_finish`), or wait for the user (`ask_user`). */
export type ToolDirective = 'continue' | 'finish' | 'wait_user';

export interface ToolOutput {
  /** Text handed back to the model and reported in `tool_call_completed.output`. */
  readonly output: string;
  readonly directive?: ToolDirective;
}

export interface ToolPrepareContext {
  /** Real path of the run's workspace directory. */
  readonly workspace: string;
  readonly runId: string;
  readonly toolCallId: string;
}

export interface ToolContext extends ToolPrepareContext {
  /** Aborted when the run is cancelled; tools must stop promptly (bash kills its process group). */
  readonly signal: AbortSignal;
  /** Emits `tool_call_progress`; awaiting it applies the event consumer's backpressure. */
  progress(message: string): Promise<void>;
}

export interface Tool {
  readonly name: string;
  readonly description: string;
  /** JSON Schema of the arguments: shown to the model, and enforced before `prepare` runs. */
  readonly parameters: JsonSchemaObject;
  /** A precompiled validator of `parameters`; without one, `parameters` is compiled on first use. */
  readonly argumentsValidator?: ArgumentsValidator;
  readonly requiresApproval: boolean;
  /** Omitted: events carry no `toolMetadata` (generic metadata is never promoted). */
  readonly metadata?: ToolMetadata;
  /**
   * Checks beyond the schema (paths inside the workspace, a valid regular expression) and policy
   * checks; they run after the arguments passed `parameters`, before approval and before the
   * started boundary. Throw a ToolError to refuse the call; the call then completes failed with
   * `executionStarted: false`.
   */
  prepare?(args: JsonObject, context: ToolPrepareContext): Promise<void> | void;
  /** One line shown to the approver, e.g. `Run cargo test`. */
  preview?(args: JsonObject): string;
  execute(args: JsonObject, context: ToolContext): Promise<ToolOutput>;
}
