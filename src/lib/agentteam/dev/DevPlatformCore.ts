/**
 * The platform side of the AgentTeam App runtime contract, without HTTP: who may do what
 * (user tokens and workspace roles, runner tokens, delivery tokens), the App credential lifecycle
 * (pending_approval -> ready_to_claim -> claimed), messages whose mentions create durable
 * deliveries, and the delivery lifecycle (attempts, leases, retries, reply effects, ack and fail).
 * The HTTP routes (devRoutes.ts) and `agentteam dev --app` (devSetup.ts) call it; the dispatcher
 * (DeliveryDispatcher.ts) starts and ends attempts through it.
 */
import type {
  AckRequest,
  ClaimResponse,
  ContextResponse,
  CredentialStatus,
  DeliveryStateResponse,
  FailRequest,
  HeartbeatRequest,
  HeartbeatResponse,
  MentionPayload,
  ReplyRequest,
  ReplyResponse,
} from '../../../../generated/agentteam/types.js';
import type {
  App,
  CreateAppRequest,
  CreateAppResponse,
  CurrentUserResponse,
  Delivery,
  DeliverySummary,
  InitialCredentials,
  Message,
  PostMessageRequest,
  PostMessageResponse,
  SkippedMention,
  Workspace,
  WorkspaceMember,
} from '../../../../generated/agentteam-dev/types.js';
import { DevPlatformError } from './DevPlatformError.js';
import type { AppRow, AttemptRow, ChannelRow, DeliveryRow, DevStore, MemberRow, Role, TokenRow, TransportName, UserRow } from './DevStore.js';
import { hashToken, newId, newSecret, TOKEN_PREFIX } from './ids.js';
import { codePointLength, MENTION_EVENT_TYPE, mentionPayload, targetRef, type EnvelopeFields, type StoredMention } from './payload.js';
import { appView, channelView, contextMessageView, deliveryView, iso, memberView, messageView, transportsOf, userView } from './views.js';

export interface DeliveryPolicy {
  /** Lease of each attempt, renewed by every successful reply (contract default 60 s). */
  readonly leaseSeconds: number;
  /** Backoff before attempt n+1 is base * 2^(n-1): 1 s, 2 s, 4 s, 8 s by default. */
  readonly retryBackoffMs: number;
  /** Attempts before the delivery fails with attempts_exhausted (contract: 5). */
  readonly maxAttempts: number;
  /** How long a delivery token authorizes calls for its delivery. */
  readonly deliveryTokenTtlSeconds: number;
}

export const DEFAULT_DELIVERY_POLICY: DeliveryPolicy = { leaseSeconds: 60, retryBackoffMs: 1000, maxAttempts: 5, deliveryTokenTtlSeconds: 24 * 3600 };

export interface CoreOptions extends DeliveryPolicy {
  /** Unix milliseconds; injectable so that tests can move time (token expiry, leases). */
  readonly clock: () => number;
  /** Called when something may be dispatchable now (new delivery, attempt ended, heartbeat). */
  readonly onChange: () => void;
  readonly log: (line: string) => void;
}

export type RuntimeActor =
  | { readonly kind: 'runner'; readonly app: AppRow }
  | { readonly kind: 'delivery'; readonly app: AppRow; readonly deliveryId: string };

export interface StartedAttempt {
  readonly attempt: AttemptRow;
  readonly envelope: EnvelopeFields;
}

const TERMINAL: ReadonlySet<string> = new Set(['completed', 'failed', 'canceled']);

function bearerOf(authorization: string | undefined): string | undefined {
  if (authorization === undefined) return undefined;
  const match = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(authorization);
  return match?.[1];
}

function invalid(field: string, message: string): DevPlatformError {
  return new DevPlatformError('validation_failed', message, [{ field, message }]);
}

export class DevPlatformCore {
  constructor(
    readonly store: DevStore,
    readonly options: CoreOptions,
  ) {}

  now(): number {
    return this.options.clock();
  }

  // ---------------------------------------------------------------- authentication

  /** The token row of `Authorization: Bearer <token>`: 401 invalid_token / token_disabled / token_expired. */
  private tokenOf(authorization: string | undefined): TokenRow {
    const bearer = bearerOf(authorization);
    if (bearer === undefined) throw new DevPlatformError('invalid_token', 'missing or malformed Authorization: Bearer header');
    const row = this.store.getToken(hashToken(bearer));
    if (row === undefined) throw new DevPlatformError('invalid_token', 'the bearer token is not valid');
    if (row.disabled_at !== null) throw new DevPlatformError('token_disabled', 'the bearer token has been disabled');
    if (row.expires_at !== null && row.expires_at <= this.now()) throw new DevPlatformError('token_expired', 'the bearer token has expired');
    return row;
  }

  /** The user behind a user token; runtime credentials are not user credentials (401). */
  authenticateUser(authorization: string | undefined): UserRow {
    const row = this.tokenOf(authorization);
    const user = row.kind === 'user' && row.user_id !== null ? this.store.getUser(row.user_id) : undefined;
    if (user === undefined) throw new DevPlatformError('invalid_token', 'this API takes a user token');
    return user;
  }

