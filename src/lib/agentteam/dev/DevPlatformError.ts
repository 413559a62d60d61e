import { VvAgentError, type ErrorCategory, type ErrorDetail } from '../../shared/errors.js';

/**
 * The category of every error code the local platform raises: the contract's families (401
 * authentication, 403 authorization, 404, 409 lease/state/idempotency, 400 validation) plus the
 * admin API's own (`name_taken`, `app_not_ready`). `lib/http` turns categories into statuses; 405
 * and 429 are raised as HttpErrors by the route layer.
 */
export const DEV_ERROR_CATEGORY = {
  invalid_token: 'unauthenticated',
  token_expired: 'unauthenticated',
  token_disabled: 'unauthenticated',
  not_permitted: 'forbidden',
  target_not_allowed: 'forbidden',
  not_found: 'not_found',
  delivery_not_found: 'not_found',
  installation_not_found: 'not_found',
  attempt_not_current: 'conflict',
  lease_expired: 'conflict',
  delivery_terminal: 'conflict',
  delivery_canceled: 'conflict',
  idempotency_conflict: 'conflict',
  credential_already_claimed: 'conflict',
  credential_not_ready: 'conflict',
  app_not_ready: 'conflict',
  name_taken: 'conflict',
  validation_failed: 'usage',
} as const satisfies Record<string, ErrorCategory>;

export type DevErrorCode = keyof typeof DEV_ERROR_CATEGORY;

/** An error of the local AgentTeam platform with a stable code; the HTTP layer maps its category. */
export class DevPlatformError extends VvAgentError<DevErrorCode> {
  constructor(code: DevErrorCode, message: string, details?: readonly ErrorDetail[]) {
    super(code, message, DEV_ERROR_CATEGORY[code], details === undefined ? undefined : { details });
  }
}

/** A 400 validation_failed naming the offending field by its JSON pointer. */
export function invalid(field: string, message: string): DevPlatformError {
  return new DevPlatformError('validation_failed', message, [{ field, message }]);
}
