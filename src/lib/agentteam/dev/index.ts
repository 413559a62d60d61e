/**
 * Public face of the local AgentTeam platform (`vv-agent agentteam dev`) and of the mention
 * client (`vv-agent agentteam mention`). Importing it loads neither fastify nor better-sqlite3:
 * startDevPlatform imports them when a platform starts.
 */
export { startDevPlatform, resolveDevStateDir, DEFAULT_DEV_PORT, DEFAULT_RATE_LIMIT, type DevPlatform, type DevPlatformOptions } from './devPlatform.js';
export { checkDevAppInput, setUpDevApp, DEV_CHANNEL_NAME, DEV_OWNER_NAME, DEV_WORKSPACE_NAME, type DevAppSetup, type DevAppSetupInput } from './devSetup.js';
export { AgentTeamAdminClient, type AgentTeamAdminClientOptions, type AdminCallOptions } from './adminClient.js';
export { devStartHint, mentionApp, MentionError, unfinishedError, unfinishedReason, type MentionInput, type MentionOutcome, type MentionReply } from './mentionClient.js';
export { DevPlatformError, DEV_ERROR_CATEGORY, type DevErrorCode } from './DevPlatformError.js';
export type { DevPlatformCore, DeliveryPolicy, RuntimeActor } from './DevPlatformCore.js';
export type { RateLimit } from './TokenRateLimiter.js';
export { DEV_STORE_FILE } from './migrations.js';
export { TRIGGER_FAIL_CODE, TRIGGER_KINDS, TRIGGERS, triggerDelivery, type TriggerKind, type TriggerResult } from './trigger.js';
