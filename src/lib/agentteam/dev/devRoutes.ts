/**
 * The HTTP API of the local AgentTeam platform, one declaration per route. All bodies are JSON;
 * every error is `{"error": {"code", "message", "details"?}}`. Times are RFC 3339.
 *
 * Admin API (user token `Authorization: Bearer atu_...`, except creating a user):
 *   POST   /api/v1/users                                          {name} -> 201 {user, token} (no-store; open, it is a local tool)
 *   GET    /api/v1/users/me                                       -> {user, workspaces: [{workspaceId, name, role}]}
 *   POST   /api/v1/users/me/tokens                                {expiresInSeconds?} -> 201 {token, expiresAt?} (no-store)
 *   POST   /api/v1/workspaces                                     {name} -> 201 Workspace (the caller becomes its owner)
 *   GET    /api/v1/workspaces/{w}                                 -> Workspace (member)
 *   GET    /api/v1/workspaces/{w}/members                         -> {members}
 *   POST   /api/v1/workspaces/{w}/members                         {userId, role} -> 201 WorkspaceMember (owner/admin; owner role: owner only)
 *   GET    /api/v1/workspaces/{w}/channels                        -> {channels}
 *   POST   /api/v1/workspaces/{w}/channels                        {name} -> 201 Channel (409 name_taken)
 *   POST   /api/v1/workspaces/{w}/channels/{c}/apps               {installationId} -> 200 ChannelApp (App manager or owner/admin; 409 app_not_ready while pending)
 *   DELETE /api/v1/workspaces/{w}/channels/{c}/apps/{i}           -> 200 ChannelApp (member: false)
 *   POST   /api/v1/workspaces/{w}/channels/{c}/messages           {text, threadId?, mentions?: [{type, serviceMemberId|appName|memberId, range}]}
 *                                                                 -> 201 {message, deliveries, skippedMentions}; one delivery per mentioned
 *                                                                 active App that is a member of the channel (threads inherit)
 *   GET    /api/v1/workspaces/{w}/channels/{c}/messages?afterSeq&limit&threadId -> {messages} oldest first
 *   GET    /api/v1/workspaces/{w}/apps?name=                      -> {apps}
 *   POST   /api/v1/workspaces/{w}/apps                            {name, displayName?, transports, callbackUrl?}
 *                                                                 owner/admin -> 201 {app, credentials} (no-store, shown once);
 *                                                                 member -> 202 {app} (pending_approval, no credential)
 *   GET    /api/v1/workspaces/{w}/app-installations/{i}           -> App
 *   POST   /api/v1/workspaces/{w}/app-installations/{i}/approve   -> App (owner/admin; ready_to_claim)
 *   POST   /api/v1/workspaces/{w}/app-installations/{i}/reject    -> App (owner/admin; rejected, removed from Apps)
 *   GET    /api/v1/workspaces/{w}/app-installations/{i}/initial-credentials        -> {installationId, appId, state, transports, claimedAt?}
 *   POST   /api/v1/workspaces/{w}/app-installations/{i}/initial-credentials/claim  (empty body) -> {runnerToken?, callbackSigningSecret?}
 *                                                                 (no-store; once: 409 credential_already_claimed; before approval 409 credential_not_ready)
 *   POST   /api/v1/workspaces/{w}/app-installations/{i}/runner-token/rotate        -> {runnerToken} (no-store; the old token: 401 token_disabled)
 *   GET    /api/v1/workspaces/{w}/deliveries/{d}                  -> Delivery (status, attempts, failure)
 *   POST   /api/v1/workspaces/{w}/deliveries/{d}/cancel           -> Delivery (App manager or owner/admin; 409 delivery_terminal)
 *   GET    /healthz                                               -> {status: "ok"}
 *
 * Runtime API (contract; `Bearer <runner token>` or the delivery's own `deliveryToken`):
 *   GET    /api/v1/workspaces/{w}/app-runtime/stream[?runnerId=]  NDJSON: {"type":"delivery","envelope":{...}} and {"type":"ping"} (runner token only)
 *   POST   /api/v1/workspaces/{w}/app-runtime/heartbeat           {runnerId, runnerVersion?, capabilities?, metadata?} -> {runnerId, receivedAt}
 *   POST   /api/v1/workspaces/{w}/app-runtime/deliveries/{d}/reply  {attemptId, content, idempotencyKey, metadata?} -> ReplyResponse
 *   POST   /api/v1/workspaces/{w}/app-runtime/deliveries/{d}/ack    {attemptId, result?} -> {deliveryId, attemptId, status}
 *   POST   /api/v1/workspaces/{w}/app-runtime/deliveries/{d}/fail   {attemptId, code, message, result?} -> {deliveryId, attemptId, status}
 *   GET    /api/v1/workspaces/{w}/app-runtime/deliveries/{d}/context?attemptId&limit&beforeSeq -> {messages, pinned}
 *
 * A known path with another method is 405 method_not_allowed (with Allow); any bearer token over
 * its rate limit is 429 rate_limited with Retry-After.
 */
