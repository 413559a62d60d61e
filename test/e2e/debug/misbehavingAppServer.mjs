// A stand-in App Server that gets one thing wrong, for `debug app-server` tests. It speaks JSONL on
// stdin/stdout and runs one turn: initialize, thread/start, turn/start, then turn/completed.
// Mode (argv[2]):
//   good            nothing wrong (the control);
//   bad-initialize  the initialize result's userAgent is a number (the schema says string);
//   not-json        after the turn/start reply, one line that is not JSON, then the turn goes on
//                   (the reply, the line and the rest of the turn in one write: the client reads
//                   them together, behind the line, whatever the scheduling);
//   not-json-before-reply  as not-json, with the line before the turn/start reply;
//   not-json-behind-notification  as not-json, with turn/started 32 times between the reply and the
//                   line (the client's answer to the line then waits in its dispatch queue behind
//                   them; the write stays under PIPE_BUF);
//   unknown-notification   after the turn/start reply, turn/started, a notification of a method the
//                   protocol does not have, then turn/completed, all in one write (the client reads
//                   them together: the unknown one waits in its dispatch queue behind turn/started);
//   unknown-request as unknown-notification, with a server request of an unknown method;
//   duplicate-request  after the turn/start reply, turn/started, an approval request, a second
//                   approval request with the first one's id (the first is not answered yet), then
//                   turn/completed, all in one write (the client reads them together: the second
//                   waits in its dispatch queue behind turn/started);
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
      if (mode === 'not-json-behind-notification') {
        const started = jsonLine({ method: 'turn/started', params: turn }).repeat(32);
        return process.stdout.write(`${jsonLine(reply)}${started}this is not json\n${jsonLine(turnCompleted)}`);
      }
      if (mode === 'unknown-notification' || mode === 'unknown-request') {
        const unknown = mode === 'unknown-notification' ? { method: 'turn/teleported', params: turn } : { id: 'srv_1', method: 'turn/teleport', params: turn };
        return process.stdout.write(`${jsonLine(reply)}${jsonLine({ method: 'turn/started', params: turn })}${jsonLine(unknown)}${jsonLine(turnCompleted)}`);
      }
      if (mode === 'duplicate-request') {
        const second = { ...approval, requestId: 'approval_2', toolCallId: 'call_2' };
        const requests = `${jsonLine({ id: approval.requestId, method: 'approval/request', params: approval })}${jsonLine({ id: approval.requestId, method: 'approval/request', params: second })}`;
        return process.stdout.write(`${jsonLine(reply)}${jsonLine({ method: 'turn/started', params: turn })}${requests}${jsonLine(turnCompleted)}`);
      }
      send(reply);
      send({ method: 'turn/started', params: turn });
      // Another thread's turn ends first (a server with several threads running).
      if (mode === 'other-turn-first') send({ method: 'turn/completed', params: { threadId: 'thread_9', turnId: 'turn_9', status: 'completed', finalOutput: 'not mine' } });
      if (mode === 'approval') {
        send({ method: 'approval/requested', params: approval });
        return send({ id: approval.requestId, method: 'approval/request', params: approval });
      }
      return completeTurn();
    }
    send({ id: message.id, error: { code: -32601, message: `Method not found: ${message.method}` } });
  })
  .on('close', () => process.exit(0));
