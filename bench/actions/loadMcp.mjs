// MCP load generator, in its own process: S sessions of the official client
// (@modelcontextprotocol/client over Streamable HTTP), each with C `tools/call` in flight, calling
// `add` {a:1, b:2} for a warm-up and then for a fixed time. Sessions are opened (initialize) before
// the clock starts. Prints one JSON line: {"calls": n, "seconds": s, "rate": n/s, "warmupCalls": w, "clientCpuUsPerCall": c} (c: this process's CPU per timed call). Every result is
// checked (not isError, structuredContent.result 3).
// Usage: node bench/actions/loadMcp.mjs URL [sessions=4] [perSession=4] [seconds=3] [warmupSeconds=1]
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';

const [url, sessions = '4', perSession = '4', seconds = '3', warmup = '1'] = process.argv.slice(2);

const clients = await Promise.all(
  Array.from({ length: Number(sessions) }, async () => {
    const client = new Client({ name: 'bench', version: '1.0.0' });
    await client.connect(new StreamableHTTPClientTransport(new URL(url)));
    return client;
  }),
);

async function call(client) {
  const result = await client.callTool({ name: 'add', arguments: { a: 1, b: 2 } });
  if (result.isError || result.structuredContent?.result !== 3) throw new Error(`unexpected result ${JSON.stringify(result)}`);
}

async function runFor(ms) {
  let calls = 0;
  const end = performance.now() + ms;
  const t0 = performance.now();
  await Promise.all(
    clients.flatMap((client) =>
      Array.from({ length: Number(perSession) }, async () => {
        while (performance.now() < end) {
          await call(client);
          calls++;
        }
      }),
    ),
  );
  return { calls, seconds: (performance.now() - t0) / 1000 };
}

const warm = await runFor(Number(warmup) * 1000);
process.stdout.write('timed\n'); // the driver samples the server's CPU time here
const cpu0 = process.cpuUsage();
const { calls, seconds: elapsed } = await runFor(Number(seconds) * 1000);
const cpu = process.cpuUsage(cpu0);
await Promise.all(clients.map((client) => client.close()));
process.stdout.write(`${JSON.stringify({ calls, seconds: elapsed, rate: calls / elapsed, warmupCalls: warm.calls, clientCpuUsPerCall: (cpu.user + cpu.system) / calls })}\n`);
