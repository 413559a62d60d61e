import type { ModelClient } from '../llm/index.js';
import type { Tool } from './tools/tool.js';

/** What runs: a model, its system instructions, and the tools it may call (names must be unique). */
export interface Agent {
  readonly name: string;
  readonly instructions: string;
  readonly tools: readonly Tool[];
  readonly model: ModelClient;
  /** Passed to every model call; absent lets the provider choose. */
  readonly maxOutputTokens?: number;
  /**
   * Tools that may not be known yet when a run starts (MCP servers still connecting): called once
   * per run and awaited inside it, after `run_started` and before the first model call, so that
   * `Runner.start` still returns at once and the run can be cancelled while it waits. They join
   * `tools` for the whole run; a name clash (`invalid_config`) or a rejection fails the run.
   */
  readonly deferredTools?: () => Promise<readonly Tool[]>;
}

/** Why `tools` cannot be one agent's: two share a name, so a call could not say which it means. */
export function toolNameClash(agentName: string, tools: readonly Tool[]): string | undefined {
  const names = new Set<string>();
  for (const tool of tools) {
    if (names.has(tool.name)) return `agent ${agentName} has two tools named ${tool.name}`;
    names.add(tool.name);
  }
  return undefined;
}
