/**
 * Apps and their credentials: creation (direct for owners and admins, a pending request for
 * members), approval, and the credential lifecycle pending_approval -> ready_to_claim -> claimed.
 */
import type { ClaimResponse, CredentialStatus } from '../../../../generated/agentteam/types.js';
import type { App, CreateAppRequest, CreateAppResponse, InitialCredentials } from '../../../../generated/agentteam-dev/types.js';
import type { AccessControl } from './AccessControl.js';
import type { CoreContext } from './CoreContext.js';
import { DevPlatformError, invalid } from './DevPlatformError.js';
import type { AppRow, TransportName, UserRow } from './DevStore.js';
import { hashToken, newId, newSecret, TOKEN_PREFIX } from './ids.js';
import { appView, iso, transportsOf } from './views.js';

export class AppRegistry {
  constructor(
    private readonly ctx: CoreContext,
    private readonly access: AccessControl,
  ) {}

  /** The App installation `installationId` of workspace `w`: 404 when unknown there or rejected. */
  appOf(workspaceId: string, installationId: string): AppRow {
    const app = this.ctx.store.getApp(installationId);
    if (app === undefined || app.workspace_id !== workspaceId || app.status === 'rejected') {
      throw new DevPlatformError('installation_not_found', `App installation ${installationId} not found`);
    }
    return app;
  }

  private appDto(app: AppRow): App {
    return appView(app, this.ctx.store.channelsOfApp(app.installation_id));
  }

  findAppByName(workspaceId: string, name: string): AppRow | undefined {
    return this.ctx.store.getAppByName(workspaceId, name);
  }

  /**
   * One user operation (seed, "Provision and Connect"): an owner or admin gets an active App and
   * its one-time credentials; a member gets a pending request with no credential at all.
   */
  createApp(user: UserRow, workspaceId: string, request: CreateAppRequest): { created: CreateAppResponse; direct: boolean } {
    const member = this.access.memberOf(user, workspaceId);
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
    if (this.ctx.store.getAppByName(workspaceId, request.name) !== undefined) throw new DevPlatformError('name_taken', `an App named ${request.name} already exists`);
    const direct = this.access.isAdmin(member);
    const now = this.ctx.now();
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
    const credentials = this.ctx.store.transaction(() => {
      this.ctx.store.insertApp(row);
      return direct ? this.createCredentials(row) : undefined;
    });
    const app = this.appDto(this.ctx.store.getApp(row.installation_id)!);
    return { created: { app, ...(credentials !== undefined ? { credentials } : {}) }, direct };
  }

  /** The transport credentials of an App, created now (plaintext returned once; runner token hashed). */
  private createCredentials(app: AppRow): InitialCredentials {
    const transports = transportsOf(app);
    const credentials: { runnerToken?: string; callbackSigningSecret?: string } = {};
    if (transports.includes('runner_stream')) credentials.runnerToken = this.issueRunnerToken(app.installation_id);
    if (transports.includes('callback')) {
      const secret = newSecret(TOKEN_PREFIX.callbackSecret);
      this.ctx.store.updateAppRuntime({ installation_id: app.installation_id, transports: app.transports, callback_url: app.callback_url, callback_secret: secret });
      credentials.callbackSigningSecret = secret;
    }
    return credentials;
  }

  /** A new runner token for the App; any previous one is disabled (an App has at most one). */
  issueRunnerToken(installationId: string): string {
    const now = this.ctx.now();
    this.ctx.store.disableRunnerTokens(installationId, now);
    const token = newSecret(TOKEN_PREFIX.runner);
    this.ctx.store.insertToken({ token_hash: hashToken(token), kind: 'runner', user_id: null, installation_id: installationId, delivery_id: null, attempt_id: null, created_at: now, expires_at: null });
    return token;
  }

  listApps(user: UserRow, workspaceId: string, name?: string): App[] {
    this.access.memberOf(user, workspaceId);
    const rows = name === undefined ? this.ctx.store.listApps(workspaceId) : [this.ctx.store.getAppByName(workspaceId, name)].filter((r): r is AppRow => r !== undefined);
    return rows.map((r) => this.appDto(r));
  }

