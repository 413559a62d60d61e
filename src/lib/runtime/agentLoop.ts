/**
 * The agent loop: model call -> tool calls -> results -> next model call, until one of the
 * contract's completion reasons (§6). The loop never throws: every ending, internal errors
 * included, becomes a terminal event and a RunResult.
 */
import { stat, realpath } from 'node:fs/promises';
import type { ChatMessage, ModelStreamEvent, ModelToolCall, ToolSpec } from '../llm/index.js';
import { toolNameClash } from './agent.js';
import { budgetUsage, type BudgetExhaustion } from './budget.js';
import { errorMessage } from './errors.js';
import type { RunEventBody, TerminalRunEvent } from './events.js';
import type { RunResult } from './runResult.js';
import type { RunSession } from './runSession.js';
import { TokenUsageAccumulator } from './tokenUsage.js';
import { executeToolCall } from './toolExecutor.js';
import type { Tool } from './tools/tool.js';

type Ending =
  | { readonly kind: 'tool_finish' | 'wait_user'; readonly output: string; readonly toolName: string }
  | { readonly kind: 'no_tool_finish'; readonly output: string }
  | { readonly kind: 'failed'; readonly error: string; readonly errorCode?: string }
  | { readonly kind: 'max_cycles' }
  | { readonly kind: 'budget_exhausted'; readonly exhaustion: BudgetExhaustion }
  | { readonly kind: 'cancelled' };

interface ModelReply {
  readonly text: string;
  readonly toolCalls: readonly ModelToolCall[];
}

class LoopState {
  readonly usage = new TokenUsageAccumulator();
  /** Text of the last completed assistant message, for partialOutput. */
  lastAssistantText: string | undefined;
  /** Text streamed by a model call that did not complete (cancelled or failed mid-stream). */
  interruptedText: string | undefined;
  modelCalls = 0;
}

export async function runAgentLoop(session: RunSession): Promise<RunResult> {
  const state = new LoopState();
  let ending: Ending;
  try {
    ending = await drive(session, state);
    // A store may still be committing delivered events (batched appends): one it cannot store
    // fails the run here, as a refused append would have.
    await session.flushEvents();
  } catch (error) {
    ending = session.signal.aborted ? { kind: 'cancelled' } : { kind: 'failed', error: `internal error: ${errorMessage(error)}` };
  }
  return finish(session, state, ending);
}

async function drive(session: RunSession, state: LoopState): Promise<Ending> {
  const { agent, config } = session;
  const workspaceProblem = await checkWorkspace(session);
  await session.emit({ type: 'run_started', agentName: agent.name, input: session.input, metadata: config.metadata });
  if (workspaceProblem !== undefined) return { kind: 'failed', error: workspaceProblem };
  const notReady = await addDeferredTools(session);
  if (notReady !== undefined) return notReady;

  const tools: ToolSpec[] = [...session.tools.values()].map((tool) => ({ name: tool.name, description: tool.description, parameters: tool.parameters }));
  const messages: ChatMessage[] = [];
  if (agent.instructions !== '') messages.push({ role: 'system', content: agent.instructions });
  for (const earlier of config.history) messages.push({ role: earlier.role, content: earlier.content });
  messages.push({ role: 'user', content: session.input });

  for (let cycle = 1; cycle <= config.maxCycles; cycle += 1) {
    if (session.signal.aborted) return { kind: 'cancelled' };
    session.cycleIndex = cycle;
    // Steered input reaches the model before its next call (contract §3, turn/steer).
    for (const input of session.takeSteers()) {
      messages.push({ role: 'user', content: input });
      await session.emit({ type: 'input_steered', cycleIndex: cycle, input });
    }

    session.phase = 'model';
    const modelReply = await callModel(session, state, messages, tools, cycle);
    if ('kind' in modelReply) return modelReply;
    // Calls the provider sent without an id get one unique in the run, used both in the history
    // sent back and in events (App Server items correlate by toolCallId).
    const reply = {
      ...modelReply,
      toolCalls: modelReply.toolCalls.map((c, position) => (c.id !== '' ? c : { ...c, id: `${session.runId}_call_${cycle}_${position}` })),
    };
    messages.push(
      reply.toolCalls.length > 0
        ? { role: 'assistant', content: reply.text, toolCalls: reply.toolCalls }
        : { role: 'assistant', content: reply.text },
    );

    if (config.tokenBudget !== undefined) {
      const { used } = state.usage.usedTokens();
      if (used >= config.tokenBudget) {
        return { kind: 'budget_exhausted', exhaustion: { dimension: 'total_tokens', limit: config.tokenBudget, used, cycle_index: cycle } };
      }
    }

    if (reply.toolCalls.length === 0) {
      // A plain answer ends the run, unless steered input is waiting for the model and a cycle is left.
      if (session.hasSteers() && cycle < config.maxCycles) continue;
      return { kind: 'no_tool_finish', output: reply.text };
    }

    session.phase = 'tools';
    for (let position = 0; position < reply.toolCalls.length; position += 1) {
      if (session.signal.aborted) return { kind: 'cancelled' };
      const call = reply.toolCalls[position] as ModelToolCall;
      const outcome = await executeToolCall(session, call, cycle, position);
      messages.push({ role: 'tool', toolCallId: outcome.toolCallId, name: outcome.toolName, content: outcome.output });
      if (session.signal.aborted) return { kind: 'cancelled' };
      // Calls after a terminal one are not run: the model asked to stop.
      if (outcome.directive === 'finish') return { kind: 'tool_finish', output: outcome.output, toolName: outcome.toolName };
      if (outcome.directive === 'wait_user') return { kind: 'wait_user', output: outcome.output, toolName: outcome.toolName };
    }
  }
  return { kind: 'max_cycles' };
}