  /** The caller's membership of workspace `w`: 404 when there is no such workspace, 403 when not a member. */
  private memberOf(user: UserRow, workspaceId: string): MemberRow {
    if (this.store.getWorkspace(workspaceId) === undefined) throw new DevPlatformError('not_found', `workspace ${workspaceId} not found`);
    const member = this.store.getMember(workspaceId, user.user_id);
    if (member === undefined) throw new DevPlatformError('not_permitted', `you are not a member of workspace ${workspaceId}`);
    return member;
  }

  private isAdmin(member: MemberRow): boolean {
    return member.role === 'owner' || member.role === 'admin';
  }

  /** Owners, admins and the App's managers (its creator is the first manager). */
  private assertManages(member: MemberRow, app: AppRow): void {
    if (!this.isAdmin(member) && app.created_by !== member.user_id) {
      throw new DevPlatformError('not_permitted', 'only an App manager or a workspace owner or admin may do this');
    }
  }

  /** A runner token (its App) or a delivery token (its delivery) of workspace `w`. */
  authenticateRuntime(authorization: string | undefined, workspaceId: string): RuntimeActor {
    const row = this.tokenOf(authorization);
    if (row.kind === 'user') throw new DevPlatformError('invalid_token', 'the Runtime API takes a runner token or a delivery token');
    const app = row.installation_id !== null ? this.store.getApp(row.installation_id) : undefined;
    if (app === undefined || app.status === 'rejected') throw new DevPlatformError('installation_not_found', 'the App of this token no longer exists');
    if (app.workspace_id !== workspaceId) throw new DevPlatformError('not_permitted', `this token is not valid in workspace ${workspaceId}`);
    if (row.kind === 'runner') return { kind: 'runner', app };
    return { kind: 'delivery', app, deliveryId: row.delivery_id ?? '' };
  }

  /** True when `token` is a valid, enabled, unexpired token of this kind and subject. */
  tokenIsValid(token: string, kind: 'user' | 'runner', subjectId: string): boolean {
    const row = this.store.getToken(hashToken(token));
    if (row === undefined || row.kind !== kind || row.disabled_at !== null) return false;
    if (row.expires_at !== null && row.expires_at <= this.now()) return false;
    return kind === 'user' ? row.user_id === subjectId : row.installation_id === subjectId;
  }

  // ---------------------------------------------------------------- users and workspaces

  createUser(name: string): { user: UserRow; token: string } {
    const user: UserRow = { user_id: newId('usr'), name, created_at: this.now() };
    return this.store.transaction(() => {
      this.store.insertUser(user);
      return { user, token: this.issueUserToken(user.user_id).token };
    });
  }

  issueUserToken(userId: string, expiresInSeconds?: number): { token: string; expiresAt?: string } {
    const token = newSecret(TOKEN_PREFIX.user);
    const now = this.now();
    const expiresAt = expiresInSeconds === undefined ? null : now + expiresInSeconds * 1000;
    this.store.insertToken({ token_hash: hashToken(token), kind: 'user', user_id: userId, installation_id: null, delivery_id: null, attempt_id: null, created_at: now, expires_at: expiresAt });
    return { token, ...(expiresAt !== null ? { expiresAt: iso(expiresAt) } : {}) };
  }

  getUser(userId: string): UserRow | undefined {
    return this.store.getUser(userId);
  }

  currentUser(user: UserRow): CurrentUserResponse {
    return {
      user: userView(user),
      workspaces: this.store.listMembershipsOfUser(user.user_id).map((m) => ({ workspaceId: m.workspace_id, name: m.name, role: m.role })),
    };
  }

  createWorkspace(user: UserRow, name: string): Workspace {
    const now = this.now();
    const workspaceId = newId('w');
    this.store.transaction(() => {
      this.store.insertWorkspace({ workspace_id: workspaceId, name, created_by: user.user_id, created_at: now });
      this.store.upsertMember({ workspace_id: workspaceId, user_id: user.user_id, member_id: newId('mem'), role: 'owner', joined_at: now });
    });
    return { workspaceId, name, role: 'owner', createdAt: iso(now) };
  }

  getWorkspace(user: UserRow, workspaceId: string): Workspace {
    const member = this.memberOf(user, workspaceId);
    const workspace = this.store.getWorkspace(workspaceId)!;
    return { workspaceId, name: workspace.name, role: member.role, createdAt: iso(workspace.created_at) };
  }

  addMember(user: UserRow, workspaceId: string, userId: string, role: Role): WorkspaceMember {
    const member = this.memberOf(user, workspaceId);
    if (!this.isAdmin(member)) throw new DevPlatformError('not_permitted', 'only a workspace owner or admin may add members');
    if (role === 'owner' && member.role !== 'owner') throw new DevPlatformError('not_permitted', 'only an owner may make another owner');
    if (this.store.getUser(userId) === undefined) throw invalid('/userId', `user ${userId} not found`);
    const existing = this.store.getMember(workspaceId, userId);
    this.store.upsertMember({ workspace_id: workspaceId, user_id: userId, member_id: existing?.member_id ?? newId('mem'), role, joined_at: existing?.joined_at ?? this.now() });
    return memberView(this.store.getMember(workspaceId, userId)!);
  }

  listMembers(user: UserRow, workspaceId: string): WorkspaceMember[] {
    this.memberOf(user, workspaceId);
    return this.store.listMembers(workspaceId).map(memberView);
  }

