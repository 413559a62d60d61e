// The baselines of `npm run bench:queue`: a consumer written directly on the broker client, doing
// only what the wire format needs (no auth, no validation, no cache). Run as a child process, like
// `agent serve`: `node bareServers.mjs redis|rabbitmq URL TOPIC`.
import { createClient } from '@redis/client';
import amqp from 'amqplib';

const [kind, url, topic] = process.argv.slice(2);
const CONCURRENCY = 16;

if (kind === 'redis') {
  const client = createClient({ url });
  await client.connect();
  const reader = client.duplicate();
  await reader.connect();
  try {
    await client.xGroupCreate(topic, 'bare', '$', { MKSTREAM: true });
  } catch {
    // The group exists already (BUSYGROUP).
  }
  process.stdout.write('ready\n');
  for (;;) {
    const result = await reader.xReadGroup('bare', 'bare-1', { key: topic, id: '>' }, { COUNT: CONCURRENCY, BLOCK: 1000 });
    for (const entry of result?.[0]?.messages ?? []) {
      const headers = JSON.parse(entry.message.headers);
      const { a, b } = JSON.parse(entry.message.payload);
      const payload = JSON.stringify({ status: 'success', result: { result: a + b } });
      void client
        .xAdd(headers.reply_to, '*', { correlation_id: headers.correlation_id ?? entry.message.message_id, action: 'bench.add', payload })
        .then(() => client.xAck(topic, 'bare', entry.id));
    }
  }
} else {
  const connection = await amqp.connect(url);
  const channel = await connection.createChannel();
  await channel.assertQueue(topic, { durable: true });
  await channel.prefetch(CONCURRENCY);
  await channel.consume(topic, (message) => {
    const { a, b } = JSON.parse(message.content.toString());
    const body = Buffer.from(JSON.stringify({ status: 'success', result: { result: a + b } }));
    channel.sendToQueue(message.properties.replyTo, body, { correlationId: message.properties.correlationId, headers: { action: 'bench.add' } });
    channel.ack(message);
  });
  process.stdout.write('ready\n');
}
