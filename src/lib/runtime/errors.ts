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
  | 'event_store_closed';

export class RuntimeError extends Error {
  override readonly name = 'RuntimeError';
  readonly code: RuntimeErrorCode;

  constructor(code: RuntimeErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.code = code;
  }
}

export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  return String(error);
}
