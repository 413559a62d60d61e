// A stand-in App Server that gets one thing wrong, for `debug app-server` tests. It speaks JSONL on
// stdin/stdout and runs one turn: initialize, thread/start, turn/start, then turn/completed.
// Mode (argv[2]):
//   good            nothing wrong (the control);
//   bad-initialize  the initialize result's userAgent is a number (the schema says string);
//   not-json        after the turn/start reply, one line that is not JSON, then the turn goes on
//                   (the reply, the line and the rest of the turn in one write: the client reads
//                   them together, behind the line, whatever the scheduling);
//   not-json-before-reply  as not-json, with the line before the turn/start reply;
//   approval        asks one approval (approval/request) and completes the turn once answered.
import { createInterface } from 'node:readline';

const mode = process.argv[2] ?? 'good';
const jsonLine = (message) => `${JSON.stringify({ jsonrpc: '2.0', ...message })}\n`;
const send = (message) => process.stdout.write(jsonLine(message));
const thread = { threadId: 'thread_1', agentKey: 'default', cwd: null, status: 'idle' };
const turn = { threadId: 'thread_1', turnId: 'turn_1' };
const turnCompleted = { method: 'turn/completed', params: { ...turn, status: 'completed', finalOutput: 'done' } };
const completeTurn = () => send(turnCompleted);
const approval = { requestId: 'approval_1', ...turn, toolCallId: 'call_1', toolName: 'bash', preview: 'Run ls', arguments: { cmd: 'ls' } };

createInterface({ input: process.stdin })
  .on('line', (line) => {
    if (line.trim() === '') return;
    const message = JSON.parse(line);
    if (message.method === undefined) {
      // The client's answer to our approval request.
      if (message.id === approval.requestId) {
        send({ method: 'approval/resolved', params: { ...turn, requestId: approval.requestId, decision: message.result?.decision ?? 'timeout' } });
        completeTurn();
      }
      return;
    }
    if (message.id === undefined) return;
    if (message.method === 'initialize') {
      const userAgent = mode === 'bad-initialize' ? 42 : 'misbehaving-test-server';
      const capabilities = { modelList: false, threadLifecycle: true, notificationOptOut: false, schemaExport: false, approvalResolve: false };
      return send({ id: message.id, result: { userAgent, protocolVersion: 'v1', capabilities } });
    }
    if (message.method === 'thread/start') {
      send({ id: message.id, result: thread });
      return send({ method: 'thread/started', params: thread });
    }
    if (message.method === 'turn/start') {
      const reply = { id: message.id, result: { ...turn, status: 'running' } };
      // One write of less than PIPE_BUF bytes is never split across the client's reads.
      const rest = `${jsonLine({ method: 'turn/started', params: turn })}${jsonLine(turnCompleted)}`;
      if (mode === 'not-json') return process.stdout.write(`${jsonLine(reply)}this is not json\n${rest}`);
      if (mode === 'not-json-before-reply') return process.stdout.write(`this is not json\n${jsonLine(reply)}${rest}`);
      send(reply);
      send({ method: 'turn/started', params: turn });
      if (mode === 'approval') {
        send({ method: 'approval/requested', params: approval });
        return send({ id: approval.requestId, method: 'approval/request', params: approval });
      }
      return completeTurn();
    }
    send({ id: message.id, error: { code: -32601, message: `Method not found: ${message.method}` } });
  })
  .on('close', () => process.exit(0));
