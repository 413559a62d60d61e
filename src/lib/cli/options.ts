import { UsageError } from '../shared/errors.js';
import { MAX_TIMER_MS } from '../shared/timerLimit.js';

/** `--timeout-seconds` as given: a number (NaN when not numeric), checked by prepareAppServer. */
export function parseTimeoutSeconds(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  return value.trim() === '' ? Number.NaN : Number(value);
}

/**
 * The App Server's approval timeout in ms: `--approval-timeout-seconds` (a number greater than 0
 * that a timer can wait, else a usage error), else VV_AGENT_APPROVAL_TIMEOUT_MS when it is one (kept for tests and
 * embedders), else undefined: the server's default (30 s).
 */
export function approvalTimeoutMs(seconds: string | undefined, env: Readonly<Record<string, string | undefined>> = process.env): number | undefined {
  const parsed = parseTimeoutSeconds(seconds);
  if (parsed !== undefined) {
    if (!(Number.isFinite(parsed) && parsed > 0)) throw new UsageError('--approval-timeout-seconds must be a number greater than 0', 'approval_timeout_invalid');
    const ms = Math.max(1, Math.round(parsed * 1000));
    if (ms > MAX_TIMER_MS) {
      throw new UsageError(`--approval-timeout-seconds must be at most ${Math.floor(MAX_TIMER_MS / 1000)} (about 24 days)`, 'approval_timeout_invalid');
    }
    return ms;
  }
  const fromEnv = Number(env['VV_AGENT_APPROVAL_TIMEOUT_MS']);
  return Number.isFinite(fromEnv) && fromEnv > 0 && fromEnv <= MAX_TIMER_MS ? fromEnv : undefined;
}
