import type { ErrorCategory } from '../shared/errors.js';

/**
 * The one place error categories meet HTTP statuses. Config and runtime failures are the server's
 * fault (500); everything else says what the caller got wrong or when to come back.
 */
export const HTTP_STATUS_BY_CATEGORY: Readonly<Record<ErrorCategory, number>> = {
  usage: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  rate_limited: 429,
  config: 500,
  runtime: 500,
  unavailable: 503,
};

/** The reverse, for errors raised with an explicit status: any other 4xx is the caller's mistake. */
export function categoryOfHttpStatus(status: number): ErrorCategory {
  for (const [category, mapped] of Object.entries(HTTP_STATUS_BY_CATEGORY) as Array<[ErrorCategory, number]>) {
    if (mapped === status && mapped !== 500) return category;
  }
  return status >= 400 && status < 500 ? 'usage' : 'runtime';
}
