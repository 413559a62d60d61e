/**
 * One tool call through its lifecycle: planned, then the checks that may refuse it before it
 * runs (unknown tool, arguments that are not JSON or do not fit the tool's `parameters` schema,
 * the tool's own prepare checks such as workspace
 * confinement, approval), then started, execution, completed. A refused call never crosses the
 * started boundary: it completes failed with `executionStarted: false` and `durationMs: null`.
 */
import type { ModelToolCall } from '../llm/index.js';
import type { ApprovalEventSink } from './approvalBroker.js';
import { errorMessage } from './errors.js';
import { isJsonObject, type JsonObject } from './json.js';
import type { RunSession } from './runSession.js';
import { argumentsProblem } from './tools/argumentsCheck.js';
import type { Tool, ToolContext, ToolDirective, ToolMetadata } from './tools/tool.js';
import { isToolError, ToolError, type ToolErrorCode } from './tools/toolError.js';

/**
 * How long a tool may take to stop by itself once the run is cancelled. A tool stuck beyond that
 * (an I/O call that cannot be interrupted) is abandoned, so `turn/interrupt` and a client's EOF
 * always end the turn.
 */
export const TOOL_CANCEL_GRACE_MS = 2_000;

export interface ToolCallOutcome {
  readonly toolCallId: string;
  readonly toolName: string;
  readonly status: 'success' | 'error';
  readonly directive: ToolDirective;
  readonly errorCode: ToolErrorCode | null;
  /** What the model sees as the tool result. */
  readonly output: string;
}

type ParsedArguments = { readonly ok: true; readonly value: JsonObject } | { readonly ok: false; readonly message: string };

export function parseToolArguments(raw: string): ParsedArguments {
  // Some providers send an empty string for a call without arguments.
  if (raw.trim() === '') return { ok: true, value: {} };
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch (error) {
    return { ok: false, message: `arguments are not valid JSON: ${errorMessage(error)}` };
  }
  if (!isJsonObject(value)) return { ok: false, message: 'arguments must be a JSON object' };
  return { ok: true, value };
}

export async function executeToolCall(session: RunSession, call: ModelToolCall, cycleIndex: number, position: number): Promise<ToolCallOutcome> {
  // The loop gives id-less calls a run-unique id; this fallback only serves direct callers.
  const toolCallId = call.id !== '' ? call.id : `${session.runId}_call_${cycleIndex}_${position}`;
  const toolName = call.name;
  const parsed = parseToolArguments(call.arguments);
  await session.emit({
    type: 'tool_call_planned',
    cycleIndex,
    toolCallId,
    toolName,
    arguments: parsed.ok ? parsed.value : null,
    rawArguments: call.arguments,
  });

  const tool = session.tools.get(toolName);
  const refuse = (code: ToolErrorCode, message: string): Promise<ToolCallOutcome> =>
    complete(session, { toolCallId, toolName, metadata: tool?.metadata }, { status: 'error', code, message, started: false, durationMs: null });

  if (tool === undefined) return refuse('tool_not_allowed', `tool "${toolName}" is not available to this agent`);
  if (!parsed.ok) return refuse('invalid_arguments', parsed.message);
  const args = parsed.value;
  let problem: string | undefined;
  try {
    problem = await argumentsProblem(tool, args);
  } catch (error) {
    return refuse('tool_failed', `the parameters schema of ${toolName} cannot be compiled: ${errorMessage(error)}`);
  }
  if (problem !== undefined) return refuse('invalid_arguments', problem);
  const prepareContext = { workspace: session.workspace, runId: session.runId, toolCallId };
  try {
    await tool.prepare?.(args, prepareContext);
  } catch (error) {
    return refuse(isToolError(error) ? error.code : 'invalid_arguments', errorMessage(error));
  }

  if (tool.requiresApproval && !session.sessionAllowedTools.has(tool.name)) {
    session.phase = 'awaiting_approval';
    const resolution = await session.config.approvalBroker.request(
      { runId: session.runId, toolCallId, toolName, preview: previewOf(tool, args), arguments: args },
      { sink: approvalSink(session), signal: session.signal, ...timeoutOption(session) },
    );
    session.phase = 'tools';
    const because = resolution.reason !== undefined ? `: ${resolution.reason}` : '';
    switch (resolution.decision) {
      case 'allow_session':
        session.sessionAllowedTools.add(tool.name);
        break;
      case 'allow':
        break;
      case 'deny':
        return refuse('tool_approval_denied', `the user denied running ${toolName}${because}`);
      case 'timeout':
        return refuse('tool_approval_timeout', `approval for ${toolName} was not given in time${because}`);
    }
  }
  if (session.signal.aborted) return refuse('cancelled', 'the run was cancelled before the tool started');

  await session.emit({
    type: 'tool_call_started',
    toolCallId,
    toolName,
    arguments: args,
    ...(tool.metadata !== undefined ? { toolMetadata: tool.metadata } : {}),
  });
  let abandoned = false;
  const context: ToolContext = {
    ...prepareContext,
    signal: session.signal,
    progress: async (message) => {
      // An abandoned tool that wakes up later must not add events after its call completed.
      if (abandoned) return;
      await session.emit({ type: 'tool_call_progress', toolCallId, toolName, message });
    },
  };
  const startedAt = performance.now();
  try {
    const result = await unlessStuckAfterCancel(tool.execute(args, context), session.signal, toolName, () => (abandoned = true));
    const durationMs = Math.round(performance.now() - startedAt);
    return complete(session, { toolCallId, toolName, metadata: tool.metadata }, {
      status: 'success',
      output: result.output,
      directive: result.directive ?? 'continue',
      started: true,
      durationMs,
    });
  } catch (error) {
    const durationMs = Math.round(performance.now() - startedAt);
    // A tool that ignores its ToolError contract still must not take the run down with it.
    const code: ToolErrorCode = isToolError(error) ? error.code : session.signal.aborted ? 'cancelled' : 'tool_failed';
    return complete(session, { toolCallId, toolName, metadata: tool.metadata }, {
      status: 'error',
      code,
      message: errorMessage(error),
      started: true,
      durationMs,
    });
  }
}

