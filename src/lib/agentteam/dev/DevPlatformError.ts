import { VvAgentError } from '../../shared/errors.js';

export interface DevErrorDetail {
  readonly field: string;
  readonly message: string;
}

/**
 * HTTP status of every error code the local platform raises: the contract's families (401
 * authentication, 403 authorization, 404, 409 lease/state/idempotency, 400 validation, 405, 429)
 * plus the admin API's own (`name_taken`, `app_not_ready`). The one place codes meet statuses.
 */
export const DEV_ERROR_STATUS = {
  invalid_token: 401,
  token_expired: 401,
  token_disabled: 401,
  not_permitted: 403,
  target_not_allowed: 403,
  not_found: 404,
  delivery_not_found: 404,
  installation_not_found: 404,
  attempt_not_current: 409,
  lease_expired: 409,
  delivery_terminal: 409,
  delivery_canceled: 409,
  idempotency_conflict: 409,
  credential_already_claimed: 409,
  credential_not_ready: 409,
  app_not_ready: 409,
  name_taken: 409,
  validation_failed: 400,
  method_not_allowed: 405,
  rate_limited: 429,
} as const;

export type DevErrorCode = keyof typeof DEV_ERROR_STATUS;

/** An error of the local AgentTeam platform with a stable code; the HTTP layer maps it to a status. */
export class DevPlatformError extends VvAgentError {
  override readonly code: DevErrorCode;

  constructor(
    code: DevErrorCode,
    message: string,
    readonly details?: readonly DevErrorDetail[],
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(code, message, 'runtime');
    this.code = code;
  }

  get status(): number {
    return DEV_ERROR_STATUS[this.code];
  }
}

/** A 400 validation_failed naming the offending field by its JSON pointer. */
export function invalid(field: string, message: string): DevPlatformError {
  return new DevPlatformError('validation_failed', message, [{ field, message }]);
}
