// The floor: a minimal Node JSONL server. It answers every request with the same model/list
// payload the App Server returns, and `bench/stream` with N notifications shaped like deltas.
import { createInterface } from 'node:readline';

const models = JSON.parse(process.env.BENCH_MODELS ?? '[]');
const rl = createInterface({ input: process.stdin });
rl.on('line', (line) => {
  const msg = JSON.parse(line);
  if (msg.method === 'bench/stream') {
    const { count, params } = msg.params;
    let i = 0;
    const pump = () => {
      while (i < count) {
        i++;
        if (!process.stdout.write(JSON.stringify({ jsonrpc: '2.0', method: 'item/agentMessage/delta', params }) + '\n')) {
          process.stdout.once('drain', pump);
          return;
        }
      }
      process.stdout.write(JSON.stringify({ jsonrpc: '2.0', id: msg.id, result: {} }) + '\n');
    };
    pump();
    return;
  }
  if (msg.id !== undefined) process.stdout.write(JSON.stringify({ jsonrpc: '2.0', id: msg.id, result: { models } }) + '\n');
});