/** `work`, or a `cancelled` ToolError when the signal was aborted and `work` has not settled within the grace. */
function unlessStuckAfterCancel<T>(work: Promise<T>, signal: AbortSignal, toolName: string, onAbandon: () => void): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let timer: NodeJS.Timeout | undefined;
    const onAbort = (): void => {
      timer = setTimeout(() => {
        onAbandon();
        reject(new ToolError('cancelled', `${toolName} did not stop within ${TOOL_CANCEL_GRACE_MS} ms of the cancel and was abandoned`));
      }, TOOL_CANCEL_GRACE_MS);
    };
    if (signal.aborted) onAbort();
    else signal.addEventListener('abort', onAbort, { once: true });
    // Settles `work` either way, so an abandoned tool's late failure is never an unhandled rejection.
    void work.then(resolve, reject).finally(() => {
      clearTimeout(timer);
      signal.removeEventListener('abort', onAbort);
    });
  });
}

type Completion =
  | { readonly status: 'success'; readonly output: string; readonly directive: ToolDirective; readonly started: true; readonly durationMs: number }
  | { readonly status: 'error'; readonly code: ToolErrorCode; readonly message: string; readonly started: boolean; readonly durationMs: number | null };

async function complete(
  session: RunSession,
  call: { readonly toolCallId: string; readonly toolName: string; readonly metadata: ToolMetadata | undefined },
  completion: Completion,
): Promise<ToolCallOutcome> {
  const outcome: ToolCallOutcome =
    completion.status === 'success'
      ? { toolCallId: call.toolCallId, toolName: call.toolName, status: 'success', directive: completion.directive, errorCode: null, output: completion.output }
      : {
          toolCallId: call.toolCallId,
          toolName: call.toolName,
          status: 'error',
          directive: 'continue',
          errorCode: completion.code,
          output: `error [${completion.code}]: ${completion.message}`,
        };
  await session.emit({
    type: 'tool_call_completed',
    toolCallId: call.toolCallId,
    toolName: call.toolName,
    status: outcome.status,
    directive: outcome.directive,
    errorCode: outcome.errorCode,
    executionStarted: completion.started,
    durationMs: completion.durationMs,
    output: outcome.output,
    ...(call.metadata !== undefined ? { toolMetadata: call.metadata } : {}),
  });
  return outcome;
}

function previewOf(tool: Tool, args: JsonObject): string {
  try {
    return tool.preview?.(args) ?? `${tool.name} ${JSON.stringify(args)}`;
  } catch {
    return `${tool.name} ${JSON.stringify(args)}`;
  }
}

function timeoutOption(session: RunSession): { timeoutMs?: number } {
  const timeoutMs = session.config.approvalTimeoutMs;
  return timeoutMs === undefined ? {} : { timeoutMs };
}

function approvalSink(session: RunSession): ApprovalEventSink {
  return {
    requested: async (request) => {
      await session.emit({
        type: 'approval_requested',
        requestId: request.requestId,
        toolCallId: request.toolCallId,
        toolName: request.toolName,
        preview: request.preview,
        arguments: request.arguments,
      });
    },
    resolved: async (request, resolution) => {
      await session.emit({
        type: 'approval_resolved',
        requestId: request.requestId,
        toolCallId: request.toolCallId,
        toolName: request.toolName,
        decision: resolution.decision,
        ...(resolution.reason !== undefined ? { reason: resolution.reason } : {}),
        ...(resolution.metadata !== undefined ? { metadata: resolution.metadata } : {}),
      });
    },
  };
}
