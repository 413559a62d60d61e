// MCP load generator, in its own process: S sessions of the official client
// (@modelcontextprotocol/client over Streamable HTTP), each with C `tools/call` in flight, calling
// `add` {a:1, b:2} for a warm-up and then for a fixed time (loadLoop.mjs, which prints the report).
// Sessions are opened (initialize) before the clock starts. Every result is checked (not isError,
// structuredContent.result 3).
// Usage: node bench/actions/loadMcp.mjs URL [sessions=4] [perSession=4] [seconds=3] [warmupSeconds=1]
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { measure } from './loadLoop.mjs';

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

const workers = clients.flatMap((client) => Array.from({ length: Number(perSession) }, () => () => call(client)));
const report = await measure(workers, Number(seconds), Number(warmup));
await Promise.all(clients.map((client) => client.close()));
process.stdout.write(`${JSON.stringify(report)}\n`);
