import { UsageError, VvAgentError } from '../../shared/errors.js';
import { loadAgentConfig } from '../loadAgentConfig.js';
import { QueueClient } from './QueueClient.js';
import type { QueueReply } from './QueueProvider.js';

export interface CliQueueRequest {
  readonly topic: string;
  /** JSON text. */
  readonly payload: string;
  /** Broker URL; default `[queue] url` of ./config.ini (or VV_AGENT__QUEUE__URL), else redis://127.0.0.1:6379. */
  readonly queue?: string;
  readonly timeoutSeconds: number;
  readonly messageId?: string;
  readonly correlationId?: string;
  /** `K=V` each. */
  readonly headers: readonly string[];
  readonly replyTo?: string;
}

/** A final error reply: exit 1, with the envelope still printed. */
export class QueueErrorReply extends VvAgentError {
  constructor(readonly reply: Extract<QueueReply, { status: 'error' }>) {
    const { code, status_code: status, message } = reply.error;
    super(code, `${code} (${status})${message ? `: ${message}` : ''}`, 'runtime');
  }
}

/**
 * `vv-agent queue request` as a library call: parses the flags' values (usage errors exit 2),
 * sends one request with `QueueClient` and returns the final reply envelope; a final error reply
 * throws `QueueErrorReply` (exit 1), a deadline `QueueTimeoutError` (exit 1).
 */
export async function requestFromCli(request: CliQueueRequest): Promise<QueueReply> {
  let payload: unknown;
  try {
    payload = JSON.parse(request.payload);
  } catch {
    throw new UsageError(`--payload is not JSON: ${request.payload}`);
  }
  const headers: Record<string, string> = {};
  for (const header of request.headers) {
    const at = header.indexOf('=');
    if (at <= 0) throw new UsageError(`--header ${JSON.stringify(header)}: expected K=V`);
    headers[header.slice(0, at)] = header.slice(at + 1);
  }
  const url = request.queue ?? (loadAgentConfig().queue.url || 'redis://127.0.0.1:6379');
  const client = new QueueClient(url, request.replyTo === undefined ? {} : { replyTo: request.replyTo });
  try {
    const reply = await client.request(request.topic, payload, {
      timeoutMs: request.timeoutSeconds * 1000,
      headers,
      ...(request.messageId === undefined ? {} : { messageId: request.messageId }),
      ...(request.correlationId === undefined ? {} : { correlationId: request.correlationId }),
    });
    if (reply.status === 'error') throw new QueueErrorReply(reply);
    return reply;
  } finally {
    await client.close();
  }
}
