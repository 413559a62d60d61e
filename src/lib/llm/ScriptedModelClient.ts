/**
 * The `scripted` backend: a ModelClient that replays a script instead of calling a provider. It
 * needs no network and no key, and serves tests, demos and `vv-agent debug app-server
 * send-message`.
 *
 * Script shape (programmatic form; `parseScript` accepts the JSON/TOML form from a settings file):
 * a list of turns. Each `stream()` call consumes the next turn and plays its steps in order:
 * - `text`: one text_delta chunk;
 * - `tool_call`: one tool call (name + JSON arguments), streamed as one tool_call_delta;
 * - `stall`: waits until the request's signal aborts (for cancellation tests);
 * - `error`: throws an LlmError with the given code (for failure-path tests).
 * When the script runs out, every further call answers with the plain text `(script exhausted)`
 * and finish reason `stop`, so a loop driven by an over-short script ends as a plain answer rather
 * than hanging or crashing. With `repeat: true` the script starts over instead.
 */
import { LlmError, type LlmErrorCode } from './errors.js';
import type {
  FinishReason,
  ModelClient,
  ModelRequest,
  ModelStreamEvent,
  ModelToolCall,
  ModelUsage,
} from './types.js';

export type ScriptStep =
  | { readonly type: 'text'; readonly text: string }
  | {
      readonly type: 'tool_call';
      readonly name: string;
      /** JSON text, or a value that is serialised with JSON.stringify. */
      readonly arguments: string | Readonly<Record<string, unknown>>;
      readonly id?: string;
    }
  | { readonly type: 'stall' }
  | { readonly type: 'error'; readonly code: LlmErrorCode; readonly message: string };

export interface ScriptTurn {
  readonly steps: readonly ScriptStep[];
  /**
   * Usage reported in `completed`. Absent: an estimate (see `estimateUsage`); null: no usage at
   * all, which is what a provider that reports nothing looks like.
   */
  readonly usage?: ModelUsage | null;
  /** Overrides the client's chunk delay for this turn. */
  readonly chunkDelayMs?: number;
  /** Overrides the derived finish reason (`tool_calls` when the turn has tool calls, else `stop`). */
  readonly finishReason?: FinishReason;
}

/** A turn may be computed from the request, e.g. to echo the user's words. */
export type ScriptEntry = ScriptTurn | ((request: ModelRequest) => ScriptTurn);

export interface Script {
  readonly turns: readonly ScriptEntry[];
  /** Start over from the first turn when the script runs out instead of answering `(script exhausted)`. */
  readonly repeat?: boolean;
}

export interface ScriptedModelClientOptions {
  /** Defaults to DEFAULT_SCRIPT. */
  readonly script?: Script;
  readonly provider?: string;
  readonly modelId?: string;
  /** Pause before each streamed event, in milliseconds (0 = none). */
  readonly chunkDelayMs?: number;
}

export const SCRIPT_EXHAUSTED_TEXT = '(script exhausted)';

export const DEFAULT_SCRIPTED_GREETING = 'Hello! I am the scripted model of vv-agent.';

/**
 * What `scripted` answers when no script was configured: a greeting streamed in a few chunks, then
 * `task_finish`, so one turn of `debug app-server send-message` shows text deltas, a tool call
 * and a clean `tool_finish` completion. It repeats, so every turn of a long session gets the same.
 */
export const DEFAULT_SCRIPT: Script = {
  repeat: true,
  turns: [
    {
      steps: [
        { type: 'text', text: 'Hello!' },
        { type: 'text', text: ' I am the scripted' },
        { type: 'text', text: ' model of vv-agent.' },
        { type: 'tool_call', name: 'task_finish', arguments: { message: DEFAULT_SCRIPTED_GREETING } },
      ],
    },
  ],
};

export class ScriptedModelClient implements ModelClient {
  readonly provider: string;
  readonly modelId: string;
  private readonly script: Script;
  private readonly chunkDelayMs: number;
  private position = 0;
  private callCounter = 0;

  constructor(options: ScriptedModelClientOptions = {}) {
    this.script = options.script ?? DEFAULT_SCRIPT;
    this.provider = options.provider ?? 'scripted';
    this.modelId = options.modelId ?? 'scripted-default';
    this.chunkDelayMs = options.chunkDelayMs ?? 0;
  }

  /** Nothing to release; present so every client made by createModelClient can be closed alike. */
  close(): Promise<void> {
    return Promise.resolve();
  }

