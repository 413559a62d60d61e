import { randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { parseJSONRPCMessage, type AuthInfo, type JSONRPCMessage, type MessageExtraInfo, type Transport } from '@modelcontextprotocol/server';

/** Comment frames keep proxies and the server's own idle timeout from closing a quiet stream. */
const KEEP_ALIVE_MS = 15_000;

/**
 * The legacy HTTP+SSE transport (MCP 2024-11-05), which SDK v2 no longer ships for servers: one
 * `GET /sse` stream carries server->client messages and first announces, as an `endpoint` event,
 * where the client POSTs its messages (`/messages?sessionId=...`). Built on the SDK's public
 * `Transport` interface only; the route that receives a POST calls `deliver`.
 */
export class SseServerTransport implements Transport {
  readonly sessionId = randomUUID();
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: (message: JSONRPCMessage, extra?: MessageExtraInfo) => void;
  readonly #endpoint: string;
  readonly #res: ServerResponse;
  #keepAlive: NodeJS.Timeout | undefined;
  #closed = false;

  /** `endpoint`: the path clients POST to; the session id is added as `sessionId`. */
  constructor(endpoint: string, res: ServerResponse) {
    this.#endpoint = `${endpoint}${endpoint.includes('?') ? '&' : '?'}sessionId=${encodeURIComponent(this.sessionId)}`;
    this.#res = res;
  }

  async start(): Promise<void> {
    if (this.#res.headersSent) throw new Error('SSE stream already started');
    this.#res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache, no-transform', connection: 'keep-alive' });
    this.#res.write(`event: endpoint\ndata: ${this.#endpoint}\n\n`);
    this.#keepAlive = setInterval(() => this.#res.write(': keep-alive\n\n'), KEEP_ALIVE_MS);
    this.#res.on('close', () => void this.close());
  }

  async send(message: JSONRPCMessage): Promise<void> {
    if (this.#closed) throw new Error('SSE stream is closed');
    this.#res.write(`event: message\ndata: ${JSON.stringify(message)}\n\n`);
  }

  /**
   * A message the client POSTed, already parsed from JSON. Returns an error message for a body that
   * is not a JSON-RPC message (the route answers 400), else null once the message is dispatched.
   */
  deliver(body: unknown, authInfo: AuthInfo | undefined): string | null {
    let message: JSONRPCMessage;
    try {
      message = parseJSONRPCMessage(body);
    } catch {
      return 'request body is not a JSON-RPC message';
    }
    this.onmessage?.(message, authInfo === undefined ? undefined : { authInfo });
    return null;
  }

  async close(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    clearInterval(this.#keepAlive);
    if (!this.#res.writableEnded) this.#res.end();
    this.onclose?.();
  }
}
