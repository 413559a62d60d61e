import { encodeOrRefuse } from './errors.js';
import { FrameGate } from './frameGate.js';
import type { InboundFrame, Transport } from './transport.js';

/**
 * One end of an in-memory linked pair. Messages are copied through JSON, as they would be on a
 * wire, and delivered on a later tick, so tests see the same asynchrony as with real pipes.
 */
class MemoryTransport implements Transport {
  onframe?: Transport['onframe'];
  onclose?: Transport['onclose'];
  onerror?: Transport['onerror'];
  peer: MemoryTransport | null = null;
  private closed = false;
  private readonly gate = new FrameGate(() => this.onframe);

  start(): void {
    this.gate.start();
  }

  async send(message: unknown): Promise<void> {
    if (this.closed) throw new Error('transport closed');
    const frame: InboundFrame = { kind: 'message', value: JSON.parse(encodeOrRefuse(JSON.stringify, message)) as unknown };
    const peer = this.peer;
    queueMicrotask(() => peer?.deliver(frame));
  }

  /** Delivers raw text as if it had arrived as one line (for tests of malformed input). */
  deliver(frame: InboundFrame): void {
    if (this.closed) return;
    this.gate.deliver(frame);
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.onclose?.();
    const peer = this.peer;
    queueMicrotask(() => void peer?.close());
  }
}

/** Two connected transports: what one sends, the other receives. */
export function createLinkedTransports(): [Transport, Transport] {
  const a = new MemoryTransport();
  const b = new MemoryTransport();
  a.peer = b;
  b.peer = a;
  return [a, b];
}
