import { VvAgentError } from '../../shared/errors.js';
import type { HttpServerFactoryFn, McpServerFactoryFn } from './types.js';

class FactoryRegistry<F> {
  readonly #factories = new Map<string, F>();
  constructor(private readonly kind: string) {}

  register(key: string, factory: F): void {
    this.#factories.set(key, factory);
  }

  get(key: string): F {
    const factory = this.#factories.get(key);
    if (factory === undefined) {
      throw new VvAgentError('unknown_server_kind', `unknown ${this.kind} server "${key}" (registered: ${this.keys().join(', ') || 'none'})`, 'usage');
    }
    return factory;
  }

  keys(): string[] {
    return [...this.#factories.keys()].sort();
  }
}

/**
 * Server kinds by key (the seed's VsServerFactory / VsMcpServerFactory): `new AgentServer` names a
 * key, never a class, so another server kind plugs in without touching application code. The
 * built-in ones load their framework only when chosen.
 */
export const HttpServerFactory = new FactoryRegistry<HttpServerFactoryFn>('HTTP');
export const McpServerFactory = new FactoryRegistry<McpServerFactoryFn>('MCP');

HttpServerFactory.register('fastify', async (context) => (await import('../http/FastifyActionServer.js')).createFastifyActionServer(context));
McpServerFactory.register('mcp-sdk', async (context) => (await import('../mcp/SdkMcpServer.js')).createSdkMcpServer(context));
