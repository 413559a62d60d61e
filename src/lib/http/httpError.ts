import { VvAgentError, type ErrorDetail } from '../shared/errors.js';
import { categoryOfHttpStatus } from './httpStatus.js';

export type { ErrorDetail };

/**
 * An error that crosses HTTP as `{"error": {"code", "message", "details"?}}` with its status. Route
 * handlers throw it when the status is theirs to choose; any other VvAgentError is mapped by its
 * category (`toHttpError`).
 */
export class HttpError extends VvAgentError {
  constructor(
    readonly status: number,
    code: string,
    message: string,
    details?: readonly ErrorDetail[],
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(code, message, categoryOfHttpStatus(status), details === undefined ? undefined : { details });
  }

  body(): { error: { code: string; message: string; details?: ErrorDetail[] } } {
    return { error: { code: this.code, message: this.message, ...(this.details && this.details.length > 0 ? { details: [...this.details] } : {}) } };
  }
}