  // ---------------------------------------------------------------- channels

  private channelOf(workspaceId: string, channelId: string): ChannelRow {
    const channel = this.store.getChannel(channelId);
    if (channel === undefined || channel.workspace_id !== workspaceId) throw new DevPlatformError('not_found', `channel ${channelId} not found`);
    return channel;
  }

  createChannel(user: UserRow, workspaceId: string, name: string): ChannelRow {
    this.memberOf(user, workspaceId);
    if (this.store.getChannelByName(workspaceId, name) !== undefined) throw new DevPlatformError('name_taken', `channel #${name} already exists`);
    const row: ChannelRow = { channel_id: newId('ch'), workspace_id: workspaceId, name, created_at: this.now() };
    this.store.insertChannel(row);
    return row;
  }

  findChannelByName(workspaceId: string, name: string): ChannelRow | undefined {
    return this.store.getChannelByName(workspaceId, name);
  }

  listChannels(user: UserRow, workspaceId: string): ChannelRow[] {
    this.memberOf(user, workspaceId);
    return this.store.listChannels(workspaceId);
  }

  /**
   * Adds an App to a channel (an App manager or an owner/admin). Creating an App never adds it to
   * a channel; threads inherit the channel's membership. A pending App has no membership (409).
   */
  setChannelApp(user: UserRow, workspaceId: string, channelId: string, installationId: string, member: boolean): { channelId: string; installationId: string; serviceMemberId: string; member: boolean } {
    const caller = this.memberOf(user, workspaceId);
    const channel = this.channelOf(workspaceId, channelId);
    const app = this.appOf(workspaceId, installationId);
    this.assertManages(caller, app);
    if (member) {
      if (app.status !== 'active') throw new DevPlatformError('app_not_ready', `App ${app.name} is pending approval and cannot join channels`);
      this.store.addChannelApp(channel.channel_id, installationId, this.now());
    } else {
      this.store.removeChannelApp(channel.channel_id, installationId);
    }
    return { channelId: channel.channel_id, installationId, serviceMemberId: app.service_member_id, member };
  }

  // ---------------------------------------------------------------- apps and credentials

  private appOf(workspaceId: string, installationId: string): AppRow {
    const app = this.store.getApp(installationId);
    if (app === undefined || app.workspace_id !== workspaceId || app.status === 'rejected') {
      throw new DevPlatformError('installation_not_found', `App installation ${installationId} not found`);
    }
    return app;
  }

  private appDto(app: AppRow): App {
    return appView(app, this.store.channelsOfApp(app.installation_id));
  }

  findAppByName(workspaceId: string, name: string): AppRow | undefined {
    return this.store.getAppByName(workspaceId, name);
  }

  /**
   * One user operation (seed, "Provision and Connect"): an owner or admin gets an active App and
   * its one-time credentials; a member gets a pending request with no credential at all.
   */
  createApp(user: UserRow, workspaceId: string, request: CreateAppRequest): { created: CreateAppResponse; direct: boolean } {
    const member = this.memberOf(user, workspaceId);
    const transports = [...request.transports];
    const callbackUrl = request.callbackUrl ?? null;
    if (transports.includes('callback')) {
      if (callbackUrl === null) throw invalid('/callbackUrl', 'the callback transport needs a callbackUrl');
      try {
        new URL(callbackUrl);
      } catch {
        throw invalid('/callbackUrl', 'callbackUrl is not a URL');
      }
    }
    if (this.store.getAppByName(workspaceId, request.name) !== undefined) throw new DevPlatformError('name_taken', `an App named ${request.name} already exists`);
    const direct = this.isAdmin(member);
    const now = this.now();
    const row: AppRow = {
      installation_id: newId('svcinst'),
      app_id: newId('app'),
      service_definition_id: newId('svcdef'),
      service_member_id: newId('svcmem'),
      workspace_id: workspaceId,
      name: request.name,
      display_name: request.displayName ?? request.name,
      transports: JSON.stringify(transports),
      callback_url: callbackUrl,
      status: direct ? 'active' : 'pending_approval',
      credential_state: direct ? 'claimed' : 'pending_approval',
      created_by: user.user_id,
      created_at: now,
      claimed_at: direct ? now : null,
      callback_secret: null,
    };
    const credentials = this.store.transaction(() => {
      this.store.insertApp(row);
      return direct ? this.createCredentials(row) : undefined;
    });
    const app = this.appDto(this.store.getApp(row.installation_id)!);
    return { created: { app, ...(credentials !== undefined ? { credentials } : {}) }, direct };
  }

  /** The transport credentials of an App, created now (plaintext returned once; runner token hashed). */
  private createCredentials(app: AppRow): InitialCredentials {
    const transports = transportsOf(app);
    const credentials: { runnerToken?: string; callbackSigningSecret?: string } = {};
    if (transports.includes('runner_stream')) credentials.runnerToken = this.issueRunnerToken(app.installation_id);
    if (transports.includes('callback')) {
      const secret = newSecret(TOKEN_PREFIX.callbackSecret);
      this.store.updateAppRuntime({ installation_id: app.installation_id, transports: app.transports, callback_url: app.callback_url, callback_secret: secret });
      credentials.callbackSigningSecret = secret;
    }
    return credentials;
  }

