/**
 * Public face of the agent runtime: Agent, Runner, RunConfig, RunHandle, RunEvent, RunEventStore,
 * the built-in tools and the approval broker. Knows nothing of JSON-RPC; the App Server wraps it.
 *
 * Follow-ups: `RunHandle.followUp(input)` only queues. When a run's result has status `completed`,
 * its `followUps` are the inputs to start as new runs (new turns), in order; after any other
 * status they are not started.
 */
export type { Agent } from './agent.js';
export { Runner } from './runner.js';
export { RunHandle, type RunState } from './runHandle.js';
export type { RunPhase } from './runSession.js';
export { DEFAULT_EVENT_BUFFER_SIZE, DEFAULT_MAX_CYCLES, newRunId, type ConversationMessage, type RunConfig } from './runConfig.js';
export type { CompletionReason, RunResult, RunStatus } from './runResult.js';
export {
  RUN_EVENT_VERSION,
  isTerminalEvent,
  type ApprovalRequestedEvent,
  type ApprovalResolvedEvent,
  type AssistantDeltaEvent,
  type AssistantMessageEvent,
  type InputSteeredEvent,
  type ModelCallCompletedEvent,
  type RunCancelledEvent,
  type RunCompletedEvent,
  type RunEvent,
  type RunEventBase,
  type RunEventBody,
  type RunEventType,
  type RunFailedEvent,
  type RunStartedEvent,
  type TerminalRunEvent,
  type ToolCallCompletedEvent,
  type ToolCallPlannedEvent,
  type ToolCallProgressEvent,
  type ToolCallStartedEvent,
} from './events.js';
export { InMemoryRunEventStore, type RunEventStore } from './eventStore.js';
export { SqliteRunEventStore } from './sqliteRunEventStore.js';
export {
  APPROVAL_DECISIONS,
  ApprovalBroker,
  DEFAULT_APPROVAL_TIMEOUT_MS,
  isApprovalDecision,
  type ApprovalBrokerOptions,
  type ApprovalDecision,
  type ApprovalEventSink,
  type ApprovalRequest,
  type ApprovalRequester,
  type ApprovalRequestOptions,
  type ApprovalResolution,
  type ApprovalResolveOptions,
  type ApprovalRespond,
} from './approvalBroker.js';
export {
  TASK_TOKEN_USAGE_SCHEMA_VERSION,
  TOKEN_USAGE_SCHEMA_VERSION,
  aggregateTaskTokenUsage,
  emptyTaskTokenUsage,
  modelCallTokenUsage,
  type CacheUsage,
  type ModelCallTokenUsage,
  type TaskTokenUsage,
  type TokenUsageCycle,
  type UsageSource,
} from './tokenUsage.js';
export type { BudgetExhaustion, BudgetUsage } from './budget.js';
export { RuntimeError, type RuntimeErrorCode } from './errors.js';
export type { JsonObject, JsonPrimitive, JsonValue } from './json.js';
export type { Tool, ToolContext, ToolDirective, ToolMetadata, ToolOutput, ToolPrepareContext } from './tools/tool.js';
export { ToolError, isToolError, type ToolErrorCode } from './tools/toolError.js';
export { builtinTools, type BuiltinToolsOptions } from './tools/builtinTools.js';
export { taskFinishTool } from './tools/taskFinish.js';
export { askUserTool } from './tools/askUser.js';
export { readFileTool } from './tools/readFile.js';
export { writeFileTool } from './tools/writeFile.js';
export { listFilesTool } from './tools/listFiles.js';
export { createSearchFilesTool, searchFilesTool, type SearchFilesToolOptions } from './tools/searchFiles.js';
export { bashTool, createBashTool, scrubbedEnvironment, type BashToolOptions } from './tools/bash.js';
export { resolveWorkspacePath } from './tools/workspacePath.js';
