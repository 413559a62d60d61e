import { VvAgentError, type ErrorCategory } from '../shared/errors.js';

/**
 * The one error class of the runtime's own API (misuse of a handle, a corrupt event store). Tool
 * failures are not thrown at callers: they become failed tool results with a `ToolErrorCode`
 * (see tools/toolError.ts), and run failures become a `RunResult` with status `failed`.
 */
export type RuntimeErrorCode =
  | 'invalid_config'
  | 'events_already_consumed'
  | 'events_unavailable'
  | 'event_store_corrupt'
  | 'event_store_closed'
  | 'event_store_unsupported';

/** Misusing the API is the caller's mistake; a broken event store is not. */
const CALLER_MISTAKES: ReadonlySet<RuntimeErrorCode> = new Set<RuntimeErrorCode>(['invalid_config', 'events_already_consumed']);

export class RuntimeError extends VvAgentError<RuntimeErrorCode> {
  constructor(code: RuntimeErrorCode, message: string, options?: { cause?: unknown }) {
    const category: ErrorCategory = CALLER_MISTAKES.has(code) ? 'usage' : 'runtime';
    super(code, message, category, options);
  }
}

export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  return String(error);
}
