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
}