  /** A new runner token for the App; any previous one is disabled (an App has at most one). */
  issueRunnerToken(installationId: string): string {
    const now = this.now();
    this.store.disableRunnerTokens(installationId, now);
    const token = newSecret(TOKEN_PREFIX.runner);
    this.store.insertToken({ token_hash: hashToken(token), kind: 'runner', user_id: null, installation_id: installationId, delivery_id: null, attempt_id: null, created_at: now, expires_at: null });
    return token;
  }

  listApps(user: UserRow, workspaceId: string, name?: string): App[] {
    this.memberOf(user, workspaceId);
    const rows = name === undefined ? this.store.listApps(workspaceId) : [this.store.getAppByName(workspaceId, name)].filter((r): r is AppRow => r !== undefined);
    return rows.map((r) => this.appDto(r));
  }

  getApp(user: UserRow, workspaceId: string, installationId: string): App {
    this.memberOf(user, workspaceId);
    return this.appDto(this.appOf(workspaceId, installationId));
  }

  /** Approval of a member's request: pending_approval -> ready_to_claim (owner or admin). */
  decideApp(user: UserRow, workspaceId: string, installationId: string, approve: boolean): App {
    const member = this.memberOf(user, workspaceId);
    const app = this.appOf(workspaceId, installationId);
    if (!this.isAdmin(member)) throw new DevPlatformError('not_permitted', 'only a workspace owner or admin may approve or reject an App request');
    if (app.status !== 'pending_approval') {
      if (approve) return this.appDto(app);
      throw new DevPlatformError('app_not_ready', `App ${app.name} is not a pending request`);
    }
    if (approve) {
      this.store.updateAppState({ installation_id: installationId, status: 'active', credential_state: 'ready_to_claim', claimed_at: null });
      return this.appDto(this.store.getApp(installationId)!);
    }
    // Rejected: removed from Apps; the row stays for audit and its name becomes free again.
    this.store.updateAppState({ installation_id: installationId, status: 'rejected', credential_state: 'pending_approval', claimed_at: null });
    return appView(this.store.getApp(installationId)!, []);
  }

  credentialStatus(user: UserRow, workspaceId: string, installationId: string): CredentialStatus {
    const member = this.memberOf(user, workspaceId);
    const app = this.appOf(workspaceId, installationId);
    this.assertManages(member, app);
    return {
      installationId,
      appId: app.app_id,
      state: app.credential_state,
      transports: transportsOf(app),
      ...(app.claimed_at !== null ? { claimedAt: iso(app.claimed_at) } : {}),
    };
  }

  /** The one claim (contract, "Credentials"): creates the credential and moves to claimed, once. */
  claimCredentials(user: UserRow, workspaceId: string, installationId: string): ClaimResponse {
    const member = this.memberOf(user, workspaceId);
    return this.store.transaction(() => {
      const app = this.appOf(workspaceId, installationId);
      this.assertManages(member, app);
      if (app.credential_state === 'claimed') throw new DevPlatformError('credential_already_claimed', 'the initial credential has already been claimed');
      if (app.credential_state !== 'ready_to_claim') throw new DevPlatformError('credential_not_ready', 'the App request has not been approved yet');
      const credentials = this.createCredentials(app);
      this.store.updateAppState({ installation_id: installationId, status: 'active', credential_state: 'claimed', claimed_at: this.now() });
      return { ...credentials };
    });
  }

  rotateRunnerToken(user: UserRow, workspaceId: string, installationId: string): { runnerToken: string } {
    const member = this.memberOf(user, workspaceId);
    const app = this.appOf(workspaceId, installationId);
    this.assertManages(member, app);
    if (app.credential_state !== 'claimed') throw new DevPlatformError('credential_not_ready', 'the initial credential has not been claimed yet');
    if (!transportsOf(app).includes('runner_stream')) throw new DevPlatformError('validation_failed', `App ${app.name} does not use the runner_stream transport`);
    return { runnerToken: this.store.transaction(() => this.issueRunnerToken(installationId)) };
  }

  /**
   * Sets an active App's transports (used by `agentteam dev --app` when its flags change); a
   * callback transport gets a signing secret if it has none. Returns the stored App row.
   */
  configureAppRuntime(installationId: string, transports: readonly TransportName[], callbackUrl: string | null): AppRow {
    const app = this.store.getApp(installationId);
    if (app === undefined) throw new DevPlatformError('installation_not_found', `App installation ${installationId} not found`);
    const secret = transports.includes('callback') ? (app.callback_secret ?? newSecret(TOKEN_PREFIX.callbackSecret)) : app.callback_secret;
    this.store.updateAppRuntime({ installation_id: installationId, transports: JSON.stringify(transports), callback_url: callbackUrl ?? app.callback_url, callback_secret: secret });
    this.options.onChange();
    return this.store.getApp(installationId)!;
  }

  // ---------------------------------------------------------------- messages

