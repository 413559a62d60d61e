/**
 * Who may do what: user tokens and workspace roles, runner tokens and delivery tokens. Every other
 * part of the platform core asks here before it acts.
 */
import type { CoreContext } from './CoreContext.js';
import { DevPlatformError } from './DevPlatformError.js';
import type { AppRow, MemberRow, TokenRow, UserRow } from './DevStore.js';
import { hashToken } from './ids.js';

export type RuntimeActor =
  | { readonly kind: 'runner'; readonly app: AppRow; readonly tokenHash: string }
  | { readonly kind: 'delivery'; readonly app: AppRow; readonly deliveryId: string };

function bearerOf(authorization: string | undefined): string | undefined {
  if (authorization === undefined) return undefined;
  const match = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(authorization);
  return match?.[1];
}

export class AccessControl {
  constructor(private readonly ctx: CoreContext) {}

  /** The token row of `Authorization: Bearer <token>`: 401 invalid_token / token_disabled / token_expired. */
  private tokenOf(authorization: string | undefined): TokenRow {
    const bearer = bearerOf(authorization);
    if (bearer === undefined) throw new DevPlatformError('invalid_token', 'missing or malformed Authorization: Bearer header');
    const row = this.ctx.store.getToken(hashToken(bearer));
    if (row === undefined) throw new DevPlatformError('invalid_token', 'the bearer token is not valid');
    if (row.disabled_at !== null) throw new DevPlatformError('token_disabled', 'the bearer token has been disabled');
    if (row.expires_at !== null && row.expires_at <= this.ctx.now()) throw new DevPlatformError('token_expired', 'the bearer token has expired');
    return row;
  }

  /** The user behind a user token; runtime credentials are not user credentials (401). */
  authenticateUser(authorization: string | undefined): UserRow {
    const row = this.tokenOf(authorization);
    const user = row.kind === 'user' && row.user_id !== null ? this.ctx.store.getUser(row.user_id) : undefined;
    if (user === undefined) throw new DevPlatformError('invalid_token', 'this API takes a user token');
    return user;
  }

  /** The caller's membership of workspace `w`: 404 when there is no such workspace, 403 when not a member. */
  memberOf(user: UserRow, workspaceId: string): MemberRow {
    if (this.ctx.store.getWorkspace(workspaceId) === undefined) throw new DevPlatformError('not_found', `workspace ${workspaceId} not found`);
    const member = this.ctx.store.getMember(workspaceId, user.user_id);
    if (member === undefined) throw new DevPlatformError('not_permitted', `you are not a member of workspace ${workspaceId}`);
    return member;
  }

  isAdmin(member: MemberRow): boolean {
    return member.role === 'owner' || member.role === 'admin';
  }

  /** Owners, admins and the App's managers (its creator is the first manager). */
  assertManages(member: MemberRow, app: AppRow): void {
    if (!this.isAdmin(member) && app.created_by !== member.user_id) {
      throw new DevPlatformError('not_permitted', 'only an App manager or a workspace owner or admin may do this');
    }
  }

  /** A runner token (its App) or a delivery token (its delivery) of workspace `w`. */
  authenticateRuntime(authorization: string | undefined, workspaceId: string): RuntimeActor {
    const row = this.tokenOf(authorization);
    if (row.kind === 'user') throw new DevPlatformError('invalid_token', 'the Runtime API takes a runner token or a delivery token');
    const app = row.installation_id !== null ? this.ctx.store.getApp(row.installation_id) : undefined;
    if (app === undefined || app.status === 'rejected') throw new DevPlatformError('installation_not_found', 'the App of this token no longer exists');
    if (app.workspace_id !== workspaceId) throw new DevPlatformError('not_permitted', `this token is not valid in workspace ${workspaceId}`);
    if (row.kind === 'runner') return { kind: 'runner', app, tokenHash: row.token_hash };
    return { kind: 'delivery', app, deliveryId: row.delivery_id ?? '' };
  }

  /** True when `token` is a valid, enabled, unexpired token of this kind and subject. */
  tokenIsValid(token: string, kind: 'user' | 'runner', subjectId: string): boolean {
    return this.tokenHashIsValid(hashToken(token), kind, subjectId);
  }

  /** `tokenIsValid` for a token known by its hash (the runner stream keeps no plaintext). */
  tokenHashIsValid(tokenHash: string, kind: 'user' | 'runner', subjectId: string): boolean {
    const row = this.ctx.store.getToken(tokenHash);
    if (row === undefined || row.kind !== kind || row.disabled_at !== null) return false;
    if (row.expires_at !== null && row.expires_at <= this.ctx.now()) return false;
    return kind === 'user' ? row.user_id === subjectId : row.installation_id === subjectId;
  }
}