/**
 * Waits for the agent's deferredTools and adds them to the run's tools, before the first model
 * call so that the model is offered them from the start; a cancel ends the wait at once. Returns
 * the run's ending when it cannot go on.
 */
async function addDeferredTools(session: RunSession): Promise<Ending | undefined> {
  const { agent } = session;
  if (agent.deferredTools === undefined) return undefined;
  let loaded: { readonly value: readonly Tool[] } | 'cancelled';
  try {
    loaded = await unlessCancelled(agent.deferredTools(), session.signal);
  } catch (error) {
    return { kind: 'failed', error: `loading the agent's tools failed: ${errorMessage(error)}` };
  }
  if (loaded === 'cancelled') return { kind: 'cancelled' };
  const clash = toolNameClash(agent.name, [...agent.tools, ...loaded.value]);
  if (clash !== undefined) return { kind: 'failed', error: clash, errorCode: 'invalid_config' };
  for (const tool of loaded.value) session.tools.set(tool.name, tool);
  return undefined;
}

/** What `work` gives, or `cancelled` as soon as `signal` aborts (what `work` gives later is dropped). */
function unlessCancelled<T>(work: Promise<T>, signal: AbortSignal): Promise<{ readonly value: T } | 'cancelled'> {
  return new Promise((resolve, reject) => {
    const onAbort = (): void => resolve('cancelled');
    if (signal.aborted) onAbort();
    else signal.addEventListener('abort', onAbort, { once: true });
    // Settles `work` either way, so that its failure after a cancel is never an unhandled rejection.
    void work.then((value) => resolve({ value }), reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

async function checkWorkspace(session: RunSession): Promise<string | undefined> {
  try {
    const real = await realpath(session.config.workspace);
    if (!(await stat(real)).isDirectory()) return `workspace ${session.config.workspace} is not a directory`;
    session.workspace = real;
    return undefined;
  } catch (error) {
    return `workspace ${session.config.workspace} is not usable: ${errorMessage(error)}`;
  }
}

async function callModel(
  session: RunSession,
  state: LoopState,
  messages: readonly ChatMessage[],
  tools: readonly ToolSpec[],
  cycle: number,
): Promise<ModelReply | Ending> {
  const messageId = `${session.runId}_msg_${cycle}`;
  const signal = session.signal;
  let streamed = '';
  let completed: Extract<ModelStreamEvent, { type: 'completed' }> | undefined;
  state.modelCalls += 1;
  try {
    const stream = session.agent.model.stream({
      // A copy: the script or backend may keep the request, and the loop keeps appending.
      messages: [...messages],
      tools,
      signal,
      ...(session.agent.maxOutputTokens !== undefined ? { maxOutputTokens: session.agent.maxOutputTokens } : {}),
    });
    for await (const event of stream) {
      if (event.type === 'text_delta') {
        if (event.text === '') continue;
        streamed += event.text;
        const wait = session.emitDelta(cycle, messageId, event.text);
        if (wait !== undefined) await wait;
      } else if (event.type === 'completed') {
        completed = event;
      }
    }
  } catch (error) {
    state.interruptedText = streamed;
    if (signal.aborted) return { kind: 'cancelled' };
    const code = (error as { code?: unknown }).code;
    return { kind: 'failed', error: `model call failed: ${errorMessage(error)}`, ...(typeof code === 'string' ? { errorCode: code } : {}) };
  }
  if (signal.aborted) {
    state.interruptedText = streamed;
    return { kind: 'cancelled' };
  }
  if (completed === undefined) {
    state.interruptedText = streamed;
    return { kind: 'failed', error: 'model call failed: the stream ended without a completed event', errorCode: 'stream_error' };
  }
  const text = completed.text !== '' ? completed.text : streamed;
  state.usage.add(cycle, completed.usage);
  await session.emit({ type: 'model_call_completed', cycleIndex: cycle, finishReason: completed.finishReason, usage: completed.usage });
  if (text !== '') {
    await session.emit({ type: 'assistant_message', cycleIndex: cycle, messageId, text });
    state.lastAssistantText = text;
  }
  state.interruptedText = undefined;
  return { text, toolCalls: completed.toolCalls };
}

async function finish(session: RunSession, state: LoopState, ending: Ending): Promise<RunResult> {
  session.phase = 'finished';
  const unconsumedSteers = session.closeSteering();
  const tokenUsage = state.usage.snapshot();
  const budget = session.config.tokenBudget;
  const { used, complete } = state.usage.usedTokens();
  const budgetFields = budget !== undefined ? { budgetUsage: budgetUsage(budget, used, complete) } : {};
  const partial = state.interruptedText !== undefined && state.interruptedText !== '' ? state.interruptedText : state.lastAssistantText;
  const partialFields = partial !== undefined && partial !== '' ? { partialOutput: partial } : {};
  const common = { tokenUsage, ...budgetFields, cycles: state.modelCalls };

  let body: Extract<RunEventBody, { type: TerminalRunEvent['type'] }>;
  switch (ending.kind) {
    case 'tool_finish':
      body = { type: 'run_completed', status: 'completed', completionReason: 'tool_finish', finalOutput: ending.output, completionToolName: ending.toolName, ...common };
      break;
    case 'no_tool_finish':
      body = { type: 'run_completed', status: 'completed', completionReason: 'no_tool_finish', finalOutput: ending.output, ...common };
      break;
    case 'wait_user':
      body = { type: 'run_completed', status: 'interrupted', completionReason: 'wait_user', completionToolName: ending.toolName, partialOutput: ending.output, ...common };
      break;
    case 'failed':
      body = {
        type: 'run_failed',
        status: 'failed',
        completionReason: 'failed',
        error: ending.error,
        ...(ending.errorCode !== undefined ? { errorCode: ending.errorCode } : {}),
        ...partialFields,
        ...common,
      };
      break;
    case 'max_cycles':
      body = {
        type: 'run_failed',
        status: 'failed',
        completionReason: 'max_cycles',
        error: `reached the maximum of ${session.config.maxCycles} cycles without a finish signal`,
        ...partialFields,
        ...common,
      };
      break;
    case 'budget_exhausted':
      body = {
        type: 'run_failed',
        status: 'failed',
        completionReason: 'budget_exhausted',
        error: `token budget exhausted: ${ending.exhaustion.used} of ${ending.exhaustion.limit} tokens used`,
        budgetExhaustion: ending.exhaustion,
        ...partialFields,
        ...common,
      };
      break;
    case 'cancelled':
      body = {
        type: 'run_cancelled',
        status: 'failed',
        completionReason: 'cancelled',
        error: session.cancellation !== undefined ? `run cancelled: ${session.cancellation}` : 'run cancelled',
        ...partialFields,
        ...common,
      };
      break;
  }

  const { type: _type, cycles, ...outcome } = body;
  void _type;
  // Set before the terminal event is delivered, so that a consumer who sees it finds the run
  // finished (steer and followUp refused) and the follow-up list final.
  const result: RunResult = { runId: session.runId, ...outcome, cycles, followUps: session.queuedFollowUps(), unconsumedSteers };
  session.result = result;
  await session.emitTerminal(body);
  return result;
}