  /**
   * Posts a human message. Each App mentioned (by service member id or name) that is an active
   * member of the channel gets one durable delivery; threads inherit the channel's membership.
   * Mentions that cannot be delivered are reported, not rejected.
   */
  postMessage(user: UserRow, workspaceId: string, channelId: string, request: PostMessageRequest): PostMessageResponse {
    const member = this.memberOf(user, workspaceId);
    const channel = this.channelOf(workspaceId, channelId);
    let threadId: string | null = null;
    if (request.threadId !== undefined) {
      const root = this.store.getMessage(request.threadId);
      if (root === undefined || root.channel_id !== channel.channel_id || root.thread_id !== null) throw invalid('/threadId', 'threadId is not a root message of this channel');
      threadId = root.message_id;
    }
    const length = codePointLength(request.text);
    const stored: StoredMention[] = [];
    const mentionedApps = new Map<string, AppRow>();
    const skipped: SkippedMention[] = [];
    (request.mentions ?? []).forEach((mention, index) => {
      const { start, end } = mention.range;
      if (!(start < end && end <= length)) throw invalid(`/mentions/${index}/range`, `range must satisfy start < end <= ${length} (code points of text)`);
      if (mention.type === 'human') {
        if (mention.memberId === undefined) throw invalid(`/mentions/${index}/memberId`, 'a human mention needs memberId');
        stored.push({ type: 'human', memberId: mention.memberId, range: { start, end } });
        return;
      }
      if (mention.serviceMemberId === undefined && mention.appName === undefined) throw invalid(`/mentions/${index}`, 'a service mention needs serviceMemberId or appName');
      const app = mention.serviceMemberId !== undefined ? this.store.getAppByServiceMember(mention.serviceMemberId) : this.store.getAppByName(workspaceId, mention.appName!);
      if (app === undefined || app.workspace_id !== workspaceId || app.status === 'rejected') {
        skipped.push({ ...(mention.serviceMemberId !== undefined ? { serviceMemberId: mention.serviceMemberId } : {}), ...(mention.appName !== undefined ? { appName: mention.appName } : {}), reason: 'unknown_app' });
        return;
      }
      stored.push({ type: 'service', serviceMemberId: app.service_member_id, range: { start, end } });
      if (mentionedApps.has(app.installation_id)) return;
      if (app.status !== 'active') skipped.push({ serviceMemberId: app.service_member_id, appName: app.name, reason: 'app_not_ready' });
      else if (!this.store.isChannelApp(channel.channel_id, app.installation_id)) skipped.push({ serviceMemberId: app.service_member_id, appName: app.name, reason: 'not_in_channel' });
      else mentionedApps.set(app.installation_id, app);
    });

    const now = this.now();
    const messageId = newId('msg');
    const target = targetRef(channel.name, threadId);
    const { message, deliveries } = this.store.transaction(() => {
      const message = this.store.insertMessage({
        message_id: messageId,
        workspace_id: workspaceId,
        channel_id: channel.channel_id,
        thread_id: threadId,
        reply_to_message_id: null,
        author_type: 'human',
        author_id: member.member_id,
        author_name: user.name,
        text: request.text,
        mentions: JSON.stringify(stored),
        source_delivery_id: null,
        source_attempt_id: null,
        source_effect_id: null,
        created_at: now,
      });
      const deliveries: DeliverySummary[] = [];
      for (const app of mentionedApps.values()) {
        const payload: MentionPayload = mentionPayload({
          workspaceId,
          app: { appId: app.app_id, serviceDefinitionId: app.service_definition_id, installationId: app.installation_id, serviceMemberId: app.service_member_id },
          target,
          message: { id: messageId, text: request.text, author: { id: member.member_id, displayName: user.name }, mentions: stored },
        });
        const deliveryId = newId('del');
        this.store.insertDelivery({
          delivery_id: deliveryId,
          envelope_id: newId('env'),
          workspace_id: workspaceId,
          installation_id: app.installation_id,
          message_id: messageId,
          channel_id: channel.channel_id,
          thread_id: threadId,
          event_type: MENTION_EVENT_TYPE,
          payload: JSON.stringify(payload),
          max_attempts: this.options.maxAttempts,
          next_attempt_at: now,
          created_at: now,
        });
        deliveries.push({ deliveryId, installationId: app.installation_id, appName: app.name, status: 'pending' });
      }
      return { message, deliveries };
    });
    for (const d of deliveries) this.options.log(`delivery ${d.deliveryId} created for App ${d.appName} (message ${messageId})`);
    if (deliveries.length > 0) this.options.onChange();
    return { message: messageView(message), deliveries, skippedMentions: skipped };
  }

  listMessages(user: UserRow, workspaceId: string, channelId: string, options: { afterSeq: number; limit: number; threadId?: string | undefined }): Message[] {
    this.memberOf(user, workspaceId);
    const channel = this.channelOf(workspaceId, channelId);
    return this.store.listMessages(channel.channel_id, options).map(messageView);
  }

  // ---------------------------------------------------------------- deliveries (admin view)

  private deliveryDto(delivery: DeliveryRow): Delivery {
    const app = this.store.getApp(delivery.installation_id);
    return deliveryView(delivery, app?.name ?? '', this.store.listAttempts(delivery.delivery_id));
  }

  getDelivery(user: UserRow, workspaceId: string, deliveryId: string): Delivery {
    this.memberOf(user, workspaceId);
    const delivery = this.store.getDelivery(deliveryId);
    if (delivery === undefined || delivery.workspace_id !== workspaceId) throw new DevPlatformError('delivery_not_found', `delivery ${deliveryId} not found`);
    return this.deliveryDto(delivery);
  }

