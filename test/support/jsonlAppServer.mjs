// A tiny stand-in App Server for client tests: speaks JSONL on stdin/stdout like the real one.
// Mode (argv[2]):
//   exit-mid-request  answers `initialize`, then on the next request writes to stderr and exits 3
//                     without answering;
//   serve             answers `initialize` and `thread/start` (with a notification before and after
//                     the response), writes one non-JSON line on `model/list`, exits 0 on stdin EOF;
//   ignore-eof        answers `initialize` and keeps running after stdin EOF;
//   oversized-turn    answers `turn/start`, then sends a `turn/completed` line larger than the
//                     client's 16 MiB line cap (and nothing after it).
import { createInterface } from 'node:readline';

const mode = process.argv[2] ?? 'serve';
const send = (message) => process.stdout.write(`${JSON.stringify({ jsonrpc: '2.0', ...message })}\n`);
const thread = { threadId: 'thread_1', agentKey: 'default', cwd: './workspace', status: 'idle' };
const initializeResult = {
  userAgent: 'jsonl-test-server',
  protocolVersion: 'v1',
  capabilities: { modelList: true, threadLifecycle: true, notificationOptOut: true, schemaExport: true, approvalResolve: true },
};

const lines = createInterface({ input: process.stdin });
lines.on('line', (line) => {
  if (line.trim() === '') return;
  const message = JSON.parse(line);
  if (message.id === undefined) return;
  if (message.method === 'initialize') return send({ id: message.id, result: initializeResult });
  if (mode === 'exit-mid-request') {
    process.stderr.write(`fatal: cannot serve ${message.method}\n`);
    process.exit(3);
  }
  if (message.method === 'thread/start') {
    send({ method: 'thread/status/changed', params: { threadId: 'thread_1', status: 'idle' } });
    send({ id: message.id, result: thread });
    send({ method: 'thread/started', params: thread });
    return;
  }
  if (message.method === 'turn/start' && mode === 'oversized-turn') {
    send({ id: message.id, result: { threadId: 'thread_1', turnId: 'turn_1', status: 'running' } });
    const finalOutput = 'x'.repeat(17 * 1024 * 1024);
    return send({ method: 'turn/completed', params: { threadId: 'thread_1', turnId: 'turn_1', status: 'completed', finalOutput } });
  }
  if (message.method === 'model/list') {
    process.stdout.write('this is not json\n');
    return send({ id: message.id, result: { models: [] } });
  }
  send({ id: message.id, error: { code: -32601, message: `Method not found: ${message.method}` } });
});
lines.on('close', () => {
  if (mode === 'ignore-eof') setInterval(() => undefined, 1_000);
  else process.exit(0);
});
