import { VvAgentError } from '../shared/errors.js';
import { HttpError } from './httpError.js';
import { HTTP_STATUS_BY_CATEGORY } from './httpStatus.js';

const INTERNAL = (): HttpError => new HttpError(500, 'internal_error', 'internal error');

/** A fastify error carries its own status (`statusCode`); anything else thrown is a bug: 500. */
function frameworkStatus(error: unknown): number {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 600 ? status : 500;
}

/**
 * The one place where thrown values become HTTP error bodies. A server-side failure says only
 * `internal_error`: its message may carry paths, SQL or a peer's answer, which stay in the log.
 */
export function toHttpError(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  if (error instanceof VvAgentError) {
    const status = HTTP_STATUS_BY_CATEGORY[error.category];
    if (status === 500) return INTERNAL();
    return new HttpError(status, String(error.code), error.message, error.details);
  }
  const fastifyCode = (error as { code?: unknown } | null)?.code;
  if (fastifyCode === 'FST_ERR_CTP_BODY_TOO_LARGE') return new HttpError(413, 'payload_too_large', 'request body is too large');
  if (fastifyCode === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return new HttpError(415, 'validation_failed', 'content type must be application/json');
  const status = frameworkStatus(error);
  if (status < 500) return new HttpError(status, 'validation_failed', error instanceof Error ? error.message : 'bad request');
  return INTERNAL();
}