  cancelDelivery(user: UserRow, workspaceId: string, deliveryId: string): Delivery {
    const member = this.memberOf(user, workspaceId);
    const delivery = this.store.getDelivery(deliveryId);
    if (delivery === undefined || delivery.workspace_id !== workspaceId) throw new DevPlatformError('delivery_not_found', `delivery ${deliveryId} not found`);
    const app = this.store.getApp(delivery.installation_id);
    if (app !== undefined) this.assertManages(member, app);
    if (delivery.status === 'canceled') return this.deliveryDto(delivery);
    if (TERMINAL.has(delivery.status)) throw new DevPlatformError('delivery_terminal', `delivery ${deliveryId} is already ${delivery.status}`);
    const now = this.now();
    this.store.transaction(() => {
      if (delivery.current_attempt_id !== null) this.store.endAttempt(delivery.current_attempt_id, 'canceled', 'delivery_canceled', now);
      this.store.updateDelivery({ ...delivery, status: 'canceled', current_attempt_id: null, next_attempt_at: null, updated_at: now });
    });
    this.options.log(`delivery ${deliveryId} canceled`);
    return this.deliveryDto(this.store.getDelivery(deliveryId)!);
  }

  // ---------------------------------------------------------------- Runtime API

  heartbeat(actor: RuntimeActor, request: HeartbeatRequest): HeartbeatResponse {
    if (actor.kind !== 'runner') throw new DevPlatformError('not_permitted', 'heartbeats take the runner token');
    const now = this.now();
    const max = request.capabilities?.maxConcurrency;
    this.store.upsertHeartbeat({
      installation_id: actor.app.installation_id,
      runner_id: request.runnerId,
      runner_version: request.runnerVersion ?? null,
      capabilities: JSON.stringify(request.capabilities ?? {}),
      metadata: JSON.stringify(request.metadata ?? {}),
      max_concurrency: typeof max === 'number' ? max : null,
      received_at: now,
    });
    this.options.onChange();
    return { runnerId: request.runnerId, receivedAt: iso(now) };
  }

  /** Largest number of unfinished deliveries to push to a runner: its last heartbeat's maxConcurrency, else 1. */
  runnerConcurrency(installationId: string, runnerId: string | undefined): number {
    const heartbeat = (runnerId !== undefined ? this.store.getHeartbeat(installationId, runnerId) : undefined) ?? this.store.latestHeartbeat(installationId);
    return heartbeat?.max_concurrency ?? 1;
  }

  /** The delivery a runtime call names: 404 when unknown here, 403 for another App's or delivery's token. */
  private deliveryFor(actor: RuntimeActor, workspaceId: string, deliveryId: string): DeliveryRow {
    const delivery = this.store.getDelivery(deliveryId);
    if (delivery === undefined || delivery.workspace_id !== workspaceId) throw new DevPlatformError('delivery_not_found', `delivery ${deliveryId} not found`);
    if (actor.kind === 'delivery' && actor.deliveryId !== deliveryId) throw new DevPlatformError('not_permitted', 'this delivery token belongs to another delivery');
    if (delivery.installation_id !== actor.app.installation_id) throw new DevPlatformError('not_permitted', 'this delivery belongs to another App');
    return delivery;
  }

  /**
   * The attempt named by a reply/ack/fail/context call must be the delivery's current leased
   * attempt: a lease that ran out is 409 lease_expired, any other attempt 409 attempt_not_current.
   */
  private assertCurrentAttempt(delivery: DeliveryRow, attemptId: string): AttemptRow {
    const attempt = this.store.getAttempt(attemptId);
    if (attempt === undefined || attempt.delivery_id !== delivery.delivery_id) throw new DevPlatformError('attempt_not_current', `attempt ${attemptId} is not an attempt of delivery ${delivery.delivery_id}`);
    if (attempt.status === 'ended' && attempt.end_reason === 'lease_expired') throw new DevPlatformError('lease_expired', `the lease of attempt ${attemptId} expired`);
    if (attempt.status !== 'active' || delivery.current_attempt_id !== attemptId) throw new DevPlatformError('attempt_not_current', `attempt ${attemptId} is not the current attempt`);
    // Callers run expireLeases() first, so an expired lease has already ended the attempt; this
    // only guards the same millisecond.
    if (attempt.lease_expires_at <= this.now()) throw new DevPlatformError('lease_expired', `the lease of attempt ${attemptId} expired`);
    return attempt;
  }

  private assertNotCanceled(delivery: DeliveryRow): void {
    if (delivery.status === 'canceled') throw new DevPlatformError('delivery_canceled', `delivery ${delivery.delivery_id} was canceled`);
  }

  private effectView(effect: { effect_id: string; message_id: string; delivery_id: string; attempt_id: string; idempotency_key: string; created_at: number }): ReplyResponse {
    return { effectId: effect.effect_id, messageId: effect.message_id, deliveryId: effect.delivery_id, attemptId: effect.attempt_id, idempotencyKey: effect.idempotency_key, createdAt: iso(effect.created_at) };
  }

