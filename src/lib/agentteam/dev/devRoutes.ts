/**
 * The HTTP API of the local AgentTeam platform: one handler per operation of the generated tables
 * (schemas/agentteam/operations.json for the Runtime API, schemas/agentteam-dev/operations.json
 * for the admin API; docs/agentteam-dev.md lists them). The table gives each route its method,
 * path, authentication, query parameters, request validator, success status and no-store; a
 * handler only calls the core. All bodies are JSON; every error is
 * `{"error": {"code", "message", "details"?}}`.
 *
 * A known path with another method is 405 method_not_allowed (with Allow); any bearer token over
 * its rate limit is 429 rate_limited with Retry-After.
 */
import type { FastifyInstance } from 'fastify';
import { agentTeamRuntimeApiOperations, type AgentTeamRuntimeApiTypes, type OperationAuth } from '../../../../generated/agentteam/operations.js';
import { agentTeamAdminApiOperations, type AgentTeamAdminApiTypes } from '../../../../generated/agentteam-dev/operations.js';
import { checkedBody, declaredQuery, HttpError, registerRoutes, routeUrl, type Route, type RouteContext } from '../../http/index.js';
import type { DeliveryDispatcher } from './DeliveryDispatcher.js';
import type { DevPlatformCore, RuntimeActor } from './DevPlatformCore.js';
import { DevPlatformError } from './DevPlatformError.js';
import type { UserRow } from './DevStore.js';
import { transportsOf, userView, channelView } from './views.js';
import type { TokenRateLimiter } from './TokenRateLimiter.js';

export interface RouteDeps {
  readonly core: DevPlatformCore;
  readonly dispatcher: DeliveryDispatcher;
  readonly limiter: TokenRateLimiter | undefined;
  readonly log: (line: string) => void;
}

/** Every operation the platform serves: the admin API and the Runtime API (their ids are distinct). */
export const devOperations = { ...agentTeamAdminApiOperations, ...agentTeamRuntimeApiOperations };
export type DevOperationId = keyof typeof devOperations;
type Types = AgentTeamAdminApiTypes & AgentTeamRuntimeApiTypes;

type ActorOf<Auth extends OperationAuth> = Auth extends 'user' ? UserRow : Auth extends 'none' ? undefined : RuntimeActor;

/** A request to one operation, authenticated and checked against the table. */
interface Call<Id extends DevOperationId> {
  readonly actor: ActorOf<(typeof devOperations)[Id]['auth']>;
  readonly path: Types[Id]['path'];
  readonly query: Types[Id]['servedQuery'];
  readonly body: Types[Id]['body'];
  readonly route: RouteContext;
}

/** Status and no-store default to the table's; the body must be the declared response. */
type Answer<Id extends DevOperationId> = { readonly status?: number; readonly body: Types[Id]['response']; readonly noStore?: boolean } | undefined;

type Handlers = { readonly [Id in DevOperationId]: (call: Call<Id>) => Answer<Id> };

