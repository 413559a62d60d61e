/** Shared fixtures for the runtime tests: temporary workspaces, scripted agents, event collection. */
import { mkdtemp, realpath, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach } from 'vitest';
import { ScriptedModelClient, type ModelRequest, type ModelUsage, type Script, type ScriptEntry } from '../../../src/lib/llm/index.js';
import {
  builtinTools,
  Runner,
  type Agent,
  type RunConfig,
  type RunEvent,
  type RunHandle,
  type RunResult,
  type Tool,
} from '../../../src/lib/runtime/index.js';

const cleanups: Array<() => Promise<void>> = [];

afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()?.();
});

/** A fresh real directory removed after the test. */
export async function tempDir(prefix = 'vv-runtime-'): Promise<string> {
  const dir = await realpath(await mkdtemp(path.join(tmpdir(), prefix)));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

export function scriptedAgent(turns: readonly ScriptEntry[], options: { tools?: readonly Tool[]; repeat?: boolean } = {}): Agent {
  const script: Script = { turns, ...(options.repeat !== undefined ? { repeat: options.repeat } : {}) };
  return {
    name: 'test-agent',
    instructions: 'You are a test agent.',
    tools: options.tools ?? builtinTools(),
    model: new ScriptedModelClient({ script }),
  };
}

/** Records every request the scripted model receives, through the script's own function entries. */
export function recordingTurns(turns: readonly ScriptEntry[], received: ModelRequest[]): ScriptEntry[] {
  return turns.map((turn) => (request: ModelRequest) => {
    received.push(request);
    return typeof turn === 'function' ? turn(request) : turn;
  });
}

export interface Collected {
  readonly events: RunEvent[];
  readonly result: RunResult;
}

export async function collect(handle: RunHandle, onEvent?: (event: RunEvent) => void): Promise<Collected> {
  const events: RunEvent[] = [];
  for await (const event of handle.events()) {
    events.push(event);
    onEvent?.(event);
  }
  return { events, result: await handle.result() };
}

export async function run(agent: Agent, input: string, config: RunConfig, onEvent?: (event: RunEvent, handle: RunHandle) => void): Promise<Collected> {
  const handle = Runner.start(agent, input, config);
  return collect(handle, onEvent === undefined ? undefined : (event) => onEvent(event, handle));
}

export function ofType<T extends RunEvent['type']>(events: readonly RunEvent[], type: T): Array<Extract<RunEvent, { type: T }>> {
  return events.filter((event): event is Extract<RunEvent, { type: T }> => event.type === type);
}

export function providerUsage(input: number, output: number, cached: number | null): ModelUsage {
  return {
    inputTokens: input,
    outputTokens: output,
    totalTokens: input + output,
    reasoningTokens: null,
    cacheReadTokens: cached,
    cacheWriteTokens: null,
    cacheStatus: cached === null ? 'accounting_missing' : 'provider_reported',
    providerUsage: {
      prompt_tokens: input,
      completion_tokens: output,
      total_tokens: input + output,
      ...(cached === null ? {} : { prompt_tokens_details: { cached_tokens: cached } }),
    },
  };
}

export const finish = (message: string): ScriptEntry => ({ steps: [{ type: 'tool_call', name: 'task_finish', arguments: { message } }] });

export const call = (name: string, args: Readonly<Record<string, unknown>> | string, id?: string): ScriptEntry => ({
  steps: [{ type: 'tool_call', name, arguments: args, ...(id !== undefined ? { id } : {}) }],
});