  /**
   * A reply effect: a visible message written as the App's service member. The same idempotency
   * key with the same content returns the first effect (also from a later attempt, which is how a
   * redelivered attempt avoids duplicates); other content is 409 idempotency_conflict. A reply
   * renews the lease.
   */
  reply(actor: RuntimeActor, workspaceId: string, deliveryId: string, request: ReplyRequest): ReplyResponse {
    // Leases that ran out end first (outside the transaction below, which may roll back).
    this.expireLeases();
    return this.store.transaction(() => {
      const delivery = this.deliveryFor(actor, workspaceId, deliveryId);
      this.assertNotCanceled(delivery);
      const existing = this.store.getEffectByKey(deliveryId, request.idempotencyKey);
      if (existing !== undefined) {
        if (existing.content !== request.content) throw new DevPlatformError('idempotency_conflict', `idempotency key ${request.idempotencyKey} was used with other content`);
        this.renewIfCurrent(delivery, request.attemptId);
        return this.effectView(existing);
      }
      if (TERMINAL.has(delivery.status)) throw new DevPlatformError('delivery_terminal', `delivery ${deliveryId} is already ${delivery.status}`);
      this.assertCurrentAttempt(delivery, request.attemptId);
      if (!this.store.isChannelApp(delivery.channel_id, delivery.installation_id)) throw new DevPlatformError('target_not_allowed', 'the App is no longer a member of the target channel');
      const now = this.now();
      const effectId = newId('eff');
      const messageId = newId('msg');
      this.store.insertMessage({
        message_id: messageId,
        workspace_id: workspaceId,
        channel_id: delivery.channel_id,
        thread_id: delivery.thread_id,
        reply_to_message_id: delivery.message_id,
        author_type: 'service',
        author_id: actor.app.service_member_id,
        author_name: actor.app.display_name,
        text: request.content,
        mentions: '[]',
        source_delivery_id: deliveryId,
        source_attempt_id: request.attemptId,
        source_effect_id: effectId,
        created_at: now,
      });
      const effect = { effect_id: effectId, delivery_id: deliveryId, attempt_id: request.attemptId, idempotency_key: request.idempotencyKey, content: request.content, metadata: request.metadata === undefined ? null : JSON.stringify(request.metadata), message_id: messageId, created_at: now };
      this.store.insertEffect(effect);
      this.store.renewLease(request.attemptId, now + this.options.leaseSeconds * 1000);
      return this.effectView(effect);
    });
  }

  private renewIfCurrent(delivery: DeliveryRow, attemptId: string): void {
    if (delivery.status === 'delivered' && delivery.current_attempt_id === attemptId) {
      const attempt = this.store.getAttempt(attemptId);
      if (attempt !== undefined && attempt.status === 'active' && attempt.lease_expires_at > this.now()) this.store.renewLease(attemptId, this.now() + this.options.leaseSeconds * 1000);
    }
  }

  ack(actor: RuntimeActor, workspaceId: string, deliveryId: string, request: AckRequest): DeliveryStateResponse {
    return this.finish(actor, workspaceId, deliveryId, request.attemptId, { status: 'completed', result: request.result });
  }

  fail(actor: RuntimeActor, workspaceId: string, deliveryId: string, request: FailRequest): DeliveryStateResponse {
    return this.finish(actor, workspaceId, deliveryId, request.attemptId, { status: 'failed', result: request.result, code: request.code, message: request.message });
  }

  /**
   * Ack and fail are terminal; repeating either (or the other one) for the attempt that ended the
   * delivery answers the current terminal state with 200.
   */
  private finish(
    actor: RuntimeActor,
    workspaceId: string,
    deliveryId: string,
    attemptId: string,
    outcome: { status: 'completed' | 'failed'; result: Record<string, unknown> | undefined; code?: string; message?: string },
  ): DeliveryStateResponse {
    this.expireLeases();
    const response = this.store.transaction((): DeliveryStateResponse => {
      const delivery = this.deliveryFor(actor, workspaceId, deliveryId);
      this.assertNotCanceled(delivery);
      if (delivery.status === 'completed' || delivery.status === 'failed') {
        if (delivery.current_attempt_id === attemptId) return { deliveryId, attemptId, status: delivery.status };
        throw new DevPlatformError('delivery_terminal', `delivery ${deliveryId} is already ${delivery.status}`);
      }
      this.assertCurrentAttempt(delivery, attemptId);
      const now = this.now();
      this.store.endAttempt(attemptId, outcome.status, null, now);
      this.store.updateDelivery({
        ...delivery,
        status: outcome.status,
        next_attempt_at: null,
        failure_code: outcome.code ?? null,
        failure_message: outcome.message ?? null,
        result: outcome.result === undefined ? null : JSON.stringify(outcome.result),
        updated_at: now,
      });
      return { deliveryId, attemptId, status: outcome.status };
    });
    this.options.log(`delivery ${deliveryId} ${response.status}${outcome.code !== undefined ? ` (${outcome.code})` : ''}`);
    this.options.onChange();
    return response;
  }

