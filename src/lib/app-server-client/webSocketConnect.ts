import { DEFAULT_MAX_MESSAGE_BYTES, WebSocketTransport } from '../jsonrpc/index.js';
import { AppServerClientError } from './AppServerClientError.js';

export interface WebSocketConnectOptions {
  /** Sent as `Authorization: Bearer <token>` (the server's --ws-token). */
  readonly token?: string;
  /** Sent as the Origin header, as a browser page would; default none (a non-browser client). */
  readonly origin?: string;
  /** More handshake headers. */
  readonly headers?: Readonly<Record<string, string>>;
  /** How long the handshake may take; default 10 s. */
  readonly handshakeTimeoutMs?: number;
  /** Per-message cap of what the server sends; default 16 MiB. */
  readonly maxMessageBytes?: number;
}

const REFUSAL_BODY_BYTES = 1024;

/**
 * Opens a WebSocket to an App Server (`ws://...`) and wraps it as a transport. A refused handshake
 * rejects with `connect_failed` and the server's status and reason; `ws` loads here, on first use.
 */
export async function openWebSocketTransport(url: string, options: WebSocketConnectOptions = {}): Promise<WebSocketTransport> {
  const { WebSocket } = await import('ws');
  const maxMessageBytes = options.maxMessageBytes ?? DEFAULT_MAX_MESSAGE_BYTES;
  const headers: Record<string, string> = { ...options.headers };
  if (options.token !== undefined) headers['authorization'] = `Bearer ${options.token}`;
  let socket: InstanceType<typeof WebSocket>;
  try {
    socket = new WebSocket(url, {
      headers,
      ...(options.origin !== undefined ? { origin: options.origin } : {}),
      maxPayload: maxMessageBytes,
      perMessageDeflate: false,
      handshakeTimeout: options.handshakeTimeoutMs ?? 10_000,
    });
  } catch (error) {
    throw new AppServerClientError('connect_failed', `cannot connect to ${url}: ${error instanceof Error ? error.message : String(error)}`, { url }, { cause: error });
  }
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => {
      socket.removeAllListeners('unexpected-response');
      resolve();
    });
    socket.once('error', (error: Error) => {
      reject(new AppServerClientError('connect_failed', `cannot connect to ${url}: ${error.message}`, { url }, { cause: error }));
    });
    // A refusal is an HTTP answer: keep its status and the server's one-line reason.
    socket.once('unexpected-response', (request, response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        if (body.length < REFUSAL_BODY_BYTES) body += chunk;
      });
      response.once('end', () => {
        const status = response.statusCode ?? 0;
        const reason = body.trim().slice(0, REFUSAL_BODY_BYTES) || (response.statusMessage ?? '');
        reject(new AppServerClientError('connect_failed', `${url} refused the connection: ${status} ${reason}`.trimEnd(), { url, status, reason }));
        request.destroy();
      });
    });
  });
  socket.removeAllListeners('error');
  return new WebSocketTransport(socket, { maxMessageBytes });
}
