// HTTP load generator, run in its own process so that it never shares an event loop with the
// server it measures: an undici Pool with N keep-alive connections, each with one request in
// flight, POSTing {"a":1,"b":2} for a warm-up and then for a fixed time (loadLoop.mjs, which prints
// the report). Every answer is checked (status 200, result 3).
// Usage: node bench/actions/loadHttp.mjs URL [connections=16] [seconds=3] [warmupSeconds=1]
import { Pool } from 'undici';
import { measure } from './loadLoop.mjs';

const [url, connections = '16', seconds = '3', warmup = '1'] = process.argv.slice(2);
const target = new URL(url);
const pool = new Pool(target.origin, { connections: Number(connections), pipelining: 1 });
const body = JSON.stringify({ a: 1, b: 2 });
const headers = { 'content-type': 'application/json' };

async function call() {
  const res = await pool.request({ path: target.pathname, method: 'POST', body, headers });
  const text = await res.body.text();
  if (res.statusCode !== 200 || JSON.parse(text).result !== 3) throw new Error(`unexpected answer ${res.statusCode} ${text}`);
}

const report = await measure(Array.from({ length: Number(connections) }, () => call), Number(seconds), Number(warmup));
await pool.close();
process.stdout.write(`${JSON.stringify(report)}\n`);
