/**
 * Users, workspaces (with their members and roles) and channels, including which Apps are members
 * of a channel.
 */
import type { CurrentUserResponse, Workspace, WorkspaceMember } from '../../../../generated/agentteam-dev/types.js';
import type { AccessControl } from './AccessControl.js';
import type { AppRegistry } from './AppRegistry.js';
import type { CoreContext } from './CoreContext.js';
import { DevPlatformError, invalid } from './DevPlatformError.js';
import type { ChannelRow, Role, UserRow } from './DevStore.js';
import { hashToken, newId, newSecret, TOKEN_PREFIX } from './ids.js';
import { iso, memberView, userView } from './views.js';

/** Whether an App is now a member of a channel, as setChannelApp answers it. */
export interface ChannelAppMembership {
  channelId: string;
  installationId: string;
  serviceMemberId: string;
  member: boolean;
}

export class Directory {
  constructor(
    private readonly ctx: CoreContext,
    private readonly access: AccessControl,
    private readonly apps: AppRegistry,
  ) {}

  // ---------------------------------------------------------------- users and workspaces

  createUser(name: string): { user: UserRow; token: string } {
    const user: UserRow = { user_id: newId('usr'), name, created_at: this.ctx.now() };
    return this.ctx.store.transaction(() => {
      this.ctx.store.insertUser(user);
      return { user, token: this.issueUserToken(user.user_id).token };
    });
  }

  issueUserToken(userId: string, expiresInSeconds?: number): { token: string; expiresAt?: string } {
    const token = newSecret(TOKEN_PREFIX.user);
    const now = this.ctx.now();
    const expiresAt = expiresInSeconds === undefined ? null : now + expiresInSeconds * 1000;
    this.ctx.store.insertToken({ token_hash: hashToken(token), kind: 'user', user_id: userId, installation_id: null, delivery_id: null, attempt_id: null, created_at: now, expires_at: expiresAt });
    return { token, ...(expiresAt !== null ? { expiresAt: iso(expiresAt) } : {}) };
  }

  getUser(userId: string): UserRow | undefined {
    return this.ctx.store.getUser(userId);
  }

  currentUser(user: UserRow): CurrentUserResponse {
    return {
      user: userView(user),
      workspaces: this.ctx.store.listMembershipsOfUser(user.user_id).map((m) => ({ workspaceId: m.workspace_id, name: m.name, role: m.role })),
    };
  }

  createWorkspace(user: UserRow, name: string): Workspace {
    const now = this.ctx.now();
    const workspaceId = newId('w');
    this.ctx.store.transaction(() => {
      this.ctx.store.insertWorkspace({ workspace_id: workspaceId, name, created_by: user.user_id, created_at: now });
      this.ctx.store.upsertMember({ workspace_id: workspaceId, user_id: user.user_id, member_id: newId('mem'), role: 'owner', joined_at: now });
    });
    return { workspaceId, name, role: 'owner', createdAt: iso(now) };
  }

  getWorkspace(user: UserRow, workspaceId: string): Workspace {
    const member = this.access.memberOf(user, workspaceId);
    const workspace = this.ctx.store.getWorkspace(workspaceId)!;
    return { workspaceId, name: workspace.name, role: member.role, createdAt: iso(workspace.created_at) };
  }

  addMember(user: UserRow, workspaceId: string, userId: string, role: Role): WorkspaceMember {
    const member = this.access.memberOf(user, workspaceId);
    if (!this.access.isAdmin(member)) throw new DevPlatformError('not_permitted', 'only a workspace owner or admin may add members');
    if (role === 'owner' && member.role !== 'owner') throw new DevPlatformError('not_permitted', 'only an owner may make another owner');
    if (this.ctx.store.getUser(userId) === undefined) throw invalid('/userId', `user ${userId} not found`);
    const existing = this.ctx.store.getMember(workspaceId, userId);
    this.ctx.store.upsertMember({ workspace_id: workspaceId, user_id: userId, member_id: existing?.member_id ?? newId('mem'), role, joined_at: existing?.joined_at ?? this.ctx.now() });
    return memberView(this.ctx.store.getMember(workspaceId, userId)!);
  }

  listMembers(user: UserRow, workspaceId: string): WorkspaceMember[] {
    this.access.memberOf(user, workspaceId);
    return this.ctx.store.listMembers(workspaceId).map(memberView);
  }

  // ---------------------------------------------------------------- channels

  /** The channel `channelId` of workspace `w`: 404 when unknown there. */
  channelOf(workspaceId: string, channelId: string): ChannelRow {
    const channel = this.ctx.store.getChannel(channelId);
    if (channel === undefined || channel.workspace_id !== workspaceId) throw new DevPlatformError('not_found', `channel ${channelId} not found`);
    return channel;
  }

  createChannel(user: UserRow, workspaceId: string, name: string): ChannelRow {
    this.access.memberOf(user, workspaceId);
    if (this.ctx.store.getChannelByName(workspaceId, name) !== undefined) throw new DevPlatformError('name_taken', `channel #${name} already exists`);
    const row: ChannelRow = { channel_id: newId('ch'), workspace_id: workspaceId, name, created_at: this.ctx.now() };
    this.ctx.store.insertChannel(row);
    return row;
  }

  findChannelByName(workspaceId: string, name: string): ChannelRow | undefined {
    return this.ctx.store.getChannelByName(workspaceId, name);
  }

  listChannels(user: UserRow, workspaceId: string): ChannelRow[] {
    this.access.memberOf(user, workspaceId);
    return this.ctx.store.listChannels(workspaceId);
  }

  /**
   * Adds an App to a channel (an App manager or an owner/admin). Creating an App never adds it to
   * a channel; threads inherit the channel's membership. A pending App has no membership (409).
   */
  setChannelApp(user: UserRow, workspaceId: string, channelId: string, installationId: string, member: boolean): ChannelAppMembership {
    const caller = this.access.memberOf(user, workspaceId);
    const channel = this.channelOf(workspaceId, channelId);
    const app = this.apps.appOf(workspaceId, installationId);
    this.access.assertManages(caller, app);
    if (member) {
      if (app.status !== 'active') throw new DevPlatformError('app_not_ready', `App ${app.name} is pending approval and cannot join channels`);
      this.ctx.store.addChannelApp(channel.channel_id, installationId, this.ctx.now());
    } else {
      this.ctx.store.removeChannelApp(channel.channel_id, installationId);
    }
    return { channelId: channel.channel_id, installationId, serviceMemberId: app.service_member_id, member };
  }
}
