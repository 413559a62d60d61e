/**
 * Schema history of the local AgentTeam store (`<state dir>/agentteam-dev.sqlite`), in the style
 * of the App Server's thread store: `PRAGMA user_version` is the schema version, migrations are
 * append-only, SQL string literals use single quotes (this better-sqlite3 build rejects double
 * quoted strings). Times are Unix milliseconds.
 */
import type { Migration } from '../../shared/sqliteMigrations.js';
/** The store file inside the state directory. */
export const DEV_STORE_FILE = 'agentteam-dev.sqlite';

const V1_SCHEMA = `
CREATE TABLE users (
  user_id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  created_at INTEGER NOT NULL
) WITHOUT ROWID;

-- Every bearer credential, by SHA-256 hash only (contract, "Credentials"): user tokens, App runner
-- tokens and per-attempt delivery tokens. A disabled row stays so that its holder is told
-- token_disabled rather than invalid_token.
CREATE TABLE tokens (
  token_hash TEXT PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('user', 'runner', 'delivery')),
  user_id TEXT,
  installation_id TEXT,
  delivery_id TEXT,
  attempt_id TEXT,
  created_at INTEGER NOT NULL,
  expires_at INTEGER,
  disabled_at INTEGER
) WITHOUT ROWID;
CREATE INDEX tokens_runner ON tokens (installation_id) WHERE kind = 'runner' AND disabled_at IS NULL;
CREATE INDEX tokens_user ON tokens (user_id) WHERE kind = 'user';

CREATE TABLE workspaces (
  workspace_id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  created_by TEXT NOT NULL,
  created_at INTEGER NOT NULL
) WITHOUT ROWID;

CREATE TABLE workspace_members (
  workspace_id TEXT NOT NULL REFERENCES workspaces (workspace_id),
  user_id TEXT NOT NULL REFERENCES users (user_id),
  member_id TEXT NOT NULL UNIQUE,
  role TEXT NOT NULL CHECK (role IN ('owner', 'admin', 'member')),
  joined_at INTEGER NOT NULL,
  PRIMARY KEY (workspace_id, user_id)
) WITHOUT ROWID;
CREATE INDEX members_by_user ON workspace_members (user_id);

CREATE TABLE channels (
  channel_id TEXT PRIMARY KEY,
  workspace_id TEXT NOT NULL REFERENCES workspaces (workspace_id),
  name TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  UNIQUE (workspace_id, name)
) WITHOUT ROWID;

-- An App definition and its installation in one workspace, one row (the local platform has no
-- marketplace). callback_secret is kept in plaintext because the platform must sign with it; a
-- real platform encrypts it at rest.
CREATE TABLE apps (
  installation_id TEXT PRIMARY KEY,
  app_id TEXT NOT NULL UNIQUE,
  service_definition_id TEXT NOT NULL,
  service_member_id TEXT NOT NULL UNIQUE,
  workspace_id TEXT NOT NULL REFERENCES workspaces (workspace_id),
  name TEXT NOT NULL,
  display_name TEXT NOT NULL,
  transports TEXT NOT NULL,
  callback_url TEXT,
  status TEXT NOT NULL CHECK (status IN ('pending_approval', 'active', 'rejected')),
  credential_state TEXT NOT NULL CHECK (credential_state IN ('pending_approval', 'ready_to_claim', 'claimed')),
  created_by TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  claimed_at INTEGER,
  callback_secret TEXT
) WITHOUT ROWID;
CREATE UNIQUE INDEX apps_by_name ON apps (workspace_id, name) WHERE status <> 'rejected';

CREATE TABLE channel_apps (
  channel_id TEXT NOT NULL REFERENCES channels (channel_id),
  installation_id TEXT NOT NULL REFERENCES apps (installation_id),
  added_at INTEGER NOT NULL,
  PRIMARY KEY (channel_id, installation_id)
) WITHOUT ROWID;
CREATE INDEX channel_apps_by_installation ON channel_apps (installation_id);

-- seq is the visible order of messages (reads page on it).
CREATE TABLE messages (
  seq INTEGER PRIMARY KEY,
  message_id TEXT NOT NULL UNIQUE,
  workspace_id TEXT NOT NULL,
  channel_id TEXT NOT NULL REFERENCES channels (channel_id),
  thread_id TEXT,
  reply_to_message_id TEXT,
  author_type TEXT NOT NULL CHECK (author_type IN ('human', 'service')),
  author_id TEXT NOT NULL,
  author_name TEXT NOT NULL,
  text TEXT NOT NULL,
  mentions TEXT NOT NULL,
  source_delivery_id TEXT,
  source_attempt_id TEXT,
  source_effect_id TEXT,
  created_at INTEGER NOT NULL
);
CREATE INDEX messages_by_channel ON messages (channel_id, seq);
CREATE INDEX messages_by_thread ON messages (thread_id, seq) WHERE thread_id IS NOT NULL;

-- One durable delivery per (mention message, App). status pending = waiting for its next attempt
-- at next_attempt_at; delivered = current_attempt_id holds a lease.
CREATE TABLE deliveries (
  delivery_id TEXT PRIMARY KEY,
  envelope_id TEXT NOT NULL UNIQUE,
  workspace_id TEXT NOT NULL,
  installation_id TEXT NOT NULL REFERENCES apps (installation_id),
  message_id TEXT NOT NULL,
  channel_id TEXT NOT NULL,
  thread_id TEXT,
  event_type TEXT NOT NULL,
  payload TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('pending', 'delivered', 'completed', 'failed', 'canceled')),
  attempt_count INTEGER NOT NULL,
  max_attempts INTEGER NOT NULL,
  current_attempt_id TEXT,
  next_attempt_at INTEGER,
  failure_code TEXT,
  failure_message TEXT,
  result TEXT,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
) WITHOUT ROWID;
CREATE INDEX deliveries_due ON deliveries (next_attempt_at, created_at) WHERE status = 'pending';

CREATE TABLE attempts (
  attempt_id TEXT PRIMARY KEY,
  delivery_id TEXT NOT NULL REFERENCES deliveries (delivery_id),
  number INTEGER NOT NULL,
  transport TEXT NOT NULL CHECK (transport IN ('runner_stream', 'callback')),
  status TEXT NOT NULL CHECK (status IN ('active', 'ended', 'completed', 'failed', 'canceled')),
  end_reason TEXT,
  stream_session TEXT,
  lease_expires_at INTEGER NOT NULL,
  started_at INTEGER NOT NULL,
  ended_at INTEGER,
  UNIQUE (delivery_id, number)
) WITHOUT ROWID;
CREATE INDEX attempts_active ON attempts (lease_expires_at) WHERE status = 'active';
CREATE INDEX attempts_by_session ON attempts (stream_session) WHERE status = 'active';

-- service_event_delivery_effects: one row per reply; (delivery, idempotency key) is unique.
CREATE TABLE effects (
  effect_id TEXT PRIMARY KEY,
  delivery_id TEXT NOT NULL REFERENCES deliveries (delivery_id),
  attempt_id TEXT NOT NULL,
  idempotency_key TEXT NOT NULL,
  content TEXT NOT NULL,
  metadata TEXT,
  message_id TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  UNIQUE (delivery_id, idempotency_key)
) WITHOUT ROWID;

CREATE TABLE runner_heartbeats (
  installation_id TEXT NOT NULL,
  runner_id TEXT NOT NULL,
  runner_version TEXT,
  capabilities TEXT NOT NULL,
  metadata TEXT NOT NULL,
  max_concurrency INTEGER,
  received_at INTEGER NOT NULL,
  PRIMARY KEY (installation_id, runner_id)
) WITHOUT ROWID;

-- What \`agentteam dev --app\` set up (owner user, workspace, channel), found again after a restart.
CREATE TABLE dev_settings (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
) WITHOUT ROWID;
`;

export const MIGRATIONS: readonly Migration[] = [
  { version: 1, description: 'users, tokens, workspaces, channels, apps, messages, deliveries, attempts, effects', up: (db) => db.exec(V1_SCHEMA) },
  {
    version: 2,
    description: 'why an attempt ended, in words; a simulated fault per delivery (agentteam trigger)',
    up: (db) => db.exec('ALTER TABLE attempts ADD COLUMN end_detail TEXT; ALTER TABLE deliveries ADD COLUMN dev_fault TEXT;'),
  },
];

export const DEV_STORE_SCHEMA_VERSION: number = MIGRATIONS.length;

export { readSchemaVersion, runMigrations, type Migration } from '../../shared/sqliteMigrations.js';
