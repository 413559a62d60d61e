import type { InboundFrame, Transport } from './transport.js';

export type WireDirection = 'sent' | 'received';

/** Observes every message that crosses a transport, in both directions, in order. */
export type WireObserver = (direction: WireDirection, message: unknown) => void;

export interface TapHooks {
  /** Every message handed to `send`, before it is sent. */
  readonly sent?: (message: unknown) => void;
  /** Every inbound frame (messages and unreadable lines), before the protocol sees it. */
  readonly received?: (frame: InboundFrame) => void;
}

/**
 * A transport that passes everything through and shows it to hooks: the basis of transcripts,
 * recordings and of a client's check for a peer that writes garbage.
 */
export class TransportTap implements Transport {
  onframe?: Transport['onframe'];
  onclose?: Transport['onclose'];
  onerror?: Transport['onerror'];

  constructor(
    private readonly inner: Transport,
    private readonly hooks: TapHooks,
  ) {
    inner.onframe = (frame) => {
      this.hooks.received?.(frame);
      this.onframe?.(frame);
    };
    inner.onclose = () => this.onclose?.();
    inner.onerror = (error) => this.onerror?.(error);
  }

  start(): void {
    this.inner.start();
  }

  send(message: unknown): Promise<void> | undefined {
    this.hooks.sent?.(message);
    return this.inner.send(message);
  }

  get congested(): boolean {
    return this.inner.congested === true;
  }

  flush(): void {
    this.inner.flush?.();
  }

  close(): Promise<void> {
    return this.inner.close();
  }
}
