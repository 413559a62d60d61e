/**
 * A JSON-RPC client over a child's stdio (JSONL), as a desktop app would drive `vv-agent
 * app-server`: one request at a time or many, correlated by id; notifications go to a hook.
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { createInterface } from 'node:readline';

export interface JsonRpcReply {
  id: number;
  result?: unknown;
  error?: { code: number; message: string };
}

export class JsonlPeer {
  private nextId = 1;
  private readonly pending = new Map<number, (reply: JsonRpcReply) => void>();
  private readonly exited: Promise<void>;
  onNotification: (message: Record<string, unknown>) => void = () => undefined;

  constructor(readonly child: ChildProcessWithoutNullStreams) {
    this.exited = new Promise((resolve) => child.once('exit', () => resolve()));
    createInterface({ input: child.stdout, crlfDelay: Infinity }).on('line', (line) => {
      const message = JSON.parse(line) as Record<string, unknown>;
      if (typeof message['id'] === 'number' && !('method' in message)) {
        const id = message['id'];
        this.pending.get(id)?.(message as unknown as JsonRpcReply);
        this.pending.delete(id);
      } else this.onNotification(message);
    });
  }

  static spawn(args: string[], env: NodeJS.ProcessEnv): JsonlPeer {
    const child = spawn(process.execPath, args, { env, stdio: ['pipe', 'pipe', 'pipe'] });
    child.stderr.resume();
    return new JsonlPeer(child);
  }

  request(method: string, params: unknown): Promise<JsonRpcReply> {
    const id = this.nextId++;
    return new Promise((resolve) => {
      this.pending.set(id, resolve);
      this.child.stdin.write(`${JSON.stringify({ jsonrpc: '2.0', id, method, params })}\n`);
    });
  }

  /** The result of a request that must succeed. */
  async call(method: string, params: unknown): Promise<unknown> {
    const reply = await this.request(method, params);
    if (reply.error !== undefined) throw new Error(`${method} failed: ${reply.error.code} ${reply.error.message}`);
    return reply.result;
  }

  async close(): Promise<void> {
    this.child.stdin.end();
    await this.exited;
  }
}
