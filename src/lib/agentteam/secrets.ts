/**
 * Secrets on the runtime host (contract, "Credentials"): `KEY=value` files (default
 * `.env.agentteam`), created with mode 0600 and kept out of git; a flag wins over an environment
 * variable, which wins over the file. The file handling and the precedence are lib/shared's
 * (the actions framework reads its secrets the same way); this module names AgentTeam's.
 */
export {
  checkSecretsFileWritable,
  parseSecrets,
  readSecretsFile,
  writeSecrets,
  type SecretsValues,
  type ReadSecretsOptions,
  type WriteSecretsOptions,
  type WriteSecretsResult,
} from '../shared/secretsFile.js';
export { resolveSetting, type ResolveSettingInput, type ResolvedSetting, type SettingSource } from '../shared/resolveSetting.js';
export { findGitRoot } from '../shared/gitIgnore.js';

export const DEFAULT_SECRETS_FILE = '.env.agentteam';

/** The variables the AgentTeam commands read (flags, env, or the secrets file). */
export const SECRET_NAMES = {
  baseUrl: 'AGENTTEAM_BASE_URL',
  workspaceId: 'AGENTTEAM_WORKSPACE_ID',
  runnerToken: 'AGENTTEAM_RUNNER_TOKEN',
  callbackSigningSecret: 'AGENTTEAM_CALLBACK_SIGNING_SECRET',
  userToken: 'AGENTTEAM_USER_TOKEN',
} as const;