  /**
   * Delivery-bound context: the source message pinned, plus the history of its target (the
   * channel, or the thread) before `beforeSeq` (0 = now), newest last, deduplicated by id.
   */
  context(actor: RuntimeActor, workspaceId: string, deliveryId: string, query: { attemptId: string; limit: number; beforeSeq: number }): ContextResponse {
    this.expireLeases();
    const delivery = this.deliveryFor(actor, workspaceId, deliveryId);
    this.assertNotCanceled(delivery);
    if (TERMINAL.has(delivery.status)) throw new DevPlatformError('delivery_terminal', `delivery ${deliveryId} is already ${delivery.status}`);
    this.assertCurrentAttempt(delivery, query.attemptId);
    const source = this.store.getMessage(delivery.message_id);
    const before = query.beforeSeq > 0 ? query.beforeSeq : Number.MAX_SAFE_INTEGER;
    const rows = this.store.contextMessages(delivery.channel_id, delivery.thread_id, before, query.limit);
    const seen = new Set<string>(source !== undefined ? [source.message_id] : []);
    const messages = rows.filter((r) => !seen.has(r.message_id) && (seen.add(r.message_id), true)).map(contextMessageView);
    return { messages, pinned: source !== undefined ? [contextMessageView(source)] : [] };
  }

  // ---------------------------------------------------------------- attempts (for the dispatcher)

  /** Starts the next attempt of a pending delivery: a lease, a fresh delivery token, the envelope fields. */
  startAttempt(deliveryId: string, transport: TransportName, streamSession: string | null): StartedAttempt | undefined {
    return this.store.transaction(() => {
      const delivery = this.store.getDelivery(deliveryId);
      if (delivery === undefined || delivery.status !== 'pending') return undefined;
      const now = this.now();
      const number = delivery.attempt_count + 1;
      const attemptId = newId('att');
      const deliveryToken = newSecret(TOKEN_PREFIX.delivery);
      const leaseExpiresAt = now + this.options.leaseSeconds * 1000;
      this.store.insertAttempt({ attempt_id: attemptId, delivery_id: deliveryId, number, transport, stream_session: streamSession, lease_expires_at: leaseExpiresAt, started_at: now });
      this.store.insertToken({
        token_hash: hashToken(deliveryToken),
        kind: 'delivery',
        user_id: null,
        installation_id: delivery.installation_id,
        delivery_id: deliveryId,
        attempt_id: attemptId,
        created_at: now,
        expires_at: now + this.options.deliveryTokenTtlSeconds * 1000,
      });
      this.store.updateDelivery({ ...delivery, status: 'delivered', attempt_count: number, current_attempt_id: attemptId, next_attempt_at: null, updated_at: now });
      const attempt = this.store.getAttempt(attemptId)!;
      return {
        attempt,
        envelope: {
          envelopeId: delivery.envelope_id,
          deliveryId,
          attemptId,
          eventType: delivery.event_type,
          deliveryToken,
          issuedAt: iso(now),
          payload: JSON.parse(delivery.payload) as MentionPayload,
          leaseSeconds: this.options.leaseSeconds,
        },
      };
    });
  }

  /**
   * Ends an active attempt that did not finish the delivery (callback non-2xx or timeout, stream
   * disconnect, lease expiry). The delivery is retried after the policy's backoff, or fails with
   * attempts_exhausted after the last attempt. False when the attempt was not active.
   */
  endAttempt(attemptId: string, reason: string): boolean {
    const outcome = this.store.transaction(() => {
      const attempt = this.store.getAttempt(attemptId);
      if (attempt === undefined || attempt.status !== 'active') return undefined;
      const now = this.now();
      this.store.endAttempt(attemptId, 'ended', reason, now);
      const delivery = this.store.getDelivery(attempt.delivery_id);
      if (delivery === undefined || delivery.status !== 'delivered' || delivery.current_attempt_id !== attemptId) return { attempt, next: 'none' as const };
      if (delivery.attempt_count >= delivery.max_attempts) {
        this.store.updateDelivery({
          ...delivery,
          status: 'failed',
          current_attempt_id: null,
          next_attempt_at: null,
          failure_code: 'attempts_exhausted',
          failure_message: `${delivery.attempt_count} attempts failed; the last one ended with ${reason}`,
          updated_at: now,
        });
        return { attempt, next: 'failed' as const };
      }
      const backoff = this.options.retryBackoffMs * 2 ** (delivery.attempt_count - 1);
      this.store.updateDelivery({ ...delivery, status: 'pending', current_attempt_id: null, next_attempt_at: now + backoff, updated_at: now });
      return { attempt, next: 'retry' as const, backoff };
    });
    if (outcome === undefined) return false;
    const { attempt } = outcome;
    const tail = outcome.next === 'failed' ? '; delivery failed: attempts_exhausted' : outcome.next === 'retry' ? `; retry in ${outcome.backoff} ms` : '';
    this.options.log(`delivery ${attempt.delivery_id} attempt ${attempt.number} ended: ${reason}${tail}`);
    this.options.onChange();
    return true;
  }

  /** Ends every attempt whose lease has run out; returns how many. */
  expireLeases(): number {
    let count = 0;
    for (const attempt of this.store.expiredAttempts(this.now())) if (this.endAttempt(attempt.attempt_id, 'lease_expired')) count += 1;
    return count;
  }

  /** After a restart no runner stream from before is connected: their attempts ended with the process. */
  recoverStreamAttempts(): number {
    let count = 0;
    for (const attempt of this.store.activeStreamAttempts()) if (this.endAttempt(attempt.attempt_id, 'stream_disconnected')) count += 1;
    return count;
  }
}
