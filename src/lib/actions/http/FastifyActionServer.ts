import { readFileSync } from 'node:fs';
import { createSecureContext } from 'node:tls';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { closeHttpServer, createHttpServer } from '../../http/createHttpServer.js';
import { displayUrl } from '../../http/displayUrl.js';
import type { Logger } from '../../shared/logger.js';
import type { Action } from '../Action.js';
import { authHeaders, type Authenticator } from '../auth/Authenticator.js';
import { buildCapabilities } from '../capabilities.js';
import type { AuthContext } from '../context.js';
import { controllerRoutes } from '../decorators.js';
import { asHttpError, HttpError } from '../errors.js';
import { AgentConfigError, type AgentConfig } from '../loadAgentConfig.js';
import type { CapabilitiesFacts, HttpActionServer, SseHandler, TransportServerContext } from '../server/types.js';
import { fastifyPath, httpActionInput } from './httpInput.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the auth hook when `agent.enable_auth` is on. */
    vvAuth?: AuthContext;
  }
}

/** Paths the seed leaves open even with authentication on. */
function isPublicPath(url: string): boolean {
  const path = url.split('?')[0] ?? '';
  return path === '/docs' || path.startsWith('/docs/') || path === '/openapi.json';
}

function tlsOf(config: AgentConfig): { cert: Buffer; key: Buffer } | undefined {
  const { ssl_certfile: certFile, ssl_keyfile: keyFile } = config.server;
  if (certFile === '' && keyFile === '') return undefined;
  if (certFile === '' || keyFile === '') throw new AgentConfigError('server.ssl_certfile and server.ssl_keyfile must be set together');
  const read = (file: string, key: string): Buffer => {
    try {
      return readFileSync(file);
    } catch {
      throw new AgentConfigError(`server.${key}: cannot read ${file}`);
    }
  };
  const tls = { cert: read(certFile, 'ssl_certfile'), key: read(keyFile, 'ssl_keyfile') };
  try {
    // What the HTTPS server will do with them: a file that is not a PEM certificate or key, or a
    // key of another certificate, is a configuration error now, not a raw OpenSSL line later.
    createSecureContext(tls);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new AgentConfigError(`server.ssl_certfile / server.ssl_keyfile (${certFile}, ${keyFile}): not a usable PEM certificate and private key: ${reason}`);
  }
  return tls;
}

/** The `fastify` HTTP server kind (contract §3). */
export async function createFastifyActionServer(context: TransportServerContext): Promise<HttpActionServer> {
  const { config, logger, authenticator } = context;
  const tls = tlsOf(config);
  const app = await createHttpServer({ logger, ...(tls ? { https: tls } : {}) });
  const origins = config.server.cors_origins.split(',').map((o) => o.trim()).filter((o) => o !== '');
  if (origins.length > 0) {
    const { default: cors } = await import('@fastify/cors');
    await app.register(cors, { origin: origins.includes('*') ? '*' : origins });
  }
  if (authenticator) installAuthHook(app, authenticator, logger);
  app.get('/', async () => ({ name: config.server.name, version: config.server.version }));
  app.get('/health', async () => ({ status: 'ok' }));
  return new FastifyActionServer(app, config, logger, tls !== undefined);
}

function installAuthHook(app: FastifyInstance, authenticator: Authenticator, logger: Logger): void {
  app.addHook('onRequest', async (request) => {
    if (isPublicPath(request.url)) return;
    try {
      request.vvAuth = await authenticator.authenticate({
        transport: 'http',
        headers: authHeaders(request.headers),
        path: request.url.split('?')[0] ?? '/',
        method: request.method,
      });
    } catch (error) {
      const known = asHttpError(error);
      if (known) throw known;
      // Not a refusal but a broken authenticator: the caller gets a plain 500, the log the stack.
      logger.error({ err: error }, 'authenticator failed');
      throw new HttpError(500, 'internal_error', 'internal error');
    }
  });
}

