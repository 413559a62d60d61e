import { UsageError } from '../../shared/errors.js';
import type { QueueProvider } from './QueueProvider.js';
import { RabbitMqProvider } from './RabbitMqProvider.js';
import { RedisStreamsProvider } from './RedisStreamsProvider.js';

/**
 * A disconnected queue provider for a broker URL (`[queue] url`, `agent serve --queue`):
 * `redis://` / `rediss://` -> Redis Streams, `amqp://` / `amqps://` -> RabbitMQ. The broker's client
 * library loads on `connect()`.
 */
export function createQueue(url: string): QueueProvider {
  let scheme: string;
  try {
    scheme = new URL(url).protocol;
  } catch {
    throw new UsageError(`queue URL ${JSON.stringify(url)} is not a URL (expected redis://host:port or amqp://user:pass@host:port)`, 'queue_url_invalid');
  }
  switch (scheme) {
    case 'redis:':
    case 'rediss:':
      return new RedisStreamsProvider(url);
    case 'amqp:':
    case 'amqps:':
      return new RabbitMqProvider(url);
    default:
      throw new UsageError(`queue URL scheme ${scheme} is not supported (redis://, rediss://, amqp://, amqps://)`, 'queue_url_invalid');
  }
}
