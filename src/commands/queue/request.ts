import { Args, Command, Flags } from '@oclif/core';
import type { QueueReply } from '../../lib/actions/queue/index.js';
import { UsageError, VvAgentError } from '../../lib/shared/errors.js';

export default class QueueRequest extends Command {
  static override summary = 'Send one request to an agent over a queue and print its final reply.';
  static override description = [
    'Publishes PAYLOAD to TOPIC (Redis Streams or RabbitMQ, by the URL scheme) with a reply_to of its own, waits for the final reply (attempt notices with retryable=true are skipped) and prints the reply envelope as one JSON line on stdout: {"status":"success","result":...} or {"status":"error","error":{...}}.',
    'Exit codes: 0 on success; 1 on a final error reply or when no final reply arrives within --timeout-seconds (connecting to the broker counts against it; refused credentials fail at once); 2 on a usage error (bad JSON, bad --header).',
    'Broker: --queue, else [queue] url of ./config.ini (or VV_AGENT__QUEUE__URL), else redis://127.0.0.1:6379.',
  ].join('\n');
  static override examples = [
    `<%= config.bin %> queue request calculator.requests --payload '{"a":1,"b":2}'`,
    `<%= config.bin %> queue request calculator.requests --payload '{"a":1,"b":2}' --queue amqp://guest:guest@127.0.0.1:5672 --header "Authorization=Bearer $TOKEN" --reply-to my.replies`,
  ];
  static override args = {
    topic: Args.string({ description: 'The request topic (the action\'s queue.listen).', required: true }),
  };
  static override flags = {
    payload: Flags.string({ description: 'The request payload (JSON).', required: true }),
    queue: Flags.string({ description: 'Broker URL: redis://host:port or amqp://user:pass@host:port.' }),
    'timeout-seconds': Flags.integer({ description: 'Give up (exit 1) when no final reply arrived by then.', default: 30, min: 1 }),
    'message-id': Flags.string({ description: 'The message id (default: a random UUID); reuse it to retry idempotently.' }),
    'correlation-id': Flags.string({ description: 'The correlation id (default: the message id).' }),
    // One value per --header: a greedy flag would take the TOPIC typed after it as a second header.
    header: Flags.string({ description: 'A request header K=V (e.g. "Authorization=Bearer TOKEN"). Repeatable.', multiple: true, multipleNonGreedy: true }),
    'reply-to': Flags.string({ description: 'Reply destination (default: a private one, derived from --message-id when given so that a retry is the same request); needed when the agent only accepts the one your token names.' }),
  };

  async run(): Promise<void> {
    const { args, flags } = await this.parse(QueueRequest);
    const payload = parsePayload(flags.payload);
    const headers = parseHeaders(flags.header ?? []);
    const { QueueClient } = await import('../../lib/actions/queue/index.js');
    const { loadAgentConfig } = await import('../../lib/actions/loadAgentConfig.js');
    const url = flags.queue ?? (loadAgentConfig().queue.url || 'redis://127.0.0.1:6379');
    const client = new QueueClient(url, flags['reply-to'] === undefined ? {} : { replyTo: flags['reply-to'] });
    let reply: QueueReply;
    try {
      reply = await client.request(args.topic, payload, {
        timeoutMs: flags['timeout-seconds'] * 1000,
        headers,
        ...(flags['message-id'] === undefined ? {} : { messageId: flags['message-id'] }),
        ...(flags['correlation-id'] === undefined ? {} : { correlationId: flags['correlation-id'] }),
      });
    } finally {
      await client.close();
    }
    // The envelope is printed either way; a final error reply also exits 1 with one stderr line.
    process.stdout.write(`${JSON.stringify(reply)}\n`);
    if (reply.status === 'error') {
      const { code, status_code: status, message } = reply.error;
      throw new VvAgentError(code, `${code} (${status})${message ? `: ${message}` : ''}`, 'runtime');
    }
  }
}

function parsePayload(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new UsageError(`--payload is not JSON: ${text}`);
  }
}

/** `--header K=V`, each. */
function parseHeaders(values: readonly string[]): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const header of values) {
    const at = header.indexOf('=');
    if (at <= 0) throw new UsageError(`--header ${JSON.stringify(header)}: expected K=V`);
    headers[header.slice(0, at)] = header.slice(at + 1);
  }
  return headers;
}