  getApp(user: UserRow, workspaceId: string, installationId: string): App {
    this.access.memberOf(user, workspaceId);
    return this.appDto(this.appOf(workspaceId, installationId));
  }

  /** Approval of a member's request: pending_approval -> ready_to_claim (owner or admin). */
  decideApp(user: UserRow, workspaceId: string, installationId: string, approve: boolean): App {
    const member = this.access.memberOf(user, workspaceId);
    const app = this.appOf(workspaceId, installationId);
    if (!this.access.isAdmin(member)) throw new DevPlatformError('not_permitted', 'only a workspace owner or admin may approve or reject an App request');
    if (app.status !== 'pending_approval') {
      if (approve) return this.appDto(app);
      throw new DevPlatformError('app_not_ready', `App ${app.name} is not a pending request`);
    }
    if (approve) {
      this.ctx.store.updateAppState({ installation_id: installationId, status: 'active', credential_state: 'ready_to_claim', claimed_at: null });
      return this.appDto(this.ctx.store.getApp(installationId)!);
    }
    // Rejected: removed from Apps; the row stays for audit and its name becomes free again.
    this.ctx.store.updateAppState({ installation_id: installationId, status: 'rejected', credential_state: 'pending_approval', claimed_at: null });
    return appView(this.ctx.store.getApp(installationId)!, []);
  }

  credentialStatus(user: UserRow, workspaceId: string, installationId: string): CredentialStatus {
    const member = this.access.memberOf(user, workspaceId);
    const app = this.appOf(workspaceId, installationId);
    this.access.assertManages(member, app);
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
    const member = this.access.memberOf(user, workspaceId);
    return this.ctx.store.transaction(() => {
      const app = this.appOf(workspaceId, installationId);
      this.access.assertManages(member, app);
      if (app.credential_state === 'claimed') throw new DevPlatformError('credential_already_claimed', 'the initial credential has already been claimed');
      if (app.credential_state !== 'ready_to_claim') throw new DevPlatformError('credential_not_ready', 'the App request has not been approved yet');
      const credentials = this.createCredentials(app);
      this.ctx.store.updateAppState({ installation_id: installationId, status: 'active', credential_state: 'claimed', claimed_at: this.ctx.now() });
      return { ...credentials };
    });
  }

  rotateRunnerToken(user: UserRow, workspaceId: string, installationId: string): { runnerToken: string } {
    const member = this.access.memberOf(user, workspaceId);
    const app = this.appOf(workspaceId, installationId);
    this.access.assertManages(member, app);
    if (app.credential_state !== 'claimed') throw new DevPlatformError('credential_not_ready', 'the initial credential has not been claimed yet');
    if (!transportsOf(app).includes('runner_stream')) throw new DevPlatformError('validation_failed', `App ${app.name} does not use the runner_stream transport`);
    const runnerToken = this.ctx.store.transaction(() => this.issueRunnerToken(installationId));
    // The dispatcher closes the streams of the token just disabled now, not at its next tick.
    this.ctx.options.onChange();
    return { runnerToken };
  }

  /**
   * Sets an active App's transports (used by `agentteam dev --app` when its flags change); a
   * callback transport gets a signing secret if it has none. Returns the stored App row.
   */
  configureAppRuntime(installationId: string, transports: readonly TransportName[], callbackUrl: string | null): AppRow {
    const app = this.ctx.store.getApp(installationId);
    if (app === undefined) throw new DevPlatformError('installation_not_found', `App installation ${installationId} not found`);
    const secret = transports.includes('callback') ? (app.callback_secret ?? newSecret(TOKEN_PREFIX.callbackSecret)) : app.callback_secret;
    this.ctx.store.updateAppRuntime({ installation_id: installationId, transports: JSON.stringify(transports), callback_url: callbackUrl ?? app.callback_url, callback_secret: secret });
    this.ctx.options.onChange();
    return this.ctx.store.getApp(installationId)!;
  }
}
