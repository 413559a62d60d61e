/**
 * The measuring client of the App Server rows: JSON-RPC over a child's stdio, JSONL framed in
 * linear time (a long line's chunks are joined once, at its newline), requests correlated by id,
 * every other message handed to `onMessage`. `readRate` (bytes/s) makes it a slow reader: it
 * pauses the child's stdout whenever it is ahead of that rate, so the server sees backpressure.
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';

export type Message = Record<string, unknown>;

export class JsonlPeer {
  private nextId = 1;
  private readonly pending = new Map<number, (msg: Message) => void>();
  private partial: Buffer[] = [];
  private startedAt = 0;
  private received = 0;
  private corked = false;
  /** Bytes/s this client reads at; undefined: as fast as it can. */
  readRate: number | undefined;
  onMessage: (msg: Message) => void = () => undefined;

  constructor(readonly child: ChildProcessWithoutNullStreams) {
    child.stderr.resume();
    child.stdout.on('data', (chunk: Buffer) => this.onData(chunk));
  }

  static spawn(args: string[], env: NodeJS.ProcessEnv): JsonlPeer {
    return new JsonlPeer(spawn(process.execPath, args, { env, stdio: ['pipe', 'pipe', 'pipe'] }));
  }

  request(method: string, params: unknown): Promise<Message> {
    const id = this.nextId++;
    return new Promise((resolve) => {
      this.pending.set(id, resolve);
      // Requests made in one tick leave in one write: the client must not be what limits a
      // pipelined measurement (every server gets the same client).
      if (!this.corked) {
        this.corked = true;
        this.child.stdin.cork();
        process.nextTick(() => {
          this.corked = false;
          this.child.stdin.uncork();
        });
      }
      this.child.stdin.write(`${JSON.stringify({ jsonrpc: '2.0', id, method, params })}\n`);
    });
  }

  /** The result of a request that must succeed. */
  async call(method: string, params: unknown): Promise<unknown> {
    const reply = await this.request(method, params);
    if (!('result' in reply)) throw new Error(`${method} failed: ${JSON.stringify(reply['error'] ?? reply)}`);
    return reply['result'];
  }

  /** Sends `total` requests with at most `window` in flight; resolves with the elapsed seconds. */
  async pipelined(method: string, params: unknown, total: number, window: number): Promise<number> {
    const t0 = process.hrtime.bigint();
    let sent = 0;
    const worker = async (): Promise<void> => {
      while (sent < total) {
        sent++;
        const reply = await this.request(method, params);
        if (!('result' in reply)) throw new Error(`${method} failed: ${JSON.stringify(reply)}`);
      }
    };
    await Promise.all(Array.from({ length: window }, worker));
    return Number(process.hrtime.bigint() - t0) / 1e9;
  }

  /** Starts counting the read rate from now (a slow reader is slow from here on). */
  startClock(): void {
    this.startedAt = Date.now();
    this.received = 0;
  }

  async close(): Promise<void> {
    const exited = new Promise((resolve) => this.child.once('exit', resolve));
    this.child.stdin.end();
    await exited;
  }

  private onData(chunk: Buffer): void {
    let start = 0;
    for (;;) {
      const newline = chunk.indexOf(0x0a, start);
      if (newline === -1) break;
      const tail = chunk.subarray(start, newline);
      const line = this.partial.length === 0 ? tail : Buffer.concat([...this.partial, tail]);
      this.partial = [];
      this.deliver(JSON.parse(line.toString('utf8')) as Message);
      start = newline + 1;
    }
    if (start < chunk.length) this.partial.push(chunk.subarray(start));
    if (this.readRate !== undefined) this.throttle(chunk.length, this.readRate);
  }

  private throttle(bytes: number, rate: number): void {
    this.received += bytes;
    const aheadMs = (this.received / rate) * 1000 - (Date.now() - this.startedAt);
    if (aheadMs <= 0) return;
    this.child.stdout.pause();
    setTimeout(() => this.child.stdout.resume(), aheadMs);
  }

  private deliver(msg: Message): void {
    const id = msg['id'];
    if (typeof id === 'number' && !('method' in msg)) {
      const resolve = this.pending.get(id);
      this.pending.delete(id);
      resolve?.(msg);
    } else this.onMessage(msg);
  }
}
