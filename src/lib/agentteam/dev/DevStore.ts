/**
 * The local platform's SQLite store: one connection, every statement prepared once, no domain
 * rules (those live in DevPlatformCore). better-sqlite3 is synchronous and the platform runs in
 * one process, so each method, and each `transaction`, is atomic with respect to every request.
 */
import { lstatSync, rmdirSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type Database from 'better-sqlite3';
import { openSqlite } from '../../shared/sqlite.js';
import { VvAgentError } from '../../shared/errors.js';
import { isErrno } from '../../shared/isErrno.js';
import { preparePrivateSqliteFile } from '../../shared/privateState.js';
import { ensureStateDir } from '../ensureStateDir.js';
import { DEV_STORE_FILE, DEV_STORE_SCHEMA_VERSION, MIGRATIONS, readSchemaVersion, runMigrations } from './migrations.js';

export type Role = 'owner' | 'admin' | 'member';
export type TokenKind = 'user' | 'runner' | 'delivery';
export type TransportName = 'runner_stream' | 'callback';
export type DeliveryStatusName = 'pending' | 'delivered' | 'completed' | 'failed' | 'canceled';
export type DevFaultName = 'callback_timeout' | 'first_attempt_lost';
export type AttemptStatusName = 'active' | 'ended' | 'completed' | 'failed' | 'canceled';

export interface UserRow {
  user_id: string;
  name: string;
  created_at: number;
}
export interface TokenRow {
  token_hash: string;
  kind: TokenKind;
  user_id: string | null;
  installation_id: string | null;
  delivery_id: string | null;
  attempt_id: string | null;
  created_at: number;
  expires_at: number | null;
  disabled_at: number | null;
}
export interface WorkspaceRow {
  workspace_id: string;
  name: string;
  created_by: string;
  created_at: number;
}
export interface MemberRow {
  workspace_id: string;
  user_id: string;
  member_id: string;
  role: Role;
  joined_at: number;
  name: string;
}
export interface ChannelRow {
  channel_id: string;
  workspace_id: string;
  name: string;
  created_at: number;
}
export interface AppRow {
  installation_id: string;
  app_id: string;
  service_definition_id: string;
  service_member_id: string;
  workspace_id: string;
  name: string;
  display_name: string;
  transports: string;
  callback_url: string | null;
  status: 'pending_approval' | 'active' | 'rejected';
  credential_state: 'pending_approval' | 'ready_to_claim' | 'claimed';
  created_by: string;
  created_at: number;
  claimed_at: number | null;
  callback_secret: string | null;
}
export interface MessageRow {
  seq: number;
  message_id: string;
  workspace_id: string;
  channel_id: string;
  thread_id: string | null;
  reply_to_message_id: string | null;
  author_type: 'human' | 'service';
  author_id: string;
  author_name: string;
  text: string;
  mentions: string;
  source_delivery_id: string | null;
  source_attempt_id: string | null;
  source_effect_id: string | null;
  created_at: number;
}
export interface DeliveryRow {
  delivery_id: string;
  envelope_id: string;
  workspace_id: string;
  installation_id: string;
  message_id: string;
  channel_id: string;
  thread_id: string | null;
  event_type: string;
  payload: string;
  status: DeliveryStatusName;
  attempt_count: number;
  max_attempts: number;
  current_attempt_id: string | null;
  next_attempt_at: number | null;
  failure_code: string | null;
  failure_message: string | null;
  result: string | null;
  /** A simulated fault for the first attempt (DevFault of the admin API), or null. */
  dev_fault: DevFaultName | null;
  created_at: number;
  updated_at: number;
}
export interface AttemptRow {
  attempt_id: string;
  delivery_id: string;
  number: number;
  transport: TransportName;
  status: AttemptStatusName;
  end_reason: string | null;
  end_detail: string | null;
  stream_session: string | null;
  lease_expires_at: number;
  started_at: number;
  ended_at: number | null;
}
export interface EffectRow {
  effect_id: string;
  delivery_id: string;
  attempt_id: string;
  idempotency_key: string;
  content: string;
  metadata: string | null;
  message_id: string;
  created_at: number;
}
export interface HeartbeatRow {
  installation_id: string;
  runner_id: string;
  runner_version: string | null;
  capabilities: string;
  metadata: string;
  max_concurrency: number | null;
  received_at: number;
}


const SQL = {
  insertUser: 'INSERT INTO users (user_id, name, created_at) VALUES (@user_id, @name, @created_at)',
  getUser: 'SELECT * FROM users WHERE user_id = ?',
  insertToken:
    'INSERT INTO tokens (token_hash, kind, user_id, installation_id, delivery_id, attempt_id, created_at, expires_at, disabled_at) ' +
    'VALUES (@token_hash, @kind, @user_id, @installation_id, @delivery_id, @attempt_id, @created_at, @expires_at, NULL)',
  getToken: 'SELECT * FROM tokens WHERE token_hash = ?',
  disableRunnerTokens: "UPDATE tokens SET disabled_at = ? WHERE kind = 'runner' AND installation_id = ? AND disabled_at IS NULL",
  insertWorkspace: 'INSERT INTO workspaces (workspace_id, name, created_by, created_at) VALUES (@workspace_id, @name, @created_by, @created_at)',
  getWorkspace: 'SELECT * FROM workspaces WHERE workspace_id = ?',
  upsertMember:
    'INSERT INTO workspace_members (workspace_id, user_id, member_id, role, joined_at) VALUES (@workspace_id, @user_id, @member_id, @role, @joined_at) ' +
    'ON CONFLICT (workspace_id, user_id) DO UPDATE SET role = excluded.role',
  getMember: 'SELECT m.*, u.name AS name FROM workspace_members m JOIN users u ON u.user_id = m.user_id WHERE m.workspace_id = ? AND m.user_id = ?',
  listMembers: 'SELECT m.*, u.name AS name FROM workspace_members m JOIN users u ON u.user_id = m.user_id WHERE m.workspace_id = ? ORDER BY m.joined_at, m.member_id',
  listMembershipsOfUser:
    'SELECT w.workspace_id AS workspace_id, w.name AS name, m.role AS role FROM workspace_members m JOIN workspaces w ON w.workspace_id = m.workspace_id ' +
    'WHERE m.user_id = ? ORDER BY m.joined_at, w.workspace_id',
  insertChannel: 'INSERT INTO channels (channel_id, workspace_id, name, created_at) VALUES (@channel_id, @workspace_id, @name, @created_at)',
  getChannel: 'SELECT * FROM channels WHERE channel_id = ?',
  getChannelByName: 'SELECT * FROM channels WHERE workspace_id = ? AND name = ?',
  listChannels: 'SELECT * FROM channels WHERE workspace_id = ? ORDER BY created_at, channel_id',
  insertApp:
    'INSERT INTO apps (installation_id, app_id, service_definition_id, service_member_id, workspace_id, name, display_name, transports, callback_url, status, credential_state, created_by, created_at, claimed_at, callback_secret) ' +
    'VALUES (@installation_id, @app_id, @service_definition_id, @service_member_id, @workspace_id, @name, @display_name, @transports, @callback_url, @status, @credential_state, @created_by, @created_at, @claimed_at, @callback_secret)',
  getApp: 'SELECT * FROM apps WHERE installation_id = ?',
  getAppByName: "SELECT * FROM apps WHERE workspace_id = ? AND name = ? AND status <> 'rejected'",
  getAppByServiceMember: 'SELECT * FROM apps WHERE service_member_id = ?',
  listApps: "SELECT * FROM apps WHERE workspace_id = ? AND status <> 'rejected' ORDER BY created_at, installation_id",
  updateAppState: 'UPDATE apps SET status = @status, credential_state = @credential_state, claimed_at = @claimed_at WHERE installation_id = @installation_id',
  updateAppRuntime:
    'UPDATE apps SET transports = @transports, callback_url = @callback_url, callback_secret = @callback_secret WHERE installation_id = @installation_id',
  addChannelApp: 'INSERT OR IGNORE INTO channel_apps (channel_id, installation_id, added_at) VALUES (?, ?, ?)',
  removeChannelApp: 'DELETE FROM channel_apps WHERE channel_id = ? AND installation_id = ?',
  isChannelApp: 'SELECT 1 AS found FROM channel_apps WHERE channel_id = ? AND installation_id = ?',
  channelsOfApp: 'SELECT channel_id FROM channel_apps WHERE installation_id = ? ORDER BY added_at, channel_id',
  insertMessage:
    'INSERT INTO messages (message_id, workspace_id, channel_id, thread_id, reply_to_message_id, author_type, author_id, author_name, text, mentions, source_delivery_id, source_attempt_id, source_effect_id, created_at) ' +
    'VALUES (@message_id, @workspace_id, @channel_id, @thread_id, @reply_to_message_id, @author_type, @author_id, @author_name, @text, @mentions, @source_delivery_id, @source_attempt_id, @source_effect_id, @created_at)',
  getMessage: 'SELECT * FROM messages WHERE message_id = ?',
  listChannelMessages: 'SELECT * FROM messages WHERE channel_id = @channel_id AND seq > @after_seq ORDER BY seq LIMIT @limit',
  listThreadMessages:
    'SELECT * FROM messages WHERE channel_id = @channel_id AND (message_id = @thread_id OR thread_id = @thread_id) AND seq > @after_seq ORDER BY seq LIMIT @limit',
  contextChannel:
    'SELECT * FROM (SELECT * FROM messages WHERE channel_id = @channel_id AND seq < @before_seq ORDER BY seq DESC LIMIT @limit) ORDER BY seq',
  contextThread:
    'SELECT * FROM (SELECT * FROM messages WHERE channel_id = @channel_id AND (message_id = @thread_id OR thread_id = @thread_id) AND seq < @before_seq ORDER BY seq DESC LIMIT @limit) ORDER BY seq',
  insertDelivery:
    'INSERT INTO deliveries (delivery_id, envelope_id, workspace_id, installation_id, message_id, channel_id, thread_id, event_type, payload, status, attempt_count, max_attempts, current_attempt_id, next_attempt_at, failure_code, failure_message, result, dev_fault, created_at, updated_at) ' +
    "VALUES (@delivery_id, @envelope_id, @workspace_id, @installation_id, @message_id, @channel_id, @thread_id, @event_type, @payload, 'pending', 0, @max_attempts, NULL, @next_attempt_at, NULL, NULL, NULL, @dev_fault, @created_at, @created_at)",
  getDelivery: 'SELECT * FROM deliveries WHERE delivery_id = ?',
  dueDeliveries: "SELECT * FROM deliveries WHERE status = 'pending' AND next_attempt_at <= ? ORDER BY next_attempt_at, created_at LIMIT 200",
  nextDueAt: "SELECT MIN(next_attempt_at) AS at FROM deliveries WHERE status = 'pending'",
  updateDelivery:
    'UPDATE deliveries SET status = @status, attempt_count = @attempt_count, current_attempt_id = @current_attempt_id, next_attempt_at = @next_attempt_at, ' +
    'failure_code = @failure_code, failure_message = @failure_message, result = @result, updated_at = @updated_at WHERE delivery_id = @delivery_id',
  insertAttempt:
    'INSERT INTO attempts (attempt_id, delivery_id, number, transport, status, end_reason, stream_session, lease_expires_at, started_at, ended_at) ' +
    "VALUES (@attempt_id, @delivery_id, @number, @transport, 'active', NULL, @stream_session, @lease_expires_at, @started_at, NULL)",
  getAttempt: 'SELECT * FROM attempts WHERE attempt_id = ?',
  listAttempts: 'SELECT * FROM attempts WHERE delivery_id = ? ORDER BY number',
  endAttempt: 'UPDATE attempts SET status = @status, end_reason = @end_reason, end_detail = @end_detail, ended_at = @ended_at WHERE attempt_id = @attempt_id',
  renewLease: "UPDATE attempts SET lease_expires_at = ? WHERE attempt_id = ? AND status = 'active'",
  expiredAttempts: "SELECT * FROM attempts WHERE status = 'active' AND lease_expires_at <= ?",
  activeAttemptsOfSession: "SELECT * FROM attempts WHERE status = 'active' AND stream_session = ?",
  activeStreamAttempts: "SELECT * FROM attempts WHERE status = 'active' AND transport = 'runner_stream'",
  activeCallbackAttempts:
    "SELECT COUNT(*) AS n FROM attempts JOIN deliveries USING (delivery_id) WHERE attempts.status = 'active' AND attempts.transport = 'callback' AND deliveries.installation_id = ?",
  insertEffect:
    'INSERT INTO effects (effect_id, delivery_id, attempt_id, idempotency_key, content, metadata, message_id, created_at) ' +
    'VALUES (@effect_id, @delivery_id, @attempt_id, @idempotency_key, @content, @metadata, @message_id, @created_at)',
  getEffectByKey: 'SELECT * FROM effects WHERE delivery_id = ? AND idempotency_key = ?',
  upsertHeartbeat:
    'INSERT INTO runner_heartbeats (installation_id, runner_id, runner_version, capabilities, metadata, max_concurrency, received_at) ' +
    'VALUES (@installation_id, @runner_id, @runner_version, @capabilities, @metadata, @max_concurrency, @received_at) ' +
    'ON CONFLICT (installation_id, runner_id) DO UPDATE SET runner_version = excluded.runner_version, capabilities = excluded.capabilities, ' +
    'metadata = excluded.metadata, max_concurrency = excluded.max_concurrency, received_at = excluded.received_at',
  getHeartbeat: 'SELECT * FROM runner_heartbeats WHERE installation_id = ? AND runner_id = ?',
  latestHeartbeat: 'SELECT * FROM runner_heartbeats WHERE installation_id = ? ORDER BY received_at DESC LIMIT 1',
  getSetting: 'SELECT value FROM dev_settings WHERE key = ?',
  setSetting: 'INSERT INTO dev_settings (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
} as const;

type StatementName = keyof typeof SQL;

/** What `DevStore.open` made: the levels of the state directory that were missing (deepest first), and whether the store file was. */
interface CreatedPaths {
  readonly dirs: readonly string[];
  readonly storeFile: boolean;
}

const NOTHING_CREATED: CreatedPaths = { dirs: [], storeFile: false };

/** Whether nothing is at `path`. Unknown (no permission to look) counts as there: it is never removed. */
function absent(path: string): boolean {
  try {
    lstatSync(path);
    return false;
  } catch (error) {
    return isErrno(error, 'ENOENT');
  }
}

function missingLevels(dir: string): string[] {
  const levels: string[] = [];
  for (let current = resolve(dir); absent(current); current = dirname(current)) {
    levels.push(current);
    if (dirname(current) === current) break;
  }
  return levels;
}

/**
 * Removes what `open` created, and nothing else, so that a start that fails before it serves leaves
 * a new state directory as it was. Returns what it had to keep, and why, or undefined.
 */
function removeCreated(location: string, created: CreatedPaths): string | undefined {
  if (!created.storeFile) return undefined;
  // SQLite deletes -wal and -shm when the store's last connection closes: if they are still
  // there, another start in the same new directory has the store open, and it is theirs now.
  if (!absent(`${location}-wal`) || !absent(`${location}-shm`)) return undefined;
  try {
    rmSync(location, { force: true });
    // Deepest first. A level is missing still when making the state directory failed above it.
    for (const dir of created.dirs) if (!absent(dir)) rmdirSync(dir);
  } catch (error) {
    // Something else put a file there meanwhile: the folder is in use, and stays.
    if (isErrno(error, 'ENOTEMPTY') || isErrno(error, 'EEXIST')) return undefined;
    return `could not remove what this start created: ${(error as Error).message}`;
  }
  return undefined;
}

export class DevStore {
  private readonly statements: Record<StatementName, Database.Statement>;

  /** Opens (creating when absent) and migrates `<stateDir>/agentteam-dev.sqlite`, or ':memory:'. */
  static open(stateDir: string): DevStore {
    let location = ':memory:';
    let created = NOTHING_CREATED;
    let db: Database.Database | undefined;
    try {
      if (stateDir !== ':memory:') {
        location = join(stateDir, DEV_STORE_FILE);
        created = { dirs: missingLevels(stateDir), storeFile: absent(location) };
        // It holds the local platform's signing secret: owner only (issue 11, point 19).
        ensureStateDir(stateDir);
        preparePrivateSqliteFile(location);
      }
      db = openSqlite(location);
      const version = readSchemaVersion(db);
      if (version > DEV_STORE_SCHEMA_VERSION) {
        throw new VvAgentError('store_version_unsupported', `${location} has schema version ${version}; this vv-agent knows up to ${DEV_STORE_SCHEMA_VERSION}`, 'config');
      }
      if (location !== ':memory:') {
        db.pragma('journal_mode = WAL');
        db.pragma('synchronous = NORMAL');
      }
      db.pragma('foreign_keys = ON');
      runMigrations(db, MIGRATIONS);
      return new DevStore(location, db, created);
    } catch (error) {
      db?.close();
      const kept = removeCreated(location, created);
      const failure = error instanceof VvAgentError ? error : new VvAgentError('store_open_failed', `cannot open ${location}: ${(error as Error).message}`, 'config', { cause: error });
      if (kept === undefined) throw failure;
      throw new VvAgentError(failure.code, `${failure.message}; ${kept}`, failure.category, { cause: error });
    }
  }

  private constructor(
    readonly location: string,
    private readonly db: Database.Database,
    private readonly created: CreatedPaths,
  ) {
    const statements = {} as Record<StatementName, Database.Statement>;
    for (const [name, sql] of Object.entries(SQL)) statements[name as StatementName] = db.prepare(sql);
    this.statements = statements;
  }

  close(): void {
    if (this.db.open) this.db.close();
  }

  /**
   * `close`, then removes what `open` created: the store file and the state directory's levels
   * that were missing (an existing directory or store is never removed). For a start that fails
   * before the platform serves. Returns what it had to keep, and why, or undefined.
   */
  discard(): string | undefined {
    this.close();
    return removeCreated(this.location, this.created);
  }

  /** Runs `fn` in one IMMEDIATE transaction. */
  transaction<T>(fn: () => T): T {
    return this.db.transaction(fn).immediate();
  }

  private get<T>(name: StatementName, ...params: unknown[]): T | undefined {
    return this.statements[name].get(...params) as T | undefined;
  }

  private all<T>(name: StatementName, ...params: unknown[]): T[] {
    return this.statements[name].all(...params) as T[];
  }

  private run(name: StatementName, ...params: unknown[]): number {
    return this.statements[name].run(...params).changes;
  }

  insertUser(row: UserRow): void {
    this.run('insertUser', row);
  }
  getUser(userId: string): UserRow | undefined {
    return this.get('getUser', userId);
  }
  insertToken(row: Omit<TokenRow, 'disabled_at'>): void {
    this.run('insertToken', row);
  }
  getToken(hash: string): TokenRow | undefined {
    return this.get('getToken', hash);
  }
  disableRunnerTokens(installationId: string, at: number): void {
    this.run('disableRunnerTokens', at, installationId);
  }
  insertWorkspace(row: WorkspaceRow): void {
    this.run('insertWorkspace', row);
  }
  getWorkspace(workspaceId: string): WorkspaceRow | undefined {
    return this.get('getWorkspace', workspaceId);
  }
  upsertMember(row: Omit<MemberRow, 'name'>): void {
    this.run('upsertMember', row);
  }
  getMember(workspaceId: string, userId: string): MemberRow | undefined {
    return this.get('getMember', workspaceId, userId);
  }
  listMembers(workspaceId: string): MemberRow[] {
    return this.all('listMembers', workspaceId);
  }
  listMembershipsOfUser(userId: string): { workspace_id: string; name: string; role: Role }[] {
    return this.all('listMembershipsOfUser', userId);
  }
  insertChannel(row: ChannelRow): void {
    this.run('insertChannel', row);
  }
  getChannel(channelId: string): ChannelRow | undefined {
    return this.get('getChannel', channelId);
  }
  getChannelByName(workspaceId: string, name: string): ChannelRow | undefined {
    return this.get('getChannelByName', workspaceId, name);
  }
  listChannels(workspaceId: string): ChannelRow[] {
    return this.all('listChannels', workspaceId);
  }
  insertApp(row: AppRow): void {
    this.run('insertApp', row);
  }
  getApp(installationId: string): AppRow | undefined {
    return this.get('getApp', installationId);
  }
  getAppByName(workspaceId: string, name: string): AppRow | undefined {
    return this.get('getAppByName', workspaceId, name);
  }
  getAppByServiceMember(serviceMemberId: string): AppRow | undefined {
    return this.get('getAppByServiceMember', serviceMemberId);
  }
  listApps(workspaceId: string): AppRow[] {
    return this.all('listApps', workspaceId);
  }
  updateAppState(params: Pick<AppRow, 'installation_id' | 'status' | 'credential_state' | 'claimed_at'>): void {
    this.run('updateAppState', params);
  }
  updateAppRuntime(params: Pick<AppRow, 'installation_id' | 'transports' | 'callback_url' | 'callback_secret'>): void {
    this.run('updateAppRuntime', params);
  }
  addChannelApp(channelId: string, installationId: string, at: number): void {
    this.run('addChannelApp', channelId, installationId, at);
  }
  removeChannelApp(channelId: string, installationId: string): boolean {
    return this.run('removeChannelApp', channelId, installationId) > 0;
  }
  isChannelApp(channelId: string, installationId: string): boolean {
    return this.get('isChannelApp', channelId, installationId) !== undefined;
  }
  channelsOfApp(installationId: string): string[] {
    return this.all<{ channel_id: string }>('channelsOfApp', installationId).map((r) => r.channel_id);
  }
  insertMessage(row: Omit<MessageRow, 'seq'>): MessageRow {
    const info = this.statements.insertMessage.run(row);
    return { ...row, seq: Number(info.lastInsertRowid) };
  }
  getMessage(messageId: string): MessageRow | undefined {
    return this.get('getMessage', messageId);
  }
  listMessages(channelId: string, options: { afterSeq: number; limit: number; threadId?: string | undefined }): MessageRow[] {
    const params = { channel_id: channelId, after_seq: options.afterSeq, limit: options.limit, thread_id: options.threadId ?? null };
    return options.threadId === undefined ? this.all('listChannelMessages', params) : this.all('listThreadMessages', params);
  }
  /** Up to `limit` messages of a channel (or of one thread) before `beforeSeq`, oldest first. */
  contextMessages(channelId: string, threadId: string | null, beforeSeq: number, limit: number): MessageRow[] {
    const params = { channel_id: channelId, thread_id: threadId, before_seq: beforeSeq, limit };
    return threadId === null ? this.all('contextChannel', params) : this.all('contextThread', params);
  }
  insertDelivery(row: Pick<DeliveryRow, 'delivery_id' | 'envelope_id' | 'workspace_id' | 'installation_id' | 'message_id' | 'channel_id' | 'thread_id' | 'event_type' | 'payload' | 'max_attempts' | 'next_attempt_at' | 'created_at'> & { dev_fault?: DevFaultName | null }): void {
    this.run('insertDelivery', { ...row, dev_fault: row.dev_fault ?? null });
  }
  getDelivery(deliveryId: string): DeliveryRow | undefined {
    return this.get('getDelivery', deliveryId);
  }
  dueDeliveries(now: number): DeliveryRow[] {
    return this.all('dueDeliveries', now);
  }
  updateDelivery(row: DeliveryRow): void {
    this.run('updateDelivery', {
      delivery_id: row.delivery_id,
      status: row.status,
      attempt_count: row.attempt_count,
      current_attempt_id: row.current_attempt_id,
      next_attempt_at: row.next_attempt_at,
      failure_code: row.failure_code,
      failure_message: row.failure_message,
      result: row.result,
      updated_at: row.updated_at,
    });
  }
  insertAttempt(row: Pick<AttemptRow, 'attempt_id' | 'delivery_id' | 'number' | 'transport' | 'stream_session' | 'lease_expires_at' | 'started_at'>): void {
    this.run('insertAttempt', row);
  }
  getAttempt(attemptId: string): AttemptRow | undefined {
    return this.get('getAttempt', attemptId);
  }
  listAttempts(deliveryId: string): AttemptRow[] {
    return this.all('listAttempts', deliveryId);
  }
  endAttempt(attemptId: string, status: AttemptStatusName, endReason: string | null, at: number, endDetail: string | null = null): void {
    this.run('endAttempt', { attempt_id: attemptId, status, end_reason: endReason, end_detail: endDetail, ended_at: at });
  }
  renewLease(attemptId: string, leaseExpiresAt: number): void {
    this.run('renewLease', leaseExpiresAt, attemptId);
  }
  expiredAttempts(now: number): AttemptRow[] {
    return this.all('expiredAttempts', now);
  }
  activeAttemptsOfSession(sessionId: string): AttemptRow[] {
    return this.all('activeAttemptsOfSession', sessionId);
  }
  activeStreamAttempts(): AttemptRow[] {
    return this.all('activeStreamAttempts');
  }
  /** Callback attempts of an App that are sent and not yet acked, failed or expired. */
  activeCallbackAttempts(installationId: string): number {
    return this.get<{ n: number }>('activeCallbackAttempts', installationId)?.n ?? 0;
  }
  insertEffect(row: EffectRow): void {
    this.run('insertEffect', row);
  }
  getEffectByKey(deliveryId: string, key: string): EffectRow | undefined {
    return this.get('getEffectByKey', deliveryId, key);
  }
  upsertHeartbeat(row: HeartbeatRow): void {
    this.run('upsertHeartbeat', row);
  }
  getHeartbeat(installationId: string, runnerId: string): HeartbeatRow | undefined {
    return this.get('getHeartbeat', installationId, runnerId);
  }
  latestHeartbeat(installationId: string): HeartbeatRow | undefined {
    return this.get('latestHeartbeat', installationId);
  }
  getSetting(key: string): string | undefined {
    return this.get<{ value: string }>('getSetting', key)?.value;
  }
  setSetting(key: string, value: string): void {
    this.run('setSetting', key, value);
  }
}