function handlers(deps: RouteDeps): Handlers {
  const { core, dispatcher } = deps;
  return {
    health: () => ({ body: { status: 'ok' } }),
    createUser: ({ body }) => {
      const { user: row, token } = core.createUser(body.name);
      return { body: { user: userView(row), token } };
    },
    currentUser: ({ actor }) => ({ body: core.currentUser(actor) }),
    createToken: ({ actor, body }) => ({ body: core.issueUserToken(actor.user_id, body.expiresInSeconds) }),
    createWorkspace: ({ actor, body }) => ({ body: core.createWorkspace(actor, body.name) }),
    getWorkspace: ({ actor, path }) => ({ body: core.getWorkspace(actor, path.workspaceId) }),
    listMembers: ({ actor, path }) => ({ body: { members: core.listMembers(actor, path.workspaceId) } }),
    addMember: ({ actor, path, body }) => ({ body: core.addMember(actor, path.workspaceId, body.userId, body.role) }),
    listChannels: ({ actor, path }) => ({ body: { channels: core.listChannels(actor, path.workspaceId).map(channelView) } }),
    createChannel: ({ actor, path, body }) => ({ body: channelView(core.createChannel(actor, path.workspaceId, body.name)) }),
    addChannelApp: ({ actor, path, body }) => ({ body: core.setChannelApp(actor, path.workspaceId, path.channelId, body.installationId, true) }),
    removeChannelApp: ({ actor, path }) => ({ body: core.setChannelApp(actor, path.workspaceId, path.channelId, path.installationId, false) }),
    postMessage: ({ actor, path, body }) => ({ body: core.postMessage(actor, path.workspaceId, path.channelId, body) }),
    listMessages: ({ actor, path, query }) => ({ body: { messages: core.listMessages(actor, path.workspaceId, path.channelId, query) } }),
    listApps: ({ actor, path, query }) => ({ body: { apps: core.listApps(actor, path.workspaceId, query.name) } }),
    createApp: ({ actor, path, body }) => {
      const { created, direct } = core.createApp(actor, path.workspaceId, body);
      // Only the direct answer carries a credential.
      return direct ? { status: 201, body: created } : { status: 202, body: created, noStore: false };
    },
    getApp: ({ actor, path }) => ({ body: core.getApp(actor, path.workspaceId, path.installationId) }),
    approveApp: ({ actor, path }) => ({ body: core.decideApp(actor, path.workspaceId, path.installationId, true) }),
    rejectApp: ({ actor, path }) => ({ body: core.decideApp(actor, path.workspaceId, path.installationId, false) }),
    rotateRunnerToken: ({ actor, path }) => ({ body: core.rotateRunnerToken(actor, path.workspaceId, path.installationId) }),
    getDelivery: ({ actor, path }) => ({ body: core.getDelivery(actor, path.workspaceId, path.deliveryId) }),
    cancelDelivery: ({ actor, path }) => ({ body: core.cancelDelivery(actor, path.workspaceId, path.deliveryId) }),

    // ------------------------------------------------------------ Runtime API
    credentialStatus: ({ actor, path }) => ({ body: core.credentialStatus(actor, path.workspaceId, path.installationId) }),
    claimCredentials: ({ actor, path, route }) => {
      // The claim request has an empty body (contract); `{}` is accepted too.
      if (route.body !== undefined && (typeof route.body !== 'object' || route.body === null || Array.isArray(route.body))) {
        throw new DevPlatformError('validation_failed', 'the claim request has an empty body', [{ field: '/', message: 'must be empty or an object' }]);
      }
      return { body: core.claimCredentials(actor, path.workspaceId, path.installationId) };
    },
    stream: ({ actor, query, route }) => {
      if (actor.kind !== 'runner') throw new DevPlatformError('not_permitted', 'the runner stream takes the runner token');
      if (!transportsOf(actor.app).includes('runner_stream')) throw new DevPlatformError('not_permitted', `App ${actor.app.name} does not use the runner_stream transport`);
      const reply = route.reply;
      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, { 'content-type': 'application/x-ndjson', 'cache-control': 'no-store', connection: 'keep-alive' });
      raw.flushHeaders();
      const id = dispatcher.openStream(actor.app, query.runnerId === '' ? undefined : query.runnerId, actor.tokenHash, {
        write: (line) => {
          if (!raw.writableEnded && !raw.destroyed) raw.write(line);
        },
        end: () => {
          if (!raw.writableEnded) raw.end();
        },
      });
      raw.on('close', () => dispatcher.closeStream(id));
      deps.log(`GET ${route.request.url.split('?')[0]} 200 (stream ${id})`);
      return undefined;
    },
    heartbeat: ({ actor, body }) => ({ body: core.heartbeat(actor, body) }),
    reply: ({ actor, path, body }) => ({ body: core.reply(actor, path.workspaceId, path.deliveryId, body) }),
    ack: ({ actor, path, body }) => ({ body: core.ack(actor, path.workspaceId, path.deliveryId, body) }),
    fail: ({ actor, path, body }) => ({ body: core.fail(actor, path.workspaceId, path.deliveryId, body) }),
    context: ({ actor, path, query }) => ({ body: core.context(actor, path.workspaceId, path.deliveryId, query) }),
  };
}

/**
 * The route of one operation: authenticate as the table says (before anything else, so a bad
 * token is a 401 whatever the request), then the declared query, then the body with the
 * operation's generated validator, then the handler.
 */
function route<Id extends DevOperationId>(id: Id, handle: Handlers[Id], core: DevPlatformCore): Route {
  const spec = devOperations[id];
  return {
    method: spec.method,
    url: routeUrl(spec.path),
    handle: (ctx) => {
      const actor = spec.auth === 'none' ? undefined : spec.auth === 'user' ? core.authenticateUser(ctx.authorization) : core.authenticateRuntime(ctx.authorization, ctx.params['workspaceId']!);
      const query = declaredQuery(spec.query, ctx.query);
      const body = spec.request === null ? undefined : checkedBody<unknown>(spec.request, ctx.body);
      // The table and the generated types are made from the same declaration; this is their one meeting point.
      const answer = handle({ actor, path: ctx.params, query, body, route: ctx } as Call<Id>);
      if (answer === undefined) return undefined;
      return { status: answer.status ?? spec.status[0], body: answer.body, noStore: answer.noStore ?? spec.noStore };
    },
  };
}

/** One route per operation of the tables. */
export function devRoutes(deps: RouteDeps): Route[] {
  const all = handlers(deps);
  return (Object.keys(devOperations) as DevOperationId[]).map(<Id extends DevOperationId>(id: Id) => route(id, all[id], deps.core));
}

/** Registers every route, the 405 answers for known paths, and the per-token rate limit. */
export function registerDevRoutes(app: FastifyInstance, deps: RouteDeps): void {
  if (deps.limiter !== undefined) {
    const limiter = deps.limiter;
    app.addHook('onRequest', async (request) => {
      const match = /^Bearer[ \t]+(\S+)/i.exec(request.headers.authorization ?? '');
      if (match === null) return;
      const decision = limiter.take(match[1]!);
      if (!decision.ok) {
        throw new HttpError(429, 'rate_limited', 'too many requests with this token', undefined, { 'retry-after': String(decision.retryAfterSeconds) });
      }
    });
  }
  registerRoutes(app, devRoutes(deps));
}
