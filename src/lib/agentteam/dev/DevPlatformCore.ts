/**
 * The platform side of the AgentTeam App runtime contract, without HTTP: who may do what
 * (user tokens and workspace roles, runner tokens, delivery tokens), the App credential lifecycle
 * (pending_approval -> ready_to_claim -> claimed), messages whose mentions create durable
 * deliveries, and the delivery lifecycle (attempts, leases, retries, reply effects, ack and fail).
 * The HTTP routes (devRoutes.ts) and `agentteam dev --app` (devSetup.ts) call it; the dispatcher
 * (DeliveryDispatcher.ts) starts and ends attempts through it.
 *
 * This class is a facade: each part lives in its own module and shares one CoreContext (store,
 * policy, clock). The facade keeps one object for its callers, so none of them needs to know how
 * the parts are split or wired.
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
  ReplyRequest,
  ReplyResponse,
} from '../../../../generated/agentteam/types.js';
import type {
  App,
  CreateAppRequest,
  CreateAppResponse,
  CurrentUserResponse,
  Delivery,
  Message,
  PostMessageRequest,
  PostMessageResponse,
  Workspace,
  WorkspaceMember,
} from '../../../../generated/agentteam-dev/types.js';
import { AccessControl, type RuntimeActor } from './AccessControl.js';
import { AppRegistry } from './AppRegistry.js';
import { CoreContext, type CoreOptions } from './CoreContext.js';
import { DeliveryAdmin } from './DeliveryAdmin.js';
import { DeliveryLifecycle, type StartedAttempt } from './DeliveryLifecycle.js';
import type { AppRow, ChannelRow, DevStore, Role, TransportName, UserRow } from './DevStore.js';
import { Directory, type ChannelAppMembership } from './Directory.js';
import { Messaging } from './Messaging.js';
import { RuntimeApi } from './RuntimeApi.js';

export type { RuntimeActor } from './AccessControl.js';
export { DEFAULT_DELIVERY_POLICY, type CoreOptions, type DeliveryPolicy } from './CoreContext.js';
export type { StartedAttempt } from './DeliveryLifecycle.js';

export class DevPlatformCore {
  private readonly shared: CoreContext;
  private readonly access: AccessControl;
  private readonly directory: Directory;
  private readonly apps: AppRegistry;
  private readonly messaging: Messaging;
  private readonly deliveries: DeliveryAdmin;
  private readonly lifecycle: DeliveryLifecycle;
  private readonly runtime: RuntimeApi;

  constructor(
    readonly store: DevStore,
    readonly options: CoreOptions,
  ) {
    this.shared = new CoreContext(store, options);
    this.access = new AccessControl(this.shared);
    this.apps = new AppRegistry(this.shared, this.access);
    this.directory = new Directory(this.shared, this.access, this.apps);
    this.messaging = new Messaging(this.shared, this.access, this.directory);
    this.deliveries = new DeliveryAdmin(this.shared, this.access);
    this.lifecycle = new DeliveryLifecycle(this.shared);
    this.runtime = new RuntimeApi(this.shared, this.lifecycle);
  }

  now(): number {
    return this.shared.now();
  }

  // ---------------------------------------------------------------- authentication (AccessControl)

  authenticateUser(authorization: string | undefined): UserRow {
    return this.access.authenticateUser(authorization);
  }

  authenticateRuntime(authorization: string | undefined, workspaceId: string): RuntimeActor {
    return this.access.authenticateRuntime(authorization, workspaceId);
  }

  tokenIsValid(token: string, kind: 'user' | 'runner', subjectId: string): boolean {
    return this.access.tokenIsValid(token, kind, subjectId);
  }

  tokenHashIsValid(tokenHash: string, kind: 'user' | 'runner', subjectId: string): boolean {
    return this.access.tokenHashIsValid(tokenHash, kind, subjectId);
  }

  // ---------------------------------------------------------------- users, workspaces, channels (Directory)

  createUser(name: string): { user: UserRow; token: string } {
    return this.directory.createUser(name);
  }

  issueUserToken(userId: string, expiresInSeconds?: number): { token: string; expiresAt?: string } {
    return this.directory.issueUserToken(userId, expiresInSeconds);
  }

  getUser(userId: string): UserRow | undefined {
    return this.directory.getUser(userId);
  }

  currentUser(user: UserRow): CurrentUserResponse {
    return this.directory.currentUser(user);
  }

  createWorkspace(user: UserRow, name: string): Workspace {
    return this.directory.createWorkspace(user, name);
  }

  getWorkspace(user: UserRow, workspaceId: string): Workspace {
    return this.directory.getWorkspace(user, workspaceId);
  }

  addMember(user: UserRow, workspaceId: string, userId: string, role: Role): WorkspaceMember {
    return this.directory.addMember(user, workspaceId, userId, role);
  }

  listMembers(user: UserRow, workspaceId: string): WorkspaceMember[] {
    return this.directory.listMembers(user, workspaceId);
  }

  createChannel(user: UserRow, workspaceId: string, name: string): ChannelRow {
    return this.directory.createChannel(user, workspaceId, name);
  }

  findChannelByName(workspaceId: string, name: string): ChannelRow | undefined {
    return this.directory.findChannelByName(workspaceId, name);
  }

  listChannels(user: UserRow, workspaceId: string): ChannelRow[] {
    return this.directory.listChannels(user, workspaceId);
  }

  setChannelApp(user: UserRow, workspaceId: string, channelId: string, installationId: string, member: boolean): ChannelAppMembership {
    return this.directory.setChannelApp(user, workspaceId, channelId, installationId, member);
  }

  // ---------------------------------------------------------------- apps and credentials (AppRegistry)

  findAppByName(workspaceId: string, name: string): AppRow | undefined {
    return this.apps.findAppByName(workspaceId, name);
  }

  createApp(user: UserRow, workspaceId: string, request: CreateAppRequest): { created: CreateAppResponse; direct: boolean } {
    return this.apps.createApp(user, workspaceId, request);
  }

  issueRunnerToken(installationId: string): string {
    return this.apps.issueRunnerToken(installationId);
  }

  listApps(user: UserRow, workspaceId: string, name?: string): App[] {
    return this.apps.listApps(user, workspaceId, name);
  }

  getApp(user: UserRow, workspaceId: string, installationId: string): App {
    return this.apps.getApp(user, workspaceId, installationId);
  }

  decideApp(user: UserRow, workspaceId: string, installationId: string, approve: boolean): App {
    return this.apps.decideApp(user, workspaceId, installationId, approve);
  }

  credentialStatus(user: UserRow, workspaceId: string, installationId: string): CredentialStatus {
    return this.apps.credentialStatus(user, workspaceId, installationId);
  }

  claimCredentials(user: UserRow, workspaceId: string, installationId: string): ClaimResponse {
    return this.apps.claimCredentials(user, workspaceId, installationId);
  }

  rotateRunnerToken(user: UserRow, workspaceId: string, installationId: string): { runnerToken: string } {
    return this.apps.rotateRunnerToken(user, workspaceId, installationId);
  }

  configureAppRuntime(installationId: string, transports: readonly TransportName[], callbackUrl: string | null): AppRow {
    return this.apps.configureAppRuntime(installationId, transports, callbackUrl);
  }

  // ---------------------------------------------------------------- messages (Messaging)

  postMessage(user: UserRow, workspaceId: string, channelId: string, request: PostMessageRequest): PostMessageResponse {
    return this.messaging.postMessage(user, workspaceId, channelId, request);
  }

  listMessages(user: UserRow, workspaceId: string, channelId: string, options: { afterSeq: number; limit: number; threadId?: string | undefined }): Message[] {
    return this.messaging.listMessages(user, workspaceId, channelId, options);
  }

  // ---------------------------------------------------------------- deliveries, admin view (DeliveryAdmin)

  getDelivery(user: UserRow, workspaceId: string, deliveryId: string): Delivery {
    return this.deliveries.getDelivery(user, workspaceId, deliveryId);
  }

  cancelDelivery(user: UserRow, workspaceId: string, deliveryId: string): Delivery {
    return this.deliveries.cancelDelivery(user, workspaceId, deliveryId);
  }

  // ---------------------------------------------------------------- Runtime API (RuntimeApi)

  heartbeat(actor: RuntimeActor, request: HeartbeatRequest): HeartbeatResponse {
    return this.runtime.heartbeat(actor, request);
  }

  runnerConcurrency(installationId: string, runnerId: string | undefined): number {
    return this.runtime.runnerConcurrency(installationId, runnerId);
  }

  reply(actor: RuntimeActor, workspaceId: string, deliveryId: string, request: ReplyRequest): ReplyResponse {
    return this.runtime.reply(actor, workspaceId, deliveryId, request);
  }

  ack(actor: RuntimeActor, workspaceId: string, deliveryId: string, request: AckRequest): DeliveryStateResponse {
    return this.runtime.ack(actor, workspaceId, deliveryId, request);
  }

  fail(actor: RuntimeActor, workspaceId: string, deliveryId: string, request: FailRequest): DeliveryStateResponse {
    return this.runtime.fail(actor, workspaceId, deliveryId, request);
  }

  context(actor: RuntimeActor, workspaceId: string, deliveryId: string, query: { attemptId: string; limit: number; beforeSeq: number }): ContextResponse {
    return this.runtime.context(actor, workspaceId, deliveryId, query);
  }

  // ---------------------------------------------------------------- attempts, for the dispatcher (DeliveryLifecycle)

  startAttempt(deliveryId: string, transport: TransportName, streamSession: string | null, leaseMs?: number): StartedAttempt | undefined {
    return this.lifecycle.startAttempt(deliveryId, transport, streamSession, leaseMs);
  }

  endAttempt(attemptId: string, reason: string, detail?: string): boolean {
    return this.lifecycle.endAttempt(attemptId, reason, detail);
  }

  expireLeases(): number {
    return this.lifecycle.expireLeases();
  }

  recoverStreamAttempts(): number {
    return this.lifecycle.recoverStreamAttempts();
  }
}
