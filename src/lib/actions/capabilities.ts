import type { ActionCapability, Capabilities, TransportKind } from '../../../generated/actions/types.js';
import type { Action } from './Action.js';
import type { CapabilitiesFacts } from './server/types.js';

export interface CapabilitiesRequest {
  /** `http://host:port` of the discovery request (fastify's protocol + host). */
  readonly origin: string;
  /** `server.base_url`: the path prefix under which a proxy publishes this server ("" for none). */
  readonly basePath: string;
  /** Whether this server serves the actions' HTTP routes. */
  readonly httpAvailable: boolean;
}

/**
 * GET /capabilities (contract §4, the seed's shape and snake_case names): every action with
 * `capability: true`, its declarations (the legacy flat fields) and, per transport, whether this
 * server actually serves it and where.
 */
export function buildCapabilities(actions: readonly Action[], facts: CapabilitiesFacts, request: CapabilitiesRequest): Capabilities {
  return { actions: actions.filter((a) => a.capability).map((a) => actionCapability(a, facts, request)) };
}

function actionCapability(action: Action, facts: CapabilitiesFacts, request: CapabilitiesRequest): ActionCapability {
  const basePath = request.basePath.replace(/\/+$/, '');
  const available: TransportKind[] = [];
  const httpAvailable = action.http !== null && request.httpAvailable;
  const mcpAvailable = action.mcp !== null && facts.mcp !== null;
  const queueAvailable = action.queue !== null && facts.queueAvailable;
  if (httpAvailable) available.push('http');
  if (mcpAvailable) available.push('mcp');
  if (queueAvailable) available.push('queue');
  const path = action.http ? `${basePath}${action.http.path}` : null;
  return {
    name: action.name,
    description: action.description,
    path,
    method: action.http?.method ?? null,
    mcp_tool: action.mcp?.name ?? null,
    queue_topic: action.queue?.listen ?? null,
    available_transports: available,
    transports: {
      http: action.http && path !== null ? { available: httpAvailable, path, method: action.http.method, url: `${request.origin}${path}` } : null,
      mcp: action.mcp
        ? {
            available: mcpAvailable,
            name: action.mcp.name,
            description: action.mcp.description,
            transport: facts.mcp?.transport ?? 'streamable-http',
            url: facts.mcp?.url() ?? null,
          }
        : null,
      queue: action.queue
        ? {
            available: queueAvailable,
            topic: action.queue.listen,
            reply_required: action.queue.replyRequired,
            reply_to_header: 'reply_to',
            correlation_id_header: 'correlation_id',
          }
        : null,
    },
    intents: action.intents.map((i) => ({ name: i.name, description: i.description, examples: [...(i.examples ?? [])] })),
    input_schema: action.inputJsonSchema(),
    output_schema: action.outputJsonSchema(),
  };
}
