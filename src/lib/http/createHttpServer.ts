import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from './httpError.js';

export interface HttpServerOptions {
  /** Largest request body accepted (bytes); larger is 413 payload_too_large. Default 1 MiB. */
  readonly bodyLimit?: number;
  /** One line per request on stderr (never stdout, never secrets). */
  readonly log?: (line: string) => void;
}

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
  const app = Fastify({ logger: false, bodyLimit: options.bodyLimit ?? 1024 * 1024 });
  // JSON only: other bodies are 415 rather than strings a handler might mistake for a payload.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    const raw = body as Buffer;
    request.rawBody = raw;
    if (raw.length === 0) return done(null, undefined);
    try {
      done(null, JSON.parse(raw.toString('utf8')) as unknown);
    } catch {
      done(new HttpError(400, 'validation_failed', 'request body is not valid JSON'), undefined);
    }
  });
  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    void reply.status(404).send(new HttpError(404, 'not_found', `no route for ${request.method} ${request.url.split('?')[0]}`).body());
  });
  app.setErrorHandler((error: unknown, _request: FastifyRequest, reply: FastifyReply) => {
    void reply.headers(error instanceof HttpError ? error.headers : {});
    void reply.status(statusOf(error)).send(toHttpError(error).body());
  });
  if (options.log) {
    const log = options.log;
    app.addHook('onResponse', async (request, reply) => log(`${request.method} ${request.url.split('?')[0]} ${reply.statusCode}`));
  }
  return app;
}

function statusOf(error: unknown): number {
  if (error instanceof HttpError) return error.status;
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 600 ? status : 500;
}

/** The one place where thrown values become HTTP error bodies. */
export function toHttpError(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  const fastifyCode = (error as { code?: unknown } | null)?.code;
  if (fastifyCode === 'FST_ERR_CTP_BODY_TOO_LARGE') return new HttpError(413, 'payload_too_large', 'request body is too large');
  if (fastifyCode === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return new HttpError(415, 'validation_failed', 'content type must be application/json');
  const status = statusOf(error);
  if (status < 500) return new HttpError(status, 'validation_failed', error instanceof Error ? error.message : 'bad request');
  return new HttpError(500, 'internal_error', 'internal error');
}

/** Starts listening and returns the base URL (`port` 0 picks a free port). */
export async function listen(app: FastifyInstance, host: string, port: number): Promise<string> {
  await app.listen({ host, port });
  const address = app.server.address();
  const actual = typeof address === 'object' && address !== null ? address.port : port;
  return `http://${host.includes(':') ? `[${host}]` : host}:${actual}`;
}
