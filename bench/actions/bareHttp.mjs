// The HTTP floor: the simplest fastify 5 program doing the same work as the agent's POST /v1/add —
// parse the JSON body, validate it with the same zod schema (400 on failure), run the same
// handler, answer the same JSON. Prints "http listening on URL" on stderr, like `agent serve`.
import Fastify from 'fastify';
import { add, AddInput } from './add.mjs';

const app = Fastify({ logger: false });
app.post('/v1/add', async (request, reply) => {
  const parsed = AddInput.safeParse(request.body);
  if (!parsed.success) return reply.status(400).send({ error: { code: 'validation_failed', message: 'invalid input' } });
  return add(parsed.data);
});
await app.listen({ host: '127.0.0.1', port: 0 });
process.stderr.write(`http listening on http://127.0.0.1:${app.server.address().port}\n`);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
