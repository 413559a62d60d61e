import { VvAgentError, type ErrorCategory } from '../../shared/errors.js';

/**
 * Stable codes of the thread store. Open-time codes are configuration problems (the user points
 * the server at a file it cannot use); the others are runtime misuse or a damaged store.
 */
export type ThreadStoreErrorCode =
  | 'store_version_unsupported'
  | 'store_unreadable'
  | 'store_open_failed'
  | 'state_dir_invalid'
  | 'state_dir_locked'
  | 'store_closed'
  | 'store_corrupt'
  | 'store_failed'
  | 'thread_not_found'
  | 'turn_not_found'
  | 'turn_already_active'
  | 'item_conflict'
  | 'invalid_status';

const OPEN_TIME_CODES: ReadonlySet<ThreadStoreErrorCode> = new Set<ThreadStoreErrorCode>([
  'store_version_unsupported',
  'store_unreadable',
  'store_open_failed',
  'state_dir_invalid',
  'state_dir_locked',
]);

export class ThreadStoreError extends VvAgentError {
  declare readonly code: ThreadStoreErrorCode;

  constructor(code: ThreadStoreErrorCode, message: string, options?: { cause?: unknown }) {
    const category: ErrorCategory = OPEN_TIME_CODES.has(code) ? 'config' : 'runtime';
    super(code, message, category, options);
  }
}
