/**
 * The longest wait a Node timer holds: 2^31 - 1 ms (about 24.8 days). A longer setTimeout fires
 * after 1 ms with a TimeoutOverflowWarning, so a "long" timeout would expire at once.
 */
export const MAX_TIMER_MS = 2 ** 31 - 1;
