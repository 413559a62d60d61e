import { classifyInbound, type InboundFrame, type Transport } from '../jsonrpc/index.js';

/**
 * A transport that passes everything through and reports the inbound lines that are not
 * JSON-RPC at all. The connection answers those lines itself and tells its handlers nothing, but
 * a client must surface a server that writes garbage to stdout rather than silently skip it.
 */
export class InboundTap implements Transport {
  onframe?: Transport['onframe'];
  onclose?: Transport['onclose'];
  onerror?: Transport['onerror'];

  constructor(
    private readonly inner: Transport,
    private readonly onMalformed: (reason: string, value: unknown) => void,
  ) {
    inner.onframe = (frame) => {
      this.inspect(frame);
      this.onframe?.(frame);
    };
    inner.onclose = () => this.onclose?.();
    inner.onerror = (error) => this.onerror?.(error);
  }

  start(): void {
    this.inner.start();
  }

  send(message: unknown): Promise<void> {
    return this.inner.send(message);
  }

  close(): Promise<void> {
    return this.inner.close();
  }

  private inspect(frame: InboundFrame): void {
    if (frame.kind === 'parse_error') this.onMalformed('a line from the server is not JSON', null);
    else if (frame.kind === 'too_large') this.onMalformed(`a line from the server is larger than ${frame.limit} bytes`, null);
    else {
      const message = classifyInbound(frame.value);
      if (message.kind === 'invalid') this.onMalformed(`invalid JSON-RPC message from the server: ${message.reason}`, frame.value);
    }
  }
}
