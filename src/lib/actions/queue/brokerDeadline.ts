import { VvAgentError } from '../../shared/errors.js';

/**
 * The broker did not answer in time. Providers reconnect forever (a broker restart must not end
 * consumers), so every first contact with a broker is bounded by one of these deadlines: the
 * agent's `agent.queue_startup_timeout`, a caller's request timeout.
 */
export class QueueStartupError extends VvAgentError {
  constructor(message: string, code: 'queue_startup_timeout' | 'queue_unreachable' = 'queue_startup_timeout') {
    super(code, message, 'unavailable');
  }
}

/** The broker answered but refused the credentials of the URL: retrying cannot help. */
export class QueueAuthRefusedError extends VvAgentError {
  constructor(url: string, options: { cause?: unknown } = {}) {
    super('queue_auth_refused', `queue: the broker at ${displayBrokerUrl(url)} refused the credentials`, 'unauthenticated', options);
  }
}

/** A broker URL as messages show it: the password never appears. */
export function displayBrokerUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password !== '') parsed.password = '***';
    return parsed.toString().replace(/\/$/, '');
  } catch {
    return '(invalid URL)';
  }
}
