import { actionsHttp, actionsMcp } from '../actions/measure.js';
import { queueRow } from '../queue/measure.js';
import type { BenchRow } from '../lib/row.js';

/** The benchmarks of the actions framework (issue 9), as rows with that goals. */
export const rows: BenchRow[] = [
  { id: 'A1', what: 'HTTP action calls/s through agent serve (16 connections, undici, own process, 3 s windows), vs a bare fastify route with the same zod validation and handler', run: (ctx) => actionsHttp(ctx) },
  { id: 'A2', what: 'MCP tools/call/s over Streamable HTTP through agent serve (official client, 4 sessions x 4 in flight, 3 s windows), vs a bare MCP SDK v2 server with the same tool', run: (ctx) => actionsMcp(ctx) },
  { id: 'Q1', what: 'Redis request/reply round trips/s (3,000, 16 outstanding) through QueueClient + agent serve --queue, vs a bare @redis/client consumer and caller doing the same wire work', run: (ctx) => queueRow(ctx, 'redis') },
  { id: 'Q2', what: 'RabbitMQ request/reply round trips/s (3,000, 16 outstanding) through QueueClient + agent serve --queue, vs a bare amqplib consumer and caller doing the same wire work', run: (ctx) => queueRow(ctx, 'rabbitmq') },
];
