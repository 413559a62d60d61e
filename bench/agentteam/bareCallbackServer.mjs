// P6's floor: the simplest honest callback receiver doing the same work as the echo App's
// callback server, on a bare fastify route: verify the HMAC over the raw bytes (and the time
// window), answer 202, then POST the reply and POST the ack to the Runtime API with undici.
// Env: BENCH_SECRET, BENCH_API_URL. Prints "listening on URL" on stderr.
import { createHmac, timingSafeEqual } from 'node:crypto';
import Fastify from 'fastify';
import { request } from 'undici';

const secret = process.env.BENCH_SECRET;
const api = `${process.env.BENCH_API_URL}/api/v1/workspaces/w_bench/app-runtime/deliveries`;
if (!secret || !process.env.BENCH_API_URL) throw new Error('BENCH_SECRET and BENCH_API_URL are required');

async function post(url, token, body) {
  const res = await request(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  const answer = await res.body.json();
  if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode}`);
  return answer;
}

async function work(envelope) {
  const { text, mentions } = envelope.payload.message;
  const command = [...text].slice(mentions[0].range.end).join('').trim();
  const url = `${api}/${encodeURIComponent(envelope.delivery_id)}`;
  await post(`${url}/reply`, envelope.delivery_token, {
    attemptId: envelope.attempt_id,
    content: command.replace(/^echo\s+/, ''),
    idempotencyKey: `echo:${envelope.delivery_id}:reply-1`,
  });
  await post(`${url}/ack`, envelope.delivery_token, { attemptId: envelope.attempt_id, result: { status: 'success', replies: 1 } });
}

const app = Fastify({ logger: false });
app.removeAllContentTypeParsers();
app.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
app.post('/events', async (req, reply) => {
  const header = String(req.headers['agentteam-signature'] ?? '');
  const t = /(?:^|,)t=(\d+)/.exec(header)?.[1];
  const v1 = /(?:^|,)v1=([0-9a-f]{64})/.exec(header)?.[1];
  if (t === undefined || v1 === undefined || Math.abs(Date.now() / 1000 - Number(t)) > 300) return reply.status(401).send({ error: { code: 'invalid_signature' } });
  const expected = createHmac('sha256', secret).update(`${t}.`).update(req.body).digest();
  if (!timingSafeEqual(Buffer.from(v1, 'hex'), expected)) return reply.status(401).send({ error: { code: 'invalid_signature' } });
  const envelope = JSON.parse(req.body.toString('utf8'));
  work(envelope).catch((error) => process.stderr.write(`delivery ${envelope.delivery_id} not handled: ${error.message}\n`));
  return reply.status(202).send({ received: true });
});
const url = await app.listen({ host: '127.0.0.1', port: 0 });
process.stderr.write(`listening on ${url}\n`);
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => void app.close().then(() => process.exit(0)));
