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

/**
 * Settles with `work`, or rejects with `expired()` after `timeoutMs`. `work` keeps running: the
 * caller stops it (closes the provider), which is what ends a provider's reconnect loop.
 */
export async function withinBrokerDeadline<T>(work: Promise<T>, timeoutMs: number, expired: () => Error): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(expired()), timeoutMs);
  });
  try {
    return await Promise.race([work, deadline]);
  } catch (error) {
    work.catch(() => undefined); // settles after the deadline: nobody is listening any more
    throw error;
  } finally {
    clearTimeout(timer);
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