class FastifyActionServer implements HttpActionServer {
  #capabilitiesRegistered = false;
  #websocketRegistered = false;

  constructor(
    private readonly app: FastifyInstance,
    private readonly config: AgentConfig,
    private readonly logger: Logger,
    private readonly tls: boolean,
  ) {}

  addActions(actions: readonly Action[], facts: CapabilitiesFacts): void {
    for (const action of actions) if (action.http) this.#route(action);
    if (this.#capabilitiesRegistered) return;
    this.#capabilitiesRegistered = true;
    this.app.get('/capabilities', async (request) =>
      buildCapabilities(actions, facts, { origin: `${request.protocol}://${request.host}`, basePath: this.config.server.base_url, httpAvailable: true }),
    );
  }

  #route(action: Action): void {
    const http = action.http!;
    const schema = action.inputJsonSchema();
    this.app.route({
      method: http.method,
      url: fastifyPath(http.path),
      handler: async (request: FastifyRequest, reply: FastifyReply) => {
        const input = httpActionInput(
          request.method,
          request.params as Record<string, string>,
          request.query as Record<string, string | string[]>,
          request.body,
          schema,
        );
        // Made only when the handler reads ctx.signal: the client went away before the answer.
        const signal = (): AbortSignal => {
          const controller = new AbortController();
          reply.raw.on('close', () => {
            if (!reply.raw.writableFinished) controller.abort(new Error('client disconnected'));
          });
          return controller.signal;
        };
        const result = await action.invoke(input, { transport: 'http', auth: request.vvAuth ?? null, signal, log: this.logger });
        // Serialised here: fastify would send a bare string result as text/plain.
        return reply.type('application/json; charset=utf-8').send(JSON.stringify(result === undefined ? null : result));
      },
    });
  }

  addController(instance: object): void {
    const routes = controllerRoutes(instance);
    if (routes.length === 0) throw new TypeError(`${instance.constructor.name} declares no routes (use @get/@post/... on its methods)`);
    for (const r of routes) {
      this.app.route({ method: r.method, url: fastifyPath(r.path), handler: async (request, reply) => r.handler(request, reply) });
    }
  }

  addRouter(plugin: unknown, options: { prefix?: string } = {}): void {
    void this.app.register(plugin as Parameters<FastifyInstance['register']>[0], options);
  }

  addWebSocket(path: string, handler: unknown): void {
    if (!this.#websocketRegistered) {
      this.#websocketRegistered = true;
      void this.app.register(import('@fastify/websocket'));
    }
    // Inside its own plugin so that it is declared after @fastify/websocket has loaded.
    void this.app.register(async (instance) => {
      instance.get(fastifyPath(path), { websocket: true } as never, handler as never);
    });
  }

  addSse(path: string, handler: SseHandler): void {
    this.app.get(fastifyPath(path), async (request, reply) => {
      const controller = new AbortController();
      reply.raw.on('close', () => controller.abort(new Error('client disconnected')));
      reply.hijack();
      reply.raw.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
      try {
        for await (const event of handler(request, controller.signal)) {
          if (controller.signal.aborted) break;
          reply.raw.write(`data: ${JSON.stringify(event)}\n\n`);
        }
      } catch (error) {
        const known = asHttpError(error);
        if (!known) this.logger.error({ err: error, path }, 'sse handler failed');
        const body = (known ?? new HttpError(500, 'internal_error', 'internal error')).body();
        if (!controller.signal.aborted) reply.raw.write(`event: error\ndata: ${JSON.stringify(body)}\n\n`);
      } finally {
        reply.raw.end();
      }
    });
  }

  getApp(): FastifyInstance {
    return this.app;
  }

  async start(): Promise<string> {
    const { host, port } = this.config.server;
    await this.app.listen({ host, port });
    const address = this.app.server.address();
    const actual = typeof address === 'object' && address !== null ? address.port : port;
    return displayUrl(host, actual, { tls: this.tls });
  }

  async close(graceMs: number): Promise<void> {
    await closeHttpServer(this.app, graceMs);
  }
}
