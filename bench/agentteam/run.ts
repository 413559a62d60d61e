// Signed deliveries per second through the echo callback server (full contract verification,
// dedupe, 2xx, then reply + ack through the Runtime API) beside a bare fastify route that only
// verifies the same HMAC, measured in one run over loopback with the same client.
// Usage: npx tsx bench/agentteam/run.ts [deliveries]
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { request } from 'undici';
import { AgentTeamRuntimeClient, echoApp, signCallback, startCallbackServer } from '../../src/lib/agentteam/index.js';

const total = Number(process.argv[2] ?? 4000);
const concurrency = 16;
const secret = 'whsec_bench_secret';

// A minimal Runtime API: answers reply and ack at once, counting them.
let acks = 0;
const api = createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    const action = req.url?.split('/').at(-1);
    const deliveryId = req.url?.split('/').at(-2);
    if (action === 'ack') acks++;
    const body = action === 'reply'
      ? { effectId: 'e', messageId: 'm', deliveryId, attemptId: 'a', idempotencyKey: 'k', createdAt: new Date().toISOString() }
      : { deliveryId, attemptId: 'a', status: 'completed' };
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
});
await new Promise<void>((r) => api.listen(0, '127.0.0.1', r));
const apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;

function envelope(run: string, i: number): Record<string, unknown> {
  return {
    envelope_id: `env_${run}_${i}`, delivery_id: `del_${run}_${i}`, attempt_id: `att_${run}_${i}`, event_type: 'agentteam.message.mention', delivery_token: `dtok_${run}_${i}`,
    issued_at: new Date().toISOString(),
    payload: { app: { service_member_id: 'svcmem_1' }, message: { id: `msg_${i}`, text: '@echo echo hi', mentions: [{ type: 'service', service_member_id: 'svcmem_1', range: { start: 0, end: 5 } }] } },
  };
}

/** Pre-signed requests, unique per run (a repeated attempt would take the duplicate path). */
function requests(run: string): Array<{ body: string; headers: Record<string, string> }> {
  const t = Math.floor(Date.now() / 1000);
  return Array.from({ length: total }, (_, i) => {
    const e = envelope(run, i);
    const body = JSON.stringify(e);
    return {
      body,
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${String(e['delivery_token'])}`,
        'agentteam-signature': signCallback(secret, body, t),
        'agentteam-delivery-id': String(e['delivery_id']),
        'agentteam-attempt-id': String(e['attempt_id']),
        'agentteam-event-type': String(e['event_type']),
      },
    };
  });
}

async function drive(url: string, run: string): Promise<number> {
  // Signed before the clock starts: signing is not what is measured.
  const batch = requests(run);
  let next = 0;
  const t0 = process.hrtime.bigint();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < batch.length) {
        const r = batch[next++]!;
        const res = await request(`${url}/events`, { method: 'POST', body: r.body, headers: r.headers });
        await res.body.dump();
        if (res.statusCode >= 300) throw new Error(`status ${res.statusCode}`);
      }
    }),
  );
  return total / (Number(process.hrtime.bigint() - t0) / 1e9);
}

// Baseline: fastify route with the same HMAC check and nothing else.
const bare = Fastify({ logger: false });
bare.removeAllContentTypeParsers();
bare.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
bare.post('/events', async (req, reply) => {
  const header = String(req.headers['agentteam-signature'] ?? '');
  const t = /t=(\d+)/.exec(header)?.[1] ?? '';
  const v1 = /v1=([0-9a-f]+)/.exec(header)?.[1] ?? '';
  const expected = createHmac('sha256', secret).update(`${t}.`).update(req.body as Buffer).digest();
  const given = Buffer.from(v1, 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return reply.status(401).send({ error: { code: 'invalid_signature' } });
  return reply.status(202).send({ received: true });
});
await bare.listen({ host: '127.0.0.1', port: 0 });
const bareUrl = `http://127.0.0.1:${(bare.server.address() as AddressInfo).port}`;

const client = new AgentTeamRuntimeClient({ baseUrl: apiUrl, workspaceId: 'w_bench' });
const echo = await startCallbackServer({ app: echoApp, signingSecret: secret, client, port: 0, log: () => undefined, maxQueued: total });

await drive(bareUrl, 'warm'); // warm-up both
await drive(echo.url, 'warm');
while (acks < total) await new Promise((r) => setTimeout(r, 20));
acks = 0;
const bareRate = await drive(bareUrl, 'run');
const echoRate = await drive(echo.url, 'run');
// Runtime API calls run after the 2xx: let them finish before closing.
const deadline = Date.now() + 60_000;
while (acks < total && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));

console.log(`signed deliveries over loopback, ${total} requests, ${concurrency} in flight`);
console.log(`bare fastify + HMAC     ${bareRate.toFixed(0).padStart(7)} req/s`);
console.log(`echo callback server    ${echoRate.toFixed(0).padStart(7)} req/s   -> ${(echoRate / bareRate).toFixed(2)}x bare (full verification, dedupe; ${acks} acked after the 2xx)`);
await echo.close(1000);
await client.close();
await bare.close();
api.close();
