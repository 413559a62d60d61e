import type { InboundFrame } from './transport.js';

/**
 * Holds the frames a transport receives before `start`, then passes them on in arrival order:
 * a peer may write as soon as it is connected, before the protocol layer is listening.
 */
export class FrameGate {
  private open = false;
  private backlog: InboundFrame[] = [];

  constructor(private readonly target: () => ((frame: InboundFrame) => void) | undefined) {}

  start(): void {
    this.open = true;
    const backlog = this.backlog;
    this.backlog = [];
    for (const frame of backlog) this.target()?.(frame);
  }

  deliver(frame: InboundFrame): void {
    if (this.open) this.target()?.(frame);
    else this.backlog.push(frame);
  }
}
