// The queue transport of actions (contract §7): providers, the consumer runtime, the caller side.
// Broker clients (@redis/client, amqplib) load on connect(), never on import.
export type { QueueProvider, QueueMessage, QueueReplyMessage, QueueReply, QueueDeadLetterError, Delivery, SubscribeOptions, Subscription, ReplySubscription } from './QueueProvider.js';
export { createQueue } from './createQueue.js';
export { QueueClient, QueueTimeoutError, type QueueRequestOptions, type QueueSendOptions, type QueueClientOptions } from './QueueClient.js';
export { QueueRuntime, type QueueRuntimeOptions } from './QueueRuntime.js';
export { QueueStartupError, QueueAuthRefusedError } from './brokerDeadline.js';
export { replyToClaimGuard, type QueueReplyGuard } from './replyGuard.js';
export { RedisStreamsProvider, type RedisStreamsProviderOptions } from './RedisStreamsProvider.js';
export { RabbitMqProvider } from './RabbitMqProvider.js';
