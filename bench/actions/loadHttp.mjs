// HTTP load generator, run in its own process so that it never shares an event loop with the
// server it measures: an undici Pool with N keep-alive connections, each with one request in
// flight, POSTing {"a":1,"b":2} for a warm-up and then for a fixed time. Prints one JSON line:
// {"calls": n, "seconds": s, "rate": n/s, "warmupCalls": w, "clientCpuUsPerCall": c} (c: this process's CPU per timed call). Every answer is checked (status 200, result 3).
// Usage: node bench/actions/loadHttp.mjs URL [connections=16] [seconds=3] [warmupSeconds=1]
import { Pool } from 'undici';

const [url, connections = '16', seconds = '3', warmup = '1'] = process.argv.slice(2);
const target = new URL(url);
const pool = new Pool(target.origin, { connections: Number(connections), pipelining: 1 });
const body = JSON.stringify({ a: 1, b: 2 });
const headers = { 'content-type': 'application/json' };

async function call() {
  const res = await pool.request({ path: `${target.pathname}`, method: 'POST', body, headers });
  const text = await res.body.text();
  if (res.statusCode !== 200 || JSON.parse(text).result !== 3) throw new Error(`unexpected answer ${res.statusCode} ${text}`);
}

async function runFor(ms) {
  let calls = 0;
  const end = performance.now() + ms;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: Number(connections) }, async () => {
      while (performance.now() < end) {
        await call();
        calls++;
      }
    }),
  );
  return { calls, seconds: (performance.now() - t0) / 1000 };
}

const warm = await runFor(Number(warmup) * 1000);
process.stdout.write('timed\n'); // the driver samples the server's CPU time here
const cpu0 = process.cpuUsage();
const { calls, seconds: elapsed } = await runFor(Number(seconds) * 1000);
const cpu = process.cpuUsage(cpu0);
await pool.close();
process.stdout.write(`${JSON.stringify({ calls, seconds: elapsed, rate: calls / elapsed, warmupCalls: warm.calls, clientCpuUsPerCall: (cpu.user + cpu.system) / calls })}\n`);