  /** Number of turns consumed so far (exhausted answers included). */
  get turnsConsumed(): number {
    return this.position;
  }

  stream(request: ModelRequest): AsyncIterable<ModelStreamEvent> {
    // The turn is taken when stream() is called, not when iteration starts, so that two calls
    // made back to back consume two turns in call order.
    const turn = this.nextTurn(request);
    return this.play(turn, request);
  }

  private nextTurn(request: ModelRequest): ScriptTurn {
    const turns = this.script.turns;
    let index = this.position;
    this.position += 1;
    if (index >= turns.length) {
      if (!this.script.repeat || turns.length === 0) return exhaustedTurn();
      index %= turns.length;
    }
    const entry = turns[index];
    if (entry === undefined) return exhaustedTurn();
    return typeof entry === 'function' ? entry(request) : entry;
  }

  private async *play(turn: ScriptTurn, request: ModelRequest): AsyncGenerator<ModelStreamEvent> {
    const signal = request.signal;
    const delayMs = turn.chunkDelayMs ?? this.chunkDelayMs;
    let text = '';
    const toolCalls: ModelToolCall[] = [];
    throwIfAborted(signal);
    for (const step of turn.steps) {
      switch (step.type) {
        case 'text': {
          await pause(delayMs, signal);
          text += step.text;
          yield { type: 'text_delta', text: step.text };
          break;
        }
        case 'tool_call': {
          await pause(delayMs, signal);
          this.callCounter += 1;
          const call: ModelToolCall = {
            id: step.id ?? `scripted_call_${this.callCounter}`,
            name: step.name,
            arguments: typeof step.arguments === 'string' ? step.arguments : JSON.stringify(step.arguments),
          };
          const index = toolCalls.length;
          toolCalls.push(call);
          yield { type: 'tool_call_delta', index, id: call.id, name: call.name, argumentsDelta: call.arguments };
          break;
        }
        case 'stall':
          await waitForAbort(signal);
          break;
        case 'error':
          throw new LlmError(step.code, `scripted error: ${step.message}`, {
            retryable: step.code === 'rate_limited' || step.code === 'network' || step.code === 'timeout',
          });
      }
      throwIfAborted(signal);
    }
    await pause(delayMs, signal);
    const finishReason = turn.finishReason ?? (toolCalls.length > 0 ? 'tool_calls' : 'stop');
    const usage = turn.usage === undefined ? estimateUsage(request, text, toolCalls) : turn.usage;
    yield { type: 'completed', text, toolCalls, finishReason, usage };
  }
}

function exhaustedTurn(): ScriptTurn {
  return { steps: [{ type: 'text', text: SCRIPT_EXHAUSTED_TEXT }] };
}

/**
 * A scripted model has no tokenizer; this estimate (1 token per 4 characters, rounded up) only
 * gives demos and budget tests plausible, deterministic numbers. Cache status is `unsupported`
 * because the scripted backend has no notion of caching (contract §6), and providerUsage is null.
 */
export function estimateUsage(request: ModelRequest, text: string, toolCalls: readonly ModelToolCall[]): ModelUsage {
  let inputChars = 0;
  for (const message of request.messages) inputChars += message.content.length;
  for (const tool of request.tools) inputChars += tool.name.length + tool.description.length;
  let outputChars = text.length;
  for (const call of toolCalls) outputChars += call.name.length + call.arguments.length;
  const inputTokens = Math.ceil(inputChars / 4);
  const outputTokens = Math.ceil(outputChars / 4);
  return {
    inputTokens,
    outputTokens,
    totalTokens: inputTokens + outputTokens,
    reasoningTokens: null,
    cacheReadTokens: null,
    cacheWriteTokens: null,
    cacheStatus: 'unsupported',
    providerUsage: null,
  };
}

function cancelledError(): LlmError {
  return new LlmError('cancelled', 'model call cancelled');
}

function throwIfAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw cancelledError();
}

function pause(ms: number, signal: AbortSignal | undefined): Promise<void> {
  if (ms <= 0) return Promise.resolve();
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(cancelledError());
      return;
    }
    const onAbort = (): void => {
      clearTimeout(timer);
      reject(cancelledError());
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** Without a signal a stall never ends; that is the point of the step, and tests always pass one. */
function waitForAbort(signal: AbortSignal | undefined): Promise<void> {
  return new Promise((_resolve, reject) => {
    if (signal === undefined) return;
    if (signal.aborted) {
      reject(cancelledError());
      return;
    }
    signal.addEventListener('abort', () => reject(cancelledError()), { once: true });
  });
}