import type { FastifyInstance } from 'fastify';
import { validateAckRequest, validateFailRequest, validateHeartbeatRequest, validateReplyRequest } from '../../../../generated/agentteam/validators.js';
import {
  validateAddChannelAppRequest,
  validateAddMemberRequest,
  validateCreateAppRequest,
  validateCreateChannelRequest,
  validateCreateTokenRequest,
  validateCreateUserRequest,
  validateCreateWorkspaceRequest,
  validatePostMessageRequest,
} from '../../../../generated/agentteam-dev/validators.js';
import { checkedBody as checked, HttpError, intQuery, registerRoutes, type Route, type RouteContext } from '../../http/index.js';
import type { DeliveryDispatcher } from './DeliveryDispatcher.js';
import type { DevPlatformCore, RuntimeActor } from './DevPlatformCore.js';
import { DevPlatformError } from './DevPlatformError.js';
import { transportsOf, userView, channelView } from './views.js';
import type { TokenRateLimiter } from './TokenRateLimiter.js';

export interface RouteDeps {
  readonly core: DevPlatformCore;
  readonly dispatcher: DeliveryDispatcher;
  readonly limiter: TokenRateLimiter | undefined;
  readonly log: (line: string) => void;
}

function routes(deps: RouteDeps): Route[] {
  const { core, dispatcher } = deps;
  const user = (ctx: RouteContext) => core.authenticateUser(ctx.authorization);
  const runtime = (ctx: RouteContext): RuntimeActor => core.authenticateRuntime(ctx.authorization, ctx.params['w']!);
  const p = (ctx: RouteContext, name: string): string => ctx.params[name]!;
  const W = '/api/v1/workspaces/:w';
  const I = `${W}/app-installations/:i`;
  const R = `${W}/app-runtime`;

  return [
    { method: 'GET', url: '/healthz', handle: () => ({ body: { status: 'ok' } }) },
    {
      method: 'POST',
      url: '/api/v1/users',
      handle: (ctx) => {
        const body = checked(validateCreateUserRequest, ctx.body);
        const { user: row, token } = core.createUser(body.name);
        return { status: 201, body: { user: userView(row), token }, noStore: true };
      },
    },
    { method: 'GET', url: '/api/v1/users/me', handle: (ctx) => ({ body: core.currentUser(user(ctx)) }) },
    {
      method: 'POST',
      url: '/api/v1/users/me/tokens',
      handle: (ctx) => {
        const caller = user(ctx);
        const body = checked(validateCreateTokenRequest, ctx.body);
        return { status: 201, body: core.issueUserToken(caller.user_id, body.expiresInSeconds), noStore: true };
      },
    },
    {
      method: 'POST',
      url: '/api/v1/workspaces',
      handle: (ctx) => {
        const caller = user(ctx);
        return { status: 201, body: core.createWorkspace(caller, checked(validateCreateWorkspaceRequest, ctx.body).name) };
      },
    },
    { method: 'GET', url: W, handle: (ctx) => ({ body: core.getWorkspace(user(ctx), p(ctx, 'w')) }) },
    { method: 'GET', url: `${W}/members`, handle: (ctx) => ({ body: { members: core.listMembers(user(ctx), p(ctx, 'w')) } }) },
    {
      method: 'POST',
      url: `${W}/members`,
      handle: (ctx) => {
        const caller = user(ctx);
        const body = checked(validateAddMemberRequest, ctx.body);
        return { status: 201, body: core.addMember(caller, p(ctx, 'w'), body.userId, body.role) };
      },
    },
    { method: 'GET', url: `${W}/channels`, handle: (ctx) => ({ body: { channels: core.listChannels(user(ctx), p(ctx, 'w')).map(channelView) } }) },
    {
      method: 'POST',
      url: `${W}/channels`,
      handle: (ctx) => {
        const caller = user(ctx);
        return { status: 201, body: channelView(core.createChannel(caller, p(ctx, 'w'), checked(validateCreateChannelRequest, ctx.body).name)) };
      },
    },
    {
      method: 'POST',
      url: `${W}/channels/:c/apps`,
      handle: (ctx) => {
        const caller = user(ctx);
        const body = checked(validateAddChannelAppRequest, ctx.body);
        return { body: core.setChannelApp(caller, p(ctx, 'w'), p(ctx, 'c'), body.installationId, true) };
      },
    },
    { method: 'DELETE', url: `${W}/channels/:c/apps/:i`, handle: (ctx) => ({ body: core.setChannelApp(user(ctx), p(ctx, 'w'), p(ctx, 'c'), p(ctx, 'i'), false) }) },
    {
      method: 'POST',
      url: `${W}/channels/:c/messages`,
      handle: (ctx) => {
        const caller = user(ctx);
        return { status: 201, body: core.postMessage(caller, p(ctx, 'w'), p(ctx, 'c'), checked(validatePostMessageRequest, ctx.body)) };
      },
    },
    {
      method: 'GET',
      url: `${W}/channels/:c/messages`,
      handle: (ctx) => {
        const caller = user(ctx);
        const options = { afterSeq: intQuery(ctx.query, 'afterSeq', 0, 0, Number.MAX_SAFE_INTEGER), limit: intQuery(ctx.query, 'limit', 100, 1, 500), threadId: ctx.query['threadId'] };
        return { body: { messages: core.listMessages(caller, p(ctx, 'w'), p(ctx, 'c'), options) } };
      },
    },
    { method: 'GET', url: `${W}/apps`, handle: (ctx) => ({ body: { apps: core.listApps(user(ctx), p(ctx, 'w'), ctx.query['name']) } }) },
    {
      method: 'POST',
      url: `${W}/apps`,
      handle: (ctx) => {
        const caller = user(ctx);
        const { created, direct } = core.createApp(caller, p(ctx, 'w'), checked(validateCreateAppRequest, ctx.body));
        return direct ? { status: 201, body: created, noStore: true } : { status: 202, body: created };
      },
    },
    { method: 'GET', url: I, handle: (ctx) => ({ body: core.getApp(user(ctx), p(ctx, 'w'), p(ctx, 'i')) }) },
    { method: 'POST', url: `${I}/approve`, handle: (ctx) => ({ body: core.decideApp(user(ctx), p(ctx, 'w'), p(ctx, 'i'), true) }) },
    { method: 'POST', url: `${I}/reject`, handle: (ctx) => ({ body: core.decideApp(user(ctx), p(ctx, 'w'), p(ctx, 'i'), false) }) },
    { method: 'GET', url: `${I}/initial-credentials`, handle: (ctx) => ({ body: core.credentialStatus(user(ctx), p(ctx, 'w'), p(ctx, 'i')) }) },
    {
      method: 'POST',
      url: `${I}/initial-credentials/claim`,
      handle: (ctx) => {
        const caller = user(ctx);
        // The claim request has an empty body (contract); `{}` is accepted too.
        if (ctx.body !== undefined && (typeof ctx.body !== 'object' || ctx.body === null || Array.isArray(ctx.body))) {
          throw new DevPlatformError('validation_failed', 'the claim request has an empty body', [{ field: '/', message: 'must be empty or an object' }]);
        }
        return { body: core.claimCredentials(caller, p(ctx, 'w'), p(ctx, 'i')), noStore: true };
      },
    },
    { method: 'POST', url: `${I}/runner-token/rotate`, handle: (ctx) => ({ body: core.rotateRunnerToken(user(ctx), p(ctx, 'w'), p(ctx, 'i')), noStore: true }) },
    { method: 'GET', url: `${W}/deliveries/:d`, handle: (ctx) => ({ body: core.getDelivery(user(ctx), p(ctx, 'w'), p(ctx, 'd')) }) },
    { method: 'POST', url: `${W}/deliveries/:d/cancel`, handle: (ctx) => ({ body: core.cancelDelivery(user(ctx), p(ctx, 'w'), p(ctx, 'd')) }) },

    // ------------------------------------------------------------ Runtime API
    {
      method: 'GET',
      url: `${R}/stream`,
      handle: (ctx) => {
        const actor = runtime(ctx);
        if (actor.kind !== 'runner') throw new DevPlatformError('not_permitted', 'the runner stream takes the runner token');
        if (!transportsOf(actor.app).includes('runner_stream')) throw new DevPlatformError('not_permitted', `App ${actor.app.name} does not use the runner_stream transport`);
        const runnerId = ctx.query['runnerId'];
        const reply = ctx.reply;
        reply.hijack();
        const raw = reply.raw;
        raw.writeHead(200, { 'content-type': 'application/x-ndjson', 'cache-control': 'no-store', connection: 'keep-alive' });
        raw.flushHeaders();
        const id = dispatcher.openStream(actor.app, runnerId === '' ? undefined : runnerId, {
          write: (line) => {
            if (!raw.writableEnded && !raw.destroyed) raw.write(line);
          },
          end: () => {
            if (!raw.writableEnded) raw.end();
          },
        });
        raw.on('close', () => dispatcher.closeStream(id));
        deps.log(`GET ${ctx.request.url.split('?')[0]} 200 (stream ${id})`);
        return undefined;
      },
    },
    { method: 'POST', url: `${R}/heartbeat`, handle: (ctx) => ({ body: core.heartbeat(runtime(ctx), checked(validateHeartbeatRequest, ctx.body)) }) },
    {
      method: 'POST',
      url: `${R}/deliveries/:d/reply`,
      handle: (ctx) => {
        const actor = runtime(ctx);
        return { body: core.reply(actor, p(ctx, 'w'), p(ctx, 'd'), checked(validateReplyRequest, ctx.body)) };
      },
    },
    {
      method: 'POST',
      url: `${R}/deliveries/:d/ack`,
      handle: (ctx) => {
        const actor = runtime(ctx);
        return { body: core.ack(actor, p(ctx, 'w'), p(ctx, 'd'), checked(validateAckRequest, ctx.body)) };
      },
    },
    {
      method: 'POST',
      url: `${R}/deliveries/:d/fail`,
      handle: (ctx) => {
        const actor = runtime(ctx);
        return { body: core.fail(actor, p(ctx, 'w'), p(ctx, 'd'), checked(validateFailRequest, ctx.body)) };
      },
    },
    {
      method: 'GET',
      url: `${R}/deliveries/:d/context`,
      handle: (ctx) => {
        const actor = runtime(ctx);
        const attemptId = ctx.query['attemptId'];
        if (attemptId === undefined || attemptId === '') throw new DevPlatformError('validation_failed', 'attemptId is required', [{ field: 'attemptId', message: 'is required' }]);
        const query = { attemptId, limit: intQuery(ctx.query, 'limit', 50, 1, 200), beforeSeq: intQuery(ctx.query, 'beforeSeq', 0, 0, Number.MAX_SAFE_INTEGER) };
        return { body: core.context(actor, p(ctx, 'w'), p(ctx, 'd'), query) };
      },
    },
  ];
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
  registerRoutes(app, routes(deps));
}
