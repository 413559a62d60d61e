import { Args, Command, Flags } from '@oclif/core';

export default class QueueRequest extends Command {
  static override summary = 'Send one request to an agent over a queue and print its final reply.';
  static override description = [
    'Publishes PAYLOAD to TOPIC (Redis Streams or RabbitMQ, by the URL scheme) with a reply_to of its own, waits for the final reply (attempt notices with retryable=true are skipped) and prints the reply envelope as one JSON line on stdout: {"status":"success","result":...} or {"status":"error","error":{...}}.',
    'Exit codes: 0 on success; 1 on a final error reply or when no final reply arrives within --timeout-seconds; 2 on a usage error (bad JSON, bad --header).',
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
    header: Flags.string({ description: 'A request header K=V (e.g. "Authorization=Bearer TOKEN"). Repeatable.', multiple: true }),
    'reply-to': Flags.string({ description: 'Reply destination (default: a private one); needed when the agent only accepts the one your token names.' }),
  };

  async run(): Promise<void> {
    const { args, flags } = await this.parse(QueueRequest);
    const { requestFromCli, QueueErrorReply } = await import('../../lib/actions/queue/requestFromCli.js');
    try {
      const reply = await requestFromCli({
        topic: args.topic,
        payload: flags.payload,
        timeoutSeconds: flags['timeout-seconds'],
        headers: flags.header ?? [],
        ...(flags.queue === undefined ? {} : { queue: flags.queue }),
        ...(flags['message-id'] === undefined ? {} : { messageId: flags['message-id'] }),
        ...(flags['correlation-id'] === undefined ? {} : { correlationId: flags['correlation-id'] }),
        ...(flags['reply-to'] === undefined ? {} : { replyTo: flags['reply-to'] }),
      });
      process.stdout.write(`${JSON.stringify(reply)}\n`);
    } catch (error) {
      if (error instanceof QueueErrorReply) process.stdout.write(`${JSON.stringify(error.reply)}\n`);
      throw error;
    }
  }
}
