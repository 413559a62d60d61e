import { VvAgentError } from '../shared/errors.js';

export interface ErrorDetail {
  readonly field: string;
  readonly message: string;
}

/**
 * An error that crosses HTTP as `{"error": {"code", "message", "details"?}}` with its status. Route
 * handlers throw it; the server's one error handler writes it (and maps everything else to 500).
 */
export class HttpError extends VvAgentError {
  constructor(
    readonly status: number,
    code: string,
    message: string,
    readonly details?: readonly ErrorDetail[],
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(code, message, 'runtime');
  }

  body(): { error: { code: string; message: string; details?: ErrorDetail[] } } {
    return { error: { code: this.code, message: this.message, ...(this.details && this.details.length > 0 ? { details: [...this.details] } : {}) } };
  }
}
