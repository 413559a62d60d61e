/**
 * A small HTTP server that speaks the AgentTeam Runtime API's wire format (statuses, the
 * `{"error": {...}}` body, Retry-After, NDJSON streams) so the client is tested over real
 * loopback HTTP. Each test says how to answer; every request is recorded as received.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createServer as createNetServer, type AddressInfo } from 'node:net';

export interface RecordedRequest {
  readonly method: string;
  readonly path: string;
  readonly query: URLSearchParams;
  readonly headers: IncomingMessage['headers'];
  /** The body exactly as received. */
  readonly body: string;
}

export type Responder = (request: RecordedRequest, response: ServerResponse) => void | Promise<void>;

export interface ContractServer {
  readonly url: string;
  readonly requests: RecordedRequest[];
  /** Answers the next requests in order, one responder each; then `fallback`. */
  queue(...responders: Responder[]): void;
  fallback: Responder;
  close(): Promise<void>;
}

export async function startContractServer(): Promise<ContractServer> {
  const queued: Responder[] = [];
  const requests: RecordedRequest[] = [];
  const sockets = new Set<import('node:net').Socket>();
  const state: { fallback: Responder } = { fallback: (_req, res) => sendError(res, 404, 'not_found', 'no such route') };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const recorded: RecordedRequest = {
        method: req.method ?? '',
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(recorded);
      const responder = queued.shift() ?? state.fallback;
      void Promise.resolve(responder(recorded, res)).catch(() => res.destroy());
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    queue: (...responders) => queued.push(...responders),
    get fallback() {
      return state.fallback;
    },
    set fallback(responder: Responder) {
      state.fallback = responder;
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text), ...headers });
  res.end(text);
}

export function sendError(
  res: ServerResponse,
  status: number,
  code: string,
  message: string,
  options: { headers?: Record<string, string>; details?: { field: string; message: string }[] } = {},
): void {
  sendJson(res, status, { error: { code, message, ...(options.details ? { details: options.details } : {}) } }, options.headers);
}

/** Drops the connection without an answer: a network error for the client. */
export function dropConnection(_req: RecordedRequest, res: ServerResponse): void {
  res.socket?.destroy();
}

export const json = (status: number, body: unknown, headers?: Record<string, string>): Responder => (_req, res) => sendJson(res, status, body, headers);
export const error = (status: number, code: string, message = code, headers?: Record<string, string>): Responder => (_req, res) =>
  sendError(res, status, code, message, headers === undefined ? {} : { headers });

/** A port nothing listens on: bound, then released. */
export async function closedPort(): Promise<number> {
  const probe = createNetServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}
