import { isUtf8 } from 'node:buffer';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Logger } from '../shared/logger.js';
import { HttpError } from './httpError.js';
import { toHttpError } from './toHttpError.js';

export interface HttpServerOptions {
  /** Largest request body accepted (bytes); larger is 413 payload_too_large. Default 1 MiB. */
  readonly bodyLimit?: number;
  /** One line per request on stderr (never stdout, never secrets). */
  readonly log?: (line: string) => void;
  /**
   * Requests this says are routine (a client's polling reads, say) go to `debugLog` instead of
   * `log`, so that the default log shows what changes state.
   */
  readonly isRoutineRequest?: (method: string, status: number) => boolean;
  /** Where routine requests are logged; not at all when absent. */
  readonly debugLog?: (line: string) => void;
  /** Where a 5xx's real error goes: the response body only says `internal_error`. */
  readonly logger?: Logger;
  /**
   * Time to receive a whole request (headers and body); a client that stalls mid-request gets
   * 408 and its socket closed. Default 30 s. Responses (a runner stream) are not bounded by it.
   */
  readonly requestTimeoutMs?: number;
  /** A connection with no traffic either way for this long is closed. Default 60 s. */
  readonly idleTimeoutMs?: number;
  /** An idle keep-alive connection between requests is closed after this long. Default 5 s. */
  readonly keepAliveTimeoutMs?: number;
  /** Serve HTTPS with this PEM certificate and key instead of plain HTTP. */
  readonly https?: { readonly cert: Buffer; readonly key: Buffer };
}

export const DEFAULT_REQUEST_TIMEOUT_MS = 30_000;
export const DEFAULT_IDLE_TIMEOUT_MS = 60_000;
export const DEFAULT_KEEP_ALIVE_TIMEOUT_MS = 5_000;

declare module 'fastify' {
  interface FastifyRequest {
    /** The exact bytes of a JSON body, kept for signature checks over what was sent. */
    rawBody?: Buffer;
  }
}


/**
 * A fastify instance with the conventions every vv-agent HTTP server shares: JSON bodies parsed
 * from kept raw bytes (signatures are verified over exactly those), the `{"error": ...}` body for
 * every failure, 404/405 in the same shape, and no logging to stdout. Loaded lazily by callers:
 * fastify costs ~125 ms to import.
 */
export async function createHttpServer(options: HttpServerOptions = {}): Promise<FastifyInstance> {
  const { default: Fastify } = await import('fastify');
  const requestTimeout = options.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS;
  // Without these (fastify's defaults are 0 = none) a client that sends one byte and stalls holds
  // a socket, and with it the server's close(), forever.
  const app = Fastify({
    ...(options.https ? { https: { cert: options.https.cert, key: options.https.key } } : {}),
    logger: false,
    bodyLimit: options.bodyLimit ?? 1024 * 1024,
    requestTimeout,
    connectionTimeout: options.idleTimeoutMs ?? DEFAULT_IDLE_TIMEOUT_MS,
    keepAliveTimeout: options.keepAliveTimeoutMs ?? DEFAULT_KEEP_ALIVE_TIMEOUT_MS,
    // Node checks request deadlines on this interval (default 30 s, far coarser than the deadline).
    http: { headersTimeout: requestTimeout, requestTimeout, connectionsCheckingInterval: Math.max(50, Math.min(1000, Math.floor(requestTimeout / 4))) },
  });
  // JSON only: other bodies are 415 rather than strings a handler might mistake for a payload.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    const raw = body as Buffer;
    request.rawBody = raw;
    if (raw.length === 0) return done(null, undefined);
    try {
      // Invalid UTF-8 is refused (as the App Server does), never turned into U+FFFD. isUtf8 checks
      // natively without allocating; a fatal TextDecoder cost a share of every small request.
      if (!isUtf8(raw)) throw new Error('invalid UTF-8');
      done(null, JSON.parse(raw.toString('utf8')) as unknown);
    } catch {
      done(new HttpError(400, 'validation_failed', 'request body is not valid UTF-8 JSON'), undefined);
    }
  });
  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    void reply.status(404).send(new HttpError(404, 'not_found', `no route for ${request.method} ${request.url.split('?')[0]}`).body());
  });
  app.setErrorHandler((error: unknown, request: FastifyRequest, reply: FastifyReply) => {
    const mapped = toHttpError(error);
    if (mapped.status >= 500) options.logger?.error({ err: error, method: request.method, url: request.url.split('?')[0] }, 'request failed');
    void reply.headers(mapped.headers);
    void reply.status(mapped.status).send(mapped.body());
  });
  if (options.log) {
    const log = options.log;
    const routine = options.isRoutineRequest;
    const debugLog = options.debugLog;
    app.addHook('onResponse', async (request, reply) => {
      const line = `${request.method} ${request.url.split('?')[0]} ${reply.statusCode}`;
      if (routine?.(request.method, reply.statusCode) === true) debugLog?.(line);
      else log(line);
    });
  }
  return app;
}

/**
 * Stops accepting connections and waits for requests in progress; after `graceMs` every socket
 * still open (a stalled upload, a client's idle keep-alive) is closed so that close always ends.
 */
export async function closeHttpServer(app: FastifyInstance, graceMs: number): Promise<void> {
  const closed = app.close();
  app.server.closeIdleConnections();
  const force = setTimeout(() => app.server.closeAllConnections(), Math.max(0, graceMs));
  try {
    await closed;
  } finally {
    clearTimeout(force);
  }
}

/** Starts listening and returns the base URL (`port` 0 picks a free port). */
export async function listen(app: FastifyInstance, host: string, port: number): Promise<string> {
  await app.listen({ host, port });
  const address = app.server.address();
  const actual = typeof address === 'object' && address !== null ? address.port : port;
  return `http://${host.includes(':') ? `[${host}]` : host}:${actual}`;
}
