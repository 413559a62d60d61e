// The same work on vscode-jsonrpc (JSONL framing through its reader/writer extension points).
import { createInterface } from 'node:readline';
import { AbstractMessageReader, AbstractMessageWriter, createMessageConnection } from 'vscode-jsonrpc/node';

class JsonlReader extends AbstractMessageReader {
  listen(callback) {
    const rl = createInterface({ input: process.stdin });
    rl.on('line', (line) => callback(JSON.parse(line)));
    rl.on('close', () => this.fireClose());
    return { dispose: () => rl.close() };
  }
}

class JsonlWriter extends AbstractMessageWriter {
  async write(message) {
    if (!process.stdout.write(JSON.stringify(message) + '\n')) await new Promise((r) => process.stdout.once('drain', r));
  }
  end() {}
}

const models = JSON.parse(process.env.BENCH_MODELS ?? '[]');
const connection = createMessageConnection(new JsonlReader(), new JsonlWriter());
connection.onRequest('initialize', () => ({ userAgent: 'bench', protocolVersion: 'v1', capabilities: {} }));
connection.onRequest('model/list', () => ({ models }));
connection.onClose(() => process.exit(0));
connection.listen();
