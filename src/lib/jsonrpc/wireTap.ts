import type { Transport } from './transport.js';

export type WireDirection = 'sent' | 'received';

/** Observes every message that crosses a transport, in both directions, in order. */
export type WireObserver = (direction: WireDirection, message: unknown) => void;

/**
 * A transport that passes everything through and shows each message to an observer: the basis of
 * transcripts and recordings. Unreadable inbound lines are not messages and are not shown.
 */
export class WireTap implements Transport {
  onframe?: Transport['onframe'];
  onclose?: Transport['onclose'];
  onerror?: Transport['onerror'];

  constructor(
    private readonly inner: Transport,
    private readonly observe: WireObserver,
  ) {
    inner.onframe = (frame) => {
      if (frame.kind === 'message') this.observe('received', frame.value);
      this.onframe?.(frame);
    };
    inner.onclose = () => this.onclose?.();
    inner.onerror = (error) => this.onerror?.(error);
  }

  start(): void {
    this.inner.start();
  }

  send(message: unknown): Promise<void> {
    this.observe('sent', message);
    return this.inner.send(message);
  }

  close(): Promise<void> {
    return this.inner.close();
  }
}
