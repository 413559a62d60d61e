/**
 * The one error class of the LLM layer. `code` is stable and is what callers (runtime, CLI, App
 * Server) branch on and map to their own wire codes; the message is for humans and names the
 * file, backend or model at fault. Messages never contain an API key: constructors here only
 * receive names, paths and provider error texts, and provider texts go through `redactSecrets`.
 */

import { VvAgentError } from '../shared/errors.js';

export type LlmErrorCode =
  | 'settings_not_found'
  | 'settings_invalid'
  | 'unknown_backend'
  | 'unknown_model'
  | 'missing_api_key'
  | 'http_error'
  | 'rate_limited'
  | 'timeout'
  | 'network'
  | 'stream_error'
  | 'cancelled';

export interface LlmErrorOptions {
  /** True when the same request may succeed if sent again (429, 5xx, network, timeout). */
  readonly retryable?: boolean;
  /** HTTP status of the provider response, when there was one. */
  readonly status?: number;
  readonly cause?: unknown;
}

/** Codes that mean the settings or the requested model are wrong: the user's configuration to fix. */
const CONFIG_CODES: ReadonlySet<LlmErrorCode> = new Set(['settings_not_found', 'settings_invalid', 'unknown_backend', 'unknown_model', 'missing_api_key']);

export class LlmError extends VvAgentError {
  declare readonly code: LlmErrorCode;
  readonly retryable: boolean;
  readonly status: number | undefined;

  constructor(code: LlmErrorCode, message: string, options: LlmErrorOptions = {}) {
    super(code, message, CONFIG_CODES.has(code) ? 'config' : 'runtime', options.cause === undefined ? undefined : { cause: options.cause });
    this.retryable = options.retryable ?? false;
    this.status = options.status;
  }
}

export function isLlmError(value: unknown): value is LlmError {
  return value instanceof LlmError;
}
